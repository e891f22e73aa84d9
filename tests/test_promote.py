"""Promotion bound to evidence: one test per refusal reason, accepted promotions, rollback, timeline.

Every gate report here comes from the real gate (``version_gate.gate.run_gate``) on
versions built from the fixture corpus.
"""

from __future__ import annotations

import json
import threading
import time

import pytest
from promote_helpers import EVAL, POLICY, warn_policy, write_policy

from kbgate.audit import AuditLog
from kbgate.errors import GateError, InputError
from version_gate.promote import PromotionRefused, rollback, rollback_target, who


def refused(code: str, fn, *args, **kw) -> str:
    with pytest.raises(PromotionRefused) as exc:
        fn(*args, **kw)
    assert exc.value.code == code, str(exc.value)
    return str(exc.value)


def last_record(env, kind: str) -> dict:
    return [r for r in AuditLog(env.spec).records() if r["kind"] == kind][-1]


# --- accepted promotions ---------------------------------------------------------------


def test_first_promotion_creates_the_alias_and_is_audited(env):
    gate = env.gate(env.v0, None)
    assert gate.decision == "PASS", gate.reasons
    out = env.promote(env.v0, gate, reviewer="alice", reason="first release")
    assert env.store.get_alias("kb") == env.v0 and out.previous is None
    assert [(e["previous"], e["target"], e["kind"]) for e in env.store.alias_history("kb")] == \
        [(None, env.v0, "promotion")]
    rec = last_record(env, "promotion")
    assert rec["index_version"] == env.v0 and rec["reviewer"] == "alice"
    assert rec["actor_id_hash"] == AuditLog(env.spec).hash_actor(who())
    assert rec["policy_hash"] == gate.report["policy"]["hash"]
    d = rec["details"]
    assert (d["alias"], d["from"], d["to"], d["gate_run_id"], d["gate_decision"], d["reason"]) == \
        ("kb", None, env.v0, gate.report["run_id"], "PASS", "first release")
    import hashlib

    assert d["report_hash"] == hashlib.sha256(gate.report_path.read_bytes()).hexdigest()
    assert AuditLog(env.spec).verify().ok


def test_promotion_is_one_atomic_swap_under_readers(env):
    from kbgate.retrieval.retriever import Actor, QdrantRetriever

    env.release()
    gate = env.gate(env.bad, "kb")  # gate a real candidate first, then promote v1 from an identical report set
    assert gate.decision == "BLOCK"
    gate = env.gate(env.v1, "kb")
    assert gate.decision == "PASS", gate.reasons
    retriever = QdrantRetriever(env.store, "kb")
    seen, errors, stop = [], [], threading.Event()

    def read():
        while not stop.is_set():
            try:
                start = time.perf_counter()
                seen.append((start, retriever.retrieve("退款", Actor("acme", "support_agent"), top_k=3).index_version))
            except Exception as exc:  # noqa: BLE001 - counted
                errors.append(exc)

    threads = [threading.Thread(target=read) for _ in range(4)]
    for t in threads:
        t.start()
    while len(seen) < 20:
        time.sleep(0.001)
    out = env.promote(env.v1, gate)
    done = time.perf_counter()
    while sum(1 for start, _ in list(seen) if start > done) < 20:
        time.sleep(0.001)
    stop.set()
    for t in threads:
        t.join()
    assert not errors
    assert {v for _, v in seen} == {env.v0, env.v1}
    assert {v for start, v in seen if start > done} == {env.v1}  # every read begun after the swap sees v1
    assert out.previous == env.v0 and env.store.get_alias("kb") == env.v1


# --- one test per refusal reason ---------------------------------------------------------


def test_block_is_refused(env):
    env.release()
    gate = env.gate(env.bad, "kb", policy=POLICY)
    assert gate.decision == "BLOCK"
    msg = refused("BLOCKED", env.promote, env.bad, gate, accept_warn=True, reviewer="alice", reason="x")
    assert msg.startswith(f"gate run {gate.report['run_id']} decided BLOCK (")
    assert "P0 regression" in msg and msg.endswith("fix the candidate and re-run the gate")
    assert env.store.get_alias("kb") == env.v0


def test_warn_needs_accept_warn_and_a_reviewer(env):
    gate = env.gate(env.v0, None, policy=warn_policy(env))  # precision_at_5 below its warn line
    assert gate.decision == "WARN"
    msg = refused("WARN_NOT_ACCEPTED", env.promote, env.v0, gate)
    assert msg.endswith("to promote anyway pass --accept-warn --reviewer NAME --reason TEXT")
    for half in ({}, {"reviewer": "alice"}, {"reason": "known"}):  # accepting a WARN names who and why, up front
        with pytest.raises(InputError, match="--accept-warn needs --reviewer NAME and --reason TEXT"):
            env.promote(env.v0, gate, accept_warn=True, **half)
    refused("WARN_NOT_ACCEPTED", env.promote, env.v0, gate, reviewer="alice")
    assert env.store.get_alias("kb") is None
    out = env.promote(env.v0, gate, accept_warn=True, reviewer="alice", reason="precision known low")
    assert out.gate_decision == "WARN" and env.store.get_alias("kb") == env.v0
    rec = last_record(env, "promotion")
    assert rec["reviewer"] == "alice" and rec["details"]["accepted_warn"] is True


def test_changed_fingerprint_is_refused(env):
    from kbgate.store import build_version
    from version_gate.drill import chunk_from_payload

    env.release()
    gate = env.gate(env.v1, "kb")
    assert gate.decision == "PASS"
    # the version is dropped and rebuilt under the same name with other content
    chunks = [chunk_from_payload(p, i) for i, p in enumerate(env.store.scroll(env.v1)) if not p["doc_id"].startswith("globex")]
    env.store.drop_version(env.v1)
    assert build_version(env.store, "kb", env.v1.split("__", 1)[1], chunks) == env.v1
    msg = refused("FINGERPRINT_CHANGED", env.promote, env.v1, gate)
    assert msg.endswith("its content changed since the gate ran, re-run the gate")


def test_other_baseline_is_refused(env):
    env.release()
    gate = env.gate(env.v1, env.bad)  # judged against a version the alias never pointed at
    assert gate.decision in ("PASS", "WARN"), gate.reasons
    msg = refused("BASELINE_MISMATCH", env.promote, env.v1, gate, accept_warn=True, reviewer="a", reason="b")
    assert msg == (f"the gate judged baseline {env.bad}, but alias kb points to {env.v0}; the gate judged a "
                   "different baseline, re-run the gate with --baseline kb")


def test_alias_moved_since_the_gate_is_refused(env):
    env.release()
    g1, g2 = env.gate(env.v1, "kb"), env.gate(env.v2, "kb")
    env.promote(env.v1, g1)
    msg = refused("ALIAS_MOVED", env.promote, env.v2, g2)
    assert msg == f"alias kb moved from {env.v0} to {env.v1} since the gate ran; re-run the gate"
    assert [e["target"] for e in env.store.alias_history("kb")] == [env.v0, env.v1]


def test_eval_set_not_the_registered_locked_set_is_refused(env, tmp_path):
    env.release()  # registers locked.jsonl under its name "locked"
    changed = tmp_path / "edited" / "locked.jsonl"
    changed.parent.mkdir()
    changed.write_text("".join(EVAL.read_text(encoding="utf-8").splitlines(keepends=True)[:-3]), encoding="utf-8")
    gate = env.gate(env.v1, "kb", eval_path=changed)
    assert gate.decision == "WARN" and any("changed since it was registered" in r for r in gate.reasons)
    msg = refused("EVAL_NOT_LOCKED", env.promote, env.v1, gate, accept_warn=True, reviewer="a", reason="b")
    assert msg.startswith("eval set 'locked' of the report has hash ")
    assert msg.endswith("re-run the gate on the locked set")


@pytest.mark.parametrize("split", ["tuning", "challenge"])
def test_a_gate_run_on_a_tuning_or_challenge_set_cannot_promote(env, tmp_path, split):
    from kbgate.evalset import registered_locked

    tuning = tmp_path / "tuning.jsonl"
    tuning.write_bytes(EVAL.read_bytes())  # the very cases of the locked set: only the split differs
    (tmp_path / "tuning.meta.yaml").write_text(f"split: {split}\n", encoding="utf-8")
    gate = env.gate(env.v0, None, eval_path=tuning)
    assert "tuning" not in registered_locked(env.spec)  # never registered as a locked set
    msg = refused("EVAL_NOT_LOCKED", env.promote, env.v0, gate, accept_warn=True, reviewer="a", reason="b")
    assert msg == (f"the report gated eval set 'tuning', which is a {split} split; only a locked set can back a "
                   "promotion: re-run the gate with the locked set (split: locked in its kbgate_eval header line or "
                   "NAME.meta.yaml)")
    assert env.store.get_alias("kb") is None


def test_a_set_marked_locked_registers_and_promotes(env, tmp_path):
    from kbgate.evalset import registered_locked

    gold = tmp_path / "gold.jsonl"
    gold.write_bytes(EVAL.read_bytes())
    (tmp_path / "gold.meta.yaml").write_text("split: locked\n", encoding="utf-8")
    env.promote(env.v0, env.gate(env.v0, None, eval_path=gold), accept_warn=True, reviewer="a", reason="b")
    assert "gold" in registered_locked(env.spec) and env.store.get_alias("kb") == env.v0


def test_changed_policy_is_refused(env, tmp_path):
    policy = write_policy(tmp_path / "p.yaml", precision_at_5={"warn": 0.15, "block": 0.1})
    gate = env.gate(env.v0, None, policy=policy)
    assert gate.decision == "PASS"
    msg = refused("POLICY_CHANGED", env.promote, env.v0, gate, policy_path=str(POLICY))
    assert msg.startswith("the policy given has hash ")
    write_policy(policy, precision_at_5={"warn": 0.16, "block": 0.1})  # edited after the gate ran
    msg = refused("POLICY_CHANGED", env.promote, env.v0, gate)
    assert msg.startswith(f"the report's policy file {policy} has hash ")
    assert msg.endswith("re-run the gate with the current policy")
    policy.unlink()
    msg = refused("POLICY_CHANGED", env.promote, env.v0, gate)
    assert "is gone, so its hash cannot be checked; pass --policy" in msg


def test_incomplete_or_missing_version_is_refused(env):
    from kbgate.store import VERSION_META

    env.release()
    g1, g2 = env.gate(env.v1, "kb"), env.gate(env.v2, "kb")
    (env.store.versions_dir / env.v1 / VERSION_META).unlink()  # what an interrupted drop leaves
    msg = refused("VERSION_INCOMPLETE", env.promote, env.v1, g1)
    assert msg == (f"version {env.v1} is incomplete (its build or drop was interrupted); rebuild it and "
                   "re-run the gate")
    env.store.drop_version(env.v2)
    msg = refused("VERSION_MISSING", env.promote, env.v2, g2)
    assert msg == f"version {env.v2} is not in the store (dropped?); build it again and re-run the gate"


def test_first_release_report_refused_once_the_alias_exists(env):
    first = env.gate(env.v1, None)
    env.release()
    msg = refused("FIRST_RELEASE_ALIAS_EXISTS", env.promote, env.v1, first)
    assert msg == (f"the report was gated with --baseline none (a first release), but alias kb already points to "
                   f"{env.v0}; re-run the gate with --baseline kb")


def test_report_with_a_baseline_refused_while_the_alias_is_missing(env):
    gate = env.gate(env.v1, env.v0)
    msg = refused("ALIAS_MISSING", env.promote, env.v1, gate)
    assert msg.startswith("alias kb does not exist yet")


def test_edited_or_foreign_report_is_refused(env):
    env.release()
    gate = env.gate(env.bad, "kb")
    assert gate.decision == "BLOCK"
    report = json.loads(gate.report_path.read_text(encoding="utf-8"))
    report["decision"], report["reasons"] = "PASS", []
    gate.report_path.write_text(json.dumps(report), encoding="utf-8")
    msg = refused("REPORT_NOT_AUDITED", env.promote, env.bad, gate)
    assert "was edited after the gate wrote it" in msg
    assert env.store.get_alias("kb") == env.v0


def test_report_of_another_candidate_is_refused(env):
    env.release()
    gate = env.gate(env.v1, "kb")
    msg = refused("CANDIDATE_MISMATCH", env.promote, env.v2, gate)
    assert msg.startswith(f"gate report of run {gate.report['run_id']} judged version {env.v1}, not {env.v2}")


def test_smoke_report_is_refused(env):
    from kbgate.policy import load_policy
    from version_gate.gate import GateRequest, run_gate

    gate = run_gate(GateRequest(store=env.store, store_spec=env.spec, policy=load_policy(env.pass_policy),
                                policy_path=str(env.pass_policy), eval_path=str(EVAL), candidate=env.v0,
                                baseline=None, smoke=10, out_dir=env.work / "runs" / "smoke"))
    msg = refused("SMOKE_REPORT", env.promote, env.v0, gate)
    assert msg.endswith("a pre-check only; run the full gate (without --smoke) to promote")
    assert env.store.get_alias("kb") is None


def test_refusals_are_gate_errors():
    assert issubclass(PromotionRefused, GateError)


# --- rollback ------------------------------------------------------------------------------


def promote_chain(env):
    env.release()
    for v in (env.v1, env.v2):
        env.promote(v, env.gate(v, "kb"))


def test_rollback_goes_to_the_previous_approved_target_and_is_audited(env):
    promote_chain(env)
    out = rollback(env.store, env.spec, alias="kb", reason="P0 regression")
    assert (out.previous, out.version) == (env.v2, env.v1) and env.store.get_alias("kb") == env.v1
    rec = last_record(env, "rollback")
    approval = [r for r in AuditLog(env.spec).records() if r["kind"] == "promotion"][1]  # the one that put v1 on kb
    assert rec["details"] | {"swap_ms": 0} == {"alias": "kb", "from": env.v2, "to": env.v1, "reason": "P0 regression",
                                                "swap_ms": 0, "approved_by_gate_run": approval["details"]["gate_run_id"]}
    assert rec["policy_hash"] == approval["policy_hash"] and rec["actor_id_hash"]
    assert rollback(env.store, env.spec, alias="kb").version == env.v0  # v2 was withdrawn, v1 is current
    msg = refused("NOTHING_TO_ROLL_BACK", rollback, env.store, env.spec, alias="kb")
    assert msg.startswith(f"alias kb has no earlier approved target to roll back to (it points to {env.v0}")
    assert rollback(env.store, env.spec, alias="kb", to=env.v2).version == env.v2  # --to an approved version


def test_rollback_to_a_version_never_approved_is_refused(env):
    promote_chain(env)
    msg = refused("NOTHING_TO_ROLL_BACK", rollback, env.store, env.spec, alias="kb", to=env.bad)
    assert msg.startswith(f"cannot roll alias kb back to {env.bad}: it was never an approved target of kb")
    refused("NOTHING_TO_ROLL_BACK", rollback, env.store, env.spec, alias="nope")


def test_rollback_skips_dropped_versions(env):
    promote_chain(env)
    env.store.drop_version(env.v1, force=True)
    assert rollback(env.store, env.spec, alias="kb").version == env.v0


def test_history_versions_are_protected_from_drop(env):
    from kbgate.errors import StoreError

    promote_chain(env)
    with pytest.raises(StoreError, match="in the history of alias 'kb'"):
        env.store.drop_version(env.v0)


@pytest.mark.parametrize(("history", "current", "to", "expected"), [
    ([("a", "promotion"), ("b", "promotion")], "b", None, "a"),
    ([("a", "promotion"), ("b", "promotion"), ("a", "rollback")], "a", None, None),  # b withdrawn
    ([("a", "promotion"), ("b", "promotion"), ("a", "rollback"), ("b", "promotion")], "b", None, "a"),
    ([("a", "drill"), ("x", "force")], "x", None, "a"),  # forced targets are never approved
    ([("a", "drill"), ("x", "force"), ("a", "rollback")], "a", "x", None),
    ([("a", "swap"), ("b", "promotion")], "b", "a", "a"),  # events without a kind count as approved
    ([("a", "promotion"), ("b", "promotion"), ("c", "promotion")], "c", "a", "a"),
])
def test_rollback_target_rules(history, current, to, expected):
    events, previous = [], None
    for target, kind in history:
        events.append({"target": target, "previous": previous, "kind": kind})
        previous = target
    assert rollback_target(events, current, lambda v: True, to) == expected


# --- timeline -------------------------------------------------------------------------------


def test_alias_timeline_joins_history_and_audit(env):
    from version_gate.promote import alias_timeline

    promote_chain(env)
    rollback(env.store, env.spec, alias="kb", reason="bad answers", reviewer="bob")
    entries = alias_timeline(env.store, env.spec, "kb")
    assert [(e["action"], e["from"], e["to"]) for e in entries] == [
        ("promotion", None, env.v0), ("promotion", env.v0, env.v1), ("promotion", env.v1, env.v2),
        ("rollback", env.v2, env.v1)]
    assert all(e["gate_decision"] == "PASS" and e["gate_run_id"] for e in entries[:3])
    assert entries[3]["reason"] == "bad answers" and entries[3]["reviewer"] == "bob"
    assert all(e["audit_seq"] for e in entries)
