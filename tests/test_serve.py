"""`kbgate serve` + HttpRetriever end to end over a real loopback socket, on a real Edge store."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import threading

import pytest
from factories import make_chunk, serving

from kbgate.app.cli import main
from kbgate.app.serve import make_server
from kbgate.audit import AuditLog, hash_query
from kbgate.errors import StoreError
from kbgate.retrieval.retriever import Actor, QdrantRetriever, RetrievalResult
from kbgate.store import EdgeStore, build_version
from kbgate.targets.http import HttpRetriever

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _chunk(doc, tenant, text, roles, cls="internal", version="v1"):
    return make_chunk(doc_id=doc, version=version, text=text, source="wiki", tenant_id=tenant, classification=cls,
                      allowed_roles=roles)


CORPUS = [
    _chunk("acme-refund-zh", "acme", "退款规则：质量问题例外，须经检测流程后方可退款。", ["support_agent", "manager"]),
    _chunk("acme-refund", "acme", "ACME refund policy: refund within 7 days for unopened items.", ["support_agent"]),
    _chunk("acme-refund-mgr", "acme", "ACME refund exceptions: managers approve refund up to 500 yuan.",
           ["manager"], cls="confidential"),
    _chunk("acme-refund-draft", "acme", "ACME refund draft with an empty ACL, nobody may read it.", []),
    _chunk("globex-refund", "globex", "Globex refund policy: refund within 30 days with a receipt.",
           ["support_agent", "manager"]),
    _chunk("globex-warranty", "globex", "Globex warranty: refund or repair for two years on headphones.",
           ["support_agent"]),
]
TENANT_OF = {c.chunk_id: c.tenant_id for c in CORPUS}
QUERIES = ["refund policy", "退款规则", "globex refund receipt", "ACME refund managers approve"]


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory):
    path = tmp_path_factory.mktemp("serve") / "store"
    store = EdgeStore(path)
    version = build_version(store, "kb", "r1", CORPUS)
    store.swap_alias("kb", version, reason="test")
    store.close()
    return path


@pytest.fixture(scope="module")
def served(store_dir, policy):
    store = EdgeStore(store_dir)
    with serving(QdrantRetriever(store, "kb", policy), store=store, audit=AuditLog(store_dir)) as server:
        yield server


def _raw(server, method, path, body: bytes | None = None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        data = resp.read()
    finally:
        conn.close()
    return resp.status, resp.getheader("Content-Type"), data


@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize(
    ("tenant", "role"), [("acme", "support_agent"), ("globex", "support_agent"), ("acme", "manager")]
)
def test_tenant_isolation_holds_over_the_wire(served, tenant, role, query):
    outcome = HttpRetriever(served.url).query(query, Actor(tenant, role, "u-1"), top_k=10)
    assert outcome.ok, outcome.error
    result = outcome.result
    assert result.index_version == "kb__r1"
    returned = [c.chunk_id for c in [*result.chunks, *result.candidates]]
    assert all(TENANT_OF[cid] == tenant for cid in returned), returned
    assert "acme-refund-draft@v1#0" not in returned  # empty ACL: deny
    if role == "support_agent":
        assert "acme-refund-mgr@v1#0" not in returned  # confidential, manager only


def test_each_tenant_gets_its_own_documents(served):
    r = HttpRetriever(served.url)
    acme = r.retrieve("refund policy", Actor("acme", "support_agent", "u-1"))
    globex = r.retrieve("refund policy", Actor("globex", "support_agent", "u-2"))
    assert {c.doc_id for c in acme.chunks} == {"acme-refund"}
    assert {c.doc_id for c in globex.chunks} == {"globex-refund", "globex-warranty"}
    manager = r.retrieve("managers approve refund", Actor("acme", "manager", "u-3"))
    assert manager.chunks[0].doc_id == "acme-refund-mgr"


def test_unknown_tenant_or_role_sees_nothing(served):
    r = HttpRetriever(served.url)
    assert r.retrieve("refund", Actor("initech", "support_agent", "u-9")).chunks == []
    assert r.retrieve("refund", Actor("acme", "intern", "u-9")).chunks == []


def test_many_concurrent_queries_through_the_server(served):
    r = HttpRetriever(served.url, max_concurrency=4)
    reqs = [(q, Actor(t, "support_agent", f"u-{i}")) for i, (q, t) in
            enumerate([(q, t) for q in QUERIES for t in ("acme", "globex")] * 3)]
    outcomes = r.retrieve_many(reqs, workers=8)
    assert all(o.ok for o in outcomes)
    for (_, actor), outcome in zip(reqs, outcomes, strict=True):
        assert all(TENANT_OF[c.chunk_id] == actor.tenant_id for c in outcome.result.chunks)


def test_served_queries_are_audited_without_raw_text(served, store_dir):
    query = "ACME refund policy for order 98765"
    HttpRetriever(served.url).retrieve(query, Actor("acme", "support_agent", "agent-007"), top_k=2)
    log = AuditLog(store_dir)
    raw = log.path.read_text(encoding="utf-8")
    assert "order 98765" not in raw and "agent-007" not in raw
    rec = [r for r in log.records() if r["query_hash"] == hash_query(query)][-1]
    assert rec["kind"] == "retrieval" and rec["decision"] == "served"
    assert rec["tenant_id"] == "acme" and rec["role"] == "support_agent"
    assert rec["actor_id_hash"] == log.hash_actor("agent-007")
    assert rec["index_version"] == "kb__r1"
    assert rec["retrieved_chunk_ids"] == ["acme-refund@v1#0"]
    assert rec["document_versions"] == ["acme-refund@v1"]
    assert rec["filter_expression"]["must"][0] == {"key": "tenant_id", "match": {"value": "acme"}}
    assert log.verify().ok


GOOD_ACTOR = {"tenant_id": "acme", "role": "support_agent", "user_id": "u-1"}
BAD_REQUESTS = [
    (b"{not json", "application/json", 400, "request body is not valid UTF-8 JSON"),
    (b"\xff\xfe", "application/json", 400, "request body is not valid UTF-8 JSON"),
    (json.dumps({"query": "x", "actor": GOOD_ACTOR}).encode(), "text/plain", 400,
     "Content-Type must be application/json"),
    (b"[1, 2]", "application/json", 400, "request body must be a JSON object"),
    (json.dumps({"query": " ", "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'query' must be a non-empty string"),
    (json.dumps({"query": 5, "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'query' must be a non-empty string"),
    (json.dumps({"query": "x", "top_k": 0, "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'top_k' must be an integer from 1 to 100"),
    (json.dumps({"query": "x", "top_k": "5", "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'top_k' must be an integer from 1 to 100"),
    (json.dumps({"query": "x", "top_k": True, "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'top_k' must be an integer from 1 to 100"),
    (json.dumps({"query": "x", "top_k": 101, "actor": GOOD_ACTOR}).encode(), "application/json", 400,
     "field 'top_k' must be an integer from 1 to 100"),
    (json.dumps({"query": "x"}).encode(), "application/json", 400,
     "field 'actor' must be an object with tenant_id, role, user_id and groups"),
    (json.dumps({"query": "x", "actor": {"tenant_id": "acme"}}).encode(), "application/json", 400,
     "field 'actor.role' must be a non-empty string"),
    (json.dumps({"query": "x", "actor": {"tenant_id": "", "role": "r"}}).encode(), "application/json", 400,
     "field 'actor.tenant_id' must be a non-empty string"),
    (json.dumps({"query": "x", "actor": dict(GOOD_ACTOR, user_id=5)}).encode(), "application/json", 400,
     "field 'actor.user_id' must be a string or null"),
    (b"{" + b'"query": "' + b"x" * (1024 * 1024) + b'"}', "application/json", 413,
     "request body is larger than 1048576 bytes"),
]


@pytest.mark.parametrize(("body", "ctype", "status", "message"), BAD_REQUESTS,
                         ids=[f"{i}-{m[:30]}" for i, (_, _, _, m) in enumerate(BAD_REQUESTS)])
def test_bad_requests_get_a_json_error(served, body, ctype, status, message):
    got_status, got_type, data = _raw(served, "POST", "/query", body, {"Content-Type": ctype})
    assert got_status == status
    assert got_type.startswith("application/json")
    payload = json.loads(data)
    assert payload["error"] == "bad_request" and payload["message"] == message


def test_minimal_valid_request_near_miss(served):
    """top_k may be omitted and user_id may be null: not a bad request."""
    body = json.dumps({"query": "refund", "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": None}})
    status, _, data = _raw(served, "POST", "/query", body.encode(), {"Content-Type": "application/json; charset=utf-8"})
    assert status == 200
    assert set(json.loads(data)) >= {"chunks", "candidates", "answer", "citations", "index_version"}


@pytest.mark.parametrize(
    ("method", "path", "status", "error"),
    [
        ("GET", "/healthz", 200, None),
        ("GET", "/query", 405, "method_not_allowed"),
        ("GET", "/nope", 404, "not_found"),
        ("POST", "/nope", 404, "not_found"),
        ("PUT", "/query", 501, "server_error"),
        ("DELETE", "/healthz", 501, "server_error"),
    ],
)
def test_routes_answer_json(served, method, path, status, error):
    got, ctype, data = _raw(served, method, path, b"" if method != "GET" else None)
    assert got == status
    assert ctype.startswith("application/json")
    payload = json.loads(data)
    if error is None:
        assert payload == {"status": "ok"}
    else:
        assert payload["error"] == error


class EmptyRetriever:
    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        return RetrievalResult(chunks=[])


def test_request_deadlines_are_kept_by_one_thread(monkeypatch):
    """Each request is read under the server's deadline, kept by one watchdog thread, not a thread a request;
    the watchdog ends once the server is closed and no request is being read."""
    with serving(EmptyRetriever(), request_deadline=0.5) as server:
        started = []
        start = threading.Thread.start
        monkeypatch.setattr(threading.Thread, "start", lambda self: (started.append(self), start(self))[1])
        client = HttpRetriever(server.url, retries=0, max_concurrency=1)
        assert all(client.query(f"refund {i}", Actor("acme", "support_agent")).ok for i in range(20))
        monkeypatch.undo()
    # one connection: its handler thread and the watchdog
    assert len(started) == 2 and started[1].name == "kbgate-serve-deadlines"
    started[1].join(5)  # the kept-alive connection is cut at its deadline, then nothing is watched
    assert not started[1].is_alive()


class ExplodingRetriever:
    """A retriever whose backend fails: the server must not leak the traceback."""

    def __init__(self, exc: Exception):
        self.exc = exc

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        raise self.exc


@pytest.mark.parametrize(
    ("exc", "status", "error"),
    [
        (RuntimeError("secret internals at /srv/db"), 500, "internal_error"),
        (StoreError("alias 'kb' is missing; promote a version first"), 400, "bad_request"),
    ],
)
def test_retriever_failures_never_leak_a_traceback(exc, status, error):
    with serving(ExplodingRetriever(exc)) as server:
        outcome = HttpRetriever(server.url, retries=0).query("refund", Actor("acme", "support_agent"))
        assert outcome.error.status == status
        body = json.dumps({"query": "refund", "actor": GOOD_ACTOR}).encode()
        _, _, data = _raw(server, "POST", "/query", body, {"Content-Type": "application/json"})
        payload = json.loads(data)
        assert payload["error"] == error
        assert "Traceback" not in data.decode() and "/srv/db" not in data.decode()
        if status == 400:
            assert payload["message"] == "alias 'kb' is missing; promote a version first"


def test_alias_swap_is_seen_by_the_next_query(tmp_path, policy):
    store = EdgeStore(tmp_path / "store")
    v1 = build_version(store, "kb", "a", CORPUS[:2])
    v2 = build_version(store, "kb", "b", CORPUS)
    store.swap_alias("kb", v1)
    with serving(QdrantRetriever(store, "kb", policy), store=store) as server:
        r = HttpRetriever(server.url)
        actor = Actor("globex", "support_agent", "u-1")
        first = r.retrieve("refund", actor)
        assert first.index_version == v1 and first.chunks == []
        store.swap_alias("kb", v2)
        second = r.retrieve("refund", actor)
        assert second.index_version == v2 and {c.doc_id for c in second.chunks} == {"globex-refund", "globex-warranty"}


# --- the CLI command ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--alias", "nope"], "Error: 'nope' is neither an alias nor an index version in this store; "
                              "run `kbgate index list --store ...` to see both\n"),
        ([], "Error: pass exactly one of --alias NAME or --index VERSION\n"),
        (["--alias", "kb", "--index", "kb__r1"], "Error: pass exactly one of --alias NAME or --index VERSION\n"),
    ],
)
def test_serve_command_errors(store_dir, capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        main(["serve", "--store", str(store_dir), "--policy", os.path.join(ROOT, "policies", "acme.yaml"), *args])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.endswith(message)  # usage errors print the usage line first


def test_serve_command_port_in_use(store_dir, capsys):
    blocker = make_server(ExplodingRetriever(RuntimeError()), port=0)
    port = blocker.server_address[1]
    try:
        with pytest.raises(SystemExit) as exit_info:
            main(["serve", "--store", str(store_dir), "--alias", "kb", "--port", str(port),
                  "--policy", os.path.join(ROOT, "policies", "acme.yaml")])
        assert exit_info.value.code == 2
        assert capsys.readouterr().err == (
            f"Error: cannot listen on 127.0.0.1:{port} (Address already in use); "
            "pass another --port or stop the process using it\n"
        )
    finally:
        blocker.server_close()


def test_serve_command_end_to_end_in_a_subprocess(store_dir):
    """`kbgate serve` as users run it: a separate process, queried over loopback."""
    proc = subprocess.Popen(
        [sys.executable, "-c", "from kbgate.app.cli import main; main()", "serve", "--store", str(store_dir),
         "--alias", "kb", "--policy", os.path.join(ROOT, "policies", "acme.yaml"), "--port", "0", "--no-audit"],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
    )
    try:
        line = proc.stderr.readline()
        match = re.match(r"serving kb \(kb__r1\) on (http://127\.0\.0\.1:\d+): POST /query, GET /healthz", line)
        assert match, line
        r = HttpRetriever(match.group(1), timeout=10)
        acme = r.retrieve("refund policy", Actor("acme", "support_agent", "u-1"))
        globex = r.retrieve("refund policy", Actor("globex", "support_agent", "u-2"))
        assert acme.chunks and all(TENANT_OF[c.chunk_id] == "acme" for c in acme.chunks)
        assert globex.chunks and all(TENANT_OF[c.chunk_id] == "globex" for c in globex.chunks)
    finally:
        # SIGTERM, not SIGINT: a test run started in the background of a shell ignores SIGINT,
        # and its children inherit that
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)  # generous: CI machines run other work
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0


class AnsweringRetriever:
    """A RAG service that generates answers, answering through the candidate arm of a canary."""

    def __init__(self, answer):
        self.answer = answer

    def retrieve(self, query, actor, top_k=10):
        return RetrievalResult(chunks=[], index_version="kb__b", answer=self.answer, arm="candidate", alias="kb")


@pytest.mark.parametrize(("answer", "refused"), [
    ("抱歉，知识库中没有相关信息。", True),
    ("I cannot answer that from the knowledge base.", True),
    ("   ", True),
    ("签收后15天内可以申请退款。", False),  # a real answer
    (None, False),  # no answer generated (a retrieval-only service): never a refusal
])
def test_serve_flags_refused_answers_in_canary_records(tmp_path, answer, refused):
    audit = AuditLog(tmp_path)
    with serving(AnsweringRetriever(answer), audit=audit) as server:
        assert HttpRetriever(server.url).retrieve("退款规则", Actor("acme", "support_agent", "u-1")).answer == answer
    (record,) = [r for r in audit.records() if r["kind"] == "retrieval"]
    assert record["details"]["canary"]["refused"] is refused
    assert record["details"]["canary"]["arm"] == "candidate"
