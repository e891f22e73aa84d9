"""A Haystack RAG app's retriever component, tested in-process by kbgate.

    cd examples/byo
    kbgate access --policy ../../policies/acme.yaml --corpus ../../fixtures/corpus \\
        --target python:haystack_app:build_retriever

The factories take kbgate's actor and return an ``InMemoryBM25Retriever`` over one
``InMemoryDocumentStore``, with the actor's access rule as Haystack ``filters``. Each document
carries one ``read_<role>`` flag per role that may read it (Haystack filters compare scalars).

* ``build_retriever``: correct: same tenant and ``read_<role>``.
* ``build_leaky_retriever``: a planted bug: the filter checks the role's clearance for the
  document's classification and forgets the document's own ``allowed_roles`` narrowing, so
  managers and risk officers read a confidential document meant for another team
  (outside_allowed_roles).
"""

from __future__ import annotations

import functools
import os

os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")

import app_kb as kb  # noqa: E402
from haystack import Document  # noqa: E402
from haystack.components.retrievers.in_memory import InMemoryBM25Retriever  # noqa: E402
from haystack.document_stores.in_memory import InMemoryDocumentStore  # noqa: E402


@functools.cache
def document_store() -> InMemoryDocumentStore:
    """The app's index: one document per chunk, labels and role flags in ``meta`` (built once)."""
    store = InMemoryDocumentStore()
    docs = []
    for text, meta in kb.records():
        flags = {f"read_{r}": True for r in meta["readers"]}
        flags |= {f"cleared_{r}": True for r in kb.cleared_roles(meta["classification"])}
        docs.append(Document(id=meta["chunk_id"], content=text, meta={**meta, **flags}))
    store.write_documents(docs)
    return store


def _retriever(actor, flag: str) -> InMemoryBM25Retriever:
    return InMemoryBM25Retriever(document_store(), top_k=10, filters={"operator": "AND", "conditions": [
        {"field": "meta.tenant_id", "operator": "==", "value": actor.tenant_id},
        {"field": f"meta.{flag}_{actor.role}", "operator": "==", "value": True}]})


def build_retriever(actor):
    return _retriever(actor, "read")


def build_leaky_retriever(actor):
    return _retriever(actor, "cleared")  # the bug: clearance only, allowed_roles forgotten
