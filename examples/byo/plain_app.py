"""A retriever with no framework: a plain function, tested in-process by kbgate.

    cd examples/byo
    kbgate access --policy ../../policies/acme.yaml --corpus ../../fixtures/corpus \\
        --target python:plain_app:build_retriever

The factory takes kbgate's actor and returns a callable ``(query, top_k) -> list[dict]``,
each dict a chunk in the HTTP protocol's shape (``chunk_id``, ``doc_id``, ``version``,
``text``, ``score``). The search is a plain token-overlap score over the app's records.

* ``build_retriever``: correct: only records the actor may read are scored.
* ``build_leaky_retriever``: a planted bug: a "title lookup" shortcut returns the document
  whose title the query names, without the access filter (cross_tenant, above_clearance and
  outside_allowed_roles for titles of documents the actor may not read).
"""

from __future__ import annotations

import functools

import app_kb as kb


def _tokens(text: str) -> set[str]:
    from kbgate.retrieval.sparse import tokenize

    return set(tokenize(text))


@functools.cache
def _indexed() -> tuple[tuple[frozenset[str], str, dict], ...]:
    """Every record with its tokens (computed once per process)."""
    return tuple((frozenset(_tokens(text)), text, meta) for text, meta in kb.records())


def _chunk(text: str, meta: dict, score: float) -> dict:
    return {"chunk_id": meta["chunk_id"], "doc_id": meta["doc_id"], "version": meta["version"],
            "text": text, "score": score}


def _search(query: str, top_k: int, allowed) -> list[dict]:
    q = _tokens(query)
    scored = [(len(q & tokens) / (len(q) or 1), text, meta) for tokens, text, meta in _indexed() if allowed(meta)]
    scored.sort(key=lambda s: -s[0])
    return [_chunk(text, meta, score) for score, text, meta in scored[:top_k] if score > 0]


def build_retriever(actor):
    def retrieve(query: str, top_k: int) -> list[dict]:
        return _search(query, top_k, lambda meta: kb.may_read(meta, actor))

    return retrieve


def build_leaky_retriever(actor):
    def retrieve(query: str, top_k: int) -> list[dict]:
        titled = [_chunk(text, meta, 1.0) for text, meta in kb.records() if meta["title"] and meta["title"] in query]
        if titled:  # the bug: the title shortcut skips the access filter
            return titled[:top_k]
        return _search(query, top_k, lambda meta: kb.may_read(meta, actor))

    return retrieve
