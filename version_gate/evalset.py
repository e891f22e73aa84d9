"""Evaluation sets: JSONL files of cases with doc_id + anchor gold evidence.

A case::

    {"case_id": "REFUND-028", "query": "...", "tenant_id": "acme", "actor_role": "support_agent",
     "relevant": [{"doc_id": "refund-policy", "anchor": "质量问题例外"}], "must_cover": [...],
     "must_not_claim": [...], "answerable": true, "risk": "P0", "stratum": "fact",
     "knowledge_version": "2026-08-01"}

A chunk counts as relevant when it belongs to the gold document and contains the
anchor after whitespace and case normalisation, so indexes with different
chunking are compared on the same gold set.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from kbgate.errors import InputError, validation_messages

STRATA = ("fact", "multi_hop", "paraphrase", "unanswerable", "version_conflict", "permission")


class Evidence(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    doc_id: str
    anchor: str = Field(min_length=1)


class EvalCase(BaseModel):
    """One evaluation case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    case_id: str
    query: str = Field(min_length=1)
    tenant_id: str
    actor_role: str
    relevant: list[Evidence] = Field(default_factory=list)
    must_cover: list[str] = Field(default_factory=list)
    must_not_claim: list[str] = Field(default_factory=list)
    answerable: bool
    risk: Literal["P0", "P1", "P2"]
    stratum: Literal["fact", "multi_hop", "paraphrase", "unanswerable", "version_conflict", "permission"]
    knowledge_version: str | None = None


def normalise(text: str) -> str:
    """Case-folded text with all whitespace removed (for anchor matching)."""
    return "".join(text.casefold().split())


def load_eval_set(path: str | Path) -> list[EvalCase]:
    """Read and validate an eval set; errors name the file, line and field.

    Raises:
        InputError: the file is missing, or any case is invalid or its case_id repeats.
    """
    p = Path(path)
    if not p.is_file():
        raise InputError(f"eval set {p} not found; pass a JSONL file such as fixtures/eval/locked.jsonl")
    cases: list[EvalCase] = []
    errors: list[str] = []
    seen: set[str] = set()
    for n, line in enumerate(p.read_text(encoding="utf-8-sig").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            case = EvalCase.model_validate(json.loads(line))
        except json.JSONDecodeError as exc:
            errors.append(f"{p.name} line {n}: not valid JSON ({exc.msg})")
            continue
        except ValidationError as exc:
            errors += [f"{p.name} line {n}: field '{loc}': {msg}" for loc, msg in validation_messages(
                exc, missing="required field is missing", extra="unknown field; remove it or check its spelling")]
            continue
        if case.case_id in seen:
            errors.append(f"{p.name} line {n}: duplicate case_id '{case.case_id}'")
        seen.add(case.case_id)
        cases.append(case)
    if errors:
        raise InputError(f"eval set {p} has {len(errors)} error(s); fix them:\n  " + "\n  ".join(errors[:20]))
    return cases


def eval_set_digest(path: str | Path) -> str:
    """sha256 of the eval file's bytes: a locked set is identified by this digest."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()
