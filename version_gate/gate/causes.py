"""Per case: whether it failed or regressed, its status label, and the root cause of every flagged case."""

from __future__ import annotations

from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor
from version_gate.gate.inputs import ingest_states
from version_gate.gate.scoring import LOWER
from version_gate.gate.sides import Side, case_history, retrieve


def case_status(cases, cand: Side, cand_rows, base_rows, leaks, kp: int, kmax: int) -> list[tuple[bool, bool]]:
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


def label(status: tuple[bool, bool]) -> str:
    """``failed``, ``regressed`` or ``ok``."""
    return "failed" if status[0] else "regressed" if status[1] else "ok"


def chunks_by_doc(store, version: str, doc_ids: set[str], context: bool = False) -> dict[str, list[tuple[str, str]]]:
    """The ``(chunk_id, text)`` pairs of ``version`` per document of ``doc_ids`` (``context``: a chunk's
    context text when it has one)."""
    out: dict[str, list[tuple[str, str]]] = {}
    if not doc_ids:
        return out
    flt = {"must": [{"key": "doc_id", "match": {"any": sorted(doc_ids)}}]}
    fields = ["chunk_id", "doc_id", "text", "context_text"] if context else ["chunk_id", "doc_id", "text"]
    for p in store.scroll(version, filter=flt, fields=fields):
        out.setdefault(p["doc_id"], []).append((p["chunk_id"], (context and p.get("context_text")) or p.get("text", "")))
    return out


def root_causes(cases, status, cand: Side, judgements, answers, leaks, kp: int, policy: Policy, store,
                ingest_report: str | None, kmax: int) -> dict[str, dict]:
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
            run = retrieve(cand.retriever, c.standalone or fold_history(c.query, case_history(c)),
                           Actor(c.tenant_id, c.actor_role), kmax)
            j = judge(c, run.chunks) if run.chunks is not None else None
            folded[i] = j is not None and all(j.covered_at.get(g, kp) < kp for g in range(j.n_gold))
    gold_docs = {ev.doc_id for i in flagged for ev in cases[i].relevant}
    doc_chunks = chunks_by_doc(store, cand.version, gold_docs) if store is not None else None
    near_dup = float(policy.check_config("near_duplicate").get("threshold", 0.8))
    states = ingest_states(ingest_report) if ingest_report else None
    return {cases[i].case_id: diagnose(
        cases[i], k=kp, chunks=cand.runs[i].chunks, candidates=cand.runs[i].candidates, judgement=judgements[i],
        unauthorized=leaks.get(cases[i].case_id, []), doc_chunks=doc_chunks, answer_issues=answers[i],
        error=cand.runs[i].error, floor=policy.gate_settings.score_floor, near_dup_threshold=near_dup,
        ingest_states=states, folded_covered=folded.get(i)) for i in flagged}
