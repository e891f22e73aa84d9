"""Relevance judgements and ranking metrics of one eval run.

Rules:

* **Relevance follows anchors, not chunk ids.** A returned chunk is *evidence* when its
  ``doc_id`` is a gold document of the case and its text contains that gold item's
  anchor after :func:`kbgate.evalset.normalise`. Indexes chunked differently are
  judged on the same gold.
* **Evidence coverage@K** (``recall_at_K``) counts the case's gold items covered by the
  top K chunks, each item once: duplicate or overlapping chunks holding the same anchor
  do not inflate it. trec_eval's ``set_recall`` on the covered items.
* **Precision@K** counts evidence chunks in the top K, divided by K (trec_eval ``P``).
* **Hit rate@K**: 1 when any evidence chunk is in the top K (trec_eval ``success``).
* **MRR**: reciprocal rank of the first evidence chunk (trec_eval ``recip_rank``).
* **nDCG@K** (trec_eval ``ndcg_cut``): a chunk gains the number of gold items it covers
  *first*; later chunks covering the same items gain nothing; the ideal ranking holds
  every gold item, so a missing item lowers the score.
* **Unanswerable** cases (``answerable`` false or no gold) are out of all the above; they
  get ``false_retrieval_rate``: 1 when a returned chunk scores above the policy's
  ``gate_settings.score_floor`` (any returned chunk when no floor is set).
* **Version conflicts**: a *stale* chunk is a chunk of a gold document in another
  version than the evidence, that is expired on the case's ``knowledge_version`` date or
  older (``effective_from``) than the evidence's version. ``version_correct_rate`` is 1 when
  evidence is returned and no stale chunk outranks the first evidence chunk (version-conflict
  cases). ``stale_hits`` counts stale chunks in the top K of every answerable case: stale
  content entering the context is version drift even below the evidence.
* A case whose retrieval errored scores 0 on every "higher is better" metric (and 1
  false retrieval): an error is never dropped from an average.

pytrec-eval-terrier (trec_eval) does the ranking arithmetic; this module only builds
qrels and runs from the judgements.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field

from kbgate.evalset import EvalCase, normalise
from kbgate.retrieval.retriever import RetrievedChunk


@dataclass
class Judgement:
    """What the returned chunks of one case are.

    Attributes:
        evidence: per returned position, whether the chunk is evidence.
        new_items: per position, how many gold items that chunk covers first.
        covered_at: gold item index -> first position covering it.
        n_gold: number of gold items.
        stale: positions of stale chunks (see the module rules).
    """

    evidence: list[bool]
    new_items: list[int]
    covered_at: dict[int, int]
    n_gold: int
    stale: list[int] = field(default_factory=list)

    @property
    def first_evidence(self) -> int | None:
        return next((i for i, e in enumerate(self.evidence) if e), None)

    @property
    def stale_above(self) -> list[int]:
        """Stale positions ranked above the first evidence chunk (all of them if none)."""
        first = self.first_evidence
        return [i for i in self.stale if first is None or i < first]


def answerable(case: EvalCase) -> bool:
    return case.answerable and bool(case.relevant)


def covers(case: EvalCase, chunk: RetrievedChunk) -> set[int]:
    """Indexes of the gold items whose anchor ``chunk`` holds."""
    if chunk.doc_id is None:
        return set()
    text = None
    out = set()
    for j, ev in enumerate(case.relevant):
        if ev.doc_id == chunk.doc_id:
            text = text if text is not None else normalise(chunk.text)
            if normalise(ev.anchor) in text:
                out.add(j)
    return out


def _date(value) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value)[:10]) if value else None
    except ValueError:
        return None


def judge(case: EvalCase, chunks: Sequence[RetrievedChunk]) -> Judgement:
    """Judge the returned chunks of ``case`` (best first)."""
    seen: set[int] = set()
    evidence, new_items, covered_at = [], [], {}
    for i, chunk in enumerate(chunks):
        items = covers(case, chunk)
        evidence.append(bool(items))
        fresh = items - seen
        new_items.append(len(fresh))
        for j in fresh:
            covered_at[j] = i
        seen |= items
    gold_docs = {ev.doc_id for ev in case.relevant}
    evidence_versions = {(c.doc_id, c.version) for c, e in zip(chunks, evidence, strict=True) if e}
    as_of = _date(case.knowledge_version)
    stale = []
    for i, chunk in enumerate(chunks):
        if evidence[i] or chunk.doc_id not in gold_docs:
            continue
        if (chunk.doc_id, chunk.version) in evidence_versions:
            continue
        expires = _date(chunk.payload.get("expires_at"))
        starts = _date(chunk.payload.get("effective_from"))
        newer = [_date(c.payload.get("effective_from")) for c, e in zip(chunks, evidence, strict=True)
                 if e and c.doc_id == chunk.doc_id]
        if (expires is not None and as_of is not None and expires < as_of) or \
                (starts is not None and any(n is not None and starts < n for n in newer)):
            stale.append(i)
    return Judgement(evidence, new_items, covered_at, len(case.relevant), stale)


def ranking_metrics(cases: Sequence[EvalCase], judgements: Sequence[Judgement | None],
                    ks: Sequence[int]) -> list[dict[str, float]]:
    """Recall, precision, hit rate and nDCG at each K, and MRR, for every answerable case.

    ``judgements[i]`` is ``None`` when case ``i`` errored: it scores 0 everywhere.
    Unanswerable cases get an empty dict.

    Returns:
        One dict per case, e.g. ``{"recall_at_5": 1.0, "precision_at_5": 0.4, "mrr": 1.0, ...}``.
    """
    import pytrec_eval

    qrels_chunk, qrels_gain, qrels_item, run = {}, {}, {}, {}
    for n, (case, j) in enumerate(zip(cases, judgements, strict=True)):
        if not answerable(case) or j is None:
            continue
        q = str(n)
        size = len(j.evidence)
        run[q] = {f"p{i}": float(size - i) for i in range(size)}
        qrels_chunk[q] = {"_gold": 1, **{f"p{i}": 1 for i, e in enumerate(j.evidence) if e}}
        qrels_gain[q] = {f"p{i}": g for i, g in enumerate(j.new_items) if g}
        qrels_gain[q].update({f"g{g}": 1 for g in range(j.n_gold) if g not in j.covered_at})
        qrels_item[q] = {f"g{g}": 1 for g in range(j.n_gold)}
    measures = {"recip_rank", *(f"{m}.{k}" for k in ks for m in ("P", "success"))}
    by_chunk = pytrec_eval.RelevanceEvaluator(qrels_chunk, measures).evaluate(run) if run else {}
    by_gain = pytrec_eval.RelevanceEvaluator(qrels_gain, {f"ndcg_cut.{k}" for k in ks}).evaluate(run) if run else {}
    by_item = {}
    for k in ks:
        item_run = {q: {f"g{g}": 1.0 for g, pos in judgements[int(q)].covered_at.items() if pos < k}
                    for q in run}
        by_item[k] = pytrec_eval.RelevanceEvaluator(qrels_item, {"set_recall"}).evaluate(item_run) if run else {}

    out: list[dict[str, float]] = []
    for n, (case, j) in enumerate(zip(cases, judgements, strict=True)):
        if not answerable(case):
            out.append({})
            continue
        q = str(n)
        c, g = by_chunk.get(q, {}), by_gain.get(q, {})
        row = {"mrr": c.get("recip_rank", 0.0) if j is not None else 0.0}
        for k in ks:
            row[f"recall_at_{k}"] = by_item[k].get(q, {}).get("set_recall", 0.0) if j is not None else 0.0
            row[f"precision_at_{k}"] = c.get(f"P_{k}", 0.0) if j is not None else 0.0
            row[f"hit_rate_at_{k}"] = c.get(f"success_{k}", 0.0) if j is not None else 0.0
            row[f"ndcg_at_{k}"] = g.get(f"ndcg_cut_{k}", 0.0) if j is not None else 0.0
        out.append(row)
    return out


def false_retrieval(chunks: Sequence[RetrievedChunk] | None, floor: float | None) -> float:
    """1.0 when a returned chunk scores above ``floor`` (any chunk when ``floor`` is None)."""
    if chunks is None:
        return 1.0
    return float(any(floor is None or c.score > floor for c in chunks))


def stale_hits(j: Judgement | None, k: int) -> float:
    """How many stale chunks rank in the top ``k``."""
    return float(sum(1 for i in j.stale if i < k)) if j is not None else 0.0


def version_correct(j: Judgement | None) -> float:
    """1.0 when evidence is returned and no stale version outranks it."""
    return float(j is not None and j.first_evidence is not None and not j.stale_above)
