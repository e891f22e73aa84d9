"""Build a staging index version: write every accepted chunk, then mark the version complete."""

from __future__ import annotations

import os
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

from kbgate import sparse as sparse_mod
from kbgate.errors import StoreError
from kbgate.models import Chunk
from kbgate.store import Store, fingerprint_of, staging_name

DenseFn = Callable[[list[str]], list[list[float]]]


def _sparse_batches(batches: list[Sequence[Chunk]], workers: int) -> Iterator[list[sparse_mod.Sparse]]:
    """Sparse vectors per batch, computed ahead in ``workers`` processes (inline if ``workers`` < 2).

    The writes hold the GIL (Qdrant Edge's ``update`` does not release it), so the
    embedding overlaps them only in other processes. Workers are forked (Linux only): they
    run pure-Python tokenising and never touch Qdrant, and a fork starts in milliseconds.
    When this process runs other threads (tqdm's monitor did, until run_ingest turned it off), or
    cannot fork, the vectors are computed inline: forking a threaded process can copy a
    held lock into the child, and spawned workers would re-run an unguarded ``__main__``
    script. At most ``2 * workers`` batches are computed ahead of the writes, so memory
    stays bounded however slow the writes are.
    """
    import multiprocessing

    forkable = sys.platform == "linux" and "fork" in multiprocessing.get_all_start_methods()
    if workers < 2 or len(batches) < 2 or not forkable or threading.active_count() > 1:
        yield from (sparse_mod.embed_documents([c.text for c in batch]) for batch in batches)
        return
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor
    from itertools import islice

    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        todo, ahead = iter(batches), deque()

        def submit(n: int) -> None:  # the next ``n`` batches, if any are left
            ahead.extend(pool.submit(sparse_mod.embed_documents, [c.text for c in b]) for b in islice(todo, n))

        submit(2 * workers)
        while ahead:
            vectors = ahead.popleft().result()
            submit(1)
            yield vectors


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
    if workers is None:
        workers = min(2, os.cpu_count() or 1) if len(chunks) >= 5000 else 0
    try:
        store.create_version(name, dense_size=dense_size if dense is not None else None)
        for batch, sparse_vectors in zip(batches, _sparse_batches(batches, workers), strict=True):
            vectors = dense([c.text for c in batch]) if dense is not None else None
            store.upsert(name, batch, vectors, sparse=sparse_vectors)
            if on_batch:
                on_batch(len(batch))
        store.mark_complete(name, fingerprint_of((c.chunk_id, c.chunk_hash) for c in chunks))
        trim_heap()
    except OSError as exc:  # disk full, quota, permissions: the version stays incomplete, never promotable
        raise StoreError(f"writing staging version {name} failed: {exc.strerror or exc}; the live alias is "
                         "untouched and the incomplete version can never be promoted. Free disk space (or fix "
                         "the store's permissions) and run the ingest again") from None
    return name
