"""``kbgate canary set|status|promote|abort|watch``: canary releases of index versions."""

from __future__ import annotations

import sys

import click

from kbgate.app.commands._output import emit_json, format_option
from kbgate.app.commands.promote import _refused, alias_option, store_option
from kbgate.errors import GateError


class Duration(click.ParamType):
    """``30``, ``30s``, ``15m`` or ``1h``, as seconds."""

    name = "DURATION"

    def convert(self, value, param, ctx):
        from kbgate.policy import parse_duration

        if isinstance(value, float):
            return value
        try:
            return parse_duration(value)
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


policy_option = click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False),
                             help="Policy YAML; its canary section sets metrics, thresholds and sample sizes.")
window_option = click.option("--window", type=Duration(), default=None,
                             help="Analysis window, e.g. 15m (default: the policy's canary.window).")
corpus_option = click.option("--corpus", type=click.Path(file_okay=False, exists=True), default=None,
                             help="Judge unauthorized hits by this corpus manifest (default: the versions' labels, "
                                  "the baseline's first).")
reason_option = click.option("--reason", default="", help="Why (recorded in the audit log and the alias history).")
reviewer_option = click.option("--reviewer", help="Who decided (recorded in the audit log).")


@click.group()
def canary() -> None:
    """Canary releases: a weighted alias, live comparison of its arms, automatic rollback.

    Start one with `kbgate promote --canary PERCENT ...`; the alias keeps its baseline and
    sends that share of its users (sticky buckets by user id) to the candidate.

    \b
    Example:
      kbgate promote --store .kbgate/store --alias kb --candidate kb__RUN --gate-report REPORT --canary 10
      kbgate canary status --store .kbgate/store --alias kb --policy policies/acme.yaml
    """


def _unauthorized(policy, corpus):
    from version_gate.canary import corpus_truth

    return corpus_truth(corpus, policy) if corpus else None


@canary.command("status")
@store_option
@alias_option
@policy_option
@window_option
@corpus_option
@format_option
def status_cmd(store_spec, alias, policy_path, window, corpus, fmt):
    """Compare the canary's arms over the window and give the verdict.

    Per arm: requests, p50/p95 latency, empty-result rate, refusal rate, top-score
    distribution and unauthorized hits; each policy metric's check; the verdict
    healthy, failing or inconclusive (too few queries in an arm is never healthy).

    \b
    Exit codes: 0 healthy or inconclusive, 1 failing, 2 usage or input error.
    \b
    Example:
      kbgate canary status --store .kbgate/store --alias kb --policy policies/acme.yaml --window 15m
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.store import open_store
    from version_gate.canary import analyze

    policy = load_checked_policy(policy_path)
    with open_store(store_spec, create=False) as store:
        try:
            res = analyze(store, store_spec, alias, policy, unauthorized=_unauthorized(policy, corpus),
                          window_s=window)
        except GateError as exc:
            _refused(exc, fmt, "analyzed")
    if fmt == "json":
        emit_json(res.to_dict())
    else:
        _print_analysis(res)
    sys.exit(1 if res.verdict == "failing" else 0)


def _fmt(value, unit: str = "", pct: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value * 100:.1f}%" if pct else f"{value:g}{unit}"


def _print_analysis(res) -> None:
    from kbgate.store import describe_state

    pair = {"baseline": res.baseline, "candidate": res.candidate, "weight": res.weight}
    click.echo(f"alias {res.alias}: canary {describe_state(pair)}")
    click.echo(f"window {res.since} .. {res.until}")
    b, c = res.arms["baseline"], res.arms["candidate"]
    rows = [
        ("", "baseline", "candidate"),
        ("version", b.version, c.version),
        ("requests", str(b.requests), str(c.requests)),
        ("latency p50/p95", f"{_fmt(b.latency_p50_ms)} / {_fmt(b.latency_p95_ms)} ms",
         f"{_fmt(c.latency_p50_ms)} / {_fmt(c.latency_p95_ms)} ms"),
        ("empty results", _fmt(b.empty_rate, pct=True), _fmt(c.empty_rate, pct=True)),
        ("refusals", _fmt(b.refusal_rate, pct=True), _fmt(c.refusal_rate, pct=True)),
        ("top score p10/p50/p90", f"{_fmt(b.top_score_p10)} / {_fmt(b.top_score_p50)} / {_fmt(b.top_score_p90)}",
         f"{_fmt(c.top_score_p10)} / {_fmt(c.top_score_p50)} / {_fmt(c.top_score_p90)}"),
        ("top score mean", _fmt(b.top_score_mean), _fmt(c.top_score_mean)),
        ("unauthorized hits", f"{b.unauthorized_hits} ({_fmt(b.unauthorized_rate, pct=True)})",
         f"{c.unauthorized_hits} ({_fmt(c.unauthorized_rate, pct=True)})"),
    ]
    w0, w1 = max(len(r[0]) for r in rows), max(len(r[1]) for r in rows)
    for name, left, right in rows:
        click.echo(f"  {name:<{w0}}  {left:<{w1}}  {right}".rstrip())
    click.echo("checks:")
    for ch in res.checks:
        state = "FAIL" if ch["failed"] else ("ok" if ch["delta"] is not None or ch["candidate"] is not None else "-")
        extra = "" if ch["limit"] is None else f"  limit {ch['limit']:g}"
        extra += "" if ch["p"] is None else f"  p={ch['p']:.3g}"
        click.echo(f"  {ch['metric']:<18} {_fmt(ch['baseline'])} -> {_fmt(ch['candidate'])}{extra}  {state}")
    click.echo(f"verdict: {res.verdict.upper()}" + (f" ({'; '.join(res.reasons)})" if res.reasons else ""))


@canary.command("set")
@store_option
@alias_option
@click.option("--weight", required=True, type=click.IntRange(1, 99), metavar="PERCENT",
              help="Share of user buckets (1-99) that the candidate serves.")
@reason_option
@reviewer_option
@format_option
def set_cmd(store_spec, alias, weight, reason, reviewer, fmt):
    """Change the canary's weight in one atomic, audited change.

    Raising the weight only moves users from the baseline to the candidate (buckets are
    sticky), so nobody flips back and forth.

    \b
    Example:
      kbgate canary set --store .kbgate/store --alias kb --weight 50
    """
    from kbgate.store import describe_state, open_store
    from version_gate.canary import set_weight

    with open_store(store_spec, create=False) as store:
        try:
            pair = set_weight(store, store_spec, alias, weight, reason=reason, reviewer=reviewer)
        except GateError as exc:
            _refused(exc, fmt, "changed")
    if fmt == "json":
        emit_json({"changed": True, "alias": alias, **pair})
    else:
        click.echo(f"Canary weight set: alias {alias} -> {describe_state(pair)}")


def _end_command(name: str, fn_name: str, doc: str):
    @canary.command(name, help=doc)
    @store_option
    @alias_option
    @reason_option
    @reviewer_option
    @format_option
    def cmd(store_spec, alias, reason, reviewer, fmt):
        import version_gate.canary as vc
        from kbgate.store import describe_state, open_store

        with open_store(store_spec, create=False) as store:
            try:
                out = getattr(vc, fn_name)(store, store_spec, alias, reason=reason, reviewer=reviewer)
            except GateError as exc:
                _refused(exc, fmt, "done")
        if fmt == "json":
            emit_json({"done": True, "action": name, **out})
        else:
            click.echo(f"Canary {name}{'d' if name.endswith('e') else 'ed'}: alias {alias} "
                       f"{describe_state(out['from'])} -> {out['to']} (swap {out['swap_ms']:.2f} ms)")

    return cmd


promote_cmd = _end_command("promote", "promote_canary", """Send every user to the candidate (100 %): one atomic, audited swap that ends the canary.

    \b
    Example:
      kbgate canary promote --store .kbgate/store --alias kb --reason "healthy for 2 h at 50 %"
    """)
abort_cmd = _end_command("abort", "abort_canary", """Send every user back to the baseline: one atomic, audited swap that ends the canary.

    \b
    Example:
      kbgate canary abort --store .kbgate/store --alias kb --reason "refusals up"
    """)


@canary.command("watch")
@store_option
@alias_option
@policy_option
@click.option("--interval", type=Duration(), default="30s", show_default=True,
              help="Time between analyses, e.g. 30s or 5m.")
@click.option("--max-steps", type=click.IntRange(min=1), default=20, show_default=True,
              help="Step budget: stop after this many analyses even if the canary goes on.")
@click.option("--promote/--no-promote", "promote", default=True, show_default=True,
              help="Promote a healthy canary (also needs the policy's canary.promote_when_healthy).")
@window_option
@corpus_option
@format_option
def watch_cmd(store_spec, alias, policy_path, interval, max_steps, promote, window, corpus, fmt):
    """Analyse the canary every interval; abort it when failing, promote it when healthy.

    It aborts after more than the policy's canary.consecutive_failures failing analyses in
    a row (at once on an unauthorized hit) and stops by itself at the step budget or when
    the canary is over. Each analysis is recorded in the audit log, so runs from cron or CI
    (e.g. --max-steps 1 every 5 minutes) count failures together.

    \b
    Exit codes: 0 promoted, over or still running at the budget; 1 aborted; 2 usage or input error.
    \b
    Example:
      kbgate canary watch --store .kbgate/store --alias kb --policy policies/acme.yaml --interval 30s --max-steps 40
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.store import open_store
    from version_gate.canary import watch

    policy = load_checked_policy(policy_path)

    def say(n, step):
        if fmt == "text":
            click.echo(f"[{n}/{max_steps}] {step.message}")

    with open_store(store_spec, create=False) as store:
        out = watch(store, store_spec, alias, policy, interval_s=interval, max_steps=max_steps, promote=promote,
                    unauthorized=_unauthorized(policy, corpus), window_s=window, on_step=say)
    if fmt == "json":
        emit_json(out.to_dict())
    else:
        click.echo(f"watch of alias {alias}: {out.outcome} after {out.steps} step(s)")
    sys.exit(out.exit_code())


COMMANDS = [canary]
