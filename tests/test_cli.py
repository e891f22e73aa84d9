"""CLI conventions: help with an example on every command, exact error texts, exit codes, JSON output."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from factories import run_cli as run

from kbgate.app.cli import cli, main

ROOT = Path(__file__).resolve().parent.parent


def _all_commands(group: click.Group, prefix: tuple[str, ...] = ()):
    for name, cmd in group.commands.items():
        yield (*prefix, name), cmd
        if isinstance(cmd, click.Group):
            yield from _all_commands(cmd, (*prefix, name))


COMMANDS = list(_all_commands(cli))


@pytest.mark.parametrize(("path", "cmd"), COMMANDS, ids=[" ".join(p) for p, _ in COMMANDS])
def test_every_command_has_help_with_an_example(path, cmd):
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert cmd.help and "Example" in cmd.help, f"kbgate {' '.join(path)} needs help text with an Example"


def test_help_imports_no_heavy_library():
    """`kbgate --help` stays fast because no command module imports a heavy library at import time."""
    code = ("import sys; from kbgate.app.cli import cli; "
            "heavy=[m for m in ('great_expectations','presidio_analyzer','qdrant_client','qdrant_edge','spacy',"
            "'pdfplumber','pypdf','datasketch','pandas','numpy') if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_policy_check_ok(capsys):
    code, out, _ = run(["policy", "check", str(ROOT / "policies/acme.yaml")], capsys)
    assert code == 0
    assert out.startswith("Policy acme-after-sales is valid")
    assert "tenants:         acme, globex" in out


def test_policy_error_names_yaml_path(tmp_path, capsys):
    text = (ROOT / "policies/acme.yaml").read_text(encoding="utf-8").replace("block: 0.75", "block: 1.5")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    code, _, err = run(["policy", "check", str(bad)], capsys)
    assert code == 2
    line = text[:text.index("block: 1.5")].count("\n") + 1
    assert err == f"Error: policy {bad} is invalid:\n  line {line}: gates.recall_at_5.block: must be between 0 and 1\n"


@pytest.mark.parametrize(("edit", "message"), [
    (("name: acme-after-sales", "name: acme-after-sales\ncolour: blue"), "colour: unknown key; remove it or check its spelling"),
    (("  withdrawn:\n    action: quarantine", "  withdrawn:\n    action: shred"),
     "checks.withdrawn.action: Input should be 'quarantine', 'block', 'flag', 'redact' or 'info'"),
    (("  withdrawn:\n", "  spellcheck: {}\n  withdrawn:\n"), "checks.spellcheck: unknown check; valid ids: "),
    (("embedding: {kind: bm25}", "embedding: {kind: sentence-transformers}"),
     "embedding: model is required for kind sentence-transformers (give a local model path)"),
    (("clearance: restricted,", "clearance: top-secret,"),
     "roles.risk_officer.clearance: 'top-secret' is not one of classification_levels"),
])
def test_policy_errors(tmp_path, capsys, edit, message):
    text = (ROOT / "policies/acme.yaml").read_text(encoding="utf-8")
    assert edit[0] in text
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    code, _, err = run(["policy", "check", str(bad)], capsys)
    assert code == 2
    assert message in err


def test_code_actions_typo_is_a_policy_error_naming_the_valid_codes(tmp_path, capsys):
    text = (ROOT / "policies/acme.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    edited = text.replace("  source:\n", "  source:\n    code_actions: {DIGEST_MISMATCHH: flag}\n", 1)
    bad.write_text(edited, encoding="utf-8")
    line = edited[:edited.index("code_actions: {DIGEST_MISMATCHH")].count("\n") + 1
    code, _, err = run(["policy", "check", str(bad)], capsys)
    assert (code, err) == (2, f"Error: policy {bad} is invalid:\n  line {line}: checks.source.code_actions.DIGEST_MISMATCHH: "
                              "unknown code for check 'source'; valid codes: DIGEST_MISMATCH, DIGEST_MISSING, "
                              "UNKNOWN_SOURCE\n")
    # the near-miss: the right spelling is accepted
    bad.write_text(text.replace("  source:\n", "  source:\n    code_actions: {DIGEST_MISMATCH: flag}\n", 1),
                   encoding="utf-8")
    assert run(["policy", "check", str(bad)], capsys)[0] == 0


def test_missing_policy_file(capsys):
    code, _, err = run(["policy", "check", "nope.yaml"], capsys)
    assert (code, err) == (2, "Error: policy file nope.yaml not found; pass an existing YAML file, "
                              "e.g. policies/acme.yaml\n")


def test_policy_schema_is_in_sync():
    from kbgate.policy import policy_schema

    published = json.loads((ROOT / "policies/policy.schema.json").read_text(encoding="utf-8"))
    assert published == policy_schema(), "run `kbgate policy schema > policies/policy.schema.json`"


def test_corpus_inspect_json_has_one_entry_per_record(capsys):
    code, out, _ = run(["corpus", "inspect", str(ROOT / "fixtures/corpus"), "--format", "json"], capsys)
    assert code == 0
    inv = json.loads(out)
    lines = [ln for ln in (ROOT / "fixtures/corpus/manifest.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert len(inv["documents"]) == len(lines) == inv["records"]


def test_corpus_inspect_missing_dir(capsys):
    code, _, err = run(["corpus", "inspect", "/nonexistent/corpus"], capsys)
    assert (code, err) == (2, "Error: corpus directory /nonexistent/corpus not found; pass a directory that "
                              "holds manifest.jsonl\n")


def test_corpus_inspect_strict_exits_2_on_bad_records(capsys):
    code, out, _ = run(["corpus", "inspect", str(ROOT / "fixtures/bad_manifest"), "--strict"], capsys)
    assert code == 2
    assert "REJECTED" in out


MINI = {"doc_id": "a", "version": "v1", "path": "acme/a.txt", "source": "acme-kb", "tenant_id": "acme",
        "classification": "public", "effective_from": "2026-01-01"}


@pytest.fixture
def mini_corpus(tmp_path):
    (tmp_path / "acme").mkdir()
    (tmp_path / "acme/a.txt").write_text("退款规则：签收后15天内可以申请退款。", encoding="utf-8")
    (tmp_path / "manifest.jsonl").write_text(json.dumps(MINI) + "\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(("extra", "message"), [
    (["--store", "x"], "Error: --store and --alias go together: pass both to write a staging version"),
    (["--store", "x", "--alias", "k b"],
     "Error: Invalid value for --alias: 'k b' is not a valid alias; use 1-64 letters, digits, '.', '_' or '-', "
     "starting with a letter or digit"),
    (["--store", "x", "--alias", "-kb"],
     "Error: Invalid value for --alias: '-kb' is not a valid alias; use 1-64 letters, digits, '.', '_' or '-', "
     "starting with a letter or digit"),
    (["--as-of", "2026-13-01"], "Error: Invalid value for --as-of: '2026-13-01' is not an ISO date; use YYYY-MM-DD"),
])
def test_ingest_usage_errors(mini_corpus, capsys, extra, message):
    code, _, err = run(["ingest", str(mini_corpus), "--policy", str(ROOT / "policies/acme.yaml"), *extra], capsys)
    assert code == 2
    assert err.strip().endswith(message)


def test_ingest_bad_eval_set_names_line_and_field(mini_corpus, tmp_path, capsys):
    bad = tmp_path / "eval.jsonl"
    bad.write_text('{"case_id": "A-1"}\n', encoding="utf-8")
    code, _, err = run(["ingest", str(mini_corpus), "--policy", str(ROOT / "policies/acme.yaml"),
                        "--eval", str(bad), "--workdir", str(tmp_path / "w")], capsys)
    assert code == 2
    assert err.startswith(f"Error: eval set {bad} has 6 error(s); fix them:\n  eval.jsonl line 1: field 'query': "
                          "required field is missing\n")


def test_ingest_clean_corpus_exits_0(mini_corpus, tmp_path, capsys):
    code, out, _ = run(["ingest", str(mini_corpus), "--policy", str(ROOT / "policies/acme.yaml"),
                        "--workdir", str(tmp_path / "w"), "--as-of", "2026-11-29"], capsys)
    assert code == 0, out
    assert "input 1 = accepted 1 + accepted with redactions 0 + quarantined 0 + rejected 0" in out


def _policy_with(tmp_path, old: str, new: str) -> Path:
    text = (ROOT / "policies/acme.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "policy.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.fixture
def expired_corpus(mini_corpus):
    """The mini corpus with its one document expired before the as-of date 2026-11-29."""
    (mini_corpus / "manifest.jsonl").write_text(json.dumps({**MINI, "expires_at": "2026-06-30"}) + "\n",
                                                encoding="utf-8")
    return mini_corpus


@pytest.mark.parametrize(("action", "fail_on", "code"), [
    ("quarantine", "quarantine", 1), ("quarantine", "flag", 1), ("block", "block", 1),
    ("flag", "flag", 1),
    # near-misses: a finding below the --fail-on level does not fail the run
    ("flag", "quarantine", 0), ("quarantine", "block", 0), ("quarantine", "never", 0), ("block", "never", 0),
])
def test_fail_on_level(expired_corpus, tmp_path, capsys, action, fail_on, code):
    policy = _policy_with(tmp_path, "  freshness:\n    action: quarantine", f"  freshness:\n    action: {action}")
    got, out, _ = run(["ingest", str(expired_corpus), "--policy", str(policy), "--workdir", str(tmp_path / "w"),
                       "--as-of", "2026-11-29", "--fail-on", fail_on, "--format", "json"], capsys)
    assert got == code
    assert json.loads(out)["counts_by_code"] == {"EXPIRED": 1}


def test_internal_error_is_one_line_and_kbgate_debug_shows_the_traceback(mini_corpus, monkeypatch, capsys):
    import kbgate.corpus.load

    def boom(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(kbgate.corpus.load, "load_corpus", boom)
    monkeypatch.delenv("KBGATE_DEBUG", raising=False)
    code, out, err = run(["corpus", "inspect", str(mini_corpus)], capsys)
    assert (code, out, err) == (2, "", "Error: internal error RuntimeError: boom. This is a kbgate bug; rerun with "
                                       "KBGATE_DEBUG=1 for the traceback and report it.\n")
    monkeypatch.setenv("KBGATE_DEBUG", "1")
    with pytest.raises(RuntimeError, match="boom"):
        main(["corpus", "inspect", str(mini_corpus)])


@pytest.mark.parametrize("code, fix", [
    (errno.ENOSPC, "free space on that disk, or give kbgate a directory on another one, and run the command again"),
    (errno.EACCES, "give your user access to it, or give kbgate a directory you own, and run the command again"),
])
def test_a_system_refusal_says_what_to_free_or_change_not_kbgate_bug(mini_corpus, monkeypatch, capsys, code, fix):
    import kbgate.corpus.load

    def refused(*args, **kwargs):
        raise OSError(code, os.strerror(code), "/data/kb/runs")

    monkeypatch.setattr(kbgate.corpus.load, "load_corpus", refused)
    monkeypatch.delenv("KBGATE_DEBUG", raising=False)
    assert run(["corpus", "inspect", str(mini_corpus)], capsys) == (
        2, "", f"Error: the system refused to write or read /data/kb/runs: {os.strerror(code)}; {fix}.\n")


def test_other_os_errors_are_still_reported_as_bugs(mini_corpus, monkeypatch, capsys):
    import kbgate.corpus.load

    def broken(*args, **kwargs):
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    monkeypatch.setattr(kbgate.corpus.load, "load_corpus", broken)
    monkeypatch.delenv("KBGATE_DEBUG", raising=False)
    _, _, err = run(["corpus", "inspect", str(mini_corpus)], capsys)
    assert err.startswith("Error: internal error OSError: ") and "This is a kbgate bug" in err


def _ingest_json(corpus, work, capsys) -> dict:
    code, out, err = run(["ingest", str(corpus), "--policy", str(ROOT / "policies/acme.yaml"), "--workdir", str(work),
                          "--as-of", "2026-11-29", "--format", "json"], capsys)
    assert code in (0, 1), err
    return json.loads(Path(json.loads(out)["reports"]["json"]).read_text(encoding="utf-8"))


def test_quarantine_show_text_and_json(expired_corpus, tmp_path, capsys):
    work = str(tmp_path / "w")
    _ingest_json(expired_corpus, work, capsys)
    [item] = json.loads(run(["quarantine", "list", "--workdir", work, "--format", "json"], capsys)[1])
    code, out, _ = run(["quarantine", "show", item["id"], "--workdir", work], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"{item['id']}  a@v1  (acme/a.txt, sha256 {item['file_sha256'][:12]})"
    assert lines[1].startswith(f"quarantined by run {item['run_id']} at ")
    assert lines[2].startswith("  [high/quarantine] EXPIRED: a@v1 expired on 2026-06-30")
    assert len(lines) == 3  # not released
    shown = json.loads(run(["quarantine", "show", item["id"], "--workdir", work, "--format", "json"], capsys)[1])
    assert (shown["id"], shown["codes"], shown["release"]) == (item["id"], ["EXPIRED"], None)
    code, _, err = run(["quarantine", "show", "q-0000000000", "--workdir", work], capsys)
    assert (code, err) == (2, f"Error: no quarantined item 'q-0000000000' in {work}/quarantine; list them with "
                              "`kbgate quarantine list`\n")


def test_a_release_lapses_when_the_file_changes(expired_corpus, tmp_path, capsys):
    work = str(tmp_path / "w")
    _ingest_json(expired_corpus, work, capsys)
    [item] = json.loads(run(["quarantine", "list", "--workdir", work, "--format", "json"], capsys)[1])
    assert run(["quarantine", "release", item["id"], "--workdir", work, "--reviewer", "alice", "--reason", "ok"],
               capsys)[0] == 0
    [doc] = _ingest_json(expired_corpus, work, capsys)["documents"]
    assert (doc["state"], doc["released_by"]) == ("accepted", "alice")  # the same file: the release holds
    (expired_corpus / "acme/a.txt").write_text("退款规则：签收后30天内可以申请退款。", encoding="utf-8")
    [doc] = _ingest_json(expired_corpus, work, capsys)["documents"]
    assert (doc["state"], doc["released_by"]) == ("quarantined", None)  # reviewed bytes changed: held again


def test_a_crashing_check_fails_closed(mini_corpus, policy, monkeypatch):
    import dataclasses
    import datetime as dt

    from ingest_checks import registry
    from ingest_checks.runner import run_checks
    from kbgate.corpus.load import load_corpus

    def crash(doc, params, ctx):
        raise ValueError("bad regex")

    labels = registry.all_checks()["labels"]
    monkeypatch.setitem(registry.CHECKS._units, "labels", dataclasses.replace(labels, fn=crash))
    flagging = policy.model_copy(update={"checks": {**policy.checks, "labels": {"action": "flag"}}})
    result = run_checks(load_corpus(mini_corpus, flagging), flagging, as_of=dt.date(2026, 11, 29), only=["labels"])
    [finding] = result.findings
    assert (finding.code, finding.action, finding.check_id) == ("CHECK_FAILED", "quarantine", "labels")
    assert finding.message == "check 'labels' failed (ValueError: bad regex); the document is held until the check passes"
    assert result.outcomes["a@v1"].state == "quarantined" and result.accepted_chunks == []


def test_code_actions_cannot_name_check_failed(tmp_path, capsys):
    policy = _policy_with(tmp_path, "  labels:\n    action: quarantine",
                          "  labels:\n    action: quarantine\n    code_actions: {CHECK_FAILED: flag}")
    code, _, err = run(["policy", "check", str(policy)], capsys)
    assert code == 2 and "checks.labels.code_actions.CHECK_FAILED: unknown code for check 'labels'" in err


@pytest.mark.parametrize(("split", "warned"), [("locked", True), ("tuning", False)])
def test_ingest_warns_when_it_reads_a_locked_eval_set(mini_corpus, tmp_path, capsys, split, warned):
    evalset = tmp_path / "hr.jsonl"
    evalset.write_text(json.dumps({"kbgate_eval": {"split": split}}) + "\n", encoding="utf-8")
    code, _, err = run(["ingest", str(mini_corpus), "--policy", str(ROOT / "policies/acme.yaml"), "--eval", str(evalset),
                        "--workdir", str(tmp_path / "w"), "--as-of", "2026-11-29"], capsys)
    assert code == 0
    notice = "Warning: hr.jsonl is the locked eval set 'hr'; do not tune on it (use a tuning split), it only gates releases"
    assert (notice in err) is warned


def test_info_findings_never_fail_a_run_even_with_fail_on_flag(tmp_path, capsys):
    """Benign hidden content is counted (action ``info``), not flagged: ``--fail-on flag`` still exits 0."""
    (tmp_path / "acme").mkdir()
    (tmp_path / "acme/a.md").write_text("# 退款规则\n\n<!-- toc -->\n\n签收后15天内可以申请退款。\n", encoding="utf-8")
    (tmp_path / "manifest.jsonl").write_text(json.dumps({**MINI, "path": "acme/a.md"}) + "\n", encoding="utf-8")
    code, out, _ = run(["ingest", str(tmp_path), "--policy", str(ROOT / "policies/acme.yaml"), "--fail-on", "flag",
                        "--workdir", str(tmp_path / "w"), "--as-of", "2026-11-29", "--format", "json"], capsys)
    assert code == 0, out
    assert json.loads(out)["counts_by_code"] == {"HIDDEN_CONTENT_INFO": 1}
