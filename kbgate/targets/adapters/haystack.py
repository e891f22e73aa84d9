"""Haystack: a retriever component (``run(query=..., top_k=...)`` -> ``{"documents": [...]}``).

Rules: the component is run with the query and ``top_k`` (its init parameters, e.g. the
actor's ``filters``, stay as the factory set them). Each ``Document`` becomes a protocol
chunk: ``content`` is the text, ``score`` the score (``None`` scores 0); ``doc_id``,
``version`` and chunk id are read from ``meta`` under the configured keys, the chunk id
falling back to ``Document.id``. Any object of a Haystack class with a ``run`` method is
accepted (components are plain classes marked by ``@component``).
"""

from __future__ import annotations

from typing import Any

from kbgate.targets.adapters.base import MetadataKeys, TargetError, chunk_dict, require


def accepts(obj: Any) -> bool:
    require("haystack")
    return callable(getattr(obj, "run", None))


def to_chunks(component: Any, query: str, top_k: int, keys: MetadataKeys) -> list[dict]:
    out = component.run(query=query, top_k=top_k)
    if not isinstance(out, dict) or not isinstance(out.get("documents"), list):
        raise TargetError(f"the Haystack component {type(component).__name__} returned no 'documents' list; "
                          "return a retriever component (run(query=..., top_k=...) -> {'documents': [...]})")
    return [chunk_dict(d.content, d.meta, keys, own_id=d.id, score=d.score) for d in out["documents"]]
