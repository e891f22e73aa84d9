"""``kbgate experiment chunking``: sweep chunking strategies on one eval set."""

from __future__ import annotations

import functools
import os
from pathlib import Path

import click

from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option, progress


@click.group()
def experiment() -> None:
    """Experiments that change one thing and measure what it costs and wins.

    \b
    Example:
      kbgate experiment chunking --corpus fixtures/corpus --policy policies/acme.yaml \\
             --eval fixtures/eval/locked.jsonl --store .kbgate/experiments \\
             --variant heading --variant "fixed:max_chars=400,overlap=40"
    """


@experiment.command("chunking")
@click.option("--corpus", "corpus_dir", required=True, type=click.Path(file_okay=False),
              help="Corpus directory (documents + manifest); its ingest checks run once.")
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--eval", "eval_path", required=True, type=click.Path(dir_okay=False), help="Eval set (JSONL).")
@store_option("Store in which every variant builds its own version")
@click.option("--variant", "variants", multiple=True, required=True,
              help="A chunking strategy spec ID[:name=value,...], repeatable (at least two); the first is the "
              "reference. Strategies: fixed, heading, table, parent_child, sentence_window.")
@click.option("--k", "k_values", help="K values, e.g. 5,10 (default: the policy's gate_settings.k).")
@click.option("--as-of", "as_of", help="Judge expiry and effective dates on this date (default: today).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the statistics.")
@click.option("--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
              show_default=".kbgate (or $KBGATE_HOME)", help="Reports go to WORKDIR/runs/RUN_ID/.")
@format_option
def chunking(corpus_dir, policy_path, eval_path, store_spec, variants, k_values, as_of, seed, workdir, fmt):
    """Compare chunking strategies: same documents, eval set, retriever and K; only the chunking changes.

    The ingest checks run once; each variant then cuts the accepted documents, builds its own
    version in --store and answers the eval set. Per variant: Recall@K (evidence chunks,
    copies count), deduplicated evidence coverage@K, Precision@K and MRR (per stratum, risk and
    macro), the CHUNK_BOUNDARY count, chunk count and mean length, index size on disk, build
    time, query p50/p95, and paired differences against the first variant. It recommends a
    variant and prints the rule it applied; adopting it is your decision. Writes
    experiment.json and experiment.md.

    \b
    Exit codes: 0 experiment run, 2 usage or input error.
    \b
    Example:
      kbgate experiment chunking --corpus fixtures/corpus --policy policies/acme.yaml \\
             --eval fixtures/eval/locked.jsonl --store .kbgate/experiments \\
             --variant "fixed:max_chars=400,overlap=40" --variant "heading:max_chars=800" \\
             --variant "parent_child:child=300,parent=1200" --k 5,10
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.app.commands.gate import _ks
    from kbgate.app.commands.ingest import _as_of
    from kbgate.corpus.strategies import parse_strategy
    from kbgate.runs import new_run_id
    from kbgate.store import open_store
    from version_gate.experiment import run_chunking_experiment, variant_table

    if len(variants) < 2:
        raise click.UsageError("pass at least two --variant specs to compare, e.g. --variant heading "
                               "--variant fixed:max_chars=400,overlap=40")
    policy = load_checked_policy(policy_path)
    for spec in variants:
        parse_strategy(spec, policy.chunking)  # a bad spec fails before any work
    ks = _ks(k_values)
    day = _as_of(as_of)
    run_id = new_run_id()

    def log(message: str) -> None:
        if fmt == "text":
            click.echo(message, err=True)

    with open_store(store_spec) as store:
        outcome = run_chunking_experiment(
            corpus_dir=corpus_dir, policy=policy, policy_path=policy_path, eval_path=eval_path, store=store,
            store_spec=store_spec, variants=list(variants), k=ks, as_of=day, seed=seed,
            out_dir=Path(workdir) / "runs" / run_id, run_id=run_id, log=log,
            progress=functools.partial(progress, fmt=fmt))
    report, rec = outcome.report, outcome.report["recommendation"]
    if fmt == "json":
        emit_json({"run_id": run_id, "report": str(outcome.paths["json"]), "markdown": str(outcome.paths["markdown"]),
                   "recommendation": rec, "variants": [
                       {k: v[k] for k in ("spec", "canonical", "version", "chunks", "mean_chars", "index_bytes",
                                          "build_s", "latency_ms", "chunk_boundary")} | {"macro": v["scopes"]["all"]}
                       for v in report["variants"]], "timings": report["timings"]})
        return
    click.echo(variant_table(report))
    click.echo(f"Recommended: #{rec['variant'] + 1} {rec['spec']} (P0 cases fully covered: "
               f"{rec['p0_fully_covered'][rec['variant']]}/{rec['p0_cases']})")
    if not rec["all_p0_kept"]:
        click.echo("No variant fully covers every P0 case: the rule kept those covering the most.")
    click.echo(f"Rule: {rec['rule']}. Adopting it is your decision.")
    click.echo(f"Report: {outcome.paths['json']}")


COMMANDS = [experiment]
