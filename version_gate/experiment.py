"""Chunking as an experiment: one eval set, one retriever, one K, only the chunking changes.

:func:`run_chunking_experiment` runs the ingest checks once, then for every variant (a chunking
strategy spec, :mod:`kbgate.corpus.strategies`) cuts the same accepted documents, builds its own
version in the store, and runs the eval set on it with the built-in retriever. Per variant it
reports:

* ``recall_at_K``: evidence chunks in the top K over the case's gold items, capped at 1. It counts
  chunks, as a chunk-counting evaluator does, so copies of one gold item inflate it;
* ``coverage_at_K``: deduplicated evidence coverage, the gold items covered by the top K, each
  once (the gate's ``recall_at_K``, :mod:`version_gate.metrics`); it sits next to recall because
  overlapping copies of one item can push a second item out of the top K while recall stays flat;
* ``precision_at_K`` and ``mrr`` (trec_eval, as in the gate);
* all of them per stratum, per risk level and as the macro average over strata (``all``);
* the root cause of every answerable case not fully covered at the primary K
  (:func:`version_gate.diagnose.diagnose`) and ``chunk_boundary``: how many distinct gold anchors
  no chunk of the version holds while a run of adjacent chunks holds them once joined, and the cases
  whose root cause is ``CHUNK_BOUNDARY``;
* chunk count, mean chunk length, index size on disk (Edge stores; ``None`` elsewhere), build
  time and query latency p50/p95;
* paired differences against the first variant with the gate's statistics (seeded bootstrap CI
  and permutation p-value, :mod:`version_gate.stats`).

A chunk with a context (``parent_child``, ``sentence_window``) is retrieved by its indexed text
and answers with its ``context_text``: the evidence check and the root cause judge that text.

Every case is asked on every variant in turn, the first variant rotating from case to case, so
machine noise hits all latencies alike; each variant answers one untimed query first (opening a
version is not query latency).

**Recommendation rule** (:data:`RULE`): keep the variants that fully cover (coverage 1 at the
primary K) every answerable P0 case (if none does, those that fully cover the most); among them
take the best macro ``coverage_at_K`` at the primary K (equal when they agree to 3 decimals); break
ties by the least cost: smallest index on disk, then fewest chunks, then the shortest build.
The report recommends; whether to adopt it stays the user's decision.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from kbgate.acl import granting_roles
from kbgate.errors import InputError
from kbgate.models import Document
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor

SCHEMA = "kbgate.experiment-report/1"
RULE = ("keep the variants that fully cover every answerable P0 case at K={k} (else those covering the most); "
        "among them the best macro coverage@{k} (equal to 3 decimals counts as a tie); ties go to the least "
        "cost: smallest index on disk, then fewest chunks, then shortest build")
METRICS = ("recall", "coverage", "precision")


@dataclass
class Variant:
    """One chunking variant: its strategy, the version built, costs and runs."""

    spec: str
    strategy: object
    version: str = ""
    chunks: int = 0
    mean_chars: float = 0.0
    index_bytes: int | None = None
    chunking_s: float = 0.0
    build_s: float = 0.0
    runs: list = field(default_factory=list)


@dataclass
class ExperimentOutcome:
    """The report and where it was written."""

    report: dict
    paths: dict[str, Path]


def _dir_bytes(path: Path) -> int:
    return sum(p.stat().st_blocks * 512 for p in path.rglob("*") if p.is_file())


def index_bytes(store, version: str) -> int | None:
    """Bytes on disk of ``version`` in an Edge store (its version directory); ``None`` for other stores."""
    root = getattr(store, "versions_dir", None)
    if root is None or not (Path(root) / version).is_dir():
        return None
    return _dir_bytes(Path(root) / version)


def _redacted(doc: Document, findings) -> Document:
    """The document with its ``redact`` findings masked, as ingest indexes it (tables chunked as text)."""
    from kbgate.masking import redact_text

    text = redact_text(doc.text, [f for f in findings if f.action == "redact"])
    return Document(**{**doc.__dict__, "text": text, "chunks": [], "tables": [],
                       "sections": doc.sections if len(text) == len(doc.text) else []})


def accepted_documents(result) -> list[tuple[Document, bool]]:
    """The documents an ingest run accepted, as indexed (redacted ones masked), with their redacted flag."""
    out = []
    for doc in result.corpus.documents:
        outcome = result.outcomes.get(doc.key)
        if outcome is None or outcome.state not in ("accepted", "accepted_redacted"):
            continue
        red = outcome.state == "accepted_redacted"
        out.append((_redacted(doc, outcome.findings) if red else doc, red))
    return out


def with_context(chunks):
    """The retrieved chunks with ``text`` replaced by their ``context_text`` payload when they carry one."""
    import dataclasses

    if chunks is None:
        return None
    return [dataclasses.replace(c, text=c.payload.get("context_text") or c.text) for c in chunks]


def _case_rows(cases, runs, ks) -> tuple[list, list[dict]]:
    """Judgements and per-case metric rows (recall, coverage, precision at each K, MRR)."""
    from version_gate.metrics import judge, ranking_metrics

    judgements = [judge(c, r.chunks) if r.chunks is not None else None for c, r in zip(cases, runs, strict=True)]
    rows = []
    for j, row in zip(judgements, ranking_metrics(cases, judgements, ks), strict=True):
        out = {}
        if row:
            out["mrr"] = row["mrr"]
            for k in ks:
                out[f"coverage_at_{k}"] = row[f"recall_at_{k}"]
                out[f"precision_at_{k}"] = row[f"precision_at_{k}"]
                out[f"recall_at_{k}"] = min(1.0, sum(j.evidence[:k]) / j.n_gold) if j is not None else 0.0
        rows.append(out)
    return judgements, rows


def _boundaries(cases, judgements, runs, kp: int, doc_texts, policy: Policy) -> tuple[int, dict[str, dict]]:
    """Split anchors (distinct ``(doc_id, anchor)``) and the root cause of every case not fully covered."""
    from version_gate.diagnose import _where_anchor, diagnose
    from version_gate.metrics import answerable

    anchors = {(ev.doc_id, ev.anchor) for c in cases if answerable(c) for ev in c.relevant}
    split = sum(1 for doc_id, anchor in anchors if _where_anchor(anchor, doc_texts.get(doc_id, []))[1])
    near_dup = float(policy.check_config("near_duplicate").get("threshold", 0.8))
    causes = {}
    for case, j, run in zip(cases, judgements, runs, strict=True):
        if not answerable(case) or (j is not None and all(j.covered_at.get(g, kp) < kp for g in range(j.n_gold))):
            continue
        causes[case.case_id] = diagnose(case, k=kp, chunks=run.chunks, candidates=run.candidates, judgement=j,
                                        unauthorized=[], doc_chunks=doc_texts, error=run.error,
                                        floor=policy.gate_settings.score_floor, near_dup_threshold=near_dup)
    return split, causes


def recommend(variants: list[dict], cases, kp: int) -> dict:
    """Apply :data:`RULE` to the per-variant summaries; returns the choice and why."""
    from version_gate.metrics import answerable

    p0 = [c.case_id for c in cases if c.risk == "P0" and answerable(c)]
    key = f"coverage_at_{kp}"
    kept = [sum(1 for cid in p0 if v["cases"].get(cid, {}).get(key, 0.0) >= 1.0) for v in variants]
    best_kept = max(kept)
    pool = [i for i, n in enumerate(kept) if n == best_kept]
    score = {i: round(variants[i]["scopes"]["all"].get(key) or 0.0, 3) for i in pool}
    top = max(score.values())
    pool = [i for i in pool if score[i] == top]

    def cost(i):
        v = variants[i]
        return (v["index_bytes"] if v["index_bytes"] is not None else float("inf"), v["chunks"], v["build_s"])

    choice = min(pool, key=cost)
    return {"variant": choice, "spec": variants[choice]["spec"], "rule": RULE.format(k=kp),
            "p0_cases": len(p0), "p0_fully_covered": kept, "all_p0_kept": best_kept == len(p0),
            "macro_coverage": variants[choice]["scopes"]["all"].get(key), "tied": sorted(pool)}


def run_chunking_experiment(*, corpus_dir: str | Path, policy: Policy, policy_path: str, eval_path: str, store,
                            store_spec: str, variants: Sequence[str], k: Sequence[int] | None = None,
                            as_of: dt.date | None = None, seed: int = 0, out_dir: Path | None = None,
                            run_id: str | None = None, log: Callable[[str], None] | None = None,
                            progress: Callable | None = None) -> ExperimentOutcome:
    """Sweep chunking ``variants`` on one eval set (see the module rules) and write the reports.

    Args:
        corpus_dir: the corpus; its checks run once, with the policy's settings.
        policy: the validated policy (retrieval filter, dense embedding, statistics settings).
        policy_path: recorded in the report.
        eval_path: the eval set (JSONL).
        store: the open store; each variant builds version ``experiment__{run_id}-v{n}`` in it.
        store_spec: recorded in the report.
        variants: at least two strategy specs; the first is the reference of the paired differences.
        k: the K values (default: the policy's ``gate_settings.k``).
        as_of: the date freshness is judged against (default: today).
        seed: seed of the statistics.
        out_dir: where ``experiment.json`` and ``experiment.md`` go (``None``: not written).
        run_id: the run id (default: a new one).
        log: called with a line of progress per step (e.g. each variant built).
        progress: optional ``progress(items, label=..., length=...)`` wrapper for the queries.
    """
    from kbgate.corpus.strategies import parse_strategy
    from kbgate.runs import new_run_id
    from version_gate.gate.inputs import check_actors, k_values, load_eval
    from version_gate.gate.scoring import compare, primary_k, scopes_of

    say = log or (lambda _msg: None)
    if len(variants) < 2:
        raise InputError(f"pass at least two --variant specs to compare (got {len(variants)}), "
                         "e.g. --variant heading --variant fixed:max_chars=400,overlap=40")
    parsed = [Variant(spec, parse_strategy(spec, policy.chunking)) for spec in variants]
    seen: dict[str, str] = {}
    for v in parsed:
        if v.strategy.spec in seen:
            raise InputError(f"--variant '{v.spec}' is the same chunking as '{seen[v.strategy.spec]}' "
                             f"({v.strategy.spec}); drop one of them")
        seen[v.strategy.spec] = v.spec
    ks = k_values(k, policy)
    kp, kmax = primary_k(ks), max(ks)
    ev = load_eval(eval_path, None, seed)
    cases = ev.cases
    check_actors(eval_path, cases, policy)
    run_id = run_id or new_run_id()
    timings: dict[str, float] = {}

    started = time.perf_counter()
    result = _ingest_once(corpus_dir, policy, as_of or dt.date.today(), ev, progress)
    docs = accepted_documents(result)
    timings["ingest_checks_s"] = time.perf_counter() - started
    say(f"Ingest checks ran once: {len(docs)} accepted document(s) of {result.corpus.total} "
        f"({timings['ingest_checks_s']:.1f} s)")

    for n, v in enumerate(parsed, start=1):
        _build_variant(store, v, n, docs, policy, run_id, result.run_id)
        say(f"Variant {n}/{len(parsed)} {v.strategy.spec}: {v.chunks} chunks, built {v.version} in "
            f"{v.chunking_s + v.build_s:.1f} s")

    started = time.perf_counter()
    _query_all(store, parsed, cases, policy, kmax, progress)
    timings["queries_s"] = time.perf_counter() - started
    say(f"Eval set: {len(cases)} case(s) asked on {len(parsed)} variants ({timings['queries_s']:.1f} s)")

    started = time.perf_counter()
    scopes = scopes_of(cases)
    names = [f"{m}_at_{x}" for m in METRICS for x in ks] + ["mrr"]
    summaries, mats = [], []
    for v in parsed:
        summary, mat = _summarise(store, v, cases, ks, kp, names, scopes, policy)
        summaries.append(summary)
        mats.append(mat)
    timings["metrics_s"] = time.perf_counter() - started

    started = time.perf_counter()
    for summary, mat in zip(summaries[1:], mats[1:], strict=True):
        summary["vs_first"] = compare(cases, scopes, {"candidate": mat, "baseline": mats[0]}, policy.gate_settings,
                                       seed)
    timings["statistics_s"] = time.perf_counter() - started
    timings["chunking_s"] = sum(v.chunking_s for v in parsed)
    timings["build_s"] = sum(v.build_s for v in parsed)

    report = {
        "schema": SCHEMA, "run_id": run_id, "created_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "store": store_spec, "corpus": str(corpus_dir), "ingest_run_id": result.run_id,
        "accepted_documents": len(docs),
        "eval": {"path": str(eval_path), "name": ev.meta.name, "hash": ev.digest, "scored": len(cases)},
        "policy": {"path": str(policy_path), "hash": policy.digest()},
        "settings": {"k": ks, "primary_k": kp, "seed": seed, "min_cases": policy.gate_settings.min_cases,
                     "alpha": policy.gate_settings.alpha, "resamples": policy.gate_settings.resamples},
        "n_cases": {scope: int(len(idx)) for scope, idx in scopes.items()},
        "variants": summaries,
        "recommendation": recommend(summaries, cases, kp),
        "timings": {key: round(val, 3) for key, val in timings.items()},
    }
    paths = write_experiment_reports(report, Path(out_dir)) if out_dir is not None else {}
    return ExperimentOutcome(report, paths)


def _ingest_once(corpus_dir, policy: Policy, as_of: dt.date, ev, progress):
    """Load the corpus and run every enabled check once (the eval cases feed ``eval_leak``)."""
    from ingest_checks.runner import run_checks
    from kbgate.corpus.load import load_corpus

    corpus = load_corpus(corpus_dir, policy, progress=progress)
    return run_checks(corpus, policy, as_of=as_of, eval_cases=[c.model_dump() for c in ev.all_cases],
                      progress=progress)


def _build_variant(store, v: Variant, n: int, docs, policy: Policy, run_id: str, ingest_run: str) -> None:
    """Chunk the accepted documents with ``v``'s strategy and build its version (timed apart)."""
    from kbgate.store import build_version

    started = time.perf_counter()
    chunks = []
    for doc, redacted in docs:
        roles = granting_roles(policy, doc.record)
        mine = v.strategy.chunk(doc, run_id=ingest_run, allowed_roles=roles)
        for c in mine:
            c.redacted = redacted
        chunks.extend(mine)
    v.chunking_s = time.perf_counter() - started
    v.chunks = len(chunks)
    v.mean_chars = float(np.mean([len(c.text) for c in chunks])) if chunks else 0.0
    started = time.perf_counter()
    v.version = build_version(store, "experiment", f"{run_id}-v{n}", chunks, dense=policy.embedding.dense_function())
    v.build_s = time.perf_counter() - started
    v.index_bytes = index_bytes(store, v.version)


def _query_all(store, parsed: list[Variant], cases, policy: Policy, top_k: int, progress) -> None:
    """Ask every case on every variant, rotating which variant goes first; contexts replace texts.

    Each variant first answers one untimed query, so that opening its version is not billed to
    the first case's latency.
    """
    from kbgate.retrieval.retriever import QdrantRetriever
    from version_gate.gate.sides import case_history, retrieve

    retrievers = [QdrantRetriever(store, v.version, policy, dense=policy.embedding.dense_function()) for v in parsed]
    if cases:  # one untimed query per variant first: opening a version is not query latency
        for r in retrievers:
            retrieve(r, cases[0].query, Actor(cases[0].tenant_id, cases[0].actor_role), top_k, case_history(cases[0]))
    wrap = progress or (lambda items, **_: items)
    for i, case in enumerate(wrap(cases, label="Asking the eval set", length=len(cases))):
        actor = Actor(case.tenant_id, case.actor_role)
        order = list(range(len(parsed)))
        order = order[i % len(order):] + order[: i % len(order)]
        got = {}
        for n in order:
            got[n] = retrieve(retrievers[n], case.query, actor, top_k, case_history(case))
        for n, v in enumerate(parsed):
            run = got[n]
            run.chunks, run.candidates = with_context(run.chunks), with_context(run.candidates)
            v.runs.append(run)


def _summarise(store, v: Variant, cases, ks, kp: int, names, scopes, policy: Policy) -> tuple[dict, dict]:
    """One variant's metrics per scope, costs, latency and root causes; and its per-case matrix."""
    from version_gate.diagnose import group_by_cause
    from version_gate.gate.causes import chunks_by_doc
    from version_gate.gate.scoring import latency_of, matrix, scope_value

    judgements, rows = _case_rows(cases, v.runs, ks)
    mat = matrix(rows, names)
    values = {scope: {m: scope_value(m, mat[m], idx, cases, scope) for m in names} for scope, idx in scopes.items()}
    doc_texts = chunks_by_doc(store, v.version, {ev.doc_id for c in cases for ev in c.relevant}, context=True)
    split, causes = _boundaries(cases, judgements, v.runs, kp, doc_texts, policy)
    latency = latency_of(v.runs)
    summary = {
        "spec": v.spec, "strategy": v.strategy.id, "canonical": v.strategy.spec,
        "params": v.strategy.params.model_dump(), "version": v.version,
        "chunks": v.chunks, "mean_chars": round(v.mean_chars, 1), "index_bytes": v.index_bytes,
        "chunking_s": round(v.chunking_s, 3), "build_s": round(v.build_s, 3),
        "latency_ms": latency, "scopes": values,
        "chunk_boundary": {"anchors": split,
                           "cases": sorted(cid for cid, c in causes.items() if c["code"] == "CHUNK_BOUNDARY")},
        "root_causes": causes, "root_cause_groups": group_by_cause(causes),
        "cases": {c.case_id: {m: round(x, 6) for m, x in r.items()} for c, r in zip(cases, rows, strict=True) if r},
        "retrieved": {c.case_id: [{"chunk_id": ch.chunk_id, "parent_id": ch.payload.get("parent_id"),
                                   "evidence": bool(j.evidence[i]) if j is not None else False}
                                  for i, ch in enumerate((r.chunks or [])[:kp])]
                      for c, r, j in zip(cases, v.runs, judgements, strict=True)},
        "errors": sorted(c.case_id for c, r in zip(cases, v.runs, strict=True) if r.error),
    }
    return summary, mat


def _fmt(value, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _mb(n: int | None) -> str:
    return "-" if n is None else f"{n / 1e6:.2f}"


def variant_table(report: dict) -> str:
    """The Markdown table of the variants (macro scores, boundary count, costs, delta vs the first)."""
    ks, kp = report["settings"]["k"], report["settings"]["primary_k"]
    head = ["#", "variant"] + [f"{label}@{k}" for k in ks for label in ("Recall", "Coverage", "P")] + \
        ["MRR", "CHUNK_BOUNDARY", "chunks", "mean len", "index MB", "build s", "p50 ms", "p95 ms",
         f"ΔCoverage@{kp} vs #1 [CI] p"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    rec = report["recommendation"]["variant"]
    for n, v in enumerate(report["variants"]):
        s = v["scopes"]["all"]
        cmp = (v.get("vs_first") or {}).get("all", {}).get(f"coverage_at_{kp}")
        delta = "ref" if n == 0 else "-" if cmp is None else (
            f"{cmp['delta']:+.3f} " + (f"[{cmp['ci'][0]:+.3f}, {cmp['ci'][1]:+.3f}] p={cmp['p']:.3f}"
                                       if cmp["ci"] is not None and cmp["p"] is not None else "(inconclusive)"))
        cells = [f"{n + 1}{' *' if n == rec else ''}", f"`{v['spec']}`"]
        cells += [_fmt(s.get(f"{m}_at_{k}")) for k in ks for m in METRICS]
        cells += [_fmt(s.get("mrr")), str(v["chunk_boundary"]["anchors"]), str(v["chunks"]), f"{v['mean_chars']:.0f}",
                  _mb(v["index_bytes"]), f"{v['build_s']:.2f}", _fmt(v["latency_ms"]["p50"], 1),
                  _fmt(v["latency_ms"]["p95"], 1), delta]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def render_markdown(report: dict) -> str:
    """The experiment as Markdown: the variant table, coverage per stratum and risk, causes, the rule."""
    kp = report["settings"]["primary_k"]
    rec = report["recommendation"]
    out = [f"# Chunking experiment {report['run_id']}", "",
           f"Eval set `{report['eval']['name']}` ({report['eval']['scored']} cases), policy "
           f"`{report['policy']['path']}`, {report['accepted_documents']} accepted documents; ingest checks ran once.",
           "Recall counts evidence chunks (copies count); Coverage counts gold items once (deduplicated).", "",
           variant_table(report), "",
           f"**Recommended: #{rec['variant'] + 1} `{rec['spec']}`** (P0 cases fully covered: "
           f"{rec['p0_fully_covered'][rec['variant']]}/{rec['p0_cases']}).", f"Rule: {rec['rule']}.",
           *([] if rec["all_p0_kept"] else ["No variant fully covers every P0 case: the rule kept those covering the most."]),
           "Adopting it is your decision.", "", f"## Coverage@{kp} per stratum and risk", ""]
    scopes = [s for s in report["n_cases"] if s != "all"]
    out.append("| scope | n | " + " | ".join(f"#{n + 1}" for n in range(len(report["variants"]))) + " |")
    out.append("|---|---|" + "---|" * len(report["variants"]))
    for scope in ["all", *scopes]:
        out.append(f"| {scope if scope != 'all' else 'macro'} | {report['n_cases'][scope]} | " + " | ".join(
            _fmt(v["scopes"][scope].get(f"coverage_at_{kp}")) for v in report["variants"]) + " |")
    out += ["", "## Root causes of cases not fully covered", ""]
    for n, v in enumerate(report["variants"]):
        groups = v["root_cause_groups"]
        out.append(f"- #{n + 1} `{v['spec']}`: " + ("; ".join(f"{code} {len(g['cases'])} ({', '.join(g['cases'][:5])})"
                                                              for code, g in groups.items()) or "none"))
    t = report["timings"]
    out += ["", "## Time", "", "| step | s |", "|---|---|"] + [f"| {k} | {v:.2f} |" for k, v in t.items()]
    return "\n".join(out) + "\n"


def write_experiment_reports(report: dict, out_dir: Path) -> dict[str, Path]:
    """Write ``experiment.json`` and ``experiment.md`` into ``out_dir``."""
    from kbgate.reports import write_run_reports

    return write_run_reports(out_dir, report, "experiment.json", {"markdown": ("experiment.md", render_markdown(report))})
