"""Sections of the gate report: metrics per scope, the per-case entries, claims to review, perturbation drops."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from version_gate.gate.causes import label
from version_gate.gate.scoring import case_metrics, matrix, primary_k


def masked_claim(v) -> dict:
    """A claim verdict for the report: the claim text PII-masked (reports never hold raw PII)."""
    from kbgate.audit import default_mask_text

    return {**v.to_dict(), "claim": default_mask_text(v.claim)}


def claims_review(cases, claims, block_on: Sequence[str]) -> list[dict]:
    """Every claim a reviewer must look at: review-required ones, and blocking verdicts of P0 cases."""
    return [{"case_id": c.case_id, "risk": c.risk, "stratum": c.stratum, **masked_claim(v)}
            for c, vs in zip(cases, claims, strict=True) for v in vs
            if v.review_required or (c.risk == "P0" and v.verdict in block_on)]


def metrics_section(values, comparisons, scopes, latency, metric_names, has_baseline: bool) -> dict:
    """Each scope's metric values per side (with the paired comparison), latency and case counts."""
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


def case_entries(cases, sides, per_side, status, causes) -> list[dict]:
    """Per case and version: chunk ids, scores, metrics, latency, leaks, answer issues; the query as a hash."""
    from kbgate.audit import hash_query

    out = []
    for i, case in enumerate(cases):
        entry = {"case_id": case.case_id, "stratum": case.stratum, "risk": case.risk,
                 "query_hash": hash_query(case.query), "actor": {"tenant_id": case.tenant_id, "role": case.actor_role},
                 "status": label(status[i]), "regressed": status[i][1], "root_cause": causes.get(case.case_id)}
        for s in sides:
            run, row = s.runs[i], per_side[s.role].rows[i]
            entry[s.role] = {"chunks": [c.chunk_id for c in run.chunks or []],
                             "scores": [round(c.score, 4) for c in run.chunks or []],
                             "metrics": {m: round(v, 6) for m, v in row.items()},
                             "latency_ms": round(run.latency_ms, 3), "error": run.error,
                             "unauthorized": per_side[s.role].access[i], "answer_issues": per_side[s.role].answer_issues[i],
                             "claims": [masked_claim(v) for v in per_side[s.role].claims[i]]}
        out.append(entry)
    return out


def perturb_report(cases, perturbed, ks, policy, access_judge, canaries, base_mat, scopes) -> dict:
    """Each perturbation rule's metric drop (variant minus original, candidate) per stratum."""
    out: dict[str, dict] = {}
    for rule, runs in perturbed.items():
        rows = case_metrics(cases, runs, ks, policy, access_judge, canaries).rows
        mat = matrix(rows, list(base_mat))
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
