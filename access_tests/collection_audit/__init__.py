"""Auditing a Qdrant collection kbgate did not build, against the corpus manifest and the policy.

A third-party pipeline labels its points with its own payload keys. ``fields.yaml``
(:class:`FieldMap`) says where each kbgate notion lives in that payload; the audit scrolls
every point (payload only, never vectors) and judges its labels against the truth
(:class:`kbgate.acl.AccessTruth` and :func:`access_tests.truth.stale_reasons`: the manifest
and the policy, never the payload).

The modules, one concern each: :mod:`.fields` (``fields.yaml``, reading a payload key),
:mod:`.truth` (the manifest and policy as of a date), :mod:`.judge` (the rules, one finding per
point, and the exposures), :mod:`.qdrant` (the live collection, read only) and :mod:`.report`
(the ``kbgate.collection-audit/1`` report). Every public name is importable from here.
"""

from access_tests.collection_audit.fields import FieldMap, load_field_map, payload_values
from access_tests.collection_audit.judge import (
    CODES,
    LEAK_STALE_REASONS,
    MAX_LISTED,
    CollectionAudit,
    CollectionFinding,
    audit_points,
)
from access_tests.collection_audit.qdrant import (
    PAGE_SIZE,
    audit_collection,
    check_collection,
    open_client,
    scroll_points,
)
from access_tests.collection_audit.report import REPORT_SCHEMA, audit_report, text_summary
from access_tests.collection_audit.truth import AuditTruth

__all__ = [
    "CODES", "LEAK_STALE_REASONS", "MAX_LISTED", "PAGE_SIZE", "REPORT_SCHEMA", "AuditTruth", "CollectionAudit",
    "CollectionFinding", "FieldMap", "audit_collection", "audit_points", "audit_report", "check_collection",
    "load_field_map", "open_client", "payload_values", "scroll_points", "text_summary",
]
