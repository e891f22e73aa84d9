"""Hostile and broken input (fixtures/hostile/generate.py): every kind gets its exact reason code, no
traceback, no hang, bounded memory, and the conservation count holds."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from rob_helpers import hostile

ROOT = Path(__file__).resolve().parents[2]
KBGATE = str(Path(sys.executable).parent / "kbgate")

RUN_SECONDS = 240  # the whole hostile corpus; a hang in any file would exceed it
ENV = {**os.environ, "KBGATE_DEBUG": "1", "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}  # internal errors -> traceback


def run_kbgate(args: list[str], timeout: float = RUN_SECONDS) -> subprocess.CompletedProcess:
    return subprocess.run([KBGATE, *args], capture_output=True, text=True, timeout=timeout, env=ENV, cwd=ROOT)


def assert_clean(proc: subprocess.CompletedProcess) -> None:
    for stream in (proc.stdout, proc.stderr):
        assert "Traceback" not in stream and "internal error" not in stream, stream[-2000:]


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    out = tmp_path_factory.mktemp("hostile")
    corpus = hostile.write_corpus(out)
    proc = run_kbgate(["ingest", str(corpus), "--policy", "policies/acme.yaml", "--as-of", "2026-11-29",
                       "--workdir", str(out / "work"), "--format", "json"])
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    report = json.loads(Path(json.loads(proc.stdout)["reports"]["json"]).read_text(encoding="utf-8"))
    return proc, report, peak_kib


def _entry(report: dict, kind) -> dict:
    key = hostile.doc_key(kind)
    if kind.name == "manifest_duplicate_id":
        matches = [d for d in report["documents"] if d.get("codes") == ["MANIFEST_DUPLICATE"]]
    elif kind.name in ("manifest_not_an_object", "manifest_broken_json_line"):
        line = 1 + [k.name for k in hostile.kinds("document") + hostile.kinds("manifest")].index(kind.name)
        matches = [d for d in report["documents"] if f"manifest.jsonl line {line}:" in (d.get("where") or "")]
    else:
        matches = [d for d in report["documents"] if (d["doc"] == key or d["doc"].startswith(key.split("@")[0] + "@"))
                   and d.get("codes") != ["MANIFEST_DUPLICATE"]]
    assert len(matches) == 1, (kind.name, matches)
    return matches[0]


def test_the_run_is_clean_conserved_and_bounded(ingested):
    proc, report, peak_kib = ingested
    assert proc.returncode == 1  # quarantined/rejected documents stop the run, as they should
    assert_clean(proc)
    c = report["conservation"]
    n = len(hostile.kinds("document")) + len(hostile.kinds("manifest"))
    assert c["holds"] and c["input"] == n == len(report["documents"])
    assert peak_kib < 2 * 1024 * 1024  # 2 GiB for the whole hostile corpus


@pytest.mark.parametrize("kind", hostile.kinds("document") + hostile.kinds("manifest"), ids=lambda k: k.name)
def test_kind_gets_its_code(ingested, kind):
    _, report, _ = ingested
    entry = _entry(report, kind)
    assert entry["state"] == kind.state, (kind.name, entry)
    if kind.code:
        assert kind.code in entry["codes"], (kind.name, entry)
    if kind.state == "accepted":  # handled as a normal document: no finding that stops it
        assert not set(entry["codes"]) & {"PARSE_CORRUPT", "PARSE_EMPTY", "PARSE_TIMEOUT", "TEXT_TOO_LARGE"}


@pytest.mark.parametrize("kind", hostile.kinds("policy"), ids=lambda k: k.name)
def test_broken_policy_is_a_usage_error(tmp_path, kind):
    path = hostile.write_policies(tmp_path)[kind.name]
    proc = run_kbgate(["policy", "check", str(path)], timeout=60)
    assert proc.returncode == 2 and kind.code in proc.stderr, proc.stderr[-1000:]
    assert_clean(proc)
    assert len(proc.stderr) < 5000  # a YAML bomb is never expanded into the message


BIG_MANIFEST = 20_000  # the bench (bench/robustness_report.py) runs the full 100,000 records


def test_big_manifest_is_conserved(tmp_path):
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy

    corpus = hostile.write_big_manifest(tmp_path, BIG_MANIFEST)
    loaded = load_corpus(corpus, load_policy(ROOT / "policies" / "acme.yaml"))
    assert loaded.total == BIG_MANIFEST and not loaded.rejected
    assert loaded.load_error_counts() == {"FILE_MISSING": BIG_MANIFEST}


def test_limits_are_findings_with_their_own_codes(tmp_path):
    """Per-file size limit and time budget from the policy (small limits, so the test is fast)."""
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy

    policy = load_policy(ROOT / "policies" / "acme.yaml")
    corpus = tmp_path / "c"
    (corpus / "acme").mkdir(parents=True)
    (corpus / "acme" / "big.txt").write_text(hostile.text_for("big", 15000))  # ~1.6 MB
    (corpus / "acme" / "long.pdf").write_bytes(hostile.pdf_pages(1000)())
    (corpus / "acme" / "ok.txt").write_text(hostile.text_for("ok"))
    rec = {"version": "v1", "source": "acme-kb", "tenant_id": "acme", "classification": "internal",
           "effective_from": "2025-01-01"}
    (corpus / "manifest.jsonl").write_text("".join(json.dumps({**rec, "doc_id": n, "path": f"acme/{n}.{e}"}) + "\n"
                                                   for n, e in (("big", "txt"), ("long", "pdf"), ("ok", "txt"))))
    tight = policy.model_copy(update={"limits": policy.limits.model_copy(
        update={"max_file_mb": 1.0, "parse_seconds": 0.2})})
    codes = {d.record.doc_id: d.load_error.code if d.load_error else None for d in load_corpus(corpus, tight).documents}
    assert codes == {"big": "FILE_TOO_LARGE", "long": "PARSE_TIMEOUT", "ok": None}
    codes = {d.record.doc_id: d.load_error.code if d.load_error else None for d in load_corpus(corpus, policy).documents}
    assert codes == {"big": None, "long": None, "ok": None}  # near-misses: within the default limits
