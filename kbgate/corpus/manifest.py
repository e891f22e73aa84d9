"""Reading a corpus manifest record by record.

A corpus directory holds ``manifest.jsonl`` (one JSON object per line) or
``manifest.yaml`` (a list). A bad record never stops the load: it is rejected
with a message naming the file, the line (or list index) and the field, and the
rest loads. ``len(records) + len(rejected)`` always equals the records in the file.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from pydantic import ValidationError

from kbgate.errors import InputError, validation_messages
from kbgate.models import ManifestRecord

MANIFEST_NAMES = ("manifest.jsonl", "manifest.yaml", "manifest.yml")


@dataclass(frozen=True)
class RejectedRecord:
    """A manifest record that could not be accepted, and why."""

    where: str  # "manifest.jsonl line 3" / "manifest.yaml item 2"
    doc_key: str | None
    errors: tuple[str, ...]
    #: MANIFEST_INVALID (not a record, bad or unknown fields), MANIFEST_DUPLICATE, MANIFEST_PATH_UNSAFE
    code: str = "MANIFEST_INVALID"

    @property
    def message(self) -> str:
        return "; ".join(f"{self.where}: {e}" for e in self.errors)


@dataclass
class Manifest:
    path: Path
    records: list[tuple[str, ManifestRecord]] = field(default_factory=list)  # (where, record)
    rejected: list[RejectedRecord] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.records) + len(self.rejected)


def find_manifest(root: Path) -> Path:
    if not root.is_dir():
        raise InputError(f"corpus directory {root} not found; pass a directory that holds manifest.jsonl")
    for name in MANIFEST_NAMES:
        if (root / name).is_file():
            return root / name
    raise InputError(
        f"no manifest in {root}; add manifest.jsonl (one JSON object per document) or manifest.yaml (a list), "
        f"or draft one from the files: kbgate manifest draft {root}"
    )


def _raw_items(path: Path) -> list[tuple[str, object]]:
    """(where, parsed object or an error string) for every record in the manifest file."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{path} is not UTF-8; re-save the manifest as UTF-8") from None
    if path.suffix == ".jsonl":
        items: list[tuple[str, object]] = []
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                items.append((f"{path.name} line {n}", json.loads(line)))
            except json.JSONDecodeError as exc:
                items.append((f"{path.name} line {n}", f"not valid JSON ({exc.msg} at column {exc.colno})"))
        return items
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise InputError(f"{path} is not valid YAML: {exc}; fix the syntax and retry") from None
    if data is None:
        return []
    if not isinstance(data, list):
        raise InputError(f"{path} must be a YAML list of records (one mapping per document)")
    return [(f"{path.name} item {i}", item) for i, item in enumerate(data)]


def check_path(root: Path, rel: str, real_root: str | None = None) -> str | None:
    """Why ``rel`` may not be used as a document path under ``root`` (None when it is fine).

    ``real_root`` is ``os.path.realpath(root)``, computed once by callers checking many paths."""
    if os.path.isabs(rel) or rel.startswith(("/", "\\")) or (len(rel) > 1 and rel[1] == ":"):
        return f"path '{rel}' is absolute; give a path relative to the corpus root"
    if ".." in rel.replace("\\", "/").split("/"):
        return f"path '{rel}' escapes the corpus root ('..'); keep documents inside the corpus directory"
    real_root = real_root or os.path.realpath(root)
    resolved = os.path.realpath(os.path.join(real_root, rel))
    if os.path.commonpath([resolved, real_root]) != real_root:
        return f"path '{rel}' resolves outside the corpus root (symlink to {resolved}); copy the file into the corpus"
    return None


def read_manifest(root: str | Path) -> Manifest:
    """Read and validate every record of a corpus manifest.

    Args:
        root: the corpus directory.

    Returns:
        The accepted records (with where each came from) and the rejected ones.

    Raises:
        InputError: no corpus directory, no manifest, or a manifest that is not JSONL/YAML at all.
    """
    root = Path(root)
    path = find_manifest(root)
    manifest = Manifest(path=path)
    seen: dict[str, str] = {}
    real_root = os.path.realpath(root)
    for where, item in _raw_items(path):
        if isinstance(item, str):
            manifest.rejected.append(RejectedRecord(where, None, (item,)))
            continue
        if not isinstance(item, dict):
            manifest.rejected.append(RejectedRecord(where, None, ("record must be an object with the manifest fields",)))
            continue
        key = f"{item.get('doc_id')}@{item.get('version')}" if "doc_id" in item else None
        try:
            record = ManifestRecord.model_validate(item)
        except ValidationError as exc:
            manifest.rejected.append(RejectedRecord(where, key, tuple(_field_errors(exc))))
            continue
        problem = check_path(root, record.path, real_root)
        if problem:
            manifest.rejected.append(RejectedRecord(where, record.key, (f"field 'path': {problem}",),
                                                    "MANIFEST_PATH_UNSAFE"))
            continue
        if record.key in seen:
            manifest.rejected.append(RejectedRecord(
                where, record.key, (f"duplicate doc_id@version '{record.key}' (first defined at {seen[record.key]})",),
                "MANIFEST_DUPLICATE"))
            continue
        seen[record.key] = where
        manifest.records.append((where, record))
    return manifest


def _field_errors(exc: ValidationError) -> list[str]:
    return [f"field '{loc}': {msg}" if loc else msg for loc, msg in validation_messages(
        exc, missing="required field is missing", extra="unknown field; remove it or check its spelling")]


def require_records(root: str | Path) -> Manifest:
    """The corpus manifest, read; an empty one is an input error (nothing to check must not pass).

    Raises:
        InputError: no corpus, no manifest, or a manifest without a single record.
    """
    manifest = read_manifest(root)
    if manifest.total == 0:
        raise InputError(f"corpus {root}: {manifest.path.name} lists no documents, so there is nothing to check; "
                         f"add one record per document (`kbgate manifest draft {root}` drafts them)")
    return manifest
