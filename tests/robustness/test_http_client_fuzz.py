"""Fuzz the HTTP target client: protocol-violating responses (wrong types, huge or endless bodies, slow
answers, trickled headers, connection resets, garbage) become PROTOCOL_ERROR outcomes within the timeout,
never a crash or a hang."""

from __future__ import annotations

import json
import socket
import socketserver
import struct
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rob_helpers import examples, recv_until

from kbgate.retrieval.retriever import Actor
from kbgate.targets.http import HttpRetriever, ProtocolError

TIMEOUT = 0.5
SLACK = 1.5  # scheduling on a loaded 2-core machine
ACTOR = Actor("acme", "support_agent", "u-1")


def _response(body: bytes, status: bytes = b"200 OK", ctype: bytes = b"application/json", length: int | None = None):
    length = len(body) if length is None else length
    return b"HTTP/1.1 " + status + b"\r\nContent-Type: " + ctype + b"\r\nContent-Length: %d\r\n\r\n" % length + body


class Hostile(socketserver.BaseRequestHandler):
    def handle(self):
        sock = self.request
        if b"\r\n\r\n" not in recv_until(sock, b"\r\n\r\n"):
            return  # the client went away before sending its headers
        mode, payload = self.server.behaviour
        try:
            if mode == "raw":
                sock.sendall(payload)
            elif mode == "json":
                sock.sendall(_response(json.dumps(payload).encode()))
            elif mode == "sleep":
                time.sleep(TIMEOUT * 3)
                sock.sendall(_response(b'{"chunks": []}'))
            elif mode == "trickle":  # valid answer, one byte at a time, forever slower than the timeout
                for b in _response(b'{"chunks": []}' + b" " * 200):
                    sock.sendall(bytes([b]))
                    time.sleep(0.05)
            elif mode == "reset":
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            elif mode == "short":  # promises more body than it sends, then hangs up
                sock.sendall(_response(b'{"chunks": [', length=10_000))
            elif mode == "endless":  # no Content-Length, a body that never ends
                sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n")
                while True:
                    sock.sendall(b"[" * 65536)
        except OSError:
            pass


@pytest.fixture(scope="module")
def server():
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Hostile)
    srv.daemon_threads = True
    srv.behaviour = ("json", {"chunks": []})
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield srv
    srv.shutdown()
    srv.server_close()


def _ask(server, behaviour):
    server.behaviour = behaviour
    client = HttpRetriever(f"http://127.0.0.1:{server.server_address[1]}", timeout=TIMEOUT, retries=0)
    started = time.monotonic()
    outcome = client.query("refund rules", ACTOR, 5)  # never raises
    took = time.monotonic() - started
    assert took < TIMEOUT + SLACK, (behaviour[0], took)
    return outcome


FIXED = {
    "sleep": (("sleep", None), "timeout"),
    "trickle": (("trickle", None), "timeout"),
    "endless": (("endless", None), "too_large"),
    "reset": (("reset", None), "connection"),
    "short": (("short", None), "connection"),
    "garbage_status": (("raw", b"HTTP/1.1 banana\r\n\r\n"), "connection"),
    "not_http": (("raw", b"\x00\x01\x02 hello\r\n\r\n"), "connection"),
    "status_500": (("raw", _response(b"oops", b"500 Internal Server Error", b"text/plain")), "http_status"),
    "html_200": (("raw", _response(b"<html>hi</html>", ctype=b"text/html")), "invalid_json"),
    "chunks_not_list": (("json", {"chunks": {"a": 1}}), "wrong_type"),
    "chunk_text_number": (("json", {"chunks": [{"chunk_id": "c", "text": 5}]}), "wrong_type"),
    "no_chunks": (("json", {"results": []}), "missing_field"),
    "top_level_list": (("json", [1, 2]), "wrong_type"),
}


@pytest.mark.parametrize("name", sorted(FIXED))
def test_violation_becomes_a_protocol_error_in_time(server, name):
    behaviour, kind = FIXED[name]
    outcome = _ask(server, behaviour)
    assert isinstance(outcome.error, ProtocolError) and outcome.error.code == "PROTOCOL_ERROR"
    assert outcome.error.kind == kind, (name, outcome.error.kind, str(outcome.error))


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                               st.sampled_from(["chunks", "chunk_id", "text", "score", "doc_id", "answer", "citations",
                                                "candidates", "x"]), inner, max_size=4), max_leaves=10)
raw_responses = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda b, s: _response(b, s), st.binary(max_size=100), st.sampled_from([b"200 OK", b"404 NF", b"302 Found"])),
    st.builds(lambda b, n: _response(b, length=n), st.binary(max_size=50), st.integers(0, 400)),
)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(json_values.map(lambda v: ("json", v)), raw_responses.map(lambda r: ("raw", r))))
def test_random_responses_never_crash(server, behaviour):
    outcome = _ask(server, behaviour)
    if outcome.error is None:  # the random response happened to follow the protocol
        assert outcome.result is not None
    else:
        assert isinstance(outcome.error, ProtocolError) and outcome.error.kind
