"""One access test run: exhaustive proof and/or probes, coverage, verdict, report, audit.

:func:`run_access_test` is the library function behind ``kbgate access``. Modes:

* ``exhaustive`` needs a store version (``store`` + ``version``);
* ``probes`` needs a retriever (the built-in one over the store, or an HTTP service);
* ``all`` (default) runs both when a store is given, probes only for an HTTP target.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from pathlib import Path

from access_tests.exhaustive import exhaustive_proof
from access_tests.judge import Judge
from access_tests.phrases import distinctive_phrases
from access_tests.probes import VARIANTS, generate_probes, servable
from access_tests.report import REPORT_SCHEMA, distinct_leaks, leak_matrix
from access_tests.run import ProbeRun, run_probes
from access_tests.truth import AccessCorpus
from access_tests.verdict import coverage, doc_readers, leak_bounds, verdict

MODES = ("all", "exhaustive", "probes")


def run_access_test(corpus: AccessCorpus, *, retriever=None, store=None, version: str | None = None,
                    target: dict | None = None, eval_cases: Iterable = (), deleted: Iterable[str] = (),
                    mode: str = "all", top_k: int = 10, workers: int = 8, strict: bool = False,
                    fail_on: str = "leak", variants: Iterable[str] = VARIANTS, max_phrases: int | None = None,
                    max_probes: int | None = None, run_id: str | None = None,
                    on_progress: Callable[[str, int], None] | None = None) -> dict:
    """Run the access test and return the report (schema ``kbgate.access-report/1``).

    Args:
        corpus: the truth (manifest + policy), texts and stale reasons.
        retriever: the retriever under test (probes); ``None`` skips probes.
        store, version: the store and resolved index version (exhaustive proof); ``None`` skips it.
        target: how the report names what was tested (``description`` plus any details).
        eval_cases: eval cases run as their own actors.
        deleted: the deletion list's entries (``doc_id`` or ``doc_id@version``).
        mode: ``all``, ``exhaustive`` or ``probes``.
        top_k: chunks asked for per probe.
        workers: probes in flight at once.
        strict: unattributable chunks fail the run.
        fail_on: ``leak`` (default) or ``warn`` (``STALE_SERVED`` warnings fail the run too).
        variants: adversarial forms sent for each probe.
        max_phrases: phrases per document (all by default).
        max_probes: send only the first probes of the breadth-first order (all by default).
        run_id: the run id (a new one by default).
        on_progress: called with ``("planned", number of probes)`` once they are generated, then with
            ``("probes", amount done)`` as they finish.
    """
    from kbgate.runs import new_run_id

    policy = corpus.policy
    deleted = set(deleted)
    phrases = distinctive_phrases(corpus.texts, {k: d.title for k, d in corpus.truth.docs.items()})
    judge = Judge(corpus, phrases)
    leaks, stale, unattributed = [], set(), set()
    exhaustive = None
    if store is not None and version is not None and mode in ("all", "exhaustive"):
        ex = exhaustive_proof(store, version, judge, deleted=deleted)
        leaks += ex.leaks
        stale |= ex.stale
        unattributed |= ex.unattributed
        exhaustive = {"version": version, "points": ex.points, "admitted": ex.admitted,
                      "deleted_counts": ex.deleted_counts, "leaks": len(ex.leaks),
                      "adequate_by_construction": bool(ex.points and not ex.leaks)}
    run = ProbeRun()
    cov = bounds = None
    probes_run = retriever is not None and mode in ("all", "probes")
    if probes_run:
        probes = generate_probes(corpus, eval_cases=eval_cases, variants=variants, max_phrases=max_phrases,
                                 phrases=phrases, max_probes=max_probes)
        if on_progress:
            on_progress("planned", len(probes))
        run = run_probes(retriever, probes, judge, top_k=top_k, workers=workers,
                         on_done=(lambda n: on_progress("probes", n)) if on_progress else None)
        leaks += run.leaks
        stale |= run.stale
        unattributed |= run.unattributed
        if store is not None and version is not None:
            expected = {str(p.get("chunk_id")) for p in store.scroll(version, None, ["chunk_id"])}
        else:
            indexable = {k for k, d in corpus.truth.docs.items() if servable(corpus, d)}
            expected = {c[0] for c in corpus.chunks if f"{c[1]}@{c[2]}" in indexable}
        readers = doc_readers(judge)
        cov = coverage(judge, run.probed, run.returned, expected, policy.access.min_chunk_coverage,
                       authorized=run.authorized, min_authorized_recall=policy.access.min_authorized_recall,
                       readers=readers)
        bounds = leak_bounds(judge, run.targeted, run.leaked_targets, policy.access.max_leak_rate, readers)
    listed = distinct_leaks(leaks, policy)
    v = verdict(leaks=len(listed), inconclusive=sum(run.inconclusive.values()), cov=cov,
                unattributed=len(unattributed), stale=len(stale), strict=strict, fail_on=fail_on,
                bounds=bounds, exhaustive=exhaustive)
    if not probes_run and exhaustive is None:
        v = {**v, "status": "inadequate", "passed": False, "exit_code": 1,
             "reasons": [*v["reasons"], "nothing was tested: pass a store version or a target"]}
    return {
        "schema": REPORT_SCHEMA, "run_id": run_id or new_run_id(),
        "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "policy": {"name": policy.name, "hash": policy.digest()},
        "target": target or {"description": "retriever"},
        "corpus": {"documents": len(corpus.truth.docs), "chunks": len(corpus.chunks),
                   "as_of": str(corpus.as_of) if corpus.as_of else None},
        "deleted": sorted(deleted | {d.key for d in corpus.truth.deleted}),
        "mode": mode, "verdict": v, "matrix": leak_matrix(listed, policy), "probe_kinds": run.kinds(),
        "exhaustive": exhaustive, "coverage": cov, "leak_bounds": bounds,
        "not_servable": [{"doc": key, "codes": codes} for key, codes in sorted(corpus.not_servable.items())],
        "cache": {**run.cache, "inconclusive": [dict(zip(("primer", "actor", "doc", "variant"), p, strict=True))
                                                for p in run.cache_unconfirmed[:200]],
                  "inconclusive_pairs": len(run.cache_unconfirmed)} if probes_run else None,
        "leak_events": len(leaks), "leaks": listed,
        "inconclusive": [dict(zip(("kind", "variant", "actor", "query_hash", "error"), p, strict=True))
                         for p in run.inconclusive_probes[:200]],
        "warnings": {
            "stale_served": [{"code": "STALE_SERVED", "chunk_id": c, "doc": d, "reason": corpus.stale.get(d, "")}
                             for c, d in sorted(stale)],
            "unattributable": [{"code": "UNATTRIBUTABLE_CHUNK", "chunk_id": c, "evidence": e}
                               for c, e in sorted(unattributed)],
        },
    }


def audit_run(report: dict, audit_dir: str | Path, report_path: str | None = None) -> dict:
    """Append an ``access_test_run`` record (counts and verdict only, no text) to the audit log in ``audit_dir``."""
    from ingest_checks.pii import mask_pii
    from kbgate.audit import AuditLog

    ex = report.get("exhaustive") or {}
    return AuditLog(audit_dir, mask_text=mask_pii).append(
        "access_test_run", index_version=ex.get("version") or report["target"].get("version"),
        policy_hash=report["policy"]["hash"], decision=report["verdict"]["status"],
        details={"run_id": report["run_id"], "target": report["target"]["description"],
                 "leaks": len(report["leaks"]), "probe_kinds": report["probe_kinds"],
                 "coverage": report["coverage"], "reasons": report["verdict"]["reasons"], "report": report_path})
