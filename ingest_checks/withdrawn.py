"""``withdrawn``: documents marked ``status: withdrawn`` are never accepted, and never indexed.

* ``WITHDRAWN``: the record's ``status`` is ``withdrawn`` (default action quarantine).

Deletion is a security rule, not a check setting: :func:`enforce_withdrawn` is applied by the
runner whatever the policy's ``checks.withdrawn`` section says. When the check is disabled, or
its action is ``flag``/``redact`` (not stopping), the runner gives the document a quarantining
``WITHDRAWN`` finding instead, so a withdrawn document is quarantined, its chunks never reach a staging version,
and a quarantine release does not apply to it. ``kbgate access`` reports any chunk of it that
is still in the index under test as a ``deleted`` leak.
"""

from __future__ import annotations

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding


class WithdrawnParams(CheckParams):
    """Parameters of the ``withdrawn`` check (only the common keys)."""


def _finding(doc: Document, params: WithdrawnParams) -> Finding:
    return check_withdrawn.finding(
        params, doc, "WITHDRAWN",
        f"{doc.key} is withdrawn: it is never indexed, whatever the policy says; `kbgate access` reports any "
        "chunk of it still in the index under test as a deleted leak. Remove it from the manifest once it is "
        "gone from the live index", evidence="status=withdrawn")


@register("withdrawn", category="lifecycle", scope="document", params=WithdrawnParams,
          default_action="quarantine", default_severity="medium", codes=("WITHDRAWN",), evidence="metadata")
def check_withdrawn(doc: Document, params: WithdrawnParams, ctx: RunContext) -> list[Finding]:
    """Withdrawn documents: never accepted, never indexed."""
    if doc.record.status != "withdrawn":
        return []
    return [_finding(doc, params)]


def enforce_withdrawn(docs: list[Document], findings: list[Finding], stopping: tuple[str, ...]) -> list[Finding]:
    """``findings`` with every withdrawn document held by a stopping finding.

    A withdrawn document that no stopping finding holds yet gets a quarantining ``WITHDRAWN``
    finding, which replaces a non-stopping (``flag``/``redact``) ``WITHDRAWN`` finding of it.

    Args:
        docs: every document of the run.
        findings: the findings of the run so far.
        stopping: the actions that keep a document out of the index.
    """
    held = {f.doc_key for f in findings if f.action in stopping}
    loose = {d.key: d for d in docs if d.record.status == "withdrawn" and d.key not in held}
    forced = WithdrawnParams(action="quarantine")
    kept = [f for f in findings if not (f.code == "WITHDRAWN" and f.doc_key in loose)]
    return kept + [_finding(d, forced) for d in loose.values()]
