"""Options shared by several commands: one help text, so every command names every store form."""

from __future__ import annotations

import click

#: The ``--store`` help of every command: the three store forms and where the API key comes from.
STORE_HELP = (
    "Index store: a directory (embedded Qdrant Edge, the default), qdrant+local:PATH (qdrant-client local mode), "
    "or qdrant+http://HOST:6333 / qdrant+https://HOST:6333 (a Qdrant server or cluster; API key or JWT from "
    "$KBGATE_QDRANT_API_KEY; see docs/runbook-qdrant.md)."
)


def store_option(purpose: str = "", *, required: bool = True, dest: str = "store_spec"):
    """The ``--store STORE`` option (a plain string, never a path: a URL must keep its ``//``).

    Args:
        purpose: what the command does with the store, put in front of :data:`STORE_HELP`.
        required: whether the option must be given.
        dest: the parameter name the command function receives.
    """
    text = f"{purpose.rstrip('.')}. {STORE_HELP}" if purpose else STORE_HELP
    return click.option("--store", dest, required=required, metavar="STORE", help=text)


header_option = click.option(
    "--header", "headers", multiple=True, metavar="'NAME: VALUE'",
    help="Extra HTTP header for an HTTP target's requests (e.g. 'Authorization: Bearer ...'); never written to "
    "reports or the audit log. Repeatable.")
metadata_key_option = click.option(
    "--metadata-key", "metadata_keys", multiple=True, metavar="NAME=KEY",
    help="For a python: target: the document metadata key holding doc_id, version, chunk_id or score (default: "
    "the same name), e.g. doc_id=source_id. Repeatable.")


def from_project(param: str) -> bool:
    """Whether the current command's ``param`` took its value from the project file (kbgate.yaml)
    rather than the command line: a default that must give way to an option that excludes it."""
    ctx = click.get_current_context(silent=True)
    return ctx is not None and ctx.get_parameter_source(param) is click.core.ParameterSource.DEFAULT_MAP


def open_target(spec: str, option: str, **kw):
    """:func:`kbgate.targets.open.open_target`, its spec errors shown as click usage errors (exit 2)."""
    from kbgate.targets.open import TargetSpecError
    from kbgate.targets.open import open_target as open_core

    try:
        return open_core(spec, option, **kw)
    except TargetSpecError as exc:
        raise click.UsageError(str(exc)) from exc
