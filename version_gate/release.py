"""The whole release gate in one call: ingest -> access -> gate -> (optional) promote.

Rules:

* The steps run in order and the release **stops at the first step that fails**: ingest with
  findings at ``fail_on["ingest"]`` (default ``block``: documents quarantined for review are held
  back and reported, they do not fail the release) or conservation broken; access with a leak
  (or, with ``fail_on["access"] == "warn"``, a warning); a gate ``BLOCK`` (or ``WARN`` with
  ``fail_on["gate"] == "warn"``); a refused promotion.
* Without an eval set the gate cannot judge retrieval: the step is ``skipped`` and the release
  decision is at least ``WARN`` (it says how to add one).
* The decision is the strictest of the steps (``PASS`` < ``WARN`` < ``BLOCK``); the exit code is
  0 for PASS/WARN (1 for WARN with ``fail_on["gate"] == "warn"``), 1 for BLOCK. Input and
  configuration errors are raised (:class:`kbgate.errors.KbgateError`, exit 2 in the CLI).
* With ``promote`` the candidate is promoted on PASS, and on WARN only with ``accept_warn`` and a
  reviewer and reason (:func:`version_gate.promote.promote` checks the gate report binding).
* One release report ``release.json`` in ``report_dir/RUN_ID`` names every step's own report; a
  ``render`` hook (the CLI's HTML page) may write ``release.html`` from them.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

SCHEMA = "kbgate.release-report/1"
SEVERITY = {"PASS": 0, "WARN": 1, "BLOCK": 2}


@dataclass
class StepResult:
    """One step: ``status`` passed, failed, warned, skipped or not run; its run id, report and a one-line summary."""

    step: str
    status: str
    summary: str = ""
    run_id: str | None = None
    report: str | None = None


@dataclass
class ReleaseOutcome:
    """What a release decided: ``decision``, ``exit_code``, the steps, and the release report paths."""

    run_id: str
    decision: str
    exit_code: int
    steps: list[StepResult]
    reasons: list[str] = field(default_factory=list)
    candidate: str | None = None
    promoted: bool = False
    report_paths: dict[str, Path] = field(default_factory=dict)

    @property
    def stopped_at(self) -> str | None:
        return next((s.step for s in self.steps if s.status == "failed"), None)

    def to_dict(self) -> dict:
        return {"schema": SCHEMA, "run_id": self.run_id, "decision": self.decision, "exit_code": self.exit_code,
                "stopped_at": self.stopped_at, "reasons": self.reasons, "candidate": self.candidate,
                "promoted": self.promoted, "steps": [asdict(s) for s in self.steps],
                "reports": {k: str(v) for k, v in self.report_paths.items()}}


def run_release(*, policy_path: str, corpus_dir: str, store_spec: str, alias: str,
                eval_files: Sequence[str] = (), as_of: dt.date | None = None, workdir: str | Path = ".kbgate",
                report_dir: str | Path | None = None, fail_on: dict[str, str] | None = None,
                baseline: str | None = None, promote: bool = False, accept_warn: bool = False,
                reviewer: str | None = None, reason: str = "", progress=None,
                render: Callable[[dict[str, str], Path, ReleaseOutcome], Path] | None = None,
                say: Callable[[str], None] | None = None) -> ReleaseOutcome:
    """Run the release gate (see the module rules) and write its report.

    Args:
        policy_path, corpus_dir, store_spec, alias: the policy, the corpus, the store and the live alias.
        eval_files: eval sets; the first is the gate's locked set, all are checked for leakage at ingest.
        as_of: judge dates on this day (default: today).
        fail_on: per step: ``ingest`` (a key of ``ingest_checks.pipeline.FAIL_ON``), ``access``
            (``leak``/``warn``), ``gate`` (``block``/``warn``).
        baseline: what the gate compares with (default: the alias when it exists, else none).
        promote, accept_warn, reviewer, reason: promote the candidate when the gate allows.
        render: ``render({step: report path}, out_path, outcome)`` writes the HTML page; ``None``: JSON only.
        say: optional progress messages (one per step).
    """
    from ingest_checks.registry import load_checked_policy
    from kbgate.corpus.manifest import require_records
    from kbgate.runs import new_run_id
    from version_gate.promote import require_warn_review

    require_warn_review(accept_warn, reviewer, reason)
    fail_on = {"ingest": "block", "access": "leak", "gate": "block", **(fail_on or {})}
    say = say or (lambda _msg: None)
    run_id = new_run_id()
    policy = load_checked_policy(policy_path)
    require_records(corpus_dir)
    steps: list[StepResult] = []
    reasons: list[str] = []
    reports: dict[str, str] = {}
    outcome = ReleaseOutcome(run_id, "PASS", 0, steps, reasons)

    say("ingest: checks, quarantine and a staging version")
    ingest = _ingest(corpus_dir, policy, as_of or dt.date.today(), eval_files, fail_on["ingest"], store_spec, alias,
                     workdir, progress)
    outcome.candidate = ingest.version
    reports["ingest"] = str(ingest.paths["json"])
    c = ingest.conservation
    summary = (f"input {c['input']} = accepted {c['accepted'] + c['accepted_redacted']} + quarantined "
               f"{c['quarantined']} + rejected {c['rejected']}; staging {ingest.version}")
    failed = ingest.exit_code != 0 or not ingest.version or c["accepted"] + c["accepted_redacted"] == 0
    steps.append(StepResult("ingest", "failed" if failed else "passed", summary, ingest.run_id, reports["ingest"]))
    if failed:
        reasons.append("ingest: input != accepted + quarantined + rejected" if not c["holds"] else
                       f"ingest: {len(ingest.stopping)} finding(s) at fail_on {fail_on['ingest']} or stricter"
                       if ingest.stopping else "ingest: no document was accepted, so there is nothing to release")
    if not failed:
        say("access: no actor may retrieve what it may not see")
        access = _access(corpus_dir, policy, store_spec, ingest, eval_files, fail_on["access"], workdir)
        reports["access"] = str(access["path"])
        verdict = access["report"]["verdict"]
        steps.append(StepResult("access", "passed" if verdict["passed"] else "failed",
                                f"{verdict['status']}: {len(access['report']['leaks'])} leak(s)",
                                access["report"]["run_id"], reports["access"]))
        if not verdict["passed"]:
            reasons.extend(f"access: {r}" for r in verdict["reasons"])
            failed = True
    if not failed and not eval_files:
        steps.append(StepResult("gate", "skipped", "no eval set: retrieval quality was not gated"))
        reasons.append("gate: no eval set, so retrieval quality was not gated; add eval: [FILE] to kbgate.yaml "
                       "(`kbgate evalset generate` drafts one from the staging version)")
    elif not failed:
        say("gate: the candidate against the baseline on the locked eval set")
        gate = _gate(policy, policy_path, eval_files[0], store_spec, ingest, alias, baseline, corpus_dir, workdir,
                     progress)
        reports["gate"] = str(gate.report_path)
        code = gate.exit_code(fail_on["gate"])
        status = "failed" if code else "warned" if gate.decision == "WARN" else "passed"
        b = gate.report["baseline"]["version"] or "none (first release)"
        steps.append(StepResult("gate", status, f"{gate.decision} vs {b}", gate.report["run_id"], reports["gate"]))
        reasons.extend(f"gate: {r}" for r in gate.reasons)
        failed = bool(code)
    decision = _decision(steps)
    if promote and not failed and "gate" in reports:
        failed = _promote(outcome, steps, reasons, store_spec, alias, reports["gate"], policy_path,
                          decision, accept_warn, reviewer, reason, say)
    elif promote:
        steps.append(StepResult("promote", "not run", "an earlier step failed" if failed else "no gate report"))
    outcome.decision = _decision(steps)
    outcome.exit_code = 1 if failed else 0
    out_dir = Path(report_dir or Path(workdir) / "reports") / run_id
    outcome.report_paths["json"] = write_release_report(outcome, out_dir)
    if render is not None:
        outcome.report_paths["html"] = render(reports, out_dir / "release.html", outcome)
        write_release_report(outcome, out_dir)
    return outcome


def _ingest(corpus_dir, policy, as_of, eval_files, fail_on, store_spec, alias, workdir, progress):
    from ingest_checks.pipeline import run_ingest

    return run_ingest(corpus_dir, policy, as_of=as_of, eval_files=eval_files, fail_on=fail_on, store_spec=store_spec,
                      alias=alias, workdir=workdir, progress=progress)


def _access(corpus_dir, policy, store_spec, ingest, eval_files, fail_on, workdir) -> dict:
    """The access test of the staging version, as ``kbgate access --store S --ingest-report R`` runs it."""
    from access_tests.access import audit_run, run_access_test
    from access_tests.report import write_reports
    from access_tests.truth import AccessCorpus
    from kbgate.audit import AuditLog, audit_root
    from kbgate.evalset import load_eval_set
    from kbgate.runs import new_run_id
    from kbgate.store import open_store
    from kbgate.targets.open import open_store_target

    run_id = new_run_id()
    cases = [c for f in eval_files for c in load_eval_set(f)]
    corpus = AccessCorpus.from_corpus(corpus_dir, policy, ingest_report=ingest.report)
    with open_store(store_spec, create=False) as store:
        retriever = open_store_target(store, ingest.version, policy)
        target = {"description": f"store {store_spec} {ingest.version}", "kind": "store", "store": str(store_spec),
                  "alias": None, "version": ingest.version}
        report = run_access_test(corpus, retriever=retriever, store=store, version=ingest.version, target=target,
                                 eval_cases=cases, fail_on=fail_on, run_id=run_id)
    report["corpus"]["path"] = str(corpus_dir)
    report["ingest_report"] = str(ingest.paths["json"])
    report["audit_head"] = AuditLog(audit_root(store_spec)).head()
    paths = write_reports(report, Path(workdir) / "runs" / run_id)
    audit_run(report, audit_root(store_spec), str(paths["json"]))
    return {"report": report, "path": paths["json"]}


def _gate(policy, policy_path, eval_path, store_spec, ingest, alias, baseline, corpus_dir, workdir, progress):
    from kbgate.runs import new_run_id
    from kbgate.store import open_store
    from version_gate.gate import GateRequest, run_gate

    run_id = new_run_id()
    with open_store(store_spec, create=False) as store:
        if baseline is None:
            baseline = alias if store.get_alias(alias) else "none"
        return run_gate(GateRequest(
            store=store, store_spec=store_spec, policy=policy, policy_path=policy_path, eval_path=eval_path,
            candidate=ingest.version, baseline=None if baseline.lower() == "none" else baseline, corpus=corpus_dir,
            out_dir=Path(workdir) / "runs" / run_id, run_id=run_id, progress=progress,
            ingest_report=str(ingest.paths["json"])))


def _promote(outcome, steps, reasons, store_spec, alias, gate_report, policy_path, decision, accept_warn, reviewer,
             reason, say) -> bool:
    """Promote the candidate; True when the promotion was refused (the release then fails)."""
    from kbgate.errors import GateError
    from kbgate.store import open_store
    from version_gate.promote import promote

    if decision == "WARN" and not accept_warn:
        steps.append(StepResult("promote", "not run", "the decision is WARN: pass --accept-warn with --reviewer "
                                "and --reason to promote it"))
        return False
    say(f"promote: alias {alias} -> {outcome.candidate}")
    try:
        with open_store(store_spec, create=False) as store:
            done = promote(store, store_spec, alias=alias, candidate=outcome.candidate, report_path=gate_report,
                           policy_path=policy_path, accept_warn=accept_warn, reviewer=reviewer, reason=reason)
    except GateError as exc:
        steps.append(StepResult("promote", "failed", str(exc)))
        reasons.append(f"promote: {exc}")
        return True
    outcome.promoted = True
    steps.append(StepResult("promote", "passed", f"alias {alias}: {done.previous or '(new)'} -> {done.version}"))
    return False


def _decision(steps: list[StepResult]) -> str:
    worst = 0
    for s in steps:
        worst = max(worst, 2 if s.status == "failed" else 1 if s.status in ("warned", "skipped") else 0)
    return ("PASS", "WARN", "BLOCK")[worst]


def write_release_report(outcome: ReleaseOutcome, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "release.json"
    data = outcome.to_dict() | {"created_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path
