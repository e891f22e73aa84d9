"""Claim verdicts on real document sentences: recall on changed values, precision on near misses.

Every sentence of the corpus's accepted documents that states a number with a unit or a date
becomes an answer citing its own chunk (the document's other chunks are the retrieved context):

* **changed**: the first value's digits changed (doubled; a date's day + 1): must not be SUPPORTED;
* **restated**: one value written in other units or another format (2027年3月31日 -> March 31, 2027,
  14天 -> 2周, 90 minutes -> 1.5 hours, 80% -> 百分之80 ...): must be SUPPORTED;
* **as written**: the sentence itself: must be SUPPORTED;
* **other documents**: the sentence checked, uncited, against the other documents of its tenant
  (prints how many come out CONTRADICTED: subject-less sentences such as "a full charge takes
  about 2 hours" against another product's manual);

and the throughput of :func:`version_gate.claims.verify_answer` (claims per second).

Example:
    python bench/claims_eval.py                                  # fixtures/corpus, policies/acme.yaml
    python bench/claims_eval.py --corpus my/corpus --policy my.yaml --states ''
    python bench/claims_eval.py --real --max-docs 400           # real documents (bench/real_corpus.py builds them)
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

MONTHS = "January February March April May June July August September October November December".split()
CJK = re.compile(r"[\u4e00-\u9fff]")


def restated(f) -> str | None:
    """The fact written in other units or another format, or None."""
    zh = bool(CJK.search(f.text))
    if f.kind == "date" and f.value[0]:
        y, m, d = f.value
        return f"{MONTHS[m - 1]} {d}, {y}" if zh else f"{y}年{m}月{d}日"
    if f.kind != "quantity" or f.value is None:
        return None
    v = f.value
    if f.dim == "duration":
        if v < 2 and abs(v * 1440 - round(v * 1440)) < 1e-6:
            return f"{round(v * 1440)}{'分钟' if zh else ' minutes'}"
        if v >= 7 and v % 7 == 0:
            return f"{int(v // 7)}{'周' if zh else ' weeks'}"
        months = round(v / (365 / 12))
        if months and abs(v - months * 365 / 12) < 1e-6:
            return f"{months * 30}{'天' if zh else ' days'}" if months < 12 else f"{months}{'个月' if zh else ' months'}"
    if f.dim == "percent":
        return f"百分之{v:g}" if zh else f"{v:g} percent"
    if f.dim == "money:CNY":
        return f"{v:,.0f} yuan"
    if f.dim == "money:USD":
        return f"{v:g} USD"
    return None


def changed(sentence: str, f) -> str | None:
    m = re.search(r"\d+", sentence[f.span[0]:f.span[1]])
    if not m:
        return None
    a, b = f.span[0] + m.start(), f.span[0] + m.end()
    n = int(m.group())
    return sentence[:a] + str(n + 1 if f.kind == "date" else (2 * n or 1)) + sentence[b:]


def _sample(corpus: Path, n: int | None, tmp: Path) -> Path:
    """``corpus`` itself, or a copy of ``n`` of its documents picked with a fixed seed."""
    lines = [ln for ln in (corpus / "manifest.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
    if n is None or len(lines) <= n:
        return corpus
    keep = sorted(random.Random(0).sample(lines, n))
    for ln in keep:
        rel = json.loads(ln)["path"]
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpus / rel, tmp / rel)
    (tmp / "manifest.jsonl").write_text("\n".join(keep) + "\n", encoding="utf-8")
    return tmp


def worst(verdicts) -> str:
    return next((v.verdict for v in verdicts if v.verdict != "SUPPORTED"), "SUPPORTED")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default=str(ROOT / "fixtures" / "corpus"))
    ap.add_argument("--policy", default=str(ROOT / "policies" / "acme.yaml"))
    ap.add_argument("--states", default=str(ROOT / "fixtures" / "expected_states.yaml"),
                    help="expected states YAML (documents not 'accepted' are skipped); '' to use every document")
    ap.add_argument("--real", action="store_true",
                    help="the real-document corpus of bench/real_corpus.py (.kbgate/real_corpus) and its policy")
    ap.add_argument("--max-docs", type=int, default=None, help="at most this many documents (seeded sample)")
    ap.add_argument("--no-cross", action="store_true", help="skip the 'other documents' check (quadratic)")
    args = ap.parse_args(argv)

    import yaml

    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.retrieval.retriever import RetrievedChunk
    from version_gate.claims import _sentences, facts, verify_answer

    if args.real:
        sys.path.insert(0, str(ROOT / "bench"))
        from real_corpus import POLICY

        from kbgate.policy import validate_policy

        policy, args.corpus, args.states = validate_policy(POLICY), str(ROOT / ".kbgate" / "real_corpus"), ""
        if not Path(args.corpus, "manifest.jsonl").is_file():
            print(f"no real corpus in {args.corpus}: run bench/real_corpus.py first", file=sys.stderr)
            return 2
    else:
        policy = load_policy(args.policy)
    states = yaml.safe_load(Path(args.states).read_text(encoding="utf-8")) if args.states else None
    with tempfile.TemporaryDirectory() as tmp:
        docs = [d for d in load_corpus(_sample(Path(args.corpus), args.max_docs, Path(tmp)), policy).documents
                if d.chunks and (states is None or str(states.get(d.key, "")).startswith("accepted"))]
    counts: dict[str, collections.Counter] = {k: collections.Counter() for k in
                                              ("changed", "restated", "as written", "other documents")}
    misses: list[str] = []
    n_claims, seconds = 0, 0.0
    for d in docs:
        chunks = [RetrievedChunk(c.chunk_id, c.doc_id, c.version, c.text, 1.0) for c in d.chunks]
        others = [] if args.no_cross else [
            RetrievedChunk(c.chunk_id, c.doc_id, c.version, c.text, 1.0) for o in docs
            if o.key != d.key and o.record.tenant_id == d.record.tenant_id for c in o.chunks]
        for c in chunks:
            for sentence in _sentences(c.text):
                values = [f for f in facts(sentence) if f.kind in ("quantity", "date") and f.dim != "number"]
                if not values:
                    continue
                started = time.perf_counter()
                as_written = verify_answer(sentence, [c.chunk_id], chunks)
                seconds += time.perf_counter() - started
                n_claims += len(as_written)
                counts["as written"][worst(as_written)] += 1
                misses += [f"  as written {v.claim[:60]!r}: {v.verdict} ({v.reason[:80]})" for v in as_written
                           if v.verdict != "SUPPORTED"]
                if not args.no_cross:
                    counts["other documents"][worst(verify_answer(sentence, [], others))] += 1
                if (text := changed(sentence, values[0])) is not None:
                    counts["changed"][worst(verify_answer(text, [c.chunk_id], chunks))] += 1
                for f in values:
                    if (r := restated(f)) and r != f.text:
                        text = sentence[:f.span[0]] + r + sentence[f.span[1]:]
                        verdict = worst(verify_answer(text, [c.chunk_id], chunks))
                        counts["restated"][verdict] += 1
                        if verdict != "SUPPORTED":
                            misses.append(f"  restated {f.text} -> {r}: {verdict}")
    print(f"corpus {args.corpus}: {len(docs)} documents")
    for name, cnt in counts.items():
        total = sum(cnt.values())
        print(f"{name:16s} {total:5d} sentences  " + "  ".join(f"{k} {v}" for k, v in sorted(cnt.items())))
    ch, rs = counts["changed"], counts["restated"]
    print(f"changed values caught (not SUPPORTED): {1 - ch['SUPPORTED'] / max(1, sum(ch.values())):.3f}")
    print(f"restated values kept SUPPORTED:        {rs['SUPPORTED'] / max(1, sum(rs.values())):.3f}")
    print(f"throughput: {n_claims / max(seconds, 1e-9):.0f} claims/s ({n_claims} claims as written)")
    print("\n".join(misses[:20]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
