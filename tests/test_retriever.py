"""Built-in retriever: authorization filter-before-search, on both store backends, sparse and hybrid."""

from __future__ import annotations

import hashlib
import itertools
import math

import pytest
from factories import make_chunk
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kbgate.errors import ConfigError
from kbgate.models import Chunk
from kbgate.retrieval.retriever import (
    Actor,
    QdrantRetriever,
    RetrievalResult,
    Retriever,
    authorization_filter,
    make_dense_embedder,
)
from kbgate.store import build_version, open_store

_ids = itertools.count()


def trigram_vector(texts: list[str]) -> list[list[float]]:
    """A small deterministic user vector function: hashed character trigrams, 64 dims, L2-normalised."""
    out = []
    for text in texts:
        v = [0.0] * 64
        padded = f"  {text.lower()}  "
        for i in range(len(padded) - 2):
            v[hashlib.blake2b(padded[i : i + 3].encode(), digest_size=2).digest()[0] % 64] += 1.0
        norm = math.sqrt(sum(x * x for x in v)) or 1.0
        out.append([x / norm for x in v])
    return out


def chunk(tenant, roles, cls="internal", text="common refund policy 退款规则", doc=None) -> Chunk:
    n = next(_ids)
    doc = doc or f"d{n}"
    return make_chunk(doc_id=doc, n=n, text=text, page=None, source="wiki", tenant_id=tenant, classification=cls,
                      allowed_roles=roles if roles is not None else [])


@pytest.fixture(scope="module", params=["edge", "local"])
def store(request, tmp_path_factory):
    spec = str(tmp_path_factory.mktemp("rstore") / "store") if request.param == "edge" else ":memory:"
    s = open_store(spec)
    yield s
    s.close()


# --- table: who sees what ----------------------------------------------------------

# (chunk tenant, chunk allowed_roles, actor tenant, actor role, visible?)
ACL_CASES = [
    ("acme", ["agent"], "acme", "agent", True),
    ("acme", ["hr", "agent", "manager"], "acme", "agent", True),
    ("acme", [], "acme", "agent", False),  # empty ACL = deny
    ("acme", ["hr"], "acme", "agent", False),
    ("acme", ["agent"], "beta", "agent", False),  # other tenant
    ("acme", ["agent2"], "acme", "agent", False),  # near-miss role name
    ("acme", ["Agent"], "acme", "agent", False),  # case matters
    ("acme ", ["agent"], "acme", "agent", False),  # near-miss tenant id
    (None, ["agent"], "acme", "agent", False),  # no tenant label
    ("acme", ["agent"], "acme", "hr", False),
]


@pytest.mark.parametrize("tenant,roles,actor_tenant,actor_role,visible", ACL_CASES)
def test_acl_table(store, tenant, roles, actor_tenant, actor_role, visible):
    c = chunk(tenant, roles)
    version = build_version(store, "acl", f"t{next(_ids)}", [c])
    result = QdrantRetriever(store, version).retrieve("refund policy", Actor(actor_tenant, actor_role))
    got = [x.chunk_id for x in result.candidates]
    assert got == ([c.chunk_id] if visible else [])
    assert store.count(version, authorization_filter(Actor(actor_tenant, actor_role))) == int(visible)


def test_missing_allowed_roles_field_is_denied(store, monkeypatch):
    """A payload without the allowed_roles key at all is as closed as an empty list."""
    original = Chunk.payload

    def without_acl(self):
        p = original(self)
        del p["allowed_roles"]
        return p

    version = f"acl__missing{next(_ids)}"
    store.create_version(version)
    monkeypatch.setattr(Chunk, "payload", without_acl)
    store.upsert(version, [chunk("acme", ["agent"])])
    assert store.count(version) == 1
    assert store.count(version, authorization_filter(Actor("acme", "agent"))) == 0


@pytest.mark.parametrize(
    "role,cls,visible",
    [
        ("support_agent", "internal", True),
        ("support_agent", "public", True),
        ("support_agent", "confidential", False),  # ACL allows, clearance does not
        ("manager", "confidential", True),
        ("manager", "restricted", False),
        ("risk_officer", "restricted", True),
        ("intruder", "public", False),  # role unknown to the policy sees nothing
    ],
)
def test_policy_clearance_narrows_acl(store, policy, role, cls, visible):
    c = chunk("acme", [role], cls=cls)
    version = build_version(store, "pol", f"t{next(_ids)}", [c])
    result = QdrantRetriever(store, version, policy=policy).retrieve("refund", Actor("acme", role))
    assert bool(result.chunks) is visible


def test_filter_uses_only_positive_conditions():
    flt = authorization_filter(Actor("acme", "agent"))
    assert flt == {"must": [{"key": "tenant_id", "match": {"value": "acme"}},
                            {"key": "allowed_roles", "match": {"any": ["agent"]}}]}


# --- result shape ------------------------------------------------------------------


def test_result_reports_version_candidates_and_filter(store):
    chunks = [chunk("acme", ["agent"], text=f"refund policy number {i}") for i in range(12)]
    chunks += [chunk("beta", ["agent"], text="refund policy for beta")]
    version = build_version(store, "shape", f"t{next(_ids)}", chunks)
    store.swap_alias("shape", version)
    retriever = QdrantRetriever(store, "shape", candidate_limit=8)
    assert isinstance(retriever, Retriever)
    res = retriever.retrieve("refund policy", Actor("acme", "agent"), top_k=3)
    assert isinstance(res, RetrievalResult)
    assert res.index_version == version
    assert len(res.chunks) == 3 and len(res.candidates) == 8
    assert [c.chunk_id for c in res.chunks] == [c.chunk_id for c in res.candidates[:3]]
    assert res.filter_expression == authorization_filter(Actor("acme", "agent"))
    assert res.chunks[0].doc_id and res.chunks[0].version == "v1" and res.chunks[0].text
    assert res.to_dict()["chunks"][0]["chunk_id"] == res.chunks[0].chunk_id


def test_make_dense_embedder_rejects_bad_config():
    assert make_dense_embedder(trigram_vector) is trigram_vector
    with pytest.raises(ConfigError, match="kind: sentence-transformers"):
        make_dense_embedder({"kind": "openai"})


def test_hybrid_query_finds_by_dense_only_match(store):
    """Hybrid really fuses dense results: a chunk sharing no sparse token is still found."""
    a = chunk("acme", ["agent"], text="refunds")  # no exact token overlap with "refund"
    b = chunk("acme", ["agent"], text="warranty terms")
    version = build_version(store, "hyb", f"t{next(_ids)}", [a, b], dense=trigram_vector)
    assert store.version_info(version).dense_size == 64
    sparse_only = QdrantRetriever(store, version).retrieve("refund", Actor("acme", "agent"))
    hybrid = QdrantRetriever(store, version, dense=trigram_vector).retrieve("refund", Actor("acme", "agent"))
    assert sparse_only.chunks == []
    assert hybrid.chunks[0].chunk_id == a.chunk_id


# --- property: never a chunk the actor may not see ---------------------------------

TENANTS = ["acme", "beta", "gamma"]
ROLES = ["agent", "manager", "hr", "risk"]
CLASSES = ["public", "internal", "confidential", "restricted"]
WORDS = ["refund", "policy", "退款", "规则", "warranty", "发货"]

chunk_spec = st.tuples(
    st.sampled_from(TENANTS + [None]),
    st.one_of(st.just([]), st.lists(st.sampled_from(ROLES), max_size=3, unique=True)),
    st.sampled_from(CLASSES),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=4),
)
actor_spec = st.tuples(st.sampled_from(TENANTS + ["nobody"]), st.sampled_from(ROLES + ["guest"]))


def _allowed(c: Chunk, actor: Actor) -> bool:
    return c.tenant_id == actor.tenant_id and actor.role in c.allowed_roles


def _check_property(store, specs, actors, query, dense) -> None:
    chunks = [chunk(t, roles, cls, text=" ".join(words) + " common") for t, roles, cls, words in specs]
    by_id = {c.chunk_id: c for c in chunks}
    version = build_version(store, "prop", f"t{next(_ids)}", chunks, dense=trigram_vector if dense else None)
    retriever = QdrantRetriever(store, version, candidate_limit=len(chunks) + 5, dense=trigram_vector if dense else None)
    for tenant, role in actors:
        actor = Actor(tenant, role)
        res = retriever.retrieve(query, actor, top_k=5)
        for got in res.chunks + res.candidates:
            assert _allowed(by_id[got.chunk_id], actor), (got.chunk_id, actor)
        # Filter-before-search does not over-deny either: "common" is in every chunk.
        expected = {c.chunk_id for c in chunks if _allowed(c, actor)}
        if query == "common":
            assert {c.chunk_id for c in res.candidates} == expected


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(specs=st.lists(chunk_spec, min_size=1, max_size=25), actors=st.lists(actor_spec, min_size=1, max_size=4),
       query=st.sampled_from(WORDS + ["common", "退款规则 refund"]))
def test_property_sparse_never_leaks(store, specs, actors, query):
    _check_property(store, specs, actors, query, dense=False)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(specs=st.lists(chunk_spec, min_size=1, max_size=25), actors=st.lists(actor_spec, min_size=1, max_size=4),
       query=st.sampled_from(WORDS + ["common", "退款规则 refund", "zzz unrelated"]))
def test_property_hybrid_never_leaks(store, specs, actors, query):
    _check_property(store, specs, actors, query, dense=True)
