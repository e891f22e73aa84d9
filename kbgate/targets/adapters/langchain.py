"""LangChain: a ``BaseRetriever`` (``invoke(query)`` -> ``list[Document]``).

Rules: the retriever is invoked with the query alone, so its own configuration (``k``,
``search_kwargs``, filters) decides what comes back, best first. Each ``Document`` becomes a
protocol chunk: ``page_content`` is the text; ``doc_id``, ``version``, chunk id and score are
read from ``metadata`` under the configured keys (:class:`kbgate.targets.adapters.MetadataKeys`); the
chunk id falls back to ``Document.id``. LangChain documents carry no score of their own, so a
chunk without a metadata score scores 0.
"""

from __future__ import annotations

from typing import Any

from kbgate.targets.adapters.base import MetadataKeys, chunk_dict, require


def accepts(obj: Any) -> bool:
    return isinstance(obj, require("langchain_core.retrievers").BaseRetriever)


def to_chunks(retriever: Any, query: str, top_k: int, keys: MetadataKeys) -> list[dict]:
    return [chunk_dict(d.page_content, d.metadata, keys, own_id=getattr(d, "id", None),
                       score=(d.metadata or {}).get(keys.score))
            for d in retriever.invoke(query)]
