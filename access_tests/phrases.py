"""Distinctive phrases of a document: what a curious user would type to find it.

Rules (:func:`distinctive_phrases`):

* the manifest title, when there is one;
* codes and numbers with units (``AX2``, ``RMA-2026``, ``15天``, ``30 days``, ``12.5%``, ``61,000 USD``):
  at most :data:`MAX_CODES`, those found in the fewest documents first;
* rare n-grams: windows of :data:`WINDOW_WORDS` words (Latin script) or
  :data:`WINDOW_CJK` characters (CJK), scored by the mean inverse document frequency of
  their tokens (the BM25 tokenizer of :mod:`kbgate.retrieval.sparse`); the best
  :data:`MAX_NGRAMS` non-overlapping windows are kept. A Latin window is at least
  :data:`MIN_PHRASE_CHARS` characters long (a CJK window is 8 ideographs), so quoting it in
  an answer cannot happen by chance (short markers give false positives).

Phrases are whitespace-collapsed slices of the document text, never rewritten.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from kbgate.retrieval.sparse import tokenize

MAX_CODES = 2
MAX_NGRAMS = 3
WINDOW_WORDS = 5
WINDOW_CJK = 8
MIN_PHRASE_CHARS = 12

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af"
_UNIT_RE = re.compile(rf"[{_CJK}]|[A-Za-z0-9]+(?:[.\-'][A-Za-z0-9]+)*")
_UNITS = ("%|小时|分钟|个月|[天元年月日周次件台号个]|business days|(?:days?|hours?|minutes?|months?|years?|weeks?)"
          "(?![A-Za-z])|(?:mAh|GHz|MHz|GB|MB|TB|mm|cm|kg|ATM|USD|EUR|RMB|W|V|g|m|h)(?![A-Za-z])")
_CODE_RE = re.compile(
    rf"(?<![A-Za-z0-9])(?:[A-Z][A-Za-z]*[-_]?\d[A-Za-z0-9-]*[A-Za-z0-9]|[A-Z]+\d|\$\d+(?:[.,]\d+)?"
    rf"|\d+(?:[.,]\d+)*\s?(?:{_UNITS}))"
)


def _units(text: str) -> list[tuple[int, int, bool]]:
    """``(start, end, is_cjk)`` of every word or CJK character."""
    return [(m.start(), m.end(), len(m.group()) == 1 and bool(re.match(rf"[{_CJK}]", m.group())))
            for m in _UNIT_RE.finditer(text)]


def document_frequencies(texts: list[str]) -> Counter[str]:
    """How many of ``texts`` hold each BM25 token."""
    df: Counter[str] = Counter()
    for t in texts:
        df.update(set(tokenize(t)))
    return df


def rare_ngrams(text: str, df: Counter[str], n_docs: int, limit: int = MAX_NGRAMS) -> list[str]:
    """The ``limit`` best non-overlapping windows of ``text`` by mean token IDF (see module rules).

    Each word scores the mean IDF of its BM25 tokens, each CJK character the IDF of the
    bigram it starts (as the tokenizer cuts them); a window's score is the mean over its
    units, computed with prefix sums (linear in the text).
    """
    units = _units(text)
    if not units:
        return []

    def idf(tok: str) -> float:
        return math.log((n_docs + 1) / (df.get(tok, 0) + 0.5))

    prefix = [0.0]
    for i, (start, end, cjk) in enumerate(units):
        if cjk:
            nxt = units[i + 1] if i + 1 < len(units) else None
            tok = text[start:nxt[1]] if nxt and nxt[2] and nxt[0] == end else text[start:end]
            score = idf(tok)
        else:
            toks = tokenize(text[start:end])
            score = sum(map(idf, toks)) / len(toks) if toks else 0.0
        prefix.append(prefix[-1] + score)
    scored: list[tuple[float, int, int]] = []
    for i, (start, _, cjk) in enumerate(units):
        j = i + (WINDOW_CJK if cjk else WINDOW_WORDS)
        if j > len(units):
            break
        end = units[j - 1][1]
        if (not cjk and end - start < MIN_PHRASE_CHARS) or "\n\n" in text[start:end]:
            continue
        scored.append(((prefix[j] - prefix[i]) / (j - i), start, end))
    out: list[tuple[int, int]] = []
    for _, start, end in sorted(scored, key=lambda s: (-s[0], s[1])):
        if all(end <= s or start >= e for s, e in out):
            out.append((start, end))
            if len(out) == limit:
                break
    return [" ".join(text[s:e].split()) for s, e in sorted(out)]


def codes(text: str) -> list[str]:
    """Codes and numbers with units in ``text``, in order of first appearance, without repeats."""
    return list(dict.fromkeys(m.group().strip() for m in _CODE_RE.finditer(text)))


def distinctive_phrases(texts: dict[str, str], titles: dict[str, str | None] | None = None) -> dict[str, list[str]]:
    """Distinctive phrases of every document (see the module rules), by document key."""
    titles = titles or {}
    df = document_frequencies(list(texts.values()))
    code_df: Counter[str] = Counter()
    doc_codes = {k: codes(t) for k, t in texts.items()}
    for cs in doc_codes.values():
        code_df.update(set(cs))
    out: dict[str, list[str]] = {}
    for key, text in texts.items():
        phrases: list[str] = []
        if titles.get(key):
            phrases.append(" ".join(str(titles[key]).split()))
        phrases += sorted(doc_codes[key], key=lambda c: (code_df[c], doc_codes[key].index(c)))[:MAX_CODES]
        phrases += rare_ngrams(text, df, len(texts))
        out[key] = list(dict.fromkeys(p for p in phrases if p))
    return out
