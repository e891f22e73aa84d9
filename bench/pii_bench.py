"""Throughput of the ``pii`` scanner (and the ``pii``/``injection`` checks) on ~800-char mixed zh/en texts.

Usage: ``python bench/pii_bench.py [N] [--workers W] [--nlp no_op|spacy_blank] [--old COMMIT]``.
Prints texts/s, MB/s and how many planted PII values were found. Figures, not asserts.

``--old COMMIT`` loads ``ingest_checks/pii.py`` and ``presidio_setup.py`` as they were at
``COMMIT`` (``git show``) into a temporary package and times both ``scan_text`` functions on
the same texts, interleaved (old, new, old, new), printing the new/old throughput ratio.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # tests/factories.py

ZH = "用户可在售后服务页面提交退货申请，质量问题在七天内可以免费退换，请保留购买凭证和发票。客服将在两个工作日内联系您。"
EN = "Customers may return a product within thirty days. Keep the receipt; refunds go back to the original payment method. "


def _resident_id(rng: random.Random) -> str:
    from ingest_checks.cn_ids import resident_id_check_char

    body = f"110105{rng.randint(1960, 2004)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 999):03d}"
    return body + resident_id_check_char(body)


def make_texts(n: int, seed: int = 7) -> tuple[list[str], int]:
    """``n`` texts of about 800 chars, mixed zh/en, 1 in 100 with a planted PII value."""
    rng = random.Random(seed)
    texts, planted = [], 0
    for i in range(n):
        parts = []
        while sum(map(len, parts)) < 800:
            parts.append(rng.choice([ZH, EN]) + f" 版本 {rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(0, 20)} "
                         f"订单{rng.randint(10**9, 10**10)} ")
        text = "".join(parts)[:800]
        if i % 100 == 0:
            pii = rng.choice([f"手机1{rng.choice('3456789')}{rng.randint(10**8, 10**9 - 1)}", f"身份证{_resident_id(rng)}",
                              "卡号4111111111111111。", "邮箱zhang@example.cn"])
            text = text[:400] + f" {pii} " + text[402 + len(pii):]
            planted += 1
        texts.append(text)
    return texts, planted


def _scan_all(texts: list[str]) -> int:
    from ingest_checks.pii import scan_text

    return sum(1 for t in texts if scan_text(t, language="zh"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int, nargs="?", default=4000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--nlp", default="no_op", choices=["no_op", "spacy_blank"])
    ap.add_argument("--old", metavar="COMMIT", help="also time the pii scanner of this git commit, side by side")
    args = ap.parse_args()
    os.environ["KBGATE_PII_NLP_ENGINE"] = args.nlp
    texts, planted = make_texts(args.n)
    if args.old:
        compare_with_old(texts, args.old)
        return
    from ingest_checks.presidio_setup import get_analyzer

    get_analyzer()
    _scan_all(texts[:50])  # warm up
    start = time.perf_counter()
    if args.workers == 1:
        found = _scan_all(texts)
    else:
        size = len(texts) // args.workers + 1
        with ProcessPoolExecutor(args.workers, initializer=_scan_all, initargs=(texts[:20],)) as pool:
            found = sum(pool.map(_scan_all, [texts[i:i + size] for i in range(0, len(texts), size)]))
    secs = time.perf_counter() - start
    mb = sum(len(t.encode()) for t in texts) / 1e6
    print(f"nlp={args.nlp} workers={args.workers} texts={len(texts)} avg_chars={sum(map(len, texts)) // len(texts)}")
    print(f"scan_text: {len(texts) / secs:,.0f} texts/s  {mb / secs:.2f} MB/s  texts with PII {found} (planted {planted})")
    if args.workers == 1:
        _time_checks(texts)


def load_old_scanner(commit: str):
    """``scan_text`` of ``commit``'s ``ingest_checks/pii.py`` (and its presidio_setup), as a temp package."""
    import importlib
    import subprocess
    import tempfile

    root = Path(__file__).resolve().parent.parent
    pkg = Path(tempfile.mkdtemp(prefix="kbgate-old-pii-")) / "ingest_checks_old"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name in ("pii.py", "presidio_setup.py"):
        src = subprocess.run(["git", "show", f"{commit}:ingest_checks/{name}"], cwd=root, check=True,
                             capture_output=True, text=True).stdout
        src = src.replace("ingest_checks.presidio_setup", "ingest_checks_old.presidio_setup")
        src = src.replace('@register(\n    "pii",', '@register(\n    "pii_old",')
        (pkg / name).write_text(src)
    sys.path.insert(0, str(pkg.parent))
    return importlib.import_module("ingest_checks_old.pii").scan_text


def compare_with_old(texts: list[str], commit: str, rounds: int = 3) -> None:
    """Time old and new ``scan_text`` on the same texts, interleaved, and print both and their ratio.

    Each side keeps its smallest CPU time (``time.process_time``) over ``rounds``: on a shared machine
    wall time swings with other jobs' load, CPU time of one process much less."""
    from ingest_checks.pii import scan_text as new_scan

    old_scan = load_old_scanner(commit)
    scanners = {"old": old_scan, "new": new_scan}
    for scan in scanners.values():
        for t in texts[:50]:
            scan(t, language="zh")
    secs = {"old": float("inf"), "new": float("inf")}
    found = {}
    for _ in range(rounds):
        for name, scan in scanners.items():
            start = time.process_time()
            found[name] = sum(1 for t in texts if scan(t, language="zh"))
            secs[name] = min(secs[name], time.process_time() - start)
    rate = {name: len(texts) / s for name, s in secs.items()}
    print(f"texts={len(texts)}, {rounds} interleaved rounds, CPU time, best round; "
          f"avg_chars={sum(map(len, texts)) // len(texts)}")
    for name in scanners:
        print(f"scan_text {name} ({commit if name == 'old' else 'working tree'}): {rate[name]:,.0f} texts/s, "
              f"texts with PII {found[name]}")
    print(f"new/old throughput ratio: {rate['new'] / rate['old']:.2f} (target >= 0.5)")


def _time_checks(texts: list[str]) -> None:
    """Time the registered check functions on one-chunk documents built from ``texts``."""
    import datetime as dt

    from factories import make_chunk

    from ingest_checks.injection import check_injection
    from ingest_checks.pii import check_pii
    from ingest_checks.registry import RunContext
    from kbgate.models import Document, ManifestRecord

    record = ManifestRecord(doc_id="bench", version="1", path="bench.md", source="bench", tenant_id="t",
                            classification="internal", effective_from=dt.date(2024, 1, 1))
    docs = []
    for i, text in enumerate(texts):
        chunk = make_chunk(doc_id="bench", version="1", n=i, text=text, chunk_hash="", source="bench", tenant_id="t",
                           allowed_roles=[], language="zh", run_id="bench")
        docs.append(Document(record=record, text=text, language="zh", chunks=[chunk]))
    ctx = RunContext(policy=None, as_of=dt.date(2024, 6, 1), run_id="bench")
    for check in (check_pii, check_injection):
        params = check.configure({})
        start = time.perf_counter()
        n = sum(len(check.run(doc, params, ctx).findings) for doc in docs)
        secs = time.perf_counter() - start
        print(f"check {check.id}: {len(docs) / secs:,.0f} docs/s ({n} findings)")


if __name__ == "__main__":
    main()
