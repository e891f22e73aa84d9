"""kbgate access on the real fixture corpus: passes on correct systems, catches every planted bug.

The staging version comes from a real `kbgate ingest` of fixtures/corpus; the mislabelled
versions are built with kbgate.store.build_version from the same corpus chunks. The leaky
services of tests/leaky_targets search that real store over the real HTTP protocol.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from access_helpers import http_run as _http_run
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
KBGATE = str(Path(sys.executable).parent / "kbgate")
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = str(ROOT / "fixtures" / "corpus")


def kbgate(*args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    """Run the installed kbgate CLI in its own process (the store is opened there, not here)."""
    return subprocess.run([KBGATE, *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                          env={**os.environ, "KBGATE_HOME": os.environ.get("KBGATE_HOME", ".kbgate")})


@pytest.fixture(scope="session")
def env(tmp_path_factory):
    """The fixture ingest (a copy of the session's template: ``promote_helpers.copy_ingest``); the mislabelled
    and planted-bug versions built next to its staging one."""
    from promote_helpers import copy_ingest

    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.store import build_version, open_store

    ingest = copy_ingest(tmp_path_factory, tmp_path_factory.mktemp("access"))
    report = json.loads(Path(ingest["report"]).read_text(encoding="utf-8"))
    policy = load_policy(POLICY)
    docs = load_corpus(CORPUS, policy).documents
    accepted_ids = {c["chunk_id"] for d in report["documents"] if str(d.get("state", "")).startswith("accepted")
                    for c in d["chunks"]}
    accepted = [c for d in docs for c in d.chunks if c.chunk_id in accepted_ids]
    state = {d["doc"]: d["state"] for d in report["documents"]}

    # one chunk's tenant flipped in the payload
    other = next(t for t in policy.tenant_ids if t != accepted[0].tenant_id)
    flipped = [dataclasses.replace(accepted[0], tenant_id=other), *accepted[1:]]
    # a document narrowed by allowed_roles indexed as if allowed_roles were dropped (clearance only)
    narrowed = next(d for d in docs if d.record.allowed_roles is not None and d.chunks and
                    set(policy.effective_roles(d.record.classification, d.record.allowed_roles))
                    < set(policy.roles_cleared_for(d.record.classification)))
    dropped = accepted + [dataclasses.replace(c, allowed_roles=policy.roles_cleared_for(c.classification))
                          for c in narrowed.chunks]
    withdrawn = accepted + [c for d in docs if d.record.status == "withdrawn" for c in d.chunks]
    expired = next(d for d in docs if d.record.expires_at and str(d.record.expires_at) < report["as_of"]
                   and d.chunks and d.record.status == "active")
    stale = accepted + expired.chunks
    store = open_store(ingest["store"])
    versions = {name: build_version(store, "kb", name, chunks)
                for name, chunks in [("flipped", flipped), ("dropped", dropped), ("withdrawn", withdrawn),
                                     ("stale", stale)]}
    store.close()
    return {"store": ingest["store"], "work": ingest["work"], "staging": ingest["staging"], "report": ingest["report"],
            "versions": versions, "flipped_chunk": accepted[0].chunk_id, "narrowed": narrowed.key,
            "expired": expired.key, "state": state, "policy": policy}


@pytest.fixture(scope="session")
def corpus(env):
    from access_tests.truth import AccessCorpus
    from kbgate.reports import read_ingest_report

    return AccessCorpus.from_corpus(CORPUS, env["policy"], ingest_report=read_ingest_report(env["report"]))


@pytest.fixture(scope="session")
def store(env):
    from kbgate.store import open_store

    s = open_store(env["store"], create=False)
    yield s
    s.close()


def _kinds(report) -> set[str]:
    return {leak["kind"] for leak in report["leaks"]}


# ---------------------------------------------------------------------------
# acceptance 1: passes on the staging version and over kbgate serve
# ---------------------------------------------------------------------------
def test_store_staging_version_passes_with_coverage(env):
    res = kbgate("access", "--policy", POLICY, "--corpus", CORPUS, "--store", env["store"],
                 "--ingest-report", env["report"], "--eval", str(ROOT / "fixtures/eval/locked.jsonl"),
                 "--workdir", env["work"])
    assert res.returncode == 0, res.stdout + res.stderr
    assert "PASSED" in res.stdout and "Leak matrix" in res.stdout
    assert "coverage: restricted documents probed 100.0%" in res.stdout
    ingest = json.loads(Path(env["report"]).read_text(encoding="utf-8"))
    points = sum(len(d["chunks"]) for d in ingest["documents"] if str(d.get("state", "")).startswith("accepted"))
    assert f"exhaustive: {points} points" in res.stdout and env["staging"] in res.stdout
    report_path = next(line.split()[1] for line in res.stdout.splitlines() if line.startswith("Reports:"))
    report = json.loads(Path(report_path).read_text(encoding="utf-8"))
    assert report["schema"] == "kbgate.access-report/1" and report["leaks"] == []
    assert report["probe_kinds"]["eval"]["sent"] > 0 and report["coverage"]["chunks"]["share"] > 0.9
    assert (Path(report_path).parent / "access-junit.xml").is_file()
    records = [json.loads(line) for line in (Path(env["store"]) / "audit.jsonl").read_text().splitlines()]
    last = [r for r in records if r["kind"] == "access_test_run"][-1]
    assert last["decision"] == "passed" and last["index_version"] == env["staging"]


def test_kbgate_serve_passes_over_http(env):
    server = subprocess.Popen([KBGATE, "serve", "--store", env["store"], "--index", env["staging"], "--policy", POLICY,
                               "--port", "0", "--no-audit"], stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        url = re.search(r"http://[0-9.]+:[0-9]+", server.stderr.readline()).group()
        # one phrase per document, every query form (two phrases took 35-57 s): every probe kind still runs,
        # every restricted document is still probed (asserted below)
        res = kbgate("access", "--policy", POLICY, "--corpus", CORPUS, "--target", url, "--ingest-report",
                     env["report"], "--max-phrases", "1", "--workdir", env["work"], "--format", "json")
    finally:
        server.terminate()
        server.wait(10)
    assert res.returncode == 0, res.stdout + res.stderr
    out = json.loads(res.stdout)
    assert out["verdict"]["status"] == "passed" and out["leaks"] == []
    assert out["coverage"]["restricted_docs"]["share"] == 1.0
    assert set(out["probe_kinds"]) == {"deletion", "cross_tenant", "vertical", "cache", "follow_up", "authorized", "colleague"}
    assert out["coverage"]["authorized"]["recall"] >= 0.5 and out["leak_bounds"]["worst"]["probes"] >= 0
    assert out["warnings"] == {"stale_served": 0, "unattributable": 0}
    audit = [json.loads(line) for line in (Path(env["work"]) / "audit.jsonl").read_text().splitlines()]
    assert audit[-1]["kind"] == "access_test_run" and audit[-1]["details"]["target"] == f"HTTP service {url}"


# ---------------------------------------------------------------------------
# acceptance 2: mislabelled store versions (exhaustive proof and probes)
# ---------------------------------------------------------------------------
def test_flipped_tenant_payload_is_caught(env):
    res = kbgate("access", "--policy", POLICY, "--corpus", CORPUS, "--store", env["store"], "--index",
                 env["versions"]["flipped"], "--mode", "exhaustive", "--workdir", env["work"], "--format", "json")
    assert res.returncode == 1, res.stderr
    out = json.loads(res.stdout)
    assert {(x["kind"], x["chunk_id"]) for x in out["leaks"]} == {("cross_tenant", env["flipped_chunk"])}
    assert out["verdict"]["status"] == "leaks"


def test_dropped_allowed_roles_is_caught(env, store, corpus):
    from access_tests.access import run_access_test
    from kbgate.retrieval.retriever import QdrantRetriever

    version = env["versions"]["dropped"]
    report = run_access_test(corpus, retriever=QdrantRetriever(store, version, env["policy"]), store=store,
                             version=version, max_phrases=1, variants=("plain",))
    assert _kinds(report) == {"outside_allowed_roles"}
    assert {x["doc"] for x in report["leaks"]} == {env["narrowed"]}
    assert report["probe_kinds"]["vertical"]["leaks"] > 0  # the probes find it too, not only the proof
    assert all(x["snippet"].startswith("[withheld") for x in report["leaks"])  # confidential text withheld


def test_withdrawn_document_still_indexed_is_caught(env, store, corpus):
    from access_tests.access import run_access_test
    from kbgate.retrieval.retriever import QdrantRetriever

    version = env["versions"]["withdrawn"]
    report = _http_run(corpus, QdrantRetriever(store, version, env["policy"]))
    assert _kinds(report) == {"deleted"} and report["probe_kinds"]["deletion"]["leaks"] > 0
    proof = run_access_test(corpus, store=store, version=version, mode="exhaustive")
    assert {x["channel"] for x in proof["leaks"]} >= {"index"}
    assert all(n > 0 for n in proof["exhaustive"]["deleted_counts"].values())
    twin = _http_run(corpus, QdrantRetriever(store, env["staging"], env["policy"]))
    assert twin["verdict"]["status"] == "passed", twin["verdict"]


def test_document_on_the_deletion_list_is_a_leak_for_everyone(env, store):
    from access_tests.access import run_access_test
    from access_tests.truth import AccessCorpus

    corpus = AccessCorpus.from_corpus(CORPUS, env["policy"], deleted={"refund-policy"})
    report = run_access_test(corpus, store=store, version=env["staging"], deleted={"refund-policy"},
                             mode="exhaustive")
    assert _kinds(report) == {"deleted"}
    assert {x["doc"] for x in report["leaks"]} == {"refund-policy@v2", "refund-policy"}  # chunks, and the index
    assert report["exhaustive"]["deleted_counts"]["refund-policy"] == 6
    readers = {x["actor"] for x in report["leaks"] if x["channel"] == "chunks"}
    assert "acme/risk_officer" in readers and "*" in {x["actor"] for x in report["leaks"]}


# ---------------------------------------------------------------------------
# acceptance 2: the leaky services and their correct twins
# ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def post_filter_run(env, store, corpus):
    """The access run of the service with the post-filter bug over HTTP: read by two tests (5-14 s a run)."""
    from leaky_targets import PostFilterService

    return _http_run(corpus, PostFilterService(store, env["staging"], env["policy"], bug=True))


@pytest.mark.parametrize("service, kind, probe_kind", [
    ("PostFilterService", "cross_tenant", "cross_tenant"),
    ("ClearanceService", "above_clearance", "vertical"),
    ("CachingService", "cross_tenant", "cache"),
    ("RoleCacheService", "outside_allowed_principals", "cache"),
    ("RoleOnlyService", "outside_allowed_principals", "colleague"),
])
def test_planted_bug_is_caught_and_twin_passes(env, store, corpus, service, kind, probe_kind, request):
    import leaky_targets

    cls = getattr(leaky_targets, service)
    bad = (request.getfixturevalue("post_filter_run") if cls is leaky_targets.PostFilterService
           else _http_run(corpus, cls(store, env["staging"], env["policy"], bug=True)))
    assert kind in _kinds(bad) and bad["probe_kinds"][probe_kind]["leaks"] > 0
    assert bad["verdict"]["exit_code"] == 1
    good = _http_run(corpus, cls(store, env["staging"], env["policy"], bug=False))
    assert good["verdict"]["status"] == "passed", good["verdict"]


def test_post_filter_leaks_through_candidates_only(post_filter_run):
    assert {x["channel"] for x in post_filter_run["leaks"]} == {"candidates"}


def test_refusal_naming_the_forbidden_title_is_caught(env, store, corpus):
    from leaky_targets import RefusingService

    titles = {d.doc_id: d.title for d in corpus.truth.docs.values() if d.title}
    # one phrase per document (the default of _http_run; every phrase was 7,178 requests, 35-57 s): every document
    # is still probed by every actor, and a document's own phrase makes it the top unfiltered hit, which is
    # all the bug needs; the twin's refusal is one fixed sentence, so more phrases would not vary what it answers
    bad = _http_run(corpus, RefusingService(store, env["staging"], env["policy"], bug=True, titles=titles))
    answer_leaks = [x for x in bad["leaks"] if x["channel"] == "answer"]
    assert answer_leaks and {x["kind"] for x in answer_leaks} <= {"cross_tenant", "above_clearance",
                                                                   "outside_allowed_roles",
                                                                   "outside_allowed_principals"}
    assert "cross_tenant" in {x["kind"] for x in answer_leaks}
    good = _http_run(corpus, RefusingService(store, env["staging"], env["policy"], bug=False, titles=titles))
    assert good["verdict"]["status"] == "passed", good["verdict"]
    assert good["coverage"]["restricted_docs"]["share"] == 1.0 == bad["coverage"]["restricted_docs"]["share"]


def test_tenant_named_in_the_query_is_caught_by_the_cli(env, store, corpus):
    from leaky_targets import QueryTenantService, serving

    with serving(QueryTenantService(store, env["staging"], env["policy"], bug=True)) as url:
        res = CliRunner().invoke(_cli(), ["access", "--policy", POLICY, "--corpus", CORPUS, "--target", url,
                                          "--max-phrases", "1", "--workdir", env["work"], "--format", "json"])
    assert res.exit_code == 1, res.output
    out = json.loads(res.output)
    assert {x["kind"] for x in out["leaks"]} == {"cross_tenant"}
    assert {x["variant"] for x in out["leaks"]} <= {"identity_prose", "identity_field", "identity_json"}
    assert out["probe_kinds"]["cross_tenant"]["leaks"] > 0
    good = _http_run(corpus, QueryTenantService(store, env["staging"], env["policy"], bug=False), variants=(
        "plain", "identity_prose", "identity_field", "identity_role", "identity_json"))
    assert good["verdict"]["status"] == "passed", good["verdict"]


# ---------------------------------------------------------------------------
# acceptance 5: a service returning text only is judged through fingerprints
# ---------------------------------------------------------------------------
def test_text_only_service_is_judged_by_fingerprint(env, store, corpus):
    from leaky_targets import TextOnlyService

    bad = _http_run(corpus, TextOnlyService(store, env["staging"], env["policy"], bug=True))
    assert "cross_tenant" in _kinds(bad)
    assert all(x["chunk_id"].startswith("node-") and "@" in x["doc"] for x in bad["leaks"])
    good = _http_run(corpus, TextOnlyService(store, env["staging"], env["policy"], bug=False))
    assert good["verdict"]["status"] == "passed" and good["warnings"]["unattributable"] == []
    assert good["coverage"]["chunks"]["returned"] > 0


# ---------------------------------------------------------------------------
# warnings, inconclusive, errors
# ---------------------------------------------------------------------------
def test_stale_document_served_is_a_warning_not_a_leak(env, store, corpus):
    from access_tests.access import run_access_test

    version = env["versions"]["stale"]
    report = run_access_test(corpus, store=store, version=version, mode="exhaustive")
    assert report["leaks"] == [] and report["verdict"]["status"] == "passed"
    assert {w["doc"] for w in report["warnings"]["stale_served"]} == {env["expired"]}
    assert report["warnings"]["stale_served"][0]["reason"].startswith("expired on")
    strict = run_access_test(corpus, store=store, version=version, mode="exhaustive", fail_on="warn")
    assert strict["verdict"]["status"] == "warnings" and strict["verdict"]["exit_code"] == 1


@pytest.mark.parametrize("minimum, status", [(1.0, "inadequate"), (0.1, "passed")])
def test_chunk_coverage_is_enforced_only_from_the_policy(env, store, minimum, status):
    from access_tests.access import run_access_test
    from access_tests.truth import AccessCorpus
    from kbgate.policy import Access
    from kbgate.retrieval.retriever import QdrantRetriever

    policy = env["policy"].model_copy(update={"access": Access(min_chunk_coverage=minimum)})
    corpus = AccessCorpus.from_corpus(CORPUS, policy)
    report = run_access_test(corpus, retriever=QdrantRetriever(store, env["staging"], policy, candidate_limit=1),
                             top_k=1, max_phrases=1, variants=("plain",))
    assert report["leaks"] == [] and report["verdict"]["status"] == status
    assert 0.1 < report["coverage"]["chunks"]["share"] < 1.0
    if status == "inadequate":
        assert report["verdict"]["reasons"] == [
            f"chunk coverage {report['coverage']['chunks']['share']:.1%} is below access.min_chunk_coverage 100.0%"]


def test_unreachable_service_is_inconclusive_never_passed(env, corpus):
    import socket

    from access_tests.access import run_access_test
    from kbgate.targets.http import HttpRetriever

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    report = run_access_test(corpus, retriever=HttpRetriever(f"http://127.0.0.1:{port}", timeout=1, retries=0),
                             target={"description": "down"}, max_phrases=1, variants=("plain",))
    assert report["verdict"]["status"] == "inconclusive" and report["verdict"]["exit_code"] == 1
    assert report["inconclusive"] and "connection failed" in report["inconclusive"][0]["error"]


def test_cli_exits_1_inconclusive_when_the_service_is_down(env):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    res = CliRunner().invoke(_cli(), ["access", "--policy", POLICY, "--corpus", CORPUS, "--target",
                                      f"http://127.0.0.1:{port}", "--retries", "0", "--timeout", "1",
                                      "--max-phrases", "1", "--workdir", env["work"]])
    assert res.exit_code == 1
    assert "INCONCLUSIVE\n  - inconclusive: " in res.output and "PASSED" not in res.output


def test_header_option_reaches_a_service_that_needs_a_token(env, store):
    from leaky_targets import serving

    from kbgate.retrieval.retriever import QdrantRetriever

    with serving(QdrantRetriever(store, env["staging"], env["policy"]), token="s3cret") as url:
        args = ["access", "--policy", POLICY, "--corpus", CORPUS, "--target", url, "--max-probes", "40",
                "--workdir", env["work"], "--format", "json"]
        refused = CliRunner().invoke(_cli(), args)
        served = CliRunner().invoke(_cli(), [*args, "--header", "Authorization: Bearer s3cret"])
    assert refused.exit_code == 1 and json.loads(refused.output)["verdict"]["status"] == "inconclusive"
    out = json.loads(served.output)
    assert out["probe_kinds"]["cross_tenant"]["inconclusive"] == 0 and out["leaks"] == []
    assert "s3cret" not in (Path(env["work"]) / "audit.jsonl").read_text() and "s3cret" not in served.output


def _cli():
    from kbgate.app.cli import cli

    return cli


@pytest.mark.parametrize("args, message", [
    (["--store", "S", "--target", "http://x"], "pass exactly one of --store (with --alias or --index) or --target URL"),
    (["--store", "S"], "with --store pass --alias NAME, --index VERSION, or --ingest-report REPORT"),
    (["--store", "S", "--alias", "kb", "--index", "v"], "with --store pass one of --alias NAME or --index VERSION"),
    (["--target", "http://127.0.0.1:1", "--index", "v"], "--alias and --index go with --store, not with --target"),
    (["--target", "http://127.0.0.1:1", "--mode", "exhaustive"],
     "--mode exhaustive needs --store: an HTTP service can only be probed"),
    (["--target", "http://127.0.0.1:1", "--header", "Bearer abc"],
     "Invalid value for --header: 'Bearer abc' is not a header; write 'NAME: VALUE'"),
    (["--store", "S", "--alias", "kb", "--header", "X-A: 1"], "--header goes with --target"),
    (["--target", "localhost:8765"], "Invalid value for --target: 'localhost:8765' is not a service URL; "
                                     "use http(s)://host:port"),
])
def test_usage_errors_exit_2(args, message):
    res = CliRunner().invoke(_cli(), ["access", "--policy", POLICY, "--corpus", CORPUS, *args])
    assert res.exit_code == 2 and message in res.output


def test_input_errors_exit_2_with_fix(tmp_path):
    bad = tmp_path / "deleted.txt"
    bad.write_text("ok-doc\nnot a doc id\n", encoding="utf-8")
    for extra, message in [
        (["--ingest-report", str(tmp_path / "missing.json")],
         f"Error: ingest report {tmp_path / 'missing.json'} not found; pass the report.json written by `kbgate ingest`"),
        (["--deleted", str(bad)], "Error: deleted.txt line 2: 'not a doc id' is not doc_id or doc_id@version; "
                                  "fix or remove the line"),
        (["--store", str(tmp_path / "nostore"), "--alias", "kb"], f"Error: no kbgate store at {tmp_path / 'nostore'}"),
    ]:
        target = [] if "--store" in extra else ["--target", "http://127.0.0.1:1"]
        res = kbgate("access", "--policy", POLICY, "--corpus", CORPUS, *extra, *target)
        assert res.returncode == 2, res.stderr
        assert message in res.stderr and "Traceback" not in res.stderr
