"""Test data factories: build a model object from plain defaults and only the fields a test cares about."""

from __future__ import annotations

import contextlib

import pytest

from kbgate.corpus.chunking import content_hash
from kbgate.models import Chunk

CHUNK_DEFAULTS = dict(
    doc_id="doc", version="v1", n=0, text="退款规则：签收后15天内可以申请退款。", page=1, section=None,
    source="acme-kb", tenant_id="acme", classification="internal", allowed_roles=["support_agent"],
    effective_from="2024-01-01", expires_at=None, language=None, run_id="test",
)


def make_chunk(**overrides) -> Chunk:
    """A :class:`Chunk` from :data:`CHUNK_DEFAULTS` with ``overrides`` applied (any field).

    Fields not given are derived: ``chunk_id`` is ``{doc_id}@{version}#{n}``, ``char_start``
    is 0, ``char_end`` is ``char_start + len(text)`` and ``chunk_hash`` is the text's content hash.
    """
    values = {**CHUNK_DEFAULTS, **overrides}
    values.setdefault("chunk_id", f"{values['doc_id']}@{values['version']}#{values['n']}")
    values.setdefault("char_start", 0)
    values.setdefault("char_end", values["char_start"] + len(values["text"]))
    values.setdefault("chunk_hash", content_hash(values["text"]))
    values["allowed_roles"] = list(values["allowed_roles"])
    return Chunk(**values)


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    """Run ``kbgate ARGS`` in-process: ``(exit code, stdout, stderr)``."""
    from kbgate.app.cli import main

    with pytest.raises(SystemExit) as exc:
        main(args)
    captured = capsys.readouterr()
    return exc.value.code, captured.out, captured.err


def send_json(handler, status: int, body: bytes) -> None:
    """Answer an ``http.server`` request with ``body`` as JSON and status ``status``."""
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


@contextlib.contextmanager
def serving(retriever, *, store=None, **options):
    """Serve ``retriever`` with :func:`kbgate.app.serve.make_server` on a free loopback port in a thread.

    Yields the server (``server.url``); shuts it down and closes it, then ``store`` if given.
    ``options`` go to ``make_server`` (``audit``, ``token``, ``request_deadline``...).
    """
    import threading

    from kbgate.app.serve import make_server

    server = make_server(retriever, "127.0.0.1", 0, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        if store is not None:
            store.close()
