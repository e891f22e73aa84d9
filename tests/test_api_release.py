"""kbgate.gate, kbgate.promote and kbgate.rollback on a real store: the decisions, exit codes, reports and audit
records of the CLI commands they stand for."""

from __future__ import annotations

import json

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


def test_check_documents_against_the_live_index_builds_a_staging_version(tmp_path_factory, tmp_path):
    """With store= and alias=, a copy of live content under a new doc_id is a duplicate of the live index; the rest
    is staged as a new version, the live alias untouched, and the run audited in the store's log."""
    from kbgate.audit import AuditLog, audit_root

    env = make_env(tmp_path_factory, tmp_path)
    env.release()
    live = max(env.store.scroll(env.v0, fields=["text", "doc_id", "tenant_id"]), key=lambda p: len(p["text"]))
    env.store.close()
    meta = {"version": "v1", "path": "acme/copy.md", "source": "acme-kb", "tenant_id": live["tenant_id"],
            "classification": "internal", "effective_from": "2026-01-01"}
    docs = [{"text": live["text"], "doc_id": "copy-of-live", **meta},
            {"text": "Die Garantie verlängert sich um zwölf Monate, wenn das Gerät registriert wird. " * 3,
             "doc_id": "fresh", **meta, "path": "acme/fresh.md", "tenant_id": "acme"}]
    out = kbgate.check_documents(docs, env.pass_policy, store=env.spec, alias="kb", as_of="2026-11-29",
                                 workdir=tmp_path / "work")
    copy, fresh = out.verdicts
    assert copy.state == "quarantined" and {"DUPLICATE", "NEAR_DUPLICATE"} & set(copy.codes), copy.codes
    assert live["doc_id"] in json.dumps(copy.findings)
    assert fresh.state == "accepted" and out.ingest.version.startswith("kb__") and out.ingest.live == env.v0
    kinds = [r["kind"] for r in AuditLog(audit_root(env.spec)).records()]
    assert kinds[-2:] == ["ingest_run", "staging_build"]
