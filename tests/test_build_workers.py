"""build_version's sparse-embedding workers: the same index whichever way the vectors are computed."""

from __future__ import annotations

import threading

from factories import make_chunk

from kbgate.store import build_version, open_store


def _chunks(n: int):
    return [make_chunk(doc_id=f"doc{i}", n=0, text=f"退款规则 refund policy number {i} 质量问题{i % 7}",
                       chunk_hash=f"{i:016x}", tenant_id="acme", allowed_roles=["agent"]) for i in range(n)]


def test_workers_in_a_threaded_process_match_inline(tmp_path, monkeypatch):
    """With another thread running, nothing is forked (vectors inline); the index is the same."""
    from concurrent.futures import ProcessPoolExecutor

    def no_pool(*_a, **_k):
        raise AssertionError("a process pool was started in a threaded process")

    monkeypatch.setattr(ProcessPoolExecutor, "__init__", no_pool)
    chunks = _chunks(50)
    stop = threading.Event()
    busy = threading.Thread(target=stop.wait)
    busy.start()
    try:
        with open_store(str(tmp_path / "store")) as s:
            inline = build_version(s, "kb", "inline", chunks, workers=0)
            threaded = build_version(s, "kb", "threaded", chunks, workers=2, batch_size=6)
            assert s.fingerprint(inline) == s.fingerprint(threaded)
            for query, top in (("退款 number 17", "doc17@v1#0"), ("质量问题3 refund 31", "doc31@v1#0")):
                hits = {v: s.query(v, query, limit=5) for v in (inline, threaded)}
                assert {h[0].payload["chunk_id"] for h in hits.values()} == {top}
                assert len({tuple(round(x.score, 5) for x in h) for h in hits.values()}) == 1
    finally:
        stop.set()
        busy.join()


PREFETCH_CHECK = """
import sys
sys.path.insert(0, sys.argv[1])
from concurrent.futures import ProcessPoolExecutor

from test_build_workers import _chunks

from kbgate import sparse
from kbgate.store import build

chunks = _chunks(40)
batches = [chunks[i : i + 4] for i in range(0, 40, 4)]
submitted = []
original = ProcessPoolExecutor.submit


def counting_submit(self, fn, *args, **kwargs):
    submitted.append(len(args[0]))
    return original(self, fn, *args, **kwargs)


ProcessPoolExecutor.submit = counting_submit
out = build._sparse_batches(batches, 2)
first = next(out)
assert len(submitted) == 5, submitted  # 4 ahead, then one more when the first is taken
rest = list(out)
assert [first, *rest] == [sparse.embed_documents([c.text for c in b]) for b in batches]
assert len(submitted) == len(batches), submitted
print("ok")
"""


def test_vectors_come_in_batch_order_and_prefetch_is_bounded():
    """Each batch gets its own vectors, in order; no more than 2 x workers batches are computed ahead.

    Run in a fresh interpreter: workers are forked only from a process with no other threads,
    and a test session may have some running (servers, Ray) by the time this test runs.
    """
    import subprocess
    import sys
    from pathlib import Path

    done = subprocess.run([sys.executable, "-c", PREFETCH_CHECK, str(Path(__file__).parent)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


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
