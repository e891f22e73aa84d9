"""Coverage adequacy and the verdict of an access test.

Coverage (:func:`coverage`):

* ``restricted_docs``: the share of documents whose ACL excludes at least one actor of the
  policy that some probe reached as such an excluded actor and got an answer for.
  Every one must be probed (this is under kbgate's control), else the run is inadequate.
* ``chunks``: the share of the expected chunks returned at least once by any probe (the
  adequacy measure of retrieval tests). It depends on the service under test, so it is
  enforced only when the policy sets ``access.min_chunk_coverage``.
* ``actor_pairs``: ordered pairs (asking actor A, reader B) such that B may read some
  document A may not; exercised when a probe as A targeted such a document.

Verdict (:func:`verdict`), first matching status wins, every reason is listed:
``leaks`` (any leak), ``inconclusive`` (any probe without an answer), ``inadequate``
(coverage below a minimum), ``unattributable`` (a chunk that cannot be attributed, under
``strict``), ``warnings`` (``STALE_SERVED`` under ``fail_on="warn"``), else ``passed``.
Exit code 0 only for ``passed``.
"""

from __future__ import annotations

from access_tests.judge import Judge, actor_name


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 1.0


def coverage(judge: Judge, probed: set[tuple[str, str]], returned: set[str], expected_chunks: set[str],
             min_chunk_coverage: float | None = None) -> dict:
    """Coverage adequacy of a probe run (see the module rules)."""
    truth = judge.truth
    everyone = truth.actors
    readers = {key: {actor_name(a) for a in truth.readers(doc)} for key, doc in truth.docs.items()}
    names = [actor_name(a) for a in everyone]
    required = {key for key, r in readers.items() if len(r) < len(names)}
    done = {target for _, target in probed} & required
    needed_pairs = {(a, b) for r in readers.values() for a in names if a not in r for b in r}
    exercised = {(a, b) for a, target in probed for b in readers.get(target, ())}
    hit = returned & expected_chunks
    return {
        "restricted_docs": {"probed": len(done), "required": len(required), "share": _share(len(done), len(required)),
                            "missing": sorted(required - done)[:50]},
        "chunks": {"returned": len(hit), "total": len(expected_chunks), "share": _share(len(hit), len(expected_chunks)),
                   "min": min_chunk_coverage},
        "actor_pairs": {"exercised": len(exercised & needed_pairs), "required": len(needed_pairs),
                        "share": _share(len(exercised & needed_pairs), len(needed_pairs))},
    }


def verdict(*, leaks: int, inconclusive: int, cov: dict | None, unattributed: int, stale: int, strict: bool = False,
            fail_on: str = "leak") -> dict:
    """The run's status, reasons and exit code (see the module rules)."""
    reasons: list[tuple[str, str]] = []
    if leaks:
        reasons.append(("leaks", f"{leaks} unauthorized chunk(s) or answer(s) returned"))
    if inconclusive:
        reasons.append(("inconclusive", f"inconclusive: {inconclusive} probe(s) got no answer after retries; "
                                        "the run proves nothing for them"))
    if cov is not None:
        docs, chunks = cov["restricted_docs"], cov["chunks"]
        if docs["share"] < 1.0:
            reasons.append(("inadequate", f"{docs['required'] - docs['probed']} restricted document(s) not probed "
                                          f"({docs['share']:.1%} probed)"))
        if chunks["min"] is not None and chunks["share"] < chunks["min"]:
            reasons.append(("inadequate", f"chunk coverage {chunks['share']:.1%} is below access.min_chunk_coverage "
                                          f"{chunks['min']:.1%}"))
    if strict and unattributed:
        reasons.append(("unattributable", f"{unattributed} returned chunk(s) cannot be attributed (--strict)"))
    if fail_on == "warn" and stale:
        reasons.append(("warnings", f"{stale} STALE_SERVED warning(s) (--fail-on warn)"))
    status = reasons[0][0] if reasons else "passed"
    return {"status": status, "passed": status == "passed", "exit_code": 0 if status == "passed" else 1,
            "reasons": [r for _, r in reasons]}
