"""Chunking-experiment benchmark: a generated corpus of about N chunks, swept with V variants.

Usage::

    nice .venv/bin/python bench/chunking_bench.py                         # 10,000 chunks, 3 variants
    nice .venv/bin/python bench/chunking_bench.py --chunks 100000 --variants 3

It writes a corpus of Markdown documents (sections of mixed Chinese and English sentences,
each document holding one planted anchor code) sized so that the first variant (``heading``
with the example policy's sizes) cuts about ``--chunks`` chunks, and an eval set of
``--cases`` questions (worded apart from the corpus) whose gold is the planted anchor (one in seven asks for two documents).
It then runs :func:`version_gate.experiment.run_chunking_experiment` once, into a fresh Edge
store, and prints the time split: the ingest checks (once), then per variant the chunking and
the build, the eval queries on all variants, metrics and statistics, and the total, with each
step's share of the total; then the CPU seconds of the same steps (this process and its finished
worker processes), the figure to compare when the machine is shared. The variants are taken in order from :data:`VARIANTS`. Figures are
printed, not asserted; the work directory is removed unless ``--keep``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

VARIANTS = ["heading", "fixed:max_chars=400,overlap=40", "parent_child:child=300,parent=1200",
            "sentence_window:window=2", "table:rows=20"]
EN = ("refund warranty battery screen repair replace order ship delivery invoice customer service headset "
      "charger cable policy inspection centre business days receipt").split()
ZH = list("退款规则质量问题例外须经检测流程发货时间工作日下单小时内保修期限电池屏幕维修换货客户服务手册")


def anchor(i: int) -> str:
    return f"zq{i:06d}x"


def sentence(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return " ".join(rng.choices(EN, k=rng.randint(6, 14))).capitalize() + "."
    return "".join(rng.choices(ZH, k=rng.randint(12, 30))) + "。"


def document(rng: random.Random, i: int, sections: int, chars: int) -> str:
    """A Markdown document of ``sections`` sections of about ``chars`` characters; the anchor sits in one."""
    where = rng.randrange(sections)
    out = [f"# 文档 {i} Document {i}"]
    for s in range(sections):
        out.append(f"## 第{s}节 Section {s}")
        paras, size = [], 0
        while size < chars:
            para = " ".join(sentence(rng) for _ in range(rng.randint(3, 6)))
            if s == where and not paras:
                para = f"Code {anchor(i)} applies: " + para
            paras.append(para)
            size += len(para)
        out.append("\n\n".join(paras))
    return "\n\n".join(out) + "\n"


def write_corpus(root: Path, docs: int, sections: int, chars: int, cases: int, seed: int) -> tuple[Path, Path]:
    rng = random.Random(seed)
    corpus = root / "corpus"
    (corpus / "acme").mkdir(parents=True)
    records = []
    for i in range(docs):
        text = document(rng, i, sections, chars)
        (corpus / "acme" / f"doc{i}.md").write_text(text, encoding="utf-8")
        records.append({"doc_id": f"doc{i}", "version": "v1", "path": f"acme/doc{i}.md", "source": "acme-kb",
                        "tenant_id": "acme", "classification": "internal", "effective_from": "2026-01-01"})
    (corpus / "manifest.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    lines = []
    for c in range(cases):
        gold = [rng.randrange(docs)] + ([rng.randrange(docs)] if c % 7 == 0 else [])
        # worded apart from the corpus, so that the eval_leak check does not find the question in it
        query = "What does the rule with code " + " and ".join(anchor(g) for g in gold) + " say about " + \
            " ".join(rng.sample(EN, 3)) + "?"
        lines.append(json.dumps({
            "case_id": f"C{c:05d}", "query": query, "tenant_id": "acme",
            "actor_role": "support_agent", "relevant": [{"doc_id": f"doc{g}", "anchor": anchor(g)} for g in gold],
            "answerable": True, "risk": rng.choices(["P0", "P1", "P2"], weights=[1, 3, 6])[0],
            "stratum": "multi_hop" if len(gold) > 1 else rng.choice(["fact", "paraphrase"])}, ensure_ascii=False))
    eval_path = root / "eval.jsonl"
    eval_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return corpus, eval_path


def docs_for(target: int, sections: int, chars: int, policy, seed: int) -> int:
    """How many documents make about ``target`` chunks with the first variant (measured on a sample)."""
    from kbgate.corpus.manifest import ManifestRecord
    from kbgate.corpus.strategies import parse_strategy
    from kbgate.models import Document

    rng, strategy, sample = random.Random(seed + 1), parse_strategy(VARIANTS[0], policy.chunking), 20
    record = ManifestRecord(doc_id="s", version="v1", path="s.md", source="acme-kb", tenant_id="acme",
                            classification="internal", effective_from=dt.date(2026, 1, 1))
    per_doc = sum(len(strategy.chunk(Document(record=record, text=document(rng, i, sections, chars))))
                  for i in range(sample)) / sample
    return max(1, round(target / per_doc))


def cpu_s() -> float:
    """CPU seconds of this process and its finished children (the build's sparse-vector workers)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chunks", type=int, default=10_000, help="about this many chunks with the first variant")
    ap.add_argument("--variants", type=int, default=3, choices=range(2, len(VARIANTS) + 1))
    ap.add_argument("--cases", type=int, default=300, help="eval questions")
    ap.add_argument("--k", default="5,10")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--workdir", help="where the corpus and store go (default: a temp dir)")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args()

    from ingest_checks.registry import load_checked_policy
    from kbgate.store import open_store
    from version_gate.experiment import run_chunking_experiment, variant_table

    policy_path = str(ROOT / "policies/acme.yaml")
    policy = load_checked_policy(policy_path)
    work = Path(args.workdir) if args.workdir else Path(tempfile.mkdtemp(prefix="kbgate-chunking-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        started = time.perf_counter()
        sections, chars = 6, 1500
        n_docs = docs_for(args.chunks, sections, chars, policy, args.seed)
        corpus, eval_path = write_corpus(work, n_docs, sections, chars, args.cases, args.seed)
        generated = time.perf_counter() - started
        size = sum(p.stat().st_size for p in corpus.rglob("*.md"))
        print(f"corpus: {n_docs:,} documents, {size / 1e6:.1f} MB, {args.cases} eval cases "
              f"(generated in {generated:.1f} s, not counted)", flush=True)
        variants = VARIANTS[: args.variants]
        cpu_marks = [cpu_s()]  # CPU at the start and after each logged step: compare these under load

        def log(message: str) -> None:
            cpu_marks.append(cpu_s())
            print(f"  {message} [CPU {cpu_marks[-1] - cpu_marks[-2]:.1f} s]", flush=True)

        started = time.perf_counter()
        with open_store(work / "store") as store:
            out = run_chunking_experiment(
                corpus_dir=corpus, policy=policy, policy_path=policy_path, eval_path=str(eval_path), store=store,
                store_spec=str(work / "store"), variants=variants, k=[int(x) for x in args.k.split(",")],
                as_of=dt.date(2026, 11, 29), seed=args.seed, log=log)
        total = time.perf_counter() - started
        cpu_marks.append(cpu_s())
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    report, t = out.report, out.report["timings"]
    print()
    print(variant_table(report))
    print()
    rows = [("ingest checks (once)", t["ingest_checks_s"])]
    for n, v in enumerate(report["variants"], start=1):
        rows.append((f"variant {n} chunking ({v['chunks']:,} chunks)", v["chunking_s"]))
        rows.append((f"variant {n} build", v["build_s"]))
    rows += [("eval queries (all variants)", t["queries_s"]), ("metrics and root causes", t["metrics_s"]),
             ("statistics (paired vs #1)", t["statistics_s"])]
    accounted = sum(s for _, s in rows)
    rows.append(("other (index sizes, report)", total - accounted))
    print(f"{'step':45} {'s':>9} {'share':>7}")
    for label, secs in rows:
        print(f"{label:45} {secs:9.1f} {secs / total:7.1%}")
    print(f"{'total':45} {total:9.1f}")
    steps = ["ingest checks", *(f"variant {n} chunking + build" for n in range(1, len(report["variants"]) + 1)),
             "eval queries", "metrics, statistics, report"]
    cpu = [b - a for a, b in zip(cpu_marks, cpu_marks[1:], strict=False)]
    print("CPU seconds (this process and its workers; wall time above includes waiting for a shared CPU):")
    for label, secs in zip(steps, cpu, strict=False):
        print(f"  {label:43} {secs:9.1f} {secs / sum(cpu):7.1%}")
    print(f"  {'total CPU':43} {sum(cpu):9.1f}  (wall / CPU = {total / sum(cpu):.2f})")
    builds = [v["build_s"] for v in report["variants"]]
    print("ratios: build of each variant / ingest checks = "
          + ", ".join(f"{b / t['ingest_checks_s']:.2f}" for b in builds)
          + f"; checks once + {len(builds)} builds vs checks per variant: "
          + f"{(t['ingest_checks_s'] + sum(builds)) / (len(builds) * t['ingest_checks_s'] + sum(builds)):.2f}")
    print("recommendation:", report["recommendation"]["spec"], "-", report["recommendation"]["rule"])


if __name__ == "__main__":
    main()
