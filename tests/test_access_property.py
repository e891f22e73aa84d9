"""Property: for random small corpora with role, user and group ACLs, policies and retrievers that leak a
random subset, the leaks reported equal exactly the forbidden items returned, on every channel.

The expected set is computed by an independent oracle written here from docs/access.md's rules
("Users and groups" included), not by kbgate.acl. The retriever under test is a plain Retriever that
returns every chunk its actor may see plus a random "leaky" subset (some with doc_id, some as text
only), cites a random subset of chunks it did not return, and quotes a random subset of the chunks
it returned in its answer. Leaks are compared per channel: chunks and candidates by chunk, citations
by cited id, the answer by document.
"""

from __future__ import annotations

import datetime as dt
import hashlib
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
USERS, GROUPS = ["ann", "ben", "cy"], ["ops", "lab"]
WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar".split()


def oracle_may_read(rec: ManifestRecord, actor: Actor, clearance: dict[str, str], deleted: set[str]) -> bool:
    """docs/access.md's rule, written independently: same tenant, cleared for the level, matching one of the
    given lists (role, user id, a group; no list: every cleared role), not denied, not withdrawn or deleted."""
    if rec.status == "withdrawn" or rec.doc_id in deleted or rec.key in deleted:
        return False
    if rec.tenant_id is None or rec.tenant_id != actor.tenant_id:
        return False
    if rec.classification not in LEVELS or LEVELS.index(clearance[actor.role]) < LEVELS.index(rec.classification):
        return False
    lists = [rec.allowed_roles, rec.allowed_users, rec.allowed_groups]
    if any(x is not None for x in lists):
        if not (actor.role in (rec.allowed_roles or []) or actor.user_id in (rec.allowed_users or [])
                or set(actor.groups) & set(rec.allowed_groups or [])):
            return False
    return actor.user_id not in rec.denied_users


def name(actor: Actor) -> str:
    """How the report names an identity; a probe's synthetic user id stands for the tenant x role identity."""
    if actor.user_id is None or actor.user_id.startswith("kbgate-probe-"):
        return f"{actor.tenant_id}/{actor.role}"
    return f"{actor.tenant_id}/{actor.role}/user#{hashlib.sha256(actor.user_id.encode()).hexdigest()[:12]}"


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
            allowed_users=draw(st.none() | st.lists(st.sampled_from(USERS), unique=True, max_size=2)),
            allowed_groups=draw(st.none() | st.lists(st.sampled_from(GROUPS), unique=True, max_size=2)),
            denied_users=draw(st.lists(st.sampled_from(USERS), unique=True, max_size=1)),
            effective_from=dt.date(2026, 1, 1), status=draw(st.sampled_from(["active", "active", "withdrawn"])),
            title=f"Title {WORDS[i]} {i}"))
    deleted = set(draw(st.lists(st.sampled_from([r.doc_id for r in records]), max_size=2)))
    chunks = []
    for r in records:
        for n in range(draw(st.integers(1, 2))):
            words = " ".join(draw(st.lists(st.sampled_from(WORDS), min_size=4, max_size=8)))
            own = " ".join(f"{r.doc_id}x{n}w{k}" for k in range(14))  # a 14-word run no other chunk has
            # the shared words sit between two of the chunk's own words: a run two chunks share is at most 8
            # words, under the 12-word windows that attribute answer text (a longer one has two holders)
            chunks.append((f"{r.doc_id}@v1#{n}", r.doc_id, "v1",
                           f"{r.doc_id} part {n} unique marker {r.doc_id}x{n}: {words}. {own}"))
    ids = [c[0] for c in chunks]
    leaky, text_only, cited, quoted = (draw(st.sets(st.sampled_from(ids))) for _ in range(4))
    return tenants, clearance, records, deleted, chunks, leaky, text_only, cited, quoted


class SubsetLeaker:
    """Returns every chunk its actor may read plus the leaky subset, cites the ``cited`` chunks it did not return,
    and quotes the ``quoted`` chunks it returned in its answer; records what it returned on each channel."""

    def __init__(self, chunks, records, clearance, deleted, leaky, text_only, cited, quoted):
        self.chunks, self.leaky, self.text_only, self.cited, self.quoted = chunks, leaky, text_only, cited, quoted
        self.by_doc = {r.doc_id: r for r in records}
        self.clearance, self.deleted = clearance, deleted
        self.returned: list[tuple[Actor, str, str]] = []  # (actor, channel, chunk id)
        self.lock = threading.Lock()

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        out, citations, answer = [], [], []
        for chunk_id, doc_id, version, text in self.chunks:
            if chunk_id in self.leaky or oracle_may_read(self.by_doc[doc_id], actor, self.clearance, self.deleted):
                hidden = chunk_id in self.text_only
                out.append(RetrievedChunk(f"opaque-{chunk_id}" if hidden else chunk_id, None if hidden else doc_id,
                                          None if hidden else version, text, 1.0))
                seen = [("chunks", chunk_id)]
                if chunk_id in self.quoted:
                    answer.append(text)
                    seen.append(("answer", chunk_id))
            elif chunk_id in self.cited:
                citations.append(chunk_id)
                seen = [("citations", chunk_id)]
            else:
                continue
            with self.lock:
                self.returned += [(actor, channel, cid) for channel, cid in seen]
        return RetrievalResult(chunks=out[:top_k], candidates=out, citations=citations,
                               answer=" ".join(answer) or None)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(worlds())
def test_reported_leaks_equal_forbidden_items_returned(world):
    tenants, clearance, records, deleted, chunks, leaky, text_only, cited, quoted = world
    policy = Policy(name="p", tenants=[{"id": t} for t in tenants], classification_levels=LEVELS,
                    roles={r: {"clearance": c} for r, c in clearance.items()})
    corpus = AccessCorpus.build(policy, records, chunks, deleted=deleted, as_of=dt.date(2026, 6, 1))
    retriever = SubsetLeaker(chunks, records, clearance, deleted, leaky, text_only, cited, quoted)
    probes = generate_probes(corpus, variants=("plain",), max_phrases=1)
    run = run_probes(retriever, probes, Judge(corpus), top_k=100, workers=2)

    by_doc = {r.doc_id: r for r in records}
    doc_of = {c[0]: c[1] for c in chunks}
    forbidden = [(a, channel, cid) for a, channel, cid in retriever.returned
                 if not oracle_may_read(by_doc[doc_of[cid]], a, clearance, deleted)]
    expected = {(name(a), channel, cid if channel != "answer" else f"{doc_of[cid]}@v1")
                for a, channel, cid in forbidden}
    reported = {(leak.actor, "chunks" if leak.channel == "candidates" else leak.channel,
                 leak.doc if leak.channel == "answer" else leak.chunk_id.removeprefix("opaque-")) for leak in run.leaks}
    assert reported == expected
    assert not run.unattributed and not run.inconclusive
