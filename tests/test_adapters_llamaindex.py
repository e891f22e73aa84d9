"""LlamaIndex targets: a real VectorStoreIndex with MockEmbedding and MockLLM (examples/byo/llamaindex_app.py).

Acceptance 1: the correct retriever passes ``kbgate access``; the leaky one (the risk officers'
path drops the tenant filter) is caught as cross_tenant, for risk officers only.
"""

from __future__ import annotations

import importlib.util

import pytest
from adapter_helpers import assert_example_passes, assert_told_apart, load_corpus

# a marker, not importorskip: each pytest-xdist worker collects every file, and importing the library here cost each
# of them its import time (llama_index 1.6 s) whether it ran these tests or not
pytestmark = pytest.mark.skipif(importlib.util.find_spec("llama_index") is None, reason="llama_index is not installed")


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def test_correct_retriever_passes_and_the_leaky_one_is_caught(corpus):
    assert_told_apart(corpus, "llamaindex_app", {"cross_tenant"}, {"risk_officer"})


def test_the_example_passes_through_the_cli(tmp_path):
    assert_example_passes("llamaindex_app", tmp_path)


def test_nodes_translate_with_their_scores_and_ids():
    from llama_index.core import Settings, VectorStoreIndex
    from llama_index.core.embeddings import MockEmbedding
    from llama_index.core.llms import MockLLM
    from llama_index.core.schema import TextNode

    from kbgate.targets.adapters import MetadataKeys, adapter_for

    Settings.llm, Settings.embed_model = MockLLM(), MockEmbedding(embed_dim=4)
    index = VectorStoreIndex([TextNode(text="保修政策", id_="n-1", metadata={"doc": "acme-warranty-policy"})])
    retriever = index.as_retriever(similarity_top_k=1)
    assert adapter_for(retriever)(retriever, "q", 1, MetadataKeys(doc_id="doc")) == [
        {"chunk_id": "n-1", "doc_id": "acme-warranty-policy", "version": None, "text": "保修政策", "score": 1.0}]
