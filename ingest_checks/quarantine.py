"""The quarantine store: what failed, why, and who released it.

A directory of JSONL files:

- ``items.jsonl``: one record per quarantined document per run (reason codes and
  masked findings, never raw text);
- ``releases.jsonl``: one record per release, with reviewer and reason.

A release names the document *and* the file digest it was reviewed at, so a file
that changes after review is not released by an old decision. The next ingest of
the same file accepts the document (its stopping findings are kept, as flags).
"""

from __future__ import annotations

import datetime as dt
import fcntl
import hashlib
import json
import os
from pathlib import Path

from kbgate.errors import InputError


def item_id(doc_key: str, file_sha256: str | None) -> str:
    """A stable id for a quarantined document at one file digest, e.g. ``q-3f9a1c2b7d``."""
    return "q-" + hashlib.sha256(f"{doc_key}|{file_sha256}".encode()).hexdigest()[:10]


class QuarantineStore:
    """Append-only quarantine records under ``root``."""

    def __init__(self, root: str | Path):
        self.root = Path(root)
        self.items_path = self.root / "items.jsonl"
        self.releases_path = self.root / "releases.jsonl"

    def _append(self, path: Path, records: list[dict]) -> None:
        if not records:
            return
        self.root.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            for rec in records:
                f.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
            f.flush()
            os.fsync(f.fileno())

    @staticmethod
    def _read(path: Path) -> list[dict]:
        if not path.is_file():
            return []
        out = []
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a torn last line from a crash; the rest stands
        return out

    def add(self, run_id: str, entries: list[dict]) -> list[dict]:
        """Record quarantined documents. Each entry: doc_key, path, file_sha256, findings (dicts)."""
        now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        records = [{
            "id": item_id(e["doc_key"], e.get("file_sha256")), "run_id": run_id, "at": now,
            "doc_key": e["doc_key"], "path": e.get("path"), "file_sha256": e.get("file_sha256"),
            "codes": sorted({f["code"] for f in e["findings"]}), "findings": e["findings"],
        } for e in entries]
        self._append(self.items_path, records)
        return records

    def items(self) -> list[dict]:
        """The latest record of every quarantined item, with its release (if any)."""
        latest: dict[str, dict] = {}
        for rec in self._read(self.items_path):
            latest[rec["id"]] = rec
        releases = {r["id"]: r for r in self._read(self.releases_path)}
        return [{**rec, "release": releases.get(rec["id"])} for rec in latest.values()]

    def get(self, qid: str) -> dict:
        for rec in self.items():
            if rec["id"] == qid:
                return rec
        raise InputError(f"no quarantined item '{qid}' in {self.root}; list them with `kbgate quarantine list`")

    def release(self, qid: str, reviewer: str, reason: str) -> dict:
        """Release an item: the next ingest of the same file accepts it."""
        if not reviewer.strip() or not reason.strip():
            raise InputError("a release needs --reviewer NAME and --reason TEXT")
        item = self.get(qid)
        if item["release"]:
            raise InputError(f"{qid} was already released by {item['release']['reviewer']}")
        rec = {"id": qid, "doc_key": item["doc_key"], "file_sha256": item["file_sha256"], "reviewer": reviewer,
               "reason": reason, "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
        self._append(self.releases_path, [rec])
        return rec

    def released(self) -> dict[str, str]:
        """``item id -> reviewer`` of every release."""
        return {r["id"]: r["reviewer"] for r in self._read(self.releases_path)}
