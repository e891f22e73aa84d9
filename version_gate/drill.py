"""The rollback drill: rehearse detect -> force-promote -> roll back on a sandbox alias.

:func:`run_drill` never touches the live alias. It points the sandbox alias
``{alias}__drill`` at the live alias's current target (the *original*) and then:

1. builds a *degraded* candidate from the original's points (scrolled payloads):
   the P0 evidence chunks are removed (chunks of a P0 case's gold ``doc_id`` that
   contain its anchor after :func:`kbgate.evalset.normalise`) and
   near-duplicate noise is added (a trimmed copy of each remaining chunk of the
   documents that lost evidence, marked as a draft copy), with
   :func:`kbgate.store.build_version`;
2. runs the gate (:func:`version_gate.gate.run_gate`, baseline = the original). The
   gate must BLOCK; a gate that lets the degraded candidate through fails the drill;
3. with ``readers`` threads querying the eval cases through the sandbox alias
   (:class:`kbgate.retrieval.retriever.QdrantRetriever`, which resolves the alias once per
   query), force-promotes the degraded candidate on the sandbox alias, waits until
   reads are served from it, then rolls back with :func:`version_gate.promote.rollback`;
4. checks that the sandbox alias points at the original again, that every eval
   case's top-k ranking through the sandbox alias equals the one before the drill,
   and that the eval metrics through the sandbox alias (the gate run again, first-release
   mode, not audited) equal the drill gate's baseline metrics (latencies excluded).

A read *fails* when it raises; it is *mixed* when it reports a version other than
the original or the degraded candidate, or returns a chunk that is not in the
version it reports. Both must be 0. The drill reports the time to detect (the gate's
wall time), the time to roll back (the swap), the reads served during the swaps
(started after the force-promotion began and before the rollback ended), is
appended to the audit log (``kind="drill"``) and drops its degraded version.
"""

from __future__ import annotations

import dataclasses
import hashlib
import threading
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path

from kbgate.errors import StoreError
from kbgate.models import Chunk
from kbgate.reports import AsDict

SANDBOX_SUFFIX = "__drill"
NOISE_MARK = " [draft copy]"


@dataclass
class SandboxOutcome(AsDict):
    """What every drill on a sandbox alias reports first; ``ok`` is False when any failure holds.

    Subclasses add their measures and end with ``failures``.
    """

    ok: bool
    alias: str
    sandbox: str
    original: str
    degraded: str

    def exit_code(self) -> int:
        return 0 if self.ok else 1


@dataclass
class DrillOutcome(SandboxOutcome):
    """What a drill measured; ``ok`` is False when any of ``failures`` holds."""

    gate_decision: str | None
    gate_run_id: str | None
    gate_report: str | None
    removed_chunks: int
    noise_chunks: int
    time_to_detect_s: float
    force_promote_ms: float
    time_to_rollback_ms: float
    reads_total: int
    reads_during_swaps: int
    reads_on_degraded: int
    failed_reads: int
    mixed_reads: int
    rankings_equal: bool
    metrics_equal: bool
    wall_s: float
    failures: list[str] = field(default_factory=list)


def sandbox_alias(alias: str) -> str:
    """The drill's sandbox alias for ``alias``: ``{alias}__drill``."""
    return f"{alias}{SANDBOX_SUFFIX}"


def chunk_from_payload(p: dict, n: int) -> Chunk:
    """Rebuild a :class:`Chunk` from a stored payload (spans are not stored: 0..len(text))."""
    tail = str(p["chunk_id"]).rsplit("#", 1)[-1]
    return Chunk(
        chunk_id=p["chunk_id"], doc_id=p["doc_id"], version=p["version"], n=int(tail) if tail.isdigit() else n,
        text=p["text"], chunk_hash=p["chunk_hash"], char_start=0, char_end=len(p["text"]), page=p.get("page"),
        section=p.get("section"), source=p.get("source", ""), tenant_id=p.get("tenant_id"),
        classification=p.get("classification"), allowed_roles=list(p.get("allowed_roles") or []),
        effective_from=p.get("effective_from", ""), expires_at=p.get("expires_at"), language=p.get("language"),
        run_id=p.get("ingestion_run_id", ""),
    )


def degrade(payloads: list[dict], cases) -> tuple[list[Chunk], list[str], list[str]]:
    """The degraded candidate's chunks, the removed evidence chunk ids and the noise chunk ids.

    Removed: every chunk of a P0 case's gold document containing that case's anchor
    (normalised). Noise: for each remaining chunk of a document that lost evidence, a
    copy trimmed to 90 % of its text plus :data:`NOISE_MARK`, with chunk number
    ``n + 100000`` and the same ACL payload.
    """
    from kbgate.evalset import normalise

    gold: dict[str, list[str]] = {}
    for case in cases:
        if case.risk == "P0":
            for ev in case.relevant:
                gold.setdefault(ev.doc_id, []).append(normalise(ev.anchor))
    kept: list[Chunk] = []
    removed: list[str] = []
    hit_docs: set[str] = set()
    for i, p in enumerate(payloads):
        text = normalise(p.get("text", ""))
        if any(anchor in text for anchor in gold.get(p.get("doc_id"), [])):
            removed.append(p["chunk_id"])
            hit_docs.add(p["doc_id"])
        else:
            kept.append(chunk_from_payload(p, i))
    noise: list[Chunk] = []
    for c in kept:
        if c.doc_id in hit_docs:
            text = c.text[: max(1, len(c.text) * 9 // 10)] + NOISE_MARK
            base = c.chunk_id.rsplit("#", 1)[0]
            noise.append(Chunk(**{**asdict(c), "chunk_id": f"{base}#{c.n + 100000}", "n": c.n + 100000,
                                  "text": text, "char_end": len(text),
                                  "chunk_hash": hashlib.sha256(text.encode("utf-8")).hexdigest()}))
    return kept + noise, removed, [c.chunk_id for c in noise]


class ReaderPool:
    """Reader threads querying eval cases through an alias; they record every read.

    ``versions`` maps each version a read may report to its chunk ids: a read is
    ``failed`` when it raises, ``mixed`` when its version is unknown or it returns a
    chunk id outside that version, else ``ok``. With ``users``, the k-th read asks as
    user ``users[k % len(users)]`` (bucketed traffic for a canary); ``on_read(query,
    actor, result, latency_ms)`` runs after each answer (its failure fails the read).
    Use as a context manager.
    """

    def __init__(self, retriever, cases, n: int, versions: dict[str, set[str]], top_k: int = 5,
                 users: list[str] | None = None, on_read=None):
        from kbgate.retrieval.retriever import Actor

        self.retriever, self.versions, self.top_k = retriever, versions, top_k
        self.queries = [(c.query, Actor(c.tenant_id, c.actor_role)) for c in cases]
        self.users, self.on_read = users or [], on_read
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.reads: list[tuple[float, float, str | None, str]] = []  # start, end, version, ok|failed|mixed
        self.threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(n)]

    def _run(self, i: int) -> None:
        k = i
        while not self.stop.is_set():
            query, actor = self.queries[k % len(self.queries)]
            if self.users:
                actor = dataclasses.replace(actor, user_id=self.users[k % len(self.users)])
            k += 1
            start = time.perf_counter()
            try:
                res = self.retriever.retrieve(query, actor, top_k=self.top_k)
                if self.on_read is not None:
                    self.on_read(query, actor, res, (time.perf_counter() - start) * 1000)
            except Exception:  # noqa: BLE001 - a failed read is what the drill counts
                outcome, version = "failed", None
            else:
                version = res.index_version
                ids = self.versions.get(version)
                outcome = "ok" if ids is not None and all(c.chunk_id in ids for c in res.chunks) else "mixed"
            with self.lock:
                self.reads.append((start, time.perf_counter(), version, outcome))

    def __enter__(self) -> ReaderPool:
        for t in self.threads:
            t.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        for t in self.threads:
            t.join()

    def count(self, version: str | None = None, since: float = 0.0) -> int:
        with self.lock:
            return sum(1 for r in self.reads if r[0] >= since and (version is None or r[2] == version))

    def wait_for(self, n: int, version: str | None = None, since: float = 0.0, timeout: float = 30.0) -> bool:
        deadline = time.monotonic() + timeout
        while self.count(version, since) < n:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.002)
        return True


def _rankings(retriever, cases, top_k: int = 10) -> list[list[str]]:
    from kbgate.retrieval.retriever import Actor

    return [[c.chunk_id for c in retriever.retrieve(case.query, Actor(case.tenant_id, case.actor_role), top_k).chunks]
            for case in cases]


def metric_diffs(gate_report: dict, after_report: dict) -> list[str]:
    """Metrics of the drill gate's baseline (the original) that differ from the sandbox's after the rollback."""
    from version_gate.replay import metric_values, same_value

    before = {(scope, name): v for (scope, name, side), v in metric_values(gate_report).items() if side == "baseline"}
    after = {(scope, name): v for (scope, name, side), v in metric_values(after_report).items() if side == "candidate"}
    return [f"{scope} {name}: {before.get((scope, name))} -> {after.get((scope, name))}"
            for scope, name in sorted(set(before) | set(after))
            if not same_value(before.get((scope, name)), after.get((scope, name)))]


@dataclass
class Sandbox:
    """A drill's sandbox alias, mirrored at the live alias's target (the original), and the degraded
    candidate built from the original's points (:func:`degrade`)."""

    sandbox: str
    original: str
    drill_id: str
    cases: list
    payloads: list[dict]
    chunks: list[Chunk]
    removed: list[str]
    noise: list[str]
    degraded: str
    dense: object


def _no_block_cause(decision: str, cases, removed: list[str], eval_path: str, original: str) -> str:
    """Why the gate did not BLOCK the degraded candidate: no P0 case, no P0 evidence in the version, or
    gate lines too loose."""
    p0 = [c.case_id for c in cases if c.risk == "P0"]
    if not p0:
        return (f"the gate decided {decision}: eval set {eval_path} has no P0 case, so the drill removed no "
                "evidence and there was nothing to block; mark the cases whose wrong answer is costly risk: P0")
    if not removed:
        return (f"the gate decided {decision}: no chunk of {original} holds the evidence of the P0 cases "
                f"({', '.join(p0[:8])}{' ...' if len(p0) > 8 else ''}), so the drill removed nothing; check their "
                "doc_id and anchor against the indexed documents")
    return (f"the gate decided {decision} on a degraded candidate missing {len(removed)} P0 evidence chunks "
            f"(cases {', '.join(p0[:8])}{' ...' if len(p0) > 8 else ''}); it must BLOCK, so tighten the policy's "
            "gates (recall/P0 thresholds) before relying on it")


def prepare_sandbox(store, alias: str, policy, eval_path: str, say, what: str = "drill") -> Sandbox:
    """Point ``{alias}__drill`` at ``alias``'s target and build the degraded candidate (the live alias is only read).

    Raises:
        StoreError: ``alias`` does not exist.
    """
    from kbgate.evalset import load_eval_set
    from kbgate.store import build_version

    original = store.get_alias(alias)
    if original is None:
        raise StoreError(f"alias {alias} does not exist; promote a version first (`kbgate promote`), then drill it")
    cases = [c for c in load_eval_set(eval_path) if c.review is None or c.review.decision != "reject"]
    sandbox, drill_id = sandbox_alias(alias), f"d-{uuid.uuid4().hex[:10]}"
    say(f"sandbox {sandbox} -> {original}")
    store.swap_alias(sandbox, original, reason=f"{what} {drill_id}: mirror {alias}", kind="drill")
    payloads = list(store.scroll(original))
    chunks, removed, noise = degrade(payloads, cases)
    dense = policy.embedding.dense_function() if store.version_info(original).dense_size else None
    say(f"building degraded candidate ({len(removed)} P0 evidence chunks removed, {len(noise)} near-duplicates added)")
    degraded = build_version(store, sandbox, drill_id, chunks, dense=dense)
    return Sandbox(sandbox, original, drill_id, cases, payloads, chunks, removed, noise, degraded, dense)


def run_drill(store, store_spec: str, *, alias: str, policy, policy_path: str, eval_path: str,
              readers: int = 8, workdir: str | Path = ".kbgate", progress=None, gate_fn=None) -> DrillOutcome:
    """Run the rollback drill on the sandbox alias of ``alias`` (see the module docstring).

    ``gate_fn`` is the gate being rehearsed, called like :func:`version_gate.gate.run_gate` with a
    :class:`version_gate.gate.GateRequest` (default: ``run_gate`` itself).

    Raises:
        StoreError: ``alias`` does not exist, or ``readers`` is below 1.
    """
    from kbgate.audit import AuditLog, audit_root
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.runs import new_run_id
    from version_gate.gate import GateRequest, run_gate
    from version_gate.promote import rollback, who

    if readers < 1:
        raise StoreError(f"--readers {readers}: the drill needs at least 1 reader thread")
    started = time.perf_counter()
    say = progress or (lambda _msg: None)
    box = prepare_sandbox(store, alias, policy, eval_path, say)
    original, sandbox, drill_id, cases, payloads = box.original, box.sandbox, box.drill_id, box.cases, box.payloads
    chunks, removed, noise, degraded, dense = box.chunks, box.removed, box.noise, box.degraded, box.dense
    failures: list[str] = []
    try:
        say("gate on the degraded candidate")
        t0 = time.perf_counter()
        gate_id = new_run_id()
        request = GateRequest(store=store, store_spec=store_spec, policy=policy, policy_path=policy_path,
                              eval_path=eval_path, candidate=degraded, baseline=original,
                              out_dir=Path(workdir) / "runs" / gate_id, run_id=gate_id)
        gate = (gate_fn or run_gate)(request)
        detect_s = time.perf_counter() - t0
        if gate.decision != "BLOCK":
            failures.append(_no_block_cause(gate.decision, cases, removed, eval_path, original))
        retriever = QdrantRetriever(store, sandbox, policy, dense=policy.embedding if dense else None)
        before = _rankings(retriever, cases)
        versions = {original: {p["chunk_id"] for p in payloads}, degraded: {c.chunk_id for c in chunks}}
        say(f"force-promote and roll back under {readers} reader threads")
        with ReaderPool(retriever, cases, readers, versions) as pool:
            pool.wait_for(readers)
            swap_start = time.perf_counter()
            store.swap_alias(sandbox, degraded, reason=f"drill {drill_id}: force-promote degraded", expected=original,
                             kind="force")
            force_ms = (time.perf_counter() - swap_start) * 1000
            if not pool.wait_for(readers, version=degraded, since=swap_start):
                failures.append("no read was served from the degraded candidate after the force-promotion")
            back = rollback(store, store_spec, alias=sandbox, reason=f"drill {drill_id}: roll back")
            swap_end = time.perf_counter()
            pool.wait_for(readers, version=original, since=swap_end)
        reads = pool.reads
        if back.version != original or store.get_alias(sandbox) != original:
            failures.append(f"rollback went to {back.version}, not the original {original}")
        after = _rankings(retriever, cases)
        if after != before:
            failures.append("eval rankings through the sandbox alias differ from the original's after the rollback")
        diffs = metric_diffs(gate.report, (gate_fn or run_gate)(dataclasses.replace(
            request, candidate=sandbox, baseline=None, out_dir=None, run_id=None, audit=False)).report)
        if diffs:
            failures.append(f"{len(diffs)} eval metric(s) through the sandbox alias differ from the original's after "
                            f"the rollback, e.g. {diffs[0]}")
        failed = sum(1 for r in reads if r[3] == "failed")
        mixed = sum(1 for r in reads if r[3] == "mixed")
        if failed or mixed:
            failures.append(f"{failed} failed and {mixed} mixed-version reads during the swaps; both must be 0")
        outcome = DrillOutcome(
            ok=not failures, alias=alias, sandbox=sandbox, original=original, degraded=degraded,
            gate_decision=gate.decision, gate_run_id=gate.report.get("run_id"),
            gate_report=str(gate.report_path) if gate.report_path else None, removed_chunks=len(removed),
            noise_chunks=len(noise), time_to_detect_s=round(detect_s, 3), force_promote_ms=round(force_ms, 3),
            time_to_rollback_ms=back.swap_ms, reads_total=len(reads),
            reads_during_swaps=sum(1 for r in reads if r[1] >= swap_start and r[0] <= swap_end),
            reads_on_degraded=sum(1 for r in reads if r[2] == degraded), failed_reads=failed, mixed_reads=mixed,
            rankings_equal=after == before, metrics_equal=not diffs, wall_s=0.0, failures=failures,
        )
    finally:
        if store.get_alias(sandbox) == degraded:  # an error between force-promote and rollback:
            # point the sandbox back before its target is dropped, so it never dangles
            store.swap_alias(sandbox, original, reason=f"drill {drill_id}: cleanup", kind="drill")
        store.drop_version(degraded, force=True)
    outcome.wall_s = round(time.perf_counter() - started, 3)
    AuditLog(audit_root(store_spec)).append(
        "drill", actor_id=who(), index_version=original, policy_hash=policy.digest(), decision="passed" if outcome.ok else "failed",
        details={k: v for k, v in outcome.to_dict().items() if k not in ("ok",)} | {"drill_id": drill_id},
    )
    return outcome
