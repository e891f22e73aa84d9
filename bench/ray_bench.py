"""Ray engine bench: per-document checks on 2 local Ray workers vs one process, and ingest end to end.

Run::

    .venv/bin/python bench/ray_bench.py --chunks 20000

It writes a generated corpus (:func:`write_corpus`: two tenants, zh and en, planted
near-duplicates, exact copies, superseded and expired versions, PII, eval leaks and
unreadable files) to a temporary directory, then prints, side by side in one run:

1. the engine's step 1 (load, chunk and the document checks: ``ray_engine._check_batch``) over
   every manifest record in this process, the same step on ``--workers`` local CPUs as the engine
   runs it (Ray tasks, ``ray_engine._checked_blocks``), with the speed-up, and the same blocks as a
   Ray Data ``map_batches`` for comparison;
2. ``run_ingest`` end to end with ``engine="local"`` and ``engine="ray"``, with the ratio,
   and whether the two reports are equal (findings, states and chunks).

Absolute times on a shared 2-core machine swing by 2x; read the ratios.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

AS_OF = dt.date(2026, 11, 29)
_ZH = ("退款规则质量问题例外须经检测流程耳机保修服务售后客户订单物流维修网点充电电池蓝牙连接配对说明书"
       "安装步骤注意事项产品型号价格优惠活动会员积分延保申请时间地址电话处理周期工作日节假日安排通知")
_EN = ("refund policy warranty repair shipping order customer support battery charge bluetooth pairing "
       "manual install steps notice product model price discount member points extended service request "
       "time address process business days holiday schedule quality defect replacement return label").split()


def _text(rng: random.Random, lang: str, n_chars: int) -> str:
    out: list[str] = []
    size = 0
    while size < n_chars:
        if lang == "zh":
            sentence = "".join(rng.choice(_ZH) for _ in range(rng.randint(12, 30))) + "。"
        else:
            sentence = " ".join(rng.choice(_EN) for _ in range(rng.randint(8, 16))).capitalize() + ". "
        out.append(sentence)
        size += len(sentence)
    return "".join(out)


def _edit(rng: random.Random, text: str, n: int) -> str:
    chars = list(text)
    for pos in rng.sample(range(len(chars)), min(n, len(chars))):
        chars[pos] = "某" if ord(chars[pos]) > 0x2E80 else "x"
    return "".join(chars)


def write_corpus(root: Path, n_chunks: int, seed: int = 13, eval_path: Path | None = None) -> dict:
    """Write a corpus of about ``n_chunks`` chunks (600-character chunks, policies/acme.yaml) to ``root``.

    Per 100 documents about: 4 near-duplicates and 2 exact copies under other ``doc_id`` s,
    2 superseded versions and 1 expired one, 2 with an e-mail (redacted) or a mobile number,
    1 holding a locked eval question (from ``eval_path``), 1 manifest record whose file is missing.

    Returns:
        counts of what was planted (``docs``, ``near``, ``exact``, ``versions``, ``pii``, ``leaks``, ``missing``).
    """
    rng = random.Random(seed)
    questions = []
    if eval_path is not None:
        questions = [json.loads(x)["query"] for x in eval_path.read_text(encoding="utf-8").splitlines() if x.strip()]
    records: list[dict] = []
    texts: list[tuple[str, str, str]] = []  # (tenant, lang, text) of base documents
    planted = dict.fromkeys(("docs", "near", "exact", "versions", "pii", "leaks", "missing"), 0)
    chunks = 0

    def add(doc_id: str, tenant: str, text: str, version: str = "v1", **extra) -> None:
        nonlocal chunks
        path = f"{tenant}/{doc_id}-{version}.md"
        file = root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
        records.append({"doc_id": doc_id, "version": version, "path": path, "source": f"{tenant}-kb",
                        "sha256": hashlib.sha256(text.encode()).hexdigest(), "tenant_id": tenant,
                        "classification": "internal", "effective_from": "2025-01-01", **extra})
        chunks += max(1, (len(text) + 539) // 540)
        planted["docs"] += 1

    k = 0
    while chunks < n_chunks:
        k += 1
        tenant, lang = ("acme", "zh") if k % 2 else ("globex", "en")
        roll = rng.random()
        if texts and roll < 0.04:
            t, _, base = rng.choice(texts)
            add(f"near-{k:06d}", t, _edit(rng, base, rng.randint(3, 12)))
            planted["near"] += 1
        elif texts and roll < 0.06:
            t, _, base = rng.choice(texts)
            add(f"copy-{k:06d}", t, base)
            planted["exact"] += 1
        elif roll < 0.08:
            add(f"ver-{k:06d}", tenant, _text(rng, lang, 900), "v1")
            add(f"ver-{k:06d}", tenant, _text(rng, lang, 900), "v2", supersedes=[f"ver-{k:06d}@v1"])
            planted["versions"] += 1
        elif roll < 0.09:
            add(f"old-{k:06d}", tenant, _text(rng, lang, 900), expires_at="2026-01-31")
            planted["versions"] += 1
        elif roll < 0.11:
            extra = f" 联系人手机 1380013{k % 10000:04d}。" if lang == "zh" else f" Contact: agent{k}@example.com. "
            add(f"pii-{k:06d}", tenant, _text(rng, lang, 700) + extra + _text(rng, lang, 700))
            planted["pii"] += 1
        elif questions and roll < 0.12:
            add(f"leak-{k:06d}", "acme", _text(rng, "zh", 600) + rng.choice(questions) + _text(rng, "zh", 600))
            planted["leaks"] += 1
        elif roll < 0.13:
            records.append({"doc_id": f"gone-{k:06d}", "version": "v1", "path": f"{tenant}/gone-{k:06d}.md",
                            "source": f"{tenant}-kb", "tenant_id": tenant, "classification": "internal",
                            "effective_from": "2025-01-01"})
            planted["missing"] += 1
        else:
            text = _text(rng, lang, rng.randint(900, 2200))
            add(f"doc-{k:06d}", tenant, text)
            texts.append((tenant, lang, text))
    (root / "manifest.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                                         encoding="utf-8")
    planted["chunks_estimate"] = chunks
    return planted


def comparable(report: dict) -> dict:
    """The report without run id, timings and order: what must be equal between engines."""
    text = json.dumps(report, sort_keys=True).replace(report["run_id"], "RUN")
    out = json.loads(text)
    out["findings"] = sorted(out["findings"], key=lambda f: json.dumps(f, sort_keys=True))
    gx = out.pop("gx_validation") or {}
    out["gx_results"] = [(r.get("success"), (r.get("expectation_config") or {}).get("type"),
                          json.dumps((r.get("result") or {}), sort_keys=True)) for r in gx.get("results", [])]
    out["gx_success"] = gx.get("success")
    return out


def _step_one_local(setup) -> tuple[float, float]:
    """Wall and CPU seconds of the engine's step 1 (load, chunk, document checks) in this process."""
    import numpy as np

    from ingest_checks.ray_engine import _check_batch

    start, cpu = time.perf_counter(), time.process_time()
    _check_batch(setup, np.arange(len(setup.records)))
    return time.perf_counter() - start, time.process_time() - cpu


def _step_one_ray(ray, setup_ref, n: int, workers: int) -> dict:
    """The engine's step 1 on Ray (:func:`ingest_checks.ray_engine._checked_blocks`: Ray tasks), and
    the same blocks as a Ray Data ``map_batches`` (what the engine used before), with the seconds of
    a no-op map over those blocks (Ray Data's own cost: planning, scheduling, moving blocks)."""
    import numpy as np

    from ingest_checks.ray_engine import _checked_blocks, _load_and_check

    # warm every worker (imports, presidio set-up) outside the timed runs, as the local side is warm
    ray.get([ray.remote(_load_and_check).remote({"id": np.array([i % n])}, [setup_ref]) for i in range(4 * workers)])
    start = time.perf_counter()
    done = sum(len(b["i"]) for b in _checked_blocks(ray, setup_ref, n, 4 * workers))
    tasks = time.perf_counter() - start
    blocks = 4 * workers
    ds = ray.data.range(n, override_num_blocks=blocks).materialize()
    start = time.perf_counter()
    ds.map_batches(_load_and_check, batch_size=-(-n // blocks), fn_kwargs={"setup_ref": [setup_ref]}).materialize()
    data = time.perf_counter() - start
    start = time.perf_counter()
    ds.map_batches(lambda batch: {"n": np.array([len(batch["id"])])}, batch_size=-(-n // blocks)).materialize()
    return {"tasks": tasks, "data": data, "noop": time.perf_counter() - start, "documents": done}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--chunks", type=int, default=20_000, help="chunks to generate (default 20000)")
    ap.add_argument("--workers", type=int, default=2, help="local Ray CPUs (default 2)")
    ap.add_argument("--skip-ingest", action="store_true", help="only the per-document checks")
    args = ap.parse_args(argv)
    os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
    import ray
    import yaml

    from ingest_checks.pipeline import run_ingest
    from ingest_checks.runner import plan_checks
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import Policy

    policy = Policy.model_validate(yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8")))
    eval_file = ROOT / "fixtures" / "eval" / "locked.jsonl"
    with tempfile.TemporaryDirectory(prefix="kbgate-ray-bench-") as tmp:
        corpus_dir = Path(tmp) / "corpus"
        planted = write_corpus(corpus_dir, args.chunks, eval_path=eval_file)
        print(f"corpus: {planted}")
        ray.init(num_cpus=args.workers, object_store_memory=400 * 1024**2, include_dashboard=False,
                 log_to_driver=False)
        corpus = load_corpus(corpus_dir, policy)
        chunks = sum(len(d.chunks) for d in corpus.documents)
        plan = plan_checks(policy, run_id=corpus.run_id, as_of=AS_OF)
        print(f"{len(corpus.documents)} documents, {chunks} chunks; document checks: "
              f"{', '.join(c.id for c in plan.document_checks)}")
        from ingest_checks.ray_engine import _Setup
        from kbgate.corpus.load import site_chrome
        from kbgate.corpus.manifest import read_manifest

        records = [rec for _, rec in read_manifest(corpus_dir).records]
        setup = _Setup(corpus_dir, records, policy, corpus.run_id, plan, site_chrome(corpus_dir, records, policy))
        local, local_cpu = _step_one_local(setup)
        r = _step_one_ray(ray, ray.put(setup), len(records), args.workers)
        print(f"step 1 (load + document checks)  one process {local:6.1f} s (CPU {local_cpu:.1f} s, "
              f"{chunks / local:5.0f} chunks/s)   ray {args.workers} workers, tasks {r['tasks']:6.1f} s "
              f"({chunks / r['tasks']:5.0f} chunks/s)   speed-up {local / r['tasks']:.2f}x")
        print(f"  the same blocks as a Ray Data map_batches: {r['data']:.1f} s, speed-up {local / r['data']:.2f}x "
              f"(a no-op map over them: {r['noop']:.1f} s); the ideal {local / args.workers:.1f} s; load average "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        if not args.skip_ingest:
            reports, times = {}, {}
            for engine in ("local", "ray"):
                start = time.perf_counter()
                out = run_ingest(corpus_dir, policy, as_of=AS_OF, eval_files=[eval_file], engine=engine,
                                 workdir=Path(tmp) / f"work-{engine}")
                times[engine] = time.perf_counter() - start
                reports[engine] = comparable(out.report)
                print(f"ingest {engine:5}  {times[engine]:7.1f} s ({chunks / times[engine]:6.0f} chunks/s)  "
                      f"{out.conservation}")
            print(f"ingest end to end  ray/local speed-up {times['local'] / times['ray']:.2f}x; "
                  f"reports equal: {reports['local'] == reports['ray']}")
        ray.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
