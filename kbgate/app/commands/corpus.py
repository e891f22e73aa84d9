"""``kbgate corpus inspect``: the inventory of a corpus."""

from __future__ import annotations

import functools
from collections import Counter

import click

from kbgate.app.commands._output import emit_json, format_option, progress


@click.group()
def corpus() -> None:
    """Inspect a corpus directory (documents + manifest).

    \b
    Example:
      kbgate corpus inspect fixtures/corpus
    """


def inventory(corpus_obj) -> dict:
    """The corpus inventory as a JSON-ready dict: one entry per manifest record."""
    entries = []
    for doc in corpus_obj.documents:
        rec = doc.record
        entries.append({
            "doc": rec.key, "doc_id": rec.doc_id, "version": rec.version, "path": rec.path,
            "format": doc.fmt, "tenant_id": rec.tenant_id, "classification": rec.classification,
            "status": rec.status, "language": doc.language, "decoding": doc.decoding,
            "pages": len(doc.page_char_counts) or None, "tables": len(doc.tables),
            "chunks": len(doc.chunks), "chars": len(doc.text),
            "hidden": dict(sorted(Counter(h.kind for h in doc.hidden_spans).items())),
            "stripped_lines": len(doc.repeated_lines), "site_chrome_blocks": doc.chrome_blocks,
            "load_error": doc.load_error.code if doc.load_error else None,
            "message": doc.load_error.message if doc.load_error else None,
        })
    for rej in corpus_obj.rejected:
        entries.append({"doc": rej.doc_key, "rejected": True, "where": rej.where, "errors": list(rej.errors)})
    errors = corpus_obj.load_error_counts()
    for rej in corpus_obj.rejected:
        errors[rej.code] += 1
    return {
        "corpus": str(corpus_obj.root), "manifest": corpus_obj.manifest_path.name,
        "records": corpus_obj.total, "loaded": sum(1 for d in corpus_obj.documents if not d.load_error),
        "load_errors": sum(errors.values()), "errors_by_code": dict(sorted(errors.items())),
        "chunks": sum(len(d.chunks) for d in corpus_obj.documents),
        "formats": dict(sorted(Counter(d.fmt for d in corpus_obj.documents).items())),
        "site_chrome_blocks": sum(d.chrome_blocks for d in corpus_obj.documents),
        "site_chrome_pages": sum(1 for d in corpus_obj.documents if d.chrome_blocks),
        "hidden_by_kind": dict(sorted(Counter(h.kind for d in corpus_obj.documents for h in d.hidden_spans).items())),
        "documents": entries,
    }


@corpus.command("inspect")
@click.argument("corpus_dir", type=click.Path(file_okay=False, path_type=str))
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False), help="Policy for chunk sizes and ACLs.")
@click.option("--strict", is_flag=True, help="Exit 2 when any record is rejected or any file fails to load.")
@format_option
def inspect_cmd(corpus_dir: str, policy_path: str | None, strict: bool, fmt: str) -> None:
    """Print the inventory of CORPUS_DIR: documents, chunks per document, load errors by code.

    \b
    Example:
      kbgate corpus inspect fixtures/corpus --format json
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.corpus.load import load_corpus

    policy = load_checked_policy(policy_path) if policy_path else None
    loaded = load_corpus(corpus_dir, policy, progress=functools.partial(progress, fmt=fmt))
    inv = inventory(loaded)
    from kbgate.corpus.draft import unreviewed

    inv["draft_review"] = unreviewed(corpus_dir)
    if inv["draft_review"]:
        r = inv["draft_review"]
        changes = ", ".join(f"{n} {k}" for k, n in r["changes"].items() if n)
        click.echo(f"Warning: the manifest was drafted by `kbgate manifest draft` and is not reviewed: {r['guesses']} "
                   f"guessed field(s){'; ' + changes if changes else ''}; check them in {r['file']} and set "
                   "reviewed: true", err=True)
    if fmt == "json":
        emit_json(inv)
    else:
        click.echo(f"Corpus {inv['corpus']} ({inv['manifest']}): {inv['records']} records, "
                   f"{inv['loaded']} loaded, {inv['load_errors']} with errors, {inv['chunks']} chunks")
        click.echo("Formats: " + ", ".join(f"{k} {v}" for k, v in inv["formats"].items()))
        click.echo(f"{'document':42} {'fmt':5} {'tenant':8} {'class':13} {'lang':4} {'chunks':>6} {'hidden':>6}  status")
        for e in inv["documents"]:
            if e.get("rejected"):
                click.echo(f"{(e['doc'] or '?')[:42]:42} REJECTED  {'; '.join(e['errors'])} ({e['where']})")
                continue
            status = e["load_error"] or e["status"]
            click.echo(f"{e['doc'][:42]:42} {e['format'][:5]:5} {str(e['tenant_id'])[:8]:8} "
                       f"{str(e['classification'])[:13]:13} {str(e['language'] or '-'):4} {e['chunks']:>6} "
                       f"{sum(e['hidden'].values()):>6}  {status}")
        if inv["hidden_by_kind"]:
            click.echo("Hidden text (kept out of the text, judged by the injection check) by kind:")
            for kind, n in Counter(inv["hidden_by_kind"]).most_common():
                click.echo(f"  {kind:20} {n}")
        if inv["site_chrome_blocks"]:
            click.echo(f"Site chrome (navigation repeated across the site's pages, stripped): "
                       f"{inv['site_chrome_blocks']} block(s) on {inv['site_chrome_pages']} page(s)")
        if inv["errors_by_code"]:
            click.echo("Load errors by reason code:")
            for code, n in Counter(inv["errors_by_code"]).most_common():
                click.echo(f"  {code:20} {n}")
    if strict and inv["load_errors"]:
        raise SystemExit(2)


COMMANDS = [corpus]
