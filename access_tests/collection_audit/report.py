"""The ``kbgate.collection-audit/1`` report and its text summary."""

from __future__ import annotations

import datetime as dt

from access_tests.collection_audit.fields import FieldMap
from access_tests.collection_audit.judge import CollectionAudit
from access_tests.collection_audit.truth import AuditTruth

REPORT_SCHEMA = "kbgate.collection-audit/1"


def audit_report(audit: CollectionAudit, truth: AuditTruth, *, target: dict, fields: FieldMap, fail_on: str = "warn",
                 run_id: str | None = None) -> dict:
    """The ``kbgate.collection-audit/1`` report: the access report's shapes (verdict, matrix) plus the findings."""
    from kbgate.runs import new_run_id

    policy = truth.policy
    return {
        "schema": REPORT_SCHEMA, "run_id": run_id or new_run_id(),
        "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "policy": {"name": policy.name, "hash": policy.digest()},
        "target": target,
        "corpus": {"documents": len(truth.truth.docs), "rejected_records": truth.rejected, "as_of": str(truth.as_of)},
        "deleted": sorted(truth.deleted | {d.key for d in truth.truth.deleted}),
        "fields": fields.model_dump(exclude_none=True),
        "verdict": audit.verdict(fail_on), "fail_on": fail_on,
        "points": audit.points, "documents_seen": len(audit.docs_seen),
        "not_in_collection": sorted(set(truth.servable()) - audit.docs_seen), "counts": audit.counts(),
        "matrix": audit.matrix(policy), "exposures": audit.exposures_by_kind(),
        "findings_listed": len(audit.findings), "findings": [f.to_dict() for f in audit.findings],
    }


def text_summary(report: dict, top: int = 20) -> str:
    """What ``kbgate audit-collection`` prints in text mode."""
    from access_tests.report import matrix_text

    v = report["verdict"]
    lines = [f"Collection audit {report['run_id']}: {report['target']['description']}",
             f"{v['status'].upper()}" + "".join(f"\n  - {r}" for r in v["reasons"]), "",
             f"{report['points']} points, {report['documents_seen']} manifest documents seen, as of "
             f"{report['corpus']['as_of']}; servable documents not in the collection: "
             f"{len(report['not_in_collection'])} (not a finding)"
             + (f"; {report['corpus']['rejected_records']} manifest record(s) rejected, their points are orphans "
                "(see kbgate corpus inspect)" if report["corpus"]["rejected_records"] else ""),
             "  ".join(f"{code} {n}" for code, n in report["counts"].items()), "",
             "Exposure matrix (rows: actor; columns: owning tenant/classification; cells: points the payload "
             "labels admit but the truth forbids)", matrix_text(report["matrix"])]
    if report["findings"]:
        lines += ["", f"Findings (first {min(top, len(report['findings']))} of {len(report['findings'])}):"]
        for f in report["findings"][:top]:
            what = f["field"] and f"{f['field']} {f['direction'] or ''}".strip() or f["reason"] or ""
            lines.append(f"  {f['code']:13} {f['severity']:5} {what:22} point {f['point_id']}  {f['doc'] or '-'}")
    return "\n".join(lines)
