"""One rule decides "may actor A read document D" (:func:`kbgate.acl.leak_kind`), and every judge agrees.

Issue 28. For random policies and manifests, and for one larger fixed case on the example policy,
these give the same verdict on every (actor, document):

* the store filter (:func:`kbgate.retrieval.retriever.authorization_filter` with the policy) on a real Edge
  store holding each active document's chunks, labelled as ingest labels them (the effective ACL);
* :class:`kbgate.acl.AccessTruth` (the manifest truth of the access tests);
* the gate's :class:`version_gate.gate.AccessJudge`, with the corpus and payload-only;
* the canary's ``corpus_truth`` and ``payload_truth``;
* ACL drift's readers (:func:`version_gate.drift.doc_acls`);
* the collection audit's exposures (:func:`access_tests.collection_audit.audit_points` with kbgate's
  own payload keys): exactly the actors the store admits but the truth forbids.

Some documents are indexed with a damaged payload: no ``allowed_roles`` key, a null one, or roles
wider than the record's (unknown roles, roles the level does not clear). There the payload judges
still agree with the store (no ``allowed_roles``: nobody; widened: no wider than the level clears),
while the manifest judges keep the manifest's verdict. ``kbgate.app.serve`` judges nothing itself (the
retriever's filter does), so it has no verdict of its own here.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from factories import make_chunk
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from access_tests.collection_audit import AuditTruth, FieldMap, audit_points
from access_tests.judge import actor_name
from kbgate.acl import AccessTruth, granting_roles
from kbgate.models import Chunk, ManifestRecord
from kbgate.policy import Policy, load_policy, validate_policy
from kbgate.retrieval.retriever import Actor, RetrievedChunk, authorization_filter
from kbgate.store import build_version, open_store
from version_gate.canary import corpus_truth, payload_truth
from version_gate.drift import doc_acls
from version_gate.gate import AccessJudge

ROOT = Path(__file__).resolve().parents[1]
LEVELS = ["public", "internal", "confidential", "restricted"]
ROLES = ["clerk", "lead", "chief", "auditor"]
GHOST, OTHER = "ghost", "other"  # a role and a tenant no policy defines
DAMAGES = (None, "missing", "null", "widened")
USERS, GROUPS = ["u1", "u2", "u3"], ["g1", "g2"]
PEOPLE = [("u1", ()), ("u2", ("g1",)), ("u3", ("g1", "g2")), (None, ("g2",))]  # identities with users and groups
_ids = itertools.count()


class _NoAcl(Chunk):
    """A chunk whose stored payload has no ``allowed_roles`` key (``null`` with ``acl_null``)."""

    acl_null = False

    def payload(self) -> dict:
        p = super().payload()
        if self.acl_null:
            p["allowed_roles"] = None
        else:
            del p["allowed_roles"]
        return p


class _NullAcl(_NoAcl):
    acl_null = True


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    s = open_store(str(tmp_path_factory.mktemp("aclprop") / "store"))
    yield s
    s.close()


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    return tmp_path_factory.mktemp("aclcorpora")


def record(doc_id: str, tenant, classification, allowed_roles, status="active", users=None, groups=None,
           denied=()) -> ManifestRecord:
    return ManifestRecord(doc_id=doc_id, version="v1", path=f"docs/{doc_id}.md", source="s", tenant_id=tenant,
                          classification=classification, allowed_roles=allowed_roles, allowed_users=users,
                          allowed_groups=groups, denied_users=list(denied),
                          effective_from=dt.date(2026, 1, 1), status=status, title=f"Title of {doc_id}")


def stored_chunk(policy: Policy, r: ManifestRecord, n: int, damage: str | None) -> Chunk:
    """A chunk of ``r`` as ingest stores it (payload roles: the effective ACL; its user and group lists), then
    damaged."""
    roles = granting_roles(policy, r)
    if damage == "widened":
        roles = sorted({*policy.roles, GHOST})
    c = make_chunk(doc_id=r.doc_id, version=r.version, n=n, text=f"{r.doc_id} part {n}", tenant_id=r.tenant_id,
                   classification=r.classification, allowed_roles=roles)
    c = replace(c, allowed_users=r.allowed_users, allowed_groups=r.allowed_groups, denied_users=r.denied_users)
    cls = {"missing": _NoAcl, "null": _NullAcl}.get(damage, Chunk)
    return cls(**vars(c))


def write_corpus(root: Path, records: list[ManifestRecord]) -> str:
    root.mkdir()
    (root / "manifest.jsonl").write_text("".join(json.dumps(r.model_dump(mode="json")) + "\n" for r in records),
                                         encoding="utf-8")
    return str(root)


def hash_id(value: str) -> str:
    """What the audit log stores for a user id or group (the canary sees only these)."""
    return "h" + hashlib.sha256(value.encode()).hexdigest()[:8]


def hashed(a: Actor) -> Actor:
    return Actor(a.tenant_id, a.role, hash_id(a.user_id) if a.user_id else None, tuple(map(hash_id, a.groups)))


def agree(table: dict[str, dict]) -> None:
    first, *rest = table
    for name in rest:
        diff = {k: (table[first][k], table[name][k]) for k in table[name] if table[name][k] != table[first][k]}
        assert not diff, f"{name} disagrees with {first} on (actor, document): ({first}, {name}) {diff}"


def check_world(store, corpora: Path, policy: Policy, records: list[ManifestRecord],
                damage: dict[str, str | None]) -> tuple[dict[tuple, bool], Counter]:
    """Every judge's verdict on every (actor, document); asserts they agree. Returns the truth's, and the exposures."""
    corpus = write_corpus(corpora / f"c{next(_ids)}", records)
    indexed = [r for r in records if r.status != "withdrawn"]  # ingest keeps withdrawn documents out
    chunks = [stored_chunk(policy, r, n, damage[r.key]) for r in indexed for n in range(2)]
    version = build_version(store, "acl", f"e{next(_ids)}", chunks)
    payloads = list(store.scroll(version))
    assert len(payloads) == len(chunks)
    truth = AccessTruth(policy, records)
    who = [*truth.actors, *(Actor(t, GHOST) for t in policy.tenant_ids), *(Actor(OTHER, r) for r in policy.roles),
           *(Actor(t, r, u, g) for t in policy.tenant_ids for r in policy.roles for u, g in PEOPLE)]
    plain = [a for a in who if a.user_id is None and not a.groups]  # drift's readers name tenant and role only

    # the manifest's judges, on every (actor, document)
    gate_corpus, canary_corpus = AccessJudge(policy, corpus), corpus_truth(corpus, policy)
    by_manifest: dict[str, dict] = {"AccessTruth": {}, "gate with corpus": {}, "canary corpus_truth": {}}
    for a, r in itertools.product(who, records):
        k = (a, r.key)
        by_manifest["AccessTruth"][k] = truth.leak_kind(a, r.doc_id, r.version) is None
        by_manifest["gate with corpus"][k] = gate_corpus.kind(a, RetrievedChunk("x", r.doc_id, r.version, "", 1.0)) \
            is None
        by_manifest["canary corpus_truth"][k] = not canary_corpus(a, r.doc_id, r.version)
    agree(by_manifest)

    # the payload's judges, on every (actor, stored chunk)
    gate_payload, canary_payload = AccessJudge(policy, None), payload_truth(store, policy, [version])
    readers = {doc_id: acl["readers"] for doc_id, acl in doc_acls(policy, payloads).items()}
    by_payload: dict[str, dict] = {"store filter": {}, "gate payload-only": {}, "canary payload_truth (hashed ids)": {},
                                   "drift readers": {}}
    for a in who:
        admitted = {p["chunk_id"] for p in store.scroll(version, authorization_filter(a, policy), ["chunk_id"])}
        for p in payloads:
            k = (a, p["chunk_id"])
            by_payload["store filter"][k] = p["chunk_id"] in admitted
            by_payload["gate payload-only"][k] = gate_payload.kind(
                a, RetrievedChunk(p["chunk_id"], p["doc_id"], p["version"], p["text"], 1.0, p)) is None
            by_payload["canary payload_truth (hashed ids)"][k] = not canary_payload(
                hashed(a), p["doc_id"], p["version"], hash_id)
            if a in plain:
                by_payload["drift readers"][k] = f"{a.tenant_id}:{a.role}" in readers[p["doc_id"]]
    agree(by_payload)

    # payload and manifest agree wherever the payload is what ingest wrote
    verdicts = by_manifest["AccessTruth"]
    for (a, chunk_id), readable in by_payload["store filter"].items():
        key = chunk_id.split("#")[0]
        if damage[key] is None:
            assert readable == verdicts[(a, key)], (a, chunk_id)
        elif damage[key] in ("missing", "null"):  # no role grants; a listed user or group still may read
            d = truth.docs[key]
            assert not readable or a.user_id in d.users or set(a.groups) & d.groups, (a, chunk_id)
    assert not any(verdicts[(a, r.key)] for a in who for r in records if r.status == "withdrawn")

    # the collection audit's exposures: the actors the store admits to a chunk but the truth forbids
    fields = FieldMap(doc_id="doc_id", version="version", tenant="tenant_id", roles="allowed_roles",
                      classification="classification", users="allowed_users", user_groups="allowed_groups",
                      denied_users="denied_users", chunk_id="chunk_id")
    audit = audit_points(((p["chunk_id"], p) for p in payloads), fields, AuditTruth(policy, truth, {}, dt.date(2026, 6, 1)))
    doc = {p["chunk_id"]: truth.docs[f"{p['doc_id']}@{p['version']}"] for p in payloads}
    assert audit.exposures == Counter(
        (actor_name(a), truth.leak_kind(a, d.doc_id, d.version), d.tenant_id, d.classification)
        for a in truth.actors for cid, d in doc.items()
        if by_payload["store filter"][(a, cid)] and not verdicts[(a, d.key)])
    return verdicts, audit.exposures


@st.composite
def worlds(draw):
    levels = LEVELS[: draw(st.integers(1, 4))]
    tenants = draw(st.lists(st.sampled_from(["t1", "t2", "t3"]), min_size=1, max_size=3, unique=True))
    roles = draw(st.lists(st.sampled_from(ROLES), min_size=1, max_size=4, unique=True))
    policy = validate_policy({"name": "random", "tenants": [{"id": t} for t in tenants], "classification_levels": levels,
                              "roles": {r: {"clearance": draw(st.sampled_from(levels))} for r in roles}}, "random")
    records = [record(f"doc{i}", draw(st.sampled_from([*tenants, OTHER, None])),
                      draw(st.sampled_from([*levels, "secret", None])),
                      draw(st.none() | st.lists(st.sampled_from([*roles, GHOST]), unique=True, max_size=3)),
                      draw(st.sampled_from(["active", "active", "withdrawn"])),
                      draw(st.none() | st.lists(st.sampled_from(USERS), unique=True, max_size=2)),
                      draw(st.none() | st.lists(st.sampled_from(GROUPS), unique=True, max_size=2)),
                      draw(st.lists(st.sampled_from(USERS), unique=True, max_size=1)))
               for i in range(draw(st.integers(1, 8)))]
    return policy, records, {r.key: draw(st.sampled_from(DAMAGES)) for r in records}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(worlds())
def test_every_judge_agrees_on_random_policies_and_manifests(store, corpora, world):
    check_world(store, corpora, *world)


def test_every_judge_agrees_on_every_label_combination_of_the_example_policy(store, corpora):
    policy = load_policy(ROOT / "policies" / "acme.yaml")
    acls = [None, [], ["support_agent"], ["manager"], ["risk_officer"], ["employee", "support_agent"],
            ["manager", GHOST], [GHOST]]
    combos = itertools.product(["acme", "globex", OTHER, None], [*policy.classification_levels, "secret", None], acls,
                               ["active", "withdrawn"])
    records = [record(f"doc{i}", *combo) for i, combo in enumerate(combos)]
    damage = {r.key: DAMAGES[i % 7] if i % 7 < len(DAMAGES) else None for i, r in enumerate(records)}
    verdicts, exposures = check_world(store, corpora, policy, records, damage)
    assert len(records) == 384 and 0 < sum(verdicts.values()) < len(verdicts)
    assert {kind for _, kind, _, _ in exposures} == {"outside_allowed_roles"}  # the widened payloads


@pytest.mark.parametrize("chunk_class", [_NoAcl, _NullAcl], ids=["missing", "null"])
def test_payload_without_allowed_roles_is_unreadable_for_gate_and_canary(store, policy, chunk_class):
    """The bug of issue 28: the canary read such a payload as every cleared role, the gate as nobody."""
    c = chunk_class(**vars(make_chunk(doc_id="no-acl", tenant_id="acme", classification="public")))
    version = build_version(store, "noacl", f"r{next(_ids)}", [c])
    [p] = list(store.scroll(version))
    assert p.get("allowed_roles") is None
    retrieved = RetrievedChunk(p["chunk_id"], p["doc_id"], p["version"], p["text"], 1.0, p)
    unauthorized = payload_truth(store, policy, [version])
    for role in policy.roles:  # every role is cleared for public
        actor = Actor("acme", role)
        assert store.count(version, authorization_filter(actor, policy)) == 0
        assert AccessJudge(policy, None).kind(actor, retrieved) == "outside_allowed_roles"
        assert unauthorized(actor, "no-acl", "v1") is True
        assert f"acme:{role}" not in doc_acls(policy, [p])["no-acl"]["readers"]
