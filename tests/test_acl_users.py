"""Per-user and per-group permissions (issue 29): the rule's table, the identities, the store, serve, drift.

The rule is :func:`kbgate.acl.leak_kind`; the table below is docs/access.md's ("Users and groups"),
written out case by case, with the empty-list cases. The store test runs the real Edge store and the
built-in retriever's filter; the serve test sends identities over HTTP to ``kbgate serve``.
"""

from __future__ import annotations

import datetime as dt
import json
import urllib.request
from dataclasses import replace

import pytest
from factories import make_chunk, serving

from kbgate.acl import AccessTruth, DocAccess, actors, granting_roles, identity_classes, leak_kind
from kbgate.errors import ConfigError
from kbgate.models import ManifestRecord
from kbgate.policy import load_policy, validate_policy
from kbgate.retrieval.retriever import Actor, QdrantRetriever, authorization_filter
from kbgate.store import build_version, open_store
from version_gate.drift import acl_drift

POLICY = "policies/acme.yaml"
NOT_GIVEN = object()


@pytest.fixture(scope="module")
def acme(request):
    return load_policy(request.config.rootpath / POLICY)


def record(roles=NOT_GIVEN, users=NOT_GIVEN, groups=NOT_GIVEN, denied=(), classification="internal",
           tenant="acme", doc_id="d") -> ManifestRecord:
    lists = {k: v for k, v in (("allowed_roles", roles), ("allowed_users", users), ("allowed_groups", groups))
             if v is not NOT_GIVEN}
    return ManifestRecord(doc_id=doc_id, version="v1", path=f"{doc_id}.md", source="acme-kb", tenant_id=tenant,
                          classification=classification, effective_from=dt.date(2026, 1, 1),
                          denied_users=list(denied), **lists)


ALICE = Actor("acme", "employee", "alice", ("proj",))
BOB = Actor("acme", "employee", "bob")
MANAGER_BOB = Actor("acme", "manager", "bob")
MANAGER = Actor("acme", "manager", "carol")
GLOBEX_ALICE = Actor("globex", "employee", "alice", ("proj",))

# (case, record, actor, expected leak kind)
TABLE = [
    ("no lists: every cleared role", record(), BOB, None),
    ("no lists: uncleared role", record(classification="confidential"), BOB, "above_clearance"),
    ("roles only narrow", record(roles=["manager"]), BOB, "outside_allowed_roles"),
    ("roles only admit", record(roles=["manager"]), MANAGER, None),
    ("empty roles: nobody", record(roles=[]), MANAGER, "outside_allowed_roles"),
    ("users only: the user", record(users=["alice"]), ALICE, None),
    ("users only: a colleague of the same role", record(users=["alice"]), BOB, "outside_allowed_principals"),
    ("users only: a role does not grant", record(users=["alice"]), MANAGER, "outside_allowed_principals"),
    ("users only: the user's tenant still rules", record(users=["alice"]), GLOBEX_ALICE, "cross_tenant"),
    ("users only: clearance still rules", record(users=["bob"], classification="confidential"), BOB,
     "above_clearance"),
    ("users and roles: the user", record(roles=["manager"], users=["bob"]), BOB, None),
    ("users and roles: the role", record(roles=["manager"], users=["bob"]), MANAGER, None),
    ("users and roles: neither", record(roles=["manager"], users=["bob"]), ALICE, "outside_allowed_principals"),
    ("groups only: a member", record(groups=["proj"]), ALICE, None),
    ("groups only: not a member", record(groups=["proj"]), BOB, "outside_allowed_principals"),
    ("empty users: nobody", record(users=[]), ALICE, "outside_allowed_principals"),
    ("empty users, roles given: the role", record(roles=["employee"], users=[]), BOB, None),
    ("empty groups and users: nobody", record(users=[], groups=[]), MANAGER, "outside_allowed_principals"),
    ("denied beats the role", record(roles=["employee"], denied=["bob"]), BOB, "denied_user"),
    ("denied beats the user list", record(users=["bob"], denied=["bob"]), BOB, "denied_user"),
    ("denied beats the group", record(groups=["proj"], denied=["alice"]), ALICE, "denied_user"),
    ("a denial names one user only", record(roles=["employee"], denied=["bob"]), ALICE, None),
    ("no user id: a denial does not apply", record(denied=["bob"]), Actor("acme", "employee"), None),
    ("no user id: never a listed user", record(users=["alice"]), Actor("acme", "employee"),
     "outside_allowed_principals"),
]


@pytest.mark.parametrize("case, rec, actor, kind", TABLE, ids=[t[0] for t in TABLE])
def test_the_rule_on_records_and_on_the_payloads_ingest_writes(acme, case, rec, actor, kind):
    assert leak_kind(acme, DocAccess.from_record(acme, rec), actor) == kind
    chunk = make_chunk(tenant_id=rec.tenant_id, classification=rec.classification,
                       allowed_roles=granting_roles(acme, rec))
    chunk = replace(chunk, allowed_users=rec.allowed_users, allowed_groups=rec.allowed_groups,
                    denied_users=rec.denied_users)
    readable = leak_kind(acme, DocAccess.from_payload(acme, chunk.payload()), actor) is None
    assert readable == (kind is None)


def test_the_store_filter_admits_exactly_the_readers(acme, tmp_path):
    """Every table case indexed in a real Edge store; each actor's filter admits exactly its readable chunks."""

    chunks = []
    for i, (_, rec, _, _) in enumerate(TABLE):
        c = make_chunk(doc_id=f"d{i}", tenant_id=rec.tenant_id, classification=rec.classification,
                       allowed_roles=granting_roles(acme, rec), text=f"case {i}")
        chunks.append(replace(c, allowed_users=rec.allowed_users, allowed_groups=rec.allowed_groups,
                              denied_users=rec.denied_users))
    store = open_store(str(tmp_path / "store"))
    try:
        version = build_version(store, "u", "r1", chunks)
        for actor in {ALICE, BOB, MANAGER, MANAGER_BOB, GLOBEX_ALICE, Actor("acme", "employee")}:
            admitted = {p["doc_id"] for p in store.scroll(version, authorization_filter(actor, acme), ["doc_id"])}
            want = {f"d{i}" for i, (_, rec, _, _) in enumerate(TABLE)
                    if leak_kind(acme, DocAccess.from_record(acme, rec), actor) is None}
            assert admitted == want, actor
    finally:
        store.close()


def test_a_filter_without_user_or_groups_is_the_role_filter_of_before(acme):
    assert authorization_filter(Actor("acme", "employee"), acme) == {"must": [
        {"key": "tenant_id", "match": {"value": "acme"}}, {"key": "allowed_roles", "match": {"any": ["employee"]}},
        {"key": "classification", "match": {"any": ["public", "internal"]}}]}


def test_derived_identities_a_member_a_colleague_and_a_denied_user(acme):
    docs = [DocAccess.from_record(acme, record(users=["alice"], doc_id="personal")),
            DocAccess.from_record(acme, record(groups=["proj"], denied=["dave"], roles=["manager"], doc_id="space"))]
    who = actors(acme, docs)
    assert who[:8] == [Actor(t, r) for t in ("acme", "globex") for r in sorted(acme.roles)]
    extra = who[8:]
    assert Actor("acme", "employee", "alice") in extra
    assert any(a.groups == ("proj",) and leak_kind(acme, docs[1], a) is None for a in extra)
    assert Actor("acme", "manager", "dave") in extra and leak_kind(acme, docs[1], Actor("acme", "manager", "dave")) \
        == "denied_user"
    colleagues = [a for a in extra if a.user_id.startswith("colleague-")]
    assert colleagues and all(leak_kind(acme, docs[0], a) is not None for a in colleagues)


def test_thousands_of_principals_are_probed_as_one_per_reading_class(acme):
    principals = [{"user_id": f"u{i}", "tenant": "acme", "role": "employee", "groups": [f"g{i % 20}"]}
                  for i in range(2000)]
    policy = validate_policy({**acme.model_dump(mode="json", exclude_defaults=True), "principals": principals}, "p")
    docs = [DocAccess.from_record(policy, record(groups=["g3"], doc_id="g3-space")),
            DocAccess.from_record(policy, record(users=["u7"], doc_id="u7-file")), DocAccess.from_record(
                policy, record(doc_id="open"))]
    classes = identity_classes(policy, docs, actors(policy, docs))
    assert sum(n for _, n in classes) == 2000
    assert sorted(n for _, n in classes) == [1, 100, 1899]  # u7 (in g7); the 100 members of g3; the others
    truth = AccessTruth(policy, [record(groups=["g3"], doc_id="g3-space"), record(users=["u7"], doc_id="u7-file")])
    assert len(truth.actors) == 3 and sum(truth.represents.values()) == 2000


@pytest.mark.parametrize("principal, message", [
    ({"user_id": "u1", "tenant": "initech", "role": "employee"}, "principals[0].tenant: 'initech' is not a tenant id"),
    ({"user_id": "u1", "tenant": "acme", "role": "ceo"}, "principals[0].role: 'ceo' is not a role"),
    ({"user_id": "", "tenant": "acme", "role": "employee"}, "principals.0.user_id"),
])
def test_bad_principals_say_what_to_fix(acme, principal, message):
    with pytest.raises(ConfigError, match=message.replace("[", r"\[").replace("]", r"\]")):
        validate_policy({**acme.model_dump(mode="json", exclude_defaults=True), "principals": [principal]}, "p.yaml")


def test_serve_gives_a_personal_document_to_its_user_not_to_a_colleague(acme, tmp_path):
    rec = record(roles=["manager"], users=["acme-e1042"], classification="confidential", doc_id="hr-file")
    chunk = replace(make_chunk(doc_id="hr-file", classification="confidential", text="考核结果 绩效系数 1.15",
                               allowed_roles=granting_roles(acme, rec)), allowed_users=["acme-e1042"])
    store = open_store(str(tmp_path / "store"))
    try:
        version = build_version(store, "kb", "r1", [chunk])
        with serving(QdrantRetriever(store, version, acme)) as server:
            def ask(actor: dict) -> list[str]:
                body = json.dumps({"query": "绩效系数", "top_k": 3, "actor": actor}).encode()
                req = urllib.request.Request(f"{server.url}/query", body, {"Content-Type": "application/json"})
                with urllib.request.urlopen(req, timeout=30) as resp:
                    return [c["doc_id"] for c in json.loads(resp.read())["chunks"]]

            assert ask({"tenant_id": "acme", "role": "employee", "user_id": "acme-e1042"}) == []  # not cleared
            assert ask({"tenant_id": "acme", "role": "manager", "user_id": "acme-e1042"}) == ["hr-file"]
            assert ask({"tenant_id": "acme", "role": "risk_officer", "user_id": "acme-e1042", "groups": []}) \
                == ["hr-file"]
            assert ask({"tenant_id": "acme", "role": "risk_officer", "user_id": "colleague"}) == []
    finally:
        store.close()


def test_a_widened_user_or_group_list_or_a_lifted_denial_is_acl_drift(acme):
    def payload(**lists):
        return {"doc_id": "space", "version": "v1", "tenant_id": "acme", "classification": "internal",
                "allowed_roles": [], **lists}

    base = [payload(allowed_users=["alice"], allowed_groups=["proj"], denied_users=["bob"])]
    assert acl_drift(acme, base, base)["widened"] == []
    for candidate in (payload(allowed_users=["alice", "eve"], allowed_groups=["proj"], denied_users=["bob"]),
                      payload(allowed_users=["alice"], allowed_groups=["proj", "all-staff"], denied_users=["bob"]),
                      payload(allowed_users=["alice"], allowed_groups=["proj"])):
        [w] = acl_drift(acme, base, [candidate])["widened"]
        assert w["added_readers"] and not any("eve" in r or "bob" in r for r in w["added_readers"])  # ids hashed
    assert acl_drift(acme, base, [payload(allowed_users=["alice"], allowed_groups=[], denied_users=["bob"])])[
        "narrowed"] == ["space"]
