"""The rollback drill on the fixture store: it passes, never touches the live alias, and fails loudly
when the gate lets a degraded candidate through."""

from __future__ import annotations

import dataclasses
import json
import threading

import pytest
from factories import run_cli
from promote_helpers import EVAL, POLICY

from kbgate.audit import AuditLog
from kbgate.evalset import EvalCase
from version_gate.drill import NOISE_MARK, degrade


def test_drill_passes_and_never_touches_the_live_alias(env, capsys):
    env.release()
    live, history = env.store.get_alias("kb"), env.store.alias_history("kb")
    seen, stop = set(), threading.Event()

    def watch():  # the live alias, read continuously through the store while the drill runs
        from kbgate.store import open_store

        with open_store(env.spec) as other:
            while not stop.is_set():
                seen.add(other.get_alias("kb"))

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        code, out, _ = run_cli(["drill", "--store", env.spec, "--alias", "kb", "--policy", str(POLICY), "--eval",
                                str(EVAL), "--readers", "4", "--workdir", str(env.work), "--format", "json"], capsys)
    finally:
        stop.set()
        watcher.join()
    assert code == 0, out
    res = json.loads(out)
    assert seen == {live}
    assert env.store.get_alias("kb") == live and env.store.alias_history("kb") == history
    assert res["ok"] and res["gate_decision"] == "BLOCK" and res["original"] == live
    assert res["failed_reads"] == 0 and res["mixed_reads"] == 0
    assert res["reads_during_swaps"] > 0 and res["reads_on_degraded"] > 0 and res["rankings_equal"]
    assert res["metrics_equal"]
    assert res["removed_chunks"] > 0 and res["noise_chunks"] > 0
    assert res["time_to_detect_s"] > 0 and res["time_to_rollback_ms"] > 0
    assert env.store.get_alias("kb__drill") == live
    assert res["degraded"] not in {v.name for v in env.store.list_versions()}  # sandbox version cleaned up
    kinds = [e["kind"] for e in env.store.alias_history("kb__drill")]
    assert kinds == ["drill", "force", "rollback"]
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "drill"][-1]
    assert rec["decision"] == "passed" and rec["index_version"] == live
    assert rec["details"]["gate_run_id"] == res["gate_run_id"]


def test_drill_text_output_prints_timings(env, capsys):
    env.release()
    code, out, _ = run_cli(["drill", "--store", env.spec, "--alias", "kb", "--policy", str(POLICY), "--eval",
                            str(EVAL), "--readers", "2", "--workdir", str(env.work)], capsys)
    assert code == 0, out
    assert "PASSED" in out and "time to detect" in out and "(time to roll back)" in out
    assert "failed / mixed reads 0 / 0" in out


def test_drill_fails_loudly_when_the_gate_lets_everything_pass(env):
    from kbgate.policy import load_policy
    from version_gate.drill import run_drill
    from version_gate.gate import run_gate

    def lenient_gate(request):  # the real gate, configured to let everything pass
        out = run_gate(request)
        return dataclasses.replace(out, decision="PASS", reasons=[])

    env.release()
    res = run_drill(env.store, env.spec, alias="kb", policy=load_policy(POLICY), policy_path=str(POLICY),
                    eval_path=str(EVAL), readers=2, workdir=env.work, gate_fn=lenient_gate)
    assert not res.ok and res.exit_code() == 1
    assert res.failures[0].startswith("the gate decided PASS on a degraded candidate missing ")
    assert "it must BLOCK" in res.failures[0]
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "drill"][-1]
    assert rec["decision"] == "failed"
    assert res.degraded not in {v.name for v in env.store.list_versions()}


def test_drill_without_the_alias_is_a_clean_error(env, capsys):
    code, _, err = run_cli(["drill", "--store", env.spec, "--alias", "kb", "--policy", str(POLICY), "--eval",
                            str(EVAL), "--workdir", str(env.work)], capsys)
    assert code == 2
    assert err.strip() == ("Error: alias kb does not exist; promote a version first (`kbgate promote`), "
                           "then drill it")


def payload(chunk_id: str, text: str) -> dict:
    doc = chunk_id.split("@")[0]
    return {"chunk_id": chunk_id, "doc_id": doc, "version": "v1", "text": text, "chunk_hash": "h-" + chunk_id,
            "tenant_id": "acme", "allowed_roles": ["agent"], "classification": "internal", "source": "s",
            "effective_from": "2026-01-01", "ingestion_run_id": "r"}


def case(cid: str, risk: str, doc: str, anchor: str) -> EvalCase:
    return EvalCase(case_id=cid, query="q", tenant_id="acme", actor_role="agent", answerable=True, risk=risk,
                    stratum="fact", relevant=[{"doc_id": doc, "anchor": anchor}])


def test_degrade_removes_p0_evidence_only_and_adds_near_duplicates():
    payloads = [
        payload("refund@v1#0", "退款规则：质量问题 例外，须经检测流程。"),   # P0 evidence (anchor after normalising)
        payload("refund@v1#1", "发货时间：48小时内发货，节假日顺延。"),      # same doc, no anchor: kept, gets a near-dup
        payload("other@v1#0", "另一份文档也写了质量问题例外。"),             # anchor, but not the gold doc: kept
        payload("warranty@v1#0", "Warranty covers defects for 12 months."),  # P1 evidence: kept
    ]
    cases = [case("A", "P0", "refund", "质量问题例外"), case("B", "P1", "warranty", "12 months")]
    chunks, removed, noise = degrade(payloads, cases)
    assert removed == ["refund@v1#0"]
    ids = [c.chunk_id for c in chunks]
    assert ids == ["refund@v1#1", "other@v1#0", "warranty@v1#0", "refund@v1#100001"] and noise == ["refund@v1#100001"]
    dup = chunks[-1]
    assert dup.text.endswith(NOISE_MARK) and dup.text.startswith("发货时间") and dup.chunk_hash != chunks[0].chunk_hash
    assert (dup.tenant_id, dup.allowed_roles, dup.doc_id) == ("acme", ["agent"], "refund")


def test_metric_diffs_compares_the_original_with_the_sandbox_after_rollback():
    from version_gate.drill import metric_diffs

    gate = {"metrics": {"scopes": {"all": {"recall_at_5": {"candidate": 0.2, "baseline": 0.9},
                                           "latency_p95_ms": {"candidate": 3.0, "baseline": 2.0}}}}}
    same = {"metrics": {"scopes": {"all": {"recall_at_5": {"candidate": 0.9}, "latency_p95_ms": {"candidate": 9.0}}}}}
    worse = {"metrics": {"scopes": {"all": {"recall_at_5": {"candidate": 0.8}}}}}
    assert metric_diffs(gate, same) == []
    assert metric_diffs(gate, worse) == ["all recall_at_5: 0.9 -> 0.8"]


def test_a_drill_that_fails_mid_swap_leaves_the_sandbox_on_the_original(env, monkeypatch):
    """The rollback step raises after the force-promotion: the sandbox must not keep the dropped degraded version."""
    import version_gate.promote as promote_mod
    from kbgate.policy import load_policy
    from version_gate.drill import run_drill

    env.release()
    live = env.store.get_alias("kb")

    def broken_rollback(*args, **kwargs):
        raise RuntimeError("rollback failed")

    monkeypatch.setattr(promote_mod, "rollback", broken_rollback)
    with pytest.raises(RuntimeError, match="rollback failed"):
        run_drill(env.store, env.spec, alias="kb", policy=load_policy(POLICY), policy_path=str(POLICY),
                  eval_path=str(EVAL), readers=1, workdir=env.work)
    assert env.store.get_alias("kb") == live
    assert env.store.get_alias("kb__drill") == live
    assert [v.name for v in env.store.list_versions() if v.name.startswith("kb__drill__")] == []
    assert [e["kind"] for e in env.store.alias_history("kb__drill")] == ["drill", "force", "drill"]
