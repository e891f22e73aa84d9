"""Access-test benchmark: exhaustive proof time, probe throughput on the embedded store and over HTTP.

Builds a synthetic corpus (4 tenants x 4 roles, 4 chunks per document, a share of
documents narrowed by allowed_roles) at each size, indexes it with kbgate.store.build_version
(Qdrant Edge), then prints:

* the exhaustive proof's time (every chunk each of the 16 actors' filters admits);
* probes/s against the embedded store (QdrantRetriever, judged like a real run), next to
  the raw filtered-query rate of the same store (the ratio is the cost of judging);
* probes/s against `kbgate serve` (a subprocess) over HTTP at concurrency 8.
* the answer-judging cost per probe, today's rule (the probe target's title and rare phrases)
  next to the rule of every document (one Aho-Corasick and n-gram index per run), on the same
  answers, and their ratio: answers quoting random documents (a sentence of a random chunk plus
  "See also: <a random title>", mostly forbidden) and answers quoting a document the actor may read.

Figures, not asserts. Example:
    .venv/bin/python bench/access_bench.py --sizes 10000 100000 --probes 50000 --http-probes 3000
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TENANTS = ["t0", "t1", "t2", "t3"]
LEVELS = ["public", "internal", "confidential", "restricted"]
ROLES = {"staff": "public", "agent": "internal", "manager": "confidential", "officer": "restricted"}


def synthetic(n_chunks: int, seed: int = 7):
    """Policy, manifest records and chunks of a synthetic corpus with ``n_chunks`` chunks."""
    import datetime as dt

    from kbgate.models import Chunk, ManifestRecord
    from kbgate.policy import Policy

    rng = random.Random(seed)
    policy = Policy(name="bench", tenants=[{"id": t} for t in TENANTS], classification_levels=LEVELS,
                    roles={r: {"clearance": c} for r, c in ROLES.items()})
    vocab = [f"w{i:05d}" for i in range(20000)]
    records, chunks = [], []
    for d in range(n_chunks // 4):
        level = rng.choice(LEVELS)
        narrowed = rng.random() < 0.1 and level != "restricted"
        rec = ManifestRecord(doc_id=f"doc{d}", version="v1", path=f"d{d}.md", source="bench",
                             tenant_id=rng.choice(TENANTS), classification=level,
                             allowed_roles=["officer"] if narrowed else None,
                             effective_from=dt.date(2026, 1, 1), title=f"Document {d} {rng.choice(vocab)}")
        records.append(rec)
        roles = policy.effective_roles(rec.classification, rec.allowed_roles)
        for n in range(4):
            text = " ".join(rng.choice(vocab) for _ in range(60)) + f" code D{d}-{n} costs {d % 97} USD"
            chunks.append(Chunk(chunk_id=f"{rec.key}#{n}", doc_id=rec.doc_id, version="v1", n=n, text=text,
                                chunk_hash=f"{d}-{n}", char_start=0, char_end=len(text), page=None, section=None,
                                source="bench", tenant_id=rec.tenant_id, classification=level,
                                allowed_roles=roles, effective_from="2026-01-01", expires_at=None, language="en",
                                run_id="bench"))
    return policy, records, chunks


def bench_size(n: int, args, tmp: Path) -> None:
    from access_tests.exhaustive import exhaustive_proof
    from access_tests.judge import Judge
    from access_tests.phrases import distinctive_phrases
    from access_tests.probes import generate_probes
    from access_tests.run import run_probes
    from access_tests.truth import AccessCorpus
    from kbgate.acl import actors
    from kbgate.retrieval.retriever import QdrantRetriever, authorization_filter
    from kbgate.store import build_version, open_store

    print(f"\n== {n:,} chunks, {len(TENANTS)} tenants x {len(ROLES)} roles ==", flush=True)
    policy, records, chunks = synthetic(n)
    store_dir = tmp / f"store{n}"
    store = open_store(store_dir)
    t = time.perf_counter()
    version = build_version(store, "kb", f"bench{n}", chunks)
    print(f"build_version: {time.perf_counter() - t:.1f} s", flush=True)
    corpus = AccessCorpus.build(policy, records, [(c.chunk_id, c.doc_id, c.version, c.text) for c in chunks])
    t = time.perf_counter()
    phrases = distinctive_phrases(corpus.texts, {r.key: r.title for r in records})
    judge = Judge(corpus, phrases)
    print(f"phrases + judge set-up: {time.perf_counter() - t:.1f} s", flush=True)

    bench_answers(judge, corpus, phrases, records, args.answers)

    t = time.perf_counter()
    proof = exhaustive_proof(store, version, judge)
    took = time.perf_counter() - t
    print(f"exhaustive proof: {took:.1f} s for {sum(proof.admitted.values()):,} admitted chunk checks over "
          f"{len(proof.admitted)} actors ({len(proof.leaks)} leaks)  [target < 60 s at 100k]", flush=True)

    t = time.perf_counter()
    probes = generate_probes(corpus, phrases=phrases, max_phrases=args.max_phrases, variants=args.variants)
    gen = time.perf_counter() - t
    sample = random.Random(1).sample(probes, min(args.probes, len(probes)))
    print(f"probe generation ({args.max_phrases} phrase(s) per document, forms {', '.join(args.variants)}): "
          f"{len(probes):,} probes in {gen:.1f} s; sending a random {len(sample):,}", flush=True)
    retriever = QdrantRetriever(store, version, policy)
    t = time.perf_counter()
    run = run_probes(retriever, sample, judge, workers=args.workers)
    took = time.perf_counter() - t
    leaks = sum(run.leaking.values())
    print(f"embedded store probes: {len(sample):,} in {took:.1f} s = {len(sample) / took:,.0f} probes/s "
          f"({leaks} leaking)  [target: 50,000 at 100k in < 600 s]", flush=True)
    raw = sample[: min(len(sample), 5000)]
    everyone = actors(policy)
    t = time.perf_counter()
    for i, p in enumerate(raw):
        store.query(version, p.query, filter=authorization_filter(everyone[i % len(everyone)], policy), limit=50)
    raw_rate = len(raw) / (time.perf_counter() - t)
    print(f"raw filtered store.query, one thread: {raw_rate:,.0f} queries/s; probe rate / raw rate = "
          f"{(len(sample) / took) / raw_rate:.2f}", flush=True)
    store.close()
    if args.http_probes:
        bench_http(store_dir, version, policy, sample[: args.http_probes], judge, tmp)


def bench_answers(judge, corpus, phrases, records, n: int) -> None:
    """Answer judging per probe: today's rule (the target's marks) against every document's (the index)."""
    from access_tests.evidence import padded, words
    from access_tests.phrases import codes
    from access_tests.probes import generate_probes
    from kbgate.audit import normalise_query

    t = time.perf_counter()
    index = judge.text_index
    print(f"answer index: {index.marks:,} marks, {index.windows:,} fingerprint windows, built in "
          f"{time.perf_counter() - t:.1f} s", flush=True)
    rng = random.Random(3)
    pool = generate_probes(corpus, phrases=phrases, max_phrases=1, variants=("plain",))
    probes = rng.sample(pool, min(n, len(pool)))
    n = len(probes)
    by_doc: dict[str, list[str]] = {}
    for _, doc_id, version, text in corpus.chunks:
        by_doc.setdefault(f"{doc_id}@{version}", []).append(text)
    readable = {a: [k for k, d in judge.truth.docs.items() if not judge.truth.leak_kind(a, d.doc_id, d.version)]
                for a in {p.actor for p in probes}}
    sets = {  # a sentence of a random chunk and a random title (mostly forbidden), or both from a readable document
        "random documents": [rng.choice(corpus.chunks)[3][:200] + " See also: " + str(rng.choice(records).title)
                             for _ in probes],
        "readable documents": [f"{rng.choice(by_doc[k])[:200]} See also: {judge.truth.docs[k].title}"
                               for k in (rng.choice(readable[p.actor]) for p in probes)],
    }
    marks = {key: list(dict.fromkeys(normalise_query(m) for m in [doc.title or "", *(
        p for p in phrases.get(key, []) if codes(p) != [p])] if len(normalise_query(m)) >= 4))
        for key, doc in judge.truth.docs.items()}  # today's marks, as the judge kept them

    def today(probe, answer) -> int:
        said, asked = normalise_query(answer), normalise_query(probe.query)
        keys = [probe.target] if probe.target and judge.leak_kind(probe.actor, probe.target) else []
        return sum(any(m in said and m not in asked for m in marks.get(k, [])) for k in keys)

    for name, answers in sets.items():
        t = time.perf_counter()
        old_hits = sum(today(p, a) for p, a in zip(probes, answers, strict=True))
        old = (time.perf_counter() - t) / n
        t = time.perf_counter()
        new_hits = sum(len(judge.text_leaks(p, "answer", a, padded(words(p.query))))
                       for p, a in zip(probes, answers, strict=True))
        new = (time.perf_counter() - t) / n
        print(f"answer judging per probe, {n:,} answers quoting {name}: today's rule {old * 1e6:,.0f} us "
              f"({old_hits} leaks), every document {new * 1e6:,.0f} us ({new_hits} leaks); ratio {new / old:.1f}x",
              flush=True)


def bench_http(store_dir: Path, version: str, policy, probes, judge, tmp: Path) -> None:
    import yaml

    from access_tests.run import run_probes
    from kbgate.targets.http import HttpRetriever

    policy_file = tmp / "bench-policy.yaml"
    policy_file.write_text(yaml.safe_dump(policy.model_dump(mode="json")), encoding="utf-8")
    server = subprocess.Popen([str(Path(sys.executable).parent / "kbgate"), "serve", "--store", str(store_dir),
                               "--index", version, "--policy", str(policy_file), "--port", "0", "--no-audit"],
                              stderr=subprocess.PIPE, text=True)
    try:
        url = re.search(r"http://[0-9.]+:[0-9]+", server.stderr.readline()).group()
        t = time.perf_counter()
        run = run_probes(HttpRetriever(url, timeout=30, retries=2, max_concurrency=8), probes, judge, workers=8)
        took = time.perf_counter() - t
        print(f"kbgate serve over HTTP, concurrency 8: {len(probes):,} probes in {took:.1f} s = "
              f"{len(probes) / took:,.0f} probes/s ({sum(run.inconclusive.values())} inconclusive)", flush=True)
    finally:
        server.terminate()
        server.wait(10)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[10000, 100000], help="chunk counts")
    ap.add_argument("--probes", type=int, default=50000, help="probes sent to the embedded store per size")
    ap.add_argument("--http-probes", type=int, default=3000, help="probes sent over HTTP per size (0: skip)")
    ap.add_argument("--answers", type=int, default=2000, help="answers judged per size for the answer-judging figure")
    ap.add_argument("--workers", type=int, default=2, help="probe threads against the embedded store")
    ap.add_argument("--max-phrases", type=int, default=1,
                    help="phrases per document for the probe set sampled from (the full set at 100k chunks holds "
                         "about 16M probes; the cost of one probe does not depend on it)")
    ap.add_argument("--variants", nargs="+", default=["plain", "identity_json", "fullwidth"],
                    help="probe forms in the set sampled from")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="kbgate-access-bench-") as tmp:
        for n in args.sizes:
            bench_size(n, args, Path(tmp))


if __name__ == "__main__":
    main()
