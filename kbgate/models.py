"""Shared data types: manifest records, loaded documents, chunks and findings.

The manifest record is a pydantic model (it is user input); documents and chunks
are plain dataclasses because they are produced in bulk by kbgate itself.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

DOC_ID_RE = re.compile(r"^[A-Za-z0-9._-]+$")

Severity = Literal["info", "low", "medium", "high", "critical"]
#: ``info`` records a fact for the report (an exemption, benign hidden content); it never fails a run.
Action = Literal["quarantine", "block", "flag", "redact", "info"]
SEVERITY_ORDER = {"info": 0, "low": 1, "medium": 2, "high": 3, "critical": 4}


class ManifestRecord(BaseModel):
    """One document's metadata, as declared in ``manifest.jsonl`` or ``manifest.yaml``.

    ``tenant_id`` and ``classification`` are required keys but may be ``null``: a
    null label is not a contract error, it is a ``LABEL_MISSING`` finding of the
    ``labels`` check, so the document is quarantined for review rather than lost.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc_id: str
    version: str = Field(min_length=1)
    path: str = Field(min_length=1)
    source: str = Field(min_length=1)
    sha256: str | None = None
    tenant_id: str | None
    classification: str | None
    allowed_roles: list[str] | None = None
    allowed_users: list[str] | None = None
    allowed_groups: list[str] | None = None
    denied_users: list[str] = Field(default_factory=list)
    effective_from: dt.date
    expires_at: dt.date | None = None
    supersedes: list[str] = Field(default_factory=list)
    status: Literal["active", "withdrawn"] = "active"
    title: str | None = None
    language: str | None = None

    @field_validator("doc_id")
    @classmethod
    def _doc_id_charset(cls, v: str) -> str:
        if not DOC_ID_RE.match(v):
            raise ValueError("must match [A-Za-z0-9._-]+")
        return v

    @field_validator("sha256")
    @classmethod
    def _sha_hex(cls, v: str | None) -> str | None:
        if v is not None and not re.fullmatch(r"[0-9a-fA-F]{64}", v):
            raise ValueError("must be 64 hex characters")
        return v.lower() if v else v

    @field_validator("supersedes")
    @classmethod
    def _supersedes_form(cls, v: list[str]) -> list[str]:
        for item in v:
            if "@" not in item:
                raise ValueError(f"'{item}' must be written doc_id@version")
        return v

    @model_validator(mode="after")
    def _dates_ordered(self) -> ManifestRecord:
        if self.expires_at is not None and self.expires_at < self.effective_from:
            raise ValueError("expires_at is before effective_from")
        return self

    @property
    def key(self) -> str:
        """``doc_id@version``, unique within a corpus."""
        return f"{self.doc_id}@{self.version}"


@dataclass(frozen=True)
class LoadError:
    """Why a document's file could not be turned into text."""

    code: Literal["PARSE_ENCRYPTED", "PARSE_CORRUPT", "PARSE_EMPTY", "PARSE_UNSUPPORTED", "FILE_MISSING",
                  "FILE_NOT_REGULAR", "FILE_TOO_LARGE", "TEXT_TOO_LARGE", "PARSE_TIMEOUT"]
    message: str


@dataclass
class Table:
    """A table extracted from a PDF; ``rows`` excludes the header row.

    The loader renders the table into :attr:`Document.text` (one line per row, cells
    joined by `` | ``); ``char_start``/``char_end`` delimit that block and
    ``row_spans`` each row's line, so PII and chunk spans can point into it.
    """

    header: list[str]
    rows: list[list[str]]
    pages: list[int]
    char_start: int = 0
    char_end: int = 0
    row_spans: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True)
class HiddenSpan:
    """Text a reader of the rendered document does not see, found by a format-aware loader.

    ``kind`` names the carrier (``html_comment``, ``markdown_comment``, ``css_display_none``, ``css_visibility_hidden``,
    ``hidden_attribute``, ``tiny_font``, ``background_colour``, ``off_screen``, ``noscript``,
    ``template``, ``attribute_alt``, ``attribute_title``, ``attribute_aria_label``, ``docx_vanish``,
    ``docx_comment``, ``docx_deletion``, ``pdf_invisible_text``, ...). ``char_start``/``char_end``
    index :attr:`Document.text` when the hidden text is part of it, else they are ``None``
    (hidden text is usually kept out of the main text). Whether hidden text is an injection is
    judged by the ``injection`` check from what it says, not from its being hidden.
    """

    kind: str
    text: str
    page: int | None = None
    char_start: int | None = None
    char_end: int | None = None


@dataclass
class Document:
    """A loaded document: manifest record plus extracted text and layout facts.

    ``text`` is the whole cleaned text (repeated page headers and footers removed);
    chunk spans and PII spans index into it. ``page_starts[i]`` is the offset in
    ``text`` where page ``i + 1`` starts (a single 0 for non-paged formats).
    """

    record: ManifestRecord
    text: str = ""
    fmt: str = ""
    decoding: str | None = None
    language: str | None = None
    page_starts: list[int] = field(default_factory=lambda: [0])
    page_char_counts: list[int] = field(default_factory=list)
    sections: list[tuple[int, str]] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    repeated_lines: list[str] = field(default_factory=list)
    #: HTML blocks stripped as site chrome learned from the corpus (their lines are in ``repeated_lines``)
    chrome_blocks: int = 0
    front_matter: dict = field(default_factory=dict)
    hidden_spans: list[HiddenSpan] = field(default_factory=list)
    file_sha256: str | None = None
    load_error: LoadError | None = None
    chunks: list[Chunk] = field(default_factory=list)

    @property
    def key(self) -> str:
        return self.record.key

    @property
    def titles(self) -> list[str]:
        """Every title the document carries, without repeats: the manifest's, the front matter's (also
        an HTML ``<title>`` or DOCX core properties title) and the first heading."""
        found = [self.record.title, self.front_matter.get("title"), self.sections[0][1] if self.sections else None]
        return list(dict.fromkeys(" ".join(str(t).split()) for t in found if t and str(t).strip()))

    def page_at(self, offset: int) -> int:
        """1-based page number holding character ``offset``."""
        page = 1
        for i, start in enumerate(self.page_starts):
            if start <= offset:
                page = i + 1
            else:
                break
        return page

    def chunks_overlapping(self, start: int, end: int) -> list[Chunk]:
        """The chunks whose ``[char_start, char_end)`` overlaps ``[start, end)``."""
        return [c for c in self.chunks if c.char_start < end and start < c.char_end]

    def chunk_at(self, offset: int) -> str | None:
        """The id of the body (non-table) chunk holding character ``offset``, if any."""
        return next((c.chunk_id for c in self.chunks if not c.is_table and c.char_start <= offset < c.char_end), None)

    def section_at(self, offset: int) -> str | None:
        title = None
        for start, name in self.sections:
            if start <= offset:
                title = name
            else:
                break
        return title


#: The per-user and per-group ACL lists of a manifest record, a chunk and its payload.
PRINCIPAL_FIELDS = ("allowed_users", "allowed_groups", "denied_users")


def principal_lists(obj: Any) -> dict[str, list[str]]:
    """The user and group lists ``obj`` sets (``allowed_*: []`` is set and means nobody; no denials is omitted).

    A payload holds only these, so a document without user or group lists is stored as before.
    """
    out = {}
    for name in PRINCIPAL_FIELDS:
        value = getattr(obj, name, None) if not isinstance(obj, dict) else obj.get(name)
        if value is not None and (value or name != "denied_users"):
            out[name] = sorted(set(value))
    return out


@dataclass
class Chunk:
    """A retrievable piece of a document, with provenance.

    ``chunk_id`` is ``{doc_id}@{version}#{n}`` and stable across runs for the same
    input and chunking parameters. ``char_start``/``char_end`` index the document's
    ``text``; a table chunk's text is rebuilt from its table (header + rows).
    """

    chunk_id: str
    doc_id: str
    version: str
    n: int
    text: str
    chunk_hash: str
    char_start: int
    char_end: int
    page: int | None
    section: str | None
    source: str
    tenant_id: str | None
    classification: str | None
    allowed_roles: list[str]
    effective_from: str
    expires_at: str | None
    language: str | None
    run_id: str
    is_table: bool = False
    redacted: bool = False
    allowed_users: list[str] | None = None
    allowed_groups: list[str] | None = None
    denied_users: list[str] = field(default_factory=list)

    def payload(self) -> dict:
        """The payload stored with the chunk in an index."""
        return {
            "chunk_id": self.chunk_id,
            "doc_id": self.doc_id,
            "version": self.version,
            "tenant_id": self.tenant_id,
            "allowed_roles": list(self.allowed_roles),
            "classification": self.classification,
            **principal_lists(self),
            "effective_from": self.effective_from,
            "expires_at": self.expires_at,
            "source": self.source,
            "ingestion_run_id": self.run_id,
            "chunk_hash": self.chunk_hash,
            "section": self.section,
            "page": self.page,
            "language": self.language,
            "text": self.text,
        }


class Location(BaseModel):
    """Where a finding sits: page and character span in the document text."""

    model_config = ConfigDict(frozen=True)

    page: int | None = None
    char_start: int | None = None
    char_end: int | None = None


class Finding(BaseModel):
    """The one result type of every check.

    ``evidence`` is always masked: it never holds raw PII or restricted text.
    ``details`` holds the structured facts of a finding as typed data (numbers, strings,
    lists of strings), for reports to read without parsing ``message``: an injection
    finding's ``family``, ``score`` and ``signals``; a duplicate's ``cluster``,
    ``canonical`` and ``jaccard``. Empty when a check has none. Like ``evidence`` it never
    holds raw PII or document text.
    """

    model_config = ConfigDict(frozen=True)

    check_id: str
    code: str
    severity: Severity
    action: Action
    doc_id: str
    version: str
    chunk_id: str | None = None
    message: str
    evidence: str | None = None
    location: Location | None = None
    details: dict[str, Any] = Field(default_factory=dict)

    @property
    def doc_key(self) -> str:
        return f"{self.doc_id}@{self.version}"


def facts_text(details: dict[str, Any]) -> str:
    """``details`` as the bracketed facts prefix of a message, e.g. ``[family=override; score=0.90; signals=a,b]``
    (floats to two decimals, lists comma-joined, in the dict's order)."""
    def show(v: Any) -> str:
        if isinstance(v, float):
            return f"{v:.2f}"
        if isinstance(v, list | tuple):
            return ",".join(str(x) for x in v)
        return str(v)
    return "[" + "; ".join(f"{k}={show(v)}" for k, v in details.items()) + "]"
