"""Span-level evaluation of the ``pii`` scanner on a generated, labelled zh/en benchmark.

Usage: ``python bench/pii_eval.py [--n 2400] [--seed 11]``.

Like ``presidio-evaluator``: sentence templates whose slots Faker fills (``en_US`` and
``zh_CN``), so every PII span is known; CJK-adjacent forms (no space between 手机 and the
number) and full-width forms are among them. Prints per entity precision, recall and F2, the
confusion between types, and the findings on the near-miss set (:func:`near_misses`, >= 200
non-personal identifier-like strings, must be 0). Figures, not asserts (a test pins the
near-miss set and the scorer).

The benchmark, the near-miss set and the span scorer (IoU >= 0.5, same type) are in
tests/pii_benchmark.py, which the tests pin.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # tests/pii_benchmark.py

from pii_benchmark import build_benchmark, f2, near_misses, score  # noqa: E402

STRUCTURED = ("EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "CN_RESIDENT_ID", "CN_MOBILE", "PHONE_NUMBER",
              "CN_PASSPORT", "US_SSN", "US_ITIN", "US_PASSPORT", "UK_NHS")
CONTEXTUAL = ("PERSON", "DATE_OF_BIRTH", "ADDRESS")


# --- run --------------------------------------------------------------------------------------

def evaluate(bench, scan) -> tuple[Counter, Counter, Counter, Counter]:
    totals = [Counter(), Counter(), Counter(), Counter()]
    for text, gold, lang in bench:
        pred = [(s.entity, s.start, s.end) for s in scan(text, lang)]
        for total, part in zip(totals, score(gold, pred), strict=True):
            total.update(part)
    return tuple(totals)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=2400)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args(argv)
    from ingest_checks.pii import PII_ENTITIES, scan_text

    bench = build_benchmark(args.n, args.seed)
    def scan(text, lang):
        return scan_text(text, PII_ENTITIES, language=lang)
    tp, n_pred, n_gold, confusion = evaluate(bench, scan)
    print(f"benchmark: {len(bench)} sentences (en_US + zh_CN Faker), {sum(n_gold.values())} gold spans")
    print(f"{'entity':<16}{'gold':>6}{'pred':>6}{'tp':>6}{'P':>7}{'R':>7}{'F2':>7}  target")
    for ent in sorted(set(n_gold) | set(n_pred)):
        p = tp[ent] / n_pred[ent] if n_pred[ent] else 0.0
        r = tp[ent] / n_gold[ent] if n_gold[ent] else 0.0
        target = "R>=0.95" if ent in STRUCTURED else "R>=0.85" if ent in CONTEXTUAL else ""
        print(f"{ent:<16}{n_gold[ent]:>6}{n_pred[ent]:>6}{tp[ent]:>6}{p:>7.3f}{r:>7.3f}{f2(p, r):>7.3f}  {target}, P>=0.95")
    print("confusion (gold -> predicted, O = nothing):")
    for (g, p), n in sorted(confusion.items(), key=lambda kv: -kv[1]):
        print(f"  {g:<16} -> {p:<16} {n}")
    misses = near_misses()
    flagged = defaultdict(list)
    for text in misses:
        for s in scan_text(text, PII_ENTITIES, language="zh"):
            flagged[s.entity].append(text[s.start:s.end])
    print(f"near misses: {len(misses)} strings, {sum(map(len, flagged.values()))} findings (target 0)")
    for ent, values in flagged.items():
        print(f"  {ent}: {len(values)} e.g. {values[:3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
