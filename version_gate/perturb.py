"""Rule-based query variants for ``--perturb``: how robust is the candidate to rewording?

Each rule derives at most one variant of a query, deterministically from the seed:

* ``typo``: two adjacent letters of one Latin word swapped, or, in a Chinese query, two
  adjacent CJK characters swapped;
* ``width``: ASCII letters and digits turned into full-width forms (``A`` -> ``Ａ``), or,
  when the query already holds full-width letters or digits, those turned back (NFKC);
* ``mixed``: a known Chinese term replaced by its English word, or the reverse
  (:data:`GLOSSARY`), giving a mixed zh/en query;
* ``paraphrase``: a polite lead-in added (``请问`` / ``Could you tell me:``) and the final
  question mark dropped.

A rule that does not apply to a query (no Latin word to swap, no glossary term) gives no
variant for it; the original result stands in, so its drop is 0.
"""

from __future__ import annotations

import random
import re
import unicodedata

GLOSSARY = {"退款": "refund", "保修": "warranty", "耳机": "earbuds", "手表": "watch", "维修": "repair",
            "发票": "invoice", "运费": "shipping fee", "换货": "exchange", "检测": "inspection"}
RULES = ("typo", "width", "mixed", "paraphrase")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _typo(q: str, rng: random.Random) -> str:
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", q)]
    if words:
        m = rng.choice(words)
        i = rng.randrange(m.start() + 1, m.end() - 2)
        return q[:i] + q[i + 1] + q[i] + q[i + 2:]
    pairs = [i for i in range(len(q) - 1) if _CJK.match(q[i]) and _CJK.match(q[i + 1])]
    if pairs:
        i = rng.choice(pairs)
        return q[:i] + q[i + 1] + q[i] + q[i + 2:]
    return q


def _width(q: str) -> str:
    if any(ch.isalnum() and "\uff01" <= ch <= "\uff5e" for ch in q):
        return "".join(unicodedata.normalize("NFKC", ch) if "\uff01" <= ch <= "\uff5e" and ch.isalnum() else ch
                       for ch in q)
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalnum() else ch for ch in q)


def _mixed(q: str) -> str:
    for zh, en in GLOSSARY.items():
        if zh in q:
            return q.replace(zh, f" {en} ", 1).strip()
    for zh, en in GLOSSARY.items():
        if re.search(rf"\b{re.escape(en)}\b", q, re.IGNORECASE):
            return re.sub(rf"\b{re.escape(en)}\b", zh, q, count=1, flags=re.IGNORECASE)
    return q


def _paraphrase(q: str) -> str:
    core = q.rstrip("?？ ")
    return f"请问{core}" if _CJK.search(q) else f"Could you tell me: {core}"


def variants(query: str, seed: int = 0) -> dict[str, str]:
    """``{rule: variant}`` for every rule (the query itself when a rule does not apply)."""
    rng = random.Random(f"{seed}|{query}")
    return {"typo": _typo(query, rng), "width": _width(query), "mixed": _mixed(query),
            "paraphrase": _paraphrase(query)}
