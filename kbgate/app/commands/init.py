"""``kbgate init`` and ``kbgate config show``: a project file and a commented policy to start from."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click

from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option


def _csv(value: str, what: str = "") -> list[str]:
    items = [x.strip() for x in value.split(",") if x.strip()]
    bad = [x for x in items if what and not re.fullmatch(r"[A-Za-z0-9_.-]+", x)]
    if bad:
        raise click.BadParameter(f"{', '.join(repr(b) for b in bad)}: use letters, digits, '_', '.' or '-'",
                                 param_hint=what)
    return items


def _roles(items: tuple[str, ...], levels: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        name, sep, level = item.partition("=")
        if not sep or not re.fullmatch(r"[A-Za-z0-9_.-]+", name.strip()) or level.strip() not in levels:
            raise click.BadParameter(f"'{item}': write NAME=LEVEL with LEVEL one of {', '.join(levels)}",
                                     param_hint="--role")
        out[name.strip()] = level.strip()
    return out


def policy_text(name: str, tenants: list[str], levels: list[str], roles: dict[str, str]) -> str:
    """A commented ``policy.yaml``: every registered check at its default action, reachable gate lines."""
    from ingest_checks.registry import all_checks

    lines = [
        f"# kbgate policy of {name}, written by `kbgate init`. Validate it: kbgate policy check policy.yaml",
        f"name: {json.dumps(name, ensure_ascii=False)}                 # recorded in every report",
        "",
        "tenants:                     # who owns documents; a document's tenant_id is one of these ids",
        *[f"  - {{id: {t}}}   # documents with tenant_id {t}; only {t}'s actors may read them" for t in tenants],
        "",
        f"classification_levels: [{', '.join(levels)}]   # least to most sensitive",
        "",
        "roles:                       # a role reads documents up to its clearance level",
        *[f"  {r}: {{clearance: {lv}}}   # reads {', '.join(levels[:levels.index(lv) + 1])}" for r, lv in roles.items()],
        "",
        "sources:                     # where documents may come from (manifest field 'source')",
        "  - {name: docs, path_glob: \"**\"}   # every path; narrow it, e.g. \"hr/**\", and add sources",
        "",
        "chunking: {max_chars: 800, overlap_chars: 80, min_chars: 20}   # characters per chunk",
        "",
        "# One section per check; every check runs (a left-out section runs with its defaults).",
        "# action: quarantine (hold for review), block, flag (report only) or redact; code_actions per code.",
        "checks:",
    ]
    for cid, check in sorted(all_checks().items()):
        extra = ""
        if cid == "parse":
            extra = "\n    code_actions: {PARSE_HEADER_FOOTER: flag, PARSE_LOW_TEXT: flag}   # report, keep"
        lines.append(f"  {cid}:\n    action: {check.default_action:11} # {check.doc}{extra}")
    lines += [
        "",
        "# Version gate lines; higher is better for recall, so warn >= block. Lines the policy leaves out",
        "# keep their defaults: any P0 miss blocks, unauthorized_hits blocks above 0 (kbgate policy check).",
        "gates:",
        "  recall_at_5: {warn: 0.8, block: 0.6}   # share of gold evidence in the top 5",
        "  unauthorized_hits: {block: 0}         # chunks an actor may not read: never",
        "",
    ]
    return "\n".join(lines)


def _scalar(value) -> str:
    """``value`` as a YAML scalar: plain when it is a simple word or path, else JSON-quoted."""
    text = str(value)
    return text if re.fullmatch(r"[\w./-]+", text) else json.dumps(text, ensure_ascii=False)


def project_text(policy: str, docs: str, store: str, alias: str, manifest: dict) -> str:
    draft = ", ".join(f"{k}: {_scalar(v)}" for k, v in manifest.items())
    policy, docs, store, alias = (_scalar(v) for v in (policy, docs, store, alias))
    return "\n".join([
        "# kbgate project file: every kbgate command reads its defaults here; a flag on the command line wins.",
        "# `kbgate config show` prints the merged settings and where each came from.",
        f"policy: {policy}                 # tenants, roles, checks and gate lines",
        f"corpus: {docs}                        # the documents and their manifest (kbgate manifest draft {docs})",
        f"store: {store}                # the index store: one immutable version per build",
        f"alias: {alias}                           # the live alias that `kbgate release --promote` moves",
        "eval: []                            # locked eval set(s) of the gate, e.g. [eval/locked.jsonl]",
        "as_of: today                        # judge expiry and effective dates as of this date",
        "report_dir: .kbgate/reports         # where `kbgate release` writes its reports",
        "workdir: .kbgate                    # runs and the quarantine",
        "fail_on: {ingest: block, access: leak, gate: block}   # what fails a step (ingest: quarantine = also held docs)",
        f"manifest: {{{draft}}}   # defaults of kbgate manifest draft",
        "",
    ])


@click.command("init")
@click.argument("directory", default=".", type=click.Path(file_okay=False))
@click.option("--name", help="Policy name (default: the directory's name).")
@click.option("--tenant", "tenants", multiple=True, help="A tenant id. Repeatable (default: default).")
@click.option("--levels", help="Classification levels, least to most sensitive (default: "
              "public,internal,confidential).")
@click.option("--role", "roles", multiple=True, metavar="NAME=LEVEL",
              help="A role and its clearance. Repeatable (default: employee=internal, manager=<highest level>).")
@click.option("--docs", help="The folder of documents, relative to DIRECTORY (default: docs).")
@store_option("The index store the project file names (default: .kbgate/store)", required=False, dest="store")
@click.option("--alias", help="The live alias (default: kb).")
@click.option("--tenant-from-path", type=click.IntRange(1), help="For `manifest draft`: the tenant is this "
              "path segment (1: the first folder).")
@click.option("--classification", help="For `manifest draft`: the level of every drafted document "
              "(default: the second level, e.g. internal).")
@click.option("--yes", "-y", is_flag=True, help="Ask nothing; take the flags and the defaults (for scripts).")
@click.option("--force", is_flag=True, help="Overwrite an existing kbgate.yaml or policy.yaml.")
def init(directory, name, tenants, levels, roles, docs, store, alias, tenant_from_path, classification, yes, force):
    """Write kbgate.yaml (the project file) and a commented policy.yaml into DIRECTORY.

    Asks for the tenants, roles and classification levels, where the documents are, the
    store and the alias (or takes them from the flags with --yes). Never overwrites a file
    without --force. Prints the next three commands.

    \b
    Example:
      kbgate init --yes --tenant acme --tenant globex --tenant-from-path 1 --docs docs
      kbgate init my-kb --role agent=internal --role auditor=restricted
    """
    root = Path(directory)
    targets = [root / "kbgate.yaml", root / "policy.yaml"]
    existing = [str(p) for p in targets if p.exists()]
    if existing and not force:
        raise click.UsageError(f"{' and '.join(existing)} already exist(s); pass --force to overwrite")

    def ask(text, value, default):
        if value is not None:
            return value
        return default if yes else click.prompt(text, default=default)

    name = ask("Policy name", name, root.resolve().name or "kb")
    tenant_list = _csv(",".join(tenants) or ask("Tenants (comma-separated)", None, "default"), "--tenant")
    level_list = _csv(ask("Classification levels, least to most sensitive", levels, "public,internal,confidential"),
                      "--levels")
    if len(level_list) < 1 or len(set(level_list)) != len(level_list):
        raise click.BadParameter("give distinct levels, e.g. public,internal,confidential", param_hint="--levels")
    default_roles = f"employee={level_list[min(1, len(level_list) - 1)]},manager={level_list[-1]}"
    role_map = _roles(tuple(roles) or tuple(_csv(ask("Roles as NAME=LEVEL (comma-separated)", None,
                                                      default_roles))), level_list)
    docs = ask("Folder of documents", docs, "docs")
    store = ask("Index store", store, ".kbgate/store")
    alias = ask("Live alias", alias, "kb")
    level = classification or level_list[min(1, len(level_list) - 1)]
    if level not in level_list:
        raise click.BadParameter(f"'{level}' is not one of {', '.join(level_list)}", param_hint="--classification")
    draft: dict = {"classification": level}
    if tenant_from_path:
        draft["tenant_from_path"] = tenant_from_path
    elif len(tenant_list) == 1:
        draft["tenant"] = tenant_list[0]
    root.mkdir(parents=True, exist_ok=True)
    targets[1].write_text(policy_text(name, tenant_list, level_list, role_map), encoding="utf-8")
    targets[0].write_text(project_text("policy.yaml", docs, store, alias, draft), encoding="utf-8")
    from kbgate.app.commands._policy import load_checked_policy

    load_checked_policy(targets[1])  # what init writes is always a valid policy
    click.echo(f"Wrote {targets[0]} and {targets[1]}.")
    if len(tenant_list) > 1 and not tenant_from_path:
        click.echo("Several tenants: give `manifest draft` --tenant-from-path N or --map 'PATTERN=tenant:ID'.")
    import shlex

    cd = f"cd {shlex.quote(directory)} && " if directory != "." else ""
    click.echo("Next:")
    click.echo(f"  {cd}kbgate manifest draft {shlex.quote(docs)}     # draft the manifest; review the guesses it lists")
    click.echo(f"  kbgate corpus inspect {shlex.quote(docs)}     # what loads, in which format and language")
    click.echo("  kbgate release                   # ingest -> access -> gate, one report (add --promote)")


@click.group("config")
def config() -> None:
    """Show the settings of the project file.

    \b
    Example:
      kbgate config show
    """


@config.command("show")
@format_option
@click.pass_context
def config_show(ctx, fmt):
    """Print the merged settings of kbgate.yaml and where each came from.

    \b
    Example:
      kbgate config show --format json
    """
    from kbgate.app.project import settings_with_sources

    path = (ctx.find_root().obj or {}).get("project")
    rows = settings_with_sources(Path(path) if path else None)
    if fmt == "json":
        emit_json({"project": str(path) if path else None, "settings": rows})
        return
    click.echo(f"Project file: {path or '(none found; `kbgate init` writes one)'}")
    for r in rows:
        value = r["value"] if r["value"] not in (None, [], {}) else "-"
        click.echo(f"  {r['setting']:11} {str(value):40} {r['source']}")
    click.echo("A flag on the command line wins over these; `kbgate COMMAND --help` shows each default.")


COMMANDS = [init, config]
