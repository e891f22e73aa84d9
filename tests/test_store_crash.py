"""Crash safety of the Edge store: SIGKILL mid alias swap and mid staging build, many times over."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest
from factories import make_chunk

from kbgate.errors import StoreError
from kbgate.models import Chunk
from kbgate.retrieval.retriever import Actor, QdrantRetriever
from kbgate.store import build_version, open_store

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[6])
from factories import make_chunk
from kbgate.store import build_version, open_store

root, mode, va, vb = sys.argv[1:5]
store = open_store(root)

def chunk(i):
    text = f"refund policy paragraph {i} 退款规则第{i}条 " * 3
    return make_chunk(n=i, text=text, chunk_hash=f"h{i}", source="s", allowed_roles=["agent"])

chunks = [chunk(i) for i in range(400)]
print("ready", flush=True)
n = 0
while True:
    n += 1
    if mode == "swap":
        store.swap_alias("kb", vb if n % 2 else va, reason=f"swap {n}")
    else:
        version = build_version(store, "kb", f"{sys.argv[5]}-{n}", chunks, batch_size=100)
        store.swap_alias("kb", version, reason="build")
"""


def _chunks(marker: str, n: int = 30) -> list[Chunk]:
    out = []
    for i in range(n):
        text = f"{marker} refund policy {i}"
        out.append(make_chunk(n=i, text=text, chunk_hash=f"{marker}{i}", source="s", allowed_roles=["agent"]))
    return out


def _kill_at_random(root: str, mode: str, va: str, vb: str, tag: str, rng: random.Random) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, root, mode, va, vb, tag, os.path.dirname(__file__)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout.readline().strip() == "ready"
    # Kill somewhere inside the loop: swaps take ~1-10 ms, a 400-chunk build ~100-300 ms.
    time.sleep(rng.uniform(0.0, 0.05 if mode == "swap" else 0.4))
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL


def _check_invariants(root: str) -> tuple[list[str], str]:
    """Registry parses; alias resolves to a complete, queryable version; incomplete ones refuse promotion."""
    data = json.loads(open(os.path.join(root, "aliases.json"), encoding="utf-8").read())
    target = data["aliases"]["kb"]["target"]
    with open_store(root) as store:
        assert store.get_alias("kb") == target
        info = store.version_info(target)
        assert info.complete, f"alias points at incomplete version {target}"
        res = QdrantRetriever(store, "kb").retrieve("refund policy", Actor("acme", "agent"), top_k=5)
        assert res.index_version == target and len(res.chunks) == 5
        assert store.count(target) == info.points
        incomplete = [v.name for v in store.list_versions() if not v.complete]
        for name in incomplete:
            with pytest.raises(StoreError, match="incomplete"):
                store.swap_alias("kb", name)
        assert store.get_alias("kb") == target
    return incomplete, target


def test_sigkill_during_swaps_and_builds(tmp_path):
    root = str(tmp_path / "store")
    with open_store(root) as store:
        va = build_version(store, "kb", "a", _chunks("alpha"))
        vb = build_version(store, "kb", "b", _chunks("beta"))
        store.swap_alias("kb", va)
    rng = random.Random(4)

    targets = set()
    for i in range(25):
        _kill_at_random(root, "swap", va, vb, f"s{i}", rng)
        _, target = _check_invariants(root)
        assert target in (va, vb)
        targets.add(target)
    assert targets == {va, vb}, "kills should land at different points of the swap loop"

    seen_incomplete = set()
    for i in range(20):
        _kill_at_random(root, "build", va, vb, f"b{i}", rng)
        incomplete, _ = _check_invariants(root)
        seen_incomplete.update(incomplete)
    assert seen_incomplete, "some kills should have interrupted a staging build"
    with open_store(root) as store:  # the next swap removes temp files left by killed writers
        store.swap_alias("kb", va, reason="after crashes")
    assert not list((tmp_path / "store").glob("aliases.json.tmp.*"))
