"""Index store benchmark: upsert throughput, build time, filtered query latency, alias swap latency.

Synthetic mixed zh/en chunks (~600 characters), 20 tenants, 4 roles. The embedded
Edge store is measured at every size; qdrant-client local mode only at sizes up to
``--local-max`` (it is a pure-Python emulation and far slower).

Targets (:data:`TARGETS`): Edge filtered query p95 < 10 ms at 100k chunks, alias swap < 5 ms,
upsert >= 5,000 chunks/s. A target that names a size is scored only at that size; at other
sizes it is listed as not scored.

Ratios side by side in one run (the issue's "close to the limit" targets), at each size:

* **build**: kbgate's ``build_version`` (sparse embedding, payloads, upsert, optimize) against a
  raw ``qdrant-edge-py`` shard with the same config, points, payloads and precomputed vectors
  (upsert plus optimize, the embedding not counted); target kbgate >= 80 % of raw throughput;
* **filtered query**: kbgate's ``QdrantRetriever.retrieve`` p95 against the raw shard's
  ``query`` p95 with the same sparse vector, filter, limit and payloads, interleaved; target
  ratio <= 1.3 at 100k;
* with ``--old COMMIT``: build throughput of this tree against that commit's (``git archive``
  into a temporary directory, both run as subprocesses on the same chunks, alternating
  ``--rounds`` times, best of each kept), standalone and in a process running another thread
  as ``kbgate ingest`` does; target new/old >= 1.5.

* with ``--incremental N``: an incremental build (issue 35). Version 1 of N chunks (documents of 5
  chunks) is built, 5 % of the documents are edited, and version 2 is built twice, with the
  baseline's vectors reused (``build_version(reuse_from=v1, embedding_key=...)``) and without, in
  alternating order; it prints both times and the ratio (target: at most 25 %). It does so with the
  default sparse embedding (nothing to reuse: BM25 vectors are always computed) and with a dense
  embedding that costs ``--dense-ms`` per text (a stand-in for a model or an embedding API: the
  vectors are derived from the text's hash, the time is spent waiting).

Example:
    python bench/index_bench.py --sizes 10000 100000
    python bench/index_bench.py --sizes 20000 --only-ratios --old fca75d9 --rounds 2
    python bench/index_bench.py --incremental 20000 --dense-ms 3
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--code-root" in sys.argv:  # time another checkout's code (used by --old)
    ROOT = Path(sys.argv[sys.argv.index("--code-root") + 1]).resolve()
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # tests/factories.py

from factories import make_chunk  # noqa: E402

from kbgate.models import Chunk  # noqa: E402
from kbgate.retrieval.retriever import Actor, QdrantRetriever  # noqa: E402
from kbgate.store import build_version, open_store  # noqa: E402

#: (name, the size it is scored at or None for every size, row key, predicate)
TARGETS = [
    ("query p95 < 10 ms", 100_000, "query_p95_ms", lambda v: v < 10),
    ("swap p95 < 5 ms", None, "swap_p95_ms", lambda v: v < 5),
    ("upsert >= 5000/s", None, "upsert_chunks_per_s", lambda v: v >= 5000),
]


def score_targets(row: dict) -> list[str]:
    """``name: OK|MISSED`` per target, or ``name: not scored at n=N (named for M)`` off its size."""
    out = []
    for name, size, key, ok in TARGETS:
        if size is not None and size != row["chunks"]:
            out.append(f"{name}: not scored at n={row['chunks']} (named for {size})")
        else:
            out.append(f"{name}: {'OK' if ok(row[key]) else 'MISSED'}")
    return out


TENANTS = [f"tenant{i:02d}" for i in range(20)]
ROLES = ["agent", "manager", "hr", "risk"]
EN = ("refund policy warranty shipping order invoice password account battery screen repair return "
      "exchange delivery customer service manual device warranty claim inspection process").split()
ZH = list("退款规则质量问题例外须经检测流程发货时间工作日下单小时内保修期限电池屏幕维修换货客户服务手册")


def synthetic_chunks(n: int, seed: int = 7) -> list[Chunk]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        parts, size = [], 0
        while size < 600:
            part = " ".join(rng.choices(EN, k=6)) if rng.random() < 0.5 else "".join(rng.choices(ZH, k=12)) + "。"
            parts.append(part)
            size += len(part) + 1
        text = " ".join(parts)[:600]
        out.append(make_chunk(doc_id=f"doc{i // 5}", n=i, text=text, chunk_hash=f"{i:016x}", source="bench",
                              tenant_id=TENANTS[i % len(TENANTS)], allowed_roles=rng.sample(ROLES, rng.randint(1, 3)),
                              run_id="bench"))
    return out


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def bench_store(label: str, spec: str, chunks: list[Chunk], queries: int, swaps: int) -> dict:
    store = open_store(spec)
    upsert_s = [0.0]
    t_build = time.perf_counter()
    marks = [time.perf_counter()]

    def on_batch(_n: int) -> None:
        now = time.perf_counter()
        upsert_s[0] += now - marks[0]
        marks[0] = now

    version = build_version(store, "kb", "bench", chunks, batch_size=1000, on_batch=on_batch)
    build_total = time.perf_counter() - t_build
    seal_s = build_total - upsert_s[0]
    store.swap_alias("kb", version, reason="bench")

    rng = random.Random(1)
    retriever = QdrantRetriever(store, "kb", candidate_limit=50)
    lat = []
    for _ in range(queries):
        q = " ".join(rng.choices(EN, k=2)) + " " + "".join(rng.choices(ZH, k=4))
        actor = Actor(rng.choice(TENANTS), rng.choice(ROLES))
        t = time.perf_counter()
        res = retriever.retrieve(q, actor, top_k=10)
        lat.append((time.perf_counter() - t) * 1000)
        assert all(c.payload["tenant_id"] == actor.tenant_id for c in res.candidates)

    other = build_version(store, "kb", "bench2", chunks[:100])
    swap_lat = []
    for i in range(swaps):
        t = time.perf_counter()
        store.swap_alias("kb", other if i % 2 == 0 else version, reason="bench swap")
        swap_lat.append((time.perf_counter() - t) * 1000)
    store.close()
    row = {
        "store": label, "chunks": len(chunks),
        "upsert_chunks_per_s": len(chunks) / upsert_s[0],
        "seal_optimize_s": seal_s, "build_total_s": build_total,
        "query_p50_ms": statistics.median(lat), "query_p95_ms": pct(lat, 95),
        "swap_p50_ms": statistics.median(swap_lat), "swap_p95_ms": pct(swap_lat, 95),
    }
    print(
        f"{label:<13} n={len(chunks):>7}  upsert {row['upsert_chunks_per_s']:>8.0f} chunks/s  "
        f"seal+optimize {seal_s:7.2f} s  build total {build_total:7.2f} s  "
        f"filtered query p50 {row['query_p50_ms']:8.2f} ms p95 {row['query_p95_ms']:8.2f} ms  "
        f"alias swap p50 {row['swap_p50_ms']:.2f} ms p95 {row['swap_p95_ms']:.2f} ms",
        flush=True,
    )
    return row


def cpu_s() -> float:
    """CPU seconds of this process and its reaped children (build workers) so far."""
    import resource

    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def raw_edge_shard(path: Path, chunks: list[Chunk]):
    """A raw Edge shard with kbgate's config and the same points; (shard, wall s, CPU s of upsert+optimize).

    The sparse vectors are computed before the clock starts: this is the engine's own cost
    for the same points and payloads (point objects, upsert, flush, optimize).
    """
    import qdrant_edge as q

    from kbgate.retrieval import sparse as sparse_mod
    from kbgate.store import SPARSE, point_id

    vectors = [sparse_mod.embed_document(c.text) for c in chunks]
    path.mkdir(parents=True)
    shard = q.EdgeShard.create(str(path), q.EdgeConfig(
        vectors=None, sparse_vectors={SPARSE: q.EdgeSparseVectorParams(modifier=q.Modifier.Idf, on_disk=True)},
        wal_enabled=False))
    shard.update(q.UpdateOperation.create_field_index("tenant_id", q.KeywordIndexParams(is_tenant=True)))
    for key in ("allowed_roles", "classification", "doc_id"):
        shard.update(q.UpdateOperation.create_field_index(key, q.KeywordIndexParams()))
    t, c = time.perf_counter(), cpu_s()
    for start in range(0, len(chunks), 1000):
        shard.update(q.UpdateOperation.upsert_points([
            q.Point(point_id(c.chunk_id), {SPARSE: q.SparseVector(v.indices, v.values)}, c.payload())
            for c, v in zip(chunks[start : start + 1000], vectors[start : start + 1000], strict=True)]))
    shard.flush()
    shard.optimize()
    shard.flush()
    return shard, time.perf_counter() - t, cpu_s() - c


def kbgate_build_seconds(path: str, chunks: list[Chunk], threaded: bool = False) -> tuple[float, float]:
    """(wall s, CPU s incl. the embedding workers) of ``build_version`` on a fresh store.

    ``threaded``: another thread is alive during the build, as in ``kbgate ingest`` (tqdm's
    monitor thread, for one), where forking is unsafe.
    """
    if threaded:
        import threading

        threading.Thread(target=threading.Event().wait, daemon=True, name="like-ingest").start()
    store = open_store(path)
    t, c = time.perf_counter(), cpu_s()
    build_version(store, "kb", "ratio", chunks)
    took = time.perf_counter() - t, cpu_s() - c
    store.close()
    return took


def query_ratio(store_path: str, shard, chunks: list[Chunk], queries: int) -> dict[str, float]:
    """p95 ms of kbgate's retriever and of the raw Edge query, wall and this thread's CPU, interleaved.

    Same text, filter and limit; the raw side gets its sparse vector and filter ready-made and
    reads the payloads it asked for (Edge builds each payload dict on access). CPU
    time (``time.thread_time``) is what each side costs, whatever else the machine runs.
    """
    import qdrant_edge as q

    from kbgate.retrieval import sparse as sparse_mod
    from kbgate.retrieval.retriever import authorization_filter
    from kbgate.store import SPARSE
    from kbgate.store.edge import _edge_filter

    store = open_store(store_path)
    version = build_version(store, "kb", "query", chunks)
    store.swap_alias("kb", version, reason="bench")
    retriever = QdrantRetriever(store, "kb", candidate_limit=50)
    rng = random.Random(3)
    lat: dict[str, list[float]] = {"ours": [], "raw": [], "ours_cpu": [], "raw_cpu": []}

    def timed(side: str, fn, *a, **k) -> None:
        t, c = time.perf_counter(), time.thread_time()
        fn(*a, **k)
        lat[side].append((time.perf_counter() - t) * 1000)
        lat[side + "_cpu"].append((time.thread_time() - c) * 1000)

    for _ in range(queries):
        text = " ".join(rng.choices(EN, k=2)) + " " + "".join(rng.choices(ZH, k=4))
        actor = Actor(rng.choice(TENANTS), rng.choice(ROLES))
        timed("ours", retriever.retrieve, text, actor, top_k=10)
        vec = sparse_mod.embed_query(text)
        request = q.QueryRequest(limit=50, query=q.Query.Nearest(q.SparseVector(vec.indices, vec.values), using=SPARSE),
                                 filter=_edge_filter(authorization_filter(actor)), with_payload=True)
        timed("raw", lambda r: [p.payload for p in shard.query(r)], request)  # a raw caller reads the payloads
    store.close()
    return {side: pct(values, 95) for side, values in lat.items()}


def ratios(n: int, work: Path, queries: int) -> dict:
    """Build and filtered-query ratios of kbgate against raw Edge at ``n`` chunks."""
    chunks = synthetic_chunks(n)
    ours, ours_cpu = kbgate_build_seconds(str(work / f"ours-{n}"), chunks)
    shard, raw, raw_cpu = raw_edge_shard(work / f"raw-{n}", chunks)
    print(f"build n={n:,}: kbgate build_version {ours:.1f} s ({n / ours:,.0f} chunks/s, embedding included; "
          f"CPU {ours_cpu:.1f} s); raw Edge upsert+optimize {raw:.1f} s ({n / raw:,.0f} chunks/s, vectors "
          f"precomputed; CPU {raw_cpu:.1f} s); kbgate / raw throughput {raw / ours:.0%} wall (target >= 80 %), "
          f"{raw_cpu / ours_cpu:.0%} by CPU", flush=True)
    p95 = query_ratio(str(work / f"query-{n}"), shard, chunks, queries)
    print(f"filtered query n={n:,}: kbgate retriever p95 {p95['ours']:.2f} ms, raw Edge p95 {p95['raw']:.2f} ms, "
          f"ratio {p95['ours'] / p95['raw']:.2f} wall (target <= 1.3 at 100k); CPU p95 {p95['ours_cpu']:.2f} vs "
          f"{p95['raw_cpu']:.2f} ms, ratio {p95['ours_cpu'] / p95['raw_cpu']:.2f}", flush=True)
    shard.close()
    return {"n": n, "build_s": ours, "raw_s": raw, "build_cpu": ours_cpu, "raw_cpu": raw_cpu, "query_p95": p95}


class PacedEmbedding:
    """A 384-dimension dense embedding that takes ``ms`` per text, as a model or an embedding API does.

    The vector comes from the text's hash (the same text, the same vector); the time is a wait,
    so it stands for an API call or a model on other cores, not for CPU in this process.
    """

    def __init__(self, ms: float):
        self.ms, self.embedding_key, self.texts = ms, f"paced-384-{ms}", 0

    def __call__(self, texts: list[str]) -> list[list[float]]:
        import hashlib

        self.texts += len(texts)
        time.sleep(self.ms * len(texts) / 1000)
        return [[b / 255 + 0.01 for b in hashlib.shake_128(t.encode()).digest(384)] for t in texts]


def incremental(n: int, work: Path, dense_ms: float, changed: float = 0.05) -> None:
    """Version 2 with ``changed`` of the documents edited: with reuse against without, both embeddings."""
    import dataclasses

    chunks = synthetic_chunks(n)
    docs = sorted({c.doc_id for c in chunks})
    edited = set(random.Random(11).sample(docs, round(len(docs) * changed)))
    v2_chunks = [dataclasses.replace(c, text=c.text[:-8] + " revised", chunk_hash=c.chunk_hash + "r")
                 if c.doc_id in edited else c for c in chunks]
    print(f"incremental n={n:,}: {len(edited):,} of {len(docs):,} documents edited "
          f"({sum(c.doc_id in edited for c in chunks):,} chunks)", flush=True)
    for label, dense in (("sparse (default)", None), (f"dense, {dense_ms:g} ms per text", PacedEmbedding(dense_ms))):
        store = open_store(str(work / f"incr-{n}-{'dense' if dense else 'sparse'}"))
        t, c = time.perf_counter(), cpu_s()
        v1 = build_version(store, "kb", "v1", chunks, dense=dense)
        full1 = time.perf_counter() - t, cpu_s() - c
        took = {}
        for run_id, reuse in (("v2full", None), ("v2reuse", v1), ("v2reuse2", v1), ("v2full2", None)):
            t, c = time.perf_counter(), cpu_s()
            version = build_version(store, "kb", run_id, v2_chunks, dense=dense, reuse_from=reuse)
            wall_cpu = time.perf_counter() - t, cpu_s() - c
            side = "reuse" if reuse else "full"
            took[side] = min(took.get(side, wall_cpu), wall_cpu)
            if reuse:
                vectors = store.version_info(version).vectors
        store.close()
        print(f"  {label}: v1 {full1[0]:.1f} s; v2 full build {took['full'][0]:.1f} s (CPU {took['full'][1]:.1f} s), "
              f"v2 reusing v1 {took['reuse'][0]:.1f} s (CPU {took['reuse'][1]:.1f} s); reuse / full "
              f"{took['reuse'][0] / took['full'][0]:.0%} (target <= 25 %)"
              + (f"; vectors {vectors}" if dense else ""), flush=True)


def compare_with(commit: str, sizes: list[int], rounds: int) -> None:
    """Build throughput of this tree vs ``commit``, each in its own interpreter, best of ``rounds``."""
    with tempfile.TemporaryDirectory(prefix="kbgate-old-") as tmp:
        old = Path(tmp) / "tree"
        old.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(old)], input=archive.stdout, check=True)
        for n, threaded in ((n, t) for n in sizes for t in (False, True)):
            best: dict[str, float] = {}
            for _ in range(rounds):
                for label, tree in (("old", old), ("new", ROOT)):
                    cmd = [sys.executable, str(Path(__file__).resolve()), "--code-root", str(tree),
                           "--build-seconds", str(n), *(["--threaded"] if threaded else [])]
                    out = subprocess.run(cmd, capture_output=True, text=True, cwd=tree, check=True,
                                         env={**os.environ, "PYTHONHASHSEED": "0"})
                    got = json.loads(out.stdout.strip().splitlines()[-1])
                    for key in ("build_s", "build_cpu"):
                        best[label + key] = min(best.get(label + key, got[key]), got[key])
            old_s, new_s = best["oldbuild_s"], best["newbuild_s"]
            where = "in a process running another thread (as in kbgate ingest)" if threaded else "standalone"
            print(f"build n={n:,} {where}, side by side: {commit} {old_s:.1f} s ({n / old_s:,.0f} chunks/s, CPU "
                  f"{best['oldbuild_cpu']:.1f} s), this tree {new_s:.1f} s ({n / new_s:,.0f} chunks/s, CPU "
                  f"{best['newbuild_cpu']:.1f} s); new/old throughput {old_s / new_s:.2f}x wall (target >= 1.5x)",
                  flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--local-max", type=int, default=10_000, help="largest size also run on qdrant-client local mode")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--swaps", type=int, default=200)
    ap.add_argument("--dir", default=None, help="work directory (default: a temp dir, removed afterwards)")
    ap.add_argument("--only-ratios", action="store_true", help="print only the kbgate-vs-raw (and --old) ratios")
    ap.add_argument("--old", metavar="COMMIT", help="also time that commit's build_version side by side")
    ap.add_argument("--rounds", type=int, default=1, help="with --old: alternate old/new this many times")
    ap.add_argument("--code-root", help="the checkout whose code is timed (used by --old)")
    ap.add_argument("--build-seconds", type=int, metavar="N", help="print the build time of N chunks as JSON, exit")
    ap.add_argument("--threaded", action="store_true", help="with --build-seconds: keep another thread alive")
    ap.add_argument("--incremental", type=int, metavar="N", help="time a second build of N chunks, 5 %% changed, exit")
    ap.add_argument("--dense-ms", type=float, default=3.0, help="with --incremental: the dense embedding's ms per text")
    args = ap.parse_args()
    work = Path(args.dir or tempfile.mkdtemp(prefix="kbgate-bench-"))
    try:
        if args.build_seconds:
            wall, cpu = kbgate_build_seconds(str(work / "s"), synthetic_chunks(args.build_seconds), args.threaded)
            print(json.dumps({"build_s": wall, "build_cpu": cpu}))
            return
        if args.incremental:
            incremental(args.incremental, work, args.dense_ms)
            return
        if args.old:
            compare_with(args.old, args.sizes, args.rounds)
        for n in args.sizes:
            ratios(n, work, args.queries)
            if args.only_ratios:
                continue
            t = time.perf_counter()
            chunks = synthetic_chunks(n)
            print(f"generated {n} chunks in {time.perf_counter() - t:.1f} s", flush=True)
            row = bench_store("edge", str(work / f"edge-{n}"), chunks, args.queries, args.swaps)
            if n <= args.local_max:
                local = bench_store("client-local", ":memory:", chunks, max(20, args.queries // 10), args.swaps)
                print(f"  edge vs local filtered query p50 ratio: {local['query_p50_ms'] / row['query_p50_ms']:.0f}x")
            print("  targets (edge): " + ", ".join(score_targets(row)))
    finally:
        if args.dir is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
