"""Drafting a corpus manifest from a folder of documents (``kbgate manifest draft``).

Rules, field by field (a value from ``--metadata`` or the front matter always wins, and is no guess):

* ``path``: every file of a supported format under the folder (hidden files and the manifest
  files themselves left out), relative, with ``/``; ``sha256``: the file's digest.
* ``doc_id``: the path without its extension, lower-cased, other characters than
  ``[a-z0-9._-]`` turned into ``-``; a path with no such character (a Chinese file name) or
  one colliding with another or one that lost non-ASCII characters gets ``-`` and 8 hex of the path's sha1. Stable: the same path
  always gets the same id.
* ``version``: front matter, else the file's modification date (guessed).
* ``title``: front matter (Markdown), ``<title>`` (HTML), core properties (DOCX), the PDF's
  metadata, else the first heading; ``language``: detected from the text.
* ``effective_from``: front matter, else the file's modification date (guessed).
* ``source``: the policy source whose ``path_glob`` matches (the most specific glob); with
  none, the first folder of the path (guessed).
* ``tenant_id`` and ``classification``: the first ``--map GLOB=VALUE`` matching the path (a
  bare value is a classification, ``tenant:ID`` a tenant, ``FIELD:VALUE`` any field), else
  ``--tenant`` / ``--tenant-from-path N`` (the N-th folder) / ``--classification``, else the
  policy's only tenant (guessed), else null (the ``labels`` check then holds the document).

Every guessed field is listed in the review file (``manifest.review.yaml`` next to the
manifest) with why; ``kbgate corpus inspect`` warns while its ``reviewed`` is false.
``update`` merges a changed folder into an existing manifest: files not in it are added,
changed digests are updated and listed, records whose file is gone are proposed as
``status: withdrawn``.
"""

from __future__ import annotations

import csv
import datetime as dt
import fnmatch
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from kbgate.errors import InputError
from kbgate.models import ManifestRecord

SUFFIXES = {".pdf", ".md", ".markdown", ".txt", ".text", ".html", ".htm", ".docx"}
REVIEW_NAME = "manifest.review.yaml"
FIELDS = tuple(ManifestRecord.model_fields)
LIST_FIELDS = ("allowed_roles", "allowed_users", "allowed_groups", "denied_users", "supersedes")
_SLUG = re.compile(r"[^a-z0-9._-]+")


@dataclass
class Draft:
    """Drafted records, the guesses to review and, for an update, what changed."""

    records: list[dict]
    guesses: list[dict] = field(default_factory=list)
    changes: dict[str, list[str]] = field(default_factory=lambda: {"added": [], "changed": [], "removed": []})


def document_files(root: Path, skip: set[str] = frozenset()) -> list[str]:
    """Relative ``/`` paths of every supported document under ``root``, sorted."""
    out = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            rel = Path(folder, name).relative_to(root).as_posix()
            if not name.startswith(".") and Path(name).suffix.lower() in SUFFIXES and rel not in skip:
                out.append(rel)
    return sorted(out)


def doc_id_of(path: str, taken: set[str]) -> str:
    """The stable ``doc_id`` of a path (module rules)."""
    stem = path.rsplit(".", 1)[0].lower().replace("/", "-")
    slug = _SLUG.sub("-", stem).strip("-.")
    if not re.search(r"[a-z0-9]", slug) or slug in taken or not stem.isascii():  # a lossy slug gets the hash
        slug = f"{slug or 'doc'}-{hashlib.sha1(path.encode()).hexdigest()[:8]}"
    return slug


def parse_maps(maps: tuple[str, ...] | list[str]) -> list[tuple[str, str, str]]:
    """``(glob, field, value)`` of each ``GLOB=VALUE`` (a bare value is a classification)."""
    out = []
    for item in maps:
        glob, sep, value = item.partition("=")
        if not sep or not glob or not value:
            raise InputError(f"--map '{item}': write GLOB=VALUE, e.g. 'hr/**=confidential' or 'globex/**=tenant:globex'")
        name, colon, rest = value.partition(":")
        name, value = ("tenant_id" if name == "tenant" else name, rest) if colon else ("classification", value)
        if name not in FIELDS:
            raise InputError(f"--map '{item}': '{name}' is not a manifest field ({', '.join(FIELDS)})")
        out.append((glob, name, value))
    return out


def read_metadata(path: str | Path, key: str) -> dict[str, dict]:
    """A sidecar of metadata exported from a source system (CSV, JSON list or JSONL), by ``key``."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"metadata file {p} not found; pass a CSV or JSON file with a '{key}' column")
    text = p.read_text(encoding="utf-8-sig")
    if p.suffix.lower() == ".csv":
        rows = list(csv.DictReader(text.splitlines()))
    else:
        try:
            rows = json.loads(text) if p.suffix.lower() == ".json" else [json.loads(x) for x in text.splitlines()
                                                                            if x.strip()]
        except json.JSONDecodeError as exc:
            raise InputError(f"metadata file {p} is not valid JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        raise InputError(f"metadata file {p} must be a list of objects, one per document")
    out = {}
    for n, row in enumerate(rows, start=1):
        if key not in row:
            raise InputError(f"metadata file {p} row {n} has no '{key}' field; pass --key with the column that "
                             "holds the document path")
        unknown = sorted(k for k in row if k != key and k not in FIELDS)
        if unknown:
            raise InputError(f"metadata file {p} row {n}: {', '.join(unknown)} not manifest field(s); rename or "
                             f"drop the column(s) (fields: {', '.join(FIELDS)})")
        out[str(row[key]).replace("\\", "/").lstrip("./")] = {
            k: _value(k, v) for k, v in row.items() if k != key and v not in (None, "")}
    return out


def _value(name: str, value):
    if name in LIST_FIELDS and isinstance(value, str):
        return [x.strip() for x in re.split(r"[;,]", value) if x.strip()]
    return value


def _file_date(path: Path) -> str:
    return dt.date.fromtimestamp(path.stat().st_mtime).isoformat()


def _pdf_title(path: Path) -> str | None:
    import pypdf

    try:
        meta = pypdf.PdfReader(str(path)).metadata
        return (meta.title or "").strip() or None if meta else None
    except Exception:  # noqa: BLE001 - an unreadable PDF has no title; ingest reports why it is unreadable
        return None


def draft_record(root: Path, rel: str, doc_id: str, *, policy=None, tenant=None, tenant_from_path=None,
                 classification=None, maps=(), metadata: dict | None = None) -> tuple[dict, list[dict]]:
    """One drafted record and its guesses (module rules)."""
    from kbgate.corpus.loaders import load_document

    file = root / rel
    data = file.read_bytes()
    day = _file_date(file)
    probe = ManifestRecord(doc_id="probe", version="v", path=rel, source="s", tenant_id=None, classification=None,
                           effective_from=day)
    doc = load_document(root, probe)
    front = {k: v for k, v in doc.front_matter.items() if k in FIELDS and k not in ("path", "sha256")}
    given = {**front, **(metadata or {})}
    guesses: list[dict] = []

    def guess(name: str, value, why: str):
        guesses.append({"doc_id": given.get("doc_id", doc_id), "path": rel, "field": name,
                        "value": value, "why": why})
        return value

    rec: dict = {"doc_id": doc_id, "path": rel, "sha256": hashlib.sha256(data).hexdigest()}
    rec["version"] = str(given["version"]) if "version" in given else guess("version", day, "file modification date")
    title = given.get("title") or (_pdf_title(file) if rel.lower().endswith(".pdf") else None) or \
        (doc.titles[0] if doc.titles else None)
    if title:
        rec["title"] = str(title)
    language = given.get("language") or doc.language
    if language:
        rec["language"] = language
    rec["effective_from"] = str(given["effective_from"]) if "effective_from" in given else guess(
        "effective_from", day, "file modification date")
    if "source" in given:
        rec["source"] = given["source"]
    else:
        matching = [s for s in (policy.sources if policy else []) if s.matches_path(rel)]
        if matching:
            rec["source"] = max(matching, key=lambda s: len(s.path_glob.replace("*", ""))).name
        else:
            rec["source"] = guess("source", rel.split("/")[0] if "/" in rel else "docs",
                                  "no policy source's path_glob matches the path: the first folder")
    mapped = {name: value for glob, name, value in reversed(list(maps)) if fnmatch.fnmatchcase(rel, glob)}
    parts = rel.split("/")
    if "tenant_id" in given or "tenant_id" in mapped:
        rec["tenant_id"] = given.get("tenant_id", mapped.get("tenant_id"))
    elif tenant:
        rec["tenant_id"] = tenant
    elif tenant_from_path and len(parts) > tenant_from_path:
        rec["tenant_id"] = parts[tenant_from_path - 1]
    elif policy is not None and len(policy.tenant_ids) == 1:
        rec["tenant_id"] = guess("tenant_id", policy.tenant_ids[0], "the policy's only tenant")
    else:
        rec["tenant_id"] = guess("tenant_id", None, "no --tenant, --tenant-from-path or --map gave one")
    if "classification" in given or "classification" in mapped:
        rec["classification"] = given.get("classification", mapped.get("classification"))
    elif classification:
        rec["classification"] = classification
    else:
        rec["classification"] = guess("classification", None, "no --classification or --map gave one")
    for name, value in {**mapped, **given}.items():
        if name not in rec and name != "doc_id":
            rec[name] = value
    if "doc_id" in given:
        rec["doc_id"] = str(given["doc_id"])
    return rec, guesses


def draft_manifest(root: str | Path, *, existing: list[dict] | None = None, skip: set[str] = frozenset(),
                   metadata: dict[str, dict] | None = None, **opts) -> Draft:
    """Draft the manifest of the folder ``root``; with ``existing`` records, merge (module rules)."""
    root = Path(root)
    if not root.is_dir():
        raise InputError(f"corpus directory {root} not found; pass the folder that holds the documents")
    files = document_files(root, skip)
    metadata = metadata or {}
    if existing is None and not files:
        raise InputError(f"{root} holds no documents ({', '.join(sorted(SUFFIXES))}); put the files in it first")
    draft = Draft(records=[])
    taken: set[str] = set()
    present = set(files)
    by_path = {}
    for rec in existing or []:
        taken.add(str(rec.get("doc_id")))
        by_path.setdefault(rec.get("path"), []).append(rec)
    for rec in existing or []:
        rel = rec.get("path")
        if rel not in present:
            if rec.get("status") != "withdrawn":
                rec = {**rec, "status": "withdrawn"}
                draft.changes["removed"].append(rel)
            draft.records.append(rec)
            continue
        digest = hashlib.sha256((root / rel).read_bytes()).hexdigest()
        if rec.get("sha256") and rec["sha256"] != digest and rec is by_path[rel][-1]:
            draft.changes["changed"].append(rel)
            draft.guesses.append({"doc_id": rec.get("doc_id"), "path": rel, "field": "sha256", "value": digest,
                                  "why": f"the file changed (was {rec['sha256'][:12]}); give it a new version "
                                         "if it is one"})
            rec = {**rec, "sha256": digest}
        draft.records.append(rec)
    for rel in files:
        if rel in by_path:
            continue
        doc_id = doc_id_of(rel, taken)
        taken.add(doc_id)
        rec, guesses = draft_record(root, rel, doc_id, metadata=metadata.get(rel), **opts)
        draft.records.append(rec)
        draft.guesses.extend(guesses)
        if existing is not None:
            draft.changes["added"].append(rel)
    return draft


def read_records(path: Path) -> list[dict]:
    """The raw records of an existing manifest (JSONL or a YAML list), for an update."""
    text = path.read_text(encoding="utf-8-sig")
    if path.suffix == ".jsonl":
        try:
            return [json.loads(line) for line in text.splitlines() if line.strip()]
        except json.JSONDecodeError as exc:
            raise InputError(f"{path} line {exc.lineno}: not valid JSON ({exc.msg}); fix it before --update") from None
    data = yaml.safe_load(text) or []
    if not isinstance(data, list):
        raise InputError(f"{path} must be a YAML list of records")
    return data


def manifest_text(records: list[dict], suffix: str) -> str:
    order = {name: i for i, name in enumerate(("doc_id", "version", "path", "sha256", "title", "language", "source",
                                               "tenant_id", "classification", "effective_from"))}
    rows = [dict(sorted(r.items(), key=lambda kv: order.get(kv[0], 99))) for r in records]
    if suffix == ".jsonl":
        return "".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in rows)
    return yaml.safe_dump(rows, allow_unicode=True, sort_keys=False)


def review_text(draft: Draft, manifest: Path) -> str:
    """The review file: every guessed field with why, the changes of an update, and ``reviewed: false``."""
    head = (f"# kbgate manifest draft: the fields of {manifest.name} that were guessed, and why.\n"
            "# Check each one, fix the manifest where the guess is wrong, then set reviewed: true\n"
            "# (kbgate corpus inspect warns until then).\n")
    body = {"manifest": manifest.name, "manifest_sha256": hashlib.sha256(manifest.read_bytes()).hexdigest(),
            "reviewed": False, "guesses": draft.guesses}
    if any(draft.changes.values()):
        body["changes"] = draft.changes
    return head + yaml.safe_dump(body, allow_unicode=True, sort_keys=False)


def unreviewed(root: str | Path) -> dict | None:
    """The review file of a drafted manifest when its guesses are not yet reviewed, else None."""
    path = Path(root) / REVIEW_NAME
    if not path.is_file():
        return None
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError:
        return None
    if not isinstance(data, dict) or data.get("reviewed") is True or not (data.get("guesses") or data.get("changes")):
        return None
    return {"file": str(path), "guesses": len(data.get("guesses") or []),
            "changes": {k: len(v) for k, v in (data.get("changes") or {}).items()}}
