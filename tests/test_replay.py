"""Decision replay: a past gate run reproduces; a replay whose inputs are gone says which and why."""

from __future__ import annotations

import json
import shutil

import pytest
from promote_helpers import EVAL, make_env, write_policy

from kbgate.app.cli import main
from kbgate.audit import AuditLog
from kbgate.errors import InputError
from version_gate.replay import metric_values, replay, same_value


@pytest.fixture
def env(tmp_path_factory, tmp_path):
    e = make_env(tmp_path_factory, tmp_path)
    yield e
    e.store.close()


def test_replay_reproduces_a_first_release_and_a_comparison(env):
    first = env.gate(env.v0, None)
    env.promote(env.v0, first)
    compared = env.gate(env.bad, "kb")
    for gate in (first, compared):
        out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
        assert out.replayable and out.exit_code() == 0, out
        assert out.original_decision == out.replay_decision == gate.decision
        assert out.metrics_reproduced and out.metrics_compared > 50 and not out.metric_diffs
    assert compared.decision == "BLOCK"
    rec = [r for r in AuditLog(env.spec).records() if r["kind"] == "gate_replay"][-1]
    assert rec["decision"] == "reproduced" and rec["details"]["run_id"] == compared.report["run_id"]


def test_replay_explains_a_dropped_version(env):
    gate = env.gate(env.v1, env.v0)
    env.store.drop_version(env.v1)
    out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
    assert not out.replayable and out.exit_code() == 2
    assert out.problems == [f"candidate version {env.v1} is gone: it was dropped from the store"]


def test_replay_explains_a_changed_eval_file_and_policy(env, tmp_path):
    eval_copy = tmp_path / "evals" / "locked.jsonl"
    eval_copy.parent.mkdir()
    shutil.copy(EVAL, eval_copy)
    policy = write_policy(tmp_path / "p.yaml", precision_at_5={"warn": 0.15, "block": 0.1})
    gate = env.gate(env.v0, None, policy=policy, eval_path=eval_copy)
    with eval_copy.open("a", encoding="utf-8") as f:
        f.write("\n")
    write_policy(policy, precision_at_5={"warn": 0.2, "block": 0.1})
    out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
    assert not out.replayable
    assert out.problems[0].startswith(f"eval file {eval_copy} changed: sha256 ")
    assert out.problems[0].endswith(f"{gate.report['eval']['hash'][:12]} when the gate ran")
    assert out.problems[1].startswith(f"policy file {policy} changed: hash ")
    policy.unlink()
    eval_copy.unlink()
    out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
    assert out.problems == [f"eval file {eval_copy} is gone (moved or deleted)",
                            f"policy file {policy} is gone (moved or deleted)"]


def test_replay_explains_a_moved_or_edited_report(env):
    gate = env.gate(env.v0, None)
    report = json.loads(gate.report_path.read_text(encoding="utf-8"))
    report["decision"] = "BLOCK"
    gate.report_path.write_text(json.dumps(report), encoding="utf-8")
    out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
    assert out.problems == [f"the gate report {gate.report_path} was edited since the gate wrote it (its sha256 is "
                            "not the one in the audit record)"]
    gate.report_path.unlink()
    out = replay(env.store, env.spec, gate.report["run_id"], workdir=env.work)
    assert out.problems[0].endswith("is gone (moved or deleted), so the run's inputs are unknown")


def test_replay_of_an_unknown_run_is_an_input_error(env):
    with pytest.raises(InputError, match="no gate run 2020-nope in the audit log of"):
        replay(env.store, env.spec, "2020-nope")


def test_metric_comparison_catches_a_difference():
    report = {"metrics": {"scopes": {"all": {
        "recall_at_5": {"candidate": 0.9, "baseline": 0.8}, "latency_p95_ms": {"candidate": 12.0}}}}}
    values = metric_values(report)
    assert values == {("all", "recall_at_5", "candidate"): 0.9, ("all", "recall_at_5", "baseline"): 0.8}
    assert same_value(0.9, 0.9 + 1e-12) and not same_value(0.9, 0.9001) and same_value(float("nan"), float("nan"))
    assert not same_value(None, 0.0)


def test_replay_cli(env, capsys):
    gate = env.gate(env.v1, env.v0)
    with pytest.raises(SystemExit) as exc:
        main(["replay", gate.report["run_id"], "--store", env.spec, "--workdir", str(env.work)])
    out = capsys.readouterr().out
    assert exc.value.code == 0, out
    assert f"decision {gate.decision} -> {gate.decision} (reproduced)" in out and "all reproduced" in out
    env.store.drop_version(env.v0)
    with pytest.raises(SystemExit) as exc:
        main(["replay", gate.report["run_id"], "--store", env.spec, "--workdir", str(env.work)])
    out = capsys.readouterr().out
    assert exc.value.code == 2
    assert out == (f"Cannot replay gate run {gate.report['run_id']} (decision {gate.decision}); its inputs are gone:\n"
                   f"  - baseline version {env.v0} is gone: it was dropped from the store\n")
