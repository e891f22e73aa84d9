"""Promotion benchmark: swap latency of promote and rollback, swap cycles under readers, drill wall time.

On the fixture corpus (ingested into a temporary Edge store, plus a copy with disjoint
chunk ids, so a read that mixed the two would show):

1. the compare-and-set swap that ``promote`` and ``rollback`` perform
   (``swap_alias(expected=..., kind=...)``), p50/p95 over ``--swaps`` alternating swaps,
   on the Edge store and on qdrant-client local mode; and the whole ``promote`` (all
   evidence checks, fingerprint recomputed, audit record) and ``rollback`` calls;
2. ``--cycles`` promote/rollback swap cycles while ``--readers`` threads of another
   process (as a serving process would be) query the alias through the built-in
   retriever: failed and mixed-version reads (both must be 0), swap p95 under load,
   early vs late cycles (the Edge registry keeps the alias history). Readers in the
   swapping process itself would share its GIL and slow the swap thread instead;
   the drill (3) shows that case;
3. the rollback drill (``kbgate drill``) wall time and its timings.

Targets: swap p95 < 5 ms; 0 failed and 0 mixed reads. Figures, not asserts.

Example:
    python bench/promote_bench.py --cycles 1000 --readers 16
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from promote_helpers import EVAL, POLICY, write_policy  # noqa: E402

READER_PROCESS = r"""
import json, sys
from kbgate.policy import load_policy
from kbgate.retrieval.retriever import QdrantRetriever
from kbgate.store import open_store
from version_gate.drill import ReaderPool
from kbgate.evalset import load_eval_set

spec, policy, eval_path, versions, n = sys.argv[1:]
versions = {v: set(ids) for v, ids in json.loads(open(versions, encoding="utf-8").read()).items()}
with open_store(spec, create=False) as store:
    retriever = QdrantRetriever(store, "kb", load_policy(policy))
    with ReaderPool(retriever, load_eval_set(eval_path), int(n), versions) as pool:
        pool.wait_for(int(n))
        print("ready", flush=True)
        sys.stdin.readline()
    reads = pool.reads
    by_version = {}
    for r in reads:
        by_version[r[2]] = by_version.get(r[2], 0) + 1
    print(json.dumps({"reads": len(reads), "failed": sum(r[3] == "failed" for r in reads),
                      "mixed": sum(r[3] == "mixed" for r in reads), "by_version": by_version}))
"""


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]


def fmt(values: list[float]) -> str:
    return f"p50 {statistics.median(values):6.2f} ms  p95 {pct(values, 95):6.2f} ms  max {max(values):6.2f} ms"


def ingest(root: Path) -> tuple[str, str]:
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    store = root / "store"
    res = CliRunner().invoke(cli, ["ingest", str(ROOT / "fixtures/corpus"), "--policy", str(POLICY), "--eval",
                                   str(EVAL), "--as-of", "2026-11-29", "--store", str(store), "--alias", "kb",
                                   "--workdir", str(root / "work"), "--format", "json"])
    return str(store), json.loads(res.output)["version"]


def disjoint_copy(store, source: str, run_id: str) -> str:
    """``source``'s chunks under new chunk ids (version label ``bench``), as a new version."""
    import dataclasses

    from kbgate.store import build_version
    from version_gate.drill import chunk_from_payload

    chunks = []
    for i, p in enumerate(store.scroll(source)):
        c = chunk_from_payload(p, i)
        chunks.append(dataclasses.replace(c, chunk_id=f"{c.doc_id}@bench#{c.n}", version="bench"))
    return build_version(store, "kb", run_id, chunks)


def durable_write_times(root: Path, n: int) -> list[float]:
    """Time the atomic, durable rewrite of a copy of the alias registry alone."""
    from kbgate.store.edge import _write_atomic

    data = json.loads((root / "aliases.json").read_text(encoding="utf-8"))
    target = root / "bench-registry-copy.json"
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        _write_atomic(target, data)
        times.append((time.perf_counter() - t0) * 1000)
    target.unlink()
    return times


def swap_times(store, a: str, b: str, n: int, alias: str = "swapbench") -> list[float]:
    store.swap_alias(alias, a)
    times, current = [], a
    for i in range(n):
        target = b if current == a else a
        t0 = time.perf_counter()
        store.swap_alias(alias, target, expected=current, kind="promotion" if i % 2 == 0 else "rollback")
        times.append((time.perf_counter() - t0) * 1000)
        current = target
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--swaps", type=int, default=400, help="alternating CAS swaps timed per backend")
    ap.add_argument("--cycles", type=int, default=1000, help="promote/rollback cycles under readers")
    ap.add_argument("--readers", type=int, default=16, help="reader threads during the cycles")
    ap.add_argument("--drill-readers", type=int, default=8)
    args = ap.parse_args()

    from kbgate.policy import load_policy
    from kbgate.runs import new_run_id
    from kbgate.store import build_version, open_store
    from version_gate.drill import chunk_from_payload, run_drill
    from version_gate.gate import GateRequest, run_gate
    from version_gate.promote import promote, rollback

    tmp = Path(tempfile.mkdtemp(prefix="kbgate-promote-bench-"))
    spec, v0 = ingest(tmp)
    store = open_store(spec)
    v1 = disjoint_copy(store, v0, "bench1")
    payloads = {v: {p["chunk_id"] for p in store.scroll(v, fields=["chunk_id"])} for v in (v0, v1)}
    print(f"fixture store: {spec}  versions {v0} ({len(payloads[v0])} chunks), {v1} ({len(payloads[v1])} chunks)")

    # 1. swap latency, both backends
    print(f"\n1. CAS swap of promote/rollback, {args.swaps} alternating swaps")
    edge = swap_times(store, v0, v1, args.swaps)
    print(f"   edge            {fmt(edge)}   target p95 < 5 ms: {'OK' if pct(edge, 95) < 5 else 'MISSED'}")
    floor = durable_write_times(Path(spec), args.swaps)
    print(f"   durable write   {fmt(floor)}   (temp file + fsync + os.replace + fsync dir of the same registry: "
          f"the floor of an Edge swap; swap/floor p50 ratio {statistics.median(edge) / statistics.median(floor):.2f})")
    local = open_store(f"qdrant+local:{tmp / 'local'}")
    chunks = [chunk_from_payload(p, i) for i, p in enumerate(store.scroll(v0))]
    l0, l1 = build_version(local, "kb", "l0", chunks), build_version(local, "kb", "l1", chunks)
    loc = swap_times(local, l0, l1, args.swaps)
    print(f"   local mode      {fmt(loc)}   target p95 < 5 ms: {'OK' if pct(loc, 95) < 5 else 'MISSED'}")
    local.close()

    policy_path = write_policy(tmp / "pass.yaml", precision_at_5={"warn": 0.15, "block": 0.1})
    policy = load_policy(policy_path)

    def gate(candidate, baseline):
        rid = new_run_id()
        return run_gate(GateRequest(store=store, store_spec=spec, policy=policy, policy_path=str(policy_path),
                                    eval_path=str(EVAL), candidate=candidate, baseline=baseline,
                                    out_dir=tmp / "work" / "runs" / rid, run_id=rid))

    g = gate(v0, None)
    t0 = time.perf_counter()
    first = promote(store, spec, alias="kb", candidate=v0, report_path=g.report_path)
    whole_promote = (time.perf_counter() - t0) * 1000
    g = gate(v1, "kb")
    t0 = time.perf_counter()
    second = promote(store, spec, alias="kb", candidate=v1, report_path=g.report_path)
    whole_promote2 = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    back = rollback(store, spec, alias="kb", reason="bench")
    whole_rollback = (time.perf_counter() - t0) * 1000
    print(f"   promote (all checks + swap + audit): first {whole_promote:.1f} ms (swap {first.swap_ms:.2f} ms), "
          f"second {whole_promote2:.1f} ms (swap {second.swap_ms:.2f} ms)")
    print(f"   rollback (history + swap + audit):   {whole_rollback:.1f} ms (swap {back.swap_ms:.2f} ms)")

    # 2. cycles under readers (in another process, as a serving process would be)
    print(f"\n2. {args.cycles} promote/rollback cycles under {args.readers} reader threads (edge; readers in a "
          "separate process, like a serving process)")
    versions = {v: sorted(ids) for v, ids in payloads.items()}
    (tmp / "versions.json").write_text(json.dumps(versions), encoding="utf-8")
    child = subprocess.Popen([sys.executable, "-c", READER_PROCESS, spec, str(policy_path), str(EVAL),
                              str(tmp / "versions.json"), str(args.readers)],
                             cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "ready"
    cycle_swaps: list[float] = []
    current = store.get_alias("kb")
    other = v1 if current == v0 else v0
    t0 = time.perf_counter()
    for _ in range(args.cycles):
        for kind in ("promotion", "rollback"):
            s0 = time.perf_counter()
            store.swap_alias("kb", other, expected=current, kind=kind)
            cycle_swaps.append((time.perf_counter() - s0) * 1000)
            current, other = other, current
    wall = time.perf_counter() - t0
    out, _ = child.communicate("stop\n", timeout=120)
    res = json.loads(out.strip().splitlines()[-1])
    print(f"   {2 * args.cycles} swaps in {wall:.2f} s; swaps {fmt(cycle_swaps)}   target p95 < 5 ms: "
          f"{'OK' if pct(cycle_swaps, 95) < 5 else 'MISSED'}")
    n = max(1, len(cycle_swaps) // 10)
    print(f"   first 10% of swaps p95 {pct(cycle_swaps[:n], 95):.2f} ms, last 10% p95 {pct(cycle_swaps[-n:], 95):.2f} ms "
          f"(the alias history grows to {len(store.alias_history('kb'))} events)")
    print(f"   reads {res['reads']} during the cycles ({res['by_version'].get(v0, 0)} on {v0}, "
          f"{res['by_version'].get(v1, 0)} on {v1}); failed {res['failed']}, mixed {res['mixed']}  "
          f"target 0/0: {'OK' if res['failed'] == res['mixed'] == 0 else 'MISSED'}")

    # 3. drill
    print(f"\n3. rollback drill on the fixtures ({args.drill_readers} readers)")
    t0 = time.perf_counter()
    d = run_drill(store, spec, alias="kb", policy=load_policy(POLICY), policy_path=str(POLICY),
                  eval_path=str(EVAL), readers=args.drill_readers, workdir=tmp / "work")
    print(f"   wall {time.perf_counter() - t0:.2f} s; {'PASSED' if d.ok else 'FAILED'}; gate {d.gate_decision}, "
          f"time to detect {d.time_to_detect_s:.2f} s, force-promote {d.force_promote_ms:.2f} ms, "
          f"rollback {d.time_to_rollback_ms:.2f} ms")
    print(f"   reads {d.reads_total} ({d.reads_during_swaps} during the swaps, {d.reads_on_degraded} on the degraded "
          f"candidate); failed {d.failed_reads}, mixed {d.mixed_reads}")
    store.close()


if __name__ == "__main__":
    main()
