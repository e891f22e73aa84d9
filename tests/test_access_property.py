"""Property (acceptance 3): for random small corpora, policies and retrievers that leak a random
subset, the leaks reported equal exactly the chunks the ground-truth ACL forbids among those returned.

The expected set is computed by an independent oracle written here from the README's access
rules, not by kbgate.acl. The retriever under test is a plain Retriever that returns every chunk
its actor may see plus a random "leaky" subset, some with doc_id and some as text only.
"""

from __future__ import annotations

import datetime as dt
import threading

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from access_tests.judge import Judge
from access_tests.probes import generate_probes
from access_tests.run import run_probes
from access_tests.truth import AccessCorpus
from kbgate.models import ManifestRecord
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk

LEVELS = ["public", "internal", "confidential", "restricted"]
ROLES = ["clerk", "lead", "chief"]
WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar".split()


def oracle_may_read(rec: ManifestRecord, actor: Actor, clearance: dict[str, str], deleted: set[str]) -> bool:
    """The README's rule, written independently: same tenant, cleared for the level, inside allowed_roles,
    not withdrawn or listed as deleted."""
    if rec.status == "withdrawn" or rec.doc_id in deleted or rec.key in deleted:
        return False
    if rec.tenant_id is None or rec.tenant_id != actor.tenant_id:
        return False
    if rec.classification not in LEVELS or LEVELS.index(clearance[actor.role]) < LEVELS.index(rec.classification):
        return False
    return rec.allowed_roles is None or actor.role in rec.allowed_roles


@st.composite
def worlds(draw):
    tenants = draw(st.lists(st.sampled_from(["t1", "t2", "t3"]), min_size=1, max_size=3, unique=True))
    clearance = {r: draw(st.sampled_from(LEVELS)) for r in ROLES}
    n_docs = draw(st.integers(1, 6))
    records = []
    for i in range(n_docs):
        records.append(ManifestRecord(
            doc_id=f"doc{i}", version="v1", path=f"d{i}.md", source="s",
            tenant_id=draw(st.sampled_from([*tenants, None])),
            classification=draw(st.sampled_from([*LEVELS, "secret-ish", None])),
            allowed_roles=draw(st.none() | st.lists(st.sampled_from(ROLES), unique=True, max_size=3)),
            effective_from=dt.date(2026, 1, 1), status=draw(st.sampled_from(["active", "active", "withdrawn"])),
            title=f"Title {WORDS[i]} {i}"))
    deleted = set(draw(st.lists(st.sampled_from([r.doc_id for r in records]), max_size=2)))
    chunks = []
    for r in records:
        for n in range(draw(st.integers(1, 2))):
            words = " ".join(draw(st.lists(st.sampled_from(WORDS), min_size=4, max_size=8)))
            chunks.append((f"{r.doc_id}@v1#{n}", r.doc_id, "v1", f"{r.doc_id} part {n} unique marker: {words}"))
    leaky = draw(st.sets(st.sampled_from([c[0] for c in chunks])))
    text_only = draw(st.sets(st.sampled_from([c[0] for c in chunks])))
    return tenants, clearance, records, deleted, chunks, leaky, text_only


class SubsetLeaker:
    """Returns every chunk its actor may read plus the leaky subset; records what it returned."""

    def __init__(self, chunks, records, clearance, deleted, leaky, text_only):
        self.chunks, self.leaky, self.text_only = chunks, leaky, text_only
        self.by_doc = {r.doc_id: r for r in records}
        self.clearance, self.deleted = clearance, deleted
        self.returned: list[tuple[Actor, str]] = []
        self.lock = threading.Lock()

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        out = []
        for chunk_id, doc_id, version, text in self.chunks:
            if chunk_id in self.leaky or oracle_may_read(self.by_doc[doc_id], actor, self.clearance, self.deleted):
                hidden = chunk_id in self.text_only
                out.append(RetrievedChunk(f"opaque-{chunk_id}" if hidden else chunk_id, None if hidden else doc_id,
                                          None if hidden else version, text, 1.0))
                with self.lock:
                    self.returned.append((actor, chunk_id))
        return RetrievalResult(chunks=out[:top_k], candidates=out)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(worlds())
def test_reported_leaks_equal_forbidden_chunks_returned(world):
    tenants, clearance, records, deleted, chunks, leaky, text_only = world
    policy = Policy(name="p", tenants=[{"id": t} for t in tenants], classification_levels=LEVELS,
                    roles={r: {"clearance": c} for r, c in clearance.items()})
    corpus = AccessCorpus.build(policy, records, chunks, deleted=deleted, as_of=dt.date(2026, 6, 1))
    retriever = SubsetLeaker(chunks, records, clearance, deleted, leaky, text_only)
    probes = generate_probes(corpus, variants=("plain",), max_phrases=1)
    run = run_probes(retriever, probes, Judge(corpus), top_k=100, workers=2)

    by_doc = {r.doc_id: r for r in records}
    doc_of = {c[0]: c[1] for c in chunks}
    expected = {(f"{a.tenant_id}/{a.role}", cid) for a, cid in retriever.returned
                if not oracle_may_read(by_doc[doc_of[cid]], a, clearance, deleted)}
    reported = {(leak.actor, leak.chunk_id.removeprefix("opaque-")) for leak in run.leaks}
    assert reported == expected
    assert not run.unattributed and not run.inconclusive
