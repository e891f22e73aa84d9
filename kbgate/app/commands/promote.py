"""``kbgate promote`` and ``kbgate rollback``: move the live alias, bound to evidence."""

from __future__ import annotations

import sys

import click

from kbgate.app.commands._options import store_option as shared_store_option
from kbgate.app.commands._output import emit_json, format_option
from kbgate.errors import GateError

store_option = shared_store_option()
alias_option = click.option("--alias", required=True, help="The live alias to move, e.g. kb.")


def _refused(exc: GateError, fmt: str, what: str) -> None:
    """Print a refusal (exit 1): the rule's code and its fix-it message."""
    code = getattr(exc, "code", "REFUSED")
    if fmt == "json":
        emit_json({what: False, "refusal": code, "message": str(exc)})
    else:
        click.echo(f"Refused ({code}): {exc}", err=True)
    sys.exit(1)


@click.command()
@store_option
@alias_option
@click.option("--candidate", required=True, metavar="VERSION", help="The index version to promote.")
@click.option("--gate-report", "report_path", required=True, type=click.Path(dir_okay=False),
              help="report.json of the gate run on exactly this candidate.")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False),
              help="Policy YAML; its hash must equal the report's (default: check the file the report names).")
@click.option("--accept-warn", is_flag=True, help="Promote a WARN decision (needs --reviewer and --reason).")
@click.option("--reviewer", help="Who reviewed the decision (recorded in the audit log).")
@click.option("--reason", default="", help="Why (recorded in the audit log and the alias history).")
@click.option("--canary", type=click.IntRange(1, 99), default=None, metavar="PERCENT",
              help="Start a canary instead: the alias keeps its baseline and sends PERCENT of its users to "
                   "CANDIDATE (see `kbgate canary --help`).")
@format_option
def promote(store_spec, alias, candidate, report_path, policy_path, accept_warn, reviewer, reason, canary, fmt):
    """Point ALIAS at CANDIDATE if its gate report allows it, by one compare-and-set swap.

    Refused (exit 1, with the rule and how to fix it) when the report is BLOCK, or WARN
    without --accept-warn --reviewer; the version's fingerprint changed; the alias no
    longer points at the report's baseline; the eval set is not the store's locked set;
    the policy changed; or the version is missing or incomplete. A first promotion
    creates the alias from a report gated with --baseline none. With --canary PERCENT the
    same checks start a canary release (a weighted alias) instead of a full swap.

    \b
    Example:
      kbgate promote --store .kbgate/store --alias kb --candidate kb__20261129-0900-ab12 \\
             --gate-report .kbgate/runs/g-1a2b3c/report.json [--canary 10]
    """
    from kbgate.store import open_store
    from version_gate.promote import promote as run_promote

    with open_store(store_spec, create=False) as store:
        try:
            out = run_promote(store, store_spec, alias=alias, candidate=candidate, report_path=report_path,
                              policy_path=policy_path, accept_warn=accept_warn, reviewer=reviewer, reason=reason,
                              canary=canary)
        except GateError as exc:
            _refused(exc, fmt, "promoted")
    if fmt == "json":
        emit_json({"promoted": True, **out.to_dict()})
        return
    if canary is not None:
        click.echo(f"Canary started: alias {alias} -> {out.previous} {100 - canary}% + {out.version} {canary}% "
                   f"(gate run {out.gate_run_id}: {out.gate_decision}; swap {out.swap_ms:.2f} ms); watch it with "
                   f"`kbgate canary status --alias {alias} ...`")
        return
    click.echo(f"Promoted {out.version}: alias {alias} {out.previous or '(new)'} -> {out.version} "
               f"(gate run {out.gate_run_id}: {out.gate_decision}; swap {out.swap_ms:.2f} ms)"
               + (f"; reviewer {out.reviewer}" if out.reviewer else ""))


@click.command()
@store_option
@alias_option
@click.option("--to", "to", metavar="VERSION", help="Roll back to this version (it must have been approved on ALIAS).")
@click.option("--reason", default="", help="Why (recorded in the audit log and the alias history).")
@click.option("--reviewer", help="Who decided the rollback (recorded in the audit log).")
@format_option
def rollback(store_spec, alias, to, reason, reviewer, fmt):
    """Return ALIAS to its previous approved target (or --to VERSION) in one atomic swap.

    \b
    Example:
      kbgate rollback --store .kbgate/store --alias kb --reason "P0 regression in refunds"
    """
    from kbgate.store import open_store
    from version_gate.promote import rollback as run_rollback

    with open_store(store_spec, create=False) as store:
        try:
            out = run_rollback(store, store_spec, alias=alias, to=to, reason=reason, reviewer=reviewer)
        except GateError as exc:
            _refused(exc, fmt, "rolled_back")
    if fmt == "json":
        emit_json({"rolled_back": True, **out.to_dict()})
        return
    click.echo(f"Rolled back alias {alias}: {out.previous} -> {out.version} (swap {out.swap_ms:.2f} ms)")


COMMANDS = [promote, rollback]
