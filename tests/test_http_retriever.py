"""HttpRetriever against a deliberately broken protocol server on a real loopback socket."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from factories import make_chunk

from kbgate.errors import ConfigError
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk, Retriever
from kbgate.targets.http import (
    PROTOCOL_ERROR,
    UNATTRIBUTABLE_CHUNK,
    Attributor,
    HttpRetriever,
    ProtocolError,
    QueryRequest,
    parse_response,
)

ACTOR = Actor("acme", "support_agent", "u-123")
GOOD_CHUNK = {"chunk_id": "c1", "doc_id": "faq", "version": "v3", "text": "退款规则：七天无理由退货。", "score": 0.83}
GOOD = {"chunks": [GOOD_CHUNK], "candidates": [GOOD_CHUNK], "answer": "七天", "citations": ["c1"]}


class BrokenServer(ThreadingHTTPServer):
    """Behaviour is chosen by the first path segment: POST /<mode>/query."""

    daemon_threads = True

    def __init__(self):
        self.hits: Counter[str] = Counter()
        self.bodies: list[dict] = []
        self.in_flight: Counter[str] = Counter()
        self.max_in_flight: Counter[str] = Counter()
        self.lock = threading.Lock()
        self.bodies_for: dict[str, object] = {}
        super().__init__(("127.0.0.1", 0), BrokenHandler)

    def handle_error(self, request, client_address):
        pass  # the client gave up on a slow answer: a broken pipe here is expected


class BrokenHandler(BaseHTTPRequestHandler):
    server: BrokenServer

    def log_message(self, *args):
        pass

    def _reply(self, status: int, raw: bytes, ctype: str = "application/json") -> None:
        self._leave()  # before the answer is written: the client may send its next request as soon as it reads it
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def do_POST(self):
        mode = self.path.strip("/").split("/")[0]
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with self.server.lock:
            self.server.hits[mode] += 1
            n = self.server.hits[mode]
            self.server.bodies.append(body)
            self.server.in_flight[mode] += 1
            self.server.max_in_flight[mode] = max(self.server.max_in_flight[mode], self.server.in_flight[mode])
        self._mode = mode
        try:
            self._answer(mode, n)
        finally:
            self._leave()

    def _leave(self) -> None:
        """Count this request out of flight (once)."""
        mode, self._mode = getattr(self, "_mode", None), None
        if mode is not None:
            with self.server.lock:
                self.server.in_flight[mode] -= 1

    def _answer(self, mode: str, n: int) -> None:
        if mode == "ok":
            self._reply(200, json.dumps(GOOD).encode())
        elif mode == "s500":
            self._reply(500, b'{"error": "boom"}')
        elif mode == "s404":
            self._reply(404, b"no such route", "text/plain")
        elif mode == "flaky":  # two 503s, then a good answer
            if n <= 2:
                self._reply(503, b"busy")
            else:
                self._reply(200, json.dumps(GOOD).encode())
        elif mode == "badjson":
            self._reply(200, b'{"chunks": [ {"chunk_id": ')
        elif mode == "html":
            self._reply(200, b"<html>oops</html>", "text/html")
        elif mode == "slow":
            time.sleep(1.0)
            self._reply(200, json.dumps(GOOD).encode())
        elif mode == "slowok":
            time.sleep(0.15)
            self._reply(200, json.dumps(GOOD).encode())
        elif mode == "hangup":  # close the socket without answering
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif mode.startswith("once"):  # once<STATUS>: that status on the first request, then a good answer
            if n == 1:
                self._reply(int(mode.removeprefix("once").split("-")[0]), b"try again")
            else:
                self._reply(200, json.dumps(GOOD).encode())
        elif mode.startswith("body"):
            self._reply(200, json.dumps(self.server.bodies_for[mode]).encode())


@pytest.fixture(scope="module")
def broken():
    server = BrokenServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def _url(server, mode: str) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/{mode}"


def test_good_response_is_parsed_and_request_follows_the_protocol(broken):
    retriever = HttpRetriever(_url(broken, "ok"))
    assert isinstance(retriever, Retriever)
    outcome = retriever.query("退款规则", ACTOR, top_k=3)
    assert outcome.ok and outcome.attempts == 1
    result = outcome.result
    assert [c.chunk_id for c in result.chunks] == ["c1"]
    assert result.chunks[0].doc_id == "faq" and result.chunks[0].score == 0.83
    assert result.answer == "七天" and result.citations == ["c1"]
    assert broken.bodies[-1] == {"query": "退款规则", "top_k": 3,
                                 "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": "u-123",
                                           "groups": []}}


@pytest.mark.parametrize(
    ("mode", "retries", "attempts", "kind", "message"),
    [
        ("s500", 2, 3, "http_status", "/s500/query: HTTP 500 Internal Server Error, expected 200 (after 3 attempts)"),
        ("s404", 2, 1, "http_status", "/s404/query: HTTP 404 Not Found, expected 200"),
        ("badjson", 2, 1, "invalid_json", "/badjson/query: response body is not valid JSON"),
        ("html", 0, 1, "invalid_json", "/html/query: response body is not valid JSON"),
        ("hangup", 1, 2, "connection", "/hangup/query: connection failed (RemoteProtocolError: Server disconnected"),
        ("slow", 1, 2, "timeout", "/slow/query: no response within 0.3s (timeout) (after 2 attempts)"),
    ],
)
def test_failures_become_protocol_errors_with_retries_counted(broken, mode, retries, attempts, kind, message):
    before = broken.hits[mode]
    retriever = HttpRetriever(_url(broken, mode), timeout=0.3, retries=retries, backoff=0.01)
    outcome = retriever.query("q", ACTOR)
    assert not outcome.ok and outcome.result is None
    err = outcome.error
    assert err.code == PROTOCOL_ERROR and err.kind == kind
    assert message in str(err)
    assert outcome.attempts == attempts == err.attempts
    assert retriever.requests_sent == attempts
    if mode == "slow":
        time.sleep(1.0)  # let the slow handler finish before counting
    assert broken.hits[mode] - before == attempts
    finding = err.to_finding(subject="case-7")
    assert finding.code == PROTOCOL_ERROR and finding.doc_id == "case-7" and message in finding.message
    with pytest.raises(ProtocolError):
        retriever.retrieve("q", ACTOR)
    if mode == "slow":
        time.sleep(1.0)


def test_retry_recovers_from_transient_errors(broken):
    retriever = HttpRetriever(_url(broken, "flaky"), retries=3, backoff=0.01)
    outcome = retriever.query("q", ACTOR)
    assert outcome.ok
    assert outcome.attempts == 3 and retriever.requests_sent == 3


@pytest.mark.parametrize(("status", "attempts"), [
    (408, 2), (425, 2), (429, 2), (500, 2), (502, 2), (503, 2), (504, 2),
    # near-misses: client errors and server errors that a retry cannot fix are not retried
    (400, 1), (404, 1), (409, 1), (501, 1), (505, 1),
])
def test_which_statuses_are_retried(broken, status, attempts):
    outcome = HttpRetriever(_url(broken, f"once{status}"), retries=2, backoff=0.01).query("q", ACTOR)
    assert outcome.attempts == attempts
    assert outcome.ok == (attempts == 2)
    if not outcome.ok:
        assert outcome.error.kind == "http_status" and outcome.error.status == status


def test_no_retry_budget_means_one_attempt(broken):
    outcome = HttpRetriever(_url(broken, "s500"), retries=0).query("q", ACTOR)
    assert outcome.attempts == 1
    assert "after" not in str(outcome.error)


def test_connection_refused_is_a_protocol_error():
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    port = server.server_address[1]
    server.server_close()  # nothing listens on this port now
    outcome = HttpRetriever(f"http://127.0.0.1:{port}", retries=1, backoff=0.01).query("q", ACTOR)
    assert outcome.error.kind == "connection" and outcome.attempts == 2
    assert "ConnectionRefusedError" in str(outcome.error)


def _self_signed(tmp_path) -> tuple[str, str]:
    """A certificate for 127.0.0.1 signed by its own key (no CA of the system's store), and its key."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return str(cert_path), str(key_path)


def test_https_service_with_an_untrusted_certificate_is_refused_by_every_retriever(tmp_path):
    """The retrievers of a process share one TLS context (the system's CA store, loaded once): it still checks
    the certificate for each of them, so a self-signed one is a connection error, never an answer."""
    import ssl

    server = BrokenServer()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*_self_signed(tmp_path))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        for _ in range(2):
            outcome = HttpRetriever(f"https://127.0.0.1:{server.server_address[1]}/ok", retries=0).query("q", ACTOR)
            assert outcome.result is None and outcome.error.kind == "connection"
            assert "CERTIFICATE_VERIFY_FAILED" in str(outcome.error)
        assert server.hits["ok"] == 0
    finally:
        server.shutdown()
        server.server_close()


BAD_BODIES = [
    ({"candidates": []}, "response field 'chunks' is missing"),
    ([GOOD_CHUNK], "response body must be a JSON object, got array"),
    ({"chunks": {"c1": GOOD_CHUNK}}, "response field 'chunks' must be an array, got object"),
    ({"chunks": None}, "response field 'chunks' must be an array, got null"),
    ({"chunks": ["c1"]}, "response field 'chunks[0]' must be an object, got string"),
    ({"chunks": [GOOD_CHUNK, {"doc_id": "x", "text": "t"}]}, "response field 'chunks[1].chunk_id' is missing"),
    ({"chunks": [{"chunk_id": "c1"}]}, "response field 'chunks[0].text' is missing"),
    ({"chunks": [dict(GOOD_CHUNK, text=42)]}, "response field 'chunks[0].text' must be a string, got number"),
    ({"chunks": [dict(GOOD_CHUNK, chunk_id=7)]}, "response field 'chunks[0].chunk_id' must be a string, got number"),
    ({"chunks": [dict(GOOD_CHUNK, score="0.8")]}, "response field 'chunks[0].score' must be a number, got string"),
    ({"chunks": [dict(GOOD_CHUNK, score=True)]}, "response field 'chunks[0].score' must be a number, got boolean"),
    ({"chunks": [dict(GOOD_CHUNK, doc_id=3)]},
     "response field 'chunks[0].doc_id' must be a string or null, got number"),
    ({"chunks": [], "candidates": "all"}, "response field 'candidates' must be an array, got string"),
    ({"chunks": [], "candidates": [{"text": "t"}]}, "response field 'candidates[0].chunk_id' is missing"),
    ({"chunks": [], "answer": ["a"]}, "response field 'answer' must be a string or null, got array"),
    ({"chunks": [], "citations": "c1"}, "response field 'citations' must be an array of chunk ids or null, got string"),
    ({"chunks": [], "citations": [1]}, "response field 'citations[0]' must be a string, got number"),
]


@pytest.mark.parametrize(("body", "message"), BAD_BODIES, ids=[m for _, m in BAD_BODIES])
def test_missing_or_wrongly_typed_fields_are_protocol_errors(broken, body, message):
    mode = f"body{BAD_BODIES.index((body, message))}"
    broken.bodies_for[mode] = body
    retriever = HttpRetriever(_url(broken, mode), retries=2, backoff=0.01)
    outcome = retriever.query("q", ACTOR)
    assert outcome.error is not None
    assert str(outcome.error) == message
    assert outcome.attempts == 1  # a malformed answer is not retried


@pytest.mark.parametrize(
    "body",
    [
        {"chunks": []},
        {"chunks": [{"chunk_id": "c1", "text": "t"}]},  # doc_id, version, score may be missing
        {"chunks": [dict(GOOD_CHUNK, doc_id=None, version=None, score=None)], "candidates": None,
         "answer": None, "citations": None},
        {"chunks": [dict(GOOD_CHUNK, score=1)], "extra": {"ignored": True}},
    ],
)
def test_minimal_and_null_fields_are_accepted(body):
    result = parse_response(body)
    assert isinstance(result, RetrievalResult)


def test_concurrency_limit_caps_requests_in_flight(broken):
    retriever = HttpRetriever(_url(broken, "slowok"), max_concurrency=2)
    started = time.perf_counter()
    outcomes = retriever.retrieve_many([QueryRequest(f"q{i}", ACTOR, 5) for i in range(6)], workers=6)
    elapsed = time.perf_counter() - started
    assert all(o.ok for o in outcomes)
    assert broken.max_in_flight["slowok"] == 2
    assert elapsed >= 3 * 0.15 * 0.9  # 6 requests, 2 at a time


def test_retrieve_many_keeps_order_and_accepts_tuples(broken):
    start = len(broken.bodies)
    retriever = HttpRetriever(_url(broken, "ok"), max_concurrency=3)
    outcomes = retriever.retrieve_many([(f"q{i}", ACTOR) for i in range(5)] + [("last", ACTOR, 2)])
    assert len(outcomes) == 6 and all(o.ok for o in outcomes)
    assert sorted(b["query"] for b in broken.bodies[start:]) == sorted([f"q{i}" for i in range(5)] + ["last"])


@pytest.mark.parametrize(
    ("url", "kwargs", "message"),
    [
        ("ftp://x", {}, "base URL 'ftp://x' is not an http(s) URL"),
        ("127.0.0.1:8765", {}, "is not an http(s) URL"),
        ("http://127.0.0.1:1", {"timeout": 0}, "timeout > 0"),
        ("http://127.0.0.1:1", {"max_concurrency": 0}, "max_concurrency >= 1"),
    ],
)
def test_bad_configuration_is_a_config_error(url, kwargs, message):
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        HttpRetriever(url, **kwargs)


# --- attribution -----------------------------------------------------------------
def _chunk(chunk_id, doc_id, text, version="v1"):
    return make_chunk(chunk_id=chunk_id, doc_id=doc_id, version=version, text=text, source="wiki")


CORPUS = [
    _chunk("refund@v1#0", "refund", "退款规则：质量问题例外，须经检测流程后方可退款。"),
    _chunk("ship@v2#0", "ship", "Shipping: orders placed on workdays ship within 48 hours.", version="v2"),
    ("warranty@v1#0", "warranty", "v1", "Warranty covers manufacturing defects for 12 months from delivery."),
    ("dupA@v1#0", "dupA", "v1", "This paragraph is shared by two different documents verbatim."),
    ("dupB@v1#0", "dupB", "v1", "This paragraph is shared by two different documents verbatim."),
]

ATTRIBUTION = [
    # (returned doc_id, returned text, expected doc_id, expected version, method)
    ("refund", "anything at all", "refund", "v1", "reported"),
    (None, "退款规则：质量问题例外，须经检测流程后方可退款。", "refund", "v1", "fingerprint"),
    (None, "  SHIPPING:  orders placed on WORKDAYS\nship within 48 hours. ", "ship", "v2", "fingerprint"),
    ("their-doc-17", "Shipping: orders placed on workdays ship within 48 hours.", "ship", "v2", "fingerprint"),
    (None, "covers manufacturing defects for 12 months", "warranty", "v1", "containment"),
    (None, "Intro. Warranty covers manufacturing defects for 12 months from delivery. Outro.",
     "warranty", "v1", "containment"),
    # near misses: must not be attributed
    (None, "defects for 12", None, None, "unattributable"),  # contained but too short to be evidence
    (None, "Warranty covers cosmetic damage for 12 months from delivery.", None, None, "unattributable"),
    ("unknown-doc", "完全无关的内容，没有出现在语料中。", None, None, "unattributable"),
    (None, "This paragraph is shared by two different documents verbatim.", None, None, "ambiguous"),
]


@pytest.mark.parametrize(("doc_id", "text", "exp_doc", "exp_version", "method"), ATTRIBUTION)
def test_attribution_by_text_fingerprint(doc_id, text, exp_doc, exp_version, method):
    att = Attributor(CORPUS).attribute(RetrievedChunk("sut-1", doc_id, None, text, 0.5))
    assert (att.doc_id, att.method) == (exp_doc, method)
    if exp_doc and method != "reported":
        assert att.version == exp_version


def test_apply_fills_documents_and_reports_unattributable_chunks(broken):
    broken.bodies_for["body_attr"] = {"chunks": [
        {"chunk_id": "s1", "text": "退款规则：质量问题例外，须经检测流程后方可退款。"},
        {"chunk_id": "s2", "doc_id": "nope", "text": "Secret salary table for the HR team only."},
    ], "candidates": [{"chunk_id": "s2", "doc_id": "nope", "text": "Secret salary table for the HR team only."}]}
    retriever = HttpRetriever(_url(broken, "body_attr"), attributor=Attributor(CORPUS))
    outcome = retriever.query("q", ACTOR)
    assert outcome.ok
    first, second = outcome.result.chunks
    assert (first.doc_id, first.version, first.payload["attribution"]) == ("refund", "v1", "fingerprint")
    assert first.payload["corpus_chunk_id"] == "refund@v1#0"
    assert second.payload["attribution"] == "unattributable"
    assert len(outcome.findings) == 1  # the same chunk among candidates is reported once
    finding = outcome.findings[0]
    assert finding.code == UNATTRIBUTABLE_CHUNK and finding.chunk_id == "s2"
    assert finding.message == (
        "returned chunk 's2' cannot be attributed: reported doc_id 'nope' is not in the corpus and "
        "its text matches no corpus chunk"
    )
    assert "salary" not in finding.model_dump_json()  # evidence is a fingerprint, never the text


def test_connections_are_kept_alive_and_each_exchange_has_its_own_deadline():
    """The client reuses a connection to ``kbgate serve``; its deadline is per exchange, not per connection, and
    the server closes a kept-alive connection left idle past its request deadline (no 408: nothing was asked)."""
    from kbgate.app.serve import make_server

    class One:
        def retrieve(self, query, actor, top_k=10):
            return RetrievalResult(chunks=[RetrievedChunk("c1", "faq", "v3", "text", 0.5)], candidates=[])

    server = make_server(One(), port=0, request_deadline=1.5)
    accepted = []
    get_request = server.get_request
    server.get_request = lambda: accepted.append(1) or get_request()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        retriever = HttpRetriever(server.url, timeout=1.0, retries=0)
        for _ in range(3):  # 1.5 s on one connection, longer than the timeout: every exchange still has 1 s
            # (margins for a loaded CI machine: an idle gap past 1.5 s would make the server close)
            outcome = retriever.query("q", ACTOR)
            assert outcome.ok, outcome.error
            time.sleep(0.5)
        assert len(accepted) == 1
        with socket.create_connection(server.server_address[:2], timeout=5) as s:
            body = json.dumps({"query": "q", "actor": {"tenant_id": "acme", "role": "support_agent"}}).encode()
            s.sendall(b"POST /query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            first = s.recv(65536)
            while b"\r\n\r\n" not in first:
                first += s.recv(65536)
            head, _, answer = first.partition(b"\r\n\r\n")
            length = int(re.search(rb"Content-Length: (\d+)", head).group(1))
            while len(answer) < length:  # the answer may arrive in more than one segment
                answer += s.recv(65536)
            assert head.startswith(b"HTTP/1.1 200") and b"Connection: close" not in head
            assert json.loads(answer)["chunks"][0]["chunk_id"] == "c1"
            started, rest = time.monotonic(), b""
            while chunk := s.recv(65536):
                rest += chunk
            assert rest == b"" and time.monotonic() - started < 8.0  # closed when idle, without a 408
    finally:
        server.shutdown()
        server.server_close()
