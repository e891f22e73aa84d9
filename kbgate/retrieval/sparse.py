"""Weight-free sparse embedding: BM25 term weights with a CJK-aware tokenizer.

Tokens are lowercased English/number words plus Chinese character bigrams (a
single-character CJK run becomes a unigram). Each token is hashed to a uint32
index with CRC32, so the same text gives the same vector in every process.

Document vectors carry the BM25 term-frequency part; the index computes the IDF
part itself (Qdrant sparse vectors with the IDF modifier). Query vectors give each
unique token weight 1.0, as Qdrant's own BM25 does.
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from dataclasses import dataclass

# Han ideographs (incl. extension A and compatibility), kana and hangul count as CJK.
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af"
_TOKEN_RE = re.compile(rf"[{_CJK}]+|[^\W_{_CJK}]+", re.UNICODE)
_CJK_RE = re.compile(rf"[{_CJK}]")

#: BM25 parameters (standard values); ``AVG_LEN`` is the expected tokens per chunk.
K1 = 1.2
B = 0.75
AVG_LEN = 300.0


@dataclass(frozen=True)
class Sparse:
    """A sparse vector: sorted unique uint32 indices and their weights."""

    indices: list[int]
    values: list[float]


def tokenize(text: str) -> list[str]:
    """Split ``text`` into lowercased words and CJK character bigrams.

    Example:
        >>> tokenize("退款规则 Refund-Policy 2024")
        ['退款', '款规', '规则', 'refund', 'policy', '2024']
    """
    tokens: list[str] = []
    append, extend, is_cjk = tokens.append, tokens.extend, _CJK_RE.match
    for run in _TOKEN_RE.findall(text.lower()):
        if len(run) > 1 and is_cjk(run):
            extend(map(str.__add__, run, run[1:]))  # character bigrams
        else:
            append(run)
    return tokens


_INDEX_CACHE: dict[str, int] = {}
_CACHE_MAX = 500_000


def token_index(token: str) -> int:
    """Stable uint32 index of a token (CRC32 of its UTF-8 bytes, memoised)."""
    idx = _INDEX_CACHE.get(token)
    if idx is None:
        if len(_INDEX_CACHE) >= _CACHE_MAX:
            _INDEX_CACHE.clear()
        idx = _INDEX_CACHE[token] = zlib.crc32(token.encode("utf-8"))
    return idx


def _to_sparse(weights: dict[int, float]) -> Sparse:
    indices = sorted(weights)
    return Sparse(indices, [weights[i] for i in indices])


def embed_document(text: str) -> Sparse:
    """BM25 term-frequency weights of a document (IDF is applied by the index)."""
    tokens = tokenize(text)
    if not tokens:
        return Sparse([], [])
    norm = K1 * (1 - B + B * len(tokens) / AVG_LEN)
    weights: dict[int, float] = {}
    cache = _INDEX_CACHE
    for token, tf in Counter(tokens).items():
        idx = cache.get(token)
        if idx is None:
            idx = token_index(token)
        weights[idx] = weights.get(idx, 0.0) + tf * (K1 + 1) / (tf + norm)
    return _to_sparse(weights)


def embed_query(text: str) -> Sparse:
    """Query vector: weight 1.0 for each unique token."""
    return _to_sparse({token_index(t): 1.0 for t in tokenize(text)})


def embed_documents(texts: list[str]) -> list[Sparse]:
    """:func:`embed_document` for a batch (a picklable unit of work for a process pool)."""
    return [embed_document(t) for t in texts]
