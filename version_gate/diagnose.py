"""Root causes: one code for every failed or regressed case, and a recommendation per group.

Rules, checked in this order (the first that applies names the case):

1. ``ACCESS_BREACH``: a returned chunk is one the case's actor may not read.
2. ``VERSION_DRIFT``: a superseded or expired version of a gold document outranks the
   current evidence (see :mod:`version_gate.metrics`); also, after rule 3, when such a
   stale chunk ranks in the top K below the evidence.
3. ``QUERY_REWRITE``: a multi-turn case misses gold evidence in the top K, while its
   self-contained form (``standalone``, else the history folded in by
   :func:`kbgate.retrieval.rewrite.fold_history`), asked on the same version, covers it all: the
   target lost the context when it rewrote the follow-up.
4. For the first gold item missing from the top K, looking at the version's chunks of
   the gold document (when the version is known):

   * ``DATA_PARSE``: the document has no chunk in the version (it was quarantined,
     rejected or never ingested; with the ingest report, its state and reason codes are
     named), or no chunk holds the anchor and no run of adjacent chunks holds it together
     (it was lost in extraction);
   * ``CHUNK_BOUNDARY``: no chunk holds the anchor, but a run of adjacent chunks
     (``#n``, ``#n+1``, ...) does once joined (overlapping text counted once);
   * ``RETRIEVAL_MISS``: a chunk holds the anchor but is not among the retriever's
     candidates (or the retrieval failed);
   * ``RANKING_NOISE``: the evidence is among the candidates but below K. The chunks that
     outrank it are named, and near-duplicates crowding the top K are flagged (Jaccard of
     character 5-gram shingles at least the policy's ``near_duplicate.threshold``).
5. ``UNFAITHFUL`` / ``CITATION_MISMATCH``: only when the target returns answers (see
   :mod:`version_gate.answers`; an answer claim CONTRADICTED or NOT_IN_CONTEXT,
   :mod:`version_gate.claims`, is ``UNFAITHFUL`` and names the claim, citation and verdict).
6. Anything else that got worse (evidence lower in the ranking, more non-evidence in the
   top K, a chunk above the floor for an unanswerable question) is ``RANKING_NOISE``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ingest_checks.minhash import exact_jaccard, normalize, shingle_set
from kbgate.evalset import EvalCase, normalise
from kbgate.retrieval.retriever import RetrievedChunk
from version_gate.metrics import Judgement, answerable, covers

CODES = ("ACCESS_BREACH", "VERSION_DRIFT", "QUERY_REWRITE", "DATA_PARSE", "CHUNK_BOUNDARY", "RETRIEVAL_MISS",
         "RANKING_NOISE", "UNFAITHFUL", "CITATION_MISMATCH")

RECOMMENDATIONS = {
    "ACCESS_BREACH": "Never promote: fix the labels or ACL of the named documents in the manifest and rebuild.",
    "VERSION_DRIFT": "Add freshness filters (effective_from / expires_at) to retrieval, or drop superseded "
                     "versions from the index (kbgate ingest quarantines them).",
    "QUERY_REWRITE": "Follow-ups lose their context: resolve them against the conversation before searching "
                     "(e.g. the last user turn's key terms, see kbgate.retrieval.rewrite) and keep the actor's filter.",
    "DATA_PARSE": "Recall is low because evidence never reached the index: fix extraction or release the "
                  "quarantined document (kbgate quarantine list), then rebuild.",
    "CHUNK_BOUNDARY": "Recall is low because anchors are split: raise chunking.overlap_chars or max_chars.",
    "RETRIEVAL_MISS": "Recall is low: revisit chunk size, overlap or K, or add dense/hybrid retrieval.",
    "RANKING_NOISE": "Add a reranker or deduplicate near-duplicate documents (near_duplicate check); for "
                     "unanswerable questions, set a score floor (gate_settings.score_floor) or a refusal threshold.",
    "UNFAITHFUL": "Constrain generation to cited chunks; check must_not_claim phrases and numbers.",
    "CITATION_MISMATCH": "Make the generator cite the chunks it used; check the citation mapping.",
}


def near_duplicates(chunks: Sequence[RetrievedChunk], threshold: float) -> list[list[str]]:
    """Pairs of chunk ids among ``chunks`` whose shingle Jaccard is at least ``threshold``."""
    sets = [shingle_set(normalize(c.text)) for c in chunks]
    return [[chunks[a].chunk_id, chunks[b].chunk_id]
            for a in range(len(chunks)) for b in range(a + 1, len(chunks))
            if exact_jaccard(sets[a], sets[b]) >= threshold]


def _chunk_no(chunk_id: str) -> int:
    tail = chunk_id.rpartition("#")[2]
    return int(tail) if tail.isdigit() else -1


def _where_anchor(anchor: str, doc_chunks: list[tuple[str, str]]) -> tuple[list[str], list[str] | None]:
    """Chunks holding ``anchor``, and else the first run of adjacent chunks holding it once joined
    (joined as they are, or with the text they overlap on written once)."""
    a = normalise(anchor)
    holding = [cid for cid, text in doc_chunks if a in normalise(text)]
    if holding:
        return holding, None
    ordered = sorted(doc_chunks, key=lambda c: (c[0].rpartition("#")[0], _chunk_no(c[0])))
    texts = [normalise(t) for _, t in ordered]
    for i, (c1, _) in enumerate(ordered):
        run, first = [c1], len(texts[i])
        plain = merged = texts[i]
        for (c2, _), t2 in zip(ordered[i + 1:], texts[i + 1:], strict=True):
            prev = run[-1]
            if c2.rpartition("#")[0] != prev.rpartition("#")[0] or _chunk_no(c2) != _chunk_no(prev) + 1:
                break
            run.append(c2)
            plain, merged = plain + t2, _merge_overlap(merged, t2)
            if a in plain or a in merged:
                return [], run
            if len(merged) - first >= len(a):  # a match starting in the first chunk would have ended by now
                break
    return [], None


def _merge_overlap(left: str, right: str) -> str:
    """``left + right`` with the longest suffix of ``left`` that starts ``right`` written once (chunk overlap)."""
    for k in range(min(len(left), len(right)), 0, -1):
        if left.endswith(right[:k]):
            return left + right[k:]
    return left + right


def diagnose(case: EvalCase, *, k: int, chunks: Sequence[RetrievedChunk] | None,
             candidates: Sequence[RetrievedChunk] | None, judgement: Judgement | None,
             unauthorized: Sequence[dict], doc_chunks: dict[str, list[tuple[str, str]]] | None,
             answer_issues: Sequence[dict] = (), error: str | None = None, floor: float | None = None,
             near_dup_threshold: float = 0.8, ingest_states: dict[str, list[dict]] | None = None,
             folded_covered: bool | None = None) -> dict:
    """The root cause of one failed or regressed case on one version (see the module rules).

    Args:
        k: the K the case failed at.
        chunks: the returned chunks (best first); ``None`` when retrieval failed.
        candidates: everything the retriever considered (falls back to ``chunks``).
        unauthorized: ``{"chunk_id", "doc_id", "kind"}`` for each chunk the actor may not read.
        doc_chunks: the version's ``(chunk_id, text)`` pairs per gold ``doc_id``; ``None``
            when the version cannot be read (HTTP targets).
        answer_issues: ``{"code", "detail"}`` from the answer checks.
        ingest_states: per ``doc_id``, the ingest report's ``{"doc", "state", "codes"}`` entries.
        folded_covered: for a multi-turn case, whether its self-contained form covered every gold
            item in the top K (``None``: not a multi-turn case, or not asked).

    Returns:
        ``{"code": ..., "detail": ...}`` plus code-specific keys.
    """
    if unauthorized:
        return {"code": "ACCESS_BREACH", "detail": f"returned {len(unauthorized)} chunk(s) the actor "
                f"{case.tenant_id}:{case.actor_role} may not read: "
                + ", ".join(f"{u['chunk_id']} ({u['kind']})" for u in unauthorized), "chunks": list(unauthorized)}
    if error is not None or chunks is None:
        return {"code": "RETRIEVAL_MISS", "detail": f"retrieval failed: {error}"}
    if judgement is not None and judgement.stale_above:
        stale = [chunks[i].chunk_id for i in judgement.stale_above]
        first = judgement.first_evidence
        where = f"the current evidence at rank {first + 1}" if first is not None else "missing current evidence"
        return {"code": "VERSION_DRIFT", "detail": f"superseded or expired chunk(s) {', '.join(stale)} "
                f"outrank {where}", "chunks": stale}
    top = list(chunks[:k])
    pool = list(candidates) if candidates else list(chunks)
    dups = near_duplicates(top, near_dup_threshold)
    if answerable(case) and judgement is not None:
        missing = [g for g in range(judgement.n_gold) if judgement.covered_at.get(g, k) >= k]
        if missing and folded_covered:
            ev = case.relevant[missing[0]]
            return {"code": "QUERY_REWRITE", "detail": f"the follow-up (after {len(case.history)} turn(s)) misses "
                    f"anchor '{ev.anchor}' of {ev.doc_id} in the top {k}; the same question with the history "
                    f"folded in retrieves all the gold evidence", "doc_id": ev.doc_id}
        if missing:
            ev = case.relevant[missing[0]]
            label = f"anchor '{ev.anchor}' of {ev.doc_id}"
            if doc_chunks is not None:
                mine = doc_chunks.get(ev.doc_id, [])
                if not mine:
                    states = (ingest_states or {}).get(ev.doc_id)
                    why = "; ".join(f"{d['doc']} {d['state']} ({', '.join(d.get('codes') or []) or 'no code'})"
                                    for d in states) if states else "quarantined, rejected or never ingested"
                    return {"code": "DATA_PARSE", "detail": f"{ev.doc_id} has no chunk in the version ({why})",
                            "doc_id": ev.doc_id}
                holding, pair = _where_anchor(ev.anchor, mine)
                if pair:
                    return {"code": "CHUNK_BOUNDARY", "detail": f"{label} is split across {', '.join(pair[:-1])} and "
                            f"{pair[-1]}",
                            "chunks": pair}
                if not holding:
                    return {"code": "DATA_PARSE", "detail": f"{label} is in no chunk of the version "
                            "(lost in extraction)", "doc_id": ev.doc_id}
            pos = next((i for i, c in enumerate(pool) if missing[0] in covers(case, c)), None)
            if pos is None:
                return {"code": "RETRIEVAL_MISS", "detail": f"{label} is indexed but not among the "
                        f"{len(pool)} candidates"}
            return {"code": "RANKING_NOISE", "detail": f"{label} is at rank {pos + 1}, below K={k}; outranked by "
                    + ", ".join(c.chunk_id for c in top) + (f"; near-duplicates in the top {k}: "
                    + "; ".join(" ~ ".join(p) for p in dups) if dups else ""),
                    "outranked_by": [c.chunk_id for c in top], "near_duplicates": dups}
    if judgement is not None and any(i < k for i in judgement.stale):
        stale = [chunks[i].chunk_id for i in judgement.stale if i < k]
        return {"code": "VERSION_DRIFT", "detail": f"superseded or expired chunk(s) {', '.join(stale)} in the top {k}, "
                "below the current evidence", "chunks": stale}
    for issue in answer_issues:
        return {"code": issue["code"], "detail": issue["detail"]}
    noise = [c.chunk_id for c in top if not covers(case, c)]
    if not answerable(case):
        above = [c.chunk_id for c in top if floor is None or c.score > floor]
        detail = f"{len(above)} chunk(s) returned above the score floor for an unanswerable question: " + \
            ", ".join(above[:5])
    else:
        detail = f"non-evidence chunks in the top {k}: " + ", ".join(noise[:5])
    if dups:
        detail += f"; near-duplicates in the top {k}: " + "; ".join(" ~ ".join(p) for p in dups)
    return {"code": "RANKING_NOISE", "detail": detail, "outranked_by": noise, "near_duplicates": dups}


def group_by_cause(causes: dict[str, dict]) -> dict[str, dict]:
    """``{code: {"cases": [...], "recommendation": ...}}`` for the codes that occur, in :data:`CODES` order."""
    out: dict[str, dict] = {}
    for code in CODES:
        ids = sorted(cid for cid, c in causes.items() if c["code"] == code)
        if ids:
            out[code] = {"cases": ids, "recommendation": RECOMMENDATIONS[code]}
    return out
