"""The version gate: may the candidate index version replace the baseline?

:func:`run_gate` (given a :class:`GateRequest`) runs a locked eval set on both versions (the
built-in retriever, or two HTTP targets), judges every returned chunk against the gold anchors
and the access truth, computes metrics per stratum, per risk level and as a macro average,
compares the versions case by case with seeded paired statistics, names a root cause for every
failed or regressed case, checks ACL drift, and decides PASS, WARN or BLOCK from the policy's
``gates`` lines (:mod:`version_gate.decision`).

Decision rules beyond the lines (registered units of :mod:`version_gate.rules`, reported in
registration order):

* any chunk the case's actor may not read (on the candidate) BLOCKs, unconditionally;
* ACL drift: widening a document held at the most sensitive level BLOCKs, any other
  widening WARNs and needs a reviewer's sign-off;
* a P0 case whose evidence the baseline returned in the top K and the candidate does not
  BLOCKs, whatever the averages (an average must never hide a P0 regression);
* a P0 case whose answer has a claim ``CONTRADICTED`` or ``NOT_IN_CONTEXT`` by its evidence
  (:mod:`version_gate.claims`; ``gate_settings.claims.block_p0_on``) BLOCKs; a review-required
  one WARNs and is listed for a reviewer (``claims_review``);
* the locked eval set changed since it was registered under its name: WARN (a run on a set
  marked ``split: locked``, or unmarked, registers its digest under its name on first use; a
  ``tuning`` or ``challenge`` split is never registered, so its report cannot back a promotion);
* a case with a ``pending`` review: WARN (``reject``-ed cases are not scored);
* retrieval errors (they score 0, never dropped) and chunks of documents unknown to the
  manifest (``--corpus``): WARN.

``--baseline none`` (``baseline=None``) is a first release: absolute lines only, no
comparison, no drift check.

Every query runs as its case's own actor, with its ``history`` when it is a multi-turn case. Both versions are queried case by case,
alternating which goes first, so machine noise hits both latencies alike.

The modules: :mod:`~version_gate.gate.inputs` (the eval set, file hashes, ingest states),
:mod:`~version_gate.gate.sides` (the versions and their runs), :mod:`~version_gate.gate.access`
(who may read a chunk), :mod:`~version_gate.gate.scoring` (metrics, scopes, comparisons),
:mod:`~version_gate.gate.causes` (status and root causes), :mod:`~version_gate.gate.sections`
(report sections) and :mod:`~version_gate.gate.challenge` (the challenge set).
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from kbgate.evalset import register_locked, registered_locked
from kbgate.policy import Policy
from kbgate.runs import new_run_id
from version_gate.gate.access import AccessJudge
from version_gate.gate.causes import case_status, root_causes
from version_gate.gate.challenge import promote_failures
from version_gate.gate.inputs import (
    check_actors,
    file_hash,
    k_values,
    load_eval,
    manifest_hash,
    stratified_sample,
)
from version_gate.gate.scoring import (
    case_metrics,
    compare,
    latency_of,
    matrix,
    metric_names,
    primary_k,
    scope_values,
    scopes_of,
)
from version_gate.gate.sections import case_entries, claims_review, metrics_section, perturb_report
from version_gate.gate.sides import CaseRun, Side, build_sides, run_cases, run_perturbed

__all__ = ["AccessJudge", "CaseRun", "GateOutcome", "GateRequest", "Side", "primary_k", "run_gate",
           "stratified_sample"]

SCHEMA = "kbgate.gate-report/1"
DECISIONS = ("PASS", "WARN", "BLOCK")


@dataclass(frozen=True, kw_only=True)
class GateRequest:
    """One gate run: the versions, the eval set, and how to run and record it.

    Attributes:
        store: the open store holding both versions (``None`` with ``targets``: the refs are labels).
        store_spec: its ``--store`` spec (for the audit log and the locked-set registry).
        policy: the validated policy; ``policy_path`` is recorded in the report.
        eval_path: the locked eval set (JSONL).
        candidate: alias or version of the candidate.
        baseline: alias or version of the baseline; ``None`` for a first release.
        corpus: corpus directory whose manifest is the access truth (else chunk payloads).
        k: the K values (default: the policy's ``gate_settings.k``).
        smoke: gate a stratified sample of about this many cases (a quick pre-check).
        perturb: also run rule-based query variants on the candidate and report the drops.
        seed: seed of the statistics, the smoke sample and the perturbations.
        targets: ``(candidate, baseline)`` to query instead: HTTP service URLs or retriever objects.
        out_dir: where report.json, report.md and junit.xml go (``None``: not written).
        audit: append a ``gate_decision`` record to the store's audit log.
        progress: optional ``progress(items, label=..., length=...)`` wrapper.
        promote_failures: challenge JSONL to which cases failed in this run and the previous
            run of the same eval set are appended.
        run_id: the run id (default: a new one); the CLI writes to ``WORKDIR/runs/<run_id>``.
        answer_judge: an optional :class:`version_gate.answers.AnswerJudge` (e.g. an LLM) whose
            issues are added to the deterministic answer checks.
        ingest_report: report.json of the ``kbgate ingest`` run that built the candidate; root
            causes then name why a gold document is missing (its state and reason codes).
    """

    store: object
    store_spec: str
    policy: Policy
    policy_path: str
    eval_path: str
    candidate: str
    baseline: str | None
    corpus: str | None = None
    k: Sequence[int] | None = None
    smoke: int | None = None
    perturb: bool = False
    seed: int = 0
    targets: tuple | None = None
    out_dir: Path | None = None
    audit: bool = True
    progress: Callable | None = None
    promote_failures: str | None = None
    run_id: str | None = None
    answer_judge: Callable | None = None
    ingest_report: str | None = None


@dataclass
class GateOutcome:
    """What the gate decided, the report it wrote, and its exit code."""

    decision: str
    reasons: list[str]
    report: dict
    report_path: Path | None

    def exit_code(self, fail_on: str = "block") -> int:
        """0 for PASS and WARN, 1 for BLOCK (and for WARN with ``fail_on="warn"``)."""
        if self.decision == "BLOCK" or (fail_on == "warn" and self.decision == "WARN"):
            return 1
        return 0


@contextmanager
def _timed(timings: dict[str, float], key: str):
    started = time.perf_counter()
    yield
    timings[key] = time.perf_counter() - started


def run_gate(req: GateRequest) -> GateOutcome:
    """Gate ``req.candidate`` against ``req.baseline`` (see the module rules) and write the report."""
    from version_gate import decision as dec
    from version_gate import rules

    policy, store, store_spec, targets, smoke, seed = \
        req.policy, req.store, req.store_spec, req.targets, req.smoke, req.seed
    settings = policy.gate_settings
    ks = k_values(req.k, policy)
    kp, kmax = primary_k(ks), max(ks)
    ev = load_eval(req.eval_path, smoke, seed)
    cases = ev.cases
    check_actors(req.eval_path, ev.all_cases, policy)
    sides = build_sides(store, policy, req.candidate, req.baseline, targets)
    cand, base = sides[0], (sides[1] if req.baseline else None)
    timings: dict[str, float] = {}

    with _timed(timings, "retrieval_s"):
        release = (lambda side: store.release(side.version)) if store is not None and not targets else None
        run_cases(sides, cases, kmax, req.progress, settings.query_batch, settings.latency_sample, release)
        perturbed = run_perturbed(cand, cases, kmax, seed, settings.query_batch) if req.perturb else None

    with _timed(timings, "metrics_s"):
        access_judge = AccessJudge(policy, req.corpus)
        canaries = list(policy.check_config("injection").get("placeholders") or [])
        per_side = {s.role: case_metrics(cases, s.runs, ks, policy, access_judge, canaries, req.answer_judge)
                    for s in sides}
        names = metric_names(ks)
        mats = {role: matrix(v.rows, names) for role, v in per_side.items()}
        scopes = scopes_of(cases)
        values = {role: scope_values(mats[role], scopes, cases, names) for role in mats}
        latency = {s.role: latency_of(s.runs if s.latency_runs is None else s.latency_runs) for s in sides}
        values["candidate"]["all"]["latency_p50_ms"] = latency["candidate"]["p50"]
        values["candidate"]["all"]["latency_p95_ms"] = latency["candidate"]["p95"]
        perturbation = perturb_report(cases, perturbed, ks, policy, access_judge, canaries, mats["candidate"],
                                      scopes) if perturbed else None

    with _timed(timings, "statistics_s"):
        comparisons = compare(cases, scopes, mats, settings, seed) if base else {}

    with _timed(timings, "decision_s"):
        lines = dec.evaluate_lines(policy, values["candidate"], comparisons, ks=ks, primary=kp,
                                   has_baseline=base is not None, baseline_values=values.get("baseline"))
        cm = per_side["candidate"]
        base_rows = per_side["baseline"].rows if base else None
        leaks = {c.case_id: v for c, acc in zip(cases, cm.access, strict=True)
                 if (v := [a for a in acc if a["kind"] != "unattributable"])}
        drift = None
        if base and not targets:
            from version_gate.drift import acl_drift

            drift = acl_drift(policy, store.acl_rows(base.version), store.acl_rows(cand.version))
        registered = registered_locked(store_spec).get(ev.meta.name)
        reasons = rules.evaluate(policy, rules.GateFacts(
            cases=cases, lines=lines, leaks=leaks, access=cm.access, drift=drift, ev=ev, registered=registered,
            cand=cand, cand_rows=cm.rows, base_rows=base_rows, kp=kp, claims=cm.claims))
        status = case_status(cases, cand, cm.rows, base_rows, leaks, kp, kmax)
        causes = root_causes(cases, status, cand, cm.judgements, cm.answer_issues, leaks, kp, policy,
                             None if targets else store, req.ingest_report, kmax)
        decision = DECISIONS[max((dec.SEVERITY[v] for v, _ in reasons), default=0)]
        ordered = [m for v in ("BLOCK", "WARN") for sev, m in reasons if sev == v]

    with _timed(timings, "reports_s"):
        from version_gate.diagnose import group_by_cause

        run_id = req.run_id or new_run_id()
        policy_file = Path(req.policy_path)
        report = {
            "schema": SCHEMA, "run_id": run_id, "created_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "decision": decision, "reasons": ordered,
            "store": store_spec,
            "candidate": {"ref": req.candidate, "version": cand.version, "fingerprint": cand.fingerprint,
                          "target": targets[0] if targets else None},
            "baseline": {"ref": req.baseline, "version": base.version if base else None,
                         "fingerprint": base.fingerprint if base else None,
                         "target": targets[1] if targets and base else None},
            "eval": {"path": str(req.eval_path), "name": ev.meta.name, "hash": ev.digest,
                     "meta": ev.meta.model_dump(mode="json"), "cases": len(ev.all_cases), "scored": len(cases),
                     "rejected": ev.rejected, "pending": [c.case_id for c in ev.pending],
                     "registered_hash": registered},
            "policy": {"path": str(policy_file), "hash": policy.digest(),
                       "file_hash": file_hash(policy_file) if policy_file.is_file() else None},
            "corpus": {"path": req.corpus, "manifest_hash": manifest_hash(req.corpus)} if req.corpus else None,
            "settings": {"k": ks, "primary_k": kp, "smoke": smoke, "seed": seed, "perturb": req.perturb,
                         "min_cases": settings.min_cases, "alpha": settings.alpha, "resamples": settings.resamples,
                         "score_floor": settings.score_floor},
            "smoke": bool(smoke),
            "acl_drift": drift if drift is not None else {"widened": [], "reviewer_required": False, "checked": False},
            "metrics": metrics_section(values, comparisons, scopes, latency, names, base is not None),
            "lines": lines,
            "cases": case_entries(cases, sides, per_side, status, causes),
            "root_causes": group_by_cause(causes),
            "claims_review": claims_review(cases, cm.claims, settings.claims.block_p0_on),
            "perturbation": perturbation,
            "timings": {key: round(v, 3) for key, v in timings.items()},
        }
        if req.promote_failures:
            report["promoted_failures"] = promote_failures(req.promote_failures, store_spec, ev.meta.name, cases,
                                                           status)
        report_path = None
        if store_spec is not None:
            from kbgate.audit import AuditLog, audit_root

            report["audit_head"] = AuditLog(audit_root(store_spec)).head()  # the log at gate time, pinned
        if req.out_dir is not None:
            from kbgate.audit import default_mask_text
            from version_gate.report import write_reports

            paths = write_reports(report, Path(req.out_dir),
                                  queries={c.case_id: default_mask_text(c.query) for c in cases})
            report_path = paths["json"]
    report["timings"] = {key: round(v, 3) for key, v in timings.items()}

    if ev.meta.split in (None, "locked"):  # a tuning or challenge set never backs a promotion (EVAL_NOT_LOCKED)
        register_locked(store_spec, ev.meta.name, ev.digest)
    if req.audit:
        from kbgate.audit import AuditLog, audit_root

        AuditLog(audit_root(store_spec)).append(
            "gate_decision", index_version=cand.version, policy_hash=policy.digest(), decision=decision,
            details={"run_id": run_id, "report_path": str(report_path.resolve()) if report_path else None,
                     "report_hash": file_hash(report_path) if report_path else None,
                     "baseline_version": base.version if base else None, "candidate_fingerprint": cand.fingerprint,
                     "eval_name": ev.meta.name, "eval_hash": ev.digest,
                     "failed_cases": sorted(c.case_id for c, s in zip(cases, status, strict=True) if s[0]),
                     "reasons": ordered[:20], "smoke": bool(smoke)})
    return GateOutcome(decision, ordered, report, report_path)
