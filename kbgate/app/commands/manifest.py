"""``kbgate manifest draft``: a manifest drafted from a folder of documents, its guesses listed for review."""

from __future__ import annotations

from pathlib import Path

import click

from kbgate.app.commands._output import emit_json, format_option


@click.group("manifest")
def manifest() -> None:
    """Draft or update a corpus manifest from the files of a folder.

    \b
    Example:
      kbgate manifest draft docs/ --tenant-from-path 1 --map "*/hr/**=confidential"
    """


@manifest.command("draft")
@click.argument("corpus_dir", type=click.Path(file_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Manifest to write (default: CORPUS_DIR/manifest.jsonl; .yaml for a YAML list).")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False),
              help="Policy whose sources' path_glob names each document's source (and its only tenant).")
@click.option("--tenant", help="The tenant_id of every document.")
@click.option("--tenant-from-path", type=click.IntRange(1), help="The tenant_id is this folder of the path (1: the first).")
@click.option("--classification", help="The classification of every document not matched by --map.")
@click.option("--map", "maps", multiple=True, metavar="GLOB=VALUE",
              help="Fields by path: 'hr/**=confidential' (a classification), 'globex/**=tenant:globex', "
              "'legal/**=status:withdrawn'. The first match wins. Repeatable.")
@click.option("--metadata", type=click.Path(dir_okay=False),
              help="Sidecar CSV/JSON/JSONL of fields exported from a source system, one row per document.")
@click.option("--key", default="path", show_default=True, help="The --metadata column holding the document path.")
@click.option("--update", is_flag=True, help="Merge the folder into the existing manifest: add new files, flag "
              "changed digests, propose removed files as withdrawn.")
@click.option("--force", is_flag=True, help="Overwrite an existing manifest (without --update).")
@format_option
def draft(corpus_dir, output, policy_path, tenant, tenant_from_path, classification, maps, metadata, key, update,
          force, fmt):
    """Draft the manifest of CORPUS_DIR from its files and list every guessed field for review.

    path, sha256, doc_id (stable, from the path), version and effective_from (front matter,
    else the file's date: guessed), title, language, source (the policy source whose
    path_glob matches), tenant_id and classification (flags or --map path rules), and
    front-matter keys for any other field. The guesses go to manifest.review.yaml;
    `kbgate corpus inspect` warns until it says reviewed: true.

    \b
    Example:
      kbgate manifest draft docs/
      kbgate manifest draft docs/ --tenant-from-path 1 --map "*/hr/**=confidential" --classification internal
      kbgate manifest draft docs/ --update
      kbgate manifest draft docs/ --metadata export.csv --key path
    """
    from kbgate.corpus.draft import (
        REVIEW_NAME,
        draft_manifest,
        manifest_text,
        parse_maps,
        read_metadata,
        read_records,
        review_text,
    )
    from kbgate.corpus.manifest import MANIFEST_NAMES
    from kbgate.errors import InputError
    from kbgate.paths import write_atomic

    root = Path(corpus_dir)
    found = next((root / n for n in MANIFEST_NAMES if (root / n).is_file()), None)
    out = Path(output) if output else (found if update and found else root / "manifest.jsonl")
    if update and not out.is_file():
        raise InputError(f"--update needs an existing manifest; {out} does not exist (draft one without --update)")
    if not update and out.exists() and not force:
        raise InputError(f"{out} already exists; pass --update to merge the folder into it, or --force to replace it")
    policy = None
    if policy_path:
        from kbgate.app.commands._policy import load_checked_policy

        policy = load_checked_policy(policy_path)
    skip = {p.relative_to(root).as_posix() for p in (out, root / REVIEW_NAME) if p.parent.resolve() == root.resolve()}
    result = draft_manifest(root, existing=read_records(out) if update else None, skip=skip,
                            metadata=read_metadata(metadata, key) if metadata else None, policy=policy,
                            tenant=tenant, tenant_from_path=tenant_from_path, classification=classification,
                            maps=parse_maps(maps))
    write_atomic(out, manifest_text(result.records, out.suffix))
    review = out.parent / REVIEW_NAME
    write_atomic(review, review_text(result, out))
    if fmt == "json":
        emit_json({"manifest": str(out), "review": str(review), "records": len(result.records),
                   "guesses": result.guesses, "changes": result.changes if update else None})
        return
    click.echo(f"Wrote {out} ({len(result.records)} records) and {review} ({len(result.guesses)} guessed fields).")
    if update:
        for what in ("added", "changed", "removed"):
            paths = result.changes[what]
            note = " (proposed status: withdrawn)" if what == "removed" else \
                " (digest updated; give it a new version if it is one)" if what == "changed" else ""
            click.echo(f"  {what:8} {len(paths):4}{note}" + "".join(f"\n    {p}" for p in paths[:20]))
    by_field: dict[str, int] = {}
    for g in result.guesses:
        by_field[g["field"]] = by_field.get(g["field"], 0) + 1
    if by_field:
        click.echo("Guessed, to review: " + ", ".join(f"{f} {n}" for f, n in sorted(by_field.items())))
    click.echo(f"Next: review {review} (set reviewed: true), then `kbgate corpus inspect {corpus_dir}`.")


COMMANDS = [manifest]
