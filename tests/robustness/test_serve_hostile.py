"""Hostile HTTP against `kbgate serve`: every bad request gets a 4xx within a time limit; the server
keeps answering; the bearer token; the loopback default and the warning elsewhere."""

from __future__ import annotations

import json
import select
import socket
import time

import pytest
from factories import run_cli
from rob_helpers import TOKEN, recv_until

from kbgate.app.serve import MAX_BODY_BYTES

GOOD = {"query": "refund rule", "top_k": 3, "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": "u"}}
AUTH = f"Authorization: Bearer {TOKEN}\r\n"


def _exchange(server, raw: bytes, pause: float = 0.0, chunk: int = 0, limit: float = 5.0) -> tuple[int, float]:
    """Send ``raw`` (in ``chunk``-byte pieces ``pause`` s apart if given); return (status, seconds)."""
    started = time.monotonic()
    with socket.create_connection(server.server_address[:2], timeout=limit) as s:
        try:
            if chunk:  # a slow client: stops sending once the server has answered
                for i in range(0, len(raw), chunk):
                    if select.select([s], [], [], pause)[0]:
                        break
                    s.sendall(raw[i:i + chunk])
            else:
                s.sendall(raw)
        except OSError:
            pass  # the server may cut a hostile client off while it is still sending
        data = recv_until(s, b"\r\n", 4096)
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    return status, time.monotonic() - started


def _post(body: bytes, ctype="application/json", auth=AUTH, length=None) -> bytes:
    length = len(body) if length is None else length
    return (f"POST /query HTTP/1.1\r\nHost: x\r\nContent-Type: {ctype}\r\n{auth}Content-Length: {length}\r\n"
            f"Connection: close\r\n\r\n").encode() + body


HOSTILE = {
    "oversized_body": (_post(b"x" * 64, length=MAX_BODY_BYTES * 50), 413),
    "oversized_body_sent": (_post(b"{" + b" " * (MAX_BODY_BYTES + 10) + b"}"), 413),
    "malformed_json": (_post(b'{"query": "refund", "top_k": 3, "actor": {'), 400),
    "not_utf8": (_post(b'{"query": "\xff\xfe"}'), 400),
    "json_not_object": (_post(b"[1, 2, 3]"), 400),
    "wrong_content_type": (_post(json.dumps(GOOD).encode(), ctype="text/plain"), 400),
    "form_content_type": (_post(b"query=refund", ctype="application/x-www-form-urlencoded"), 400),
    "actor_missing": (_post(json.dumps({"query": "refund", "top_k": 3}).encode()), 400),
    "actor_wrong_type": (_post(json.dumps({**GOOD, "actor": "admin"}).encode()), 400),
    "top_k_huge": (_post(json.dumps({**GOOD, "top_k": 10**9}).encode()), 400),
    "no_content_length": (b"POST /query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + AUTH.encode()
                          + b"Connection: close\r\n\r\n", 400),
    "negative_content_length": (_post(b"{}", length=-5), 400),
    "body_shorter_than_length": (_post(b'{"query": 1}', length=500), 408),
    "garbage_request_line": (b"\x00\x01GARBAGE\r\n\r\n", 400),
    "huge_header": (b"GET /healthz HTTP/1.1\r\nX-A: " + b"a" * 70000 + b"\r\n\r\n", 431),
    "unsupported_method": (b"BREW /query HTTP/1.1\r\nHost: x\r\n\r\n", 501),
    "no_token": (_post(json.dumps(GOOD).encode(), auth=""), 401),
    "wrong_token": (_post(json.dumps(GOOD).encode(), auth="Authorization: Bearer nope\r\n"), 401),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_hostile_request_gets_its_status_quickly(rob_server, kind):
    raw, expected = HOSTILE[kind]
    status, took = _exchange(rob_server, raw)
    assert status == expected, kind
    assert took < 3.0


def test_slow_headers_get_a_408_within_the_deadline(rob_server):
    raw = _post(json.dumps(GOOD).encode())
    status, took = _exchange(rob_server, raw, pause=0.3, chunk=5, limit=10)  # slowloris: 5 bytes each 0.3 s
    assert status == 408 and took < 3.0
    status, took = _exchange(rob_server, b"", limit=5)  # connects and sends nothing
    assert status == 408 and took < 3.0


def test_server_still_answers_after_the_hostile_requests(rob_server):
    for raw, _ in HOSTILE.values():
        _exchange(rob_server, raw)
    status, _ = _exchange(rob_server, _post(json.dumps(GOOD).encode()))
    assert status == 200
    status, _ = _exchange(rob_server, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status == 200  # health checks need no token


def test_token_env_must_be_set(capsys, monkeypatch, rob_store, tmp_path):
    monkeypatch.delenv("KB_TEST_TOKEN", raising=False)
    code, _, err = run_cli(["serve", "--store", str(rob_store), "--alias", "kb", "--policy", "policies/acme.yaml",
                            "--token-env", "KB_TEST_TOKEN"], capsys)
    assert code == 2 and "KB_TEST_TOKEN is unset or empty" in err


def test_non_loopback_bind_warns(rob_store):
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from kbgate.app.commands.serve import _is_loopback

    assert _is_loopback("127.0.0.1") and _is_loopback("::1") and _is_loopback("localhost")
    assert not _is_loopback("0.0.0.0") and not _is_loopback("10.1.2.3")
    kbgate = str(Path(sys.executable).parent / "kbgate")
    for host, warned in (("0.0.0.0", True), ("127.0.0.1", False)):
        proc = subprocess.Popen([kbgate, "serve", "--store", str(rob_store), "--alias", "kb", "--policy",
                                 "policies/acme.yaml", "--host", host, "--port", "0", "--no-audit"],
                                stderr=subprocess.PIPE, text=True, env={**os.environ, "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""})
        lines = []
        for line in proc.stderr:
            lines.append(line)
            if line.startswith("serving "):
                break
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
        assert any("warning: listening on 0.0.0.0, not loopback" in x for x in lines) == warned, lines
