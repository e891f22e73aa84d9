"""The gate's numbers: per-case metrics of one side, their values per scope, paired comparisons and latency."""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from kbgate.evalset import EvalCase
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor
from version_gate.gate.access import AccessJudge
from version_gate.gate.sides import CaseRun

LOWER = {"false_retrieval_rate", "unauthorized_hits", "stale_hits"}


def primary_k(ks: Sequence[int]) -> int:
    """The K of the headline metrics and the root causes: 5 when asked for, else the smallest K."""
    return 5 if 5 in ks else min(ks)


def metric_names(ks: Sequence[int]) -> list[str]:
    """Every metric the gate reports, in report order, for the K values ``ks``."""
    return [f"{m}_at_{x}" for m in ("recall", "precision", "hit_rate", "ndcg") for x in ks] + \
        ["mrr", "false_retrieval_rate", "correct_refusal_rate", "version_correct_rate", "stale_hits", "answer_ok",
         "faithfulness", "citation_correctness", "citation_completeness", "unauthorized_hits"]


@dataclass
class CaseMetrics:
    """One side's per-case results: judgements, metric rows, unauthorized chunks, answer issues, claim verdicts."""

    judgements: list
    rows: list[dict]
    access: list[list[dict]]
    answer_issues: list[list]
    claims: list[list]


def case_metrics(cases, runs: list[CaseRun], ks, policy: Policy, judge_access: AccessJudge, canaries,
                 answer_judge: Callable | None = None) -> CaseMetrics:
    """Judge each case's run against its gold and the access truth, and check its answer."""
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
    for r in runs:
        judge_access.date(r.chunks)
    judgements = [judge(c, r.chunks) if r.chunks is not None else None for c, r in zip(cases, runs, strict=True)]
    rows = ranking_metrics(cases, judgements, ks)
    access, answer_issues, claims = [], [], []
    for case, run, j, row in zip(cases, runs, judgements, rows, strict=True):
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


def scopes_of(cases: list[EvalCase]) -> dict[str, np.ndarray]:
    """The case indices of each scope: ``all``, each ``stratum:...`` and each ``risk:...``."""
    scopes = {"all": np.arange(len(cases))}
    for attr, prefix in (("stratum", "stratum"), ("risk", "risk")):
        for value in sorted({getattr(c, attr) for c in cases}):
            scopes[f"{prefix}:{value}"] = np.array([i for i, c in enumerate(cases) if getattr(c, attr) == value])
    return scopes


def matrix(rows: list[dict], metrics: list[str]) -> dict[str, np.ndarray]:
    """Per metric, its value on each case (NaN where the case has none)."""
    return {m: np.array([r.get(m, np.nan) for r in rows], dtype=float) for m in metrics}


def _macro_weights(cases: list[EvalCase], mask: np.ndarray) -> np.ndarray:
    """Weights making a weighted mean over ``mask`` the mean of the stratum means."""
    strata = np.array([c.stratum for c in cases])
    w = np.zeros(len(cases))
    for s in set(strata[mask]):
        sel = mask & (strata == s)
        w[sel] = 1.0 / sel.sum()
    return w


def scope_value(metric: str, arr: np.ndarray, idx: np.ndarray, cases, scope: str) -> float | None:
    """A metric over the cases ``idx`` of a scope: a sum for unauthorized hits, a macro average over
    strata for ``all``, else the mean; ``None`` when no case has a value."""
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


def scope_values(mat: dict[str, np.ndarray], scopes: dict[str, np.ndarray], cases, names: list[str]) -> dict:
    """``{scope: {metric: value}}`` of one side's matrix."""
    return {scope: {m: scope_value(m, mat[m], idx, cases, scope) for m in names} for scope, idx in scopes.items()}


def latency_of(runs: list[CaseRun]) -> dict:
    """p50 and p95 of the runs' latencies in ms (errors left out), and how many runs they cover."""
    ms = np.array([r.latency_ms for r in runs if r.error is None])
    if not len(ms):
        return {"p50": None, "p95": None, "n": 0}
    return {"p50": round(float(np.percentile(ms, 50)), 3), "p95": round(float(np.percentile(ms, 95)), 3), "n": len(ms)}


def compare(cases, scopes, mats, settings, seed: int) -> dict[str, dict[str, dict]]:
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
