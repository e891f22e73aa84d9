"""Coverage adequacy and the verdict of an access test.

Coverage (:func:`coverage`):

* ``restricted_docs``: the share of documents whose ACL excludes at least one actor of the
  policy that some probe reached as such an excluded actor and got an answer for.
  Every one must be probed (this is under kbgate's control), else the run is inadequate.
  Documents a correct retriever cannot serve (``AccessCorpus.not_servable``: rejected or
  quarantined by ingest) are not required; they are counted as ``not_servable``.
* ``chunks``: the share of the expected chunks returned at least once by any probe (the
  adequacy measure of retrieval tests). It depends on the service under test, so it is
  enforced only when the policy sets ``access.min_chunk_coverage``.
* ``actor_pairs``: ordered pairs (asking actor A, reader B) such that B may read some
  document A may not; exercised when a probe as A targeted such a document.
* ``authorized``: the authorized recall, the share of answered ``authorized`` probes (a
  reader asking a phrase of a servable document) that returned a chunk of that document.
  Below ``access.min_authorized_recall`` (default 0.5) the run is inadequate; when every one
  came back empty the message says so (is the target indexed?).

Leak-rate bound (:func:`leak_bounds`), per required actor pair (A, B): N is the number of
answered probes as A aimed at documents B may read and A may not. With zero leaks among
them, the leak rate is at most 3/N at 95 % confidence (the rule of three); N = 0 gives no
bound; a pair with leaks has no bound either (it leaked). When the policy sets
``access.max_leak_rate``, a required pair without a bound at or below it makes the run inadequate.

A store run whose exhaustive proof passed (zero leaks over a version with points) is
adequate by construction: the proof covers every point for every actor, so the coverage,
recall and leak-rate minimums are reported but not enforced. A version with no points at
all is inadequate (is it indexed?).

Verdict (:func:`verdict`), first matching status wins, every reason is listed:
``leaks`` (any leak), ``inconclusive`` (any probe without an answer), ``inadequate``
(coverage, authorized recall or leak-rate bound short of its minimum), ``unattributable`` (a chunk that cannot be attributed, under
``strict``), ``warnings`` (``STALE_SERVED`` under ``fail_on="warn"``), else ``passed``.
Exit code 0 only for ``passed``.
"""

from __future__ import annotations

from collections import Counter

from access_tests.judge import Judge, actor_name
from kbgate.acl import actors

#: the rule of three: zero events in N trials bound the rate at 3/N with 95 % confidence
RULE_OF_THREE = 3.0


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 1.0


def doc_readers(judge: Judge) -> dict[str, set[str]]:
    """The names of the actors that may read each document, by key (computed once, shared by
    :func:`coverage` and :func:`leak_bounds`)."""
    truth = judge.truth
    return {key: {actor_name(a) for a in truth.readers(doc)} for key, doc in truth.docs.items()}


def _required_pairs(judge: Judge, readers: dict[str, set[str]]) -> set[tuple[str, str]]:
    names = [actor_name(a) for a in actors(judge.truth.policy)]
    distinct = {frozenset(r) for r in readers.values()}  # few reader sets, however many documents
    return {(a, b) for r in distinct for a in names if a not in r for b in r}


def coverage(judge: Judge, probed: set[tuple[str, str]], returned: set[str], expected_chunks: set[str],
             min_chunk_coverage: float | None = None, *, authorized: Counter | None = None,
             min_authorized_recall: float | None = None, readers: dict[str, set[str]] | None = None) -> dict:
    """Coverage adequacy of a probe run (see the module rules); ``authorized``: the run's
    ``probes``/``answered``/``empty`` counts of authorized probes; ``readers``: :func:`doc_readers`."""
    readers = readers if readers is not None else doc_readers(judge)
    names = [actor_name(a) for a in actors(judge.truth.policy)]
    not_servable = set(judge.corpus.not_servable)
    restricted = {key for key, r in readers.items() if len(r) < len(names)}
    required = restricted - not_servable
    done = {target for _, target in probed} & required
    needed_pairs = _required_pairs(judge, readers)
    exercised = {(a, b) for a, target in probed for b in readers.get(target, ())}
    hit = returned & expected_chunks
    auth = authorized or Counter()
    return {
        "restricted_docs": {"probed": len(done), "required": len(required), "share": _share(len(done), len(required)),
                            "missing": sorted(required - done)[:50], "not_servable": len(restricted & not_servable)},
        "chunks": {"returned": len(hit), "total": len(expected_chunks), "share": _share(len(hit), len(expected_chunks)),
                   "min": min_chunk_coverage},
        "actor_pairs": {"exercised": len(exercised & needed_pairs), "required": len(needed_pairs),
                        "share": _share(len(exercised & needed_pairs), len(needed_pairs))},
        "authorized": {"probes": auth["probes"], "answered": auth["answered"], "empty": auth["empty"],
                       "recall": _share(auth["answered"], auth["probes"]), "min": min_authorized_recall},
    }


def leak_bounds(judge: Judge, targeted: Counter, leaked: Counter, max_leak_rate: float | None = None,
                readers: dict[str, set[str]] | None = None) -> dict:
    """The leak-rate bound of every required actor pair (see the module rules), worst first.

    Args:
        judge: the judge holding the truth.
        targeted: answered probes per ``(actor, target doc key)`` where the actor may not read the target.
        leaked: those of them with a leak.
        max_leak_rate: the policy's ``access.max_leak_rate`` (``None``: not enforced).
        readers: :func:`doc_readers` of ``judge``, when the caller has them.
    """
    readers = readers if readers is not None else doc_readers(judge)
    probes: Counter = Counter()
    leaks: Counter = Counter()
    for (a, target), n in targeted.items():
        for b in readers.get(target, ()):
            probes[(a, b)] += n
            leaks[(a, b)] += leaked.get((a, target), 0)
    pairs = []
    for a, b in _required_pairs(judge, readers):
        n, k = probes[(a, b)], leaks[(a, b)]
        pairs.append({"actor": a, "reader": b, "probes": n, "leaks": k,
                      "bound": round(min(1.0, RULE_OF_THREE / n), 6) if n and not k else None})
    pairs.sort(key=lambda p: (p["bound"] is not None, -(p["bound"] or 0), p["actor"], p["reader"]))
    over = [p for p in pairs if max_leak_rate is not None and (p["bound"] is None or p["bound"] > max_leak_rate)]
    return {"confidence": 0.95, "method": "rule of three: 0 leaks in N probes bound the rate at 3/N",
            "max": max_leak_rate, "required_pairs": len(pairs), "unbounded": sum(p["bound"] is None for p in pairs),
            "worst": pairs[0] if pairs else None, "exceeding": len(over), "pairs": pairs}


def bound_text(pair: dict | None) -> str:
    """``A -> B: <= 1.2% (250 probes)``, or why there is no bound."""
    if pair is None:
        return "no required actor pair"
    head = f"{pair['actor']} -> {pair['reader']}"
    if pair["leaks"]:
        return f"{head}: {pair['leaks']} leaking probe(s) of {pair['probes']}, no bound"
    if not pair["probes"]:
        return f"{head}: no probes, no bound"
    return f"{head}: <= {pair['bound']:.2%} ({pair['probes']} probes)"


def verdict(*, leaks: int, inconclusive: int, cov: dict | None, unattributed: int, stale: int, strict: bool = False,
            fail_on: str = "leak", bounds: dict | None = None, exhaustive: dict | None = None) -> dict:
    """The run's status, reasons and exit code (see the module rules).

    ``bounds``: from :func:`leak_bounds`; ``exhaustive``: the report's exhaustive section (``points``,
    ``version``, ``adequate_by_construction``: zero leaks over a version with points), when the proof ran.
    """
    reasons: list[tuple[str, str]] = []
    if exhaustive and exhaustive.get("adequate_by_construction"):
        cov = bounds = None  # adequate by construction: reported, not enforced
    if leaks:
        reasons.append(("leaks", f"{leaks} unauthorized chunk(s) or answer(s) returned"))
    if inconclusive:
        reasons.append(("inconclusive", f"inconclusive: {inconclusive} probe(s) got no answer after retries; "
                                        "the run proves nothing for them"))
    if cov is not None:
        docs, chunks = cov["restricted_docs"], cov["chunks"]
        if docs["share"] < 1.0:
            skipped = f"; {docs['not_servable']} not servable, not counted" if docs.get("not_servable") else ""
            reasons.append(("inadequate", f"{docs['required'] - docs['probed']} restricted document(s) not probed "
                                          f"({docs['share']:.1%} probed{skipped})"))
        if chunks["min"] is not None and chunks["share"] < chunks["min"]:
            reasons.append(("inadequate", f"chunk coverage {chunks['share']:.1%} is below access.min_chunk_coverage "
                                          f"{chunks['min']:.1%}"))
        auth = cov.get("authorized") or {}
        if auth.get("probes") and auth["empty"] == auth["probes"]:
            reasons.append(("inadequate", f"the target returned no chunks for {auth['empty']} of {auth['probes']} "
                                          "authorized probes: is it indexed?"))
        elif auth.get("probes") and auth["min"] is not None and auth["recall"] < auth["min"]:
            reasons.append(("inadequate", f"authorized recall {auth['recall']:.1%} ({auth['answered']} of "
                                          f"{auth['probes']} authorized probes answered with their document, "
                                          f"{auth['empty']} with no chunks) is below access.min_authorized_recall "
                                          f"{auth['min']:.1%}"))
    if exhaustive is not None and not exhaustive["points"]:
        reasons.append(("inadequate", f"index version {exhaustive['version']} holds no chunks: is it indexed?"))
    if bounds is not None and bounds["exceeding"]:
        reasons.append(("inadequate", f"leak-rate bound of {bounds['exceeding']} of {bounds['required_pairs']} "
                                      f"required actor pair(s) above access.max_leak_rate {bounds['max']:.2%} "
                                      f"(worst {bound_text(bounds['worst'])})"))
    if strict and unattributed:
        reasons.append(("unattributable", f"{unattributed} returned chunk(s) cannot be attributed (--strict)"))
    if fail_on == "warn" and stale:
        reasons.append(("warnings", f"{stale} STALE_SERVED warning(s) (--fail-on warn)"))
    status = reasons[0][0] if reasons else "passed"
    return {"status": status, "passed": status == "passed", "exit_code": 0 if status == "passed" else 1,
            "reasons": [r for _, r in reasons]}
