"""Decision replay: re-run a past gate from the audit log and its stored report.

:func:`replay` finds the ``gate_decision`` record of a run id in the store's audit log,
reads the report it names, checks that every input is still the one the gate judged,
and re-runs :func:`version_gate.gate.run_gate` with the same versions, eval set,
policy, corpus and settings (K, seed, smoke sample, perturbation). It reports whether
the decision and the metrics reproduce.

An input is *gone* (the replay is refused, with one line per input saying why) when:

* the report file is missing, or its sha256 is not the one in the audit record;
* the candidate or baseline version was dropped, is incomplete, or its fingerprint
  (recomputed from its points) differs from the report's;
* the eval file is missing or its sha256 differs from the report's eval hash;
* the policy file is missing or its digest differs from the report's policy hash;
* the corpus directory (``--corpus`` runs) is missing or its manifest changed;
* the run queried HTTP services, which the store cannot replay.

Metrics are compared on every scope's candidate and baseline values except
latencies (wall-clock, never reproducible); values equal within 1e-9 reproduce.
Each replay is audited (``kind="gate_replay"``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from kbgate.errors import InputError, StoreError
from kbgate.reports import AsDict

TOLERANCE = 1e-9
UNREPRODUCIBLE = ("latency_p50_ms", "latency_p95_ms")


@dataclass
class ReplayOutcome(AsDict):
    """The result of a replay; ``exit_code`` is 0 reproduced, 1 differs, 2 inputs gone."""

    run_id: str
    replayable: bool
    problems: list[str] = field(default_factory=list)
    original_decision: str | None = None
    replay_decision: str | None = None
    replay_run_id: str | None = None
    replay_report: str | None = None
    decision_reproduced: bool = False
    metrics_reproduced: bool = False
    metrics_compared: int = 0
    metric_diffs: list[dict] = field(default_factory=list)

    def exit_code(self) -> int:
        if not self.replayable:
            return 2
        return 0 if self.decision_reproduced and self.metrics_reproduced else 1


def _version_problem(store, role: str, side: dict) -> str | None:
    version = side.get("version")
    try:
        info = store.version_info(version)
    except StoreError:
        return f"{role} version {version} is gone: it was dropped from the store"
    if not info.complete:
        return f"{role} version {version} is incomplete (an interrupted build or drop)"
    now = store.fingerprint(version)
    if now != side.get("fingerprint"):
        return (f"{role} version {version} changed: fingerprint {now[:12]} now, {str(side.get('fingerprint'))[:12]} "
                "when the gate ran")
    return None


def input_problems(store, report: dict) -> list[str]:
    """Why the inputs of ``report`` are no longer the ones the gate judged (empty: replayable)."""
    from kbgate.policy import load_policy
    from version_gate.gate.inputs import file_hash, manifest_hash

    problems = []
    if (report.get("candidate") or {}).get("target") or (report.get("baseline") or {}).get("target"):
        problems.append("the run queried HTTP services (--target-candidate/--target-baseline); a replay can only "
                        "re-query index versions in the store")
    for role in ("candidate", "baseline"):
        side = report.get(role) or {}
        if side.get("version"):
            problem = _version_problem(store, role, side)
            if problem:
                problems.append(problem)
    ev = report.get("eval") or {}
    eval_path = Path(str(ev.get("path")))
    if not eval_path.is_file():
        problems.append(f"eval file {eval_path} is gone (moved or deleted)")
    elif file_hash(eval_path) != ev.get("hash"):
        problems.append(f"eval file {eval_path} changed: sha256 {file_hash(eval_path)[:12]} now, "
                        f"{str(ev.get('hash'))[:12]} when the gate ran")
    pol = report.get("policy") or {}
    policy_path = Path(str(pol.get("path")))
    if not policy_path.is_file():
        problems.append(f"policy file {policy_path} is gone (moved or deleted)")
    else:
        digest = load_policy(policy_path).digest()
        if digest != pol.get("hash"):
            problems.append(f"policy file {policy_path} changed: hash {digest[:12]} now, {str(pol.get('hash'))[:12]} "
                            "when the gate ran")
    corpus = report.get("corpus")
    if corpus:
        if not Path(corpus["path"]).is_dir():
            problems.append(f"corpus {corpus['path']} is gone (moved or deleted)")
        elif manifest_hash(corpus["path"]) != corpus.get("manifest_hash"):
            problems.append(f"the manifest of corpus {corpus['path']} changed since the gate ran")
    return problems


def metric_values(report: dict) -> dict[tuple[str, str, str], float | None]:
    """``(scope, metric, side) -> value`` of a gate report, latencies left out."""
    out = {}
    for scope, metrics in ((report.get("metrics") or {}).get("scopes") or {}).items():
        for name, entry in metrics.items():
            if name in UNREPRODUCIBLE:
                continue
            for side in ("candidate", "baseline"):
                if entry.get(side) is not None:
                    out[(scope, name, side)] = entry[side]
    return out


def same_value(a, b) -> bool:
    """Equal metric values: numbers within :data:`TOLERANCE` (NaN equals NaN), else ``==``."""
    if isinstance(a, int | float) and isinstance(b, int | float):
        return (math.isnan(a) and math.isnan(b)) or abs(a - b) <= TOLERANCE
    return a == b


def replay(store, store_spec: str, run_id: str, *, workdir: str | Path = ".kbgate") -> ReplayOutcome:
    """Re-run gate run ``run_id`` of the store (see the module docstring).

    Raises:
        InputError: the audit log has no gate run ``run_id``.
    """
    from kbgate.audit import AuditLog, audit_root
    from kbgate.policy import load_policy
    from kbgate.runs import new_run_id
    from version_gate.gate import GateRequest, run_gate
    from version_gate.gate.inputs import file_hash
    from version_gate.promote import gate_record

    record = gate_record(store_spec, run_id)
    if record is None:
        raise InputError(f"no gate run {run_id} in the audit log of {store_spec}; list the gate runs with "
                         f"`kbgate audit show --store {store_spec}` (kind gate_decision)")
    details = record.get("details") or {}
    out = ReplayOutcome(run_id=run_id, replayable=False, original_decision=record.get("decision"))
    report_path = Path(str(details.get("report_path")))
    if not details.get("report_path") or not report_path.is_file():
        out.problems.append(f"the gate report {report_path} is gone (moved or deleted), so the run's inputs are unknown")
    elif file_hash(report_path) != details.get("report_hash"):
        out.problems.append(f"the gate report {report_path} was edited since the gate wrote it (its sha256 is not "
                            "the one in the audit record)")
    else:
        import json

        report = json.loads(report_path.read_text(encoding="utf-8"))
        out.problems = input_problems(store, report)
    if not out.problems:
        settings = report.get("settings") or {}
        out.replay_run_id = new_run_id()
        policy_path = report["policy"]["path"]
        result = run_gate(GateRequest(
            store=store, store_spec=store_spec, policy=load_policy(policy_path), policy_path=policy_path,
            eval_path=report["eval"]["path"], candidate=report["candidate"]["version"],
            baseline=report["baseline"]["version"], corpus=(report.get("corpus") or {}).get("path"),
            k=settings.get("k"), smoke=settings.get("smoke"), perturb=bool(settings.get("perturb")),
            seed=int(settings.get("seed") or 0), out_dir=Path(workdir) / "runs" / out.replay_run_id,
            audit=False, run_id=out.replay_run_id))
        before, after = metric_values(report), metric_values(result.report)
        out.replayable = True
        out.replay_decision = result.decision
        out.replay_report = str(result.report_path) if result.report_path else None
        out.decision_reproduced = result.decision == report["decision"]
        out.metrics_compared = len(before)
        out.metric_diffs = [{"scope": k[0], "metric": k[1], "side": k[2], "original": before.get(k),
                             "replay": after.get(k)}
                            for k in sorted(set(before) | set(after)) if not same_value(before.get(k), after.get(k))]
        out.metrics_reproduced = not out.metric_diffs
    verdict = ("not_replayable" if not out.replayable
               else "reproduced" if out.exit_code() == 0 else "not_reproduced")
    AuditLog(audit_root(store_spec)).append(
        "gate_replay", index_version=(record.get("index_version")), policy_hash=record.get("policy_hash"),
        decision=verdict, details={"run_id": run_id, "replay_run_id": out.replay_run_id,
                                   "original_decision": out.original_decision, "replay_decision": out.replay_decision,
                                   "problems": out.problems, "metric_diffs": len(out.metric_diffs)})
    return out
