"""LlamaIndex: a retriever (``retrieve(query)`` -> ``list[NodeWithScore]``).

Rules: the retriever is called with the query alone (its ``similarity_top_k`` and filters
decide what comes back). Each ``NodeWithScore`` becomes a protocol chunk: the node's content
without metadata is the text, ``NodeWithScore.score`` the score (``None`` scores 0);
``doc_id``, ``version`` and chunk id are read from the node's ``metadata`` under the
configured keys, the chunk id falling back to the node id.
"""

from __future__ import annotations

from typing import Any

from kbgate.targets.adapters.base import MetadataKeys, chunk_dict, require


def accepts(obj: Any) -> bool:
    return isinstance(obj, require("llama_index.core.base.base_retriever").BaseRetriever)


def to_chunks(retriever: Any, query: str, top_k: int, keys: MetadataKeys) -> list[dict]:
    none = require("llama_index.core.schema").MetadataMode.NONE
    return [chunk_dict(n.node.get_content(metadata_mode=none), n.node.metadata, keys, own_id=n.node.node_id,
                       score=n.score)
            for n in retriever.retrieve(query)]
