"""``kbgate audit verify|show``: check and read the store's tamper-evident audit log."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kbgate.app.commands._options import store_option as shared_store_option
from kbgate.app.commands._output import emit_json, format_option
from kbgate.errors import StoreError

store_option = shared_store_option(
    "The store whose audit log to read (a directory store holds audit.jsonl; a server store's log is in "
    "$KBGATE_AUDIT_DIR or .kbgate/audit/HOST_PORT)", dest="store")


def _existing_store(store) -> Path:
    from kbgate.audit import audit_root

    store = audit_root(str(store))
    if not store.is_dir():
        raise StoreError(f"store {store} does not exist; pass the --store directory that ingest/promote wrote")
    return store


@click.group("audit")
def audit() -> None:
    """Verify and read the audit log (STORE/audit.jsonl).

    \b
    Example:
      kbgate audit verify --store .kbgate/store
      kbgate audit show --store .kbgate/store --since 2025-01-31 --format json
    """


@audit.command("verify")
@store_option
@click.option("--repair", is_flag=True,
              help="Cut off a torn final line (an append killed mid-write, never part of the log), then verify.")
@format_option
def verify(store: str, repair: bool, fmt: str) -> None:
    """Check the hash chain; exit 1 and name the first bad line if the log was tampered with.

    A torn final line (a write killed before it completed) is reported; --repair removes it
    and says so. Set KBGATE_AUDIT_KEY (or KBGATE_AUDIT_KEY_FILE) to check a keyed log.

    \b
    Example:
      kbgate audit verify --store .kbgate/store
      kbgate audit verify --store .kbgate/store --repair
    """
    from kbgate.audit import AuditLog

    log = AuditLog(_existing_store(store))
    repaired = log.repair_torn_tail() if repair else 0
    result = log.verify()
    if repaired and fmt != "json":
        click.echo(f"repaired: removed a torn final line ({repaired} bytes; an append that never completed)")
    if fmt == "json":
        emit_json({"path": str(log.path), "ok": result.ok, "records": result.records,
                   "first_bad_line": result.first_bad_line, "reason": result.reason, "repaired_bytes": repaired})
    elif result.ok:
        click.echo(f"audit log {log.path}: {result.records} records, chain intact")
    else:
        click.echo(f"audit log {log.path}: tampered at line {result.first_bad_line}: {result.reason}")
    if not result.ok:
        sys.exit(1)


@audit.command("show")
@store_option
@click.option("--since", "since", default=None, metavar="ISO_DATE_OR_DATETIME",
              help="Only records at or after this UTC date/time, e.g. 2025-01-31 or 2025-01-31T08:00:00Z.")
@click.option("--alias", default=None, help="Show this alias's history as a timeline of promotions and rollbacks.")
@format_option
def show(store: str, since: str | None, alias: str | None, fmt: str) -> None:
    """Print audit records (optionally since a date); run 'audit verify' to check integrity.

    With --alias, print the alias's history as a timeline: each promotion with its
    gate decision and reviewer, each rollback with its reason.

    \b
    Example:
      kbgate audit show --store .kbgate/store --since 2026-11-01 --format json
      kbgate audit show --store .kbgate/store --alias kb
    """
    from kbgate.audit import AUDIT_FIELDS, AuditLog, parse_since, since_filter

    if alias is not None:
        _show_alias(str(store), alias, since, fmt)
        return
    log = AuditLog(_existing_store(store))
    records = log.records()
    if since is not None:
        records = since_filter(records, parse_since(since))
    if fmt == "json":
        emit_json(list(records))
        return
    count = 0
    for rec in records:
        count += 1
        shown = " ".join(f"{k}={_short(rec.get(k))}" for k in AUDIT_FIELDS if rec.get(k) not in (None, [], {}))
        click.echo(f"{rec.get('seq')}\t{rec.get('at')}\t{rec.get('kind')}\t{shown}".rstrip())
    if count == 0:
        click.echo("no audit records" + (f" since {since}" if since else ""))


def _show_alias(store_spec: str, alias: str, since: str | None, fmt: str) -> None:
    from kbgate.audit import parse_since, since_filter
    from kbgate.store import open_store
    from version_gate.promote import alias_timeline

    with open_store(store_spec, create=False) as st:
        entries = alias_timeline(st, store_spec, alias)
        current = st.get_alias(alias)
    if since is not None:
        entries = list(since_filter(iter(entries), parse_since(since)))
    if fmt == "json":
        emit_json({"alias": alias, "current": current, "timeline": entries})
        return
    if not entries:
        click.echo(f"alias {alias} has no history" + (f" since {since}" if since else "")
                   + "; promote a version with `kbgate promote`")
        return
    click.echo(f"alias {alias}: now -> {current}")
    for e in entries:
        line = f"{e['at']}  {e['action']:<9}  {e['from'] or '(none)'} -> {e['to']}"
        if e["gate_decision"]:
            line += f"  gate {e['gate_decision']} (run {e['gate_run_id']})"
        if e["reviewer"]:
            line += f"  reviewer {e['reviewer']}"
        if e["reason"]:
            line += f"  reason: {e['reason']}"
        if e["audit_seq"] is None and e["action"] in ("promotion", "rollback"):
            line += "  [no audit record]"
        click.echo(line)


def _short(value: object) -> str:
    import json

    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    if len(text) == 64 and all(c in "0123456789abcdef" for c in text):
        return text[:12]
    return text if len(text) <= 80 else text[:77] + "..."


COMMANDS = [audit]
