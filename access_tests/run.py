"""Sending probes to a retriever and collecting what the judge says.

Rules (:func:`run_probes`):

* Probes without a sequence run concurrently (``workers`` threads); the probes of one
  cache sequence run in order, in one thread, so the later actors meet whatever the
  first one left in a cache.
* A retriever that takes batches (``retrieve_batch``: kbgate's own store, which keeps no state
  between queries) gets the probes in order, :data:`QUERY_BATCH` at a time, in one thread; a
  batch that raises is asked again probe by probe, so only the probe that fails is inconclusive.
* An :class:`kbgate.targets.http.HttpRetriever` is queried through its ``query`` method
  (retries, backoff and concurrency limit are its own); a protocol error after retries
  makes the probe *inconclusive*. Any other retriever that raises also makes the probe
  inconclusive. An inconclusive probe is never counted as passed.
* Each actor is sent with a stable synthetic user id (``kbgate-probe-TENANT-ROLE``), for
  services that require one; authorization must depend on tenant and role only.
* A probe's target document counts as *probed* only when the probe got an answer and its
  actor may not read the target; such probes, and those of them with a leak, are counted
  per ``(actor, target)`` for the leak-rate bound (:func:`access_tests.verdict.leak_bounds`).
* ``authorized`` probes count toward the authorized recall: answered (any chunk of the
  target's ``doc_id``), empty (no chunk at all), out of those that got an answer.
* A cache sequence is *confirmed* when its primer received a chunk of the target's
  ``doc_id``. When it did not, every later probe of the sequence that found no leak is an
  inconclusive pair ``(primer, actor, target)``: listed, but neither probed nor counted
  toward the bound (a leak found is a leak all the same).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from access_tests.judge import Judge, Leak, actor_name
from access_tests.probes import PROBE_KINDS, Probe
from kbgate.audit import hash_query
from kbgate.retrieval.retriever import Actor, RetrievalResult, Retriever, ask
from kbgate.targets.http import HttpRetriever

#: probes (or cache sequences) submitted to the thread pool at a time
BATCH = 5000
#: probes sent in one batched search to a retriever that takes batches (kbgate's own store)
QUERY_BATCH = 64


@dataclass
class ProbeRun:
    """Everything a probe run found.

    Attributes:
        sent, leaking, inconclusive: per probe kind, probes sent, probes with at least one
            leak, probes without an answer.
        leaks: every leak event (one per probe and returned chunk).
        inconclusive_probes: ``(kind, variant, actor, query hash, error)`` of each inconclusive probe.
        stale: ``(chunk_id, doc key)`` served although ingest would keep the document out.
        unattributed: ``(chunk_id, text sha256)`` of chunks that could not be attributed.
        returned: corpus chunk ids returned at least once.
        probed: ``(actor, target doc key)`` pairs that got an answer while the actor may not read the target.
        targeted, leaked_targets: per such pair, the probes that got an answer, and those with a leak.
        authorized: ``probes``, ``answered`` and ``empty`` counts of the answered ``authorized`` probes.
        cache: ``sequences`` and ``confirmed`` counts of the cache sequences.
        cache_unconfirmed: ``(primer, actor, target doc key, variant)`` of each inconclusive cache pair.
        answer_seen: whether any response carried an ``answer``.
    """

    sent: Counter = field(default_factory=Counter)
    leaking: Counter = field(default_factory=Counter)
    inconclusive: Counter = field(default_factory=Counter)
    leaks: list[Leak] = field(default_factory=list)
    inconclusive_probes: list[tuple[str, str, str, str, str]] = field(default_factory=list)
    stale: set[tuple[str, str]] = field(default_factory=set)
    unattributed: set[tuple[str, str]] = field(default_factory=set)
    returned: set[str] = field(default_factory=set)
    probed: set[tuple[str, str]] = field(default_factory=set)
    targeted: Counter = field(default_factory=Counter)
    leaked_targets: Counter = field(default_factory=Counter)
    authorized: Counter = field(default_factory=Counter)
    cache: Counter = field(default_factory=Counter)
    cache_unconfirmed: list[tuple[str, str, str, str]] = field(default_factory=list)
    answer_seen: bool = False
    _primers: dict[int, tuple[str, bool]] = field(default_factory=dict, repr=False)

    def kinds(self) -> dict[str, dict[str, int]]:
        """Per probe kind: sent, leaks (probes with a leak), inconclusive."""
        return {k: {"sent": self.sent[k], "leaks": self.leaking[k], "inconclusive": self.inconclusive[k]}
                for k in PROBE_KINDS if self.sent[k]}


def probe_user(actor: Actor) -> Actor:
    """The actor as sent: a stable synthetic user id ``kbgate-probe-TENANT-ROLE`` when it has none."""
    if actor.user_id:
        return actor
    return Actor(actor.tenant_id, actor.role, f"kbgate-probe-{actor.tenant_id}-{actor.role}", actor.groups)


def _ask(retriever: Retriever, probe: Probe, top_k: int) -> tuple[RetrievalResult | None, str | None]:
    actor = probe_user(probe.actor)
    if isinstance(retriever, HttpRetriever):  # its query() never raises: errors come back in the outcome
        outcome = retriever.query(probe.query, actor, top_k, probe.history_dicts())
        return outcome.result, (str(outcome.error) if outcome.error is not None else None)
    try:
        return ask(retriever, probe.query, actor, top_k, probe.history_dicts()), None
    except Exception as exc:  # noqa: BLE001 - any failure of the system under test is inconclusive
        return None, f"{type(exc).__name__}: {exc}"


def _ask_batch(retriever, probes: list[Probe], top_k: int) -> list[tuple[Probe, RetrievalResult | None, str | None]]:
    try:
        results = retriever.retrieve_batch([(p.query, probe_user(p.actor), p.history_dicts()) for p in probes], top_k)
    except Exception:  # noqa: BLE001 - asked again one by one, so the failure stays with its probe
        return [(p, *_ask(retriever, p, top_k)) for p in probes]
    return [(p, r, None) for p, r in zip(probes, results, strict=True)]


def run_probes(retriever: Retriever, probes: Sequence[Probe], judge: Judge, *, top_k: int = 10, workers: int = 8,
               on_done: Callable[[int], None] | None = None) -> ProbeRun:
    """Send every probe (see the module rules) and judge every response."""
    units: list[list[Probe]] = []
    sequences: dict[int, list[Probe]] = {}
    for p in probes:
        if p.sequence is None:
            units.append([p])
        else:
            if p.sequence not in sequences:
                sequences[p.sequence] = []
                units.append(sequences[p.sequence])
            sequences[p.sequence].append(p)

    def send(unit: list[Probe]) -> list[tuple[Probe, RetrievalResult | None, str | None]]:
        return [(p, *_ask(retriever, p, top_k)) for p in unit]

    run = ProbeRun()
    if hasattr(retriever, "retrieve_batch") and not isinstance(retriever, HttpRetriever):
        flat = [p for unit in units for p in unit]
        for start in range(0, len(flat), QUERY_BATCH):
            part = flat[start:start + QUERY_BATCH]
            for probe, result, error in _ask_batch(retriever, part, top_k):
                _record(run, judge, probe, result, error)
            if on_done:
                on_done(len(part))
        return run
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for start in range(0, len(units), BATCH):  # bounded number of futures in memory
            for answered in pool.map(send, units[start:start + BATCH]):
                for probe, result, error in answered:
                    _record(run, judge, probe, result, error)
                if on_done:
                    on_done(len(answered))
    return run


def _record(run: ProbeRun, judge: Judge, probe: Probe, result: RetrievalResult | None, error: str | None) -> None:
    run.sent[probe.kind] += 1
    if result is None:
        run.inconclusive[probe.kind] += 1
        run.inconclusive_probes.append((probe.kind, probe.variant, actor_name(probe.actor), hash_query(probe.query),
                                        error or "no answer"))
        return
    verdict = judge.judge(probe, result)
    run.answer_seen = run.answer_seen or bool(result.answer)
    if verdict.leaks:
        run.leaking[probe.kind] += 1
        run.leaks += verdict.leaks
    run.stale.update(verdict.stale)
    run.unattributed.update(verdict.unattributed)
    run.returned |= verdict.returned
    if probe.target is None:
        return
    doc_id = probe.target.partition("@")[0]
    served = any((judge.doc_key(c) or "").partition("@")[0] == doc_id for c in result.chunks)
    if probe.kind == "authorized":
        run.authorized.update(probes=1, answered=int(served), empty=int(not result.chunks))
    elif probe.kind == "cache" and probe.variant == "primer":
        run._primers[probe.sequence] = (actor_name(probe.actor), served)
        run.cache.update(sequences=1, confirmed=int(served))
    elif probe.kind == "cache" and not run._primers.get(probe.sequence, ("", False))[1] and not verdict.leaks:
        primer = run._primers.get(probe.sequence, ("?", False))[0]
        run.cache_unconfirmed.append((primer, actor_name(probe.actor), probe.target, probe.variant))
        return
    if judge.leak_kind(probe.actor, probe.target) is not None:
        pair = (actor_name(probe.actor), probe.target)
        run.probed.add(pair)
        run.targeted[pair] += 1
        run.leaked_targets[pair] += bool(verdict.leaks)
