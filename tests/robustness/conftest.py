"""Shared fixtures of the robustness suite: a small real Edge store with an alias, served over loopback."""

from __future__ import annotations

import pytest
from factories import serving
from rob_helpers import TOKEN, small_corpus

from kbgate.retrieval.retriever import QdrantRetriever
from kbgate.store import EdgeStore, build_version


@pytest.fixture(scope="module")
def rob_store(tmp_path_factory):
    path = tmp_path_factory.mktemp("rob") / "store"
    store = EdgeStore(path)
    version = build_version(store, "kb", "r1", small_corpus())
    store.swap_alias("kb", version, reason="test")
    store.close()
    return path


@pytest.fixture(scope="module")
def rob_server(rob_store, policy):
    """A served alias with a bearer token and a short request deadline (1 s)."""
    store = EdgeStore(rob_store)
    with serving(QdrantRetriever(store, "kb", policy), store=store, token=TOKEN, request_deadline=1.0) as server:
        yield server
