"""Access verdicts a team can trust: no false alarm on a corpus with rejected documents, no pass for a
target that returns nothing, cache probes that confirm their primer, stale documents judged without an
ingest report, and a leak-rate bound behind every pass.

The corpus is the fixture corpus copied to a tmp directory plus an encrypted PDF, a truncated PDF and an
empty file (restricted documents ingest rejects) and two versions of one handbook without a supersedes
link; it is ingested by the real `kbgate ingest` into a real Qdrant Edge store.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from access_helpers import http_run
from click.testing import CliRunner
from pdfs import build_pdf, encrypt_pdf

ROOT = Path(__file__).resolve().parent.parent
KBGATE = str(Path(sys.executable).parent / "kbgate")
POLICY = str(ROOT / "policies" / "acme.yaml")
REJECTED = {"rejected-encrypted@v1": "PARSE_ENCRYPTED", "rejected-truncated@v1": "PARSE_CORRUPT",
            "rejected-empty@v1": "PARSE_EMPTY"}


def _record(doc_id: str, path: str, data: bytes, **kw) -> dict:
    tenant = path.split("/")[0]
    return {"doc_id": doc_id, "version": "v1", "path": path, "source": f"{tenant}-kb",
            "sha256": hashlib.sha256(data).hexdigest(), "tenant_id": tenant, "classification": "confidential",
            "effective_from": "2026-01-01", "title": doc_id.replace("-", " ").title(), **kw}


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """The fixture corpus plus rejected documents and an implicitly superseded version, ingested into a store."""
    from kbgate.app.cli import cli
    from kbgate.policy import load_policy

    base = tmp_path_factory.mktemp("verdicts")
    corpus = base / "corpus"
    shutil.copytree(ROOT / "fixtures" / "corpus", corpus)
    pdf = build_pdf(["Quarterly payroll reconciliation of the risk team, with the bonus pool per grade. " * 4])
    handbook = {"v1": "# Desk handbook\n\nThe service desk opens at 08:30 and closes at 17:00 on weekdays.\n",
                "v2": "# Desk handbook\n\nThe service desk opens at 09:00 and closes at 18:00 on weekdays.\n"}
    files = {"acme/hr/payroll-encrypted.pdf": ("rejected-encrypted", encrypt_pdf(pdf), {}),
             "acme/hr/payroll-truncated.pdf": ("rejected-truncated", pdf[: len(pdf) // 3], {}),
             "globex/empty-notes.md": ("rejected-empty", b"", {})}
    for version, text in handbook.items():  # no supersedes link, no expires_at: v2 replaces v1 implicitly
        files[f"acme/desk-handbook-{version}.md"] = (
            "desk-handbook", text.encode(), {"version": version, "classification": "internal",
                                             "effective_from": "2026-01-01" if version == "v1" else "2026-05-01"})
    lines = []
    for path, (doc_id, data, extra) in files.items():
        (corpus / path).parent.mkdir(parents=True, exist_ok=True)
        (corpus / path).write_bytes(data)
        lines.append(json.dumps(_record(doc_id, path, data, **extra)))
    with (corpus / "manifest.jsonl").open("a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    res = CliRunner().invoke(cli, ["ingest", str(corpus), "--policy", POLICY, "--as-of", "2026-11-29",
                                   "--store", str(base / "store"), "--alias", "kb", "--workdir", str(base / "work"),
                                   "--format", "json"])
    assert res.exit_code == 1, res.output  # the fixture corpus is contaminated on purpose
    out = json.loads(res.output)
    report = json.loads(Path(out["reports"]["json"]).read_text(encoding="utf-8"))
    states = {d["doc"]: (d["state"], d["codes"]) for d in report["documents"]}
    assert {k: states[k] for k in REJECTED} == {k: ("rejected", [c]) for k, c in REJECTED.items()}
    assert states["desk-handbook@v1"] == ("quarantined", ["SUPERSEDED"])
    return {"corpus": corpus, "store": str(base / "store"), "work": str(base / "work"), "version": out["version"],
            "report_path": out["reports"]["json"], "report": report, "policy": load_policy(POLICY)}


def _access(env, policy=None, report=True):
    from access_tests.truth import AccessCorpus

    return AccessCorpus.from_corpus(env["corpus"], policy or env["policy"],
                                    ingest_report=env["report"] if report else None)


def _kbgate(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([KBGATE, *args], capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, "KBGATE_HOME": os.environ.get("KBGATE_HOME", ".kbgate")})


def _passed_with_rejected_not_servable(report: dict) -> None:
    assert report["verdict"]["status"] == "passed", report["verdict"]
    assert report["verdict"]["exit_code"] == 0 and report["leaks"] == []
    listed = {d["doc"]: d["codes"] for d in report["not_servable"]}
    assert {k: listed[k] for k in REJECTED} == {k: [c] for k, c in REJECTED.items()}
    restricted = report["coverage"]["restricted_docs"]
    assert restricted["share"] == 1.0 and restricted["not_servable"] >= len(REJECTED)
    assert not set(REJECTED) & set(restricted["missing"])


# ---------------------------------------------------------------------------
# no false alarm: rejected documents are not servable, and do not count against coverage
# ---------------------------------------------------------------------------
def test_not_servable_is_judged_from_the_corpus_without_a_report(env):
    corpus = _access(env, report=False)
    assert {k: corpus.not_servable[k] for k in REJECTED} == {k: [c] for k, c in REJECTED.items()}
    assert corpus.not_servable["desk-handbook@v1"] == ["SUPERSEDED"]
    assert "desk-handbook@v2" not in corpus.not_servable
    withdrawn = [k for k, d in corpus.truth.docs.items() if d.deleted]
    assert withdrawn and all(corpus.not_servable[k] == ["WITHDRAWN"] for k in withdrawn)


def test_correct_http_service_passes_on_a_corpus_with_rejected_documents(env):
    from leaky_targets import PostFilterService

    from kbgate.store import open_store

    with open_store(env["store"], create=False) as store:
        report = http_run(_access(env), PostFilterService(store, env["version"], env["policy"], bug=False))
    _passed_with_rejected_not_servable(report)
    assert report["coverage"]["authorized"]["recall"] >= 0.5


def test_correct_in_process_retriever_passes_on_a_corpus_with_rejected_documents(env):
    from access_tests.access import run_access_test
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.store import open_store

    with open_store(env["store"], create=False) as store:
        retriever = QdrantRetriever(store, env["version"], env["policy"])
        report = run_access_test(_access(env), retriever=retriever, max_phrases=1, variants=("plain",))
        _passed_with_rejected_not_servable(report)
        # without the ingest report the rejected documents are judged from the corpus by ingest's own loaders
        judged = run_access_test(_access(env, report=False), retriever=retriever, max_phrases=1, variants=("plain",))
    assert judged["coverage"]["restricted_docs"]["share"] == 1.0 and judged["leaks"] == []
    assert not any("not probed" in r for r in judged["verdict"]["reasons"])


def test_store_staging_version_passes_with_and_without_the_ingest_report(env):
    base = ["access", "--policy", POLICY, "--corpus", str(env["corpus"]), "--store", env["store"],
            "--max-phrases", "1", "--workdir", env["work"], "--format", "json"]
    for extra in (["--ingest-report", env["report_path"]], ["--index", env["version"]]):
        res = _kbgate(*base, *extra)
        assert res.returncode == 0, res.stdout + res.stderr
        out = json.loads(res.stdout)
        assert out["verdict"]["status"] == "passed" and out["exhaustive"]["adequate_by_construction"]
        assert {d["doc"] for d in out["not_servable"]} >= set(REJECTED)
        assert out["leak_bounds"]["required_pairs"] > 0 and "pairs" not in out["leak_bounds"]
    text = _kbgate(*base[:-2], "--index", env["version"])
    assert text.returncode == 0 and "not servable (not counted by coverage)" in text.stdout
    assert "leak-rate bound (95%, rule of three)" in text.stdout


# ---------------------------------------------------------------------------
# a target that returns nothing is inadequate
# ---------------------------------------------------------------------------
class EmptyRetriever:
    """A retriever that is not indexed: every query gets no chunks."""

    def retrieve(self, query, actor, top_k=10):
        from kbgate.retrieval.retriever import RetrievalResult

        return RetrievalResult(chunks=[], candidates=[])


def test_empty_retriever_is_inadequate(env):
    from access_tests.access import run_access_test

    for report in (http_run(_access(env), EmptyRetriever()),
                   run_access_test(_access(env), retriever=EmptyRetriever(), max_phrases=1, variants=("plain",))):
        auth = report["coverage"]["authorized"]
        assert report["leaks"] == [] and report["verdict"]["status"] == "inadequate"
        assert auth["probes"] > 0 and auth["empty"] == auth["probes"] and auth["recall"] == 0.0
        assert (f"the target returned no chunks for {auth['probes']} of {auth['probes']} authorized probes: "
                "is it indexed?") in report["verdict"]["reasons"]


def test_empty_index_version_is_inadequate_even_without_leaks(env):
    from access_tests.access import run_access_test
    from kbgate.store import build_version, open_store

    with open_store(env["store"]) as store:
        version = build_version(store, "kb", "empty", [])
        report = run_access_test(_access(env), store=store, version=version, mode="exhaustive")
    assert report["leaks"] == [] and report["verdict"]["status"] == "inadequate"
    assert report["verdict"]["reasons"] == [f"index version {version} holds no chunks: is it indexed?"]


def test_authorized_recall_below_the_policy_minimum_is_inadequate(env):
    from access_tests.access import run_access_test
    from kbgate.policy import Access
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.store import open_store

    policy = env["policy"].model_copy(update={"access": Access(min_authorized_recall=1.0)})
    with open_store(env["store"], create=False) as store:
        report = run_access_test(_access(env, policy, report=False),
                                 retriever=QdrantRetriever(store, env["version"], policy), max_phrases=1,
                                 variants=("plain",))
    auth = report["coverage"]["authorized"]
    assert auth["recall"] < 1.0 and report["verdict"]["status"] == "inadequate"  # quarantined by PII, injection...
    assert any(r.startswith(f"authorized recall {auth['recall']:.1%} ({auth['answered']} of {auth['probes']}")
               and r.endswith("is below access.min_authorized_recall 100.0%") for r in report["verdict"]["reasons"])


# ---------------------------------------------------------------------------
# the cache probe confirms its primer
# ---------------------------------------------------------------------------
def test_cache_pair_is_inconclusive_when_the_reader_did_not_receive_the_document(env):
    from leaky_targets import CachingService

    from access_tests.judge import Judge
    from access_tests.probes import generate_probes
    from access_tests.run import run_probes
    from kbgate.audit import normalise_query
    from kbgate.retrieval.retriever import RetrievalResult
    from kbgate.store import open_store

    corpus = _access(env)
    probes = [p for p in generate_probes(corpus, variants=("plain",), max_phrases=1) if p.kind == "cache"]
    later = [p for p in probes if p.variant != "primer"]
    with open_store(env["store"], create=False) as store:
        # a shared cache already holding a harmless (empty) answer for every query hides the bug
        hidden = CachingService(store, env["version"], env["policy"], bug=True)
        hidden._cache.update({(normalise_query(p.query), 10): RetrievalResult(chunks=[]) for p in probes})
        run = run_probes(hidden, probes, Judge(corpus), workers=1)
        assert run.leaks == [] and run.cache["confirmed"] == 0 and run.cache["sequences"] == len(probes) - len(later)
        assert len(run.cache_unconfirmed) == len(later) and not run.probed and not run.targeted
        primer = next(p for p in probes if p.variant == "primer")
        assert run.cache_unconfirmed[0][0] == f"{primer.actor.tenant_id}/{primer.actor.role}"
        # the same bug with an empty cache: confirmed sequences, and the leak is caught
        caught = run_probes(CachingService(store, env["version"], env["policy"], bug=True), probes, Judge(corpus),
                            workers=1)
        assert caught.cache["confirmed"] > 0 and caught.leaks
        assert {x.kind for x in caught.leaks} >= {"cross_tenant"}


# ---------------------------------------------------------------------------
# stale without an ingest report, judged by ingest's own lifecycle checks
# ---------------------------------------------------------------------------
def test_stale_rules_without_an_ingest_report_are_ingests_own():
    from access_tests.truth import stale_reasons
    from kbgate.models import ManifestRecord

    def rec(doc_id, version="v1", **kw):
        return ManifestRecord(doc_id=doc_id, version=version, path=f"{doc_id}-{version}.md", source="s",
                              tenant_id="acme", classification="public",
                              effective_from=kw.pop("effective_from", dt.date(2026, 1, 1)), **kw)

    records = [rec("old", expires_at=dt.date(2026, 3, 1)), rec("next", effective_from=dt.date(2027, 1, 1)),
               rec("linked"), rec("linker", supersedes=["linked@v1"]),
               rec("manual", "v1"), rec("manual", "v2", effective_from=dt.date(2026, 4, 1)),
               rec("gone", status="withdrawn"), rec("fine", expires_at=dt.date(2026, 6, 1))]
    assert stale_reasons(records, dt.date(2026, 6, 1)) == {
        "old@v1": "expired on 2026-03-01", "next@v1": "not effective before 2027-01-01",
        "linked@v1": "superseded by linker@v1", "manual@v1": "superseded by manual@v2", "gone@v1": "withdrawn"}


def test_stale_documents_served_are_warnings_without_an_ingest_report(env):
    from access_tests.access import run_access_test
    from kbgate.corpus.load import load_corpus
    from kbgate.store import build_version, open_store

    corpus = _access(env, report=False)
    chunks = [c for d in load_corpus(env["corpus"], env["policy"]).documents
              if d.record.status == "active" for c in d.chunks]  # everything loadable, stale included
    with open_store(env["store"]) as store:
        version = build_version(store, "kb", "everything", chunks)
        report = run_access_test(corpus, store=store, version=version, mode="exhaustive")
    assert report["leaks"] == [] and report["verdict"]["status"] == "passed"
    reasons = {w["doc"]: w["reason"] for w in report["warnings"]["stale_served"]}
    assert reasons["desk-handbook@v1"] == "superseded by desk-handbook@v2"  # implicit: a newer version in force
    assert reasons["refund-policy@v1"] == "expired on 2026-07-31"
    assert "desk-handbook@v2" not in reasons


# ---------------------------------------------------------------------------
# the leak-rate bound
# ---------------------------------------------------------------------------
def test_leak_bound_is_the_rule_of_three_per_required_pair(policy):
    from access_tests.judge import Judge
    from access_tests.truth import AccessCorpus
    from access_tests.verdict import leak_bounds, verdict
    from kbgate.models import ManifestRecord

    records = [ManifestRecord(doc_id="risk", version="v1", path="risk.md", source="s", tenant_id="acme",
                              classification="restricted", effective_from=dt.date(2026, 1, 1))]
    judge = Judge(AccessCorpus.build(policy, records, [], as_of=dt.date(2026, 6, 1)))
    targeted = Counter({("acme/employee", "risk@v1"): 300, ("acme/manager", "risk@v1"): 2,
                        ("globex/employee", "risk@v1"): 10})
    b = leak_bounds(judge, targeted, Counter({("globex/employee", "risk@v1"): 1}), max_leak_rate=0.05)
    pairs = {(p["actor"], p["reader"]): p for p in b["pairs"]}
    assert pairs[("acme/employee", "acme/risk_officer")] == {"actor": "acme/employee", "reader": "acme/risk_officer",
                                                             "probes": 300, "leaks": 0, "bound": 0.01}
    assert pairs[("acme/manager", "acme/risk_officer")]["bound"] == 1.0  # 3/2, capped
    assert pairs[("globex/employee", "acme/risk_officer")]["bound"] is None  # it leaked: no bound
    assert pairs[("globex/risk_officer", "acme/risk_officer")] == {
        "actor": "globex/risk_officer", "reader": "acme/risk_officer", "probes": 0, "leaks": 0, "bound": None}
    assert b["required_pairs"] == 7 and b["unbounded"] == 5 and b["exceeding"] == 6
    assert b["worst"]["bound"] is None
    v = verdict(leaks=0, inconclusive=0, cov=None, unattributed=0, stale=0, bounds=b)
    assert v["status"] == "inadequate" and "above access.max_leak_rate 5.00%" in v["reasons"][0]
    assert verdict(leaks=0, inconclusive=0, cov=None, unattributed=0, stale=0,
                   bounds={**b, "max": None, "exceeding": 0})["status"] == "passed"
    proven = {"version": "v", "points": 3, "leaks": 0, "adequate_by_construction": True}
    assert verdict(leaks=0, inconclusive=0, cov=None, unattributed=0, stale=0, bounds=b,
                   exhaustive=proven)["status"] == "passed"  # a passed exhaustive proof is adequate by construction


def test_max_leak_rate_from_the_policyhttp_run(env):
    from leaky_targets import ClearanceService

    from access_tests.report import markdown_summary, text_summary
    from kbgate.policy import Access
    from kbgate.store import open_store

    strict = env["policy"].model_copy(update={"access": Access(max_leak_rate=0.01)})
    lenient = env["policy"].model_copy(update={"access": Access(max_leak_rate=1.0)})
    with open_store(env["store"], create=False) as store:
        good = ClearanceService(store, env["version"], env["policy"], bug=False)
        tight = http_run(_access(env, strict), good)
        loose = http_run(_access(env, lenient), good)
        bad = http_run(_access(env, lenient), ClearanceService(store, env["version"], env["policy"], bug=True))
    bounds = tight["leak_bounds"]
    assert tight["leaks"] == [] and tight["verdict"]["status"] == "inadequate"
    assert bounds["max"] == 0.01 and bounds["exceeding"] == bounds["required_pairs"] > 0
    assert all(p["bound"] == round(min(1.0, 3 / p["probes"]), 6) for p in bounds["pairs"] if p["probes"])
    assert any("above access.max_leak_rate 1.00%" in r for r in tight["verdict"]["reasons"])
    assert "leak-rate bound (95%, rule of three)" in text_summary(tight)
    assert "leak-rate bound (95%, rule of three)" in markdown_summary(tight)
    assert loose["verdict"]["status"] == "passed" and loose["leak_bounds"]["exceeding"] == 0
    assert bad["verdict"]["status"] == "leaks"
    assert any(p["leaks"] and p["bound"] is None for p in bad["leak_bounds"]["pairs"])
