"""CLI of promote, rollback and `audit show --alias`: exact texts, exit codes, JSON."""

from __future__ import annotations

import json

from factories import run_cli as run
from promote_helpers import warn_policy


def test_promote_cli_refusal_exit_1_with_the_rule(env, capsys):
    gate = env.gate(env.v0, None, policy=warn_policy(env))  # WARN
    args = ["promote", "--store", env.spec, "--alias", "kb", "--candidate", env.v0, "--gate-report",
            str(gate.report_path)]
    code, out, err = run(args, capsys)
    assert code == 1 and out == ""
    assert err == (f"Refused (WARN_NOT_ACCEPTED): gate run {gate.report['run_id']} decided WARN "
                   f"({'; '.join(gate.reasons)}); to promote anyway pass --accept-warn --reviewer NAME "
                   "--reason TEXT\n")
    code, out, _ = run([*args, "--format", "json"], capsys)
    assert code == 1 and json.loads(out)["refusal"] == "WARN_NOT_ACCEPTED" and json.loads(out)["promoted"] is False
    code, _, err = run([*args, "--accept-warn", "--reviewer", "alice"], capsys)
    assert code == 2 and "--accept-warn needs --reviewer NAME and --reason TEXT" in err
    code, out, _ = run([*args, "--accept-warn", "--reviewer", "alice", "--reason", "known", "--format", "json"],
                       capsys)
    assert code == 0
    res = json.loads(out)
    assert res["promoted"] and res["version"] == env.v0 and res["previous"] is None and res["reviewer"] == "alice"


def test_promote_cli_text_and_missing_report(env, capsys):
    gate = env.gate(env.v0, None)
    code, out, _ = run(["promote", "--store", env.spec, "--alias", "kb", "--candidate", env.v0, "--gate-report",
                        str(gate.report_path)], capsys)
    assert code == 0
    assert out.startswith(f"Promoted {env.v0}: alias kb (new) -> {env.v0} (gate run {gate.report['run_id']}: PASS; swap ")
    code, _, err = run(["promote", "--store", env.spec, "--alias", "kb", "--candidate", env.v1, "--gate-report",
                        str(env.work / "nope.json")], capsys)
    assert code == 2
    assert err.startswith(f"Error: cannot read gate report {env.work / 'nope.json'} (No such file or directory); ")


def test_rollback_cli(env, capsys):
    env.release()
    env.promote(env.v1, env.gate(env.v1, "kb"))
    code, out, _ = run(["rollback", "--store", env.spec, "--alias", "kb", "--reason", "bad refunds"], capsys)
    assert code == 0 and out.startswith(f"Rolled back alias kb: {env.v1} -> {env.v0} (swap ")
    code, _, err = run(["rollback", "--store", env.spec, "--alias", "kb"], capsys)
    assert code == 1
    assert err.startswith("Refused (NOTHING_TO_ROLL_BACK): alias kb has no earlier approved target to roll back to")


def test_audit_show_alias_timeline(env, capsys):
    env.release()
    g = env.gate(env.v1, "kb")
    env.promote(env.v1, g, reviewer="alice", reason="new manuals")
    run(["rollback", "--store", env.spec, "--alias", "kb", "--reason", "P0 regression", "--reviewer", "bob"], capsys)
    code, out, _ = run(["audit", "show", "--store", env.spec, "--alias", "kb"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"alias kb: now -> {env.v0}"
    assert f"promotion  (none) -> {env.v0}  gate PASS" in lines[1]
    assert lines[2].endswith(f"promotion  {env.v0} -> {env.v1}  gate PASS (run {g.report['run_id']})  "
                             "reviewer alice  reason: new manuals")
    assert lines[3].endswith(f"rollback   {env.v1} -> {env.v0}  reviewer bob  reason: P0 regression")
    code, out, _ = run(["audit", "show", "--store", env.spec, "--alias", "kb", "--format", "json"], capsys)
    data = json.loads(out)
    assert data["current"] == env.v0 and [e["action"] for e in data["timeline"]] == ["promotion", "promotion",
                                                                                      "rollback"]
    code, out, _ = run(["audit", "show", "--store", env.spec, "--alias", "other"], capsys)
    assert out == "alias other has no history; promote a version with `kbgate promote`\n"


def test_index_drop_refuses_versions_in_the_alias_history(env, capsys):
    env.release()
    env.promote(env.v1, env.gate(env.v1, "kb"))
    code, _, err = run(["index", "drop", env.v0, "--store", env.spec], capsys)
    assert code == 2 and "in the history of alias 'kb'" in err and "pass --force" in err
    code, _, _ = run(["index", "drop", env.v0, "--store", env.spec, "--force"], capsys)
    assert code == 0
