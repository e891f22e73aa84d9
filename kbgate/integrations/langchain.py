"""LangChain: :class:`KbgateTransformer`, a ``BaseDocumentTransformer`` that keeps contaminated documents out.

Example::

    from kbgate.integrations.langchain import KbgateTransformer

    gate = KbgateTransformer("policies/acme.yaml", field_map={"doc_id": "id", "tenant_id": "org"})
    store.add_documents(gate.transform_documents(loader.load()))
    gate.last.held  # (document, verdict) of what was quarantined
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kbgate.integrations import require, screen, text_to_index, verdict_metadata

_documents = require("langchain_core.documents", "langchain")


class KbgateTransformer(_documents.BaseDocumentTransformer):
    """Drops quarantined documents, replaces redacted text, attaches kbgate's verdict to ``metadata``.

    Args:
        policy: the policy (a path or a loaded :class:`kbgate.policy.Policy`).
        **options: keyword arguments of :func:`kbgate.check_documents` (``field_map``, ``as_of``,
            ``store``/``alias`` for dedup against the live index, ``workdir``...).
    """

    def __init__(self, policy: Any, **options: Any):
        self.policy, self.options, self.last = policy, options, None

    def transform_documents(self, documents: Sequence[Any], **kwargs: Any) -> Sequence[Any]:
        self.last = result = screen(documents, self.policy, {**self.options, **kwargs})
        return [_documents.Document(page_content=text_to_index(v, doc.page_content), id=doc.id,
                                    metadata={**doc.metadata, **verdict_metadata(v, result.run_id)})
                for doc, v in result.passed]
