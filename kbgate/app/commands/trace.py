"""``kbgate trace``: a document's or chunk's provenance and findings from an ingest report."""

from __future__ import annotations

from pathlib import Path

import click

from kbgate.app.commands._output import emit_json, format_option, workdir_option
from kbgate.errors import InputError
from kbgate.reports import read_ingest_report


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
    report = read_ingest_report(report_path)
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


COMMANDS = [trace]
