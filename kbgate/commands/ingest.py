"""``kbgate ingest``, ``kbgate quarantine`` and ``kbgate trace``."""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import json
import os
import sys
from pathlib import Path

import click

from kbgate.errors import InputError
from kbgate.output import emit_json, format_option, progress

FAIL_ON = {"quarantine": ("quarantine", "block"), "block": ("block",), "flag": ("quarantine", "block", "flag", "redact"),
           "never": ()}

workdir_option = click.option(
    "--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
    show_default=".kbgate (or $KBGATE_HOME)", help="Where runs and the quarantine store are kept.")


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
@click.option("--store", "store_spec", help="Index store: a directory (embedded Qdrant Edge), qdrant+local:PATH, or a URL.")
@click.option("--alias", help="With --store: write accepted chunks to a new staging version ALIAS__RUN_ID; "
              "the live alias is not touched (and is used for dedup against the live index).")
@click.option("--report-dir", type=click.Path(file_okay=False), help="Where to write the reports (default: WORKDIR/runs/RUN_ID).")
@workdir_option
@format_option
def ingest(corpus_dir, policy_path, eval_files, as_of, fail_on, only, store_spec, alias, report_dir, workdir, fmt):
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
    """
    from ingest_checks.quarantine import QuarantineStore
    from ingest_checks.runner import run_checks
    from kbgate.corpus import load_corpus
    from kbgate.policy import load_policy
    from kbgate.reports import build_report, write_reports
    from version_gate.evalset import load_eval_set

    if bool(store_spec) != bool(alias):
        raise click.UsageError("--store and --alias go together: pass both to write a staging version")
    if alias:
        from kbgate.errors import StoreError
        from kbgate.store import validate_alias_name

        try:
            validate_alias_name(alias)
        except StoreError as exc:
            raise click.BadParameter(str(exc), param_hint="--alias") from None
    day = _as_of(as_of)
    policy = load_policy(policy_path)
    cases = [c.model_dump() for f in eval_files for c in load_eval_set(f)]
    bar = functools.partial(progress, fmt=fmt)
    corpus = load_corpus(corpus_dir, policy, progress=bar)
    work = Path(workdir)
    quarantine = QuarantineStore(work / "quarantine")

    store = live = None
    live_chunks: list[tuple] = []
    if store_spec:
        from kbgate.store import open_store

        store = open_store(store_spec)
        live = store.get_alias(alias)
        if live:
            live_chunks = [(p["chunk_id"], p["text"], p.get("tenant_id"))
                           for p in store.scroll(live, fields=["chunk_id", "text", "tenant_id"])]

    result = run_checks(corpus, policy, as_of=day, eval_cases=cases, live_chunks=live_chunks,
                        released=quarantine.released(), only=list(only) or None, progress=bar)

    version = None
    if store is not None:
        from kbgate.store import build_version

        chunks = result.accepted_chunks
        with click.progressbar(length=len(chunks), label="Building staging version", file=sys.stderr) \
                if fmt == "text" and sys.stderr.isatty() else contextlib.nullcontext() as bar:
            version = build_version(store, alias, result.run_id, chunks, dense=policy.embedding.dense_function(),
                                    on_batch=bar.update if bar is not None else None)
    report = build_report(result, policy, as_of=day, version=version, eval_files=list(eval_files))
    by_doc: dict[str, list[dict]] = {}
    for f in report["findings"]:
        by_doc.setdefault(f"{f['doc_id']}@{f['version']}", []).append(f)
    entries = [{"doc_key": d["doc"], "path": d.get("path"), "file_sha256": d.get("file_sha256"),
                "findings": by_doc.get(d["doc"], [])}
               for d in report["documents"] if d["state"] == "quarantined"]
    quarantine.add(result.run_id, entries)
    out_dir = Path(report_dir) if report_dir else work / "runs" / result.run_id
    from ingest_checks.registry import all_checks

    paths = write_reports(report, out_dir, list(all_checks()))
    (work / "runs").mkdir(parents=True, exist_ok=True)
    (work / "runs" / "LATEST").write_text(str(paths["json"].resolve()), encoding="utf-8")
    if store is not None:
        _audit(store_spec, result, report, policy, version, live)
        store.close()

    stopping = [f for f in report["findings"] if f["action"] in FAIL_ON[fail_on]]
    if fmt == "json":
        emit_json({"run_id": result.run_id, "version": version, "conservation": report["conservation"],
                   "counts_by_code": report["counts_by_code"], "reports": {k: str(v) for k, v in paths.items()},
                   "quarantined": [e["doc_key"] for e in entries]})
    else:
        _print_summary(report, paths, version, live)
    if not report["conservation"]["holds"]:
        raise SystemExit(2)
    if stopping:
        raise SystemExit(1)


def _audit(store_spec, result, report, policy, version, live) -> None:
    from ingest_checks.pii import redact_text
    from kbgate.audit import AuditLog, audit_root

    log = AuditLog(audit_root(store_spec), mask_text=redact_text)
    log.append("ingest_run", policy_hash=policy.digest(), decision="completed",
               details={"run_id": result.run_id, "corpus_hash": report["corpus"]["hash"],
                        "conservation": report["conservation"], "counts_by_code": report["counts_by_code"]})
    log.append("staging_build", index_version=version, policy_hash=policy.digest(), decision="staged",
               document_versions=sorted({f"{c.doc_id}@{c.version}" for c in result.accepted_chunks}),
               details={"run_id": result.run_id, "live_version": live, "chunks": len(result.accepted_chunks)})


def _print_summary(report: dict, paths: dict, version: str | None, live: str | None) -> None:
    c = report["conservation"]
    click.echo(f"Ingest run {report['run_id']} (policy {report['policy']['name']}, as of {report['as_of']})")
    click.echo(f"input {c['input']} = accepted {c['accepted']} + accepted with redactions {c['accepted_redacted']} "
               f"+ quarantined {c['quarantined']} + rejected {c['rejected']}")
    docs_by_code: dict[str, set] = {}
    for f in report["findings"]:
        docs_by_code.setdefault(f["code"], set()).add(f"{f['doc_id']}@{f['version']}")
    actions: dict[str, set] = {}
    for f in report["findings"]:
        actions.setdefault(f["code"], set()).add(f["action"])
    click.echo(f"\n{'code':26} {'findings':>8} {'docs':>5}  action")
    for code, n in report["counts_by_code"].items():
        click.echo(f"{code:26} {n:>8} {len(docs_by_code[code]):>5}  {'/'.join(sorted(actions[code]))}")
    quarantined = [d for d in report["documents"] if d["state"] in ("quarantined", "rejected")]
    if quarantined:
        click.echo("\nNot accepted:")
        for d in quarantined:
            click.echo(f"  {d['state']:12} {str(d['doc']):40} {', '.join(d['codes'])}")
    if version:
        click.echo(f"\nStaging version: {version} ({sum(len(d.get('chunks', [])) for d in report['documents'] if str(d.get('state', '')).startswith('accepted'))} chunks); "
                   f"live alias still -> {live or '(none)'}")
    click.echo(f"\nReports: {paths['json']}  {paths['markdown']}  {paths['junit']}")


@click.group()
def quarantine() -> None:
    """List, show and release quarantined documents.

    \b
    Example:
      kbgate quarantine list
      kbgate quarantine release q-3f9a1c2b7d --reviewer alice --reason "label fixed upstream"
    """


@quarantine.command("list")
@workdir_option
@format_option
def q_list(workdir, fmt):
    """List quarantined documents with their reason codes.

    \b
    Example:
      kbgate quarantine list --format json
    """
    from ingest_checks.quarantine import QuarantineStore

    items = QuarantineStore(Path(workdir) / "quarantine").items()
    if fmt == "json":
        emit_json([{k: v for k, v in i.items() if k != "findings"} for i in items])
        return
    if not items:
        click.echo("No quarantined documents.")
    for i in items:
        rel = f"released by {i['release']['reviewer']}" if i["release"] else "held"
        click.echo(f"{i['id']}  {i['doc_key']:40} {', '.join(i['codes']):40} {rel}")


@quarantine.command("show")
@click.argument("item_id")
@workdir_option
@format_option
def q_show(item_id, workdir, fmt):
    """Show one quarantined document with its findings (masked evidence).

    \b
    Example:
      kbgate quarantine show q-3f9a1c2b7d
    """
    from ingest_checks.quarantine import QuarantineStore

    item = QuarantineStore(Path(workdir) / "quarantine").get(item_id)
    if fmt == "json":
        emit_json(item)
        return
    click.echo(f"{item['id']}  {item['doc_key']}  ({item['path']}, sha256 {str(item['file_sha256'])[:12]})")
    click.echo(f"quarantined by run {item['run_id']} at {item['at']}")
    for f in item["findings"]:
        click.echo(f"  [{f['severity']}/{f['action']}] {f['code']}: {f['message']}"
                   + (f"  evidence: {f['evidence']}" if f.get("evidence") else ""))
    if item["release"]:
        r = item["release"]
        click.echo(f"released by {r['reviewer']} at {r['at']}: {r['reason']}")


@quarantine.command("release")
@click.argument("item_id")
@click.option("--reviewer", required=True, help="Who reviewed and released the item.")
@click.option("--reason", required=True, help="Why it may be ingested.")
@click.option("--store", "store_spec", help="Index store whose audit log records the release.")
@workdir_option
@format_option
def q_release(item_id, reviewer, reason, store_spec, workdir, fmt):
    """Release a quarantined document: the next ingest of the same file accepts it.

    \b
    Example:
      kbgate quarantine release q-3f9a1c2b7d --reviewer alice --reason "false positive: order number"
    """
    from ingest_checks.quarantine import QuarantineStore

    rec = QuarantineStore(Path(workdir) / "quarantine").release(item_id, reviewer, reason)
    if store_spec:
        from kbgate.audit import AuditLog, audit_root

        AuditLog(audit_root(store_spec)).append(
            "quarantine_release", reviewer=reviewer, decision="released",
            document_versions=[rec["doc_key"]], details={"item": item_id, "reason": reason})
    if fmt == "json":
        emit_json(rec)
    else:
        click.echo(f"Released {item_id} ({rec['doc_key']}) by {reviewer}; the next ingest accepts it.")


@click.command()
@click.argument("item")
@click.option("--report", "report_path", type=click.Path(dir_okay=False), help="Report JSON (default: the last run).")
@workdir_option
@format_option
def trace(item, report_path, workdir, fmt):
    """Print a document's or chunk's provenance and findings from the last run.

    ITEM is doc_id, doc_id@version, or a chunk id doc_id@version#n.

    \b
    Example:
      kbgate trace refund-policy@v2#0
    """
    if report_path is None:
        latest = Path(workdir) / "runs" / "LATEST"
        if not latest.is_file():
            raise InputError(f"no ingest run recorded in {workdir}; run `kbgate ingest` first or pass --report")
        report_path = latest.read_text(encoding="utf-8").strip()
    try:
        report = json.loads(Path(report_path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InputError(f"cannot read report {report_path} ({exc}); pass a report.json from `kbgate ingest`") from None
    doc_part, _, chunk_no = item.partition("#")
    matches = [d for d in report["documents"]
               if d.get("doc") == doc_part or d.get("doc_id") == doc_part]
    if not matches:
        raise InputError(f"'{item}' is not in run {report['run_id']}; use doc_id, doc_id@version or doc_id@version#n")
    out = []
    for d in matches:
        findings = [f for f in report["findings"] if f"{f['doc_id']}@{f['version']}" == d["doc"]]
        chunks = d.get("chunks", [])
        if chunk_no:
            chunks = [c for c in chunks if c["chunk_id"] == item]
            if not chunks:
                raise InputError(f"chunk '{item}' is not in run {report['run_id']} (the document has "
                                 f"{len(d.get('chunks', []))} chunks)")
            findings = [f for f in findings if f.get("chunk_id") in (None, item)]
        out.append({**{k: v for k, v in d.items() if k != "chunks"}, "chunks": chunks, "findings": findings,
                    "run_id": report["run_id"]})
    if fmt == "json":
        emit_json(out)
        return
    for d in out:
        click.echo(f"{d['doc']}  state={d['state']}  run={d['run_id']}")
        for k in ("path", "source", "tenant_id", "classification", "status", "file_sha256", "released_by"):
            if d.get(k):
                click.echo(f"  {k}: {d[k]}")
        for c in d["chunks"]:
            click.echo(f"  chunk {c['chunk_id']} page={c['page']} section={c['section']} span={c['char_span']} "
                       f"hash={c['chunk_hash'][:12]} roles={','.join(c['allowed_roles']) or '(nobody)'}")
        for f in d["findings"]:
            click.echo(f"  [{f['severity']}/{f['action']}] {f['code']}: {f['message']}")


COMMANDS = [ingest, quarantine, trace]
