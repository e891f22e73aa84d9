"""A new user's ten minutes: init, manifest draft, project file, release (issue 33), in-process.

The same script through a real ``pip install`` into a new venv is tests/test_install.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from factories import mixed_folder
from factories import run_cli as run


@pytest.fixture
def project(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("KBGATE_HOME", raising=False)
    monkeypatch.delenv("KBGATE_PROJECT", raising=False)
    mixed_folder(tmp_path / "docs")
    code, out, _ = run(["init", "--yes", "--tenant", "acme", "--tenant", "globex", "--tenant-from-path", "1"], capsys)
    assert code == 0, out
    assert out.endswith("Next:\n  kbgate manifest draft docs     # draft the manifest; review the guesses it lists\n"
                        "  kbgate corpus inspect docs     # what loads, in which format and language\n"
                        "  kbgate release                   # ingest -> access -> gate, one report (add --promote)\n")
    assert run(["manifest", "draft", "docs"], capsys)[0] == 0
    return tmp_path


def test_init_never_overwrites_and_config_show_names_each_source(project, capsys):
    code, _, err = run(["init", "--yes"], capsys)
    assert code == 2 and "kbgate.yaml and policy.yaml already exist(s); pass --force to overwrite" in err
    assert run(["policy", "check"], capsys)[0] == 0  # the written policy is valid, found through the project
    code, out, _ = run(["config", "show", "--format", "json"], capsys)
    rows = {r["setting"]: r for r in json.loads(out)["settings"]}
    assert rows["policy"] == {"setting": "policy", "value": "policy.yaml",
                              "source": f"{project / 'kbgate.yaml'} line 3"}
    assert rows["eval"]["value"] == []
    (project / "sub").mkdir()
    import os

    os.chdir(project / "sub")  # found in a parent, paths relative to the project file
    rows = {r["setting"]: r for r in json.loads(run(["config", "show", "--format", "json"], capsys)[1])["settings"]}
    assert rows["corpus"]["value"] == "../docs"


def test_release_without_an_eval_set_warns_and_says_how_to_gate(project, capsys):
    code, out, _ = run(["release"], capsys)
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].endswith(": WARN")
    assert lines[1].startswith("  ingest   passed   input 4 = accepted 4 + quarantined 0 + rejected 0; staging kb__")
    assert lines[2] == "  access   passed   passed: 0 leak(s)"
    assert lines[3] == "  gate     skipped  no eval set: retrieval quality was not gated"
    report = json.loads(next(project.glob(".kbgate/reports/*/release.json")).read_text(encoding="utf-8"))
    assert report["decision"] == "WARN" and [s["step"] for s in report["steps"]] == ["ingest", "access", "gate"]
    # the next command it prints drafts an eval set with the project's corpus, policy and store
    nxt = next(line.strip() for line in lines if line.strip().startswith("kbgate evalset generate"))
    args = nxt.split("#")[0].split()[1:]
    assert args == ["evalset", "generate", "--index", report["candidate"], "-o", "eval/locked.jsonl"]
    code, out, err = run(args, capsys)
    assert code == 0, err
    assert (project / "eval" / "locked.jsonl").is_file()
    page = Path(report["reports"]["html"]).read_text(encoding="utf-8")
    assert f"release {report['run_id']}: WARN" in page
    assert "gate: skipped: no eval set: retrieval quality was not gated" in page


def test_release_with_an_eval_set_passes_and_promotes(project, capsys):
    recs = [json.loads(x) for x in (project / "docs" / "manifest.jsonl").read_text(encoding="utf-8").splitlines()]
    ids = {r["path"]: r["doc_id"] for r in recs}
    cases = [("R1", "acme", "How many days until a refund is paid?", "acme/refunds.md", "fifteen days", "P0"),
             ("S1", "globex", "When do Globex parcels ship?", "globex/shipping.html", "two working days", "P1"),
             ("W1", "globex", "How long is the warranty?", "globex/warranty.docx", "two years", "P1")]
    (project / "eval").mkdir()
    (project / "eval" / "locked.jsonl").write_text(
        '{"kbgate_eval": {"name": "locked", "split": "locked"}}\n' + "".join(json.dumps({
            "case_id": cid, "query": q, "tenant_id": t, "actor_role": "employee",
            "relevant": [{"doc_id": ids[path], "anchor": anchor}], "answerable": True, "risk": risk,
            "stratum": "fact"}) + "\n" for cid, t, q, path, anchor, risk in cases), encoding="utf-8")
    text = (project / "kbgate.yaml").read_text(encoding="utf-8").replace("eval: []", "eval: [eval/locked.jsonl]")
    (project / "kbgate.yaml").write_text(text, encoding="utf-8")
    code, out, err = run(["release", "--promote", "--format", "json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert (data["decision"], data["promoted"], data["stopped_at"]) == ("PASS", True, None), data
    assert [(s["step"], s["status"]) for s in data["steps"]] == [
        ("ingest", "passed"), ("access", "passed"), ("gate", "passed"), ("promote", "passed")]
    # the second release gates against the live alias
    code, out, _ = run(["release", "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["steps"][2]["summary"] == f"PASS vs {data['candidate']}"


def test_release_stops_at_the_first_failing_step(project, capsys):
    (project / "docs" / "acme" / "contact.md").write_text("# Contact\n\nWrite to jane.doe@example.com.\n",
                                                         encoding="utf-8")
    assert run(["manifest", "draft", "docs", "--update"], capsys)[0] == 0
    code, out, _ = run(["release", "--fail-on-ingest", "quarantine", "--format", "json"], capsys)
    assert code == 1
    data = json.loads(out)
    assert (data["decision"], data["stopped_at"]) == ("BLOCK", "ingest")
    assert [s["step"] for s in data["steps"]] == ["ingest"]
    assert data["reasons"] == ["ingest: 1 finding(s) at fail_on quarantine or stricter"]
    # the near-miss: the default (block) holds the document back and releases the rest
    code, out, _ = run(["release", "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["steps"][0]["summary"].startswith("input 5 = accepted 4 + quarantined 1")


def test_release_of_an_empty_manifest_is_exit_2(project, capsys):
    (project / "docs" / "manifest.jsonl").write_text("", encoding="utf-8")
    code, _, err = run(["release"], capsys)
    assert code == 2
    assert err == ("Error: corpus docs: manifest.jsonl lists no documents, so there is nothing to check; add one "
                   "record per document (`kbgate manifest draft docs` drafts them)\n")


def test_flags_win_over_the_project_file(project, capsys):
    data = yaml.safe_load((project / "kbgate.yaml").read_text(encoding="utf-8"))
    assert data["policy"] == "policy.yaml"
    code, _, err = run(["policy", "check", "nope.yaml"], capsys)
    assert code == 2 and "policy file nope.yaml not found" in err
    code, _, err = run(["--no-project", "policy", "check"], capsys)
    assert code == 2 and "Missing argument 'POLICY_FILE'" in err


def test_doctor_says_ok_or_how_to_fix(project, capsys):
    import fcntl
    import os

    code, out, _ = run(["doctor", "--format", "json"], capsys)
    rows = {r["item"]: r for r in json.loads(out)["rows"]}
    assert code == 0, rows
    assert rows["python"]["status"] == "ok" and rows["presidio/spaCy"]["status"] == "ok"
    assert rows["project file"]["detail"] == str(project / "kbgate.yaml")
    assert rows["store"] == {"item": "store", "status": "ok",
                             "detail": ".kbgate/store does not exist yet; the first ingest creates it"}
    assert run(["release"], capsys)[0] == 0
    fd = os.open(project / ".kbgate" / "store" / "aliases.lock", os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # a promotion in progress
        code, out, _ = run(["doctor"], capsys)
    finally:
        os.close(fd)
    assert code == 1
    assert ("FIX   store lock      .kbgate/store/aliases.lock is held by another process (a promotion or build in "
            "progress); wait for it, or find it with `fuser` before retrying\n") in out


def test_a_bad_project_file_reports_every_error_at_once(project, capsys):
    text = (project / "kbgate.yaml").read_text(encoding="utf-8")
    bad = text.replace("as_of: today", "as_of: yesterday\nreport_folder: out", 1)
    (project / "kbgate.yaml").write_text(bad, encoding="utf-8")
    code, _, err = run(["config", "show"], capsys)
    assert code == 2
    line = bad[:bad.index("as_of:")].count("\n") + 1
    assert err == (f"Error: project file {project / 'kbgate.yaml'} is invalid:\n"
                   f"  line {line}: as_of: 'yesterday' is not an ISO date (YYYY-MM-DD) or 'today'\n"
                   f"  line {line + 1}: report_folder: unknown key; remove it or check its spelling\n")


def test_a_project_default_gives_way_to_an_option_that_excludes_it(project, capsys):
    evals = project / "e.jsonl"
    evals.write_text(json.dumps({"case_id": "C1", "query": "q", "tenant_id": "acme", "actor_role": "employee",
                                 "relevant": [], "answerable": False, "risk": "P1", "stratum": "unanswerable"}) + "\n",
                     encoding="utf-8")
    code, _, err = run(["evalset", "stats", str(evals)], capsys)  # the project's store without --index
    assert code == 0, err
    code, _, err = run(["access", "--target", "http://127.0.0.1:9", "--timeout", "0.2", "--retries", "0"], capsys)
    assert "pass exactly one of --store" not in err
    code, _, err = run(["access", "--target", "http://127.0.0.1:9", "--store", ".kbgate/store"], capsys)
    assert code == 2 and "pass exactly one of --store" in err  # the near-miss: both on the command line


def test_init_asks_when_not_told_to_take_the_defaults(tmp_path):
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    answers = "\n".join(["my-kb", "acme", "public,internal,secret", "agent=internal,auditor=secret", "manuals",
                         ".kbgate/store", "kb"]) + "\n"
    result = CliRunner().invoke(cli, ["--no-project", "init", str(tmp_path / "p")], input=answers)
    assert result.exit_code == 0, result.output
    policy = yaml.safe_load((tmp_path / "p" / "policy.yaml").read_text(encoding="utf-8"))
    assert (policy["name"], policy["tenants"], policy["classification_levels"], policy["roles"]) == (
        "my-kb", [{"id": "acme"}], ["public", "internal", "secret"],
        {"agent": {"clearance": "internal"}, "auditor": {"clearance": "secret"}})
    project = yaml.safe_load((tmp_path / "p" / "kbgate.yaml").read_text(encoding="utf-8"))
    assert (project["corpus"], project["manifest"]) == ("manuals", {"classification": "internal", "tenant": "acme"})
    assert f"cd {tmp_path / 'p'} && kbgate manifest draft manuals" in result.output


def test_release_without_a_project_file_says_to_run_init(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("KBGATE_PROJECT", raising=False)
    code, _, err = run(["release"], capsys)
    assert code == 2
    assert err.endswith("Error: missing --policy, --corpus, --store, --alias: no kbgate.yaml here or in a parent "
                        "directory gives them; run `kbgate init` (or pass the options)\n")
