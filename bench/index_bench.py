"""Index store benchmark: upsert throughput, build time, filtered query latency, alias swap latency.

Synthetic mixed zh/en chunks (~600 characters), 20 tenants, 4 roles. The embedded
Edge store is measured at every size; qdrant-client local mode only at sizes up to
``--local-max`` (it is a pure-Python emulation and far slower).

Targets (:data:`TARGETS`): Edge filtered query p95 < 10 ms at 100k chunks, alias swap < 5 ms,
upsert >= 5,000 chunks/s. A target that names a size is scored only at that size; at other
sizes it is listed as not scored.

Example:
    python bench/index_bench.py --sizes 10000 100000
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # tests/factories.py

from factories import make_chunk  # noqa: E402

from kbgate.models import Chunk  # noqa: E402
from kbgate.retrievers import Actor, QdrantRetriever  # noqa: E402
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--local-max", type=int, default=10_000, help="largest size also run on qdrant-client local mode")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--swaps", type=int, default=200)
    ap.add_argument("--dir", default=None, help="work directory (default: a temp dir, removed afterwards)")
    args = ap.parse_args()
    work = Path(args.dir or tempfile.mkdtemp(prefix="kbgate-bench-"))
    try:
        for n in args.sizes:
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
