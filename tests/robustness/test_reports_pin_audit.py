"""Gate, access and promotion reports carry the audit head at their time; a keyed store verifies."""

from __future__ import annotations

import json

from kbgate.audit import KEYED_PREFIX, AuditLog
from version_gate.promote import rollback


def test_gate_and_promotion_reports_pin_the_log(env, monkeypatch):
    monkeypatch.setenv("KBGATE_AUDIT_KEY", "a-key-for-the-tests-" * 2)
    before = AuditLog(env.spec).head()
    gate = env.gate(env.v0, None)
    on_disk = json.loads(gate.report_path.read_text(encoding="utf-8"))
    assert on_disk["audit_head"] == before  # the log as it was when the gate ran
    promoted = env.promote(env.v0, gate)
    assert promoted.audit_head == AuditLog(env.spec).head()
    assert promoted.audit_head["hash"].startswith(KEYED_PREFIX)
    env.promote(env.v1, env.gate(env.v1, env.v0))
    back = rollback(env.store, env.spec, alias="kb")
    assert back.to_dict()["audit_head"] == AuditLog(env.spec).head()
    # the store's old records are unkeyed, the new ones keyed: the chain verifies with the key
    assert AuditLog(env.spec).verify().ok
    # a report held elsewhere pins the log: dropping records after it is caught by the seq/hash
    recs = list(AuditLog(env.spec).records())
    assert recs[promoted.audit_head["seq"] - 1]["hash"] == promoted.audit_head["hash"]
