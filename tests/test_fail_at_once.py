"""Bad input fails at once, with every error in one pass; summaries say what is true (issue 33)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from factories import run_cli as run

ROOT = Path(__file__).resolve().parent.parent

SMALL_POLICY = """name: t
tenants: [{id: acme}]
classification_levels: [public, internal]
roles: {agent: {clearance: internal}}
sources: [{name: kb}]
"""


def _line(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def test_a_bad_policy_reports_every_error_of_the_file_in_one_pass_with_line_numbers(tmp_path, capsys):
    text = (ROOT / "policies/acme.yaml").read_text(encoding="utf-8")
    edited = (text.replace("name: acme-after-sales", "name: acme-after-sales\ncolour: blue", 1)
              .replace("  source:\n", "  source:\n    code_actions: {DIGEST_MISMATCHH: flag}\n    shout: 1\n", 1)
              .replace("  withdrawn:\n", "  spellcheck: {}\n  withdrawn:\n", 1)
              .replace("    warn: 0.85\n    block: 0.75\n", "    warn: 0.7\n    block: 0.8\n", 1)
              .replace("clearance: restricted,", "clearance: top-secret,", 1))
    bad = tmp_path / "bad.yaml"
    bad.write_text(edited, encoding="utf-8")
    code, out, err = run(["policy", "check", str(bad)], capsys)
    assert (code, out) == (2, "")
    assert err == (
        f"Error: policy {bad} is invalid (6 errors):\n"
        f"  line {_line(edited, 'colour')}: colour: unknown key; remove it or check its spelling\n"
        f"  line {_line(edited, '  risk_officer:')}: roles.risk_officer.clearance: 'top-secret' is not one of "
        "classification_levels (public, internal, confidential, restricted)\n"
        f"  line {_line(edited, 'code_actions: {DIGEST_MISMATCHH')}: checks.source.code_actions.DIGEST_MISMATCHH: "
        "unknown code for check 'source'; valid codes: DIGEST_MISMATCH, DIGEST_MISSING, UNKNOWN_SOURCE\n"
        f"  line {_line(edited, 'shout')}: checks.source.shout: unknown parameter; remove it or check its spelling\n"
        f"  line {_line(edited, 'spellcheck')}: checks.spellcheck: unknown check; valid ids: eval_leak, freshness, "
        "injection, labels, near_duplicate, parse, pii, schema, source, withdrawn\n"
        f"  line {_line(edited, '  recall_at_5:')}: gates.recall_at_5: warn 0.7 is below block 0.8; higher is "
        "better for this metric, so warn must be at least block (e.g. warn: 0.8, block: 0.7)\n")


@pytest.mark.parametrize(("lines", "message"), [
    # must-catch rows: the wrong order for each direction
    ("precision_at_5: {warn: 0.2, block: 0.3}", "gates.precision_at_5: warn 0.2 is below block 0.3; higher"),
    ("latency_p95_ms: {warn: 900, block: 500}", "gates.latency_p95_ms: warn 900 is above block 500; lower"),
    ("mrr: {warn: 0.7, target: 0.6}", "gates.mrr: target 0.6 is below warn 0.7; higher"),
    ("mrr: {by_risk: {P0: {warn: 0.5, block: 0.9}}}", "gates.mrr.by_risk.P0: warn 0.5 is below block 0.9; higher"),
    # near-miss rows: equal lines and the right order are accepted
    ("precision_at_5: {warn: 0.3, block: 0.3}", None),
    ("latency_p95_ms: {warn: 200, block: 500, target: 100}", None),
    ("unauthorized_hits: {warn: 0, block: 0}", None),
])
def test_gate_line_order(tmp_path, capsys, lines, message):
    path = tmp_path / "p.yaml"
    path.write_text(SMALL_POLICY + f"gates:\n  {lines}\n", encoding="utf-8")
    code, _, err = run(["policy", "check", str(path)], capsys)
    if message is None:
        assert (code, err) == (0, "")
    else:
        assert code == 2
        assert err.startswith(f"Error: policy {path} is invalid:\n  line 7: {message}")


def _corpus(root: Path, files: dict[str, bytes], records: list[dict] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (root / name).write_bytes(data)
    if records is None:
        records = [{"doc_id": Path(n).stem + "-" + Path(n).suffix.lstrip("."), "version": "v1", "path": n,
                    "source": "kb", "tenant_id": "acme", "classification": "internal",
                    "effective_from": "2026-01-01"} for n in files]
    (root / "manifest.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return root


def test_an_empty_manifest_is_exit_2_with_the_reason(tmp_path, capsys):
    corpus = _corpus(tmp_path / "c", {}, [])
    (tmp_path / "p.yaml").write_text(SMALL_POLICY, encoding="utf-8")
    code, out, err = run(["ingest", str(corpus), "--policy", str(tmp_path / "p.yaml"),
                          "--workdir", str(tmp_path / "w")], capsys)
    assert (code, out) == (2, "")
    assert err == (f"Error: corpus {corpus}: manifest.jsonl lists no documents, so there is nothing to check; add "
                   f"one record per document (`kbgate manifest draft {corpus}` drafts them)\n")


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8


@pytest.mark.parametrize(("name", "data", "message"), [
    # must-catch rows: content of another format than the extension says
    ("scan.pdf", PNG, "scan.pdf is a PNG image, not a PDF: its content does not match the extension '.pdf'; "
                      "convert it or give it the right extension"),
    ("notes.pdf", b"Meeting notes, saved under the wrong name.\n" * 3,
     "notes.pdf is plain text, not a PDF: its content does not match the extension '.pdf'; convert it or give it "
     "the right extension"),
    ("form.docx", b"%PDF-1.7\n" + b"\x00garbage" * 40,
     "form.docx is a PDF, not a Word .docx file: its content does not match the extension '.docx'; convert it or "
     "give it the right extension"),
    ("photo.txt", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) * 4,
     "photo.txt is a JPG image, not text: its content does not match the extension '.txt'; convert it or give it "
     "the right extension"),
    # near-miss rows: text whose first bytes look like a loose signature loads as text
    ("bmw.txt", b"BMW service intervals: oil every 15000 km, brakes every 30000 km.\n" * 3, None),
    ("id3.md", b"ID3 tags are explained in this note about audio metadata.\n" * 3, None),
])
def test_a_file_is_named_for_what_it_is(tmp_path, name, data, message):
    from kbgate.corpus.load import load_corpus

    doc = load_corpus(_corpus(tmp_path / "c", {name: data})).documents[0]
    assert (doc.load_error.message if doc.load_error else None) == message


def test_ingest_prints_the_field_level_manifest_error_and_the_file_error(tmp_path, capsys):
    good = {"doc_id": "a", "version": "v1", "path": "a.md", "source": "kb", "tenant_id": "acme",
            "classification": "internal", "effective_from": "2026-01-01"}
    corpus = _corpus(tmp_path / "c", {"a.md": b"# Refunds\n\nRefunds are paid within seven days.\n", "s.pdf": PNG},
                     [good, {**good, "doc_id": "b", "effective_from": "2026-13-01"},
                      {**good, "doc_id": "s", "path": "s.pdf"}])
    (tmp_path / "p.yaml").write_text(SMALL_POLICY, encoding="utf-8")
    code, out, _ = run(["ingest", str(corpus), "--policy", str(tmp_path / "p.yaml"), "--as-of", "2026-06-01",
                        "--workdir", str(tmp_path / "w")], capsys)
    assert code == 1
    assert ("  rejected     b@v1                                     MANIFEST_INVALID\n"
            "               manifest.jsonl line 2: field 'effective_from': Input should be a valid date or datetime, "
            "month value is outside expected range of 1-12\n") in out
    assert "               s@v1: s.pdf is a PNG image, not a PDF: its content does not match" in out
    code, out, _ = run(["ingest", str(corpus), "--policy", str(tmp_path / "p.yaml"), "--as-of", "2026-06-01",
                        "--workdir", str(tmp_path / "w"), "--format", "json"], capsys)
    rejected = {r["doc"]: r["why"] for r in json.loads(out)["rejected"]}
    assert rejected == {"b@v1": "manifest.jsonl line 2: field 'effective_from': Input should be a valid date or "
                                "datetime, month value is outside expected range of 1-12",
                        "s@v1": "s@v1: s.pdf is a PNG image, not a PDF: its content does not match the extension "
                                "'.pdf'; convert it or give it the right extension"}


def test_policy_check_lists_every_check_that_runs_and_the_default_lines(tmp_path, capsys):
    path = tmp_path / "p.yaml"
    path.write_text(SMALL_POLICY + "checks:\n  pii: {action: redact}\n  withdrawn: {enabled: false}\n",
                    encoding="utf-8")
    code, out, _ = run(["policy", "check", str(path)], capsys)
    assert code == 0
    assert ("  checks:          9 run (* not in the file: runs with its defaults)\n"
            "                   eval_leak=quarantine*, freshness=quarantine*, injection=quarantine*, "
            "labels=quarantine*, near_duplicate=quarantine*, parse=quarantine*, pii=redact, schema=quarantine*, "
            "source=quarantine*\n"
            "  disabled:        withdrawn\n") in out
    assert "    unauthorized_hits      block 0  (default)\n" in out


def test_policy_check_warns_about_a_line_the_eval_set_cannot_reach(tmp_path, capsys):
    path = tmp_path / "p.yaml"
    path.write_text(SMALL_POLICY + "gates:\n  precision_at_5: {warn: 0.3, block: 0.1}\n", encoding="utf-8")
    case = {"query": "q", "tenant_id": "acme", "actor_role": "agent", "answerable": True, "risk": "P1",
            "stratum": "fact"}
    evals = tmp_path / "e.jsonl"
    evals.write_text("".join(json.dumps({**case, "case_id": f"C{i}", "relevant": [
        {"doc_id": "a", "anchor": f"x{j}"} for j in range(n)]}) + "\n" for i, n in enumerate((1, 1, 1, 2))),
        encoding="utf-8")
    code, _, err = run(["policy", "check", str(path), "--eval", str(evals)], capsys)
    assert code == 0
    assert err == ("Warning: gates.precision_at_5.warn 0.3 is out of reach of this eval set: with one chunk per gold "
                   "anchor, precision_at_5 in all is at most 0.25 (3 of 4 cases have a single anchor); lower the "
                   "line to 0.25 or less\n")
    # the near-miss: a reachable line is not warned about
    path.write_text(SMALL_POLICY + "gates:\n  precision_at_5: {warn: 0.25, block: 0.1}\n", encoding="utf-8")
    assert run(["policy", "check", str(path), "--eval", str(evals)], capsys)[2] == ""


def test_quarantine_list_shows_a_held_document_as_superseded_once_a_later_run_accepted_its_file(tmp_path, capsys):
    good = {"doc_id": "a", "version": "v1", "path": "a.md", "source": "kb", "tenant_id": "acme",
            "classification": "internal", "effective_from": "2026-01-01"}
    corpus = _corpus(tmp_path / "c", {"a.md": b"# Refunds\n\nAsk the desk for a refund.\n"}, [good])
    (tmp_path / "p.yaml").write_text(SMALL_POLICY, encoding="utf-8")
    args = ["ingest", str(corpus), "--policy", str(tmp_path / "p.yaml"), "--as-of", "2026-06-01",
            "--workdir", str(tmp_path / "w")]
    assert run(args, capsys)[0] == 0  # the near-miss: a run that accepted it *before* it was held supersedes nothing
    (corpus / "a.md").write_bytes(b"# Refunds\n\nWrite to jane.doe@example.com for a refund.\n")
    assert run(args, capsys)[0] == 1
    code, out, _ = run(["quarantine", "list", "--workdir", str(tmp_path / "w")], capsys)
    assert out.rstrip().endswith("held")
    (corpus / "a.md").write_bytes(b"# Refunds\n\nAsk the support desk for a refund.\n")
    assert run(args, capsys)[0] == 0
    out = run(["quarantine", "list", "--workdir", str(tmp_path / "w")], capsys)[1]
    assert "superseded: run " in out and out.rstrip().endswith("accepted its file")


def test_the_gate_summary_says_which_failed_cases_are_within_the_baseline(capsys, monkeypatch):
    from types import SimpleNamespace

    from kbgate.app.commands import gate as gate_cmd
    from version_gate import report as report_module

    monkeypatch.setattr(report_module, "pivot_table", lambda r: [["scope"], ["all"]])
    report = {"run_id": "g1", "candidate": {"version": "kb__2"}, "baseline": {"version": "kb__1"},
              "eval": {"name": "locked", "scored": 3},
              "cases": [{"case_id": "A", "status": "failed", "regressed": False},
                        {"case_id": "B", "status": "failed", "regressed": True},
                        {"case_id": "C", "status": "regressed", "regressed": True}],
              "root_causes": {"RANKING_NOISE": {"cases": ["A", "B"]}, "EVIDENCE_MISSING": {"cases": ["C"]}}}
    gate_cmd._print(report, SimpleNamespace(decision="PASS", reasons=[], report_path="r.json"))
    out = capsys.readouterr().out
    assert ("Failed or regressed cases by root cause (1 within the baseline: they fail on kb__1 too and are no "
            "worse; = marks them):\n  RANKING_NOISE: A=, B\n  EVIDENCE_MISSING: C\n\nDecision: PASS\n") in out
    # a first release has no baseline: nothing is "within" it
    report["baseline"] = {"version": None}
    gate_cmd._print(report, SimpleNamespace(decision="PASS", reasons=[], report_path="r.json"))
    out = capsys.readouterr().out
    assert "Failed cases by root cause (first release: no baseline; the lines above decide):\n  RANKING_NOISE: A, B\n" in out


def test_the_drill_names_the_missing_p0_cases_as_the_cause():
    from types import SimpleNamespace

    from version_gate.drill import _no_block_cause

    p1 = [SimpleNamespace(case_id="R1", risk="P1"), SimpleNamespace(case_id="R2", risk="P2")]
    assert _no_block_cause("PASS", p1, [], "eval/locked.jsonl", "kb__1") == (
        "the gate decided PASS: eval set eval/locked.jsonl has no P0 case, so the drill removed no evidence and "
        "there was nothing to block; mark the cases whose wrong answer is costly risk: P0")
    p0 = [*p1, SimpleNamespace(case_id="F1", risk="P0")]
    assert _no_block_cause("WARN", p0, [], "e.jsonl", "kb__1") == (
        "the gate decided WARN: no chunk of kb__1 holds the evidence of the P0 cases (F1), so the drill removed "
        "nothing; check their doc_id and anchor against the indexed documents")
    # the near-miss: P0 evidence was removed and the gate still passed: then the lines are too loose
    assert _no_block_cause("PASS", p0, ["d@v1#0"], "e.jsonl", "kb__1").endswith(
        "it must BLOCK, so tighten the policy's gates (recall/P0 thresholds) before relying on it")
