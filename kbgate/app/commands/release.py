"""``kbgate release``: ingest -> access -> gate -> (--promote) promote, one report, one screen."""

from __future__ import annotations

import functools
import os

import click

from ingest_checks.pipeline import FAIL_ON  # stdlib-only module: --help stays fast
from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option, progress


@click.command("release")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--corpus", "corpus_dir", type=click.Path(file_okay=False), help="The corpus directory.")
@store_option("Where the staging version is built and the alias lives", required=False)
@click.option("--alias", help="The live alias: the staging version is ALIAS__RUN_ID.")
@click.option("--eval", "eval_files", multiple=True, type=click.Path(dir_okay=False),
              help="Locked eval set(s); the first is gated, all are checked for leakage. Repeatable.")
@click.option("--as-of", "as_of", help="Judge expiry and effective dates on this date (default: today).")
@click.option("--baseline", help="What the gate compares with (default: the alias when it exists, else none).")
@click.option("--fail-on-ingest", type=click.Choice(list(FAIL_ON)), default="block", show_default=True,
              help="Ingest findings that stop the release (quarantine: also a document held for review).")
@click.option("--fail-on-access", type=click.Choice(["leak", "warn"]), default="leak", show_default=True,
              help="warn: STALE_SERVED warnings stop the release too.")
@click.option("--fail-on-gate", type=click.Choice(["block", "warn"]), default="block", show_default=True,
              help="warn: a WARN decision fails the release too.")
@click.option("--promote", is_flag=True, help="Promote the candidate when the gate allows it.")
@click.option("--accept-warn", is_flag=True, help="With --promote: promote a WARN (needs --reviewer and --reason).")
@click.option("--reviewer", help="Who accepted the WARN (recorded in the audit log).")
@click.option("--reason", default="", help="Why (recorded in the audit log).")
@click.option("--report-dir", type=click.Path(file_okay=False),
              help="Where the release report goes (default: WORKDIR/reports/RUN_ID/).")
@click.option("--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
              show_default=".kbgate (or $KBGATE_HOME)", help="Runs and the quarantine.")
@format_option
def release(policy_path, corpus_dir, store_spec, alias, eval_files, as_of, baseline, fail_on_ingest, fail_on_access,
            fail_on_gate, promote, accept_warn, reviewer, reason, report_dir, workdir, fmt):
    """Run the whole release gate: ingest, access, gate and (with --promote) promote.

    Every option comes from kbgate.yaml when it is there. Stops at the first step that
    fails and writes one report (release.json and release.html) over every step.

    \b
    Exit codes: 0 PASS or WARN, 1 a step failed (findings, a leak, BLOCK, a refused
    promotion), 2 usage, config or input error.
    \b
    Example:
      kbgate release
      kbgate release --promote
      kbgate release --policy policy.yaml --corpus docs --store .kbgate/store --alias kb --eval eval/locked.jsonl
    """
    from kbgate.app.commands.ingest import _as_of, _check_alias
    from kbgate.app.commands.report import render_step_reports
    from version_gate.release import run_release

    missing = [o for o, v in (("--policy", policy_path), ("--corpus", corpus_dir), ("--store", store_spec),
                              ("--alias", alias)) if not v]
    if missing:
        raise click.UsageError(f"missing {', '.join(missing)}: no kbgate.yaml here or in a parent directory gives "
                               "them; run `kbgate init` (or pass the options)" if not _project() else
                               f"missing {', '.join(missing)}: add them to {_project()} or pass the options")
    _check_alias(alias)
    say = (lambda msg: click.echo(f"... {msg}", err=True)) if fmt == "text" else None
    outcome = run_release(
        policy_path=policy_path, corpus_dir=corpus_dir, store_spec=store_spec, alias=alias, eval_files=eval_files,
        as_of=_as_of(as_of), workdir=workdir, report_dir=report_dir, baseline=baseline,
        fail_on={"ingest": fail_on_ingest, "access": fail_on_access, "gate": fail_on_gate}, promote=promote,
        accept_warn=accept_warn, reviewer=reviewer, reason=reason, progress=functools.partial(progress, fmt=fmt),
        render=functools.partial(render_step_reports, policy_path=policy_path), say=say)
    from kbgate.app.html_report.index import write_index

    index, _ = write_index(outcome.report_paths["json"].parent.parent)  # every release of the report directory
    outcome.report_paths["index"] = index
    if fmt == "json":
        emit_json(outcome.to_dict())
    else:
        _print(outcome, alias)
    if outcome.exit_code:
        raise SystemExit(outcome.exit_code)


def _project():
    return (click.get_current_context().find_root().obj or {}).get("project")


def _print(outcome, alias: str) -> None:
    click.echo(f"Release {outcome.run_id}: {outcome.decision}"
               + (f" (stopped at {outcome.stopped_at})" if outcome.stopped_at else ""))
    for s in outcome.steps:
        click.echo(f"  {s.step:8} {s.status:8} {s.summary}")
    for r in outcome.reasons[:8]:
        click.echo(f"  - {r}")
    if len(outcome.reasons) > 8:
        click.echo(f"  ... {len(outcome.reasons) - 8} more in the report")
    click.echo(f"Report: {outcome.report_paths.get('html') or outcome.report_paths['json']}  "
               f"(all runs: {outcome.report_paths['index']})")
    click.echo("Next:")
    for line in next_steps(outcome, alias):
        click.echo(f"  {line}")


def next_steps(outcome, alias: str) -> list[str]:
    """The commands that follow from the release's decision."""
    step = outcome.stopped_at
    if step == "ingest":
        return ["kbgate quarantine list          # what was held or rejected, and why",
                "kbgate corpus inspect           # load errors by file"]
    if step == "access":
        return [f"kbgate access --index {outcome.candidate}   # the leak matrix and each leaked chunk"]
    if step == "gate":
        return [f"kbgate report {outcome.report_paths['json'].parent}   # failed cases by root cause"]
    if step == "promote":
        return ["kbgate audit show --alias " + alias]
    if any(s.step == "gate" and s.status == "skipped" for s in outcome.steps):
        return [f"kbgate evalset generate --index {outcome.candidate} -o eval/locked.jsonl   # draft an eval set "
                "from the staging version, then review it (kbgate evalset review)",
                'lock it ("split": "locked" in its first line), add  eval: [eval/locked.jsonl]  to kbgate.yaml, '
                "then: kbgate release --promote",
                "kbgate quarantine list          # documents held back for review"]
    out = [] if outcome.promoted else [
        "kbgate release --promote" + (" --accept-warn --reviewer NAME --reason TEXT" if outcome.decision == "WARN"
                                      else "") + f"   # move alias {alias} to {outcome.candidate}"]
    return out + ["kbgate quarantine list          # documents held back for review",
                  f"kbgate serve --index {outcome.candidate}   # try the candidate"]


COMMANDS = [release]
