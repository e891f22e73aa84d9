"""The version gate: may the candidate index version replace the baseline?

:func:`run_gate` runs a locked eval set on both versions (the built-in retriever, or two
HTTP targets), judges every returned chunk against the gold anchors and the access
truth, computes metrics per stratum, per risk level and as a macro average, compares the
versions case by case with seeded paired statistics, names a root cause for every
failed or regressed case, checks ACL drift, and decides PASS, WARN or BLOCK from the
policy's ``gates`` lines (:mod:`version_gate.decision`).

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
"""

from __future__ import annotations

import datetime as dt
import hashlib
import time
import zlib
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from kbgate.acl import AccessTruth, DocAccess, leak_kind
from kbgate.errors import InputError, KbgateError
from kbgate.evalset import (
    EvalCase,
    eval_set_digest,
    load_eval_meta,
    load_eval_set,
    register_locked,
    registered_locked,
)
from kbgate.policy import Policy
from kbgate.reports import read_ingest_report
from kbgate.retrieval.retriever import Actor, RetrievedChunk
from kbgate.runs import new_run_id

SCHEMA = "kbgate.gate-report/1"
DECISIONS = ("PASS", "WARN", "BLOCK")
LOWER = {"false_retrieval_rate", "unauthorized_hits", "stale_hits"}


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


@dataclass
class CaseRun:
    """One case on one version: what came back, how long it took, or the error."""

    chunks: list[RetrievedChunk] | None
    candidates: list[RetrievedChunk] = field(default_factory=list)
    latency_ms: float = 0.0
    answer: str | None = None
    citations: list[str] | None = None
    error: str | None = None


@dataclass
class Side:
    """One version under test."""

    role: str
    ref: str | None
    version: str | None
    fingerprint: str | None
    retriever: object
    runs: list[CaseRun] = field(default_factory=list)


def primary_k(ks: Sequence[int]) -> int:
    """The K of the headline metrics and the root causes: 5 when asked for, else the smallest K."""
    return 5 if 5 in ks else min(ks)


def _retrieve(retriever, query: str, actor: Actor, top_k: int, history: list[dict] | None = None) -> CaseRun:
    from kbgate.retrieval.retriever import ask

    started = time.perf_counter()
    try:
        res = ask(retriever, query, actor, top_k, history)
    except KbgateError as exc:
        return CaseRun(None, latency_ms=(time.perf_counter() - started) * 1000, error=str(exc))
    ms = (time.perf_counter() - started) * 1000
    return CaseRun(list(res.chunks[:top_k]), list(res.candidates or res.chunks), ms, res.answer,
                   res.citations)


def stratified_sample(cases: list[EvalCase], n: int, seed: int) -> list[EvalCase]:
    """About ``n`` cases, every stratum x risk group represented (at least one each), seeded."""
    rng = np.random.default_rng(seed)
    groups: dict[tuple, list[EvalCase]] = {}
    for c in cases:
        groups.setdefault((c.stratum, c.risk), []).append(c)
    keep: set[str] = set()
    for _, members in sorted(groups.items()):
        take = max(1, round(n * len(members) / max(1, len(cases))))
        for i in rng.choice(len(members), size=min(take, len(members)), replace=False):
            keep.add(members[int(i)].case_id)
    return [c for c in cases if c.case_id in keep]


class AccessJudge:
    """Who may read a returned chunk: the manifest truth with ``--corpus``, else the payload.

    Without a corpus the chunk's own tenant and labels are judged
    (:meth:`kbgate.acl.DocAccess.from_payload`: the ACL is recomputed from the policy, never
    trusted from the payload, and a payload without ``allowed_roles`` is readable by nobody).
    With a corpus, chunks that carry no dates (HTTP targets) get their document version's
    ``effective_from``/``expires_at`` from the manifest (:meth:`date`), for stale detection.
    """

    def __init__(self, policy: Policy, corpus: str | None):
        self.policy = policy
        self.truth = None
        self.dates: dict[str, tuple[str, str | None]] = {}
        if corpus:
            from kbgate.corpus.manifest import read_manifest

            records = [r for _, r in read_manifest(Path(corpus)).records]
            self.truth = AccessTruth(policy, records)
            self.dates = {r.key: (r.effective_from.isoformat(), r.expires_at.isoformat() if r.expires_at else None)
                          for r in records}

    def date(self, chunks: Sequence[RetrievedChunk] | None) -> None:
        """Fill missing ``effective_from``/``expires_at`` payload fields from the manifest."""
        for c in chunks or []:
            if "effective_from" not in c.payload and f"{c.doc_id}@{c.version}" in self.dates:
                c.payload["effective_from"], c.payload["expires_at"] = self.dates[f"{c.doc_id}@{c.version}"]

    def kind(self, actor: Actor, chunk: RetrievedChunk) -> str | None:
        """The leak kind, ``"unattributable"`` when it cannot be judged, ``None`` when readable."""
        if self.truth is not None:
            if not self.truth.find(chunk.doc_id, chunk.version) and not self.truth.find(chunk.doc_id):
                return "unattributable"
            return self.truth.leak_kind(actor, chunk.doc_id, chunk.version if self.truth.find(
                chunk.doc_id, chunk.version) else None)
        if "tenant_id" not in chunk.payload:
            return "unattributable"
        return leak_kind(self.policy, DocAccess.from_payload(self.policy, chunk.payload), actor)


@dataclass
class CaseMetrics:
    """One side's per-case results: judgements, metric rows, unauthorized chunks, answer issues, claim verdicts."""

    judgements: list
    rows: list[dict]
    access: list[list[dict]]
    answer_issues: list[list]
    claims: list[list]


def _case_metrics(cases, side: Side, ks, policy: Policy, judge_access: AccessJudge, canaries,
                  answer_judge: Callable | None = None) -> CaseMetrics:
    from version_gate.answers import check_answer, is_refusal
    from version_gate.claims import claim_metrics, verify_claims_of
    from version_gate.metrics import (
        answerable,
        false_retrieval,
        judge,
        ranking_metrics,
        stale_hits,
        version_correct,
    )

    floor = policy.gate_settings.score_floor
    for r in side.runs:
        judge_access.date(r.chunks)
    judgements = [judge(c, r.chunks) if r.chunks is not None else None for c, r in zip(cases, side.runs, strict=True)]
    rows = ranking_metrics(cases, judgements, ks)
    access, answer_issues, claims = [], [], []
    for case, run, j, row in zip(cases, side.runs, judgements, rows, strict=True):
        actor = Actor(case.tenant_id, case.actor_role)
        kinds = [(c, judge_access.kind(actor, c)) for c in (run.chunks or [])]
        bad = [{"chunk_id": c.chunk_id, "doc_id": c.doc_id, "kind": k} for c, k in kinds if k]
        access.append(bad)
        row["unauthorized_hits"] = float(sum(1 for b in bad if b["kind"] != "unattributable"))
        if not answerable(case):
            row["false_retrieval_rate"] = false_retrieval(run.chunks, floor)
            if run.answer is not None or run.error is not None:
                row["correct_refusal_rate"] = float(run.error is None and is_refusal(run.answer))
        else:
            row["stale_hits"] = stale_hits(j, primary_k(ks))
            if case.stratum == "version_conflict":
                row["version_correct_rate"] = version_correct(j)
        stale = [run.chunks[i].chunk_id for i in j.stale] if j is not None else []
        verdicts, claim_issues = verify_claims_of(run, policy) if run.answer is not None else ([], [])
        claims.append(verdicts)
        row.update(claim_metrics(verdicts))
        issues = claim_issues + check_answer(case, run.answer, run.citations, run.chunks or [], canaries, stale,
                                             numbers=False) if run.answer is not None else []
        if answer_judge is not None and run.answer is not None:
            by_id = {c.chunk_id: c for c in run.chunks or []}
            issues += answer_judge(case, run.answer, [by_id[c] for c in run.citations or [] if c in by_id])
        answer_issues.append(issues)
        if run.answer is not None:
            row["answer_ok"] = float(not issues)
    return CaseMetrics(judgements, rows, access, answer_issues, claims)


def _scopes(cases: list[EvalCase]) -> dict[str, np.ndarray]:
    scopes = {"all": np.arange(len(cases))}
    for attr, prefix in (("stratum", "stratum"), ("risk", "risk")):
        for value in sorted({getattr(c, attr) for c in cases}):
            scopes[f"{prefix}:{value}"] = np.array([i for i, c in enumerate(cases) if getattr(c, attr) == value])
    return scopes


def _matrix(rows: list[dict], metrics: list[str]) -> dict[str, np.ndarray]:
    return {m: np.array([r.get(m, np.nan) for r in rows], dtype=float) for m in metrics}


def _macro_weights(cases: list[EvalCase], mask: np.ndarray) -> np.ndarray:
    """Weights making a weighted mean over ``mask`` the mean of the stratum means."""
    strata = np.array([c.stratum for c in cases])
    w = np.zeros(len(cases))
    for s in set(strata[mask]):
        sel = mask & (strata == s)
        w[sel] = 1.0 / sel.sum()
    return w


def _scope_value(metric: str, arr: np.ndarray, idx: np.ndarray, cases, scope: str) -> float | None:
    vals = arr[idx]
    ok = ~np.isnan(vals)
    if not ok.any():
        return None
    if metric == "unauthorized_hits":
        return float(vals[ok].sum())
    if scope == "all":
        w = _macro_weights(cases, ~np.isnan(arr))
        return float(np.sum(np.nan_to_num(arr) * w) / np.sum(w))
    return float(vals[ok].mean())


def _latency(runs: list[CaseRun]) -> dict:
    ms = np.array([r.latency_ms for r in runs if r.error is None])
    if not len(ms):
        return {"p50": None, "p95": None, "n": 0}
    return {"p50": round(float(np.percentile(ms, 50)), 3), "p95": round(float(np.percentile(ms, 95)), 3), "n": len(ms)}


def _doc_chunks(store, version: str, doc_ids: set[str]) -> dict[str, list[tuple[str, str]]]:
    """The ``(chunk_id, text)`` pairs of ``version`` per document of ``doc_ids``."""
    out: dict[str, list[tuple[str, str]]] = {}
    if not doc_ids:
        return out
    flt = {"must": [{"key": "doc_id", "match": {"any": sorted(doc_ids)}}]}
    for p in store.scroll(version, filter=flt, fields=["chunk_id", "doc_id", "text"]):
        out.setdefault(p["doc_id"], []).append((p["chunk_id"], p.get("text", "")))
    return out


def _resolve(store, ref: str, what: str) -> tuple[str, str | None]:
    from kbgate.errors import StoreError

    try:
        version = store.resolve(ref)
        info = store.version_info(version)
    except StoreError as exc:
        raise InputError(f"--{what} {ref}: {exc}") from None
    if not info.complete:
        raise InputError(f"--{what} {ref}: index version '{version}' is incomplete (its build was interrupted); "
                         "rebuild it with `kbgate ingest` and gate the new version")
    return version, info.fingerprint


def _file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_gate(*, store, store_spec: str, policy: Policy, policy_path: str, eval_path: str, candidate: str,
             baseline: str | None, corpus: str | None = None, k: Sequence[int] | None = None,
             smoke: int | None = None, perturb: bool = False, seed: int = 0,
             targets: tuple[str, str] | None = None, out_dir: Path | None = None, audit: bool = True,
             progress: Callable | None = None, promote_failures: str | None = None,
             run_id: str | None = None, answer_judge: Callable | None = None,
             ingest_report: str | None = None) -> GateOutcome:
    """Gate ``candidate`` against ``baseline`` (see the module rules) and write the report.

    Args:
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
    from version_gate import decision as dec
    from version_gate import rules

    settings = policy.gate_settings
    ks = sorted(set(k)) if k else list(settings.k)
    if any(x < 1 or x > 100 for x in ks):
        raise InputError(f"--k {','.join(map(str, ks))}: each K must be between 1 and 100")
    kp, kmax = primary_k(ks), max(ks)
    ev = _load_eval(eval_path, smoke, seed)
    cases = ev.cases
    unknown = [f"{c.case_id} ({c.tenant_id}:{c.actor_role})" for c in ev.all_cases
               if c.tenant_id not in policy.tenant_ids or c.actor_role not in policy.roles]
    if unknown:
        raise InputError(f"eval set {eval_path}: {len(unknown)} case(s) name a tenant or role the policy does not "
                         f"define: {', '.join(unknown[:5])}; fix the cases or the policy")
    sides = _sides(store, policy, candidate, baseline, targets)
    cand, base = sides[0], (sides[1] if baseline else None)
    timings: dict[str, float] = {}

    with _timed(timings, "retrieval_s"):
        _run_cases(sides, cases, kmax, progress)
        perturbed = _run_perturbed(cand, cases, kmax, seed) if perturb else None

    with _timed(timings, "metrics_s"):
        access_judge = AccessJudge(policy, corpus)
        canaries = list(policy.check_config("injection").get("placeholders") or [])
        per_side = {s.role: _case_metrics(cases, s, ks, policy, access_judge, canaries, answer_judge) for s in sides}
        metric_names = [f"{m}_at_{x}" for m in ("recall", "precision", "hit_rate", "ndcg") for x in ks] + \
            ["mrr", "false_retrieval_rate", "correct_refusal_rate", "version_correct_rate", "stale_hits", "answer_ok",
             "faithfulness", "citation_correctness", "citation_completeness", "unauthorized_hits"]
        mats = {role: _matrix(v.rows, metric_names) for role, v in per_side.items()}
        scopes = _scopes(cases)
        values = {role: {scope: {m: _scope_value(m, mats[role][m], idx, cases, scope) for m in metric_names}
                         for scope, idx in scopes.items()} for role in mats}
        latency = {s.role: _latency(s.runs) for s in sides}
        values["candidate"]["all"]["latency_p50_ms"] = latency["candidate"]["p50"]
        values["candidate"]["all"]["latency_p95_ms"] = latency["candidate"]["p95"]
        perturb_report = _perturb_report(cases, perturbed, ks, policy, access_judge, canaries, mats["candidate"],
                                         scopes) if perturbed else None

    with _timed(timings, "statistics_s"):
        comparisons = _compare(cases, scopes, mats, settings, seed) if base else {}

    with _timed(timings, "decision_s"):
        lines = dec.evaluate_lines(policy, values["candidate"], comparisons, ks=ks, primary=kp,
                                   has_baseline=base is not None, baseline_values=values.get("baseline"))
        cm = per_side["candidate"]
        cand_j, cand_rows, cand_access, cand_answers = cm.judgements, cm.rows, cm.access, cm.answer_issues
        base_rows = per_side["baseline"].rows if base else None
        leaks = {c.case_id: v for c, acc in zip(cases, cand_access, strict=True)
                 if (v := [a for a in acc if a["kind"] != "unattributable"])}
        drift = None
        if base and not targets:
            from version_gate.drift import acl_drift

            drift = acl_drift(policy, store.acl_rows(base.version), store.acl_rows(cand.version))
        registered = registered_locked(store_spec).get(ev.meta.name)
        reasons = rules.evaluate(policy, rules.GateFacts(
            cases=cases, lines=lines, leaks=leaks, access=cand_access, drift=drift, ev=ev, registered=registered,
            cand=cand, cand_rows=cand_rows, base_rows=base_rows, kp=kp, claims=cm.claims))
        status = _status(cases, cand, cand_rows, base_rows, leaks, kp, kmax)
        causes = _root_causes(cases, status, cand, cand_j, cand_answers, leaks, kp, policy,
                              None if targets else store, ingest_report, kmax)
        severity = max((dec.SEVERITY[v] for v, _ in reasons), default=0)
        decision = DECISIONS[severity]
        ordered = [m for v in ("BLOCK", "WARN") for sev, m in reasons if sev == v]

    with _timed(timings, "reports_s"):
        from version_gate.diagnose import group_by_cause

        run_id = run_id or new_run_id()
        policy_file = Path(policy_path)
        report = {
            "schema": SCHEMA, "run_id": run_id, "created_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "decision": decision, "reasons": ordered,
            "store": store_spec,
            "candidate": {"ref": candidate, "version": cand.version, "fingerprint": cand.fingerprint,
                          "target": targets[0] if targets else None},
            "baseline": {"ref": baseline, "version": base.version if base else None,
                         "fingerprint": base.fingerprint if base else None,
                         "target": targets[1] if targets and base else None},
            "eval": {"path": str(eval_path), "name": ev.meta.name, "hash": ev.digest,
                     "meta": ev.meta.model_dump(mode="json"), "cases": len(ev.all_cases), "scored": len(cases),
                     "rejected": ev.rejected, "pending": [c.case_id for c in ev.pending],
                     "registered_hash": registered},
            "policy": {"path": str(policy_file), "hash": policy.digest(),
                       "file_hash": _file_hash(policy_file) if policy_file.is_file() else None},
            "corpus": {"path": corpus, "manifest_hash": _manifest_hash(corpus)} if corpus else None,
            "settings": {"k": ks, "primary_k": kp, "smoke": smoke, "seed": seed, "perturb": perturb,
                         "min_cases": settings.min_cases, "alpha": settings.alpha, "resamples": settings.resamples,
                         "score_floor": settings.score_floor},
            "smoke": bool(smoke),
            "acl_drift": drift if drift is not None else {"widened": [], "reviewer_required": False, "checked": False},
            "metrics": _metrics_section(values, comparisons, scopes, latency, metric_names, base is not None),
            "lines": lines,
            "cases": _case_entries(cases, sides, per_side, status, causes),
            "root_causes": group_by_cause(causes),
            "claims_review": _claims_review(cases, per_side["candidate"].claims, settings.claims.block_p0_on),
            "perturbation": perturb_report,
            "timings": {key: round(v, 3) for key, v in timings.items()},
        }
        if promote_failures:
            report["promoted_failures"] = _promote(promote_failures, store_spec, ev.meta.name, cases, status)
        report_path = None
        if store_spec is not None:
            from kbgate.audit import AuditLog, audit_root

            report["audit_head"] = AuditLog(audit_root(store_spec)).head()  # the log at gate time, pinned
        if out_dir is not None:
            from kbgate.audit import default_mask_text
            from version_gate.report import write_reports

            paths = write_reports(report, Path(out_dir), queries={c.case_id: default_mask_text(c.query) for c in cases})
            report_path = paths["json"]
    report["timings"] = {key: round(v, 3) for key, v in timings.items()}

    if ev.meta.split in (None, "locked"):  # a tuning or challenge set never backs a promotion (EVAL_NOT_LOCKED)
        register_locked(store_spec, ev.meta.name, ev.digest)
    if audit:
        from kbgate.audit import AuditLog, audit_root

        AuditLog(audit_root(store_spec)).append(
            "gate_decision", index_version=cand.version, policy_hash=policy.digest(), decision=decision,
            details={"run_id": run_id, "report_path": str(report_path.resolve()) if report_path else None,
                     "report_hash": _file_hash(report_path) if report_path else None,
                     "baseline_version": base.version if base else None, "candidate_fingerprint": cand.fingerprint,
                     "eval_name": ev.meta.name, "eval_hash": ev.digest,
                     "failed_cases": sorted(c.case_id for c, s in zip(cases, status, strict=True) if s[0]),
                     "reasons": ordered[:20], "smoke": bool(smoke)})
    return GateOutcome(decision, ordered, report, report_path)


@dataclass
class _EvalRun:
    meta: object
    all_cases: list[EvalCase]
    cases: list[EvalCase]
    digest: str
    rejected: list[str]
    pending: list[EvalCase]


@contextmanager
def _timed(timings: dict[str, float], key: str):
    started = time.perf_counter()
    yield
    timings[key] = time.perf_counter() - started


def _load_eval(eval_path: str, smoke: int | None, seed: int) -> _EvalRun:
    """The eval set, its metadata and digest; rejected cases dropped, a smoke sample drawn.

    A case without ``knowledge_version`` takes the file's (metadata ``knowledge_version``, else
    ``effective_date``): the date on which stale versions are judged.
    """
    eval_file = Path(eval_path)
    meta = load_eval_meta(eval_file)
    default = meta.knowledge_version or (meta.effective_date.isoformat() if meta.effective_date else None)
    all_cases = [c if c.knowledge_version or not default else c.model_copy(update={"knowledge_version": default})
                 for c in load_eval_set(eval_file)]
    if not all_cases:
        raise InputError(f"eval set {eval_file} has no cases; add cases or pass another file")
    rejected = [c.case_id for c in all_cases if c.review and c.review.decision == "reject"]
    pending = [c for c in all_cases if c.review and c.review.decision == "pending"]
    cases = [c for c in all_cases if c.case_id not in set(rejected)]
    if smoke:
        cases = stratified_sample(cases, smoke, seed)
    return _EvalRun(meta, all_cases, cases, eval_set_digest(eval_file), rejected, pending)


def _sides(store, policy: Policy, candidate: str, baseline: str | None, targets) -> list[Side]:
    """The candidate (and baseline) versions with their retrievers: the store's, or targets (an HTTP URL or a
    retriever object each; without a store the refs are only labels)."""
    refs = [("candidate", candidate)] + ([("baseline", baseline)] if baseline else [])
    sides = []
    for n, (role, ref) in enumerate(refs):
        version, fingerprint = _resolve(store, ref, role) if store is not None else (ref, None)
        if targets:
            from kbgate.targets.open import open_target

            retriever = open_target(targets[n], f"{role} target")[0] if isinstance(targets[n], str) else targets[n]
        else:
            from kbgate.targets.open import open_store_target

            retriever = open_store_target(store, version, policy)
        sides.append(Side(role, ref, version, fingerprint, retriever))
    return sides


def _run_cases(sides: list[Side], cases: list[EvalCase], top_k: int, progress) -> None:
    """Query every case on every side, case by case, alternating which side goes first."""
    wrap = progress or (lambda items, **_: items)
    for i, case in enumerate(wrap(cases, label="Gating", length=len(cases))):
        actor = Actor(case.tenant_id, case.actor_role)
        for side in (sides if i % 2 == 0 else sides[::-1]):
            side.runs.append(_retrieve(side.retriever, case.query, actor, top_k, _history(case)))


def _run_perturbed(side: Side, cases: list[EvalCase], top_k: int, seed: int) -> dict[str, list[CaseRun]]:
    """Each perturbation rule's runs on ``side``; an unchanged query reuses the original run."""
    from version_gate.perturb import variants

    out: dict[str, list[CaseRun]] = {}
    for case, original in zip(cases, side.runs, strict=True):
        actor = Actor(case.tenant_id, case.actor_role)
        for rule, query in variants(case.query, seed).items():
            run = original if query == case.query else _retrieve(side.retriever, query, actor, top_k,
                                                                  _history(case))
            out.setdefault(rule, []).append(run)
    return out


def _compare(cases, scopes, mats, settings, seed: int) -> dict[str, dict[str, dict]]:
    """Paired statistics per scope and metric, over the cases both versions measured."""
    from version_gate.stats import paired

    out: dict[str, dict[str, dict]] = {}
    for scope, idx in scopes.items():
        for m, c in mats["candidate"].items():
            b = mats["baseline"][m]
            mask = np.zeros(len(cases), dtype=bool)
            mask[idx] = True
            mask &= ~np.isnan(c) & ~np.isnan(b)
            if not mask.any():
                continue
            weights = _macro_weights(cases, mask)[mask] if scope == "all" else None
            res = paired(c[mask], b[mask], higher=m not in LOWER, weights=weights, min_cases=settings.min_cases,
                         resamples=settings.resamples, alpha=settings.alpha,
                         seed=seed + zlib.crc32(f"{scope}|{m}".encode()))
            out.setdefault(scope, {})[m] = res.to_dict()
    return out


def _history(case: EvalCase) -> list[dict]:
    return [t.model_dump() for t in case.history]


def _masked_claim(v) -> dict:
    """A claim verdict for the report: the claim text PII-masked (reports never hold raw PII)."""
    from kbgate.audit import default_mask_text

    return {**v.to_dict(), "claim": default_mask_text(v.claim)}


def _claims_review(cases, claims, block_on: Sequence[str]) -> list[dict]:
    """Every claim a reviewer must look at: review-required ones, and blocking verdicts of P0 cases."""
    return [{"case_id": c.case_id, "risk": c.risk, "stratum": c.stratum, **_masked_claim(v)}
            for c, vs in zip(cases, claims, strict=True) for v in vs
            if v.review_required or (c.risk == "P0" and v.verdict in block_on)]


def _status(cases, cand: Side, cand_rows, base_rows, leaks, kp: int, kmax: int) -> list[tuple[bool, bool]]:
    """Per case: whether it failed (on the candidate) and whether it regressed (worse than the baseline).

    A case fails when its retrieval errored, it leaked, its evidence is not all in the top
    K, a chunk came back for an unanswerable question, a stale version outranks the
    evidence, or its answer has an issue. It regressed when any of recall, precision, MRR,
    nDCG, false retrieval, version correctness, stale hits, unauthorized hits or the answer
    check is worse than on the baseline.
    """
    from version_gate.metrics import answerable

    rk = f"recall_at_{kp}"
    keys = [rk, f"precision_at_{kp}", "mrr", f"ndcg_at_{kmax}", "false_retrieval_rate", "version_correct_rate",
            "stale_hits", "unauthorized_hits", "answer_ok"]
    out = []
    for i, case in enumerate(cases):
        cr = cand_rows[i]
        failed = bool(cand.runs[i].error) or case.case_id in leaks or (answerable(case) and cr.get(rk, 0) < 1) \
            or cr.get("false_retrieval_rate", 0) > 0 or cr.get("version_correct_rate", 1) < 1 \
            or cr.get("answer_ok", 1) < 1
        regressed = base_rows is not None and any(
            m in cr and m in base_rows[i] and ((cr[m] > base_rows[i][m]) if m in LOWER else (cr[m] < base_rows[i][m]))
            for m in keys)
        out.append((failed, regressed))
    return out


def _label(status: tuple[bool, bool]) -> str:
    return "failed" if status[0] else "regressed" if status[1] else "ok"


def _root_causes(cases, status, cand: Side, judgements, answers, leaks, kp: int, policy: Policy, store,
                 ingest_report: str | None, kmax: int = 10) -> dict[str, dict]:
    """A root cause for every failed or regressed case (see :mod:`version_gate.diagnose`).

    A multi-turn case is also asked once more on the candidate as its self-contained form
    (``standalone``, else the history folded in): whether that form covers the gold in the
    top K tells a rewrite failure (``QUERY_REWRITE``) from a retrieval one.
    """
    from kbgate.retrieval.rewrite import fold_history
    from version_gate.diagnose import diagnose
    from version_gate.metrics import judge

    flagged = [i for i, s in enumerate(status) if any(s)]
    folded: dict[int, bool] = {}
    for i in flagged:
        c = cases[i]
        if c.history and c.relevant and cand.retriever is not None:
            run = _retrieve(cand.retriever, c.standalone or fold_history(c.query, _history(c)),
                            Actor(c.tenant_id, c.actor_role), kmax)
            j = judge(c, run.chunks) if run.chunks is not None else None
            folded[i] = j is not None and all(j.covered_at.get(g, kp) < kp for g in range(j.n_gold))
    gold_docs = {ev.doc_id for i in flagged for ev in cases[i].relevant}
    doc_chunks = _doc_chunks(store, cand.version, gold_docs) if store is not None else None
    near_dup = float(policy.check_config("near_duplicate").get("threshold", 0.8))
    states = _ingest_states(ingest_report) if ingest_report else None
    return {cases[i].case_id: diagnose(
        cases[i], k=kp, chunks=cand.runs[i].chunks, candidates=cand.runs[i].candidates, judgement=judgements[i],
        unauthorized=leaks.get(cases[i].case_id, []), doc_chunks=doc_chunks, answer_issues=answers[i],
        error=cand.runs[i].error, floor=policy.gate_settings.score_floor, near_dup_threshold=near_dup,
        ingest_states=states, folded_covered=folded.get(i)) for i in flagged}


def _metrics_section(values, comparisons, scopes, latency, metric_names, has_baseline: bool) -> dict:
    names = metric_names + ["latency_p50_ms", "latency_p95_ms"]
    out = {"scopes": {scope: {m: {"candidate": values["candidate"][scope].get(m),
                                  "baseline": values["baseline"][scope].get(m) if has_baseline else None,
                                  **({"compare": comparisons.get(scope, {}).get(m)} if has_baseline else {})}
                              for m in names if values["candidate"][scope].get(m) is not None}
                      for scope in scopes},
           "latency": latency, "n_cases": {scope: int(len(idx)) for scope, idx in scopes.items()}}
    if has_baseline:
        out["latency_delta_ms"] = {q: latency["candidate"][q] - latency["baseline"][q]
                                   if latency["candidate"][q] is not None and latency["baseline"][q] is not None
                                   else None for q in ("p50", "p95")}
    return out


def _case_entries(cases, sides, per_side, status, causes) -> list[dict]:
    """Per case and version: chunk ids, scores, metrics, latency, leaks, answer issues; the query as a hash."""
    from kbgate.audit import hash_query

    out = []
    for i, case in enumerate(cases):
        entry = {"case_id": case.case_id, "stratum": case.stratum, "risk": case.risk,
                 "query_hash": hash_query(case.query), "actor": {"tenant_id": case.tenant_id, "role": case.actor_role},
                 "status": _label(status[i]), "regressed": status[i][1], "root_cause": causes.get(case.case_id)}
        for s in sides:
            run, row = s.runs[i], per_side[s.role].rows[i]
            entry[s.role] = {"chunks": [c.chunk_id for c in run.chunks or []],
                             "scores": [round(c.score, 4) for c in run.chunks or []],
                             "metrics": {m: round(v, 6) for m, v in row.items()},
                             "latency_ms": round(run.latency_ms, 3), "error": run.error,
                             "unauthorized": per_side[s.role].access[i], "answer_issues": per_side[s.role].answer_issues[i],
                             "claims": [_masked_claim(v) for v in per_side[s.role].claims[i]]}
        out.append(entry)
    return out


def _promote(challenge: str, store_spec: str, eval_name: str, cases, status) -> list[str]:
    """Append the cases failed now and in the previous run of ``eval_name`` to the challenge set."""
    from kbgate.evalset import promote_failed_cases

    previous = _previous_failures(store_spec, eval_name)
    if previous is None:
        return []
    failed_now = {c.case_id for c, s in zip(cases, status, strict=True) if s[0]}
    return promote_failed_cases(challenge, [c for c in cases if c.case_id in failed_now & previous])


def _ingest_states(path: str) -> dict[str, list[dict]]:
    """Per doc_id, the ``{doc, state, codes}`` of every version in an ingest report."""
    docs = read_ingest_report(path).get("documents") or []
    out: dict[str, list[dict]] = {}
    for d in docs:
        out.setdefault(d.get("doc_id"), []).append({"doc": d.get("doc"), "state": d.get("state"),
                                                    "codes": d.get("codes") or []})
    return out


def _manifest_hash(corpus: str) -> str | None:
    for name in ("manifest.jsonl", "manifest.yaml"):
        p = Path(corpus) / name
        if p.is_file():
            return _file_hash(p)
    return None


def _previous_failures(store_spec: str, eval_name: str) -> set[str] | None:
    """Failed case ids of the last gate run of ``eval_name`` in the store's audit log, or None."""
    from kbgate.audit import AuditLog, audit_root

    last = None
    for rec in AuditLog(audit_root(store_spec)).records():
        d = rec.get("details") or {}
        if rec.get("kind") == "gate_decision" and d.get("eval_name") == eval_name and not d.get("smoke"):
            last = d
    return set(last.get("failed_cases") or []) if last is not None else None


def _perturb_report(cases, perturbed, ks, policy, access_judge, canaries, base_mat, scopes) -> dict:
    """Each perturbation rule's metric drop (variant minus original, candidate) per stratum."""
    out: dict[str, dict] = {}
    for rule, runs in perturbed.items():
        side = Side("candidate", None, None, None, None, runs)
        rows = _case_metrics(cases, side, ks, policy, access_judge, canaries).rows
        mat = _matrix(rows, list(base_mat))
        out[rule] = {}
        for scope, idx in scopes.items():
            if scope.startswith("risk:"):
                continue
            drops = {}
            for m in (f"recall_at_{primary_k(ks)}", "mrr", f"ndcg_at_{max(ks)}", "false_retrieval_rate"):
                a, b = mat[m][idx], base_mat[m][idx]
                ok = ~np.isnan(a) & ~np.isnan(b)
                if ok.any():
                    drops[m] = round(float(np.mean(a[ok] - b[ok])), 6)
            out[rule][scope] = drops
    return out
