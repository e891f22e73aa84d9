"""Haystack: :class:`KbgateDocumentGate`, a component with ``documents`` in and ``documents`` + ``quarantined`` out.

Example::

    from haystack import Pipeline
    from kbgate.integrations.haystack import KbgateDocumentGate

    p = Pipeline()
    p.add_component("gate", KbgateDocumentGate("policies/acme.yaml"))
    p.add_component("writer", DocumentWriter(document_store=store))
    p.connect("gate.documents", "writer.documents")
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kbgate.integrations import require, screen, text_to_index, verdict_metadata

_haystack = require("haystack", "haystack")
Document = _haystack.Document


@_haystack.component
class KbgateDocumentGate:
    """``documents``: what may be indexed (redacted text replaced, kbgate's verdict in ``meta``);
    ``quarantined``: what kbgate held back, with its verdict and finding codes in ``meta``.

    Args:
        policy: the policy (a path or a loaded :class:`kbgate.policy.Policy`).
        **options: keyword arguments of :func:`kbgate.check_documents` (``field_map``, ``as_of``, ``workdir``...).
    """

    def __init__(self, policy: Any, **options: Any):
        self.policy, self.options, self.last = policy, options, None

    @_haystack.component.output_types(documents=list[Document], quarantined=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        self.last = result = screen(documents, self.policy, self.options)
        run_id = result.run_id

        def tagged(doc: Document, v: Any, content: str | None) -> Document:
            return dataclasses.replace(doc, content=content, meta={**doc.meta, **verdict_metadata(v, run_id)})

        return {"documents": [tagged(d, v, text_to_index(v, d.content)) for d, v in result.passed],
                "quarantined": [tagged(d, v, d.content) for d, v in result.held]}
