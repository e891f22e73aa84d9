"""Crash safety of canary changes: SIGKILL during `canary set`, `promote` and `abort` (the audited functions
the commands call) leaves the alias valid, one version or the recorded weighted pair, and the audit chain
verifies."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest
from factories import make_chunk

from kbgate.audit import AuditLog
from kbgate.retrieval.retriever import Actor, QdrantRetriever
from kbgate.store import build_version, open_store

CHILD = r"""
import sys
from kbgate.store import open_store
from version_gate.canary import abort_canary, promote_canary, set_weight

root, mode, va, vb = sys.argv[1:5]
store = open_store(root)
print("ready", flush=True)
n = 0
while True:
    n += 1
    if mode == "set":
        set_weight(store, root, "kb", 10 + n % 80, reason=f"step {n}")
        continue
    if store.get_canary("kb") is None:
        base = store.get_alias("kb")
        store.set_canary("kb", vb if base == va else va, 30, reason=f"start {n}")
    (promote_canary if mode == "promote" else abort_canary)(store, root, "kb", reason=f"{mode} {n}")
"""


def _chunks(marker: str):
    return [make_chunk(n=i, doc_id=f"{marker}-doc", text=f"{marker} refund policy {i}", chunk_hash=f"{marker}{i}")
            for i in range(20)]


def _kill_at_random(root: str, mode: str, va: str, vb: str, rng: random.Random) -> None:
    proc = subprocess.Popen([sys.executable, "-c", CHILD, root, mode, va, vb], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(rng.uniform(0.02, 0.3))  # one change (swap + audit append) takes a few ms
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL


def _check_valid(root: str, va: str, vb: str) -> tuple:
    with open_store(root) as store:
        target, canary = store.alias_state("kb")
        assert target in (va, vb)
        last = store.alias_history("kb")[-1]
        if canary is not None:  # the recorded weighted pair, both versions complete
            assert last["kind"] == "canary" and last["canary"] == canary and canary["baseline"] == target
            assert {canary["baseline"], canary["candidate"]} == {va, vb}
        else:  # one version, the one the last history event recorded
            assert last["target"] == target and last["kind"] != "canary"
        for user in ("u1", "u2", "u3", "u4"):
            res = QdrantRetriever(store, "kb").retrieve("refund policy", Actor("acme", "support_agent", user))
            assert res.index_version in (va, vb) and len(res.chunks) == 10
            marker = "alpha" if res.index_version == va else "beta"
            assert all(c.doc_id == f"{marker}-doc" for c in res.candidates)  # one version per answer
    verdict = AuditLog(root).verify()
    assert verdict.ok, verdict
    return target, canary


@pytest.mark.parametrize("mode", ["set", "promote", "abort"])
def test_sigkill_during_canary_changes_leaves_a_valid_alias(tmp_path, mode):
    root = str(tmp_path / "store")
    with open_store(root) as store:
        va = build_version(store, "kb", "a", _chunks("alpha"))
        vb = build_version(store, "kb", "b", _chunks("beta"))
        store.swap_alias("kb", va, kind="promotion")
        store.set_canary("kb", vb, 10)
    rng = random.Random(20 + len(mode))
    states = []
    for _ in range(3):
        _kill_at_random(root, mode, va, vb, rng)
        states.append(_check_valid(root, va, vb))
    changes = [r for r in AuditLog(root).records() if r["kind"].startswith("canary")]
    assert changes, "the child should have completed some changes before the kills"
