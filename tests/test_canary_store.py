"""Weighted aliases in both stores: sticky sha256 buckets, the split, compare-and-set changes, history,
one version per answer."""

from __future__ import annotations

import subprocess
import sys

import pytest
from factories import make_chunk

from kbgate.errors import StoreError
from kbgate.retrieval.retriever import Actor, QdrantRetriever, bucket_key
from kbgate.store import AliasMovedError, bucket_of, build_version, canary_arm, open_store

USERS = [f"user-{i}" for i in range(10_000)]


def _chunks(marker: str, n: int = 12):
    return [make_chunk(n=i, doc_id=f"{marker}-doc", text=f"{marker} refund policy {i} 退款规则", chunk_hash=f"{marker}{i}")
            for i in range(n)]


@pytest.fixture(params=["edge", "local"])
def store(request, tmp_path):
    spec = str(tmp_path / "store") if request.param == "edge" else f"qdrant+local:{tmp_path / 'local'}"
    st = open_store(spec)
    st.va = build_version(st, "kb", "a", _chunks("alpha"))
    st.vb = build_version(st, "kb", "b", _chunks("beta"))
    st.swap_alias("kb", st.va, kind="promotion")
    yield st
    st.close()


def test_buckets_are_the_same_in_another_process():
    here = [canary_arm("kb", 30, f"user:{u}") for u in USERS[:500]]
    code = ("import sys, json; from kbgate.store import canary_arm; "
            "print(json.dumps([canary_arm('kb', 30, f'user:user-{i}') for i in range(500)]))")
    env = {"PYTHONHASHSEED": "12345"}  # Python's own hash() would change with this; ours must not
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**__import__("os").environ, **env})
    assert __import__("json").loads(out.stdout) == here


@pytest.mark.parametrize("weight", [1, 10, 50, 90])
def test_ten_thousand_users_split_within_two_points_of_the_weight(weight):
    share = sum(canary_arm("kb", weight, bucket_key(Actor("acme", "agent", u))) == "candidate" for u in USERS)
    assert abs(share / len(USERS) * 100 - weight) <= 2, share


def test_raising_the_weight_only_moves_users_to_the_candidate():
    at10 = {u for u in USERS if canary_arm("kb", 10, u) == "candidate"}
    at50 = {u for u in USERS if canary_arm("kb", 50, u) == "candidate"}
    assert at10 < at50
    assert 0 <= bucket_of("kb", "x") < 100 and bucket_of("kb", "x") != bucket_of("kb2", "x")


def test_without_a_user_id_the_actor_hash_is_the_key():
    a, b = Actor("acme", "agent"), Actor("acme", "manager")
    assert bucket_key(a) == bucket_key(Actor("acme", "agent")) != bucket_key(b)
    assert bucket_key(Actor("acme", "agent", "u-1")) == "user:u-1"
    assert "acme" not in bucket_key(a)  # a hash, not the labels


def test_weighted_alias_changes_are_compare_and_set_with_history(store):
    pair = store.set_canary("kb", store.vb, 10, reason="start", expected=store.va)
    assert pair == {"baseline": store.va, "candidate": store.vb, "weight": 10}
    assert store.alias_state("kb") == (store.va, pair) and store.get_alias("kb") == store.va
    with pytest.raises(AliasMovedError, match=rf"alias kb moved from {store.va} to {store.va} 90% \+ {store.vb} 10%"):
        store.set_canary("kb", store.vb, 50, expected=store.va)
    pair50 = store.set_canary("kb", store.vb, 50, expected=pair)
    with pytest.raises(AliasMovedError):
        store.swap_alias("kb", store.vb, expected=pair, kind="canary_promote")  # the pair moved to 50 %
    assert store.swap_alias("kb", store.vb, expected=pair50, kind="canary_promote") == store.va
    assert store.alias_state("kb") == (store.vb, None)
    hist = store.alias_history("kb")
    assert [(e["kind"], e["target"], e.get("canary", {}).get("weight")) for e in hist] == [
        ("promotion", store.va, None), ("canary", store.va, 10), ("canary", store.va, 50),
        ("canary_promote", store.vb, None)]


def test_weighted_alias_refusals(store):
    with pytest.raises(StoreError, match="whole percent from 1 to 99"):
        store.set_canary("kb", store.vb, 100)
    with pytest.raises(StoreError, match="already the target"):
        store.set_canary("kb", store.va, 10)
    with pytest.raises(StoreError, match="alias nope does not exist"):
        store.set_canary("nope", store.vb, 10)
    vc = build_version(store, "kb", "c", _chunks("gamma"))
    store.set_canary("kb", store.vb, 10)
    with pytest.raises(StoreError, match=f"already in a canary of {store.vb}"):
        store.set_canary("kb", vc, 10)
    assert store.protected_versions()[store.vb] == "in the history of alias 'kb'"


def test_retriever_serves_each_user_one_sticky_version(store):
    store.set_canary("kb", store.vb, 50)
    retriever = QdrantRetriever(store, "kb")
    ids = {store.va: {c.chunk_id for c in _chunks("alpha")}, store.vb: {c.chunk_id for c in _chunks("beta")}}
    arms = {}
    for i in range(60):
        actor = Actor("acme", "support_agent", f"u{i % 20}")
        res = retriever.retrieve("refund policy", actor, top_k=5)
        assert res.chunks and {c.chunk_id for c in res.candidates} <= ids[res.index_version]  # never mixed
        assert res.arm == canary_arm("kb", 50, bucket_key(actor))
        assert arms.setdefault(actor.user_id, res.index_version) == res.index_version  # sticky
    assert set(arms.values()) == {store.va, store.vb}
    store.swap_alias("kb", store.va, kind="canary_abort")
    res = retriever.retrieve("refund policy", Actor("acme", "support_agent", "u1"))
    assert res.index_version == store.va and res.arm is None


@pytest.mark.parametrize("crash_at", ["claim", "applied"])
def test_server_store_settles_a_weighted_change_cut_by_a_crash(tmp_path, monkeypatch, crash_at):
    """A crash before the token claim leaves the old state; after it, the recorded pair (settled as applied)."""
    import kbgate.store.server as server

    spec = f"qdrant+local:{tmp_path / 'local'}"
    st = open_store(spec)
    va, vb = build_version(st, "kb", "a", _chunks("alpha")), build_version(st, "kb", "b", _chunks("beta"))
    st.swap_alias("kb", va)
    real_put = st._put_meta

    def crash(*a, **kw):
        raise KeyboardInterrupt("killed")

    if crash_at == "claim":
        monkeypatch.setattr(st, "_claim", crash)
    else:
        monkeypatch.setattr(st, "_put_meta", lambda kind, name, payload: (
            crash() if payload.get("state") == "applied" else real_put(kind, name, payload)))
    with pytest.raises(KeyboardInterrupt):
        st.set_canary("kb", vb, 20)
    st.close()
    monkeypatch.setattr(server, "PENDING_GRACE_S", 0.0)
    with open_store(spec) as again:
        state = again.alias_state("kb")
        kinds = [e["kind"] for e in again.alias_history("kb")]
        if crash_at == "claim":
            assert state == (va, None) and kinds == ["swap"]
        else:
            assert state == (va, {"baseline": va, "candidate": vb, "weight": 20}) and kinds == ["swap", "canary"]
        again.swap_alias("kb", va, expected=state[1] or va, kind="canary_abort")  # the next change works
        assert again.alias_state("kb") == (va, None)
