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
    for run in _TOKEN_RE.findall(text.lower()):
        if _CJK_RE.match(run):
            if len(run) == 1:
                tokens.append(run)
            else:
                tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
        else:
            tokens.append(run)
    return tokens


def token_index(token: str) -> int:
    """Stable uint32 index of a token."""
    return zlib.crc32(token.encode("utf-8"))


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
    for token, tf in Counter(tokens).items():
        idx = token_index(token)
        weights[idx] = weights.get(idx, 0.0) + tf * (K1 + 1) / (tf + norm)
    return _to_sparse(weights)


def embed_query(text: str) -> Sparse:
    """Query vector: weight 1.0 for each unique token."""
    return _to_sparse({token_index(t): 1.0 for t in tokenize(text)})
