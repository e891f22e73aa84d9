"""Precision on real documents: assemble >= 1,000 documents nobody here wrote, run every check, print per code.

Usage::

    .venv/bin/python bench/real_corpus.py                      # assemble (if needed) + ingest + table
    .venv/bin/python bench/real_corpus.py --samples 5          # also print 5 masked findings per code
    .venv/bin/python bench/real_corpus.py --no-install         # do not apt-get install the Debian doc packages (root)
    .venv/bin/python bench/real_corpus.py --only injection,pii --n 1500 --out /tmp/realcorpus
    .venv/bin/python bench/real_corpus.py --reuse --load-only  # load + chunk speed per format, no checks
    .venv/bin/python bench/real_corpus.py --reuse --load-only --code-root /tmp/old  # the same with old code

Sources (all installed on the machine, none written by this project):

- Debian ``python3.11-doc``: the Python documentation as HTML pages (not its reST sources: the same
  pages twice would be true near-duplicates, not a finding worth measuring);
- Debian ``debian-reference-zh-cn``, ``debian-faq-zh-cn``, ``debian-edu-doc-zh-cn``: Simplified Chinese
  HTML, text and PDF (``gimp-help-zh-cn`` is reserved for independent evaluation and not read);
- the widened bench (issue 30): 20 more documentation sets of Debian packages (``DEBIAN_PACKAGES``: the Debian
  handbook in Chinese, English and 7 more languages, manpages-zh, the Apache, Django, CMake, Flask, Bash,
  aptitude, Debian Policy and developers' manuals, harden-doc, debian-history, OpenCC's Doxygen pages);
- ``/usr/share/doc``: READMEs, NEWS, Markdown and text files, PDF manuals (``.gz`` files are unpacked);
- ``.venv`` site-packages: package READMEs and Markdown docs, and the packages' ``METADATA`` descriptions
  (not kbgate's own: this project wrote it).

Missing Debian packages are installed with apt-get when the bench runs as root (``--no-install``: only name them).
Each source contributes up to its quota (see ``sources()``); all PDFs found are taken, picked with a fixed seed, so the corpus is the
same on the same machine. The corpus is one tenant (``docs``) under a plain policy
(``public``/``internal``, no source restrictions); every document is labelled ``public`` or ``internal``
by a hash of its path.

The table printed has one row per finding code: findings, documents that carry the code, documents
quarantined with it (their state is ``quarantined`` and this code's action is ``quarantine`` or ``block``)
and that share of the corpus. ``--samples N`` prints N findings of each code (masked evidence, as in the
report) so a reader can classify each family as true or false positive.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if "--code-root" in sys.argv:  # time another checkout's code (e.g. ``git worktree add /tmp/old COMMIT``)
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--code-root") + 1]).resolve()))

#: the documentation sets read, by Debian package (none written by this project; none of the sets reserved for
#: independent evaluation in ``shared/notes/real-documents.md``)
DEBIAN_PACKAGES = ("python3.11-doc", "debian-reference-zh-cn", "debian-faq-zh-cn", "debian-edu-doc-zh-cn",
                   # the widened bench: help systems, manuals and references, in Chinese and other languages
                   "debian-reference-zh-tw", "debian-edu-doc-legacy-zh-cn", "manpages-zh", "libopencc-doc",
                   "debian-handbook", "developers-reference", "debian-policy", "harden-doc", "apache2-doc",
                   "python-django-doc", "cmake-doc", "python-flask-doc", "bash-doc", "debian-history",
                   "aptitude-doc-en", "man-db", "groff-base")
SUFFIXES = {".html": ".html", ".htm": ".html", ".md": ".md", ".markdown": ".md", ".txt": ".txt",
            ".rst": ".txt", ".pdf": ".pdf", "": ".txt"}
#: larger files are skipped
MAX_BYTES = 6_000_000

POLICY = {
    "name": "real-corpus-plain",
    "tenants": [{"id": "docs", "language": "en"}],
    "classification_levels": ["public", "internal"],
    "roles": {"reader": {"clearance": "public"}, "employee": {"clearance": "internal"}},
    "sources": [{"name": "real-docs", "path_glob": "*"}],
    "chunking": {"max_chars": 600, "overlap_chars": 60, "min_chars": 20},
    "embedding": {"kind": "bm25"},
    "checks": {"pii": {"code_actions": {"PII_EMAIL_ADDRESS": "redact"}}, "schema": {"languages": ["en", "zh"]}},
    # the largest real PDFs take over a minute to load on a loaded 2-core machine: measure the checks, not the clock
    "limits": {"parse_seconds": 900},
    "gates": {"recall_at_5": {"warn": 0.85, "block": 0.75, "target": 0.9}},
}


def _site_packages() -> Path:
    return next((ROOT / ".venv" / "lib").glob("python3*/site-packages"), ROOT / ".venv")


#: ``(family, root, glob patterns, quota, language)``: one documentation set each, read from ``root``; a family's
#: files keep their paths under ``root`` in the corpus (``docs/FAMILY/...``), so site chrome is learned per manual
DOC_SETS = [
    ("python-doc-html", "/usr/share/doc/python3.11/html", ["**/*.html"], 480, "en"),
    ("debian-reference-zh-cn", "/usr/share/debian-reference", ["*.zh-cn.*"], 60, "zh"),
    ("debian-faq-zh-cn", "/usr/share/doc/debian-faq-zh-cn", ["**/*"], 60, "zh"),
    ("debian-edu-zh-cn", "/usr/share/doc/debian-edu-doc-zh-cn", ["*"], 60, "zh"),
    # the widened bench (issue 30): ten more sets and more, 3,000+ documents
    ("debian-handbook-zh-cn", "/usr/share/doc/debian-handbook/html/zh-CN", ["*.html"], 140, "zh"),
    ("debian-handbook-zh-tw", "/usr/share/doc/debian-handbook/html/zh-TW", ["*.html"], 140, "zh"),
    ("debian-reference-zh-tw", "/usr/share/debian-reference", ["*.zh-tw.*"], 60, "zh"),
    ("apache-manual-zh-cn", "/usr/share/doc/apache2-doc/manual/zh-cn", ["**/*.html"], 250, "zh"),
    ("harden-doc-zh-cn", "/usr/share/doc/harden-doc/html/zh-CN", ["*.html"], 120, "zh"),
    ("debian-edu-legacy-zh-cn", "/usr/share/doc/debian-edu-doc-legacy-zh-cn", ["*"], 20, "zh"),
    ("manpages-zh", "/usr/share/man/zh_CN", ["man*/*.gz"], 300, "zh"),
    ("debian-handbook-en", "/usr/share/doc/debian-handbook/html/en-US", ["*.html"], 140, "en"),
    ("debian-handbook-intl", "/usr/share/doc/debian-handbook/html",
     [f"{lang}/*.html" for lang in ("tr-TR", "ar-MA", "fa-IR", "vi-VN", "id-ID", "pl-PL", "nl-NL")], 350, "intl"),
    ("apache-manual-en", "/usr/share/doc/apache2-doc/manual/en", ["**/*.html"], 250, "en"),
    ("harden-doc-en", "/usr/share/doc/harden-doc/html/en-US", ["*.html"], 120, "en"),
    ("django-doc", "/usr/share/doc/python-django-doc/html", ["**/*.html"], 500, "en"),
    ("cmake-doc", "/usr/share/doc/cmake-data/html", ["**/*.html"], 500, "en"),
    ("flask-doc", "/usr/share/doc/python-flask-doc/html", ["**/*.html"], 80, "en"),
    ("debian-policy", "/usr/share/doc/debian-policy", ["*.html", "*.txt*"], 80, "en"),
    ("developers-reference", "/usr/share/developers-reference", ["*.html", "*.pdf"], 20, "en"),
    ("aptitude-doc", "/usr/share/doc/aptitude/html/en", ["*.html"], 90, "en"),
    ("bash-doc", "/usr/share/doc/bash", ["*.html", "*.pdf", "*.txt*"], 15, "en"),
    ("debian-history", "/usr/share/doc/debian-history", ["**/*.html", "**/*.pdf", "**/*.txt*"], 120, "intl"),
    ("libopencc-doc", "/usr/share/doc/opencc/html", ["*.html"], 185, "en"),
]


def sources() -> list[tuple[str, Path, list[Path], int]]:
    """``(family, root, candidate files, quota)`` per source, candidates sorted."""
    def files(root: Path, pattern: str) -> list[Path]:
        return sorted(p for p in root.glob(pattern) if p.is_file()) if root.exists() else []

    share = Path("/usr/share/doc")
    site = _site_packages()
    readme = re.compile(r"(readme|news|changes|changelog|faq|install|usage|todo|authors|thanks|"
                        r"copyright|\.md$|\.markdown$|\.txt$|\.pdf$|\.html?$)", re.I)
    in_sets = {str(Path(root)) for _, root, _, _, _ in DOC_SETS}
    share_docs = [p for p in files(share, "*/*") + files(share, "*/*/*")
                  if not any(str(p).startswith(r + "/") for r in in_sets) and readme.search(p.name.removesuffix(".gz"))
                  and p.parent.name not in ("debian-handbook", "harden-doc", "apache2-doc", "python-django-doc",
                                            "cmake-data", "python-flask-doc", "debian-history", "opencc")
                  and not p.name.endswith((".db.gz", ".png", ".gif", ".jpg", ".css", ".js"))]
    out = []
    for family, root, patterns, quota, _ in DOC_SETS:
        base = Path(root)
        cands = sorted({p for pattern in patterns for p in files(base, pattern) if _suffix(p) or family == "manpages-zh"})
        out.append((family, base, cands, quota))
    return out + [
        ("usr-share-doc", share, share_docs, 330),
        ("site-packages-md", site, [p for p in files(site, "**/*.md") + files(site, "**/README*") if not _ours(p)], 80),
        ("site-packages-metadata", site, [p for p in files(site, "*.dist-info/METADATA") if not _ours(p)], 150),
    ]


#: documents in the full bench (every family's quota; a family with fewer files gives what it has)
FULL_SIZE = sum(q for *_, q, _ in DOC_SETS) + 330 + 80 + 150


def family_language(family: str) -> str:
    return next((lang for name, _, _, _, lang in DOC_SETS if name == family), "en")


def per_family(report: dict, manifest: Path) -> list[tuple[str, int, Counter]]:
    """``(family, documents, quarantined documents per check id)`` per family of the corpus, in corpus order."""
    family = {}
    for line in manifest.open(encoding="utf-8"):
        rec = json.loads(line)
        family[f"{rec['doc_id']}@{rec['version']}"] = rec["path"].split("/")[1]
    held: dict[str, set] = defaultdict(set)
    state = {d["doc"]: d["state"] for d in report["documents"]}
    for f in report["findings"]:
        key = f"{f['doc_id']}@{f['version']}"
        if f["action"] in ("quarantine", "block") and state.get(key) == "quarantined":
            held[key].add(f["check_id"])
    rows: dict[str, tuple[int, Counter]] = {}
    for key, fam in family.items():
        n, by_check = rows.get(fam, (0, Counter()))
        by_check.update(held.get(key, ()))
        by_check["any"] += key in held
        rows[fam] = (n + 1, by_check)
    return [(fam, n, c) for fam, (n, c) in rows.items()]


def _ours(path: Path | str) -> bool:
    """True for files this project wrote (kbgate's own installed metadata repeats its README)."""
    return bool(re.search(r"(?:^|/)kbgate-\d[^/]*\.(?:dist|egg)-info(?:/|$)", str(path)))


def drop_ours(out: Path) -> int:
    """Remove this project's own documents from an assembled corpus (a corpus built before they were
    excluded); returns how many were removed."""
    manifest = out / "manifest.jsonl"
    lines = manifest.read_text(encoding="utf-8").splitlines(keepends=True)
    keep = [ln for ln in lines if not _ours(json.loads(ln).get("title", ""))]
    if len(keep) != len(lines):
        manifest.write_text("".join(keep), encoding="utf-8")
    return len(lines) - len(keep)


def _suffix(path: Path) -> str:
    name = path.name.removesuffix(".gz")
    return SUFFIXES.get(Path(name).suffix.lower(), "")


def _read(path: Path) -> bytes | None:
    try:
        data = path.read_bytes()
        if path.name.endswith(".gz"):
            data = gzip.decompress(data)
    except (OSError, EOFError, gzip.BadGzipFile):
        return None
    return data if 0 < len(data) <= MAX_BYTES else None


def ensure_packages(packages: tuple[str, ...], install: bool = True) -> list[str]:
    """Install the missing ones of ``packages`` with apt-get when root (``install``); name those still missing."""
    missing = missing_packages(packages)
    if missing and install and os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"installing {len(missing)} Debian documentation package(s): {' '.join(missing)}", flush=True)
        subprocess.run(["apt-get", "update", "-qq"], check=False)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], check=False)
        missing = missing_packages(packages)
    if missing:
        print(f"note: not installed: {', '.join(missing)}; install with "
              f"`apt-get install -y --no-install-recommends {' '.join(missing)}` (as root)")
    return missing


def missing_packages(packages: tuple[str, ...] = DEBIAN_PACKAGES) -> list[str]:
    """The Debian documentation packages that are not installed."""
    out = []
    for name in packages:
        res = subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
        if "install ok installed" not in res.stdout:
            out.append(name)
    return out


def render_man(path: Path) -> bytes | None:
    """A roff manual page rendered to UTF-8 text by ``man`` (what a reader sees), or None."""
    # in a session of its own: on a timeout the whole pipeline goes (killing ``man`` alone left its troff running on
    # a core for 40 minutes, 7 December 2026)
    try:
        proc = subprocess.Popen(["man", "-l", "-E", "UTF-8", str(path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                start_new_session=True,
                                env={"MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    except OSError:
        return None
    try:
        stdout, _ = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None
    text = re.sub(rb".\x08", b"", stdout)  # overstrike bold/underline
    return text if proc.returncode == 0 and text.strip() and len(text) <= MAX_BYTES else None


def corpus_path(family: str, root: Path, path: Path, data: bytes) -> str:
    """Where a file goes in the corpus: ``docs/FAMILY/<its path under root>``, unpacked, with a suffix the
    loaders read (``README`` -> ``README.txt``; package ``METADATA`` -> ``.md`` or ``.txt`` by its content type)."""
    rel = str(path.relative_to(root)).removesuffix(".gz")
    suffix = ".txt" if family == "manpages-zh" else _suffix(path)
    if family == "site-packages-metadata":
        suffix = ".md" if b"text/markdown" in data[:4000] else ".txt"
    if Path(rel).suffix.lower() != suffix:
        rel += suffix
    return f"docs/{family}/{rel}"


def assemble(out: Path, n: int, seed: int) -> Counter:
    """Copy up to ``n`` real documents into ``out`` and write ``out/manifest.jsonl``; returns counts by family.

    Each family gets its share of ``n`` (its quota in proportion); its files are a seeded sample, so the
    corpus is the same on the same machine. A file already taken (the same bytes shipped twice) is skipped."""
    if out.exists():
        shutil.rmtree(out)
    (out / "docs").mkdir(parents=True)
    rng = random.Random(seed)
    plan = sources()
    total_quota = sum(q for _, _, _, q in plan)
    records, seen, by_source = [], set(), Counter()
    for family, root, cands, quota in plan:
        cands = [p for p in cands if _suffix(p) or family == "manpages-zh"]
        rng.shuffle(cands)
        want = max(1, round(quota * n / total_quota))
        for path in cands:
            if by_source[family] >= want:
                break
            data = render_man(path) if family == "manpages-zh" else _read(path)
            if data is None:
                continue
            digest = hashlib.sha256(data).hexdigest()
            if digest in seen:  # the same file shipped twice (python3-doc symlinks, licences)
                continue
            seen.add(digest)
            rel = corpus_path(family, root, path, data)
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            (out / rel).write_bytes(data)
            records.append({
                "doc_id": f"{family}-{by_source[family]:04d}", "version": "v1", "path": rel, "source": "real-docs",
                "tenant_id": "docs", "classification": "public" if int(digest[:2], 16) % 2 == 0 else "internal",
                "effective_from": "2020-01-01", "title": str(path)[-120:],
            })
            by_source[family] += 1
    (out / "manifest.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                                        encoding="utf-8")
    return by_source


def per_code(report: dict) -> list[tuple[str, int, int, int]]:
    """``(code, findings, documents with it, documents quarantined with it)`` per code, most quarantines first."""
    findings = Counter(f["code"] for f in report["findings"])
    docs: dict[str, set] = defaultdict(set)
    held: dict[str, set] = defaultdict(set)
    state = {d["doc"]: d["state"] for d in report["documents"]}
    for f in report["findings"]:
        key = f"{f['doc_id']}@{f['version']}"
        docs[f["code"]].add(key)
        if f["action"] in ("quarantine", "block") and state.get(key) in ("quarantined", "rejected"):
            held[f["code"]].add(key)
    rows = [(code, n, len(docs[code]), len(held[code])) for code, n in findings.items()]
    return sorted(rows, key=lambda r: (-r[3], -r[1], r[0]))


def time_loaders(out: Path) -> None:
    """Load and chunk every document as ``kbgate ingest`` does (with the site chrome pass, where the code
    has one) and print, per format: documents, MB, CPU seconds, docs/s, hidden spans, errors, chrome blocks."""
    import kbgate.corpus.load as load
    from kbgate.corpus.manifest import read_manifest
    from kbgate.policy import validate_policy

    policy = validate_policy(POLICY, "real-corpus policy")
    records = [r for _, r in read_manifest(out).records]
    t0 = time.process_time()
    chrome = load.site_chrome(out, records, policy) if hasattr(load, "site_chrome") else None
    learn = time.process_time() - t0
    rows: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0, 0, 0, 0])
    for rec in records:
        t0 = time.process_time()
        extra = (chrome.for_record(rec),) if chrome is not None else ()
        doc = load.load_document(out, rec, policy, policy.limits, "bench", *extra)
        row = rows[Path(rec.path).suffix]
        row[0] += 1
        row[1] += (out / rec.path).stat().st_size / 1e6
        row[2] += time.process_time() - t0
        row[3] += len(doc.hidden_spans)
        row[4] += doc.load_error is not None
        row[5] += getattr(doc, "chrome_blocks", 0)
    print(f"\n{'format':<8}{'docs':>6}{'MB':>8}{'CPU s':>9}{'docs/s':>9}{'MB/s':>7}{'hidden':>8}{'errors':>7}{'chrome':>8}")
    for fmt, (n, mb, sec, hidden, errors, blocks) in sorted(rows.items()):
        print(f"{fmt:<8}{n:>6}{mb:>8.1f}{sec:>9.2f}{n / sec:>9.1f}{mb / sec:>7.2f}{hidden:>8}{errors:>7}{blocks:>8}")
    total = sum(r[2] for r in rows.values()) + learn
    print(f"site chrome pass {learn:.2f} CPU s; load and chunk in all {total:.2f} CPU s "
          f"({sum(r[0] for r in rows.values()) / total:.1f} docs per CPU second)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(ROOT / ".kbgate" / "real_corpus"), help="corpus directory (rebuilt)")
    ap.add_argument("--n", type=int, default=FULL_SIZE, help=f"documents to assemble (default {FULL_SIZE}: every "
                    "family's full quota)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--reuse", action="store_true", help="keep an existing corpus in --out")
    ap.add_argument("--no-install", action="store_true",
                    help="do not apt-get install missing Debian doc packages (installed by default when root)")
    ap.add_argument("--only", default="", help="comma-separated check ids (default: all)")
    ap.add_argument("--samples", type=int, default=0, help="print N masked findings per code")
    ap.add_argument("--codes", default="", help="limit --samples to these comma-separated codes")
    ap.add_argument("--code-root", type=Path, help="import kbgate from this checkout (old code against new)")
    ap.add_argument("--load-only", action="store_true", help="only time the loaders per format (no checks)")
    args = ap.parse_args(argv)

    ensure_packages(DEBIAN_PACKAGES, install=not args.no_install)

    from ingest_checks.pipeline import run_ingest
    from kbgate.policy import validate_policy

    out = Path(args.out)
    if not (args.reuse and (out / "manifest.jsonl").exists()):
        by_source = assemble(out, args.n, args.seed)
        print("assembled:", ", ".join(f"{k} {v}" for k, v in by_source.items()), f"-> {out}")
    if dropped := drop_ours(out):
        print(f"removed {dropped} document(s) this project wrote (kbgate's own package metadata)")
    fmt = Counter(Path(json.loads(ln)["path"]).suffix for ln in (out / "manifest.jsonl").open(encoding="utf-8"))
    print("formats:", ", ".join(f"{k} {v}" for k, v in sorted(fmt.items())))

    if args.load_only:
        time_loaders(out)
        return 0
    policy = validate_policy(POLICY, "real-corpus policy")
    t0 = time.perf_counter()
    outcome = run_ingest(out, policy, as_of=dt.date(2026, 11, 30), fail_on="never",
                         only=[s for s in args.only.split(",") if s] or None,
                         workdir=out.parent / (out.name + "_work"))
    took = time.perf_counter() - t0
    report = outcome.report
    total = report["conservation"]["input"]
    cons = report["conservation"]
    print(f"\n{total} documents, ingest {took:.1f} s; states: "
          + ", ".join(f"{k} {v}" for k, v in cons.items() if k not in ("input", "holds"))
          + f"; conservation {'holds' if cons['holds'] else 'BROKEN'}")
    print(f"\n{'code':<28}{'findings':>10}{'docs':>8}{'quarantined':>13}{'share':>9}")
    for code, n, ndocs, nheld in per_code(report):
        print(f"{code:<28}{n:>10}{ndocs:>8}{nheld:>13}{nheld / total:>9.2%}")
    held_any = sum(1 for d in report["documents"] if d["state"] == "quarantined")
    print(f"{'any code':<28}{'':>10}{'':>8}{held_any:>13}{held_any / total:>9.2%}")
    families = per_family(report, out / "manifest.jsonl")
    checks = sorted({c for _, _, by in families for c in by if c != "any"})
    print("\nquarantined documents per family and check (a document held by two checks counts under both)")
    print(f"{'family':<26}{'lang':>5}{'docs':>6}" + "".join(f"{c[:14]:>15}" for c in checks) + f"{'any':>6}{'share':>8}")
    for fam, n, by in families:
        print(f"{fam:<26}{family_language(fam):>5}{n:>6}" + "".join(f"{by[c]:>15}" for c in checks)
              + f"{by['any']:>6}{by['any'] / n:>8.2%}")
    flagged = [f for f in report["findings"] if f["code"] == "PARSE_HEADER_FOOTER"]
    learned = [f for f in flagged if (f.get("details") or {}).get("site_chrome_blocks")]
    print(f"\nboilerplate stripped (PARSE_HEADER_FOOTER, flag) on {len({f['doc_id'] for f in flagged})} documents; "
          f"site chrome learned from the corpus on {len({f['doc_id'] for f in learned})} of them "
          f"({sum(f['details']['site_chrome_blocks'] for f in learned)} blocks)")
    if args.samples:
        wanted = {c for c in args.codes.split(",") if c}
        paths = {d["doc"]: d.get("path") for d in report["documents"]}
        titles = {r["doc_id"]: r.get("title") for r in map(json.loads, (out / "manifest.jsonl").open())}
        by_code: dict[str, list] = defaultdict(list)
        for f in report["findings"]:
            by_code[f["code"]].append(f)
        rng = random.Random(args.seed)
        for code in sorted(by_code):
            if wanted and code not in wanted:
                continue
            items = by_code[code]
            print(f"\n## {code}: {len(items)} findings, {min(args.samples, len(items))} shown")
            for f in rng.sample(items, min(args.samples, len(items))):
                key = f"{f['doc_id']}@{f['version']}"
                print(f"- {paths.get(key)} ({titles.get(f['doc_id'])}) [{f['action']}] {f['message'][:160]}"
                      f"\n    evidence: {(f.get('evidence') or '')[:200]}")
    print(f"\nreport: {outcome.paths['json']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
