"""The optional dense embedding: a vector function from the policy's ``embedding`` section.

The default embedding is sparse (BM25, :mod:`kbgate.retrieval.sparse`) and needs no model.
Dense vectors are optional; sentence-transformers is imported only when asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kbgate.errors import ConfigError


def make_dense_embedder(config: Any) -> Callable[[list[str]], list[list[float]]]:
    """Turn an ``embedding`` config into a vector function (texts -> vectors).

    Args:
        config: a callable (a user vector function), or a mapping
            ``{kind: sentence-transformers, model: PATH_OR_NAME}``. Dense search is
            optional; sentence-transformers is not a required dependency.

    Raises:
        ConfigError: unknown kind, or sentence-transformers not installed.
    """
    if callable(config):
        return config
    if not isinstance(config, dict) or config.get("kind") != "sentence-transformers" or not config.get("model"):
        raise ConfigError(
            "embedding: use {kind: sentence-transformers, model: PATH_OR_NAME} or pass a vector function"
        )
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError:
        raise ConfigError(
            "embedding kind sentence-transformers needs the optional extra: pip install 'kbgate[dense]'"
        ) from None
    model = SentenceTransformer(config["model"], device="cpu")

    def encode(texts: list[str]) -> list[list[float]]:
        return [list(map(float, v)) for v in model.encode(texts, normalize_embeddings=True)]

    return encode
