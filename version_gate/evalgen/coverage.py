"""What an eval set covers: strata, risks, reviews, and document and chunk coverage of a version.

A document is *covered* when it is the gold document of some case. A chunk is *reached*
when it belongs to a gold document of a case and holds that case's anchor (whitespace and
case folded): the same rule the gate uses to call a chunk evidence. Chunk coverage is the
adequacy criterion of RAG-Tester: chunks no case reaches are listed.
"""

from __future__ import annotations

from collections import Counter

from kbgate.evalset import EvalCase, normalise


def _shares(counter: Counter, total: int) -> dict[str, dict]:
    return {k: {"cases": v, "share": round(v / total, 4) if total else 0.0} for k, v in sorted(counter.items())}


def set_stats(cases: list[EvalCase], chunks: dict[str, list[tuple[str, str]]] | None = None) -> dict:
    """Counts of ``cases`` and, given a version's chunks (``doc_id@version`` -> ``(chunk_id, text)``),
    its document and chunk coverage.

    Returns:
        ``cases``, ``strata``, ``risks``, ``reviews``, ``answerable``; with chunks also
        ``documents`` and ``chunks`` (total, covered, coverage, the uncovered ids),
        ``per_stratum_chunks`` (chunks each stratum reaches) and ``dangling`` (cases whose
        anchor is in no chunk of the version: they cannot be answered from it).
    """
    total = len(cases)
    out: dict = {
        "cases": total,
        "strata": _shares(Counter(c.stratum for c in cases), total),
        "risks": _shares(Counter(c.risk for c in cases), total),
        "reviews": dict(sorted(Counter(c.review.decision if c.review else "none" for c in cases).items())),
        "answerable": sum(1 for c in cases if c.answerable and c.relevant),
    }
    if chunks is None:
        return out
    by_doc: dict[str, list[tuple[str, str]]] = {}
    for key, items in chunks.items():
        by_doc.setdefault(key.rsplit("@", 1)[0], []).extend((cid, normalise(t)) for cid, t in items)
    reached: dict[str, set[str]] = {}
    dangling = []
    for c in cases:
        hit_all = True
        for ev in c.relevant:
            anchor = normalise(ev.anchor)
            hits = {cid for cid, t in by_doc.get(ev.doc_id, []) if anchor and anchor in t}
            reached.setdefault(c.stratum, set()).update(hits)
            hit_all &= bool(hits)
        if c.relevant and not hit_all:
            dangling.append(c.case_id)
    all_ids = sorted(cid for items in chunks.values() for cid, _ in items)
    covered = set().union(*reached.values()) if reached else set()
    gold_docs = {ev.doc_id for c in cases for ev in c.relevant}
    docs = sorted(by_doc)
    out["documents"] = {"total": len(docs), "covered": sum(1 for d in docs if d in gold_docs),
                        "coverage": round(sum(1 for d in docs if d in gold_docs) / len(docs), 4) if docs else 0.0,
                        "uncovered": [d for d in docs if d not in gold_docs]}
    out["chunks"] = {"total": len(all_ids), "covered": len(covered),
                     "coverage": round(len(covered) / len(all_ids), 4) if all_ids else 0.0,
                     "uncovered": [cid for cid in all_ids if cid not in covered]}
    out["per_stratum_chunks"] = {s: len(v) for s, v in sorted(reached.items())}
    out["dangling"] = dangling
    return out
