"""Version gate benchmark: N eval cases against two versions of M chunks in the embedded store.

Synthetic mixed zh/en chunks (~600 characters) for the two tenants and four roles of
``policies/acme.yaml``. Every chunk holds a unique anchor code, and eval cases ask for
one or two anchors (multi-hop), or for nothing the corpus holds (unanswerable). The
candidate differs from the baseline the way real candidates do: a share of the evidence
chunks is missing, and near-duplicate filler chunks compete in the ranking.

The whole gate (retrieval of both versions in turn, metrics, a ``resamples``-resample
bootstrap and permutation test per metric and scope, decision with root causes and ACL
drift, reports) is timed; the target is < 5 minutes for 10,000 cases against two 100k-chunk versions. The
builds of the two versions are timed apart (they are not part of the gate).

Example:
    python bench/gate_bench.py                       # 10,000 cases, 100,000 chunks per version
    python bench/gate_bench.py --cases 500 --chunks 5000
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # tests/factories.py

from factories import make_chunk  # noqa: E402

from kbgate.policy import load_policy  # noqa: E402
from kbgate.store import build_version, open_store  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 300.0
EN = ("refund policy warranty shipping order invoice password account battery screen repair return "
      "exchange delivery customer service manual device claim inspection process").split()
ZH = list("退款规则质量问题例外须经检测流程发货时间工作日下单小时内保修期限电池屏幕维修换货客户服务手册")
ROLES_BY_LEVEL = {"public": ["employee", "support_agent", "manager", "risk_officer"],
                  "internal": ["employee", "support_agent", "manager", "risk_officer"],
                  "confidential": ["manager", "risk_officer"]}


def anchor(i: int) -> str:
    return f"zq{i:06d}x"


def text_of(rng: random.Random, i: int) -> str:
    parts, size = [f"code {anchor(i)}"], 0
    while size < 560:
        part = " ".join(rng.choices(EN, k=6)) if rng.random() < 0.5 else "".join(rng.choices(ZH, k=12)) + "。"
        parts.append(part)
        size += len(part) + 1
    return " ".join(parts)[:600]


def corpus(n: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        level = "internal" if i % 10 else "confidential"
        out.append(make_chunk(doc_id=f"doc{i // 5}", n=i % 5, text=text_of(rng, i), source="bench",
                              tenant_id="acme" if (i // 5) % 2 == 0 else "globex", classification=level,
                              allowed_roles=ROLES_BY_LEVEL[level], run_id="bench"))
    return out


def eval_cases(chunks: list, n: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    cases = []
    for c in range(n):
        risk = rng.choices(["P0", "P1", "P2"], weights=[1, 3, 6])[0]
        if c % 12 == 0:
            cases.append({"case_id": f"B{c:05d}", "query": " ".join(rng.choices(EN, k=5)) + " zq999999x?",
                          "tenant_id": "acme", "actor_role": "support_agent", "relevant": [], "answerable": False,
                          "risk": risk, "stratum": "unanswerable"})
            continue
        i = rng.randrange(len(chunks))
        sibling = (i // 5) * 5 + (i % 5 + 1) % 5  # another chunk of the same document
        gold = [i] + ([sibling] if c % 7 == 0 and sibling < len(chunks) else [])
        role = "manager" if chunks[i].classification == "confidential" else rng.choice(["employee", "support_agent"])
        words = " ".join(rng.choices(chunks[i].text.split(), k=4))
        cases.append({"case_id": f"B{c:05d}", "query": " ".join(anchor(g) for g in gold) + " " + words,
                      "tenant_id": chunks[i].tenant_id, "actor_role": role,
                      "relevant": [{"doc_id": chunks[g].doc_id, "anchor": anchor(g)} for g in gold],
                      "answerable": True, "risk": risk,
                      "stratum": "multi_hop" if len(gold) > 1 else rng.choice(["fact", "paraphrase"])})
    return cases


def candidate_of(chunks: list, cases: list[dict], seed: int, drop: float, filler: float) -> list:
    """The baseline minus ``drop`` of the gold chunks, plus ``filler`` near-duplicates of gold chunks."""
    import dataclasses

    rng = random.Random(seed)
    by_anchor = {anchor(i): c for i, c in enumerate(chunks)}
    gold = [by_anchor[ev["anchor"]] for case in cases for ev in case["relevant"]]
    dropped = {c.chunk_id for c in rng.sample(gold, int(len(gold) * drop))}
    out = [c for c in chunks if c.chunk_id not in dropped]
    for j, c in enumerate(rng.sample(gold, int(len(gold) * filler))):
        doc = f"mirror{j}"
        text = c.text.replace(c.text.split()[1], "mirrored") + " 镜像"
        out.append(dataclasses.replace(c, chunk_id=f"{doc}@v1#0", doc_id=doc, n=0, text=text,
                                       chunk_hash=f"m{j:015x}"))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--chunks", type=int, default=100_000)
    ap.add_argument("--drop", type=float, default=0.02, help="share of gold chunks missing from the candidate")
    ap.add_argument("--filler", type=float, default=0.05, help="near-duplicate fillers, as a share of gold chunks")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", help="build the store here and keep it (default: a temporary directory)")
    args = ap.parse_args()

    from version_gate.gate import GateRequest, run_gate

    policy = load_policy(ROOT / "policies" / "acme.yaml")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(args.keep or tmp)
        root.mkdir(parents=True, exist_ok=True)
        spec = str(root / "store")
        t = time.perf_counter()
        base_chunks = corpus(args.chunks, args.seed)
        cases = eval_cases(base_chunks, args.cases, args.seed)
        cand_chunks = candidate_of(base_chunks, cases, args.seed, args.drop, args.filler)
        eval_path = root / "locked.jsonl"
        eval_path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
        print(f"data: {args.chunks:,} baseline chunks, {len(cand_chunks):,} candidate chunks, {len(cases):,} cases "
              f"({time.perf_counter() - t:.1f} s)", flush=True)
        with open_store(spec) as store:
            t = time.perf_counter()
            base = build_version(store, "kb", "baseline", base_chunks)
            t_base = time.perf_counter() - t
            t = time.perf_counter()
            cand = build_version(store, "kb", "candidate", cand_chunks)
            t_cand = time.perf_counter() - t
            print(f"builds (not part of the gate): baseline {t_base:.1f} s, candidate {t_cand:.1f} s", flush=True)
            t = time.perf_counter()
            out = run_gate(GateRequest(store=store, store_spec=spec, policy=policy,
                                       policy_path=str(ROOT / "policies/acme.yaml"), eval_path=str(eval_path),
                                       candidate=cand, baseline=base, k=(5, 10), out_dir=root / "run", audit=True))
            total = time.perf_counter() - t
        r = out.report
        split = r["timings"]
        print(f"\ngate: {len(cases):,} cases x 2 versions of ~{args.chunks:,} chunks, "
              f"{policy.gate_settings.resamples} resamples")
        for key in ("retrieval_s", "metrics_s", "statistics_s", "decision_s", "reports_s"):
            print(f"  {key[:-2]:10} {split[key]:8.1f} s  ({split[key] / total:5.1%})")
        rest = total - sum(split.values())
        print(f"  {'other':10} {rest:8.1f} s  (loading, locked-set registry, audit)")
        print(f"  {'total':10} {total:8.1f} s  target < {TARGET_S:.0f} s: {'OK' if total < TARGET_S else 'MISSED'}")
        lat = r["metrics"]["latency"]
        print(f"latency (one query at a time) ms: candidate p50 {lat['candidate']['p50']} p95 {lat['candidate']['p95']}; "
              f"baseline p50 {lat['baseline']['p50']} p95 {lat['baseline']['p95']}; ratio p95 "
              f"{lat['candidate']['p95'] / lat['baseline']['p95']:.2f}")
        cells = r["metrics"]["scopes"]["all"]
        for m in ("recall_at_5", "precision_at_5", "mrr", "ndcg_at_10", "false_retrieval_rate"):
            cmp = cells[m]["compare"]
            print(f"  {m:22} baseline {cells[m]['baseline']:.4f} candidate {cells[m]['candidate']:.4f} "
                  f"delta {cmp['delta']:+.4f} CI [{cmp['ci'][0]:+.4f}, {cmp['ci'][1]:+.4f}] p={cmp['p']:.4f}")
        print("root causes: " + ", ".join(f"{code} {len(g['cases'])}" for code, g in r["root_causes"].items()))
        print(f"decision: {out.decision}; report {out.report_path} "
              f"({out.report_path.stat().st_size / 1e6:.1f} MB)")
        for reason in out.reasons[:8]:
            print(f"  - {reason}")


if __name__ == "__main__":
    main()
