"""build_version's sparse-embedding workers: the same index whichever way the vectors are computed."""

from __future__ import annotations

import threading
import time

from factories import make_chunk

from kbgate.store import build_version, open_store


def _chunks(n: int):
    return [make_chunk(doc_id=f"doc{i}", n=0, text=f"退款规则 refund policy number {i} 质量问题{i % 7}",
                       chunk_hash=f"{i:016x}", tenant_id="acme", allowed_roles=["agent"]) for i in range(n)]


def _same_index(s, a: str, b: str) -> None:
    assert s.fingerprint(a) == s.fingerprint(b)
    for query, top in (("退款 number 17", "doc17@v1#0"), ("质量问题3 refund 31", "doc31@v1#0")):
        hits = {v: s.query(v, query, limit=5) for v in (a, b)}
        assert {h[0].payload["chunk_id"] for h in hits.values()} == {top}
        assert len({tuple(round(x.score, 5) for x in h) for h in hits.values()}) == 1


def test_workers_in_a_threaded_process_match_inline(tmp_path):
    """Workers are started afresh, not forked, so another running thread does not matter; the index is the same."""
    chunks = _chunks(50)
    stop = threading.Event()
    busy = threading.Thread(target=stop.wait)
    busy.start()
    try:
        with open_store(str(tmp_path / "store")) as s:
            inline = build_version(s, "kb", "inline", chunks, workers=0)
            pooled = build_version(s, "kb", "pooled", chunks, workers=2, batch_size=6)
            _same_index(s, inline, pooled)
    finally:
        stop.set()
        busy.join()


def test_vectors_come_in_batch_order_and_prefetch_is_bounded(monkeypatch):
    """Each batch gets its own vectors, in order; each worker holds at most AHEAD batches beyond the writes."""
    import pickle

    from kbgate.retrieval import sparse
    from kbgate.store import build

    sent: list[int] = []
    monkeypatch.setattr(build, "pickle", type("P", (), {
        "HIGHEST_PROTOCOL": pickle.HIGHEST_PROTOCOL, "UnpicklingError": pickle.UnpicklingError,
        "load": staticmethod(pickle.load),
        "dump": staticmethod(lambda obj, fh, protocol: (sent.append(len(obj)), pickle.dump(obj, fh, protocol)))}))
    chunks = _chunks(40)
    batches = [chunks[i : i + 4] for i in range(0, 40, 4)]
    out = build._sparse_batches(batches, 2)
    first = next(out)
    time.sleep(0.5)  # let the feeders run as far ahead as they may
    assert len(sent) <= 2 * build.AHEAD + 1, sent  # 2 workers x AHEAD, and one more once the first is taken
    rest = list(out)
    assert [first, *rest] == [sparse.embed_documents([c.text for c in b]) for b in batches]
    assert len(sent) == len(batches)


def test_workers_are_fresh_interpreters_and_a_dead_one_falls_back_inline(monkeypatch):
    """The workers run ``python -m kbgate.retrieval.embed_worker`` (no copy of the builder's heap); the batches a
    killed worker leaves are computed inline, with the same vectors."""
    from kbgate.retrieval import sparse
    from kbgate.store import build

    started = []
    start = build._start_workers

    def one_dies(n):
        procs = start(n)
        started.extend(procs)
        procs[1].kill()
        return procs

    monkeypatch.setattr(build, "_start_workers", one_dies)
    chunks = _chunks(30)
    batches = [chunks[i : i + 3] for i in range(0, 30, 3)]
    got = list(build._sparse_batches(batches, 2))
    assert got == [sparse.embed_documents([c.text for c in b]) for b in batches]
    assert all(p.args[1:] == ["-m", "kbgate.retrieval.embed_worker"] and p.poll() is not None for p in started)


UNGUARDED = """
import sys
sys.path.insert(0, sys.argv[1])
from test_build_workers import _chunks
from kbgate.store import build_version, open_store
with open_store(sys.argv[2]) as s:
    print(s.count(build_version(s, "kb", "r1", _chunks(40), workers=2, batch_size=5)))
"""


def test_a_script_without_a_main_guard_builds_with_workers(tmp_path):
    """A user's pipeline script with no ``if __name__ == "__main__"`` guard: workers never re-run it."""
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "pipeline.py"
    script.write_text(UNGUARDED, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script), str(Path(__file__).parent), str(tmp_path / "store")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "40", done.stderr[-2000:]


def test_build_gives_freed_memory_back(tmp_path, monkeypatch):
    """build_version trims the C heap once the version is complete (not before: the writes need it)."""
    from kbgate.store import build

    calls = []
    monkeypatch.setattr(build, "trim_heap", lambda: calls.append("trim"))
    with open_store(str(tmp_path / "store")) as s:
        complete = type(s).mark_complete

        def marking(self, *args):
            calls.append("complete")
            return complete(self, *args)

        monkeypatch.setattr(type(s), "mark_complete", marking)
        build_version(s, "kb", "r1", _chunks(20), workers=0)
    assert calls[0] == "complete" and set(calls[1:]) == {"trim"}  # the Edge store's last seal trims too
    monkeypatch.undo()
    build.trim_heap()  # runs here (glibc) without error
