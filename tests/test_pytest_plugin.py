"""The pytest plugin (kbgate.app.pytest_plugin), run with pytester in-process over a real fixture store.

The fixture corpus is ingested once (the real pipeline: staging version on Qdrant Edge, ingest
report in a work directory). A second version adds the withdrawn documents the ingest run held
back, so the ingest tests have something to catch; the leaky HTTP target is
tests/leaky_targets' post-filter service over the same store.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = str(ROOT / "fixtures" / "corpus")
EVAL = str(ROOT / "fixtures" / "eval" / "locked.jsonl")


@pytest.fixture(scope="module")
def kb(tmp_path_factory):
    """Ingest the fixtures once; build a version that also serves the withdrawn documents."""
    from ingest_checks.pipeline import run_ingest
    from ingest_checks.registry import load_checked_policy
    from kbgate.corpus.load import load_corpus
    from kbgate.store import build_version, open_store

    base = tmp_path_factory.mktemp("plugin")
    store_dir, work = base / "store", base / "work"
    policy = load_checked_policy(POLICY)
    out = run_ingest(CORPUS, policy, as_of=dt.date(2026, 11, 29), eval_files=[EVAL],
                     store_spec=str(store_dir), alias="kb", workdir=str(work))
    report = out.report
    accepted = {c["chunk_id"] for d in report["documents"] if d["state"].startswith("accepted") for c in d["chunks"]}
    docs = load_corpus(CORPUS, policy).documents
    chunks = [c for d in docs for c in d.chunks if c.chunk_id in accepted]
    withdrawn = [c for d in docs if d.record.status == "withdrawn" for c in d.chunks]
    with open_store(store_dir) as store:
        leaky_version = build_version(store, "kb", "withdrawn", chunks + withdrawn)
    return {"store": str(store_dir), "work": str(work), "version": out.version, "leaky_version": leaky_version,
            "report": str(out.paths["json"]), "policy": policy,
            "withdrawn": sorted({f"{c.doc_id}@{c.version}" for c in withdrawn})}


def _args(kb, version=None, *extra):
    return ["--kbgate-policy", POLICY, "--kbgate-store", kb["store"], "--kbgate-alias", version or kb["version"],
            "--kbgate-eval", EVAL, "--kbgate-corpus", CORPUS, "--kbgate-workdir", kb["work"], *extra]


def _failed(result) -> dict[str, str]:
    """Failed test name -> its failure text."""
    reports = result.reprec.getreports("pytest_runtest_logreport")
    return {r.nodeid.removeprefix("kbgate::"): str(r.longrepr) for r in reports if r.failed}


def test_passing_run_over_the_fixtures(pytester, kb):
    # FEE-003 (P0, multi-hop) has half its evidence at rank 7 on the fixtures: test_p0_case_... catches it
    result = pytester.runpytest(*_args(kb, None, "--kbgate-smoke", "30", "--kbgate-report-dir", "reports"),
                                "--deselect", "kbgate::gate[FEE-003]")
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed", 0) == 0, result.stdout.str()[-3000:]
    assert outcomes["passed"] >= 6 * 8 + 10 and "errors" not in outcomes  # probe kinds x actors, families
    result.stdout.fnmatch_lines(["*- kbgate -*", "ingest run *: input 91 = accepted *",
                                 "access *: PASSED, 0 leak(s)*, report reports/access-report.json",
                                 "gate *: * on * case(s), report reports/gate/report.json"])
    for name in ("access-report.json", "gate/report.json", "ingest/report.json"):
        assert (pytester.path / "reports" / name).is_file()


def test_collects_one_test_per_actor_probe_kind_case_and_family(pytester, kb):
    from access_tests.probes import PROBE_KINDS
    from ingest_checks.registry import all_checks

    items = pytester.inline_genitems(*_args(kb))[0]
    names = {i.name for i in items}
    actors = [f"{t}/{r}" for t in kb["policy"].tenant_ids for r in kb["policy"].roles]
    assert {f"access[{k}-{a}]" for k in ("exhaustive", *PROBE_KINDS) for a in actors} <= names
    assert {"access[exhaustive-*]", "access[verdict]", "gate[decision]", "ingest[conservation]"} <= names
    assert {f"ingest[{f}]" for f in all_checks()} <= names
    cases = [ln for ln in Path(EVAL).read_text(encoding="utf-8").splitlines() if '"case_id"' in ln]
    assert len([n for n in names if n.startswith("gate[") and n != "gate[decision]"]) == len(cases)
    for marker in ("kbgate_access", "kbgate_gate", "kbgate_ingest"):  # -m selects by these
        assert all((i.get_closest_marker(marker) is not None) == i.name.startswith(marker[7:] + "[") for i in items)


def _assert_clean(output: str) -> None:
    """No raw PII (presidio scan and every value the fixtures planted) in what pytest printed."""
    from factories import planted_pii

    from ingest_checks.pii import contains_pii

    assert not contains_pii(output)
    assert [v for v in planted_pii() if v in output] == []


def test_in_process_target(pytester, kb, monkeypatch):
    """--kbgate-target takes a python:MODULE:CALLABLE factory too: the leaky twin fails, the correct one passes."""
    monkeypatch.syspath_prepend(str(ROOT / "examples" / "byo"))
    for factory in ("build_leaky_retriever", "build_retriever"):
        result = pytester.runpytest("--kbgate-policy", POLICY, "--kbgate-target", f"python:plain_app:{factory}",
                                    "--kbgate-corpus", CORPUS, "--kbgate-ingest-report", kb["report"],
                                    "--kbgate-smoke", "5", "-m", "kbgate_access")
        failed = _failed(result)
        if factory == "build_retriever":
            assert failed == {} and result.ret == 0, result.stdout.str()[-3000:]
            continue
        assert result.ret == 1
        assert any(n.startswith("access[cross_tenant-") for n in failed), sorted(failed)
        _assert_clean(result.stdout.str())


def test_failing_run_against_a_leaky_target(pytester, kb):
    from leaky_targets import PostFilterService, serving

    from kbgate.store import open_store

    with open_store(kb["store"], create=False) as store:
        for bug in (True, False):  # the planted bug, then its correct twin of the same shape (behind a token)
            token = None if bug else "s3cret"
            with serving(PostFilterService(store, kb["version"], kb["policy"], bug=bug), token=token) as url:
                result = pytester.runpytest("--kbgate-policy", POLICY, "--kbgate-target", url, "--kbgate-corpus",
                                            CORPUS, "--kbgate-ingest-report", kb["report"], "--kbgate-smoke", "5",
                                            "-m", "kbgate_access", *(["--kbgate-header", f"Authorization: Bearer {token}"]
                                                                     if token else []))
            failed = _failed(result)
            if not bug:
                assert failed == {} and result.ret == 0, result.stdout.str()[-3000:]
                assert "s3cret" not in result.stdout.str()
                continue
            assert result.ret == 1
            leaking = [n for n in failed if n.startswith("access[cross_tenant-")]
            assert leaking, sorted(failed)
            text = failed[leaking[0]]
            assert "leak(s) to" in text and "cross_tenant: " in text and "Traceback" not in text
            assert "query " in text  # queries appear as hashes only
            assert "access[verdict]" in failed
            _assert_clean(result.stdout.str())
            assert all(n.startswith("access[") and not n.startswith("access[exhaustive") for n in failed)


def test_p0_case_with_evidence_below_k_fails_and_k_is_an_option(pytester, kb):
    result = pytester.runpytest(*_args(kb), "-m", "kbgate_gate")
    failed = _failed(result)
    assert sorted(failed) == ["gate[FEE-003]"], sorted(failed)
    text = failed["gate[FEE-003]"]
    assert "P0 evidence not in the top 5: recall@5 0.50; root cause RANKING_NOISE, outranked by acme-" in text
    assert "保修期外" not in text  # the gold anchor (document text) is not quoted
    assert result.ret == 1
    deeper = pytester.runpytest(*_args(kb, None, "--kbgate-k", "10"), "-m", "kbgate_gate", "-k", "FEE-003")
    assert deeper.ret == 0 and deeper.parseoutcomes()["passed"] == 1


def test_ingest_family_fails_when_held_documents_are_served(pytester, kb):
    result = pytester.runpytest(*_args(kb, kb["leaky_version"]), "--kbgate-ingest-report", kb["report"],
                                "-m", "kbgate_ingest")
    failed = _failed(result)
    assert sorted(failed) == ["ingest[withdrawn]"], sorted(failed)
    assert f"{len(kb['withdrawn'])} document(s) held back by 'withdrawn' are served by kb__withdrawn" \
        in failed["ingest[withdrawn]"]
    assert all(d in failed["ingest[withdrawn]"] for d in kb["withdrawn"])
    # --kbgate-ingest-fail-on quarantine: the contaminated fixture corpus fails like `kbgate ingest` does
    strict = _failed(pytester.runpytest(*_args(kb), "-m", "kbgate_ingest", "--kbgate-ingest-fail-on", "quarantine"))
    assert {"ingest[pii]", "ingest[injection]", "ingest[freshness]"} <= set(strict)
    assert "ingest[conservation]" not in strict and "PII_" in strict["ingest[pii]"]
    _assert_clean("\n".join(strict.values()))


def test_without_policy_nothing_is_collected_and_usage_errors_say_how_to_fix(pytester):
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    markers = pytester.runpytest("--markers")
    markers.stdout.fnmatch_lines(["@pytest.mark.kbgate_access:*", "@pytest.mark.kbgate_gate:*",
                                  "@pytest.mark.kbgate_ingest:*"])
    bad = pytester.runpytest("--kbgate-policy", POLICY)
    assert bad.ret == pytest.ExitCode.USAGE_ERROR
    bad.stderr.fnmatch_lines(["*pass --kbgate-store STORE --kbgate-alias NAME, or --kbgate-target URL*"])
    header = pytester.runpytest("--kbgate-policy", POLICY, "--kbgate-target", "http://127.0.0.1:9",
                                "--kbgate-header", "Bearer xyz")
    assert header.ret == pytest.ExitCode.USAGE_ERROR
    header.stderr.fnmatch_lines(["*--kbgate-header 'Bearer xyz' is not a header; write 'NAME: VALUE'*"])
    missing = pytester.runpytest("--kbgate-policy", "missing.yaml", "--kbgate-target", "http://127.0.0.1:9")
    assert missing.ret == pytest.ExitCode.INTERRUPTED  # a collection error
    missing.stdout.fnmatch_lines(["*ERROR collecting kbgate*", "Error: *missing.yaml*"])
    assert "Traceback" not in missing.stdout.str()


def test_library_errors_fail_with_their_message(pytester, kb):
    result = pytester.runpytest(*_args(kb), "--kbgate-corpus", str(ROOT / "no-such-corpus"), "-m", "kbgate_access",
                                "-k", "verdict")
    text = _failed(result)["access[verdict]"]
    assert text.startswith("Error: ") and "Traceback" not in text


def test_plugin_module_imports_nothing_heavy():
    code = ("import sys, kbgate.app.pytest_plugin; print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('access_tests', 'version_gate', 'ingest_checks', 'qdrant_edge', 'qdrant_client', 'presidio_analyzer', "
            "'great_expectations', 'numpy', 'pydantic') or m.startswith('kbgate.') and m not in ('kbgate.app', 'kbgate.app.pytest_plugin')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
