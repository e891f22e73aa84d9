"""A LangChain RAG app's retriever, tested in-process by kbgate.

    cd examples/byo
    kbgate access --policy ../../policies/acme.yaml --corpus ../../fixtures/corpus \\
        --target python:langchain_app:build_retriever

The factories take kbgate's actor (``tenant_id``, ``role``, ``user_id``) and return a LangChain
``VectorStoreRetriever`` over one ``InMemoryVectorStore``; the actor's access rule is a
metadata filter, as an app applies it per request.

* ``build_retriever``: correct (k = 10).
* ``build_small_k_retriever``: the same with k = 2, a worse configuration for ``kbgate gate``.
* ``build_leaky_retriever``: a planted bug: managers get a "whole team" shortcut whose filter
  checks the tenant and forgets the role, so they read restricted documents (above_clearance).

The embedding is :class:`TokenEmbeddings`, a deterministic stand-in for a real model (no
download): hashed word and CJK-bigram counts, so similar texts get similar vectors. Swap in
your own ``Embeddings``; nothing else changes.
"""

from __future__ import annotations

import functools
import hashlib
import math

import app_kb as kb
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.vectorstores import InMemoryVectorStore


class TokenEmbeddings(Embeddings):
    """Hashed token counts (kbgate's BM25 tokenizer: English words, CJK bigrams), L2-normalised."""

    def __init__(self, size: int = 512):
        self.size = size

    def _embed(self, text: str) -> list[float]:
        from kbgate.retrieval.sparse import tokenize

        vec = [0.0] * self.size
        for token in tokenize(text):
            vec[int.from_bytes(hashlib.blake2b(token.encode(), digest_size=4).digest(), "big") % self.size] += 1.0
        norm = math.sqrt(sum(v * v for v in vec)) or 1.0
        return [v / norm for v in vec]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._embed(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._embed(text)


@functools.cache
def store() -> InMemoryVectorStore:
    """The app's index: every chunk with its labels as metadata (built once per process)."""
    vs = InMemoryVectorStore(TokenEmbeddings())
    vs.add_documents([Document(page_content=text, metadata=meta, id=meta["chunk_id"]) for text, meta in kb.records()])
    return vs


def build_retriever(actor, k: int = 10):
    return store().as_retriever(search_kwargs={"k": k, "filter": lambda d: kb.may_read(d.metadata, actor)})


def build_small_k_retriever(actor):
    return build_retriever(actor, k=2)


def build_leaky_retriever(actor):
    if actor.role == "manager":  # the bug: the team-wide path checks the tenant only
        return store().as_retriever(search_kwargs={
            "k": 10, "filter": lambda d: d.metadata["tenant_id"] == actor.tenant_id})
    return build_retriever(actor)
