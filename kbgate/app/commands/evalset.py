"""``kbgate evalset generate|review|stats``: an eval set generated from the corpus, reviewed, measured."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import click

from kbgate.app.commands._options import store_option as shared_store_option
from kbgate.app.commands._output import emit_json, format_option

store_option = shared_store_option("The store holding the built index version", required=False)
index_option = click.option("--index", "index_ref", metavar="VERSION",
                            help="Index version or alias in --store: its documents are the accepted ones.")


@click.group()
def evalset() -> None:
    """Generate a tuning eval set from the corpus, review it, and measure its coverage.

    \b
    Example:
      kbgate evalset generate --corpus fixtures/corpus --policy policies/acme.yaml \\
             --store .kbgate/store --index kb__RUN_ID -o tuning.jsonl
      kbgate evalset review tuning.jsonl --all-pending --decision accept --reviewer li --reason "spot-checked"
      kbgate evalset stats tuning.jsonl --store .kbgate/store --index kb__RUN_ID
    """


def _version_chunks(store_spec: str | None, index_ref: str | None):
    """``(store chunks by doc key, resolved version)`` or ``(None, None)``."""
    from kbgate.app.commands._options import from_project

    if store_spec and not index_ref and from_project("store_spec"):
        store_spec = None  # the project's store is used only with an --index
    if bool(store_spec) != bool(index_ref):
        raise click.UsageError("--store and --index go together")
    if not store_spec:
        return None, None
    from kbgate.errors import InputError, StoreError
    from kbgate.store import open_store
    from version_gate.evalgen.generate import version_chunks

    with open_store(store_spec, create=False) as store:
        try:
            version = store.resolve(index_ref)
        except StoreError as exc:
            raise InputError(f"--index {index_ref}: {exc}") from None
        return version_chunks(store, version), version


@evalset.command("generate")
@click.option("--corpus", "corpus_path", required=True, type=click.Path(file_okay=False),
              help="Corpus directory (documents and manifest).")
@click.option("--policy", "policy_path", required=True, type=click.Path(dir_okay=False), help="Policy YAML file.")
@store_option
@index_option
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="Eval file to write (JSONL).")
@click.option("--per-doc", type=click.IntRange(min=1), default=3, show_default=True,
              help="Fact cases per document before the coverage loop adds one per uncovered section.")
@click.option("--negatives", type=click.IntRange(min=0), default=10, show_default=True,
              help="Unanswerable cases (swapped entity or year, out-of-scope topics).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the random choices.")
@click.option("--as-of", "as_of", type=click.DateTime(formats=["%Y-%m-%d"]),
              help="Knowledge date (YYYY-MM-DD): what is in force without --index, the cases' knowledge_version. "
              "Default: today.")
@click.option("--name", help="Eval set name in the header (default: the output file stem).")
@click.option("--llm-url", help="OpenAI-compatible endpoint used only to rephrase questions and propose "
              "multi-hop cases (key from $KBGATE_LLM_API_KEY).")
@click.option("--llm-model", default="default", show_default=True, help="Model name sent to --llm-url.")
@format_option
def generate_cmd(corpus_path, policy_path, store_spec, index_ref, output, per_doc, negatives, seed, as_of, name,
                 llm_url, llm_model, fmt):
    """Generate a tuning eval set from the corpus, without a model.

    Fact, complexity-ranked, version-conflict, permission, multi-hop and negative-rejection
    cases, in the eval format the gate reads. Every section of every accepted document
    becomes the gold of some case. With --store/--index the accepted documents are those
    in that version (use the staging version `kbgate ingest` built); without, those in
    force by the manifest. Every case is split tuning with a pending review.

    \b
    Example:
      kbgate evalset generate --corpus fixtures/corpus --policy policies/acme.yaml \\
             --store .kbgate/store --index kb__RUN_ID -o tuning.jsonl --seed 7
    """
    from kbgate.app.commands._policy import load_checked_policy
    from kbgate.corpus.load import load_corpus
    from kbgate.errors import InputError
    from kbgate.evalset import locked_notice
    from version_gate.evalgen.generate import from_corpus

    out = Path(output)
    if out.is_file() and locked_notice(out, store_spec):
        raise InputError(f"{out} is a locked eval set; write the generated tuning set to another file")
    policy = load_checked_policy(policy_path)
    chunks, version = _version_chunks(store_spec, index_ref)
    corpus = load_corpus(corpus_path, policy)
    day = as_of.date() if as_of else dt.date.today()
    rephrase = None
    if llm_url:
        from version_gate.evalgen.llm import ChatClient, make_rephraser

        rephrase = make_rephraser(ChatClient(llm_url, llm_model))
    result = from_corpus(policy, corpus, chunks=chunks, per_doc=per_doc, negatives=negatives, seed=seed, as_of=day,
                         name=name or out.stem, rephrase=rephrase)
    if not result.cases:
        raise InputError("no case could be generated: no accepted document has text; check --index or the corpus")
    result.write(out)
    s = result.summary
    if fmt == "json":
        emit_json({"output": str(out), "index": version, **s})
        return
    click.echo(f"Wrote {s['cases']} cases to {out} (" + ", ".join(f"{k} {v}" for k, v in s["strata"].items()) + ")")
    click.echo(f"Documents covered: {s['documents_covered']}/{s['documents']}; sections covered: "
               f"{s['sections_covered']}/{s['sections']}" + (f" (from index {version})" if version else
                                                            " (documents in force by the manifest)"))
    for doc, names in s["uncovered_sections"].items():
        click.echo(f"  uncovered: {doc}: {', '.join(names)}")
    if s["dropped"]:
        click.echo("Dropped: " + ", ".join(f"{v} {k}" for k, v in s["dropped"].items()))
    if s["llm"]:
        click.echo("LLM: " + ", ".join(f"{k} {v}" for k, v in s["llm"].items()))
    click.echo(f"Review them: kbgate evalset review {out}")


@evalset.command("review")
@click.argument("eval_file", type=click.Path(dir_okay=False, exists=True))
@click.option("--case", "case_ids", multiple=True, help="Case id to review (repeatable).")
@click.option("--all-pending", is_flag=True, help="Review every case whose review is pending.")
@click.option("--decision", type=click.Choice(["accept", "modify", "reject"]),
              help="Decision for the chosen cases (without it: ask case by case on a terminal).")
@click.option("--reviewer", help="Who reviews (required).")
@click.option("--reason", help="Why (required with --decision).")
@click.option("--query", help="New query (with --decision modify and one --case).")
@click.option("--promote-to", "promote_to", type=click.Path(dir_okay=False),
              help="Then append the accepted and modified cases to this locked set.")
@format_option
def review_cmd(eval_file, case_ids, all_pending, decision, reviewer, reason, query, promote_to, fmt):
    """Accept, modify or reject generated cases, with the reviewer and the reason.

    Pending cases make the gate WARN; rejected ones are not scored. Without --decision the
    pending (or chosen) cases are shown one by one on a terminal: a(ccept), m(odify),
    r(eject), s(kip), q(uit).

    \b
    Example:
      kbgate evalset review tuning.jsonl --case GEN-FACT-3cd3c732d7 --decision reject \\
             --reviewer li --reason "question is ambiguous"
      kbgate evalset review tuning.jsonl --all-pending --decision accept --reviewer li --reason "spot-checked"
      kbgate evalset review tuning.jsonl --reviewer li          # interactive
    """
    from kbgate.evalset import load_eval_set
    from version_gate.evalgen.review import apply_reviews, promote

    if not reviewer:
        raise click.UsageError("--reviewer NAME is required: every review names who made it")
    cases = load_eval_set(eval_file)
    pending = [c.case_id for c in cases if c.review and c.review.decision == "pending"]
    chosen = list(case_ids) or (pending if all_pending or not decision else [])
    if decision and not chosen and not all_pending:
        raise click.UsageError("choose cases with --case ID or --all-pending")
    if decision:
        if not reason:
            raise click.UsageError("--reason TEXT is required with --decision")
        if decision == "modify" and (not query or len(chosen) != 1):
            raise click.UsageError("--decision modify needs --query NEW_QUERY and exactly one --case")
        decisions = {cid: {"decision": decision, "reviewer": reviewer, "reason": reason,
                           **({"query": query} if query else {})} for cid in chosen}
    else:
        decisions = _ask(cases, chosen, reviewer)
    out = apply_reviews(eval_file, decisions) if decisions else cases
    promoted = promote(out, promote_to) if promote_to else []
    if fmt == "json":
        emit_json({"reviewed": sorted(decisions), "pending": sum(1 for c in out if c.review and
                                                                   c.review.decision == "pending"),
                   "promoted": promoted})
        return
    click.echo(f"Reviewed {len(decisions)} case(s) in {eval_file}; "
               f"{sum(1 for c in out if c.review and c.review.decision == 'pending')} still pending")
    if promote_to:
        click.echo(f"Promoted {len(promoted)} case(s) to {promote_to}")


def _ask(cases, chosen: list[str], reviewer: str) -> dict[str, dict]:
    decisions: dict[str, dict] = {}
    by_id = {c.case_id: c for c in cases}
    for cid in chosen:
        c = by_id[cid]
        click.echo(f"\n{c.case_id} [{c.stratum}, {c.risk}, {c.tenant_id}:{c.actor_role}]\n  Q: {c.query}")
        for ev in c.relevant:
            click.echo(f"  gold: {ev.doc_id}: {ev.anchor}")
        if c.must_cover:
            click.echo(f"  must cover: {', '.join(c.must_cover)}")
        choice = click.prompt("  a(ccept) m(odify) r(eject) s(kip) q(uit)", type=click.Choice(list("amrsq")),
                              show_choices=False)
        if choice == "q":
            break
        if choice == "s":
            continue
        name = {"a": "accept", "m": "modify", "r": "reject"}[choice]
        entry = {"decision": name, "reviewer": reviewer}
        if name == "modify":
            entry["query"] = click.prompt("  new query", default=c.query)
        entry["reason"] = click.prompt("  reason")
        decisions[cid] = entry
    return decisions


@evalset.command("stats")
@click.argument("eval_file", type=click.Path(dir_okay=False, exists=True))
@store_option
@index_option
@click.option("--show-uncovered", type=int, default=20, show_default=True,
              help="How many uncovered chunk ids to print (JSON lists them all).")
@format_option
def stats_cmd(eval_file, store_spec, index_ref, show_uncovered, fmt):
    """Strata, risks, reviews and, against a built version, document and chunk coverage.

    A chunk is covered when it belongs to a case's gold document and holds its anchor,
    the rule the gate uses for evidence. Chunks no case reaches are listed.

    \b
    Example:
      kbgate evalset stats tuning.jsonl --store .kbgate/store --index kb__RUN_ID
    """
    from kbgate.evalset import load_eval_set
    from version_gate.evalgen.coverage import set_stats

    cases = load_eval_set(eval_file)
    chunks, version = _version_chunks(store_spec, index_ref)
    s = set_stats(cases, chunks)
    if fmt == "json":
        emit_json({"eval": str(eval_file), "index": version, **s})
        return
    click.echo(f"{eval_file}: {s['cases']} cases, {s['answerable']} answerable; reviews: "
               + ", ".join(f"{k} {v}" for k, v in s["reviews"].items()))
    click.echo("Strata: " + ", ".join(f"{k} {v['cases']} ({v['share']:.0%})" for k, v in s["strata"].items()))
    click.echo("Risks:  " + ", ".join(f"{k} {v['cases']} ({v['share']:.0%})" for k, v in s["risks"].items()))
    if chunks is None:
        return
    d, c = s["documents"], s["chunks"]
    click.echo(f"Document coverage of {version}: {d['covered']}/{d['total']} ({d['coverage']:.1%})")
    click.echo(f"Chunk coverage of {version}: {c['covered']}/{c['total']} ({c['coverage']:.1%})")
    click.echo("Chunks reached per stratum: " + ", ".join(f"{k} {v}" for k, v in s["per_stratum_chunks"].items()))
    if d["uncovered"]:
        click.echo("Documents no case reaches: " + ", ".join(d["uncovered"]))
    if c["uncovered"]:
        more = len(c["uncovered"]) - show_uncovered
        click.echo("Chunks no case reaches: " + ", ".join(c["uncovered"][:show_uncovered])
                   + (f" ... and {more} more" if more > 0 else ""))
    if s["dangling"]:
        click.echo(f"Cases whose anchor is in no chunk of {version}: " + ", ".join(s["dangling"][:20]))


COMMANDS = [evalset]
