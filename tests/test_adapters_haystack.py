"""Haystack targets: a real InMemoryDocumentStore and InMemoryBM25Retriever (examples/byo/haystack_app.py).

Acceptance 1: the correct retriever passes ``kbgate access``; the leaky one (the filter checks
the role's clearance and forgets the document's allowed_roles) is caught as
outside_allowed_roles, for the roles cleared for a confidential document meant for another team.
"""

from __future__ import annotations

import importlib.util
import os

import pytest
from adapter_helpers import assert_example_passes, assert_told_apart, load_corpus

os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")
# a marker, not importorskip: each pytest-xdist worker collects every file, and importing the library here cost each
# of them its import time (llama_index 1.6 s) whether it ran these tests or not
pytestmark = pytest.mark.skipif(importlib.util.find_spec("haystack") is None, reason="haystack is not installed")


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def test_correct_retriever_passes_and_the_leaky_one_is_caught(corpus):
    # clearance only: the narrowed documents leak to managers and risk officers, the group spaces to every role
    assert_told_apart(corpus, "haystack_app", {"outside_allowed_roles", "outside_allowed_principals"},
                      {"employee", "support_agent", "manager", "risk_officer"})


def test_the_example_passes_through_the_cli(tmp_path):
    assert_example_passes("haystack_app", tmp_path)


def test_documents_translate_and_top_k_reaches_the_component():
    from haystack import Document, component
    from haystack.components.retrievers.in_memory import InMemoryBM25Retriever
    from haystack.document_stores.in_memory import InMemoryDocumentStore

    from kbgate.targets.adapters import MetadataKeys, adapter_for

    store = InMemoryDocumentStore()
    store.write_documents([Document(id=f"h-{i}", content=f"refund rule {i}", meta={"doc_id": "refund-policy",
                                                                                  "version": "v2"}) for i in range(4)])
    retriever = InMemoryBM25Retriever(store, top_k=10)
    chunks = adapter_for(retriever)(retriever, "refund rule", 2, MetadataKeys())
    assert len(chunks) == 2 and chunks[0]["doc_id"] == "refund-policy" and chunks[0]["version"] == "v2"
    assert chunks[0]["chunk_id"].startswith("h-") and chunks[0]["score"] > 0

    @component
    class OwnRetriever:  # a user's own component, defined outside haystack's modules
        @component.output_types(documents=list[Document])
        def run(self, query: str, top_k: int):
            return {"documents": store.filter_documents()[:top_k]}

    own = OwnRetriever()
    assert [c["chunk_id"] for c in adapter_for(own)(own, "q", 3, MetadataKeys())] == ["h-0", "h-1", "h-2"]
