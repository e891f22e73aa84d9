"""``kbgate audit-collection``: judge a Qdrant collection kbgate did not build against the manifest and policy."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import click

from kbgate.app.commands._output import emit_json, format_option, workdir_option


@click.command("audit-collection")
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--corpus", "corpus_dir", required=True, type=click.Path(file_okay=False),
              help="The corpus directory: its manifest and the policy are the truth, never the payload.")
@click.option("--store", "store_spec", required=True, metavar="STORE",
              help="qdrant+http(s)://host:port (API key in $KBGATE_QDRANT_API_KEY) or qdrant+local:PATH.")
@click.option("--collection", required=True, help="The collection to audit (read only: scrolled, never written).")
@click.option("--fields", "fields_path", required=True, type=click.Path(dir_okay=False),
              help="fields.yaml: where doc_id, version, tenant, roles/groups and classification live in the payload.")
@click.option("--as-of", "as_of", type=click.DateTime(formats=["%Y-%m-%d"]),
              help="Judge expiry and effective dates on this date, YYYY-MM-DD (default: today).")
@click.option("--deleted", "deleted_file", type=click.Path(dir_okay=False),
              help="Deletion list: one doc_id or doc_id@version per line; their points are STALE_POINT.")
@click.option("--fail-on", type=click.Choice(["warn", "leak"]), default="warn", show_default=True,
              help="leak: only findings that can leak (widened ACL, no tenant, no ACL, withdrawn or deleted "
              "points) exit 1; warn: any finding does.")
@click.option("--timeout", default=10.0, show_default=True, type=click.FloatRange(0.1),
              help="Qdrant request timeout (s).")
@click.option("--report-dir", type=click.Path(file_okay=False),
              help="Where to write collection-audit.json (default: WORKDIR/runs/RUN_ID).")
@workdir_option
@format_option
def audit_collection(policy_path, corpus_dir, store_spec, collection, fields_path, as_of, deleted_file, fail_on,
                     timeout, report_dir, workdir, fmt):
    """Audit a Qdrant collection filled by your own pipeline: mislabels, stale points, missing ACLs, orphans.

    Every point is scrolled (payload only) and its labels judged against the corpus
    manifest and the policy: ACL_MISMATCH (tenant, roles or classification disagree;
    widened or narrowed), STALE_POINT (withdrawn, deleted, expired, not yet effective
    or superseded document), NO_TENANT, NO_ACL, ORPHAN_POINT (no manifest record).
    Reports hold point ids and labels, never text. The audit log record goes to WORKDIR.

    \b
    Exit codes: 0 no finding (at --fail-on); 1 findings; 2 usage or input error.
    \b
    Example:
      kbgate audit-collection --policy policies/acme.yaml --corpus fixtures/corpus \\
        --store qdrant+http://localhost:6333 --collection kb_prod --fields fields.yaml
      kbgate audit-collection --policy policies/acme.yaml --corpus fixtures/corpus \\
        --store qdrant+local:/data/qdrant --collection kb_prod --fields fields.yaml --format json
    """
    from access_tests.collection_audit import (
        AuditTruth,
        audit_collection,
        audit_report,
        check_collection,
        load_field_map,
        open_client,
        text_summary,
    )
    from kbgate.acl import read_deleted_list
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.audit import AuditLog
    from kbgate.reports import write_run_reports
    from kbgate.runs import new_run_id

    day = as_of.date() if as_of else dt.date.today()
    policy = load_checked_policy(policy_path)
    fields = load_field_map(fields_path)
    deleted = read_deleted_list(deleted_file) if deleted_file else set()
    truth = AuditTruth.from_corpus(corpus_dir, policy, as_of=day, deleted=deleted)
    client = open_client(store_spec, timeout=timeout)
    try:
        total = check_collection(client, store_spec, collection)  # fails fast, and sizes the progress bar
        with click.progressbar(length=total, label="Scrolling", file=sys.stderr,
                               hidden=fmt != "text" or not sys.stderr.isatty()) as bar:
            audit = audit_collection(client, collection, fields, truth, spec=store_spec, on_page=bar.update)
    finally:
        client.close()
    run_id = new_run_id()
    target = {"description": f"qdrant collection {collection} at {store_spec}", "kind": "qdrant-collection",
              "store": store_spec, "collection": collection}
    report = audit_report(audit, truth, target=target, fields=fields, fail_on=fail_on, run_id=run_id)
    report["corpus"]["path"] = str(corpus_dir)
    work = Path(workdir)
    log = AuditLog(work)
    report["audit_head"] = log.head()
    path = write_run_reports(Path(report_dir) if report_dir else work / "runs" / run_id, report,
                             "collection-audit.json")["json"]
    log.append("collection_audit", policy_hash=report["policy"]["hash"], decision=report["verdict"]["status"],
               details={"run_id": run_id, "target": target["description"], "points": audit.points,
                        "counts": report["counts"], "reasons": report["verdict"]["reasons"], "report": str(path)})
    if fmt == "json":
        emit_json({"run_id": run_id, "verdict": report["verdict"], "points": audit.points, "counts": report["counts"],
                   "not_in_collection": len(report["not_in_collection"]),
                   "matrix": report["matrix"], "findings": report["findings"][:50], "reports": {"json": str(path)}})
    else:
        click.echo(text_summary(report))
        click.echo(f"\nReport: {path}")
    if not report["verdict"]["passed"]:
        raise SystemExit(1)


COMMANDS = [audit_collection]
