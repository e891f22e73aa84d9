"""Canary benchmark: what a weighted alias costs per query, what an analysis costs per record, the split.

Side by side in one run (absolute times swing 2x on a shared machine; read the ratios):

1. resolving an alias per query: ``Store.resolve(alias)`` on a plain alias vs
   ``Store.resolve_for(alias, key)`` on a weighted one (sha256 bucket), Edge store and
   qdrant-client local mode; and a whole built-in retrieval through each;
2. ``canary status`` analysis (:func:`version_gate.canary.analyze`) over ``--records``
   served-query audit records, per record;
3. the split of ``--users`` generated users at weights 1, 10, 50 and 90 (points off the weight).

Figures, not asserts.

Example:
    python bench/canary_bench.py --records 5000 --users 100000
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from factories import make_chunk  # noqa: E402


def _chunks(marker: str, n: int):
    return [make_chunk(n=i, doc_id=f"{marker}-{i % 50}", text=f"{marker} refund policy {i} 退款规则第{i}条 签收后15天",
                       chunk_hash=f"{marker}{i}") for i in range(n)]


def _per_call_us(fn, n: int) -> float:
    start = time.perf_counter()
    for i in range(n):
        fn(i)
    return (time.perf_counter() - start) / n * 1e6


def bench_resolve(spec: str, n: int, chunks: int) -> dict:
    from kbgate.retrieval.retriever import Actor, QdrantRetriever
    from kbgate.store import build_version, open_store

    store = open_store(spec)
    va = build_version(store, "kb", "a", _chunks("alpha", chunks))
    vb = build_version(store, "kb", "b", _chunks("beta", chunks))
    store.swap_alias("plain", va)
    store.swap_alias("weighted", va)
    store.set_canary("weighted", vb, 50)
    out = {
        "resolve_plain_us": _per_call_us(lambda i: store.resolve("plain"), n),
        "resolve_weighted_us": _per_call_us(lambda i: store.resolve_for("weighted", f"user:{i}"), n),
    }
    retrievers = {alias: QdrantRetriever(store, alias) for alias in ("plain", "weighted")}
    for _round in range(2):  # the first round warms both versions up; the second is reported
        for alias, r in retrievers.items():
            out[f"retrieve_{alias}_us"] = _per_call_us(
                lambda i, r=r: r.retrieve("refund policy 退款", Actor("acme", "support_agent", f"u{i}"), 5),
                max(50, n // 20))
    store.close()
    return out


def bench_analysis(records: int) -> dict:
    from kbgate.audit import AuditLog, append_retrieval
    from kbgate.policy import load_policy
    from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk
    from kbgate.store import build_version, open_store
    from version_gate.canary import analyze

    with tempfile.TemporaryDirectory() as tmp:
        spec = str(Path(tmp) / "store")
        store = open_store(spec)
        va = build_version(store, "kb", "a", _chunks("alpha", 200))
        vb = build_version(store, "kb", "b", _chunks("beta", 200))
        store.swap_alias("kb", va)
        store.set_canary("kb", vb, 50)
        audit = AuditLog(spec)
        t0 = time.perf_counter()
        for i in range(records):
            arm = "candidate" if i % 2 else "baseline"
            version, marker = (vb, "beta") if i % 2 else (va, "alpha")
            chunk = RetrievedChunk(f"{marker}-{i % 50}@v1#{i % 200}", f"{marker}-{i % 50}", "v1", "", 10.0 + i % 7)
            res = RetrievalResult([chunk], index_version=version, arm=arm, alias="kb")
            append_retrieval(audit, uuid.uuid4().hex, f"q{i}", Actor("acme", "support_agent", f"u{i}"), res,
                             1.0 + i % 5)
        append_s = time.perf_counter() - t0
        policy = load_policy(ROOT / "policies" / "acme.yaml")
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            res = analyze(store, spec, "kb", policy)
            times.append(time.perf_counter() - t0)
        store.close()
    return {"records": records, "append_ms_per_record": append_s / records * 1000,
            "analysis_s": statistics.median(times), "analysis_us_per_record": statistics.median(times) / records * 1e6,
            "verdict": res.verdict}


def bench_split(users: int) -> dict:
    from kbgate.store import canary_arm

    out = {}
    for weight in (1, 10, 50, 90):
        share = sum(canary_arm("kb", weight, f"user:u-{i}") == "candidate" for i in range(users)) / users * 100
        out[weight] = round(share - weight, 3)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--resolves", type=int, default=5000, help="resolutions timed per alias kind")
    ap.add_argument("--chunks", type=int, default=2000, help="chunks per version for the retrieval timing")
    ap.add_argument("--records", type=int, default=5000, help="served-query audit records analysed")
    ap.add_argument("--users", type=int, default=100000, help="generated users for the split")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec in (("edge", str(Path(tmp) / "edge")), ("qdrant local", f"qdrant+local:{tmp}/local")):
            r = bench_resolve(spec, args.resolves if name == "edge" else args.resolves // 10,
                              args.chunks if name == "edge" else args.chunks // 10)
            print(f"{name:>12}: resolve plain {r['resolve_plain_us']:.1f} us, weighted {r['resolve_weighted_us']:.1f} us "
                  f"(x{r['resolve_weighted_us'] / r['resolve_plain_us']:.2f}); retrieve plain "
                  f"{r['retrieve_plain_us'] / 1000:.2f} ms, weighted {r['retrieve_weighted_us'] / 1000:.2f} ms "
                  f"(x{r['retrieve_weighted_us'] / r['retrieve_plain_us']:.2f})")
    a = bench_analysis(args.records)
    print(f"    analysis: {a['records']} records appended at {a['append_ms_per_record']:.2f} ms each; analysed in "
          f"{a['analysis_s']:.2f} s ({a['analysis_us_per_record']:.1f} us/record, verdict {a['verdict']})")
    print(f"       split: {args.users} users, points off the weight: {bench_split(args.users)}")


if __name__ == "__main__":
    main()
