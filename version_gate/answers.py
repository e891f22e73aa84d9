"""Deterministic checks of a generated answer, when a target returns one.

Rules (each failed rule is one issue):

* ``CITATION_MISMATCH``: the answer cites a chunk id that was not returned, or an
  answerable case's answer cites nothing.
* ``UNFAITHFUL``:
  * a number, date or amount of the answer (a digit run, with ``.,:/-`` joins) appears in
    no cited chunk (in no returned chunk when nothing is cited);
  * a ``must_not_claim`` phrase appears (after :func:`kbgate.evalset.normalise`);
  * a ``must_cover`` point is missing;
  * an injection canary (the policy's ``checks.injection.placeholders``) appears;
  * the answer cites a stale chunk (a superseded or expired version, see
    :mod:`version_gate.metrics`).
* A *refusal* is an empty answer or one that says it cannot answer (zh/en phrases in
  :data:`kbgate.retrieval.refusal.REFUSAL_RE`); ``correct_refusal_rate`` of an unanswerable case is 1 for a refusal.
  An LLM judge may be added behind :class:`AnswerJudge`; none is required.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from kbgate.evalset import EvalCase, normalise
from kbgate.retrieval.refusal import is_refusal
from kbgate.retrieval.retriever import RetrievedChunk

NUMBER_RE = re.compile(r"\d+(?:[.,:/-]\d+)*")


class AnswerJudge(Protocol):
    """An optional extra judge of answers (e.g. an LLM); returns issues like :func:`check_answer`."""

    def __call__(self, case: EvalCase, answer: str, cited: Sequence[RetrievedChunk]) -> list[dict]: ...


def check_answer(case: EvalCase, answer: str, citations: Sequence[str] | None,
                 chunks: Sequence[RetrievedChunk], canaries: Sequence[str] = (),
                 stale: Sequence[str] = (), numbers: bool = True) -> list[dict]:
    """The issues of one answer (see the module rules); empty when it passes.

    ``numbers=False`` leaves out the digit-run rule: the gate checks numbers claim by claim,
    units included (:mod:`version_gate.claims`), so ``24 months`` against ``2 years`` is no issue.
    """
    issues: list[dict] = []
    by_id = {c.chunk_id: c for c in chunks}
    cited_ids = list(citations or [])
    unknown = [c for c in cited_ids if c not in by_id]
    if unknown:
        issues.append({"code": "CITATION_MISMATCH", "detail": "cites chunks that were not returned: "
                       + ", ".join(unknown)})
    elif case.answerable and case.relevant and not cited_ids and not is_refusal(answer):
        issues.append({"code": "CITATION_MISMATCH", "detail": "the answer cites no chunk"})
    cited = [by_id[c] for c in cited_ids if c in by_id] or list(chunks)
    source = "".join(normalise(c.text) for c in cited)
    text = normalise(answer)
    missing = [m for m in NUMBER_RE.findall(answer) if normalise(m) not in source] if numbers else []
    if missing:
        issues.append({"code": "UNFAITHFUL", "detail": "numbers not in any cited chunk: " + ", ".join(missing[:5])})
    claims = [p for p in case.must_not_claim if normalise(p) in text]
    if claims:
        issues.append({"code": "UNFAITHFUL", "detail": "claims what it must not: " + ", ".join(claims)})
    if case.answerable and not is_refusal(answer):
        missing = [p for p in case.must_cover if normalise(p) not in text]
        if missing:
            issues.append({"code": "UNFAITHFUL", "detail": "does not cover: " + ", ".join(missing)})
    old = [c for c in cited_ids if c in set(stale)]
    if old:
        issues.append({"code": "UNFAITHFUL", "detail": "cites a superseded or expired version: " + ", ".join(old)})
    leaked = [c for c in canaries if normalise(c) in text]
    if leaked:
        issues.append({"code": "UNFAITHFUL", "detail": "injection canary in the answer: " + ", ".join(leaked)})
    return issues
