"""``kbgate index list|show|drop``: manage the index versions of a store."""

from __future__ import annotations

import click

from kbgate.app.commands._options import store_option as shared_store_option
from kbgate.app.commands._output import emit_json, format_option

store_option = shared_store_option()


@click.group()
def index() -> None:
    """Manage index versions: list them, show one, drop one.

    \b
    Example:
      kbgate index list --store .kbgate/store
    """


@index.command("list")
@store_option
@format_option
def list_cmd(store_spec: str, fmt: str) -> None:
    """List index versions with completeness, point count, fingerprint and aliases.

    \b
    Example:
      kbgate index list --store .kbgate/store --format json
    """
    from kbgate.store import open_store

    with open_store(store_spec, create=False) as store:
        versions = store.list_versions()
        aliases = store.aliases()
    if fmt == "json":
        emit_json({"versions": [v.to_dict() for v in versions], "aliases": aliases})
        return
    if not versions:
        click.echo("no index versions; build one with `kbgate ingest ... --store STORE --alias NAME`")
        return
    click.echo(f"{'VERSION':<40} {'STATE':<11} {'POINTS':>8}  {'FINGERPRINT':<14} {'CREATED':<30} ALIASES")
    for v in versions:
        state = "complete" if v.complete else "INCOMPLETE"
        points = "?" if v.points is None else str(v.points)
        fp = (v.fingerprint or "-")[:12]
        click.echo(f"{v.name:<40} {state:<11} {points:>8}  {fp:<14} {v.created_at or '-':<30} {','.join(v.aliases or [])}")


@index.command("show")
@store_option
@click.argument("name")
@format_option
def show_cmd(store_spec: str, name: str, fmt: str) -> None:
    """Show one index version (or the version an alias points to) and the alias history.

    \b
    Example:
      kbgate index show kb --store .kbgate/store
    """
    from kbgate.store import open_store

    with open_store(store_spec, create=False) as store:
        version = store.resolve(name)
        info = store.version_info(version)
        history = {alias: store.alias_history(alias) for alias in store.aliases()}
    data = info.to_dict()
    data["alias_history"] = {a: h for a, h in history.items() if any(version in (e["target"], e["previous"]) for e in h)}
    if fmt == "json":
        emit_json(data)
        return
    for key in ("name", "complete", "points", "fingerprint", "created_at", "completed_at", "dense_size", "aliases"):
        click.echo(f"{key + ':':<14}{data[key]}")
    for alias, events in data["alias_history"].items():
        click.echo(f"history of alias {alias}:")
        for e in events:
            click.echo(f"  {e['at']}  {e['previous'] or '-'} -> {e['target']}  {e['reason'] or ''}")


@index.command("drop")
@store_option
@click.argument("name")
@click.option("--force", is_flag=True, help="Drop even an alias target or a version in the alias history.")
@format_option
def drop_cmd(store_spec: str, name: str, force: bool, fmt: str) -> None:
    """Drop an index version. Alias targets and versions in an alias history need --force.

    \b
    Example:
      kbgate index drop kb__20240101-1200 --store .kbgate/store
    """
    from kbgate.store import open_store

    with open_store(store_spec, create=False) as store:
        store.drop_version(name, force=force)
    if fmt == "json":
        emit_json({"dropped": name})
    else:
        click.echo(f"dropped index version {name}")


COMMANDS = [index]
