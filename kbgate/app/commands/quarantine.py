"""``kbgate quarantine list|show|release``."""

from __future__ import annotations

from pathlib import Path

import click

from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option, workdir_option


@click.group()
def quarantine() -> None:
    """List, show and release quarantined documents.

    \b
    Example:
      kbgate quarantine list
      kbgate quarantine release q-3f9a1c2b7d --reviewer alice --reason "label fixed upstream"
    """


@quarantine.command("list")
@workdir_option
@format_option
def q_list(workdir, fmt):
    """List quarantined documents with their reason codes.

    \b
    Example:
      kbgate quarantine list --format json
    """
    from ingest_checks.quarantine import QuarantineStore

    items = QuarantineStore(Path(workdir) / "quarantine").items()
    later = accepted_later(Path(workdir), items)
    for i in items:
        i["superseded_by"] = later.get(i["id"])
    if fmt == "json":
        emit_json([{k: v for k, v in i.items() if k != "findings"} for i in items])
        return
    if not items:
        click.echo("No quarantined documents.")
    for i in items:
        rel = f"released by {i['release']['reviewer']}" if i["release"] else (
            f"superseded: run {i['superseded_by']} accepted its file" if i["superseded_by"] else "held")
        click.echo(f"{i['id']}  {i['doc_key']:40} {', '.join(i['codes']):40} {rel}")


def accepted_later(workdir: Path, items: list[dict]) -> dict[str, str]:
    """``item id -> run id`` for held items whose document a later ingest run (its report under
    WORKDIR/runs) accepted: the file was fixed, so the item no longer holds anything back."""
    import json

    held = {}
    for i in items:
        if not i["release"]:
            held.setdefault(i["doc_key"], []).append(i)
    out: dict[str, str] = {}
    if not held:
        return out
    runs = []  # (written at, report): run ids of one second do not sort by time, the report files do
    for path in (workdir / "runs").glob("*/report.json"):
        try:
            report = json.loads(path.read_text(encoding="utf-8"))
            runs.append((path.stat().st_mtime_ns, report))
        except (OSError, ValueError):
            continue
    runs = sorted((r for r in runs if "conservation" in r[1]), key=lambda r: r[0])  # ingest reports only
    written = {report.get("run_id"): at for at, report in runs}
    for at, report in runs:
        for doc in report.get("documents", []):
            for i in held.get(str(doc.get("doc")), []):
                since = written.get(i["run_id"])
                later = at > since if since is not None else report.get("run_id", "") > i["run_id"]
                if doc.get("state", "").startswith("accepted") and later:
                    out.setdefault(i["id"], report["run_id"])
    return out


@quarantine.command("show")
@click.argument("item_id")
@workdir_option
@format_option
def q_show(item_id, workdir, fmt):
    """Show one quarantined document with its findings (masked evidence).

    \b
    Example:
      kbgate quarantine show q-3f9a1c2b7d
    """
    from ingest_checks.quarantine import QuarantineStore

    item = QuarantineStore(Path(workdir) / "quarantine").get(item_id)
    if fmt == "json":
        emit_json(item)
        return
    click.echo(f"{item['id']}  {item['doc_key']}  ({item['path']}, sha256 {str(item['file_sha256'])[:12]})")
    click.echo(f"quarantined by run {item['run_id']} at {item['at']}")
    for f in item["findings"]:
        click.echo(f"  [{f['severity']}/{f['action']}] {f['code']}: {f['message']}"
                   + (f"  evidence: {f['evidence']}" if f.get("evidence") else ""))
    if item["release"]:
        r = item["release"]
        click.echo(f"released by {r['reviewer']} at {r['at']}: {r['reason']}")


@quarantine.command("release")
@click.argument("item_id")
@click.option("--reviewer", required=True, help="Who reviewed and released the item.")
@click.option("--reason", required=True, help="Why it may be ingested.")
@store_option("The index store whose audit log records the release", required=False)
@workdir_option
@format_option
def q_release(item_id, reviewer, reason, store_spec, workdir, fmt):
    """Release a quarantined document: the next ingest of the same file accepts it.

    \b
    Example:
      kbgate quarantine release q-3f9a1c2b7d --reviewer alice --reason "false positive: order number"
    """
    from ingest_checks.quarantine import QuarantineStore

    rec = QuarantineStore(Path(workdir) / "quarantine").release(item_id, reviewer, reason)
    if store_spec:
        from kbgate.audit import AuditLog, audit_root

        AuditLog(audit_root(store_spec)).append(
            "quarantine_release", reviewer=reviewer, decision="released",
            document_versions=[rec["doc_key"]], details={"item": item_id, "reason": reason})
    if fmt == "json":
        emit_json(rec)
    else:
        click.echo(f"Released {item_id} ({rec['doc_key']}) by {reviewer}; the next ingest accepts it.")


COMMANDS = [quarantine]
