"""``kbgate serve``: the reference implementation of the HTTP retrieval protocol."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import click

from kbgate.app.commands._options import store_option


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@click.command("serve")
@store_option(dest="store")
@click.option("--alias", "alias", default=None, help="Alias to serve (resolved on every query, so promotions apply).")
@click.option("--index", "index", default=None, help="Serve this exact index version instead of an alias.")
@click.option("--policy", "policy_path", required=True, type=click.Path(path_type=Path),
              help="Policy YAML; adds classification clearance to the authorization filter.")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to bind.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(0, 65535), help="TCP port (0: any).")
@click.option("--audit/--no-audit", "audit", default=True, show_default=True,
              help="Append a hashed retrieval record to STORE/audit.jsonl for every query.")
@click.option("--token-env", "token_env", default=None, metavar="VAR",
              help="Require 'Authorization: Bearer <token>' on POST /query, the token read from environment "
                   "variable VAR (never from the command line).")
@click.option("--verbose", is_flag=True, help="Print one line per request (no query text).")
def serve(store: str, alias: str | None, index: str | None, policy_path: Path, host: str, port: int,
          audit: bool, token_env: str | None, verbose: bool) -> None:
    """Serve POST /query and GET /healthz over the built-in retriever.

    The actor in each request is trusted as sent: this server is a reference
    implementation for tests, not an authentication layer. It binds 127.0.0.1 by default
    and warns when bound elsewhere; --token-env adds a bearer token so that only callers
    holding it can query (they can still claim any actor).

    \b
    Example:
      kbgate serve --store .kbgate/store --alias kb --policy policies/acme.yaml
      KB_TOKEN=s3cret kbgate serve --store .kbgate/store --alias kb --policy policies/acme.yaml --token-env KB_TOKEN
      curl -s localhost:8765/query -H 'Content-Type: application/json' \\
        -d '{"query": "退款规则", "top_k": 5, "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": "u-1"}}'
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.app.serve import make_server
    from kbgate.audit import AuditLog, audit_root
    from kbgate.errors import ConfigError
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.store import open_store

    if (alias is None) == (index is None):
        raise click.UsageError("pass exactly one of --alias NAME or --index VERSION")
    token = None
    if token_env is not None:
        import os

        token = os.environ.get(token_env, "").strip()
        if not token:
            raise click.UsageError(f"--token-env {token_env}: environment variable {token_env} is unset or empty; "
                                   f"export {token_env}=<token> first")
    policy = load_checked_policy(policy_path)
    opened = open_store(store)
    try:
        target = alias or index
        version = opened.resolve(target)
        audit_log = AuditLog(audit_root(store)) if audit else None
        try:
            server = make_server(QdrantRetriever(opened, target, policy, dense=policy.embedding.dense_function()), host, port, audit=audit_log,
                                 verbose=verbose, token=token)
        except OSError as exc:
            raise ConfigError(f"cannot listen on {host}:{port} ({exc.strerror or exc}); "
                              "pass another --port or stop the process using it") from None
        if not _is_loopback(host):
            click.echo(f"warning: listening on {host}, not loopback; anyone who can reach it can query as "
                       "any tenant and role", err=True)
        click.echo(f"serving {target} ({version}) on {server.url}: POST /query, GET /healthz; Ctrl-C stops",
                   err=True)
        _stop_on_sigterm()
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    finally:
        opened.close()


def _stop_on_sigterm() -> None:
    """Stop cleanly on SIGTERM (what process managers send), as on Ctrl-C.

    A server started in the background of a non-interactive shell inherits an ignored
    SIGINT, so SIGTERM is the signal that always reaches it.
    """
    import signal
    import threading

    def stop(signum, frame):
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)


COMMANDS = [serve]
