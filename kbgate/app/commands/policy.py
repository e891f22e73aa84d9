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
        "checks": {cid: (cfg or {}).get("action", "default") for cid, cfg in p.checks.items()},
        "gates": {m: g.model_dump(exclude_none=True, exclude={"by_risk"}) | (
            {"by_risk": {k: v.model_dump(exclude_none=True) for k, v in g.by_risk.items()}} if g.by_risk else {})
            for m, g in p.gates.items()},
        "canary": p.canary.model_dump(exclude={"metrics"}) | {
            "metrics": {m: r.model_dump(exclude_none=True) for m, r in p.canary.metrics.items()}},
    }


def _canary_rule(rule: dict) -> str:
    """``max_increase 0.05``, ``max_decrease 10% (relative)``, ``max 0``: one canary metric line."""
    relative = rule.get("relative")
    parts = [f"{k} {f'{v:.0%}' if relative and k != 'max' else v}" for k, v in rule.items() if k != "relative"]
    return ", ".join(parts) + (" (relative)" if relative else "")


@policy.command("check")
@click.argument("policy_file", type=click.Path(dir_okay=False))
@format_option
def check_cmd(policy_file: str, fmt: str) -> None:
    """Validate POLICY_FILE and print a summary. Exits 2 with the YAML path of each error.

    \b
    Example:
      kbgate policy check policies/acme.yaml --format json
    """
    from kbgate.app.commands._policy import load_checked_policy

    s = summary(load_checked_policy(policy_file))
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
    click.echo("  checks:          " + ", ".join(f"{c}={a}" for c, a in s["checks"].items()))
    click.echo("  gates:")
    for metric, g in s["gates"].items():
        lines = ", ".join(f"{k} {v}" for k, v in g.items() if k != "by_risk")
        extra = "".join(f"; {risk}: " + ", ".join(f"{k} {v}" for k, v in t.items())
                        for risk, t in g.get("by_risk", {}).items())
        click.echo(f"    {metric:22} {lines}{extra}")
    c = s["canary"]
    click.echo(f"  canary:          window {c['window']}, min {c['min_samples']} queries per arm, alpha {c['alpha']}, "
               f"{c['consecutive_failures']} failing analyses tolerated, "
               f"{'promotes' if c['promote_when_healthy'] else 'does not promote'} when healthy")
    for metric, rule in c["metrics"].items():
        click.echo(f"    {metric:22} {_canary_rule(rule)}")


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
