"""LlamaIndex: :class:`KbgateTransform`, a ``TransformComponent`` for an ``IngestionPipeline``.

Example::

    from llama_index.core.ingestion import IngestionPipeline
    from kbgate.integrations.llamaindex import KbgateTransform

    pipeline = IngestionPipeline(transformations=[KbgateTransform(policy="policies/acme.yaml"), splitter, embed],
                                 vector_store=vector_store)
"""

from __future__ import annotations

from typing import Any

from kbgate.integrations import VERDICT_KEYS, require, screen, text_to_index, verdict_metadata

_schema = require("llama_index.core.schema", "llamaindex")


class KbgateTransform(_schema.TransformComponent):
    """Holds back quarantined nodes, replaces redacted text, attaches kbgate's verdict to ``metadata``
    (kept out of the embedding and LLM text).

    Attributes:
        policy: the policy (a path or a loaded :class:`kbgate.policy.Policy`).
        options: keyword arguments of :func:`kbgate.check_documents` (``field_map``, ``as_of``, ``workdir``...).
    """

    policy: Any
    options: dict = {}
    last: Any = None

    def __call__(self, nodes: list, **kwargs: Any) -> list:
        result = screen(nodes, self.policy, self.options)
        object.__setattr__(self, "last", result)
        out = []
        for node, v in result.passed:
            node = node.model_copy(deep=True)
            node.set_content(text_to_index(v, node.get_content()))
            node.metadata.update(verdict_metadata(v, result.run_id))
            for excluded in (node.excluded_embed_metadata_keys, node.excluded_llm_metadata_keys):
                excluded.extend(k for k in VERDICT_KEYS if k not in excluded)
            out.append(node)
        return out
