"""Free text (an answer, a text field of a response) against every document: one index per run.

Rules (:class:`TextIndex`):

* Text is compared as words: NFKC, case-folded; a word is a run of letters or digits, and each
  CJK character is a word of its own (the units of the eval-leak check). A mark matches on word boundaries only (``pay`` is not
  in ``payment``).
* A document's *marks* are its titles (manifest, front matter, first heading, HTML ``<title>``,
  DOCX core properties) and its distinctive phrases (:mod:`access_tests.phrases`: codes,
  numbers with units, rare n-grams).
* A mark too generic to be evidence is dropped: a code or number with its unit needs at
  least :data:`MIN_CODE_DIGITS` digits, or letters and digits in :data:`MIN_CODE_CHARS`
  characters (``30 days`` and ``V2`` are no evidence, ``3000元`` and ``RMA-2026`` are);
  any other mark needs two words, :data:`MIN_MARK_WEIGHT` characters (a wide CJK
  character counts twice) and one BM25 token outside the common ones (held by at least
  :data:`COMMON_SHARE` of the documents, and at least :data:`MIN_COMMON_DOCS`).
* The fingerprint of a document is every window of :data:`NGRAM_WORDS` consecutive words of
  each of its chunks, hashed to 64 bits, in one sorted array (a quoted sentence is found
  without keeping the windows' text).
* The marks of every document form one Aho-Corasick automaton (``ahocorasick_rs``). A mark's
  *holders* are the documents that list it and every document whose chunks, whole text or
  titles contain it (the automaton is run over every document once, when the index is
  built); a window's holders are the documents whose chunks hold it.

:meth:`TextIndex.find` returns every match with its holders; whether a match is evidence
against an actor is the judge's call (:mod:`access_tests.judge`): only when the actor may
read none of the holders, since a phrase an allowed document holds proves nothing.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import ahocorasick_rs
import numpy as np

from access_tests.phrases import codes, document_frequencies
from ingest_checks.minhash import UNIT_RE, rolling_hashes
from kbgate.retrieval.sparse import tokenize

NGRAM_WORDS = 12
MIN_CODE_DIGITS = 3
MIN_CODE_CHARS = 5
MIN_MARK_WEIGHT = 8
COMMON_SHARE = 0.05
MIN_COMMON_DOCS = 3

_NONE = np.zeros(0, dtype=np.uint64)


def words(text: str) -> list[str]:
    """The words of ``text`` (see the module rules; the units of the eval-leak check)."""
    return UNIT_RE.findall(unicodedata.normalize("NFKC", text).casefold())


def padded(ws: list[str]) -> str:
    """Words joined by single spaces, with a space either side (so matches keep word boundaries)."""
    return f" {' '.join(ws)} "


def window_hashes(ws: list[str], n: int = NGRAM_WORDS) -> np.ndarray:
    """64-bit hash of every window of ``n`` consecutive words (a rolling hash over the words' hashes)."""
    if len(ws) < n:
        return _NONE
    return rolling_hashes(np.fromiter(map(hash, ws), dtype=np.int64, count=len(ws)).view(np.uint64), n)


def evidence_mark(mark: str, df: Mapping[str, int], common: float) -> str | None:
    """``mark`` as a padded word string, or ``None`` when it is too generic to be evidence."""
    ws = words(mark)
    joined = "".join(ws)
    if not ws:
        return None
    digits = sum(c.isdigit() for c in joined)
    if codes(mark) == [mark.strip()]:
        distinctive = digits >= MIN_CODE_DIGITS or (
            0 < digits < len(joined) and len(joined) >= MIN_CODE_CHARS)
    else:
        weight = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in joined)
        distinctive = (len(ws) >= 2 and weight >= MIN_MARK_WEIGHT
                       and any(df.get(t, 0) < common for t in tokenize(mark)))
    return padded(ws) if distinctive else None


@dataclass(frozen=True)
class Match:
    """One piece of evidence found in a text: the matched words, the documents holding them,
    and the documents to name (a mark's owners; a window's holders)."""

    span: str
    holders: frozenset[str]
    owners: frozenset[str]


class TextIndex:
    """Marks and fingerprints of every document (see the module rules).

    Args:
        chunks: the chunk texts of each document, by ``doc_id@version`` (fingerprinted and scanned).
        marks: titles and phrases by ``doc_id@version``.
        whole: whole document texts by ``doc_id@version``, where loaded (scanned for marks only).
    """

    def __init__(self, chunks: Mapping[str, Sequence[str]], marks: Mapping[str, Iterable[str]],
                 whole: Mapping[str, str] | None = None, *, ngram: int = NGRAM_WORDS):
        self.ngram = ngram
        whole = whole or {}
        self.keys = list(dict.fromkeys([*chunks, *marks]))
        df = document_frequencies([whole.get(k) or "\n".join(chunks.get(k, ())) for k in self.keys])
        common = max(MIN_COMMON_DOCS, COMMON_SHARE * len(self.keys))
        listed = {key: [m for m in ms if m] for key, ms in marks.items()}
        owners: dict[str, set[int]] = {}
        for i, key in enumerate(self.keys):
            for m in listed.get(key, []):
                p = evidence_mark(m, df, common)
                if p:
                    owners.setdefault(p, set()).add(i)
        self._patterns = list(owners)
        self._owners = [frozenset(owners[p]) for p in self._patterns]
        holders = [set(o) for o in self._owners]
        self._ac = ahocorasick_rs.AhoCorasick(self._patterns) if self._patterns else None
        hashes, docs = [_NONE], [np.zeros(0, dtype=np.int32)]
        for i, key in enumerate(self.keys):
            texts = [words(t) for t in chunks.get(key, ())]
            for ws in texts:
                h = window_hashes(ws, ngram)
                hashes.append(h)
                docs.append(np.full(len(h), i, dtype=np.int32))
            if self._ac is not None:
                texts += [words(t) for t in (whole.get(key), *listed.get(key, [])) if t]
                for pid, _, _ in self._ac.find_matches_as_indexes(" | ".join(map(padded, texts)), overlapping=True):
                    holders[pid].add(i)
        self._holders = [self._names(h) for h in holders]
        self._owners = [self._names(o) for o in self._owners]
        fp = np.concatenate(hashes)
        order = np.argsort(fp, kind="stable")
        self._fp, self._fp_doc = fp[order], np.concatenate(docs)[order]

    @property
    def marks(self) -> int:
        return len(self._patterns)

    @property
    def windows(self) -> int:
        return len(self._fp)

    def _names(self, ids: Iterable[int]) -> frozenset[str]:
        return frozenset(self.keys[i] for i in ids)

    def find(self, text: str, asked: str = "") -> list[Match]:
        """Every mark found in ``text``, then every fingerprint window, each in order of appearance.

        Windows that ``asked`` holds too are left out, and windows held by the same documents are
        reported once (the first).
        """
        ws = words(text)
        out: list[Match] = []
        if self._ac is not None:
            for pid, _, _ in self._ac.find_matches_as_indexes(padded(ws), overlapping=True):
                out.append(Match(self._patterns[pid], self._holders[pid], self._owners[pid]))
        q = window_hashes(ws, self.ngram)
        if len(q) and len(self._fp):
            lo = np.searchsorted(self._fp, q, "left")
            hi = np.searchsorted(self._fp, q, "right")
            found, echoed = hi > lo, window_hashes(words(asked), self.ngram)
            if len(echoed):
                found &= ~np.isin(q, echoed)
            seen: set = set()
            for start in np.flatnonzero(found):
                ids = self._fp_doc[lo[start]:hi[start]].tobytes()
                if ids not in seen:
                    seen.add(ids)
                    names = self._names(self._fp_doc[lo[start]:hi[start]].tolist())
                    if names not in seen:
                        seen.add(names)
                        out.append(Match(padded(ws[start:start + self.ngram]), names, names))
        return out
