"""The knowledge base the bring-your-own-RAG examples index, as a team's own pipeline would.

It is the fixture corpus (``KB_CORPUS``, default fixtures/corpus) chunked by kbgate, one
record per chunk, with the labels an app filters on: ``tenant_id``, ``classification`` and
``readers`` (the roles the policy ``KB_POLICY`` lets read the chunk). Withdrawn documents are
not indexed. Every example keeps ``doc_id``, ``version`` and ``chunk_id`` in its metadata, so
kbgate attributes each returned chunk to its document without guessing.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("KB_CORPUS", ROOT / "fixtures" / "corpus"))
POLICY = Path(os.environ.get("KB_POLICY", ROOT / "policies" / "acme.yaml"))


@functools.cache
def records() -> tuple[tuple[str, dict], ...]:
    """``(text, metadata)`` of every chunk of every document that is not withdrawn."""
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy

    corpus = load_corpus(CORPUS, load_policy(POLICY))
    return tuple((c.text, {"chunk_id": c.chunk_id, "doc_id": c.doc_id, "version": c.version,
                           "tenant_id": c.tenant_id, "classification": c.classification,
                           "readers": list(c.allowed_roles or []), "title": d.record.title or ""})
                 for d in corpus.documents if d.record.status != "withdrawn" for c in d.chunks)


@functools.cache
def cleared_roles(classification: str) -> frozenset[str]:
    """The roles whose clearance reaches ``classification`` (before any per-document narrowing)."""
    from kbgate.policy import load_policy

    return frozenset(load_policy(POLICY).roles_cleared_for(classification))


def may_read(metadata: dict, actor) -> bool:
    """The app's access rule: same tenant, and the actor's role among the chunk's readers."""
    return metadata["tenant_id"] == actor.tenant_id and actor.role in metadata["readers"]
