"""``kbgate drill`` (the rollback drill) and ``kbgate replay`` (re-run a past gate decision)."""

from __future__ import annotations

import os
import sys

import click

from kbgate.app.commands._options import store_option as shared_store_option
from kbgate.app.commands._output import emit_json, format_option

store_option = shared_store_option()
workdir_option = click.option(
    "--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
    show_default=".kbgate (or $KBGATE_HOME)", help="Gate reports go to WORKDIR/runs/RUN_ID/.")


@click.command()
@store_option
@click.option("--alias", required=True, help="The live alias to rehearse on; it is never touched (the drill uses ALIAS__drill).")
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--eval", "eval_path", required=True, type=click.Path(dir_okay=False), help="Locked eval set (JSONL).")
@click.option("--readers", type=click.IntRange(min=1, max=64), default=8, show_default=True,
              help="Reader threads querying the sandbox alias during the swaps.")
@click.option("--canary", is_flag=True,
              help="Rehearse a canary instead: the watcher must abort a degraded candidate under bucketed traffic.")
@click.option("--weight", type=click.IntRange(1, 99), default=50, show_default=True,
              help="With --canary: the percent of users the degraded candidate serves.")
@click.option("--users", type=click.IntRange(min=2), default=200, show_default=True,
              help="With --canary: generated users sending the traffic.")
@click.option("--interval", type=click.FloatRange(min=0.01), default=0.5, show_default=True,
              help="With --canary: seconds between the watcher's analyses.")
@click.option("--timeout", type=click.FloatRange(min=1), default=120, show_default=True,
              help="With --canary: seconds the watcher gets to abort the degraded candidate.")
@workdir_option
@format_option
def drill(store_spec, alias, policy_path, eval_path, readers, canary, weight, users, interval, timeout, workdir,
          fmt):
    """Rehearse a rollback on the sandbox alias ALIAS__drill; the live alias is never touched.

    Builds a degraded candidate from the alias's current target (P0 evidence chunks
    removed, near-duplicate noise added), runs the gate (it must BLOCK), force-promotes
    the candidate on the sandbox alias under reader threads, rolls back, and checks
    that the sandbox alias serves the original again with equal eval rankings.
    Reports the time to detect, the time to roll back, the reads served during the
    swaps and the failed and mixed-version reads (both must be 0).

    With --canary it rehearses a canary release instead: the degraded candidate gets
    --weight percent of the sandbox alias's users, reader threads query as --users
    generated users (recorded like `kbgate serve`), and the watcher must detect the
    failure and abort the canary; it reports the time to detect and to roll back.

    \b
    Exit codes: 0 drill passed, 1 drill failed, 2 usage or input error.
    \b
    Example:
      kbgate drill --store .kbgate/store --alias kb --policy policies/acme.yaml \\
             --eval fixtures/eval/locked.jsonl --readers 8 [--canary]
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.store import open_store
    from version_gate.drill import run_drill

    policy = load_checked_policy(policy_path)
    say = (lambda msg: click.echo(f"- {msg}", err=True)) if fmt == "text" and sys.stderr.isatty() else None
    if canary:
        _canary_drill(store_spec, alias, policy, eval_path, readers, weight, users, interval, timeout, say, fmt)
    with open_store(store_spec, create=False) as store:
        out = run_drill(store, store_spec, alias=alias, policy=policy, policy_path=policy_path, eval_path=eval_path,
                        readers=readers, workdir=workdir, progress=say)
    if fmt == "json":
        emit_json(out.to_dict())
    else:
        click.echo(f"Drill on {out.sandbox} (live alias {alias} -> {out.original} untouched): "
                   f"{'PASSED' if out.ok else 'FAILED'}")
        click.echo(f"  degraded candidate   {out.degraded}: {out.removed_chunks} P0 evidence chunks removed, "
                   f"{out.noise_chunks} near-duplicates added (dropped after the drill)")
        click.echo(f"  gate                 {out.gate_decision} (run {out.gate_run_id}); time to detect "
                   f"{out.time_to_detect_s:.2f} s")
        click.echo(f"  force-promote swap   {out.force_promote_ms:.2f} ms")
        click.echo(f"  rollback swap        {out.time_to_rollback_ms:.2f} ms (time to roll back)")
        click.echo(f"  reads                {out.reads_total} total, {out.reads_during_swaps} during the swaps, "
                   f"{out.reads_on_degraded} served by the degraded candidate")
        click.echo(f"  failed / mixed reads {out.failed_reads} / {out.mixed_reads}")
        click.echo(f"  after the rollback   rankings {'equal' if out.rankings_equal else 'DIFFERENT'}, eval metrics "
                   f"{'equal' if out.metrics_equal else 'DIFFERENT'} to the original's")
        click.echo(f"  wall time            {out.wall_s:.2f} s")
        for f in out.failures:
            click.echo(f"  FAILED: {f}")
    sys.exit(out.exit_code())


def _canary_drill(store_spec, alias, policy, eval_path, readers, weight, users, interval, timeout, say, fmt):
    from kbgate.store import open_store
    from version_gate.canary import run_canary_drill

    with open_store(store_spec, create=False) as store:
        out = run_canary_drill(store, store_spec, alias=alias, policy=policy, eval_path=eval_path, weight=weight,
                               users=users, readers=readers, interval_s=interval, timeout_s=timeout, progress=say)
    if fmt == "json":
        emit_json(out.to_dict())
        sys.exit(out.exit_code())
    click.echo(f"Canary drill on {out.sandbox} (live alias {alias} -> {out.original} untouched): "
               f"{'PASSED' if out.ok else 'FAILED'}")
    click.echo(f"  degraded candidate   {out.degraded}: {out.removed_chunks} P0 evidence chunks removed, "
               f"{out.noise_chunks} near-duplicates added (dropped after the drill)")
    click.echo(f"  canary               {out.weight}% of {out.users} generated users; {out.analyses} analyses, "
               f"last verdict {out.verdict}" + (f" ({'; '.join(out.reasons)})" if out.reasons else ""))
    detect = "-" if out.time_to_detect_s is None else f"{out.time_to_detect_s:.2f} s"
    back = "-" if out.time_to_rollback_ms is None else f"{out.time_to_rollback_ms:.2f} ms"
    click.echo(f"  time to detect       {detect} (canary start to the aborting analysis)")
    click.echo(f"  abort swap           {back} (time to roll back)")
    click.echo(f"  reads                {out.reads_total} total, {out.reads_on_degraded} served by the degraded "
               "candidate")
    click.echo(f"  failed / mixed reads {out.failed_reads} / {out.mixed_reads}")
    click.echo(f"  wall time            {out.wall_s:.2f} s")
    for f in out.failures:
        click.echo(f"  FAILED: {f}")
    sys.exit(out.exit_code())


@click.command()
@click.argument("run_id")
@store_option
@workdir_option
@format_option
def replay(run_id, store_spec, workdir, fmt):
    """Re-run past gate run RUN_ID with the same versions, eval set and policy; do its results reproduce?

    When an input is gone (a dropped version, a changed eval file or policy, a moved
    report) it says which one and why the run cannot be replayed.

    \b
    Exit codes: 0 decision and metrics reproduce, 1 they differ, 2 inputs gone or usage error.
    \b
    Example:
      kbgate replay 20261129T090000Z-ab12cd --store .kbgate/store
    """
    from kbgate.store import open_store
    from version_gate.replay import replay as run_replay

    with open_store(store_spec, create=False) as store:
        out = run_replay(store, store_spec, run_id, workdir=workdir)
    if fmt == "json":
        emit_json(out.to_dict())
    elif not out.replayable:
        click.echo(f"Cannot replay gate run {run_id} (decision {out.original_decision}); its inputs are gone:")
        for p in out.problems:
            click.echo(f"  - {p}")
    else:
        click.echo(f"Replay of gate run {run_id} as {out.replay_run_id}: decision {out.original_decision} -> "
                   f"{out.replay_decision} ({'reproduced' if out.decision_reproduced else 'DIFFERENT'})")
        click.echo(f"  metrics: {out.metrics_compared} compared, "
                   + ("all reproduced" if out.metrics_reproduced else f"{len(out.metric_diffs)} differ"))
        for d in out.metric_diffs[:20]:
            click.echo(f"    {d['scope']} {d['metric']} ({d['side']}): {d['original']} -> {d['replay']}")
        click.echo(f"  report: {out.replay_report}")
    sys.exit(out.exit_code())


COMMANDS = [drill, replay]
