"""Reviewing generated cases: accept, modify or reject, with the reviewer and the reason.

The file is rewritten atomically (temporary file, fsync, ``os.replace``); its header line
is kept, every case is validated again, and only the reviewed cases change. A ``modify``
takes the new query (and optionally new ``must_cover`` points); the gold anchors are not
edited here: a case whose gold is wrong is rejected and a new one written.
"""

from __future__ import annotations

import json
from pathlib import Path

from kbgate.errors import InputError
from kbgate.evalset import EvalCase, Review, append_cases, header_of, load_eval_set
from kbgate.paths import write_atomic

DECISIONS = ("accept", "modify", "reject")
REASON_CODES = {"accept": "REVIEWED_OK", "modify": "REVIEWED_EDITED", "reject": "REVIEWED_WRONG"}


def header_line(path: Path) -> str | None:
    """The file's header line (its first non-blank line when that is a :func:`kbgate.evalset.header_of`)."""
    line = next((ln for ln in path.read_text(encoding="utf-8-sig").splitlines() if ln.strip()), None)
    return line if line is not None and header_of(line) is not None else None


def dump_case(case: EvalCase) -> str:
    return json.dumps(case.model_dump(mode="json", exclude_none=True), ensure_ascii=False)


def write_cases(path: Path, cases: list[EvalCase], header: str | None) -> None:
    """Replace ``path`` atomically with ``header`` and ``cases``."""
    lines = ([header] if header else []) + [dump_case(c) for c in cases]
    write_atomic(path, "\n".join(lines) + "\n")


def review_case(case: EvalCase, decision: str, reviewer: str, reason: str, *, query: str | None = None,
                must_cover: list[str] | None = None, reason_code: str | None = None) -> EvalCase:
    """The case with a review record; ``modify`` needs a new ``query`` or ``must_cover``."""
    if decision not in DECISIONS:
        raise InputError(f"decision '{decision}' is not one of {', '.join(DECISIONS)}")
    if not reviewer.strip() or not reason.strip():
        raise InputError("a review needs a reviewer and a reason; pass --reviewer NAME --reason TEXT")
    update: dict = {"review": Review(decision=decision, reason_code=reason_code or REASON_CODES[decision],
                                     reviewer=reviewer.strip(), reason=reason.strip())}
    if decision == "modify":
        if not query and must_cover is None:
            raise InputError(f"modify {case.case_id}: give the new query (--query) or --must-cover points")
        if query:
            update["query"] = query.strip()
        if must_cover is not None:
            update["must_cover"] = must_cover
    return EvalCase.model_validate({**case.model_dump(), **update})


def apply_reviews(path: str | Path, decisions: dict[str, dict]) -> list[EvalCase]:
    """Apply ``case_id -> {decision, reviewer, reason, query?, must_cover?}`` to the file at ``path``.

    Raises:
        InputError: an unknown case id, or a review without reviewer or reason.
    """
    p = Path(path)
    cases = load_eval_set(p)
    ids = {c.case_id for c in cases}
    unknown = sorted(set(decisions) - ids)
    if unknown:
        raise InputError(f"{p.name} has no case {', '.join(unknown[:5])}; run `kbgate evalset stats {p}` "
                         "to list what it holds")
    out = [review_case(c, **decisions[c.case_id]) if c.case_id in decisions else c for c in cases]
    write_cases(p, out, header_line(p))
    return out


def promote(cases: list[EvalCase], locked: str | Path) -> list[str]:
    """Append the accepted and modified cases to the locked set ``locked`` (ids already there are skipped).

    A new file starts with a header marking it ``split: locked``. Returns the ids added.
    """
    return append_cases(locked, [c for c in cases if c.review and c.review.decision in ("accept", "modify")], "locked")
