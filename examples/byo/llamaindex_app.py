"""A LlamaIndex RAG app's retriever, tested in-process by kbgate.

    cd examples/byo
    kbgate access --policy ../../policies/acme.yaml --corpus ../../fixtures/corpus \\
        --target python:llamaindex_app:build_retriever

The factories take kbgate's actor and return a ``VectorIndexRetriever`` of one
``VectorStoreIndex``, with the actor's access rule as ``MetadataFilters`` (tenant equal, role
among the chunk's readers).

* ``build_retriever``: correct.
* ``build_leaky_retriever``: a planted bug: the risk team's path drops the tenant filter
  ("risk officers see all fraud cases"), so they read another tenant's documents
  (cross_tenant).

``WordHashEmbedding`` (words and CJK character pairs hashed into 512 dimensions) and ``MockLLM``
keep it offline (no model, no download) while still finding a chunk by its words: kbgate also checks
that readers get their documents back (authorized recall), so constant mock vectors would not pass.
"""

from __future__ import annotations

import functools
import math
import re
import zlib

import app_kb as kb
from llama_index.core import Settings, VectorStoreIndex
from llama_index.core.embeddings import BaseEmbedding
from llama_index.core.llms import MockLLM
from llama_index.core.schema import TextNode
from llama_index.core.vector_stores import FilterOperator, MetadataFilter, MetadataFilters


class WordHashEmbedding(BaseEmbedding):
    """A bag of words (Latin words, CJK character pairs) hashed into 512 dimensions, L2-normalised."""

    def _vector(self, text: str) -> list[float]:
        v = [0.0] * 512
        for token in re.findall(r"[a-z0-9]+", text.lower()):
            v[zlib.crc32(token.encode()) % 512] += 1.0
        for run in re.findall(r"[\u3400-\u9fff]+", text):
            for pair in (run[i:i + 2] for i in range(max(1, len(run) - 1))):
                v[zlib.crc32(pair.encode()) % 512] += 1.0
        norm = math.sqrt(sum(x * x for x in v)) or 1.0
        return [x / norm for x in v]

    def _get_query_embedding(self, query: str) -> list[float]:
        return self._vector(query)

    def _get_text_embedding(self, text: str) -> list[float]:
        return self._vector(text)

    async def _aget_query_embedding(self, query: str) -> list[float]:
        return self._vector(query)


@functools.cache
def index() -> VectorStoreIndex:
    """The app's index: one node per chunk, labels as metadata (built once per process)."""
    Settings.llm = MockLLM()  # retrieval needs no LLM; this keeps LlamaIndex from looking for one
    Settings.embed_model = WordHashEmbedding()
    nodes = [TextNode(text=text, id_=meta["chunk_id"], metadata=meta,
                      excluded_embed_metadata_keys=list(meta), excluded_llm_metadata_keys=list(meta))
             for text, meta in kb.records()]
    return VectorStoreIndex(nodes)


def _filters(actor, *, tenant: bool = True) -> MetadataFilters:
    role = [MetadataFilter(key="readers", value=actor.role, operator=FilterOperator.CONTAINS)]
    same_tenant = [MetadataFilter(key="tenant_id", value=actor.tenant_id)] if tenant else []
    return MetadataFilters(filters=[*same_tenant, *role])


def build_retriever(actor):
    return index().as_retriever(similarity_top_k=10, filters=_filters(actor))


def build_leaky_retriever(actor):
    if actor.role == "risk_officer":  # the bug: the risk team's path forgets the tenant
        return index().as_retriever(similarity_top_k=10, filters=_filters(actor, tenant=False))
    return build_retriever(actor)
