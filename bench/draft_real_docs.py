"""``kbgate manifest draft`` on real documentation sets: figures per source.

For each source folder (Debian /usr/share/doc packages, text files shipped inside installed PyPI
packages) the manifest is drafted in memory (nothing is written into the folder), every drafted
record is validated as a manifest record and its file loaded; printed per source: files drafted,
records valid, loaded, load errors by code, files named for another format (the misnamed-content
message), titles found, languages detected, ids that needed a hash suffix, and the drafting time.

    python bench/draft_real_docs.py                       # the default sources, 300 files each
    python bench/draft_real_docs.py --max 100 /usr/share/doc/debian-handbook
    python bench/draft_real_docs.py --mislabel 40     # also: real images/archives under a document's extension

``--mislabel N``: N real binary files of /usr/share/doc (PNG, JPEG, GIF, gzip, ZIP...) are copied under
each document extension and loaded; printed: how many the loader names for what they are.

Sources reserved for independent evaluation (see the project notes) are never in the default list.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT = ["/usr/share/doc/debian-handbook", "/usr/share/doc/python-django-doc", "/usr/share/doc/cmake-data",
           "/usr/share/doc/harden-doc", "/usr/share/doc/opencc", "pypi:site-packages"]


def _sample(folder: Path, limit: int, tmp: Path) -> Path:
    """Up to ``limit`` supported files of ``folder`` (sorted paths, evenly spaced), copied into ``tmp``."""
    from kbgate.corpus.draft import document_files

    files = document_files(folder)
    step = max(1, len(files) // limit)
    for rel in files[::step][:limit]:
        dest = tmp / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(folder / rel, dest)
    return tmp


def run(source: str, limit: int) -> dict:
    from pydantic import ValidationError

    from kbgate.corpus.draft import draft_manifest
    from kbgate.corpus.loaders import load_document
    from kbgate.models import ManifestRecord

    folder = Path(sys.prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / \
        "site-packages" if source == "pypi:site-packages" else Path(source)
    with tempfile.TemporaryDirectory() as tmp:
        root = _sample(folder, limit, Path(tmp))
        started = time.perf_counter()
        draft = draft_manifest(root, tenant="t", classification="internal")
        seconds = time.perf_counter() - started
        valid, loaded, errors, misnamed = 0, 0, Counter(), []
        for rec in draft.records:
            try:
                record = ManifestRecord.model_validate(rec)
            except ValidationError:
                continue
            valid += 1
            doc = load_document(root, record)
            if doc.load_error:
                errors[doc.load_error.code] += 1
                if "its content does not match" in doc.load_error.message:
                    misnamed.append(doc.load_error.message)
            else:
                loaded += 1
        n = len(draft.records)
        return {"source": source, "files": n, "valid": valid, "loaded": loaded, "errors": dict(errors),
                "misnamed": misnamed, "titles": sum(1 for r in draft.records if r.get("title")),
                "languages": dict(Counter(r.get("language") for r in draft.records)),
                "hashed_ids": sum(1 for r in draft.records if r["doc_id"].rsplit("-", 1)[-1].isalnum()
                                  and len(r["doc_id"].rsplit("-", 1)[-1]) == 8 and not r["path"].isascii()),
                "seconds": round(seconds, 2)}


def mislabel(limit: int) -> None:
    import filetype

    from kbgate.corpus.loaders import load_document
    from kbgate.models import ManifestRecord

    by_suffix: dict[str, list[Path]] = {}
    for path in sorted(Path("/usr/share/doc").rglob("*")):
        suffix = path.suffix.lower()
        if suffix in (".png", ".jpg", ".jpeg", ".gif", ".gz", ".zip") and path.is_file() and "/git/" not in str(path) \
                and len(by_suffix.get(suffix, [])) < limit and filetype.guess(str(path)) is not None:
            by_suffix.setdefault(suffix, []).append(path)
    found = [p for paths in by_suffix.values() for p in paths]
    named, total, wrong = Counter(), Counter(), []
    with tempfile.TemporaryDirectory() as tmp:
        for i, path in enumerate(found):
            for ext in (".pdf", ".docx", ".txt", ".md", ".html"):
                rel = f"f{i}{ext}"
                shutil.copy2(path, Path(tmp) / rel)
                rec = ManifestRecord(doc_id=f"f{i}", version="v", path=rel, source="s", tenant_id=None,
                                     classification=None, effective_from="2026-01-01")
                doc = load_document(Path(tmp), rec)
                total[ext] += 1
                kind = filetype.guess(str(path)).extension.upper()
                if doc.load_error and f" is a {kind} " in doc.load_error.message:
                    named[ext] += 1
                else:
                    wrong.append(f"{path.name} as {ext}: {doc.load_error.message if doc.load_error else 'loaded'}")
    kinds = Counter(filetype.guess(str(p)).extension for p in found)
    print(f"\nreal binary files under a document extension ({len(found)} files from /usr/share/doc: "
          + ", ".join(f"{k} {n}" for k, n in kinds.most_common()) + "):")
    for ext in total:
        print(f"  {ext:6} named for what they are {named[ext]}/{total[ext]}")
    for line in wrong[:8]:
        print(f"    not named: {line}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sources", nargs="*", default=DEFAULT)
    ap.add_argument("--max", type=int, default=300, help="files per source")
    ap.add_argument("--mislabel", type=int, default=0, help="real binary files to load under document extensions")
    args = ap.parse_args()
    print(f"{'source':42} {'files':>5} {'valid':>5} {'loaded':>6} {'titles':>6} {'misnamed':>8} {'s':>6}  errors / languages")
    for source in args.sources:
        if not source.startswith("pypi:") and not Path(source).is_dir():
            print(f"{source:42} (not installed)")
            continue
        r = run(source, args.max)
        print(f"{r['source'][-42:]:42} {r['files']:>5} {r['valid']:>5} {r['loaded']:>6} {r['titles']:>6} "
              f"{len(r['misnamed']):>8} {r['seconds']:>6}  {r['errors']} / {r['languages']}")
        for message in r["misnamed"][:5]:
            print(f"    misnamed: {message}")
    if args.mislabel:
        mislabel(args.mislabel)


if __name__ == "__main__":
    main()
