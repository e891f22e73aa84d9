"""Answer judging on real documents nobody here wrote: false leaks on answers that quote allowed documents,
caught leaks on answers that quote forbidden ones, per source.

Each source's documents are split at random between two tenants (``t0``, ``t1``; classification public);
chunks are 600-character paragraph runs, the title is the file's first non-empty line (as a manifest
exporter would take it). For every sampled chunk, one answer quotes a sentence of it (about 200 characters)
and is judged as an actor of each tenant: as the owning tenant's actor any leak is false (precision), as
the other tenant's actor the quote should be caught (recall). Figures, not asserts:

    .venv/bin/python bench/answer_precision.py --answers 1000

Sources: the READMEs and changelogs under /usr/share/doc (Debian packages), and the README/METADATA
texts of the installed PyPI packages (site-packages/*.dist-info/METADATA). Neither is used by any test or
fixture, and neither is in ../shared/notes/real-documents.md's reserved list.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def debian_docs(limit: int) -> list[tuple[str, str]]:
    out = []
    for path in sorted(Path("/usr/share/doc").glob("*/*")):
        name = path.name.lower()
        if not (name.startswith(("readme", "changelog", "news")) and path.is_file()):
            continue
        try:
            raw = gzip.decompress(path.read_bytes()) if name.endswith(".gz") else path.read_bytes()
            out.append((f"debian/{path.parent.name}/{path.name}", raw.decode("utf-8")))
        except (OSError, UnicodeDecodeError, EOFError):
            continue
    return out[:limit]


def pypi_docs(limit: int) -> list[tuple[str, str]]:
    site = next(Path(sys.prefix).glob("lib/python*/site-packages"))
    out = []
    for meta in sorted(site.glob("*.dist-info/METADATA")):
        text = meta.read_text(encoding="utf-8", errors="replace")
        body = text.split("\n\n", 1)[1] if "\n\n" in text else ""
        if len(body) > 800:
            out.append((f"pypi/{meta.parent.name}", body))
    return out[:limit]


def corpus_of(docs: list[tuple[str, str]], rng: random.Random):
    from access_tests.truth import AccessCorpus
    from kbgate.models import ManifestRecord
    from kbgate.policy import Policy

    policy = Policy(name="real", tenants=[{"id": "t0"}, {"id": "t1"}], classification_levels=["public"],
                    roles={"reader": {"clearance": "public"}})
    records, chunks = [], []
    for i, (name, text) in enumerate(docs):
        title = next((line.strip(" #=*-") for line in text.splitlines() if line.strip(" #=*-")), name)[:120]
        rec = ManifestRecord(doc_id=f"d{i}", version="v1", path=f"{i}.txt", source="real",
                             tenant_id=rng.choice(["t0", "t1"]), classification="public",
                             effective_from=dt.date(2026, 1, 1), title=title)
        records.append(rec)
        paras, buf = [], ""
        for para in re.split(r"\n\s*\n", text):
            buf = f"{buf}\n\n{para}" if buf else para
            if len(buf) >= 600:
                paras.append(buf)
                buf = ""
        paras += [buf] if buf.strip() else []
        chunks += [(f"d{i}@v1#{n}", f"d{i}", "v1", p) for n, p in enumerate(paras[:40])]
    return policy, records, AccessCorpus.build(policy, records, chunks, as_of=dt.date(2026, 6, 1))


def sentence(text: str, rng: random.Random) -> str:
    flat = " ".join(text.split())
    start = rng.randrange(max(1, len(flat) - 200))
    return flat[start:start + 200]


def run(source: str, docs, n: int, seed: int) -> None:
    from access_tests.evidence import padded, words
    from access_tests.judge import Judge
    from access_tests.phrases import distinctive_phrases
    from access_tests.probes import Probe
    from kbgate.retrieval.retriever import Actor

    rng = random.Random(seed)
    policy, records, corpus = corpus_of(docs, rng)
    t = time.perf_counter()
    judge = Judge(corpus, distinctive_phrases(corpus.texts, {k: d.title for k, d in corpus.truth.docs.items()}))
    index = judge.text_index
    built = time.perf_counter() - t
    tenant = {r.doc_id: r.tenant_id for r in records}
    sample = rng.sample(corpus.chunks, min(n, len(corpus.chunks)))
    false_leaks = caught = judged_own = judged_other = 0
    kinds: dict[str, int] = {}
    for _, doc_id, _, text in sample:
        answer = sentence(text, rng)
        query = " ".join(answer.split()[:3])
        for who in ("t0", "t1"):
            probe = Probe("eval", "plain", query, Actor(who, "reader"))
            leaks = judge.text_leaks(probe, "answer", answer, padded(words(query)))
            if who == tenant[doc_id]:
                judged_own += 1
                false_leaks += bool(leaks)
                for leak in leaks:
                    kinds[leak.doc] = kinds.get(leak.doc, 0) + 1
            else:
                judged_other += 1
                caught += any(leak.doc == f"{doc_id}@v1" for leak in leaks)
    print(f"{source}: {len(records)} documents, {len(corpus.chunks)} chunks; index (titles, distinctive phrases) {index.marks:,} marks, "
          f"{index.windows:,} windows, {built:.1f} s")
    print(f"  answers quoting an allowed document: {false_leaks} of {judged_own} flagged "
          f"({false_leaks / max(1, judged_own):.1%} false leaks)")
    print(f"  answers quoting a forbidden document: {caught} of {judged_other} caught "
          f"({caught / max(1, judged_other):.1%} recall)")
    if kinds:
        worst = sorted(kinds.items(), key=lambda kv: -kv[1])[:5]
        print("  most often wrongly named: " + ", ".join(
            f"{k} ({corpus.truth.docs[k].title!r}: {v})" for k, v in worst))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--answers", type=int, default=1000, help="answers sampled per source")
    ap.add_argument("--docs", type=int, default=400, help="documents per source")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    for source, docs in (("debian /usr/share/doc", debian_docs(args.docs)), ("pypi METADATA", pypi_docs(args.docs))):
        if len(docs) < 20:
            print(f"{source}: only {len(docs)} documents found: cannot judge")
            continue
        run(source, docs, args.answers, args.seed)


if __name__ == "__main__":
    main()
