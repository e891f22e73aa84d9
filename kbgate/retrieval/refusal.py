"""What counts as a refusal: the one rule shared by the gate's answer checks and ``kbgate serve``.

A *refusal* is an empty answer or one that says it cannot answer (the zh/en phrases of
:data:`REFUSAL_RE`). ``None`` (no answer at all) also counts when asked directly; callers
that only know retrieval results (no generated answer) do not ask.
"""

from __future__ import annotations

import re

REFUSAL_RE = re.compile(
    r"无法回答|无法确定|没有相关信息|未找到相关|不知道|暂无相关|知识库中没有|"
    r"cannot answer|can't answer|unable to answer|don't know|do not know|no (?:relevant )?information|"
    r"not (?:able|enough information) to answer",
    re.IGNORECASE,
)


def is_refusal(answer: str | None) -> bool:
    """True for ``None``, an empty or blank answer, or one holding a refusal phrase."""
    return answer is None or not answer.strip() or bool(REFUSAL_RE.search(answer))
