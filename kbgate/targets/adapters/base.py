"""What every adapter shares: the metadata keys, the protocol chunk dict, the framework import."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kbgate.errors import KbgateError

#: top-level module -> the kbgate extra that installs it
EXTRAS = {"langchain": "langchain", "langchain_core": "langchain", "llama_index": "llamaindex",
          "haystack": "haystack"}


class TargetError(KbgateError):
    """An in-process target failed: its factory or its retriever raised, or it returned a bad shape."""


@dataclass(frozen=True)
class MetadataKeys:
    """Where a framework document's metadata keeps kbgate's notions (``--metadata-key NAME=KEY``).

    A missing ``doc_id`` leaves the chunk to attribution by text fingerprint; a missing
    ``chunk_id`` falls back to the framework's own document id, else to the text's sha256.
    ``score`` is read only where the framework has no score of its own (LangChain documents).
    """

    doc_id: str = "doc_id"
    version: str = "version"
    chunk_id: str = "chunk_id"
    score: str = "score"

    @classmethod
    def parse(cls, pairs: Iterable[str]) -> MetadataKeys:
        """Keys from ``NAME=KEY`` pairs, NAME one of doc_id, version, chunk_id."""
        out: dict[str, str] = {}
        for pair in pairs:
            name, sep, key = pair.partition("=")
            if not sep or name.strip() not in cls.__dataclass_fields__ or not key.strip():
                raise KbgateError(f"'{pair}' is not a metadata key mapping; write NAME=KEY with NAME one of "
                                  f"{', '.join(cls.__dataclass_fields__)}, e.g. doc_id=source_id")
            out[name.strip()] = key.strip()
        return cls(**out)


def _install_hint(missing: str) -> str:
    top = missing.split(".")[0]
    extra = EXTRAS.get(top)
    if extra:
        return f"module '{missing}' is not installed; run pip install 'kbgate[{extra}]'"
    return f"module '{missing}' is not installed; install the package that provides it"


def require(module: str) -> Any:
    """Import a framework module, or raise a KbgateError naming the extra to install."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise KbgateError(f"this target needs {module.split('.')[0]}: {_install_hint(module)}") from None


def chunk_dict(text: Any, metadata: Mapping[str, Any] | None, keys: MetadataKeys, *, own_id: Any = None,
               score: Any = None) -> dict:
    """One protocol chunk from a framework document's text, metadata, own id and score.

    ``doc_id``, ``version`` and the chunk id are read from the metadata under ``keys``
    (numbers become strings); the chunk id falls back to ``own_id`` (the framework's id), then
    to ``text-`` and the text's sha256. The text and score are passed on as they are, so a
    wrong type is reported by :func:`kbgate.targets.http.parse_response`.
    """
    from kbgate.targets.http import text_fingerprint

    meta = metadata or {}
    chunk_id = meta.get(keys.chunk_id) or own_id
    if chunk_id is None:
        chunk_id = "text-" + text_fingerprint(text)[:16] if isinstance(text, str) else "-"
    return {"chunk_id": str(chunk_id), "doc_id": _str_or_none(meta.get(keys.doc_id)),
            "version": _str_or_none(meta.get(keys.version)), "text": text, "score": score}


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)
