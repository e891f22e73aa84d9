"""Canary releases on the fixture store: promote --canary bound to the gate, live comparison from the audit
log, the watcher (aborts a worse candidate, promotes an identical one, stays inconclusive on little traffic),
the CLI, serve's records and the canary drill."""

from __future__ import annotations

import json
import threading
import uuid

import pytest
from factories import run_cli
from promote_helpers import EVAL, POLICY, write_policy

from kbgate.audit import AuditLog, append_retrieval
from kbgate.evalset import load_eval_set
from kbgate.policy import load_policy
from kbgate.retrieval.retriever import Actor, QdrantRetriever
from version_gate.canary import analyze, watch
from version_gate.promote import PromotionRefused

CASES = [c for c in load_eval_set(EVAL) if c.answerable]


def traffic(env, n: int, users: int = 97, alias: str = "kb") -> None:
    """``n`` queries through ``alias`` as ``users`` generated users, recorded like `kbgate serve` records them."""
    retriever = QdrantRetriever(env.store, alias, load_policy(POLICY))
    audit = AuditLog(env.spec)
    for k in range(n):
        case = CASES[k % len(CASES)]
        actor = Actor(case.tenant_id, case.actor_role, f"user-{k % users}")
        res = retriever.retrieve(case.query, actor, top_k=5)
        append_retrieval(audit, uuid.uuid4().hex, case.query, actor, res, 2.0)


def canary_policy(env, **canary):
    path = write_policy(env.work.parent / "canary.yaml")
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["canary"] = canary
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return load_policy(path)


def start(env, candidate: str, weight: int = 50) -> None:
    env.release()
    env.store.set_canary("kb", candidate, weight, expected=env.v0)


# --- acceptance 2: the watcher -------------------------------------------------------------


def test_watch_aborts_a_worse_candidate(env, capsys):
    start(env, env.bad)
    traffic(env, 300)
    policy = load_policy(POLICY)
    res = analyze(env.store, env.spec, "kb", policy)
    assert res.verdict == "failing", res.reasons
    assert [c["metric"] for c in res.checks if c["failed"]] == ["top_score_mean"]
    assert res.arms["candidate"].top_score_mean < res.arms["baseline"].top_score_mean
    # run from cron: one step per run; the failure count is read back from the audit log
    watch_args = ["canary", "watch", "--store", env.spec, "--alias", "kb", "--policy", str(POLICY), "--max-steps", "1"]
    code, out, _ = run_cli(watch_args, capsys)
    assert code == 0, out
    assert out.startswith("[1/1] failing (1 in a row, 1 tolerated): candidate top_score_mean ")
    assert out.endswith("watch of alias kb: running after 1 step(s)\n")
    code, out, _ = run_cli(watch_args, capsys)
    assert code == 1, out  # the second failing analysis in a row aborts
    assert out.startswith("[1/1] aborted after 2 failing analyses: candidate top_score_mean ")
    assert out.endswith("watch of alias kb: aborted after 1 step(s)\n")
    code, out, _ = run_cli(watch_args, capsys)
    assert code == 0 and out.endswith("watch of alias kb: ended after 1 step(s)\n")  # nothing left to watch
    assert env.store.alias_state("kb") == (env.v0, None)
    assert [e["kind"] for e in env.store.alias_history("kb")][-1] == "canary_abort"
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "canary_abort"][-1]
    assert rec["decision"] == "aborted" and rec["details"]["to"] == env.v0 and rec["details"]["verdict"] == "failing"
    assert [r["decision"] for r in AuditLog(env.spec).records() if r["kind"] == "canary_analysis"] == ["failing"] * 2
    assert AuditLog(env.spec).verify().ok


def test_failing_analyses_count_across_runs_further_apart_than_the_window(env):
    """cron runs the watcher less often than the window is long: the streak still counts the earlier run."""
    import time

    from version_gate.canary import watch_step

    start(env, env.bad)
    policy = load_policy(POLICY)
    traffic(env, 300)
    first = watch_step(env.store, env.spec, "kb", policy, window_s=3600)
    assert first.action is None and first.message.startswith("failing (1 in a row, 1 tolerated)")
    time.sleep(0.5)
    begun = time.time()
    traffic(env, 300)
    window = time.time() - begun  # the second window starts after the first analysis was recorded
    second = watch_step(env.store, env.spec, "kb", policy, window_s=window)
    assert second.analysis.verdict == "failing"
    assert second.action == "aborted" and second.message.startswith("aborted after 2 failing analyses")


def test_watch_promotes_an_identical_healthy_candidate(env):
    start(env, env.v1)
    traffic(env, 300)
    out = watch(env.store, env.spec, "kb", load_policy(POLICY), interval_s=0, max_steps=3)
    assert out.outcome == "promoted" and out.steps == 1 and out.exit_code() == 0, out.message
    assert out.analyses[0]["verdict"] == "healthy"
    assert min(out.analyses[0]["requests"].values()) >= 100
    assert env.store.alias_state("kb") == (env.v1, None)
    assert [e["kind"] for e in env.store.alias_history("kb")][-1] == "canary_promote"


def test_watch_stays_inconclusive_with_too_little_traffic(env):
    start(env, env.v1)
    traffic(env, 60)
    slept = []
    out = watch(env.store, env.spec, "kb", load_policy(POLICY), interval_s=7, max_steps=3, sleep=slept.append)
    assert out.outcome == "running" and out.steps == 3 and slept == [7, 7]
    assert {a["verdict"] for a in out.analyses} == {"inconclusive"}
    assert "arm has" in out.message and "of the 100 queries needed" in out.message
    assert env.store.get_canary("kb")["candidate"] == env.v1  # still running, neither promoted nor aborted


def test_an_unauthorized_hit_fails_at_once_even_on_little_traffic(env, tmp_path):
    """A candidate whose labels were widened is judged by the baseline's labels (the approved ones)."""
    from kbgate.store import build_version
    from version_gate.drill import chunk_from_payload

    payloads = list(env.store.scroll(env.v0))
    widened = [chunk_from_payload({**p, "allowed_roles": sorted(set(p["allowed_roles"]) | {"support_agent"}),
                                   "classification": "internal"}, i) for i, p in enumerate(payloads)]
    leaky = build_version(env.store, "kb", "leaky", widened)
    start(env, leaky, weight=99)
    traffic(env, 40)
    res = analyze(env.store, env.spec, "kb", load_policy(POLICY))
    assert res.verdict == "failing" and res.critical
    assert res.arms["candidate"].unauthorized_hits > 0 and res.arms["baseline"].unauthorized_hits == 0
    out = watch(env.store, env.spec, "kb", load_policy(POLICY), interval_s=0, max_steps=2)
    assert out.outcome == "aborted" and out.steps == 1


def test_the_window_starts_at_the_last_weight_change(env):
    from version_gate.canary import set_weight

    start(env, env.v1, weight=10)
    traffic(env, 120)
    before = analyze(env.store, env.spec, "kb", load_policy(POLICY))
    assert before.arms["baseline"].requests + before.arms["candidate"].requests == 120
    set_weight(env.store, env.spec, "kb", 50)
    after = analyze(env.store, env.spec, "kb", load_policy(POLICY))
    assert after.weight == 50 and after.arms["baseline"].requests == after.arms["candidate"].requests == 0
    assert after.verdict == "inconclusive"


# --- promote --canary: same evidence, same compare-and-set --------------------------------------


def test_promote_canary_is_bound_to_the_gate_report(env, capsys):
    env.release()
    blocked = env.gate(env.bad, "kb")
    args = ["promote", "--store", env.spec, "--alias", "kb", "--gate-report"]
    code, _, err = run_cli([*args, str(blocked.report_path), "--candidate", env.bad, "--canary", "10"], capsys)
    assert code == 1 and err.startswith("Refused (BLOCKED): ")
    gate = env.gate(env.v1, "kb")
    code, out, _ = run_cli([*args, str(gate.report_path), "--candidate", env.v1, "--canary", "10"], capsys)
    assert code == 0, out
    assert out.startswith(f"Canary started: alias kb -> {env.v0} 90% + {env.v1} 10% (gate run "
                          f"{gate.report['run_id']}: PASS; swap ")
    assert env.store.alias_state("kb") == (env.v0, {"baseline": env.v0, "candidate": env.v1, "weight": 10})
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "canary"][-1]
    assert rec["details"]["action"] == "start" and rec["details"]["gate_run_id"] == gate.report["run_id"]
    # a second promotion from the same report (full or canary) is refused while the canary runs
    code, _, err = run_cli([*args, str(gate.report_path), "--candidate", env.v1], capsys)
    assert code == 1 and err == (f"Refused (CANARY_ACTIVE): alias kb is in a canary ({env.v0} 90% + {env.v1} 10%); "
                                 "finish it first with `kbgate canary promote --alias kb` or "
                                 "`kbgate canary abort --alias kb`\n")
    code, _, err = run_cli(["rollback", "--store", env.spec, "--alias", "kb"], capsys)
    assert code == 1 and err.startswith("Refused (CANARY_ACTIVE): ")
    code, out, _ = run_cli(["canary", "promote", "--store", env.spec, "--alias", "kb", "--reason", "good"], capsys)
    assert code == 0 and out.startswith(f"Canary promoted: alias kb {env.v0} 90% + {env.v1} 10% -> {env.v1} (swap ")
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "canary_promote"][-1]
    assert rec["details"]["gate_run_id"] == gate.report["run_id"]  # the evidence that approved the candidate
    code, _, _ = run_cli(["rollback", "--store", env.spec, "--alias", "kb"], capsys)
    assert code == 0 and env.store.get_alias("kb") == env.v0  # rollback works again once the canary is over
    assert AuditLog(env.spec).verify().ok


def test_a_first_release_cannot_be_a_canary(env):
    gate = env.gate(env.v0, None)
    with pytest.raises(PromotionRefused) as exc:
        env.promote(env.v0, gate, canary=10)
    assert exc.value.code == "CANARY_NEEDS_BASELINE" and env.store.get_alias("kb") is None


def test_canary_cas_two_concurrent_starts_one_wins(env):
    env.release()
    gates = [env.gate(env.v1, "kb"), env.gate(env.v2, "kb")]
    results = []

    def go(version, gate):
        try:
            results.append(env.promote(version, gate, canary=20).version)
        except PromotionRefused as exc:
            results.append(exc.code)

    threads = [threading.Thread(target=go, args=(v, g)) for v, g in zip((env.v1, env.v2), gates, strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results, key=str) in (sorted([env.v1, "ALIAS_MOVED"]), sorted([env.v2, "ALIAS_MOVED"]),
                                        sorted([env.v1, "CANARY_ACTIVE"]), sorted([env.v2, "CANARY_ACTIVE"]))
    assert env.store.get_canary("kb")["candidate"] in (env.v1, env.v2)


# --- the CLI -----------------------------------------------------------------------------


def test_canary_cli_set_status_abort_and_timeline(env, capsys):
    start(env, env.v1, weight=10)
    base = ["--store", env.spec, "--alias", "kb"]
    code, out, _ = run_cli(["canary", "set", *base, "--weight", "50", "--reason", "step 2"], capsys)
    assert code == 0 and out == f"Canary weight set: alias kb -> {env.v0} 50% + {env.v1} 50%\n"
    traffic(env, 30)
    code, out, _ = run_cli(["canary", "status", *base, "--policy", str(POLICY)], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"alias kb: canary {env.v0} 50% + {env.v1} 50%"
    assert any(line.split()[:1] == ["requests"] for line in lines)
    assert lines[-1].startswith("verdict: INCONCLUSIVE (baseline arm has ")
    code, out, _ = run_cli(["canary", "status", *base, "--policy", str(POLICY), "--format", "json"], capsys)
    data = json.loads(out)
    assert data["verdict"] == "inconclusive" and sum(a["requests"] for a in data["arms"].values()) == 30
    assert {c["metric"] for c in data["checks"]} == set(load_policy(POLICY).canary.metrics)
    code, out, _ = run_cli(["canary", "abort", *base, "--reason", "rehearsal", "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["to"] == env.v0
    code, out, err = run_cli(["canary", "abort", *base], capsys)
    assert code == 1 and err == (f"Refused (NOT_IN_CANARY): alias kb is not in a canary (it points to {env.v0}); "
                                 "start one with `kbgate promote --canary PERCENT --alias kb ...`\n")
    code, _, err = run_cli(["canary", "status", *base, "--policy", str(POLICY)], capsys)
    assert code == 1 and err.startswith("Refused (NOT_IN_CANARY): alias kb is not in a canary")
    code, out, _ = run_cli(["audit", "show", *base], capsys)
    actions = [line.split()[1] for line in out.splitlines()[1:]]
    assert actions == ["promotion", "canary", "canary", "canary_abort"]
    assert f"canary     {env.v0} -> {env.v0} 50% + {env.v1} 50%" in out
    data = json.loads(run_cli(["audit", "show", *base, "--format", "json"], capsys)[1])
    assert all(e["audit_seq"] is not None for e in data["timeline"][2:])  # set and abort have their records
    assert data["timeline"][-1]["reason"] == "rehearsal"
    assert AuditLog(env.spec).verify().ok


def test_canary_cli_usage_errors(env, capsys):
    base = ["--store", env.spec, "--alias", "kb"]
    code, _, err = run_cli(["canary", "set", *base, "--weight", "100"], capsys)
    assert code == 2 and "100 is not in the range 1<=x<=99" in err
    code, _, err = run_cli(["canary", "watch", *base, "--policy", str(POLICY), "--interval", "soon"], capsys)
    assert code == 2 and "'soon' is not a duration; use seconds or a number with s, m or h" in err


def test_retrieval_records_of_a_canary_hold_no_query_text(env):
    start(env, env.v1)
    traffic(env, 5)
    recs = [r for r in AuditLog(env.spec).records() if r["kind"] == "retrieval"]
    assert len(recs) == 5
    text = json.dumps(recs, ensure_ascii=False)
    assert not any(c.query in text for c in CASES[:5])
    c = recs[0]["details"]["canary"]
    assert set(c) == {"alias", "arm", "version", "latency_ms", "results", "top_score", "refused"}
    assert c["alias"] == "kb"
    assert c["version"] == recs[0]["index_version"] and recs[0]["query_hash"]


def test_the_analysis_counts_only_its_own_alias(env):
    """A second alias in a canary of the same pair (e.g. the drill's sandbox) does not feed kb's analysis."""
    start(env, env.v1)
    env.store.swap_alias("kb2", env.v0)
    env.store.set_canary("kb2", env.v1, 50)
    traffic(env, 40, alias="kb2")
    res = analyze(env.store, env.spec, "kb", load_policy(POLICY))
    assert res.arms["baseline"].requests == res.arms["candidate"].requests == 0
    other = analyze(env.store, env.spec, "kb2", load_policy(POLICY))
    assert other.arms["baseline"].requests + other.arms["candidate"].requests == 40


def test_serve_records_the_arm_of_each_answer(env):
    import urllib.request

    from kbgate.app.serve import make_server

    start(env, env.v1)
    server = make_server(QdrantRetriever(env.store, "kb", load_policy(POLICY)), port=0, audit=AuditLog(env.spec))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for user in ("u-1", "u-2", "u-3", "u-1"):
            body = json.dumps({"query": "退款规则", "top_k": 3,
                               "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": user}}).encode()
            req = urllib.request.Request(server.url + "/query", body, {"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=10) as resp:
                assert resp.status == 200
    finally:
        server.shutdown()
        server.server_close()
    recs = [r for r in AuditLog(env.spec).records() if r["kind"] == "retrieval"]
    arms = [(r["actor_id_hash"], r["details"]["canary"]["arm"], r["index_version"]) for r in recs]
    assert len(arms) == 4 and arms[0] == arms[3]  # u-1 twice: same arm, same version
    assert all(r["details"]["canary"]["latency_ms"] > 0 for r in recs)


# --- the canary drill ------------------------------------------------------------------------


def test_canary_drill_passes_and_never_touches_the_live_alias(env, capsys):
    env.release()
    live, history = env.store.get_alias("kb"), env.store.alias_history("kb")
    code, out, _ = run_cli(["drill", "--canary", "--store", env.spec, "--alias", "kb", "--policy", str(POLICY),
                            "--eval", str(EVAL), "--readers", "3", "--interval", "0.3", "--workdir", str(env.work)],
                           capsys)
    assert code == 0, out
    assert "PASSED" in out and "time to detect" in out and "(time to roll back)" in out
    assert "failed / mixed reads 0 / 0" in out
    assert env.store.get_alias("kb") == live and env.store.alias_history("kb") == history
    assert env.store.alias_state("kb__drill") == (live, None)
    kinds = [e["kind"] for e in env.store.alias_history("kb__drill")]
    assert kinds == ["drill", "canary", "canary_abort"]
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "drill"][-1]
    assert rec["decision"] == "passed" and rec["details"]["mode"] == "canary"
    assert rec["details"]["time_to_detect_s"] > 0 and rec["details"]["failed_reads"] == 0
    assert rec["details"]["degraded"] not in {v.name for v in env.store.list_versions()}
    assert AuditLog(env.spec).verify().ok


def test_policy_check_prints_the_canary_section(tmp_path, capsys):
    import yaml

    path = write_policy(tmp_path / "p.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["canary"] = {"window": "30m", "min_samples": 40, "promote_when_healthy": False,
                      "metrics": {"unauthorized_rate": {"max": 0}, "top_score_mean": {"max_decrease": 0.2,
                                                                                       "relative": True}}}
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    code, out, _ = run_cli(["policy", "check", str(path)], capsys)
    assert code == 0
    assert out.splitlines()[-3:] == [
        "  canary:          window 30m, min 40 queries per arm, alpha 0.05, 1 failing analyses tolerated, "
        "does not promote when healthy",
        "    unauthorized_rate      max 0.0",
        "    top_score_mean         max_decrease 20% (relative)",
    ]
    code, out, _ = run_cli(["policy", "check", str(path), "--format", "json"], capsys)
    canary = json.loads(out)["canary"]
    assert canary["min_samples"] == 40 and canary["metrics"]["top_score_mean"] == {"max_decrease": 0.2,
                                                                                    "relative": True}
