"""Compare-and-set alias swaps: two promotions from the same baseline, exactly one wins.

Edge backend: two real processes promote different candidates through the same
store directory. A barrier just before the swap makes both pass every pre-check
(both see the alias at the baseline), so the swap's compare-and-set under the registry
lock is what decides.

Server backend: qdrant-client local mode refuses a second open of the same path by
another process (and ``:memory:`` is private to one client), so two processes cannot
share it. Here two store objects share one client, as two processes share one server:
each has its own swap lock, and a barrier just before the token claim makes both
write their pending history event and pass the live-target check before either
claims. The conditional token upsert (``update_filter`` / ``insert_only``) decides.
Local mode is not thread-safe (its conditional upsert checks, persists to SQLite and
then applies, so two threads interleave), while a server applies the updates of one
point one at a time: the shared client is used one request at a time, like a server.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from factories import STORE_CORPUS as CORPUS
from promote_helpers import ROOT, Env, make_env, template

from kbgate.audit import AuditLog
from kbgate.store import AliasMovedError, build_version, open_store
from version_gate.promote import PromotionRefused, promote

CHILD = r"""
import json, sys, time
from pathlib import Path
from kbgate.store import EdgeStore, open_store
from version_gate.promote import PromotionRefused, promote

spec, candidate, report, barrier, me = sys.argv[1:]
real_swap = EdgeStore.swap_alias

def swap_after_barrier(self, *args, **kwargs):
    Path(barrier, me).touch()
    deadline = time.monotonic() + 60
    while len(list(Path(barrier).iterdir())) < 2 and time.monotonic() < deadline:
        time.sleep(0.001)
    return real_swap(self, *args, **kwargs)

EdgeStore.swap_alias = swap_after_barrier
with open_store(spec) as store:
    try:
        out = promote(store, spec, alias="kb", candidate=candidate, report_path=report)
        print(json.dumps({"won": True, "version": out.version}))
    except PromotionRefused as exc:
        print(json.dumps({"won": False, "code": exc.code, "message": str(exc)}))
"""


def check_one_winner(results: list[dict], store, spec: str, baseline: str, candidates: tuple[str, str]) -> None:
    winners = [r for r in results if r["won"]]
    losers = [r for r in results if not r["won"]]
    assert len(winners) == 1 and len(losers) == 1, results
    winner = winners[0]["version"]
    assert losers[0]["code"] == "ALIAS_MOVED"
    assert losers[0]["message"] == f"alias kb moved from {baseline} to {winner} since the gate ran; re-run the gate"
    assert store.get_alias("kb") == winner and winner in candidates
    history = store.alias_history("kb")
    assert [(e["previous"], e["target"]) for e in history] == [(None, baseline), (baseline, winner)]
    promotions = [r for r in AuditLog(spec if "+" not in spec else spec.split(":", 1)[1]).records()
                  if r["kind"] == "promotion"]
    assert [r["details"]["to"] for r in promotions] == [baseline, winner]


def test_two_processes_promote_from_the_same_baseline_edge(tmp_path_factory, tmp_path):
    env = make_env(tmp_path_factory, tmp_path)
    env.release()
    reports = [env.gate(v, "kb").report_path for v in (env.v1, env.v2)]
    env.store.close()
    barrier = tmp_path / "barrier"
    barrier.mkdir()
    procs = [subprocess.Popen([sys.executable, "-c", CHILD, env.spec, v, str(r), str(barrier), str(i)],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i, (v, r) in enumerate(zip((env.v1, env.v2), reports, strict=True))]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    with open_store(env.spec) as store:
        check_one_winner(results, store, env.spec, env.v0, (env.v1, env.v2))


class OneRequestAtATime:
    """The real qdrant client, one request at a time (as a server applies updates to one point)."""

    def __init__(self, client):
        self._client, self._lock = client, threading.RLock()

    def __getattr__(self, name):
        attr = getattr(self._client, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            with self._lock:
                return attr(*args, **kwargs)

        return call


@pytest.fixture
def server_env(tmp_path_factory, tmp_path):
    """The template's versions rebuilt in a qdrant-client local-mode store."""
    from version_gate.drill import chunk_from_payload

    _, names = template(tmp_path_factory)
    edge = make_env(tmp_path_factory, tmp_path / "edge").store  # a copy: the template is shared by the workers
    with edge:
        chunks = [chunk_from_payload(p, i) for i, p in enumerate(edge.scroll(names["v0"]))]
    spec = f"qdrant+local:{tmp_path / 'q'}"
    store = open_store(spec)
    v0, v1, v2 = (build_version(store, "kb", run, chunks) for run in ("s0", "s1", "s2"))
    env = Env(store=store, spec=spec, work=tmp_path / "work", v0=v0, v1=v1, v2=v2, bad="",
              pass_policy=Path(names["pass_policy"]))
    yield env
    store.close()


def test_two_clients_promote_from_the_same_baseline_server(server_env):
    env = server_env
    env.release()
    reports = {v: env.gate(v, "kb").report_path for v in (env.v1, env.v2)}
    barrier = threading.Barrier(2, timeout=60)
    results: list[dict] = []
    env.store.client = OneRequestAtATime(env.store.client)

    def run(version: str) -> None:
        store = copy.copy(env.store)  # another "process": its own swap lock, the same server
        store._swap_lock = threading.Lock()
        real_claim = store._claim

        def claim_after_barrier(*args, **kwargs):
            barrier.wait()
            return real_claim(*args, **kwargs)

        store._claim = claim_after_barrier
        try:
            promote(store, env.spec, alias="kb", candidate=version, report_path=reports[version])
            results.append({"won": True, "version": version})
        except PromotionRefused as exc:
            results.append({"won": False, "code": exc.code, "message": str(exc)})

    threads = [threading.Thread(target=run, args=(v,)) for v in (env.v1, env.v2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    check_one_winner(results, env.store, env.spec, env.v0, (env.v1, env.v2))
    # the loser's pending event was settled as failed, not lost and not applied
    events = env.store._meta_points("alias_event", alias="kb")
    assert sorted(e["state"] for e in events) == ["applied", "applied", "failed"]


@pytest.fixture(params=["edge", "local"])
def small_store(request, tmp_path):
    store = open_store(str(tmp_path / "s")) if request.param == "edge" else open_store(":memory:")
    names = [build_version(store, "kb", r, CORPUS) for r in ("a", "b", "c")]
    yield store, names
    store.close()


def test_cas_refuses_a_moved_alias_and_changes_nothing(small_store):
    store, (a, b, c) = small_store
    with pytest.raises(AliasMovedError) as exc:
        store.swap_alias("kb", a, expected=b)
    assert str(exc.value) == f"alias kb moved from {b} to (none) since the gate ran; re-run the gate"
    assert store.swap_alias("kb", a, expected=None) is None  # first promotion: alias absent
    with pytest.raises(AliasMovedError, match=f"^alias kb moved from \\(none\\) to {a} since the gate ran"):
        store.swap_alias("kb", b, expected=None)
    assert store.swap_alias("kb", b, expected=a, kind="promotion") == a
    with pytest.raises(AliasMovedError, match=f"^alias kb moved from {a} to {b} since the gate ran; re-run the gate$"):
        store.swap_alias("kb", c, expected=a)
    assert store.get_alias("kb") == b
    assert [(e["target"], e["kind"]) for e in store.alias_history("kb")] == [(a, "swap"), (b, "promotion")]
    assert store.swap_alias("kb", c) == b  # no expected: unconditional


def test_server_swap_in_flight_in_another_process_blocks_a_cas(tmp_path):
    """A token claimed by another process that has not moved the native alias yet is a swap in flight."""
    import time

    store = open_store(":memory:")
    a, b, c = (build_version(store, "kb", r, CORPUS) for r in ("a", "b", "c"))
    store.swap_alias("kb", a)
    seq = time.time_ns()  # what another process leaves between its claim and its native swap
    store._put_meta("alias_event", f"kb:{seq}", {"kind": "alias_event", "alias": "kb", "seq": seq, "target": b,
                                                 "previous": a, "at": "2999-01-01T00:00:00+00:00", "reason": "",
                                                 "swap_kind": "promotion", "state": "pending"})
    token = store._get_meta("alias_last", "kb")
    store._put_token("kb", {"kind": "alias_last", "alias": "kb", "seq": seq, "target": b}, if_seq=token["seq"])
    with pytest.raises(AliasMovedError, match=f"^alias kb moved from {a} to {b} since the gate ran"):
        store.swap_alias("kb", c, expected=a)
    assert store.get_alias("kb") == a
    assert [e["target"] for e in store.alias_history("kb")] == [a]  # the in-flight event is not settled early
    store.close()
