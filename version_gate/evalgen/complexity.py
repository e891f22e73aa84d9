"""Reading complexity of passages, to put the hard ones first.

* **English**: the Flesch reading ease, ``206.835 - 1.015 * words/sentences - 84.6 *
  syllables/words``, with syllables counted by pyphen's hyphenation dictionary (the
  dictionary ships with the package; nothing is downloaded). Lower ease is harder.
* **Chinese**: Flesch does not apply. Hardness adds the mean sentence length (characters
  per sentence, over 25), the clauses per sentence (``，；：、`` plus one, over 2) and the
  share of rare characters (CJK characters outside GB 2312 level 1, the 3,755 most common
  ones, times 10).

Scores of the two languages are not comparable, so :func:`hardness_ranks` ranks passages
within their language and returns a percentile (1.0 is the hardest passage).
"""

from __future__ import annotations

import functools
import re

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_SENT = re.compile(r"[.!?。！？；;\n]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_CLAUSE = re.compile(r"[，、；：,;:]")


@functools.lru_cache(maxsize=1)
def _pyphen():
    import pyphen

    return pyphen.Pyphen(lang="en_US")


@functools.lru_cache(maxsize=65536)
def syllables(word: str) -> int:
    """Syllables of an English word: pyphen's hyphenation points plus one."""
    return len(_pyphen().positions(word.lower())) + 1


def flesch_reading_ease(text: str) -> float:
    """Flesch reading ease of English text (higher is easier; 100 for text without words)."""
    words = _WORD.findall(text)
    if not words:
        return 100.0
    n_sent = max(1, len([s for s in _SENT.split(text) if _WORD.search(s)]))
    n_syl = sum(syllables(w) for w in words)
    return 206.835 - 1.015 * len(words) / n_sent - 84.6 * n_syl / len(words)


def _rare(ch: str) -> bool:
    try:
        first = ch.encode("gb2312")[0]
    except UnicodeEncodeError:
        return True
    return not 0xB0 <= first <= 0xD7


def chinese_hardness(text: str) -> float:
    """Hardness of Chinese text: sentence length, clauses per sentence and rare-character share."""
    sents = [s for s in _SENT.split(text) if _CJK.search(s)]
    if not sents:
        return 0.0
    chars = _CJK.findall(text)
    mean_len = sum(len(_CJK.findall(s)) for s in sents) / len(sents)
    clauses = sum(len(_ZH_CLAUSE.findall(s)) + 1 for s in sents) / len(sents)
    rare = sum(1 for c in chars if _rare(c)) / len(chars)
    return mean_len / 25 + clauses / 2 + rare * 10


def hardness(text: str, lang: str) -> float:
    """A hardness score (higher is harder) comparable within one language."""
    return chinese_hardness(text) if lang == "zh" else -flesch_reading_ease(text)


def hardness_ranks(passages: list[tuple[str, str, str]]) -> dict[str, float]:
    """Percentile rank of hardness per passage ``(id, text, lang)``, within its language.

    Returns:
        passage id -> rank in (0, 1]; 1.0 is the hardest passage of its language. Ties keep
        the input order (stable), so the ranks are deterministic.
    """
    by_lang: dict[str, list[tuple[float, int, str]]] = {}
    for i, (pid, text, lang) in enumerate(passages):
        by_lang.setdefault(lang, []).append((hardness(text, lang), -i, pid))
    out: dict[str, float] = {}
    for items in by_lang.values():
        items.sort()
        for rank, (_, _, pid) in enumerate(items, start=1):
            out[pid] = rank / len(items)
    return out
