"""``kbgate ingest``: option parsing, one call to :func:`ingest_checks.pipeline.run_ingest`, printing."""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import sys
from collections import Counter

import click

from ingest_checks.pipeline import ENGINES, FAIL_ON  # stdlib-only module: --help stays fast
from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option, progress, workdir_option


def _as_of(value: str | None) -> dt.date:
    if not value:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(f"'{value}' is not an ISO date; use YYYY-MM-DD", param_hint="--as-of") from None


@click.command()
@click.argument("corpus_dir", type=click.Path(file_okay=False))
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--eval", "eval_files", multiple=True, type=click.Path(dir_okay=False),
              help="Locked eval set(s) (JSONL) to check for leakage into the corpus. Repeatable.")
@click.option("--as-of", "as_of", help="Judge expiry and effective dates on this date (default: today).")
@click.option("--fail-on", type=click.Choice(list(FAIL_ON)), default="quarantine", show_default=True,
              help="Exit 1 when a finding with this action (or stricter) is present.")
@click.option("--only", multiple=True, help="Run only these check ids. Repeatable.")
@store_option("Where accepted chunks go (with --alias)", required=False)
@click.option("--alias", help="With --store: write accepted chunks to a new staging version ALIAS__RUN_ID; "
              "the live alias is not touched (and is used for dedup against the live index).")
@click.option("--engine", type=click.Choice(list(ENGINES)), default="local", show_default=True,
              help="Where the checks run: local (this process) or ray (a Ray cluster, the same report; "
              "needs pip install 'kbgate[ray]').")
@click.option("--ray-address", help="With --engine ray: the Ray cluster to join (auto, ray://HOST:10001); "
              "default: start Ray on this machine.")
@click.option("--report-dir", type=click.Path(file_okay=False), help="Where to write the reports (default: WORKDIR/runs/RUN_ID).")
@workdir_option
@format_option
def ingest(corpus_dir, policy_path, eval_files, as_of, fail_on, only, store_spec, alias, engine, ray_address,
           report_dir, workdir, fmt):
    """Check CORPUS_DIR before ingestion: quarantine what must not enter the index.

    Loads the corpus, runs every check family of the policy, quarantines what fails
    with a reason code and writes JSON, Markdown and JUnit reports. Every input
    document is accounted for: input = accepted + quarantined + rejected.

    \b
    Exit codes: 0 clean, 1 findings at --fail-on level, 2 usage or input error.
    \b
    Example:
      kbgate ingest fixtures/corpus --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl
      kbgate ingest fixtures/corpus --policy policies/acme.yaml --store .kbgate/store --alias kb --format json
      kbgate ingest fixtures/corpus --policy policies/acme.yaml --engine ray
    """
    from ingest_checks.pipeline import run_ingest
    from kbgate.app.commands._policy import load_checked_policy, warn_if_locked
    from kbgate.corpus.manifest import require_records

    if bool(store_spec) != bool(alias):
        raise click.UsageError("--store and --alias go together: pass both to write a staging version")
    if alias:
        _check_alias(alias)
    if ray_address and engine != "ray":
        raise click.UsageError("--ray-address goes with --engine ray")
    day = _as_of(as_of)
    require_records(corpus_dir)
    warn_if_locked(eval_files, store_spec)
    outcome = run_ingest(corpus_dir, load_checked_policy(policy_path), as_of=day, eval_files=eval_files,
                         fail_on=fail_on, only=only, store_spec=store_spec, alias=alias, workdir=workdir,
                         report_dir=report_dir, engine=engine, ray_address=ray_address, progress=functools.partial(progress, fmt=fmt),
                         build_bar=functools.partial(_build_bar, fmt=fmt))
    report = outcome.report
    if fmt == "json":
        why = _rejections(report)
        emit_json({"run_id": outcome.run_id, "version": outcome.version, "conservation": outcome.conservation,
                   "counts_by_code": report["counts_by_code"], "reports": {k: str(v) for k, v in outcome.paths.items()},
                   "quarantined": outcome.quarantined,
                   "rejected": [{"doc": d["doc"], "codes": d["codes"], "why": d.get("where") or why.get(str(d["doc"]))}
                                for d in report["documents"] if d["state"] == "rejected"]})
    else:
        _print_summary(report, outcome.paths, outcome.version, outcome.live)
    if outcome.exit_code:
        raise SystemExit(outcome.exit_code)


def _rejections(report: dict) -> dict[str, str]:
    """``doc key -> message`` of the manifest and file errors that rejected documents (the field or file to fix)."""
    return {f"{f['doc_id']}@{f['version']}": f["message"] for f in report["findings"]
            if f["check_id"] in ("manifest", "parse") and f["code"].startswith(("MANIFEST_", "PARSE_", "FILE_"))}


def _check_alias(alias: str) -> None:
    from kbgate.errors import StoreError
    from kbgate.store import validate_alias_name

    try:
        validate_alias_name(alias)
    except StoreError as exc:
        raise click.BadParameter(str(exc), param_hint="--alias") from None


@contextlib.contextmanager
def _build_bar(total: int, *, fmt: str):
    """A progress bar for the staging build on a terminal in text mode; yields its ``update`` or ``None``."""
    if fmt != "text" or not sys.stderr.isatty():
        yield None
        return
    with click.progressbar(length=total, label="Building staging version", file=sys.stderr) as bar:
        yield bar.update


def _print_summary(report: dict, paths: dict, version: str | None, live: str | None) -> None:
    c = report["conservation"]
    click.echo(f"Ingest run {report['run_id']} (policy {report['policy']['name']}, as of {report['as_of']})")
    click.echo(f"input {c['input']} = accepted {c['accepted']} + accepted with redactions {c['accepted_redacted']} "
               f"+ quarantined {c['quarantined']} + rejected {c['rejected']}")
    docs_by_code = Counter(code for d in report["documents"] for code in d["codes"])
    actions: dict[str, set] = {}
    for f in report["findings"]:
        actions.setdefault(f["code"], set()).add(f["action"])
    click.echo(f"\n{'code':26} {'findings':>8} {'docs':>5}  action")
    for code, n in report["counts_by_code"].items():
        click.echo(f"{code:26} {n:>8} {docs_by_code[code]:>5}  {'/'.join(sorted(actions[code]))}")
    held = [d for d in report["documents"] if d["state"] in ("quarantined", "rejected")]
    if held:
        click.echo("\nNot accepted:")
        why = _rejections(report)
        for d in held:
            click.echo(f"  {d['state']:12} {str(d['doc']):40} {', '.join(d['codes'])}")
            if d["state"] == "rejected" and (d.get("where") or why.get(str(d["doc"]))):
                click.echo(f"  {'':12} {d.get('where') or why[str(d['doc'])]}")  # the field or file to fix
    if version:
        staged = sum(len(d.get("chunks", [])) for d in report["documents"] if d["state"].startswith("accepted"))
        click.echo(f"\nStaging version: {version} ({staged} chunks); live alias still -> {live or '(none)'}")
    click.echo(f"\nReports: {paths['json']}  {paths['markdown']}  {paths['junit']}")


COMMANDS = [ingest]
