"""``kbgate.check_documents`` on documents in memory against ``kbgate ingest`` on the same text in a folder.

Usage::

    nice .venv/bin/python bench/check_documents_bench.py              # 2,000 documents
    nice .venv/bin/python bench/check_documents_bench.py --n 100000   # the issue's figure (long)

Both sides get the same N documents (bench/ingest_bench.py's synthesis: half Chinese, half English,
about 600 characters each, 5 % planted near-duplicates, 1 % PII), the same records and the same
policy (policies/acme.yaml) and date. ``ingest`` is :func:`kbgate.ingest` on a corpus folder written
beforehand (what ``kbgate ingest DIR`` runs: loading, every check, quarantine, reports);
``check_documents`` gets the texts as dicts (``text`` + ``metadata``) and does all of that plus
its own conversion. After a warm-up on 20 documents (imports, the PII engine), the two alternate
``--rounds`` times; each keeps its fastest wall and CPU time.
Printed: documents per second of each, the ratio check_documents / ingest (1.00 = the same
throughput), and that both end in the same states. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests")]
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

AS_OF = dt.date(2026, 11, 29)


def records(n: int, langs: list[str]) -> list[dict]:
    out = []
    for i, lang in enumerate(langs[:n]):
        tenant = "acme" if lang == "zh" else "globex"
        out.append({"doc_id": f"bench-{i:06d}", "version": "v1", "path": f"{tenant}/bench-{i:06d}.md",
                    "source": f"{tenant}-kb", "tenant_id": tenant, "classification": "public",
                    "effective_from": "2025-01-01", "language": lang})
    return out


def write_folder(root: Path, texts: list[str], recs: list[dict]) -> None:
    for text, rec in zip(texts, recs, strict=True):
        path = root / rec["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    with open(root / "manifest.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)


def timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return time.perf_counter() - wall, time.process_time() - cpu, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from ingest_bench import synthesise

    import kbgate

    texts, langs, _, _ = synthesise(args.n, args.seed)
    recs = records(args.n, langs)
    policy = kbgate.load_policy(ROOT / "policies" / "acme.yaml")
    base = Path(tempfile.mkdtemp(prefix="kbgate-checkdocs-"))
    corpus = base / "corpus"
    write_folder(corpus, texts, recs)
    docs = [{"text": t, "metadata": r} for t, r in zip(texts, recs, strict=True)]

    # warm-up: imports, the PII engine, GX and the check caches are loaded once, outside the timings
    kbgate.check_documents(docs[:20], policy, as_of=AS_OF, workdir=base / "warm")
    best: dict[str, tuple[float, float]] = {}
    states: dict[str, Counter] = {}
    for k in range(args.rounds):
        for name in ("ingest", "check_documents"):
            work = base / f"{name}-{k}"
            if name == "ingest":
                wall, cpu, out = timed(lambda w=work: kbgate.ingest(corpus, policy, as_of=AS_OF, workdir=w))
                counts = out.report["conservation"]
            else:
                wall, cpu, out = timed(lambda w=work: kbgate.check_documents(docs, policy, as_of=AS_OF, workdir=w))
                counts = out.conservation
            states[name] = Counter({s: counts[s] for s in ("accepted", "accepted_redacted", "quarantined", "rejected")})
            old = best.get(name, (float("inf"), float("inf")))
            best[name] = (min(old[0], wall), min(old[1], cpu))
            print(f"  round {k + 1} {name:16} wall {wall:8.2f} s  cpu {cpu:8.2f} s", flush=True)

    print(f"\n{args.n} documents, {sum(map(len, texts)) / 1e6:.1f} M characters, policy acme.yaml, "
          f"best of {args.rounds} round(s)")
    print(f"{'':16} {'wall s':>9} {'docs/s':>9} {'cpu s':>9} {'docs/cpu-s':>11}")
    for name, (wall, cpu) in best.items():
        print(f"{name:16} {wall:9.2f} {args.n / wall:9.0f} {cpu:9.2f} {args.n / cpu:11.0f}")
    (iw, ic), (cw, cc) = best["ingest"], best["check_documents"]
    print(f"throughput check_documents / ingest: wall {iw / cw:.2f}, cpu {ic / cc:.2f} (1.00 = the same)")
    print(f"same states: {states['ingest'] == states['check_documents']} ({dict(states['check_documents'])})")


if __name__ == "__main__":
    main()
