"""``kbgate report``: the HTML page from a real pipeline run on the fixtures, its hygiene, its errors.

The pipeline (:func:`pipeline_run`) runs once per session and is shared with
tests/test_report_browser.py: ingest with a staging version; a *leaky* version (the staging
chunks plus the withdrawn documents and one chunk moved to the other tenant) tested by
``kbgate access``; a first-release gate, a promotion and ``kbgate drill``, whose gate
(baseline vs a degraded candidate) has real regressions for the forest plot and case list.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner
from factories import fixture_generator, planted_pii, run_cli

ROOT = Path(__file__).resolve().parent.parent
POLICY = str(ROOT / "policies/acme.yaml")
EVAL = str(ROOT / "fixtures/eval/locked.jsonl")
CORPUS = str(ROOT / "fixtures/corpus")
_CACHE: dict[str, dict] = {}


def _cli(*args: str, ok: tuple[int, ...] = (0,)) -> str:
    from kbgate.app.cli import cli

    res = CliRunner().invoke(cli, list(args))
    assert res.exit_code in ok, (args, res.output, res.exception)
    return res.output


def pipeline_run(tmp_path_factory, tmp_root: Path) -> dict:
    """Run the pipeline once per session (see the module doc); paths of every report. The ingest is a copy of
    the session's template (``promote_helpers.copy_ingest``)."""
    if "run" in _CACHE:
        return _CACHE["run"]
    from promote_helpers import copy_ingest

    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.store import build_version, open_store

    store, work = tmp_root / "store", tmp_root / "work"
    out = copy_ingest(tmp_path_factory, tmp_root)
    ingest = Path(out["report"])
    report = json.loads(ingest.read_text(encoding="utf-8"))
    policy = load_policy(POLICY)
    docs = load_corpus(CORPUS, policy).documents
    accepted_ids = {c["chunk_id"] for d in report["documents"] if d["state"].startswith("accepted") for c in d["chunks"]}
    accepted = [c for d in docs for c in d.chunks if c.chunk_id in accepted_ids]
    other = next(t for t in policy.tenant_ids if t != accepted[0].tenant_id)
    leaky_chunks = [dataclasses.replace(accepted[0], tenant_id=other), *accepted[1:]]
    leaky_chunks += [c for d in docs if d.record.status == "withdrawn" for c in d.chunks]
    with open_store(str(store)) as s:
        leaky = build_version(s, "kb", "leaky", leaky_chunks)
    access = json.loads(_cli("access", "--policy", POLICY, "--corpus", CORPUS, "--store", str(store), "--index", leaky,
                             "--ingest-report", str(ingest), "--max-probes", "120", "--workdir", str(work),
                             "--format", "json", ok=(1,)))
    first = json.loads(_cli("gate", "--policy", POLICY, "--eval", EVAL, "--store", str(store), "--ingest-report",
                            str(ingest), "--baseline", "none", "--corpus", CORPUS, "--workdir", str(work),
                            "--format", "json", ok=(0, 1)))
    _cli("promote", "--store", str(store), "--alias", "kb", "--candidate", out["staging"], "--gate-report",
         first["report"], "--policy", POLICY, "--accept-warn", "--reviewer", "test", "--reason", "fixture run")
    drill = json.loads(_cli("drill", "--store", str(store), "--alias", "kb", "--policy", POLICY, "--eval", EVAL,
                            "--readers", "2", "--workdir", str(work), "--format", "json"))
    # a "demo directory": one sub-directory per report, as a CI job would collect them
    demo = tmp_root / "demo"
    for name, src in (("ingest", ingest.parent), ("access", Path(access["reports"]["json"]).parent),
                      ("gate", Path(drill["gate_report"]).parent)):
        shutil.copytree(src, demo / name)
    (demo / "drill.json").write_text(json.dumps(drill), encoding="utf-8")
    page = demo / "report.html"
    _cli("report", str(demo), "-o", str(page), "--by", "test-runner")
    _CACHE["run"] = {"store": store, "work": work, "ingest": ingest, "access": Path(access["reports"]["json"]),
                     "first_gate": Path(first["report"]), "gate": Path(drill["gate_report"]), "drill": drill,
                     "demo": demo, "page": page, "html": page.read_text(encoding="utf-8"), "docs": docs,
                     "policy": policy}
    return _CACHE["run"]


@pytest.fixture(scope="session")
def run(tmp_path_factory):
    return pipeline_run(tmp_path_factory, tmp_path_factory.mktemp("html_report"))


class Tags(HTMLParser):
    """Every start tag with its attributes, and the text of the elements with an id."""

    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def parse(html: str) -> Tags:
    p = Tags()
    p.feed(html)
    return p


# ---------------------------------------------------------------------------------------------
# the page
# ---------------------------------------------------------------------------------------------
def test_full_page_renders_every_section(run):
    html = run["html"]
    ids = {a.get("id") for _, a in parse(html).tags}
    assert {"decision", "ingest", "access", "gate", "drill", "leak-matrix", "findings-chart", "forest-plot",
            "latency"} <= ids
    # the drill's gate blocks (degraded candidate) and access found the planted leaks: BLOCK
    assert re.search(r'<span id="decision" class="badge block big">BLOCK</span>', html)
    leaks = int(re.search(r'id="leak-matrix" data-leaks="(\d+)"', html).group(1))
    access = json.loads(run["access"].read_text(encoding="utf-8"))
    assert leaks == sum(n for row in access["matrix"]["cells"].values() for n in row.values()) > 0
    assert {"deleted", "cross_tenant"} <= {x["kind"] for x in access["leaks"]}
    bounds = access["leak_bounds"]  # the leak-rate bound of the text and JSON reports is on the page too
    assert bounds["required_pairs"] and 'id="leak-bound"' in html
    assert f"{bounds['required_pairs']} required actor pairs, {bounds['unbounded']} without a bound" in html
    c = json.loads(run["ingest"].read_text(encoding="utf-8"))["conservation"]
    assert (f"input {c['input']} = accepted {c['accepted']} + accepted with redactions {c['accepted_redacted']} + "
            f"quarantined {c['quarantined']} + rejected {c['rejected']}") in html
    assert "kept (canonical)" in html and "NEAR_DUPLICATE" in html  # duplicate clusters
    assert "max_regression" in html and 'class="tick block"' in html  # forest plot with its lines
    assert "time to roll back" in html and "failed / mixed reads" in html
    assert "test-runner" in html  # who ran it


def test_header_names_versions_and_hashes(run):
    gate = json.loads(run["gate"].read_text(encoding="utf-8"))
    ingest = json.loads(run["ingest"].read_text(encoding="utf-8"))
    for value in (gate["candidate"]["version"], gate["baseline"]["version"], gate["policy"]["hash"],
                  gate["eval"]["hash"], ingest["corpus"]["hash"], gate["run_id"], ingest["run_id"]):
        assert value in run["html"]
    # the access run tested the leaky version, the gate the drill's degraded one: the page says so
    assert "The sections describe different index versions" in run["html"]


def test_regressed_cases_show_masked_queries_and_gold_chunks(run):
    gate = json.loads(run["gate"].read_text(encoding="utf-8"))
    regressed = [c for c in gate["cases"] if c.get("regressed")]
    assert regressed and all(c["case_id"] in run["html"] for c in regressed[:20])
    assert "<mark><code>" in run["html"]  # a gold chunk in a version's top k
    assert "ACME 耳机签收后多少天内可以申请无理由退款？" in run["html"]  # REFUND-001, an internal document's question


def test_ingest_run_directory_alone_renders(run, tmp_path):
    out = tmp_path / "ingest.html"
    _cli("report", str(run["ingest"].parent), "-o", str(out))
    html = out.read_text(encoding="utf-8")
    ids = {a.get("id") for _, a in parse(html).tags}
    assert {"decision", "ingest", "findings-chart"} <= ids and not {"access", "gate", "drill"} & ids
    assert '<span id="decision" class="badge warn big">WARN</span>' in html  # documents were quarantined


def test_default_output_is_in_the_run_directory_and_json_output(run, tmp_path, capsys):
    run_dir = tmp_path / "r"
    shutil.copytree(run["ingest"].parent, run_dir)
    code, out, err = run_cli(["report", str(run_dir), "--format", "json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["report"] == str(run_dir / "report.html") and Path(data["report"]).is_file()
    assert data["decision"] == "WARN" and data["sections"] == {"ingest": "WARN"}


def test_drill_from_the_audit_log(run, tmp_path):
    out = tmp_path / "drill.html"
    _cli("report", "--drill", str(run["store"] / "audit.jsonl"), "-o", str(out))
    html = out.read_text(encoding="utf-8")
    assert 'id="drill"' in html and run["drill"]["degraded"] in html and "PASS" in html


def test_page_is_self_contained(run):
    html = run["html"]
    tags = parse(html).tags
    names = {t for t, _ in tags}
    assert not names & {"link", "img", "iframe", "object", "embed", "base"}
    for tag, attrs in tags:
        for key in ("src", "href", "action", "xlink:href"):
            value = attrs.get(key)
            assert value is None or value.startswith("#"), (tag, key, value)
    csp = next(a["content"] for t, a in tags if t == "meta" and a.get("http-equiv") == "Content-Security-Policy")
    assert "default-src 'none'" in csp and "unsafe-inline" not in csp.split("script-src")[1]
    assert "@media print" in html and "@media (max-width" in html
    for svg in re.findall(r"<svg.*?</svg>", html, flags=re.S):
        ET.fromstring(svg)  # every chart is well-formed SVG


def test_the_script_is_allowed_by_its_hash(run):
    import base64
    import hashlib

    script = re.search(r"<script>(.*?)</script>", run["html"], flags=re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"'sha256-{digest}'" in run["html"]


# ---------------------------------------------------------------------------------------------
# hygiene: no raw PII, no canary, no text of a document not every role may read
# ---------------------------------------------------------------------------------------------
def test_page_holds_no_raw_pii(run):
    from ingest_checks.pii import contains_pii

    assert not contains_pii(run["html"])
    forms = {form for v in planted_pii() for form in (v, v.replace(" ", ""))}
    assert [v for v in forms if v in run["html"]] == []


def _canaries(run) -> list[str]:
    """The injection placeholder and the withdrawn documents' marker phrases (fixtures/generate.py)."""
    gen = fixture_generator()
    return ["[UNTRUSTED_INSTRUCTION]", gen.WITHDRAWN_PHRASE_ACME, gen.WITHDRAWN_PHRASE_GLOBEX]


def test_page_holds_no_canary(run):
    assert [c for c in _canaries(run) if c in run["html"]] == []


def test_canaries_are_in_the_reports_the_page_was_made_from(run):
    """The test above can fail: the reports hold the placeholder, and the deleted-document leaks the
    leaky version planted are in the access report."""
    ingest = run["ingest"].read_text(encoding="utf-8")
    assert "[UNTRUSTED_INSTRUCTION]" in ingest
    access = json.loads(run["access"].read_text(encoding="utf-8"))
    withdrawn = {d.key for d in run["docs"] if d.record.status == "withdrawn"}
    assert withdrawn and withdrawn <= {x["doc"] for x in access["leaks"] if x["kind"] == "deleted"}
    assert all(c in "".join(d.text for d in run["docs"]) for c in _canaries(run)[1:])


def _restricted_lines(run) -> list[str]:
    from access_tests.report import open_levels

    open_ = open_levels(run["policy"])
    lines = set()
    for d in run["docs"]:
        if d.record.classification in open_:
            continue
        lines |= {ln.strip() for ln in d.text.splitlines() if len(ln.strip()) >= 12 and not ln.strip().startswith("#")}
    return sorted(lines)


def test_page_quotes_no_document_above_the_open_levels(run):
    lines = _restricted_lines(run)
    assert len(lines) >= 10
    assert [ln for ln in lines if ln in run["html"]] == []


def test_restricted_anchors_are_withheld(run):
    from access_tests.report import open_levels
    from kbgate.evalset import load_eval_set

    level = {d.record.doc_id: d.record.classification for d in run["docs"]}
    open_ = open_levels(run["policy"])
    hidden = [ev.anchor for c in load_eval_set(EVAL) for ev in c.relevant if level.get(ev.doc_id) not in open_]
    shown = [ev.anchor for c in load_eval_set(EVAL) for ev in c.relevant if level.get(ev.doc_id) in open_]
    assert hidden and [a for a in hidden if a in run["html"]] == []
    assert any(a in run["html"] for a in shown)  # near miss: open documents' anchors are shown
    assert "[withheld: text of a" in run["html"]


def test_gate_alone_takes_levels_from_the_unchanged_manifest(run, tmp_path):
    """Without an ingest report the levels come from the manifest of the corpus the gate named."""
    from access_tests.report import open_levels
    from kbgate.evalset import load_eval_set

    out = tmp_path / "gate.html"
    _cli("report", "--gate", str(run["first_gate"]), "-o", str(out))
    html = out.read_text(encoding="utf-8")
    failed = {c["case_id"] for c in json.loads(run["first_gate"].read_text(encoding="utf-8"))["cases"]
              if c["status"] != "ok"}
    level = {d.record.doc_id: d.record.classification for d in run["docs"]}
    evidence = [(ev.anchor, level.get(ev.doc_id) in open_levels(run["policy"]))
                for c in load_eval_set(EVAL) if c.case_id in failed for ev in c.relevant]
    assert any(a in html for a, shown in evidence if shown)
    assert not any(a in html for a, shown in evidence if not shown)


def test_snippets_of_deleted_documents_are_withheld(run, tmp_path):
    access = json.loads(run["access"].read_text(encoding="utf-8"))
    deleted = next(x for x in access["leaks"] if x["kind"] == "deleted")
    other = next(x for x in access["leaks"] if x["kind"] != "deleted")
    deleted["snippet"], other["snippet"] = "recall notice WITHDRAWN-MARKER-7Q9X-ZETA", "public snippet kept"
    path = tmp_path / "access-report.json"
    path.write_text(json.dumps(access), encoding="utf-8")
    _cli("report", "--access", str(path), "-o", str(tmp_path / "a.html"))
    html = (tmp_path / "a.html").read_text(encoding="utf-8")
    assert "WITHDRAWN-MARKER" not in html and "[withheld: deleted document]" in html
    assert "public snippet kept" in html


def test_untrusted_text_is_escaped(run, tmp_path):
    report = json.loads(run["ingest"].read_text(encoding="utf-8"))
    evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>'
    report["findings"][0]["evidence"] = evil
    report["documents"][0]["doc"] = evil
    report["corpus"]["path"] = evil
    (tmp_path / "r").mkdir()
    (tmp_path / "r" / "report.json").write_text(json.dumps(report), encoding="utf-8")
    _cli("report", str(tmp_path / "r"))
    html = (tmp_path / "r" / "report.html").read_text(encoding="utf-8")
    assert "alert(1)</script>" not in html and "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_untrusted_verdict_is_escaped_in_attributes(run, tmp_path):
    """The gate's decision is also a class name of its badge: it is escaped there too."""
    report = json.loads(run["gate"].read_text(encoding="utf-8"))
    report["decision"] = 'x"><script>alert(3)</script>'
    path = tmp_path / "gate.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    _cli("report", "--gate", str(path), "-o", str(tmp_path / "g.html"))
    html = (tmp_path / "g.html").read_text(encoding="utf-8")
    assert "<script>alert(3)" not in html and 'class="badge x&#34;&gt;&lt;script&gt;alert(3)' in html


# ---------------------------------------------------------------------------------------------
# verdicts
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("conservation, actions, expected", [
    ({"holds": True, "quarantined": 0, "rejected": 0}, {"flag": 2}, "PASS"),
    ({"holds": True, "quarantined": 1, "rejected": 0}, {"quarantine": 1}, "WARN"),
    ({"holds": True, "quarantined": 0, "rejected": 1}, {}, "WARN"),
    ({"holds": True, "quarantined": 0, "rejected": 0}, {"block": 1}, "BLOCK"),
    ({"holds": False, "quarantined": 0, "rejected": 0}, {}, "BLOCK"),
])
def test_ingest_verdict(conservation, actions, expected):
    from kbgate.app.html_report import ingest_verdict

    assert ingest_verdict({"conservation": conservation, "counts_by_action": actions}) == expected


@pytest.mark.parametrize("verdicts, expected", [
    ({"ingest": "WARN", "access": "PASS", "gate": "PASS"}, "WARN"),
    ({"ingest": "PASS", "access": "BLOCK", "gate": "PASS"}, "BLOCK"),
    ({"gate": "PASS", "drill": "PASS"}, "PASS"),
    ({"gate": "WARN", "drill": "BLOCK"}, "BLOCK"),
])
def test_overall_is_the_strictest_section(verdicts, expected):
    from kbgate.app.html_report import overall

    assert overall(verdicts) == expected


def test_root_cause_detail_without_case_details_loses_its_quotes():
    from kbgate.app.html_report import _mask_detail

    detail = "anchor '风控审批阈值' of risk-playbook is in no chunk of the version"
    assert _mask_detail(detail, {}) == "anchor '…' of risk-playbook is in no chunk of the version"
    assert _mask_detail(detail, {"withheld": ["风控审批阈值"]}) == \
        "anchor '[withheld]' of risk-playbook is in no chunk of the version"
    assert _mask_detail(detail, {"withheld": []}) == detail


# ---------------------------------------------------------------------------------------------
# errors: exit 2 with a message saying what to do
# ---------------------------------------------------------------------------------------------
def test_nothing_to_render(capsys):
    code, _, err = run_cli(["report"], capsys)
    assert code == 2 and "nothing to render: pass RUN_DIR (a run directory) or --ingest/--access/--gate/--drill" in err


def test_no_output_without_run_dir(run, capsys):
    code, _, err = run_cli(["report", "--ingest", str(run["ingest"])], capsys)
    assert code == 2 and "pass -o FILE (without RUN_DIR there is no default place for the page)" in err


def test_wrong_kind_of_report(run, capsys, tmp_path):
    code, _, err = run_cli(["report", "--gate", str(run["ingest"]), "-o", str(tmp_path / "x.html")], capsys)
    assert code == 2
    assert f"Error: {run['ingest']} is not a gate report (schema 'kbgate.ingest-report/1'); pass report.json" in err


def test_two_reports_of_one_kind(run, capsys, tmp_path):
    for name in ("a", "b"):
        shutil.copytree(run["gate"].parent, tmp_path / name)
    code, _, err = run_cli(["report", str(tmp_path)], capsys)
    assert code == 2 and "holds 2 gate reports" in err and "pass the one to render with --gate FILE" in err


def test_directory_without_reports(capsys, tmp_path):
    (tmp_path / "notes.json").write_text('{"hello": 1}', encoding="utf-8")
    code, _, err = run_cli(["report", "--access", str(tmp_path), "-o", str(tmp_path / "x.html")], capsys)
    assert code == 2 and f"Error: {tmp_path} holds no access report; pass the access run's directory" in err


def test_audit_log_without_drill(capsys, tmp_path):
    log = tmp_path / "audit.jsonl"
    log.write_text('{"kind": "promotion"}\n', encoding="utf-8")
    code, _, err = run_cli(["report", "--drill", str(log), "-o", str(tmp_path / "x.html")], capsys)
    assert code == 2 and f"Error: {log} holds no drill record; run `kbgate drill` first" in err


def test_broken_json(capsys, tmp_path):
    bad = tmp_path / "report.json"
    bad.write_text("{not json", encoding="utf-8")
    code, _, err = run_cli(["report", "--ingest", str(bad), "-o", str(tmp_path / "x.html")], capsys)
    assert code == 2 and f"Error: cannot read report {bad} (" in err and "pass a JSON report written by kbgate" in err
