"""Chunking strategies as small units, each with a stable id and validated parameters.

A strategy is named by a spec string ``ID[:name=value,...]``, e.g.
``"fixed:max_chars=400,overlap=40"`` (:func:`parse_strategy`). Every strategy cuts one loaded
:class:`~kbgate.models.Document` into chunks with stable, unique ids ``{doc_id}@{version}#{n}``
(``n`` counts the indexed chunks of the document from 0), so the same input and spec always give
the same ids and hashes.

The strategies:

* ``fixed`` (``max_chars``, ``overlap``): windows of exactly ``max_chars`` characters over the whole
  text, each starting ``max_chars - overlap`` after the previous one (the last may be shorter).
  Headings, sentences and tables are ignored: the naive baseline. Windows of only whitespace are
  skipped.
* ``heading`` (``max_chars``, ``overlap``, ``min_chars``): today's chunker,
  :func:`kbgate.corpus.chunking.chunk_document` (headings are hard breaks; cuts prefer a blank line, a
  sentence end, then whitespace; tables become their own chunks with the header repeated).
  ``heading`` with the policy's ``chunking`` values is byte-identical to what ``kbgate ingest`` builds.
* ``table`` (``max_chars``, ``overlap``, ``min_chars``, ``rows``): as ``heading``, with tables cut in
  groups of ``rows`` rows (0: as many as fit in ``max_chars``), each group starting with the header row.
* ``parent_child`` (``child``, ``parent``, ``min_chars``): parents are ``heading`` chunks of at most
  ``parent`` characters (no overlap); each parent is cut into children of at most ``child``
  characters (table parents by rows, the header repeated). Only the children are indexed; each
  carries ``parent_id`` (``{doc_id}@{version}#p{m}``) and the parent's text as its context.
* ``sentence_window`` (``window``, ``max_chars``): one chunk per sentence (a sentence ends at
  ``。！？；!?;``, a full stop before whitespace, or a line break; a longer one is cut at
  ``max_chars``); its context is the sentence with ``window`` sentences either side.

A chunk with a context is a :class:`ContextChunk`: its payload adds ``parent_id`` and
``context_text``, which a reader of the results gives to the answerer (and the evidence check
judges) instead of the indexed text.

Unspecified parameters take the strategy's defaults, except that ``heading`` and ``table`` take
``max_chars``, ``overlap`` and ``min_chars`` from the caller's ``defaults`` (the policy's
``chunking`` section) when given, so that a bare ``heading`` is what ``kbgate ingest`` builds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from kbgate.corpus.chunking import chunk_document, make_chunk, split_spans
from kbgate.errors import InputError
from kbgate.models import Chunk, Document
from kbgate.registry import Registry

_SENTENCE_END = re.compile(r"[。！？；!?;]|[.](?=\s)|\n")


@dataclass
class ContextChunk(Chunk):
    """An indexed chunk that answers with a wider text: its parent's, or its sentence window."""

    parent_id: str | None = None
    context_text: str = ""

    def payload(self) -> dict:
        return {**super().payload(), "parent_id": self.parent_id, "context_text": self.context_text}


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FixedParams(_Params):
    max_chars: int = Field(default=400, ge=10, le=20000)
    overlap: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _overlap_below_size(self) -> FixedParams:
        if self.overlap >= self.max_chars:
            raise ValueError("overlap must be less than max_chars")
        return self


class HeadingParams(_Params):
    max_chars: int = Field(default=800, ge=10, le=20000)
    overlap: int = Field(default=80, ge=0)
    min_chars: int = Field(default=20, ge=1)

    @model_validator(mode="after")
    def _overlap_below_half(self) -> HeadingParams:
        if self.overlap >= self.max_chars // 2 and self.overlap:
            raise ValueError("overlap must be less than half of max_chars")
        return self


class TableParams(HeadingParams):
    rows: int = Field(default=0, ge=0, le=10000)


class ParentChildParams(_Params):
    child: int = Field(default=300, ge=10, le=20000)
    parent: int = Field(default=1200, ge=10, le=50000)
    min_chars: int = Field(default=20, ge=1)

    @model_validator(mode="after")
    def _child_below_parent(self) -> ParentChildParams:
        if self.child >= self.parent:
            raise ValueError("child must be less than parent")
        return self


class SentenceWindowParams(_Params):
    window: int = Field(default=2, ge=0, le=20)
    max_chars: int = Field(default=400, ge=10, le=20000)


ChunkFn = Callable[[Document, _Params, str, list[str] | None], list[Chunk]]


def _fixed(doc: Document, p: FixedParams, run_id: str, roles: list[str] | None) -> list[Chunk]:
    text, out, start = doc.text, [], 0
    while start < len(text):
        end = min(start + p.max_chars, len(text))
        if text[start:end].strip():
            out.append(make_chunk(doc, len(out), start, end, text[start:end], run_id=run_id, allowed_roles=roles))
        if end == len(text):
            break
        start = end - p.overlap
    return out


def _heading(doc: Document, p: HeadingParams, run_id: str, roles: list[str] | None) -> list[Chunk]:
    return chunk_document(doc, max_chars=p.max_chars, overlap_chars=p.overlap, min_chars=p.min_chars,
                          run_id=run_id, allowed_roles=roles, table_rows=getattr(p, "rows", 0))


def _context_chunk(doc: Document, n: int, start: int, end: int, body: str, *, is_table: bool, run_id: str,
                   roles: list[str] | None, parent_id: str | None, context: str) -> ContextChunk:
    base = make_chunk(doc, n, start, end, body, is_table=is_table, run_id=run_id, allowed_roles=roles)
    return ContextChunk(**base.__dict__, parent_id=parent_id, context_text=context)


def _row_groups(text: str, max_chars: int) -> list[str]:
    """A table chunk's lines (header first) regrouped to at most ``max_chars``, the header repeated."""
    header, *rows = text.split("\n")
    groups: list[list[str]] = []
    for row in rows:
        if not groups or len(header) + sum(len(r) + 1 for r in groups[-1]) + len(row) + 1 > max_chars:
            groups.append([])
        groups[-1].append(row)
    return ["\n".join([header, *g]) for g in groups] or [header]


def _parent_child(doc: Document, p: ParentChildParams, run_id: str, roles: list[str] | None) -> list[Chunk]:
    parents = chunk_document(doc, max_chars=p.parent, overlap_chars=0, min_chars=p.min_chars, run_id=run_id,
                             allowed_roles=roles)
    rec, out = doc.record, []
    for m, parent in enumerate(parents):
        pid = f"{rec.doc_id}@{rec.version}#p{m}"
        if parent.is_table:
            pieces = [(parent.char_start, parent.char_end, body) for body in _row_groups(parent.text, p.child)]
        else:
            pieces = [(s, e, doc.text[s:e]) for s, e in
                      split_spans(doc.text, parent.char_start, parent.char_end, p.child, 0, p.min_chars)]
        for s, e, body in pieces:
            out.append(_context_chunk(doc, len(out), s, e, body, is_table=parent.is_table, run_id=run_id,
                                      roles=roles, parent_id=pid, context=parent.text))
    return out


def sentence_spans(text: str, max_chars: int) -> list[tuple[int, int]]:
    """Sentence spans of ``text`` (trimmed, none empty); a sentence over ``max_chars`` is cut."""
    spans, start = [], 0
    ends = [m.end() for m in _SENTENCE_END.finditer(text)] + [len(text)]
    for end in ends:
        if end <= start:
            continue
        spans.extend(split_spans(text, start, end, max_chars, 0, 1))
        start = end
    return spans


def _sentence_window(doc: Document, p: SentenceWindowParams, run_id: str, roles: list[str] | None) -> list[Chunk]:
    spans = sentence_spans(doc.text, p.max_chars)
    out = []
    for i, (s, e) in enumerate(spans):
        lo, hi = spans[max(0, i - p.window)][0], spans[min(len(spans) - 1, i + p.window)][1]
        out.append(_context_chunk(doc, i, s, e, doc.text[s:e], is_table=False, run_id=run_id, roles=roles,
                                  parent_id=None, context=doc.text[lo:hi]))
    return out


@dataclass(frozen=True)
class Strategy:
    """A registered chunking strategy: stable id, one-line help, params model and chunk function."""

    id: str
    help: str
    params: type[_Params]
    fn: ChunkFn


#: every chunking strategy, by id, in the order listed in the module notes
STRATEGIES: Registry[Strategy] = Registry("chunking strategy")
STRATEGIES.add(Strategy("fixed", "windows of exactly max_chars characters, overlap apart (the naive baseline)",
                        FixedParams, _fixed))
STRATEGIES.add(Strategy("heading", "the ingest chunker: headings are hard breaks, cuts prefer blank lines and "
                        "sentence ends, tables are their own chunks", HeadingParams, _heading))
STRATEGIES.add(Strategy("table", "as heading, with tables cut in groups of rows rows, the header repeated",
                        TableParams, _heading))
STRATEGIES.add(Strategy("parent_child", "children of at most child characters indexed, each answering with "
                        "its heading parent of at most parent characters", ParentChildParams, _parent_child))
STRATEGIES.add(Strategy("sentence_window", "one chunk per sentence, answering with window sentences either side",
                        SentenceWindowParams, _sentence_window))

_POLICY_KEYS = {"max_chars": "max_chars", "overlap": "overlap_chars", "min_chars": "min_chars"}
_POLICY_DEFAULTED = ("heading", "table")


@dataclass(frozen=True)
class ChunkStrategy:
    """A parsed strategy: its id, validated parameters and canonical spec."""

    id: str
    params: _Params

    @property
    def spec(self) -> str:
        """The canonical spec, every parameter spelled out: ``fixed:max_chars=400,overlap=40``."""
        return f"{self.id}:" + ",".join(f"{k}={v}" for k, v in self.params.model_dump().items())

    def chunk(self, doc: Document, *, run_id: str = "", allowed_roles: list[str] | None = None) -> list[Chunk]:
        """Cut ``doc`` into chunks (see the module rules)."""
        return STRATEGIES[self.id].fn(doc, self.params, run_id, allowed_roles)


def parse_strategy(spec: str, defaults: object | None = None) -> ChunkStrategy:
    """Parse ``ID[:name=value,...]`` into a :class:`ChunkStrategy`.

    Args:
        spec: e.g. ``"parent_child:child=300,parent=1200"``.
        defaults: an object with ``max_chars``, ``overlap_chars`` and ``min_chars`` (the policy's
            ``chunking`` section) giving those parameters of ``heading`` and ``table`` when the
            spec does not.

    Raises:
        InputError: unknown strategy (the known ones are listed), a parameter the strategy does not
            take (the allowed ones are listed), a part that is not ``name=value``, or a bad value.
    """
    name, _, rest = spec.strip().partition(":")
    if name not in STRATEGIES:
        raise InputError(f"unknown chunking strategy '{name}' in '{spec}'; known: {', '.join(STRATEGIES)}")
    model = STRATEGIES[name].params
    allowed = list(model.model_fields)
    given: dict[str, str] = {}
    for part in filter(None, (x.strip() for x in rest.split(","))):
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or not key:
            raise InputError(f"chunking strategy '{name}': '{part}' is not name=value; e.g. {name}:{allowed[0]}=400")
        if key not in allowed:
            raise InputError(f"chunking strategy '{name}': unknown parameter '{key}'; allowed: {', '.join(allowed)}")
        given[key] = value.strip()
    values: dict[str, object] = {k: getattr(defaults, pk) for k, pk in _POLICY_KEYS.items()
                                 if name in _POLICY_DEFAULTED and hasattr(defaults, pk)}
    values.update(given)
    try:
        params = model(**values)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, err['loc'])) or 'params'}: {err['msg']}" for err in exc.errors())
        inherited = [k for k in values if k not in given]
        if inherited:
            problems += (f" ({', '.join(f'{k}={values[k]}' for k in inherited)} from the policy's chunking section; "
                         f"set them in the spec, e.g. {name}:{inherited[0]}=...)")
        raise InputError(f"chunking strategy '{name}': {problems}") from None
    return ChunkStrategy(name, params)
