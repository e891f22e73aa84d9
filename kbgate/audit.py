"""A tamper-evident, append-only audit log: ``STORE/audit.jsonl``.

Every record is one JSON line holding ``seq`` (1, 2, 3...), ``at`` (UTC ISO time),
``kind`` (``ingest_run``, ``staging_build``, ``gate_decision``, ``promotion``,
``rollback``, ``quarantine_release``, ``access_test_run``, ``drill``, ``retrieval``...),
the minimal retrieval-audit fields (:data:`AUDIT_FIELDS`, ``null`` where not
applicable), a free ``details`` mapping, ``prev_hash`` and ``hash``.

``hash`` is the sha256 of the record's canonical JSON (sorted keys, no spaces)
without the ``hash`` key; ``prev_hash`` is the previous record's ``hash`` (64 zeros
for the first record). Editing, deleting, inserting or reordering lines breaks the
chain, and :meth:`AuditLog.verify` names the first bad line. ``STORE/audit.head``
keeps the last ``seq`` and ``hash`` so that cutting records off the end is caught too.

Without a key the chain uses no secret: someone who can rewrite the whole file *and* the
head can forge a consistent log. Two defences: set ``KBGATE_AUDIT_KEY`` (the key itself)
or ``KBGATE_AUDIT_KEY_FILE`` (a file of mode 0600 holding it) and every record's ``hash``
becomes ``hmac-sha256:`` + an HMAC of the record keyed by it, so only a key holder can
forge records (:meth:`AuditLog.verify` with the key rejects unkeyed records after the first
keyed one and a log whose last record is unkeyed); and gate, access and promotion reports
carry the head (:meth:`AuditLog.head`) at their time, so a report kept elsewhere pins the log.

Privacy: queries are stored only as :func:`hash_query` digests and actor ids only
as salted HMACs (the salt lives in ``STORE/audit.salt``, mode 0600, created once).
Every string in ``details`` passes through a ``mask_text`` hook; a ``query`` key in
``details`` is replaced by its hash.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import hashlib
import hmac
import json
import os
import re
import secrets
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kbgate.errors import KbgateError, StoreError
from kbgate.paths import write_atomic
from kbgate.retrieval.refusal import is_refusal
from kbgate.runs import parse_utc

LOG_NAME = "audit.jsonl"
HEAD_NAME = "audit.head"
SALT_NAME = "audit.salt"
LOCK_NAME = "audit.lock"
GENESIS_HASH = "0" * 64

#: The minimal retrieval-audit set; every record carries each key (``None`` if not applicable).
AUDIT_FIELDS = (
    "request_id",
    "actor_id_hash",
    "tenant_id",
    "role",
    "query_hash",
    "filter_expression",
    "retrieved_chunk_ids",
    "document_versions",
    "index_version",
    "embedding_version",
    "policy_hash",
    "decision",
    "reviewer",
)
RECORD_KEYS = ("seq", "at", "kind", *AUDIT_FIELDS, "details", "prev_hash", "hash")

#: ``details`` keys whose values are raw query text: stored as ``<key>_hash`` instead.
RAW_QUERY_KEYS = frozenset({"query", "question", "prompt", "queries", "questions"})

_EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_LONG_NUMBER_RE = re.compile(
    r"(?<![0-9A-Za-z])(?:\d{17}[0-9Xx]|\d{11,19}|\d{4}(?:[ -]\d{4}){3}|\d{3}[ -]\d{4}[ -]\d{4})(?![0-9A-Za-z])"
)
_KIND_RE = re.compile(r"^[a-z][a-z0-9_]*$")


class AuditError(KbgateError):
    """An audit record could not be written (bad field, unreadable log)."""


def default_mask_text(text: str) -> str:
    """Mask the obvious PII in free text: e-mail addresses, 11-19 digit numbers, grouped cards/phones.

    Hashes, chunk ids and dates are left alone. Modules with a stronger detector
    (e.g. presidio) pass their own hook to :class:`AuditLog`.
    """
    text = _EMAIL_RE.sub("<EMAIL>", text)
    return _LONG_NUMBER_RE.sub("<NUMBER>", text)


def normalise_query(text: str) -> str:
    """NFKC, case-folded, whitespace collapsed: two spellings of one query hash alike."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def hash_query(text: str) -> str:
    """sha256 hex digest of the normalised query text."""
    return hashlib.sha256(normalise_query(text).encode("utf-8")).hexdigest()


def canonical_json(obj: Any) -> str:
    """The one serialisation that is hashed: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


KEYED_PREFIX = "hmac-sha256:"
KEY_ENV = "KBGATE_AUDIT_KEY"
KEY_FILE_ENV = "KBGATE_AUDIT_KEY_FILE"
MIN_KEY_CHARS = 16


def record_hash(record: dict, key: bytes | None = None) -> str:
    """sha256 of ``record``'s canonical JSON without its ``hash`` key; with ``key``, its
    HMAC-sha256 prefixed ``hmac-sha256:``."""
    body = canonical_json({k: v for k, v in record.items() if k != "hash"}).encode("utf-8")
    if key is None:
        return hashlib.sha256(body).hexdigest()
    return KEYED_PREFIX + hmac.new(key, body, hashlib.sha256).hexdigest()


def audit_key_from_env() -> bytes | None:
    """The audit HMAC key from ``$KBGATE_AUDIT_KEY`` or the mode-0600 file named by
    ``$KBGATE_AUDIT_KEY_FILE`` (``None`` when neither is set).

    Raises:
        AuditError: the key is too short, or the file is unreadable or readable by others.
    """
    value = os.environ.get(KEY_ENV)
    source = f"${KEY_ENV}"
    if not value and os.environ.get(KEY_FILE_ENV):
        path = Path(os.environ[KEY_FILE_ENV])
        source = str(path)
        try:
            mode = path.stat().st_mode
            value = path.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise AuditError(f"cannot read the audit key file {path} (${KEY_FILE_ENV}): {exc}; "
                             "point it at a readable file holding the key") from None
        if mode & 0o077:
            raise AuditError(f"audit key file {path} is readable by others (mode {mode & 0o777:o}); "
                             f"run 'chmod 600 {path}'")
    if not value:
        return None
    if len(value) < MIN_KEY_CHARS:
        raise AuditError(f"the audit key from {source} has {len(value)} characters; use at least "
                         f"{MIN_KEY_CHARS} (e.g. the output of 'openssl rand -hex 32')")
    return value.encode("utf-8")


@dataclass(frozen=True)
class VerifyResult:
    """Outcome of :meth:`AuditLog.verify`.

    Attributes:
        ok: the chain is intact.
        records: number of lines read.
        first_bad_line: 1-based line number of the first bad record (``None`` if ok).
        reason: why that line is bad (``None`` if ok).
    """

    ok: bool
    records: int
    first_bad_line: int | None = None
    reason: str | None = None


class AuditLog:
    """The audit log of one store.

    Args:
        store_root: the store directory; created if missing.
        mask_text: hook applied to every string in ``details``; defaults to
            :func:`default_mask_text`.
        key: HMAC key for record hashes; defaults to :func:`audit_key_from_env`.
    """

    def __init__(self, store_root: str | Path, mask_text: Callable[[str], str] | None = None,
                 key: bytes | None = None):
        self.root = Path(store_root)
        self.key = key if key is not None else audit_key_from_env()
        self.path = self.root / LOG_NAME
        self.head_path = self.root / HEAD_NAME
        self.salt_path = self.root / SALT_NAME
        self.lock_path = self.root / LOCK_NAME
        self.mask_text = mask_text or default_mask_text
        self._salt: bytes | None = None

    # --- hashing helpers ------------------------------------------------
    def salt(self) -> bytes:
        """The store's actor-id salt, created once (atomically, mode 0600) on first use."""
        if self._salt is None:
            self.root.mkdir(parents=True, exist_ok=True)
            if not self.salt_path.exists():
                tmp = self.root / f".{SALT_NAME}.{os.getpid()}.{secrets.token_hex(4)}"
                fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                try:
                    os.write(fd, secrets.token_hex(32).encode())
                    os.fsync(fd)
                finally:
                    os.close(fd)
                try:
                    os.link(tmp, self.salt_path)  # fails if another process won the race
                except FileExistsError:
                    pass
                finally:
                    tmp.unlink()
            value = self.salt_path.read_text(encoding="ascii").strip()
            if len(value) < 32:
                raise AuditError(
                    f"audit salt {self.salt_path} is damaged; restore it from backup "
                    "(actor hashes depend on it) or delete it to start a new salt"
                )
            self._salt = value.encode()
        return self._salt

    def hash_actor(self, actor_id: str) -> str:
        """HMAC-sha256 of ``actor_id`` keyed by the store's salt."""
        return hmac.new(self.salt(), actor_id.encode("utf-8"), hashlib.sha256).hexdigest()

    # --- writing ----------------------------------------------------------
    def append(
        self,
        kind: str,
        *,
        actor_id: str | None = None,
        query: str | None = None,
        details: dict[str, Any] | None = None,
        **fields: Any,
    ) -> dict:
        """Append one record and return it (with ``seq``, ``prev_hash`` and ``hash``).

        Args:
            kind: what happened, e.g. ``promotion`` (lowercase, underscores).
            actor_id: raw actor id; stored only as ``actor_id_hash`` (salted HMAC).
            query: raw query text; stored only as ``query_hash``.
            details: free JSON-serialisable data; strings are masked, raw query keys hashed.
            **fields: any of :data:`AUDIT_FIELDS`.

        Raises:
            AuditError: unknown field, bad kind, or details that are not JSON-serialisable.
        """
        if not isinstance(kind, str) or not _KIND_RE.match(kind):
            raise AuditError(f"audit kind {kind!r} is invalid; use lowercase words joined by '_'")
        unknown = sorted(set(fields) - set(AUDIT_FIELDS))
        if unknown:
            raise AuditError(
                f"unknown audit field(s) {', '.join(unknown)}; use one of {', '.join(AUDIT_FIELDS)} "
                "or put the value in details"
            )
        values = {name: fields.get(name) for name in AUDIT_FIELDS}
        if actor_id is not None:
            values["actor_id_hash"] = self.hash_actor(actor_id)
        if query is not None:
            values["query_hash"] = hash_query(query)
        clean_details = self._clean(details or {})
        try:
            canonical_json(values)
            canonical_json(clean_details)
        except (TypeError, ValueError) as exc:
            raise AuditError(f"audit record is not JSON-serialisable ({exc}); pass plain values") from None

        self.root.mkdir(parents=True, exist_ok=True)
        self.salt()
        with open(self.lock_path, "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                return self._append_locked(kind, values, clean_details)
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _append_locked(self, kind: str, values: dict, details: dict) -> dict:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        with os.fdopen(fd, "r+b") as f:
            last = _drop_torn_tail_and_read_last(f)
            if last is None:
                seq, prev = 1, GENESIS_HASH
            else:
                try:
                    prev_record = json.loads(last)
                    seq, prev = int(prev_record["seq"]) + 1, str(prev_record["hash"])
                except (ValueError, KeyError, TypeError):
                    raise AuditError(
                        f"the last line of {self.path} is not an audit record; run "
                        f"'kbgate audit verify --store {self.root}' and restore the log from backup"
                    ) from None
            record: dict[str, Any] = {
                "seq": seq,
                "at": dt.datetime.now(dt.UTC).isoformat(timespec="microseconds"),
                "kind": kind,
                **values,
                "details": details,
                "prev_hash": prev,
            }
            record["hash"] = record_hash(record, self.key)
            f.seek(0, os.SEEK_END)
            f.write((canonical_json(record) + "\n").encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        self._write_head(seq, record["hash"])
        return record

    def repair_torn_tail(self) -> int:
        """Cut off a torn final line (an append killed before it completed, so never part of the
        log); return the bytes removed (0 when the log ends with a complete line)."""
        if not self.path.exists():
            return 0
        with open(self.lock_path, "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                with open(self.path, "r+b") as f:
                    size = f.seek(0, os.SEEK_END)
                    _drop_torn_tail_and_read_last(f)
                    dropped = size - f.seek(0, os.SEEK_END)
                    if dropped:
                        os.fsync(f.fileno())
                    return dropped
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _write_head(self, seq: int, digest: str) -> None:
        write_atomic(self.head_path, canonical_json({"seq": seq, "hash": digest}))

    def _clean(self, value: Any) -> Any:
        if isinstance(value, dict):
            out = {}
            for k, v in value.items():
                k = str(k)
                if k.lower() in RAW_QUERY_KEYS:
                    out[f"{k}_hash"] = _hash_queries(v)
                else:
                    out[k] = self._clean(v)
            return out
        if isinstance(value, list | tuple):
            return [self._clean(v) for v in value]
        if isinstance(value, str):
            return self.mask_text(value)
        return value

    # --- reading ------------------------------------------------------------
    def records(self) -> Iterator[dict]:
        """Yield the parsed records in file order (no verification; see :meth:`verify`)."""
        if not self.path.exists():
            return
        with open(self.path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, start=1):
                try:
                    yield json.loads(line)
                except ValueError:
                    raise AuditError(
                        f"{self.path} line {lineno} is not valid JSON; run "
                        f"'kbgate audit verify --store {self.root}'"
                    ) from None

    def verify(self) -> VerifyResult:
        """Check the whole chain; return the first bad line and why."""
        if not self.path.exists():
            head = self._read_head()
            if head and head.get("seq", 0) > 0:
                return VerifyResult(False, 0, 1, f"log is missing but {HEAD_NAME} records {head['seq']} records")
            return VerifyResult(True, 0)
        parsed: list[dict | str] = []
        with open(self.path, encoding="utf-8", errors="replace") as f:
            for line in f:
                parsed.append(_parse_record(line))
        seqs_later: dict[int, int] = {}
        for i, rec in enumerate(parsed):
            if isinstance(rec, dict) and isinstance(rec.get("seq"), int):
                seqs_later.setdefault(rec["seq"], i)

        expected_seq, prev_hash, keyed_seen = 1, GENESIS_HASH, False
        for i, rec in enumerate(parsed):
            line = i + 1
            if isinstance(rec, str):
                return VerifyResult(False, len(parsed), line, rec)
            keyed = rec["hash"].startswith(KEYED_PREFIX)
            if keyed and self.key is None:
                raise AuditError(f"{self.path} line {line} is keyed (HMAC); set ${KEY_ENV} or ${KEY_FILE_ENV} "
                                 "to the audit key to verify it")
            if self.key is not None and keyed_seen and not keyed:
                return VerifyResult(False, len(parsed), line, "record is not keyed after keyed records "
                                    "(written without the audit key: the log was rewritten)")
            keyed_seen = keyed_seen or keyed
            if record_hash(rec, self.key if keyed else None) != rec["hash"]:
                why = "record edited, or signed with another key" if keyed else "record edited"
                return VerifyResult(False, len(parsed), line, f"hash does not match the record's content ({why})")
            seq = rec["seq"]
            if seq != expected_seq:
                return VerifyResult(False, len(parsed), line, _seq_reason(seq, expected_seq, seqs_later, i))
            if rec["prev_hash"] != prev_hash:
                what = "the previous line's hash" if line > 1 else "the genesis hash"
                return VerifyResult(
                    False, len(parsed), line,
                    f"prev_hash does not match {what} (a record before it was replaced or inserted)",
                )
            expected_seq, prev_hash = seq + 1, rec["hash"]

        head = self._read_head()
        if head:
            n, head_seq = len(parsed), head.get("seq")
            if isinstance(head_seq, int) and head_seq > n:
                return VerifyResult(
                    False, n, n + 1,
                    f"records missing at the end: {HEAD_NAME} records {head_seq} records, the log has {n}",
                )
            if isinstance(head_seq, int) and 0 < head_seq <= n and parsed[head_seq - 1]["hash"] != head.get("hash"):
                return VerifyResult(False, n, head_seq, f"hash differs from the one recorded in {HEAD_NAME}")
        if self.key is not None and parsed and not keyed_seen:
            return VerifyResult(False, len(parsed), len(parsed), "no record is keyed although the audit key is "
                                "set: the log was written (or rewritten) without the key; if the key is new, "
                                "any kbgate command that appends a record starts the keyed chain")
        return VerifyResult(True, len(parsed))

    def head(self) -> dict:
        """``{"seq", "hash"}`` of the last complete record (``seq`` 0 and the genesis hash for an
        empty log): put it in a report so that a copy of the report pins the log."""
        last = None
        if self.path.exists():
            with open(self.path, "rb") as f:
                f.seek(0, os.SEEK_END)
                size = f.tell()
                end = _after_last_newline(f, size)  # ignore a torn tail
                if end > 0:
                    f.seek(_after_last_newline(f, end - 1))
                    last = _parse_record(f.read(end - f.tell()).decode("utf-8", "replace"))
        if isinstance(last, dict):
            return {"seq": last["seq"], "hash": last["hash"]}
        return {"seq": 0, "hash": GENESIS_HASH}

    def _read_head(self) -> dict | None:
        try:
            head = json.loads(self.head_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return head if isinstance(head, dict) else None


def _hash_queries(value: Any) -> Any:
    if isinstance(value, str):
        return hash_query(value)
    if isinstance(value, list | tuple):
        return [_hash_queries(v) for v in value]
    if value is None:
        return None
    return hash_query(json.dumps(value, ensure_ascii=False, default=str))


def _parse_record(line: str) -> dict | str:
    """A record dict, or a string saying why the line is not a well-formed record."""
    if not line.endswith("\n"):
        return "line is incomplete (no trailing newline; torn write or truncation)"
    try:
        rec = json.loads(line)
    except ValueError:
        return "line is not valid JSON"
    if not isinstance(rec, dict):
        return "line is not a JSON object"
    missing = [k for k in RECORD_KEYS if k not in rec]
    if missing:
        return f"record is missing field(s): {', '.join(missing)}"
    extra = sorted(set(rec) - set(RECORD_KEYS))
    if extra:
        return f"record has unexpected field(s): {', '.join(extra)}"
    if not isinstance(rec["seq"], int) or isinstance(rec["seq"], bool):
        return "seq is not an integer"
    if not isinstance(rec["hash"], str) or not isinstance(rec["prev_hash"], str):
        return "hash or prev_hash is not a string"
    return rec


def _seq_reason(seq: int, expected: int, first_index_of_seq: dict[int, int], i: int) -> str:
    where = first_index_of_seq.get(expected)
    if seq > expected and where is not None and where > i:
        return f"seq is {seq}, expected {expected}: records out of order (seq {expected} is on line {where + 1})"
    if seq < expected:
        return f"seq is {seq}, expected {expected}: record inserted (seq {seq} repeats)"
    return f"seq is {seq}, expected {expected}: record(s) {_span(expected, seq - 1)} deleted"


def _span(a: int, b: int) -> str:
    return str(a) if a == b else f"{a}-{b}"


def _drop_torn_tail_and_read_last(f) -> bytes | None:
    """Return the last complete line of binary file ``f``, first cutting off a torn final line.

    A final line without a newline is a write that never completed (``append`` had not
    returned), so it never was part of the log.
    """
    f.seek(0, os.SEEK_END)
    size = f.tell()
    if size == 0:
        return None
    f.seek(size - 1)
    if f.read(1) != b"\n":
        size = _after_last_newline(f, size)
        f.truncate(size)
        if size == 0:
            return None
    start = _after_last_newline(f, size - 1)
    f.seek(start)
    return f.read(size - 1 - start)


def _after_last_newline(f, end: int) -> int:
    """Offset just after the last newline in ``f[:end]``, or 0 if there is none."""
    pos = end
    while pos > 0:
        step = min(65536, pos)
        pos -= step
        f.seek(pos)
        i = f.read(step).rfind(b"\n")
        if i >= 0:
            return pos + i + 1
    return 0


def since_filter(records: Iterator[dict], since: dt.datetime) -> Iterator[dict]:
    """Records whose ``at`` is at or after ``since`` (an aware datetime)."""
    for rec in records:
        at = parse_utc(rec.get("at"))
        if at is not None and at >= since:
            yield rec


def parse_since(value: str) -> dt.datetime:
    """Parse ``YYYY-MM-DD`` or an ISO datetime; naive values are taken as UTC.

    Raises:
        StoreError: the value is not an ISO date or datetime.
    """
    try:
        if len(value) == 10:
            day = dt.date.fromisoformat(value)
            return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)
        moment = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise StoreError(
            f"--since {value!r} is not an ISO date or datetime; use e.g. 2025-01-31 or 2025-01-31T08:00:00Z"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def audit_root(store_spec: str) -> Path:
    """The directory that holds the audit log of the store named by a ``--store`` spec.

    An embedded store keeps its log in its own directory, a ``qdrant+local:PATH`` store in
    ``PATH``. A Qdrant server has no local directory: its log goes to ``$KBGATE_AUDIT_DIR``
    or ``.kbgate/audit/<host>_<port>``.
    """
    spec = str(store_spec)
    if spec.startswith("qdrant+local:"):
        return Path(spec.removeprefix("qdrant+local:"))
    if spec == ":memory:" or "://" in spec:
        if os.environ.get("KBGATE_AUDIT_DIR"):
            return Path(os.environ["KBGATE_AUDIT_DIR"])
        safe = "".join(ch if ch.isalnum() else "_" for ch in spec.split("://")[-1]).strip("_") or "memory"
        return Path(".kbgate") / "audit" / safe
    return Path(spec)


def _hash_principals(audit: Any, f: Any) -> Any:
    """A store filter with the user ids and groups it matches replaced by their salted hashes (no raw ids)."""
    from kbgate.models import PRINCIPAL_FIELDS

    if isinstance(f, list):
        return [_hash_principals(audit, c) for c in f]
    if not isinstance(f, dict):
        return f
    if f.get("key") in PRINCIPAL_FIELDS and "any" in (f.get("match") or {}):
        return {**f, "match": {"any": [audit.hash_actor(v) for v in f["match"]["any"]]}}
    return {k: _hash_principals(audit, v) for k, v in f.items()}


def append_retrieval(audit: Any, request_id: str, query: str, actor: Any, result: Any, latency_ms: float = 0.0,
                     refusal: Any = is_refusal) -> dict:
    """Append the ``retrieval`` record of one served query to ``audit`` (query and user id hashed).

    Through a weighted alias (``result.arm`` set) the record's ``details.canary`` holds the
    arm, version, latency, result count, top score and refusal flag: ``refusal(answer)``
    (default :func:`kbgate.retrieval.refusal.is_refusal`) when the retriever generated an answer; a
    retriever that generates none (the built-in one) never refuses.
    """
    versions = sorted({f"{c.doc_id}@{c.version}" for c in result.chunks if c.doc_id})
    details = None
    if getattr(result, "arm", None):
        refused = bool(refusal and result.answer is not None and refusal(result.answer))
        details = {"canary": result.canary_details(latency_ms, refused)}
        if getattr(actor, "groups", ()):  # the canary judges user and group ACLs against these hashes
            details["actor_groups_hash"] = [audit.hash_actor(g) for g in actor.groups]
    return audit.append(
        "retrieval", request_id=request_id, actor_id=actor.user_id, query=query,
        tenant_id=actor.tenant_id, role=actor.role,
        filter_expression=_hash_principals(audit, result.filter_expression),
        retrieved_chunk_ids=[c.chunk_id for c in result.chunks], document_versions=versions,
        index_version=result.index_version, decision="served", details=details,
    )
