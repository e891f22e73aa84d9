"""kbgate.gate, kbgate.promote and kbgate.rollback on a real store: the decisions, exit codes, reports and audit
records of the CLI commands they stand for."""

from __future__ import annotations

from promote_helpers import EVAL, make_env

import kbgate


def test_gate_promote_and_rollback_through_the_api(tmp_path_factory, tmp_path):
    from kbgate.audit import AuditLog, audit_root

    env = make_env(tmp_path_factory, tmp_path)
    env.store.close()  # the API opens the store by its spec, as the CLI does
    first = kbgate.gate(env.pass_policy, EVAL, store=env.spec, candidate=env.v0, baseline=None,
                        workdir=tmp_path / "work")
    assert (first.decision, first.exit_code) == ("PASS", 0)
    assert sorted(first.reports) == ["json", "junit", "markdown"] and first.reports["json"].is_file()
    done = kbgate.promote(env.spec, "kb", env.v0, first.reports["json"])
    assert (done.decision, done.exit_code, done.details["version"], done.details["previous"]) == (
        "promoted", 0, env.v0, None)

    blocked = kbgate.gate(env.pass_policy, EVAL, store=env.spec, candidate=env.bad, baseline="kb",
                          workdir=tmp_path / "work")
    assert (blocked.decision, blocked.exit_code) == ("BLOCK", 1) and blocked.reasons
    refused = kbgate.promote(env.spec, "kb", env.bad, blocked.reports["json"])
    assert (refused.decision, refused.exit_code, refused.refusal) == ("refused", 1, "BLOCKED")
    assert "BLOCK" in refused.message

    second = kbgate.gate(env.pass_policy, EVAL, store=env.spec, candidate=env.v1, baseline="kb",
                         workdir=tmp_path / "work")
    assert kbgate.promote(env.spec, "kb", env.v1, second.reports["json"]).decision == "promoted"
    back = kbgate.rollback(env.spec, "kb", reason="regression", reviewer="ana")
    assert (back.decision, back.exit_code, back.details["version"], back.details["previous"]) == (
        "rolled_back", 0, env.v0, env.v1)

    kinds = [r["kind"] for r in AuditLog(audit_root(env.spec)).records()]
    assert kinds.count("gate_decision") == 3 and kinds.count("promotion") == 2 and kinds[-1] == "rollback"
