"""Build a staging index version: write every accepted chunk, then mark the version complete."""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import subprocess
import sys
import threading
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from kbgate.errors import StoreError
from kbgate.models import Chunk
from kbgate.retrieval import sparse as sparse_mod
from kbgate.store.base import Store, fingerprint_of, staging_name

DenseFn = Callable[[list[str]], list[list[float]]]
#: Batches each embedding worker may hold ahead of the writes.
AHEAD = 2


def _start_workers(n: int) -> list[subprocess.Popen]:
    """``n`` embedding workers (:mod:`kbgate.retrieval.embed_worker`), each a fresh interpreter."""
    root = str(Path(sparse_mod.__file__).resolve().parents[2])  # where this kbgate is imported from
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)}
    return [subprocess.Popen([sys.executable, "-m", "kbgate.retrieval.embed_worker"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, env=env) for _ in range(n)]


def _sparse_batches(batches: list[Sequence[Chunk]], workers: int) -> Iterator[list[sparse_mod.Sparse]]:
    """Sparse vectors per batch, in order, computed ahead in ``workers`` processes (inline if ``workers`` < 2).

    The writes hold the GIL (Qdrant Edge's ``update`` does not release it), so the
    embedding overlaps them only in other processes. Batch ``i`` goes to worker ``i % workers``;
    one feeder thread per worker sends it at most :data:`AHEAD` batches ahead of the writes, so
    memory stays bounded however slow the writes are.

    The workers are started afresh (``python -m kbgate.retrieval.embed_worker``), not forked. A forked
    worker kept the builder's whole heap alive: in the 1M-chunk run the builder freed gigabytes
    after the fork that its two workers still held (docs/scale.md). Nor are they
    ``multiprocessing`` spawns, which re-import the caller's ``__main__`` script. If a worker
    dies, the batches left are computed inline.
    """
    if workers < 2 or len(batches) < 2:
        yield from (sparse_mod.embed_documents([c.text for c in batch]) for batch in batches)
        return
    procs = _start_workers(workers)
    slots = [threading.Semaphore(AHEAD) for _ in procs]

    def feed(w: int) -> None:
        try:
            for i in range(w, len(batches), workers):
                slots[w].acquire()
                pickle.dump([c.text for c in batches[i]], procs[w].stdin, protocol=pickle.HIGHEST_PROTOCOL)
                procs[w].stdin.flush()
        except (OSError, ValueError):  # the worker is gone (or was stopped): the reader goes inline
            pass
        finally:
            with contextlib.suppress(OSError):
                procs[w].stdin.close()

    feeders = [threading.Thread(target=feed, args=(w,), daemon=True) for w in range(workers)]
    for t in feeders:
        t.start()
    done = 0
    try:
        for i in range(len(batches)):
            try:
                vectors = pickle.load(procs[i % workers].stdout)
            except (EOFError, OSError, pickle.UnpicklingError):
                break
            slots[i % workers].release()
            done += 1
            yield vectors
    finally:
        for p in procs:
            p.kill()
        for p, slot in zip(procs, slots, strict=True):
            p.wait()
            p.stdout.close()
            slot.release(len(batches))  # a feeder waiting for a slot wakes, finds its pipe closed, ends
        for t in feeders:
            t.join(timeout=10)
    yield from (sparse_mod.embed_documents([c.text for c in batch]) for batch in batches[done:])


def trim_heap() -> None:
    """Give the C allocator's free memory back to the OS (glibc's ``malloc_trim``; a no-op elsewhere).

    Qdrant Edge frees most of a build's heap when it optimizes, and the corpus-wide checks free
    their tables when they end, but glibc keeps freed memory in its arenas, so RSS stays at the
    peak. Measured on 100k Edge points: 548 MiB above the baseline after optimize, 100 MiB after
    the trim, with the shard still open (docs/scale.md).
    """
    if sys.platform != "linux":
        return
    import ctypes

    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc (musl): nothing to trim
        pass


def _text_key(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8")).digest()


def reusable_vectors(store: Store, version: str | None, chunks: Sequence[Chunk], embedding_key: str | None,
                     dense_size: int | None) -> dict[bytes, array]:
    """The dense vectors of ``version`` for the texts of ``chunks``, keyed by the text's sha256.

    Empty (everything is embedded again) unless ``version`` is complete, was built with the same
    ``embedding_key`` (not ``None``) and the same dimension: a changed model, path or vector function
    reuses nothing. Vectors are held as float32 arrays (what the index stores).
    """
    if not version or embedding_key is None:
        return {}
    info = store.version_info(version)
    if not info.complete or info.embedding_key != embedding_key or info.dense_size != dense_size:
        return {}
    wanted = {_text_key(c.text) for c in chunks}
    out: dict[bytes, array] = {}
    for text, vector in store.dense_vectors(version):
        key = _text_key(text)
        if key in wanted:
            out[key] = array("f", vector)
    store.release(version)  # the build holds one version open, its own
    return out


def _dense_of(batch: Sequence[Chunk], dense: DenseFn, reusable: dict[bytes, array], counts: dict[str, int]) -> list:
    """Dense vectors of ``batch``: reused where the text is in ``reusable``, the rest in one call to ``dense``."""
    keys = [_text_key(c.text) for c in batch]
    todo = [i for i, k in enumerate(keys) if k not in reusable]
    fresh = dict(zip(todo, dense([batch[i].text for i in todo]), strict=True)) if todo else {}
    counts["reused"] += len(batch) - len(todo)
    counts["computed"] += len(todo)
    return [fresh[i] if i in fresh else list(reusable[k]) for i, k in enumerate(keys)]


def build_version(
    store: Store,
    alias: str,
    run_id: str,
    chunks: Sequence[Chunk],
    *,
    dense: DenseFn | None = None,
    dense_size: int | None = None,
    batch_size: int = 1000,
    on_batch: Callable[[int], None] | None = None,
    workers: int | None = None,
    reuse_from: str | None = None,
    embedding_key: str | None = None,
) -> str:
    """Build staging version ``{alias}__{run_id}`` from ``chunks`` and mark it complete last.

    The live alias is not touched. An interrupted build leaves an incomplete version
    that :meth:`Store.swap_alias` refuses forever.

    Args:
        store: the target store.
        alias: the alias the version is staged for (only used in the name).
        run_id: the ingestion run id.
        chunks: accepted chunks; duplicate chunk ids are an error.
        dense: optional user vector function (texts -> vectors) for hybrid search.
        dense_size: dimension of ``dense`` vectors (probed from the first chunk if omitted).
        batch_size: chunks per upsert request.
        on_batch: called with the number of chunks written after each batch.
        workers: processes computing sparse vectors ahead of the writes; default: up to 2
            for builds of at least 5,000 chunks, none for smaller ones.
        reuse_from: a complete version (usually the live one) whose dense vectors are reused for
            chunks of the same text (see :func:`reusable_vectors`), so only what changed is embedded.
        embedding_key: what identifies the dense embedding (``Embedding.key()``; a vector function's
            ``embedding_key`` attribute when not given). Vectors are reused only when it equals
            ``reuse_from``'s own key; without a key nothing is reused.

    The version's metadata records ``embedding_key`` and ``vectors``: ``{"reused": N, "computed": M,
    "from": VERSION}`` (sparse BM25 vectors are always computed: cheaper than reading them back).

    Returns:
        The new version's name.
    """
    counts = Counter(c.chunk_id for c in chunks)
    if len(counts) != len(chunks):
        dup = next(i for i, n in counts.items() if n > 1)
        raise StoreError(f"chunk id '{dup}' occurs twice; chunk ids must be unique within a version")
    name = staging_name(alias, run_id)
    if dense is not None and dense_size is None:
        dense_size = len(dense(["probe"])[0])
    batches = [chunks[start : start + batch_size] for start in range(0, len(chunks), batch_size)]
    if dense is not None and embedding_key is None:
        embedding_key = getattr(dense, "embedding_key", None)
    reusable = reusable_vectors(store, reuse_from, chunks, embedding_key, dense_size) if dense is not None else {}
    vector_counts = {"reused": 0, "computed": 0}
    if workers is None:
        workers = min(2, os.cpu_count() or 1) if len(chunks) >= 5000 else 0
    try:
        store.create_version(name, dense_size=dense_size if dense is not None else None)
        for batch, sparse_vectors in zip(batches, _sparse_batches(batches, workers), strict=True):
            vectors = _dense_of(batch, dense, reusable, vector_counts) if dense is not None else None
            store.upsert(name, batch, vectors, sparse=sparse_vectors)
            if on_batch:
                on_batch(len(batch))
        extra = {"embedding_key": embedding_key, "vectors": {**vector_counts, "from": reuse_from if reusable else None}
                 } if dense is not None else {}
        store.mark_complete(name, fingerprint_of((c.chunk_id, c.chunk_hash) for c in chunks), extra)
        trim_heap()
    except OSError as exc:  # disk full, quota, permissions: the version stays incomplete, never promotable
        raise StoreError(f"writing staging version {name} failed: {exc.strerror or exc}; the live alias is "
                         "untouched and the incomplete version can never be promoted. Free disk space (or fix "
                         "the store's permissions) and run the ingest again") from None
    return name
