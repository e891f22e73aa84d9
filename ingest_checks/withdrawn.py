"""``withdrawn``: documents marked ``status: withdrawn`` are never accepted.

Each one is reported as ``WITHDRAWN`` (quarantine) so the report can list it for deletion
probes: access tests then check that no chunk of it is still served from the live index.
"""

from __future__ import annotations

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding


class WithdrawnParams(CheckParams):
    """Parameters of the ``withdrawn`` check (only the common keys)."""


@register("withdrawn", category="lifecycle", scope="document", params=WithdrawnParams,
          default_action="quarantine", default_severity="medium", codes=("WITHDRAWN",))
def check_withdrawn(doc: Document, params: WithdrawnParams, ctx: RunContext) -> list[Finding]:
    """Withdrawn documents: never accepted, listed for deletion probes."""
    if doc.record.status != "withdrawn":
        return []
    return [check_withdrawn.finding(
        params, doc, "WITHDRAWN",
        f"{doc.key} is withdrawn: it is not ingested and is listed for deletion probes (its chunks must be "
        "absent from the live index); remove it from the manifest once the probes pass",
        evidence="status=withdrawn")]
