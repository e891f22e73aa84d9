"""A plain callable: ``retrieve(query, top_k) -> list[dict]``, each dict a chunk of the HTTP protocol.

Rules: each dict needs ``chunk_id`` and ``text`` (strings); ``doc_id`` and ``version`` may be
missing or null, ``score`` may be missing but must be a number if present
(:func:`kbgate.targets.http.parse_response` checks them as it checks a service's answer).
The dicts are passed on unchanged; no framework is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kbgate.targets.adapters.base import MetadataKeys


def to_chunks(retrieve: Callable[[str, int], Any], query: str, top_k: int, keys: MetadataKeys) -> Any:
    return retrieve(query, top_k)
