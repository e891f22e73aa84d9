"""kbgate as a step of a LangChain, LlamaIndex or Haystack ingestion pipeline.

Each component runs :func:`kbgate.check_documents` on the documents passing through it:
quarantined (and rejected) documents are held back, redacted documents go on with their
redacted text, accepted ones go on unchanged; every document that goes on carries kbgate's
verdict in its metadata (:data:`VERDICT_KEYS`). The framework is imported only when its
module is: ``from kbgate.integrations.langchain import KbgateTransformer`` needs
``pip install 'kbgate[langchain]'`` (``[llamaindex]``, ``[haystack]``), and says so when it is absent.

===========  ==========================================  ===========================================
framework    component                                   module
===========  ==========================================  ===========================================
LangChain    ``KbgateTransformer`` (BaseDocumentTransformer)  :mod:`kbgate.integrations.langchain`
LlamaIndex   ``KbgateTransform`` (TransformComponent)     :mod:`kbgate.integrations.llamaindex`
Haystack     ``KbgateDocumentGate`` (component)           :mod:`kbgate.integrations.haystack`
===========  ==========================================  ===========================================
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kbgate.errors import KbgateError

#: the metadata keys a component adds to every document it lets through (flat strings: any vector store keeps them)
VERDICT_KEYS = ("kbgate_state", "kbgate_doc", "kbgate_codes", "kbgate_run")


class MissingExtra(KbgateError, ImportError):
    """The framework of an integration is not installed; the message names the extra to install."""


def require(module: str, extra: str):
    """``import module``, or :class:`MissingExtra` naming ``pip install 'kbgate[extra]'``."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtra(f"kbgate's {extra} integration needs {module.split('.')[0]}, which is not installed "
                           f"({exc}); install it with: pip install 'kbgate[{extra}]'") from None


@dataclass
class Screen:
    """The documents of one batch, split by kbgate's verdicts (input order kept).

    ``passed`` holds ``(document, verdict)`` of the accepted and redacted documents, ``held`` of the
    quarantined and rejected ones; ``outcome`` is what :func:`kbgate.check_documents` returned.
    """

    @property
    def run_id(self) -> str | None:
        return self.outcome.ingest.run_id if self.outcome is not None else None

    passed: list[tuple[Any, Any]] = field(default_factory=list)
    held: list[tuple[Any, Any]] = field(default_factory=list)
    outcome: Any = None


def screen(documents: Sequence[Any], policy: Any, options: dict | None = None) -> Screen:
    """Check ``documents`` with :func:`kbgate.check_documents` (``options`` are its keyword arguments)."""
    import kbgate

    docs = list(documents)
    out = kbgate.check_documents(docs, policy, **(options or {}))
    result = Screen(outcome=out)
    for verdict in out.verdicts:
        (result.passed if verdict.state in ("accepted", "accepted_redacted") else result.held).append(
            (docs[verdict.index], verdict))
    return result


def verdict_metadata(verdict: Any, run_id: str | None) -> dict[str, str]:
    """The :data:`VERDICT_KEYS` of one verdict: state, ``doc_id@version``, finding codes (comma-separated), run id."""
    codes = sorted({f["code"] for f in verdict.findings})
    return dict(zip(VERDICT_KEYS, (verdict.state, verdict.doc_key or "", ",".join(codes), run_id or ""), strict=True))


def text_to_index(verdict: Any, original: str) -> str:
    """The text that goes on: the redacted text of a redacted document, else the input text unchanged."""
    return verdict.text if verdict.state == "accepted_redacted" and verdict.text is not None else original
