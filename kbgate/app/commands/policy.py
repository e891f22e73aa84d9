"""``kbgate policy check|schema``."""

from __future__ import annotations

import click

from kbgate.app.commands._output import emit_json, format_option


@click.group()
def policy() -> None:
    """Validate a policy file or print its JSON Schema.

    \b
    Example:
      kbgate policy check policies/acme.yaml
    """


def summary(p) -> dict:
    return {
        "name": p.name, "policy_hash": p.digest(), "tenants": p.tenant_ids,
        "classification_levels": p.classification_levels,
        "roles": {name: r.clearance for name, r in p.roles.items()},
        "sources": [{"name": s.name, "path_glob": s.path_glob, "require_sha256": s.require_sha256} for s in p.sources],
        "chunking": p.chunking.model_dump(),
        "checks": checks_that_run(p),
        "gates": {m: g.model_dump(exclude_none=True, exclude={"by_risk"}) | (
            {"by_risk": {k: v.model_dump(exclude_none=True) for k, v in g.by_risk.items()}} if g.by_risk else {})
            for m, g in p.gates.items()},
        "default_gates": _default_gates(p),
        "canary": p.canary.model_dump(exclude={"metrics"}) | {
            "metrics": {m: r.model_dump(exclude_none=True) for m, r in p.canary.metrics.items()}},
    }


def _default_gates(p) -> dict[str, dict]:
    """The built-in gate lines (``version_gate.decision.DEFAULT_LINES``) of metrics the file leaves out."""
    from version_gate.decision import DEFAULT_LINES

    return {m: line for m, line in DEFAULT_LINES.items() if m not in p.gates}


def checks_that_run(p) -> dict[str, dict]:
    """Every registered check with what it does under this policy: ``{action, enabled, written}``;
    ``written`` is False for a check the file leaves out (it runs with its defaults)."""
    from ingest_checks.registry import all_checks

    out = {}
    for cid, check in sorted(all_checks().items()):
        section = p.checks.get(cid)
        params = check.configure(section)
        out[cid] = {"action": params.action or check.default_action, "enabled": params.enabled,
                    "written": cid in p.checks}
    return out


def unreachable_lines(p, cases) -> list[str]:
    """Warnings for precision lines that an eval set cannot reach: with one chunk per gold anchor a
    case's precision@K is at most ``min(anchors, K) / K``, so a warn or block line above the mean of
    that bound (per risk level, or the macro average over strata) can never pass."""
    from version_gate.decision import merged_lines, metric_key

    ks = p.gate_settings.k
    out = []
    answerable = [c for c in cases if c.answerable and c.relevant]
    for metric, rule in merged_lines(p).items():
        key = metric_key(metric, ks, ks[0])
        if not key.startswith("precision_at_"):
            continue
        k = int(key.rsplit("_", 1)[1])
        scopes = [("all", rule, answerable)] + [(f"risk:{r}", th, [c for c in answerable if c.risk == r])
                                              for r, th in rule.by_risk.items()]
        for scope, th, scoped in scopes:
            if not scoped:
                continue
            bound = _best_precision(scoped, k, macro=scope == "all")
            for line in ("block", "warn"):
                value = getattr(th, line)
                if value is not None and value > bound + 1e-9:
                    out.append(f"gates.{metric}{'' if scope == 'all' else '.by_risk.' + scope[5:]}.{line} {value:g} "
                               f"is out of reach of this eval set: with one chunk per gold anchor, {key} in {scope} is "
                               f"at most {bound:.3g} ({sum(len(c.relevant) == 1 for c in scoped)} of {len(scoped)} "
                               f"cases have a single anchor); lower the line to {bound:.2g} or less")
    return out


def _best_precision(cases, k: int, *, macro: bool) -> float:
    by_stratum: dict[str, list[float]] = {}
    for c in cases:
        by_stratum.setdefault(c.stratum if macro else "all", []).append(min(len(c.relevant), k) / k)
    means = [sum(v) / len(v) for v in by_stratum.values()]
    return sum(means) / len(means)


def _canary_rule(rule: dict) -> str:
    """``max_increase 0.05``, ``max_decrease 10% (relative)``, ``max 0``: one canary metric line."""
    relative = rule.get("relative")
    parts = [f"{k} {f'{v:.0%}' if relative and k != 'max' else v}" for k, v in rule.items() if k != "relative"]
    return ", ".join(parts) + (" (relative)" if relative else "")


@policy.command("check")
@click.argument("policy_file", type=click.Path(dir_okay=False))
@click.option("--eval", "eval_files", multiple=True, type=click.Path(dir_okay=False),
              help="Eval set(s): warn about gate lines they make unreachable. Repeatable.")
@format_option
def check_cmd(policy_file: str, eval_files: tuple[str, ...], fmt: str) -> None:
    """Validate POLICY_FILE and print a summary. Exits 2 with the line and YAML path of every error.

    The summary lists every check that will run, marking those the file leaves out (they run
    with their defaults), and with --eval warns about gate lines the eval set cannot reach.

    \b
    Example:
      kbgate policy check policies/acme.yaml --format json
      kbgate policy check policies/acme.yaml --eval fixtures/eval/locked.jsonl
    """
    from kbgate.app.commands._policy import load_checked_policy

    loaded = load_checked_policy(policy_file)
    s = summary(loaded)
    if eval_files:
        from kbgate.evalset import load_eval_set

        s["warnings"] = unreachable_lines(loaded, [c for f in eval_files for c in load_eval_set(f)])
    if fmt == "json":
        emit_json(s)
        return
    click.echo(f"Policy {s['name']} is valid (sha256 {s['policy_hash'][:12]})")
    click.echo(f"  tenants:         {', '.join(s['tenants'])}")
    click.echo(f"  classification:  {' < '.join(s['classification_levels'])}")
    click.echo("  roles:           " + ", ".join(f"{r} (clearance {c})" for r, c in s["roles"].items()))
    click.echo("  sources:         " + ", ".join(
        f"{x['name']} [{x['path_glob']}{', sha256 required' if x['require_sha256'] else ''}]" for x in s["sources"]))
    click.echo(f"  chunking:        max {s['chunking']['max_chars']} chars, overlap {s['chunking']['overlap_chars']}")
    running = {c: v for c, v in s["checks"].items() if v["enabled"]}
    click.echo(f"  checks:          {len(running)} run (* not in the file: runs with its defaults)")
    click.echo("                   " + ", ".join(f"{c}={v['action']}{'' if v['written'] else '*'}"
                                                 for c, v in running.items()))
    off = [c for c, v in s["checks"].items() if not v["enabled"]]
    if off:
        click.echo(f"  disabled:        {', '.join(off)}")
    click.echo("  gates:")
    for metric, g in s["gates"].items():
        lines = ", ".join(f"{k} {v}" for k, v in g.items() if k != "by_risk")
        extra = "".join(f"; {risk}: " + ", ".join(f"{k} {v}" for k, v in t.items())
                        for risk, t in g.get("by_risk", {}).items())
        click.echo(f"    {metric:22} {lines}{extra}")
    for metric, g in s["default_gates"].items():
        click.echo(f"    {metric:22} " + ", ".join(f"{k} {v}" for k, v in g.items() if k != "by_risk") + "".join(
            f"{'; ' if len(g) > 1 else ''}{risk}: " + ", ".join(f"{k} {v}" for k, v in t.items())
            for risk, t in g.get("by_risk", {}).items()) + "  (default)")
    c = s["canary"]
    click.echo(f"  canary:          window {c['window']}, min {c['min_samples']} queries per arm, alpha {c['alpha']}, "
               f"{c['consecutive_failures']} failing analyses tolerated, "
               f"{'promotes' if c['promote_when_healthy'] else 'does not promote'} when healthy")
    for metric, rule in c["metrics"].items():
        click.echo(f"    {metric:22} {_canary_rule(rule)}")
    for w in s.get("warnings", []):
        click.echo(f"Warning: {w}", err=True)


@policy.command("schema")
def schema_cmd() -> None:
    """Print the JSON Schema of the policy file format.

    \b
    Example:
      kbgate policy schema > policy.schema.json
    """
    from kbgate.policy import policy_schema

    emit_json(policy_schema())


COMMANDS = [policy]
