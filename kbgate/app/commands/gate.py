"""``kbgate gate``: may a candidate index version replace the baseline?"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import click

from kbgate.app.commands._options import header_option, metadata_key_option, open_target, store_option
from kbgate.app.commands._output import emit_json, format_option, progress
from kbgate.targets.open import TARGET_FORMS


def _ks(value: str | None) -> tuple[int, ...] | None:
    if not value:
        return None
    try:
        ks = tuple(sorted({int(x) for x in value.split(",") if x.strip()}))
    except ValueError:
        raise click.BadParameter(f"'{value}' is not a list of integers; use e.g. 5,10", param_hint="--k") from None
    if not ks or any(k < 1 or k > 100 for k in ks):
        raise click.BadParameter(f"'{value}': each K must be between 1 and 100", param_hint="--k")
    return ks


@click.command()
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--eval", "eval_path", required=True, type=click.Path(dir_okay=False), help="Locked eval set (JSONL).")
@store_option("Optional with --target-candidate: the candidate and baseline are then only labels, and the audit "
              "log and the locked-set registry go to WORKDIR", required=False)
@click.option("--candidate", help="Candidate index version (or alias); default with --ingest-report: the "
              "staging version that ingest run built; without --store: a label (default: the target).")
@click.option("--ingest-report", "ingest_report", type=click.Path(dir_okay=False),
              help="report.json of `kbgate ingest`: gate the staging version it built; root causes name "
              "why a gold document is missing (quarantined, with its codes).")
@click.option("--baseline",
              help="Baseline alias or version; 'none' for a first release (absolute lines only); without --store: "
              "a label (default: --target-baseline).")
@click.option("--corpus", type=click.Path(file_okay=False),
              help="Corpus whose manifest is the access truth (default: each chunk's tenant and labels).")
@click.option("--target-candidate", help=f"Query this target as the candidate instead of the store: {TARGET_FORMS}.")
@click.option("--target-baseline", help="Query this target as the baseline (with --target-candidate; same forms).")
@header_option
@metadata_key_option
@click.option("--k", "k_values", help="K values, e.g. 3,5,10 (default: the policy's gate_settings.k, else 5,10).")
@click.option("--smoke", type=click.IntRange(min=1), help="Gate a stratified sample of about N cases (a pre-check).")
@click.option("--perturb", is_flag=True, help="Also run rule-based query variants and report each metric's drop.")
@click.option("--promote-failures", type=click.Path(dir_okay=False),
              help="Append cases that failed in this and the previous run to this challenge set (JSONL).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the statistics and samples.")
@click.option("--fail-on", type=click.Choice(["block", "warn"]), default="block", show_default=True,
              help="Exit 1 on BLOCK only, or on WARN too.")
@click.option("--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
              show_default=".kbgate (or $KBGATE_HOME)", help="Reports go to WORKDIR/runs/RUN_ID/.")
@format_option
def gate(policy_path, eval_path, store_spec, candidate, ingest_report, baseline, corpus, target_candidate,
         target_baseline, headers, metadata_keys,
         k_values, smoke, perturb, promote_failures, seed, fail_on, workdir, fmt):
    """Decide PASS, WARN or BLOCK for a candidate index version against the baseline.

    Runs the locked eval set on both versions (or on two targets: RAG services over
    HTTP, or retrievers built by your own code) as each case's own actor, computes
    metrics per stratum, per risk level and as a macro average, compares them with
    seeded paired statistics, names a root cause for every failed or regressed case,
    checks ACL drift, and writes report.json, report.md and junit.xml.

    \b
    Exit codes: 0 PASS (or WARN), 1 BLOCK (or WARN with --fail-on warn), 2 usage or input error.
    \b
    Example:
      kbgate gate --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl --store .kbgate/store \\
             --candidate kb__20261129T101500Z-1a2b3c --baseline kb --corpus fixtures/corpus
      kbgate gate --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl --store .kbgate/store \\
             --ingest-report .kbgate/runs/RUN_ID/report.json --baseline none --format json
      kbgate gate --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl --corpus fixtures/corpus \\
             --target-candidate python:my_rag:candidate --target-baseline python:my_rag:baseline
    """
    from contextlib import nullcontext

    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.runs import new_run_id
    from kbgate.store import open_store
    from version_gate.gate import GateRequest, run_gate

    if not store_spec and not target_candidate:
        raise click.UsageError("pass --store (with --candidate and --baseline), or --target-candidate and "
                               "--target-baseline")
    if baseline is None:
        if store_spec or not target_baseline:
            raise click.UsageError("pass --baseline ALIAS_OR_VERSION, or --baseline none for a first release")
        baseline = target_baseline
    if bool(target_candidate) != bool(target_baseline) and baseline.lower() != "none":
        raise click.UsageError("--target-candidate and --target-baseline go together (or use --baseline none)")
    if target_baseline and baseline.lower() == "none":
        raise click.UsageError("--target-baseline makes no sense with --baseline none; drop one of them")
    if headers and not target_candidate:
        raise click.UsageError("--header goes with --target-candidate and --target-baseline")
    if metadata_keys and not target_candidate:
        raise click.UsageError("--metadata-key goes with python: --target-candidate and --target-baseline")
    if not store_spec:
        candidate = candidate or target_candidate
    elif not candidate and not ingest_report:
        raise click.UsageError("pass --candidate VERSION, or --ingest-report REPORT to gate the staging version "
                               "that ingest run built")
    candidate = candidate or _staging_version(ingest_report)
    ks = _ks(k_values)
    policy = load_checked_policy(policy_path)
    targets = None
    if target_candidate:
        targets = tuple(open_target(spec, option, headers=headers, metadata_keys=metadata_keys)[0] if spec else None
                        for spec, option in ((target_candidate, "--target-candidate"),
                                             (target_baseline, "--target-baseline")))
    run_id = new_run_id()
    with open_store(store_spec, create=False) if store_spec else nullcontext() as store:
        outcome = run_gate(GateRequest(
            store=store, store_spec=store_spec or workdir, policy=policy, policy_path=policy_path, eval_path=eval_path,
            candidate=candidate, baseline=None if baseline.lower() == "none" else baseline, corpus=corpus, k=ks,
            smoke=smoke, perturb=perturb, seed=seed, targets=targets, out_dir=Path(workdir) / "runs" / run_id,
            run_id=run_id, progress=functools.partial(progress, fmt=fmt), promote_failures=promote_failures,
            ingest_report=ingest_report))
    report = outcome.report
    if fmt == "json":
        emit_json({"decision": outcome.decision, "reasons": outcome.reasons, "run_id": report["run_id"],
                   "report": str(outcome.report_path), "candidate": report["candidate"],
                   "baseline": report["baseline"], "eval": {k: report["eval"][k] for k in ("name", "hash")},
                   "root_causes": {c: g["cases"] for c, g in report["root_causes"].items()},
                   "acl_drift": report["acl_drift"], "promoted_failures": report.get("promoted_failures")})
    else:
        _print(report, outcome)
    raise SystemExit(outcome.exit_code(fail_on))


def _staging_version(path: str) -> str:
    from kbgate.errors import InputError
    from kbgate.reports import read_ingest_report

    version = read_ingest_report(path).get("staging_version")
    if not version:
        raise InputError(f"ingest report {path} built no staging version; run `kbgate ingest ... --store S --alias kb` "
                         "or pass --candidate")
    return version


def _print(report: dict, outcome) -> None:
    from version_gate.report import aligned, pivot_table

    b = report["baseline"]
    click.echo(f"Gate {report['run_id']}: candidate {report['candidate']['version']} vs "
               f"{b['version'] or 'none (first release)'} on eval set '{report['eval']['name']}' "
               f"({report['eval']['scored']} cases)")
    for line in aligned(pivot_table(report)):
        click.echo(line)
    if b["version"]:
        click.echo("(delta vs baseline; ▼/▲ significantly worse/better, ~ within noise, ? too few cases)")
    # a case that fails on the candidate but is no worse than on the baseline is "within the baseline"
    same = {c["case_id"] for c in report.get("cases", []) if c["status"] == "failed" and not c["regressed"]}
    if report["root_causes"] and b["version"]:
        click.echo(f"Failed or regressed cases by root cause ({len(same)} within the baseline: they fail on "
                   f"{b['version']} too and are no worse; = marks them):")
    elif report["root_causes"]:
        click.echo("Failed cases by root cause (first release: no baseline; the lines above decide):")
    for code, group in report["root_causes"].items():
        ids = [f"{cid}{'=' if b['version'] and cid in same else ''}" for cid in group["cases"]]
        click.echo(f"  {code}: {', '.join(ids[:8])}{' ...' if len(ids) > 8 else ''}")
    click.echo(f"\nDecision: {outcome.decision}")
    for r in outcome.reasons:
        click.echo(f"  - {r}")
    click.echo(f"Report: {outcome.report_path}")


COMMANDS = [gate]
