"""``kbgate access``: prove that no actor retrieves what it may not see."""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

import click

from kbgate.app.commands._options import (
    from_project,
    header_option,
    metadata_key_option,
    open_target,
    store_option,
)
from kbgate.app.commands._output import emit_json, format_option, progress
from kbgate.targets.open import TARGET_FORMS

workdir_option = click.option(
    "--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
    show_default=".kbgate (or $KBGATE_HOME)", help="Where runs are kept (reports go to WORKDIR/runs/RUN_ID).")


@click.command("access")
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@click.option("--corpus", "corpus_dir", required=True, type=click.Path(file_okay=False),
              help="The corpus directory: the manifest and the policy are the truth, never the index.")
@store_option("The store to test with the built-in retriever; needs --alias or --index", required=False)
@click.option("--alias", help="With --store: the alias to test.")
@click.option("--index", "index", help="With --store: the index version to test (default with --ingest-report: "
              "the staging version that ingest run built).")
@click.option("--target", help=f"What to test instead of a store: {TARGET_FORMS}.")
@click.option("--eval", "eval_files", multiple=True, type=click.Path(dir_okay=False),
              help="Eval set(s) (JSONL); every case runs as its own actor. Repeatable.")
@click.option("--ingest-report", "ingest_report", type=click.Path(dir_okay=False),
              help="report.json of `kbgate ingest`: documents it kept out are STALE_SERVED when served.")
@click.option("--deleted", "deleted_file", type=click.Path(dir_okay=False),
              help="Deletion list: one doc_id or doc_id@version per line; nobody may retrieve them.")
@click.option("--mode", type=click.Choice(["all", "exhaustive", "probes"]), default="all", show_default=True,
              help="exhaustive: enumerate every chunk each actor's filter admits (store only); probes: generated "
              "queries; all: both where possible.")
@click.option("--fail-on", type=click.Choice(["leak", "warn"]), default="leak", show_default=True,
              help="warn: STALE_SERVED warnings also exit 1.")
@click.option("--strict", is_flag=True, help="Chunks that cannot be attributed to a document fail the run.")
@click.option("--top-k", default=10, show_default=True, type=click.IntRange(1, 100), help="Chunks asked per probe.")
@click.option("--concurrency", default=8, show_default=True, type=click.IntRange(1, 64), help="Probes in flight.")
@click.option("--timeout", default=10.0, show_default=True, type=click.FloatRange(0.1), help="HTTP timeout (s).")
@header_option
@metadata_key_option
@click.option("--retries", default=2, show_default=True, type=click.IntRange(0, 10), help="HTTP retries per probe.")
@click.option("--max-phrases", type=click.IntRange(1), help="Use at most N distinctive phrases per document "
              "(title first; default: all) for a quicker, smaller probe set.")
@click.option("--max-probes", type=click.IntRange(1), help="Send at most N probes, breadth first: one per "
              "document and kind before a second (for large corpora; coverage shows what was reached).")
@click.option("--report-dir", type=click.Path(file_okay=False), help="Where to write the reports "
              "(default: WORKDIR/runs/RUN_ID).")
@workdir_option
@format_option
def access(policy_path, corpus_dir, store_spec, alias, index, target, eval_files, ingest_report, deleted_file, mode,
           fail_on, strict, top_k, concurrency, timeout, headers, metadata_keys, retries, max_phrases, max_probes,
           report_dir, workdir, fmt):
    """Test that no actor (tenant x role) can retrieve a chunk it may not see.

    The truth is the corpus manifest and the policy. With --store the built-in retriever
    over a version or alias is tested exhaustively (every chunk each actor's filter admits)
    and by generated probes; with --target a RAG service is probed over HTTP, or a retriever
    built by your own code (python:MODULE:CALLABLE) is probed in-process. Leaks count
    chunks and candidates (and answers naming forbidden documents).

    \b
    Exit codes: 0 zero leaks, adequate coverage, nothing inconclusive; 1 otherwise;
    2 usage or input error.
    \b
    Example:
      kbgate access --policy policies/acme.yaml --corpus fixtures/corpus --store .kbgate/store --index kb__RUN_ID
      kbgate access --policy policies/acme.yaml --corpus fixtures/corpus --store .kbgate/store \\
        --ingest-report .kbgate/runs/RUN_ID/report.json
      kbgate access --policy policies/acme.yaml --corpus fixtures/corpus --target http://127.0.0.1:8765 --format json
      kbgate access --policy policies/acme.yaml --corpus fixtures/corpus --target python:my_rag.retrievers:build_retriever
    """
    from access_tests.access import audit_run, run_access_test
    from access_tests.report import text_summary, write_reports
    from access_tests.truth import AccessCorpus
    from kbgate.acl import read_deleted_list
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.errors import InputError
    from kbgate.reports import read_ingest_report
    from kbgate.runs import new_run_id

    if target and store_spec and from_project("store_spec"):
        store_spec = None  # the project's store gives way to a --target on the command line
    if bool(store_spec) == bool(target):
        raise click.UsageError("pass exactly one of --store (with --alias or --index) or --target URL")
    if store_spec and alias and index:
        raise click.UsageError("with --store pass one of --alias NAME or --index VERSION, not both")
    if store_spec and not (alias or index or ingest_report):
        raise click.UsageError("with --store pass --alias NAME, --index VERSION, or --ingest-report REPORT "
                               "(tests the staging version that ingest run built)")
    if target and (alias or index):
        raise click.UsageError("--alias and --index go with --store, not with --target")
    if target and mode == "exhaustive":
        kind = "a python: target" if target.startswith("python:") else "an HTTP service"
        raise click.UsageError(f"--mode exhaustive needs --store: {kind} can only be probed")
    if headers and not target:
        raise click.UsageError("--header goes with --target")
    if metadata_keys and not target:
        raise click.UsageError("--metadata-key goes with a python: --target")
    policy = load_checked_policy(policy_path)
    if target:
        retriever, described = open_target(target, "--target", headers=headers, metadata_keys=metadata_keys,
                                           timeout=timeout, retries=retries, concurrency=concurrency)
    deleted = read_deleted_list(deleted_file) if deleted_file else set()
    report_in = read_ingest_report(ingest_report) if ingest_report else None
    if store_spec and not (alias or index):
        index = report_in.get("staging_version")
        if not index:
            raise InputError(f"ingest report {ingest_report} names no staging version (the run had no --store); "
                             "pass --alias or --index")
    cases = []
    if eval_files:
        from kbgate.app.commands._policy import warn_if_locked
        from kbgate.evalset import load_eval_set

        warn_if_locked(eval_files, store_spec)
        cases = [c for f in eval_files for c in load_eval_set(f)]
    corpus = AccessCorpus.from_corpus(corpus_dir, policy, deleted=deleted, ingest_report=report_in,
                                      progress=functools.partial(progress, fmt=fmt))
    run_id = new_run_id()
    ticker = _ProbeBar() if fmt == "text" and sys.stderr.isatty() else None
    store = None
    try:
        if store_spec:
            from kbgate.store import open_store
            from kbgate.targets.open import open_store_target

            store = open_store(store_spec, create=False)
            version = store.resolve(alias or index)
            retriever = open_store_target(store, version, policy)
            described = {"description": f"store {store_spec} {'alias ' + alias + ' -> ' if alias else ''}{version}",
                         "kind": "store", "store": str(store_spec), "alias": alias, "version": version}
        else:
            version = None
        report = run_access_test(corpus, retriever=retriever, store=store, version=version, target=described,
                                 eval_cases=cases, deleted=deleted, mode=mode, top_k=top_k, workers=concurrency,
                                 strict=strict, fail_on=fail_on, max_phrases=max_phrases, max_probes=max_probes,
                                 run_id=run_id, on_progress=ticker)
    finally:
        if store is not None:
            store.close()
        if ticker is not None:
            ticker.close()
    report["corpus"]["path"] = str(corpus_dir)
    report["ingest_report"] = str(ingest_report) if ingest_report else None
    work = Path(workdir)
    from kbgate.audit import AuditLog, audit_root

    report["audit_head"] = AuditLog(audit_root(store_spec) if store_spec else work).head()  # pins the log
    paths = write_reports(report, Path(report_dir) if report_dir else work / "runs" / run_id)

    audit_run(report, audit_root(store_spec) if store_spec else work, str(paths["json"]))
    if fmt == "json":
        emit_json({"run_id": run_id, "verdict": report["verdict"], "matrix": report["matrix"],
                   "probe_kinds": report["probe_kinds"], "coverage": report["coverage"],
                   "exhaustive": report["exhaustive"], "leaks": report["leaks"][:50],
                   "leak_bounds": {k: v for k, v in (report["leak_bounds"] or {}).items() if k != "pairs"} or None,
                   "not_servable": report["not_servable"],
                   "warnings": {k: len(v) for k, v in report["warnings"].items()},
                   "reports": {k: str(v) for k, v in paths.items()}})
    else:
        click.echo(text_summary(report))
        click.echo(f"\nReports: {paths['json']}  {paths['markdown']}  {paths['junit']}")
    if not report["verdict"]["passed"]:
        raise SystemExit(1)


class _ProbeBar:
    """A progress bar of the probes on a terminal (stderr), opened once their number is known."""

    def __init__(self):
        self.bar = None

    def __call__(self, stage: str, n: int) -> None:
        if stage == "planned":
            self.bar = click.progressbar(length=n, label="Probing", file=sys.stderr)
            self.bar.__enter__()
        elif self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)


COMMANDS = [access]
