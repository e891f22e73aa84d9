"""The Qdrant server path: ``--store qdrant+http(s)://``, the API key, the payload indexes, fix-it errors.

No Qdrant server can run here, so the index parameters are checked as qdrant-client
serialises them for the REST call, and the wire (URL, ``api-key`` header) against a
plain HTTP listener that records the request and refuses it.
"""

from __future__ import annotations

import http.server
import threading

import pytest
from factories import run_cli, send_json

from kbgate.errors import StoreError
from kbgate.store import API_KEY_ENV, ServerStore, open_store
from kbgate.store.server import payload_indexes, server_error_message


class _Refuser(http.server.BaseHTTPRequestHandler):
    """Records each request's path and api-key header, answers 403 like a server whose key lacks rights."""

    seen: list[tuple[str, str | None]]  # each server's handler class has its own (see the fixture)

    def do_GET(self):  # noqa: N802 - http.server's naming
        type(self).seen.append((self.path, self.headers.get("api-key")))
        body = b'{"status":{"error":"Forbidden"},"time":0}'
        send_json(self, 403, body)

    def log_message(self, *args):
        pass


@pytest.fixture
def refuser():
    """``(address, requests seen)`` of a refusing server with a handler class of its own: a request still in flight
    to an earlier test's server (a client's retry) cannot land in this test's record."""
    handler = type("Refuser", (_Refuser,), {"seen": []})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"127.0.0.1:{server.server_address[1]}", handler.seen
    server.shutdown()
    server.server_close()


def test_tenant_index_is_a_keyword_index_with_is_tenant():
    from qdrant_client import models

    body = {f: models.CreateFieldIndex(field_name=f, field_schema=s).model_dump(exclude_none=True)
            for f, s in payload_indexes().items()}
    assert body["tenant_id"] == {"field_name": "tenant_id", "field_schema": {"type": "keyword", "is_tenant": True}}
    for field in ("allowed_roles", "classification", "doc_id"):
        assert body[field]["field_schema"] == "keyword", field  # roles filter every query: indexed, not tenant


def test_server_spec_sends_the_api_key_from_the_environment(refuser, monkeypatch):
    refuser, seen = refuser
    monkeypatch.setenv(API_KEY_ENV, "s3cret-key")
    with pytest.raises(StoreError) as err:
        open_store(f"qdrant+http://{refuser}")
    assert seen and seen[0] == ("/collections/kbgate_meta/exists", "s3cret-key")
    assert str(err.value) == (
        f"Qdrant at http://{refuser} refused kbgate (HTTP 403); set KBGATE_QDRANT_API_KEY to an API key, or a JWT "
        "whose access allows managing collections and aliases (see docs/runbook-qdrant.md)")
    assert "s3cret" not in str(err.value)


def test_bare_http_spec_and_empty_key(refuser, monkeypatch):
    refuser, seen = refuser
    monkeypatch.setenv(API_KEY_ENV, "")
    with pytest.raises(StoreError, match="HTTP 403"):
        open_store(f"http://{refuser}")
    assert seen and seen[0][1] is None  # an empty variable sends no key


def test_unreachable_server_is_a_store_error_not_a_traceback(capsys):
    with pytest.raises(StoreError, match=r"^cannot use Qdrant at http://127\.0\.0\.1:1: ResponseHandlingException"):
        open_store("qdrant+http://127.0.0.1:1")
    code, _out, err = run_cli(["index", "list", "--store", "qdrant+http://127.0.0.1:1"], capsys)
    assert code == 2, err
    assert err.startswith("Error: cannot use Qdrant at http://127.0.0.1:1: ")
    assert "check the URL (qdrant+http://host:6333 or qdrant+https://...)" in err


@pytest.mark.parametrize("spec", ["qdrant+grpc://h:6334", "qdrant+h:6333", "ftp://x"])
def test_unknown_specs_are_refused(spec):
    with pytest.raises(StoreError, match="^unknown store spec .*qdrant\\+http\\(s\\)://host:port$"):
        open_store(spec)


def test_qdrant_local_spec_still_opens_local_mode(tmp_path):
    with open_store(f"qdrant+local:{tmp_path / 'q'}") as store:
        assert isinstance(store, ServerStore)
        store.create_version("kb__v1")
        assert [v.name for v in store.list_versions()] == ["kb__v1"]


def test_server_error_message_names_other_statuses_as_unreachable():
    from qdrant_client.http.exceptions import UnexpectedResponse

    exc = UnexpectedResponse(status_code=502, reason_phrase="Bad Gateway", content=b"", headers=None)
    msg = server_error_message("https://q.example:6333", exc)
    assert msg.startswith("cannot use Qdrant at https://q.example:6333: UnexpectedResponse:")


#: Commands whose --store the lead switches to STORE_HELP at the end (other engineers' files); empty it then.
PENDING_STORE_HELP = {"audit-collection"}  # a user's collection, never kbgate's store: its own help names qdrant+http


def _commands_with_store(group, prefix=()):
    import click

    for name, cmd in group.commands.items():
        path = (*prefix, name)
        if isinstance(cmd, click.Group):
            yield from _commands_with_store(cmd, path)
        elif any("--store" in p.opts for p in cmd.params):
            yield " ".join(path), cmd


def test_every_store_option_names_the_server_form():
    from kbgate.app.cli import cli
    from kbgate.app.commands._options import STORE_HELP

    found = dict(_commands_with_store(cli))
    assert {"index list", "promote", "rollback", "canary set", "drill", "serve", "audit show"} <= set(found)
    for name, cmd in found.items():
        if name.split()[0] in PENDING_STORE_HELP:
            continue
        (opt,) = [p for p in cmd.params if "--store" in p.opts]
        assert opt.help.endswith(STORE_HELP) and "qdrant+http://HOST:6333" in opt.help, name
        assert opt.type.name == "text", name  # a click.Path would turn qdrant+http:// into qdrant+http:/


def test_create_version_builds_every_payload_index(tmp_path):
    """Each new version collection asks for the indexes of payload_indexes() (recorded on their way to the client)."""

    class Recording(ServerStore):
        def _index(self, collection, field, schema):
            self.asked.append((collection, field, schema))
            super()._index(collection, field, schema)

    Recording.asked = []
    with Recording(str(tmp_path / "q")) as store:
        store.create_version("kb__v1")
        asked = {(f, repr(s)) for c, f, s in store.asked if c == "kb__v1"}
    assert asked == {(f, repr(s)) for f, s in payload_indexes().items()}


def test_a_server_that_goes_away_mid_command_is_a_store_error():
    """Calls after a good start pass through ServerErrors: a vanished server gives the same fix-it message."""
    from qdrant_client import QdrantClient

    from kbgate.store.server import ServerErrors

    client = ServerErrors(QdrantClient(url="http://127.0.0.1:1", check_compatibility=False), "http://127.0.0.1:1")
    assert client.init_options["url"] == "http://127.0.0.1:1"  # plain attributes are the client's own
    with pytest.raises(StoreError, match=r"^cannot use Qdrant at http://127\.0\.0\.1:1: ResponseHandlingException"):
        client.get_aliases()
