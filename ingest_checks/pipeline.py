"""The ingest pipeline as one library call: :func:`run_ingest` returns a typed :class:`IngestOutcome`.

The steps, in order:

1. load the locked eval sets and the corpus (every record ends in a state);
2. with a store: read the live alias's chunks for dedup against the live index;
3. run every enabled check (:func:`ingest_checks.runner.run_checks`, or with ``engine="ray"``
   :func:`ingest_checks.ray_engine.run_checks_on_ray`, which also loads the corpus);
4. with a store: build the staging version ``{alias}__{run_id}`` from the accepted chunks
   only (a withdrawn document is never among them, whatever the policy says) and leave the
   live alias untouched;
5. record every quarantined document in the quarantine store, with its masked findings;
6. write ``report.json``, ``summary.md`` and ``junit.xml`` and point ``runs/LATEST`` at the JSON;
7. with a store: append the ``ingest_run`` and ``staging_build`` audit records (masked).

The store is closed whatever happens. The exit status is 2 when conservation does not
hold, 1 when a finding's action is at or above ``fail_on`` (see :data:`FAIL_ON`), else 0.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ingest_checks.runner import IngestResult
    from kbgate.policy import Policy
    from kbgate.store import Store

#: ``--fail-on`` level -> the finding actions that make the run exit 1
FAIL_ON: dict[str, tuple[str, ...]] = {
    "quarantine": ("quarantine", "block"),
    "block": ("block",),
    "flag": ("quarantine", "block", "flag", "redact"),
    "never": (),
}

#: ``--engine`` values: ``local`` runs in this process, ``ray`` on Ray (:mod:`ingest_checks.ray_engine`)
ENGINES = ("local", "ray")

#: ``build_bar(total)`` -> a context manager giving ``update(n)`` (or ``None``) while the version is built
BuildBar = Callable[[int], contextlib.AbstractContextManager]


@dataclass
class IngestOutcome:
    """What one ingest run produced.

    Attributes:
        run_id: the run id (also the staging version's suffix).
        report: the ``kbgate.ingest-report/1`` report, as written to ``paths["json"]``.
        paths: ``json``, ``markdown`` and ``junit`` report paths.
        version: the staging version built, or ``None`` without a store.
        live: the version the alias pointed to when the run started, or ``None``.
        quarantined: keys (``doc_id@version``) of the documents quarantined by this run.
        stopping: findings (report dicts) whose action is at or above ``fail_on``.
    """

    run_id: str
    report: dict
    paths: dict[str, Path]
    version: str | None = None
    live: str | None = None
    quarantined: list[str] = field(default_factory=list)
    stopping: list[dict] = field(default_factory=list)

    @property
    def conservation(self) -> dict:
        """``input``, the count per state and ``holds`` (input = the sum of the states)."""
        return self.report["conservation"]

    @property
    def exit_code(self) -> int:
        """2 if conservation does not hold, 1 if a stopping finding is present, else 0."""
        if not self.conservation["holds"]:
            return 2
        return 1 if self.stopping else 0


def run_ingest(
    corpus_dir: str | Path,
    policy: Policy,
    *,
    as_of: dt.date,
    eval_files: Sequence[str | Path] = (),
    fail_on: str = "quarantine",
    only: Sequence[str] | None = None,
    store_spec: str | None = None,
    alias: str | None = None,
    workdir: str | Path = ".kbgate",
    report_dir: str | Path | None = None,
    progress: Callable | None = None,
    build_bar: BuildBar | None = None,
    engine: str = "local",
    ray_address: str | None = None,
) -> IngestOutcome:
    """Check a corpus, quarantine what fails, write the reports and (with a store) a staging version.

    Args:
        corpus_dir: the corpus directory (documents + manifest).
        policy: the validated policy (its check sections are validated again by the runner).
        as_of: the date freshness is judged against.
        eval_files: locked eval sets (JSONL) whose questions must not be in the corpus.
        fail_on: a key of :data:`FAIL_ON`.
        only: run only these check ids.
        store_spec, alias: write the accepted chunks to a new staging version of ``alias``
            (both or neither; the alias name is validated before any work).
        workdir: holds ``runs/`` and ``quarantine/``.
        report_dir: where the reports go (default ``WORKDIR/runs/RUN_ID``).
        progress: optional ``progress(iterable, label=..., length=...)`` wrapper.
        build_bar: optional progress for the staging build (see :data:`BuildBar`).
        engine: ``local`` (in this process) or ``ray`` (loading and checks on Ray, see
            :mod:`ingest_checks.ray_engine`; the same report, needs ``pip install 'kbgate[ray]'``).
        ray_address: with ``engine="ray"``: the Ray cluster (``auto``, ``ray://host:10001``);
            ``None`` starts Ray locally.
    """
    from ingest_checks.quarantine import QuarantineStore
    from ingest_checks.registry import all_checks
    from ingest_checks.runner import run_checks
    from kbgate.corpus.load import load_corpus
    from kbgate.errors import InputError
    from kbgate.evalset import load_eval_set
    from kbgate.reports import build_report, write_reports

    if engine not in ENGINES:
        raise InputError(f"unknown engine '{engine}'; use one of {', '.join(ENGINES)}")
    if fail_on not in FAIL_ON:
        raise InputError(f"unknown fail-on level '{fail_on}'; use one of {', '.join(FAIL_ON)}")
    if bool(store_spec) != bool(alias):
        raise InputError("--store and --alias go together: pass both to write a staging version")
    if alias:
        from kbgate.store import validate_alias_name

        validate_alias_name(alias)
    cases = [c.model_dump() for f in eval_files for c in load_eval_set(f)]
    corpus = load_corpus(corpus_dir, policy, progress=progress) if engine == "local" else None
    work = Path(workdir)
    quarantine = QuarantineStore(work / "quarantine")
    with contextlib.ExitStack() as stack:
        store = live = None
        if store_spec:
            from kbgate.store import open_store

            store = stack.enter_context(open_store(store_spec))
            live = store.get_alias(alias)
        checks = functools.partial(run_checks, corpus)
        if corpus is None:
            from ingest_checks.ray_engine import run_checks_on_ray

            checks = functools.partial(run_checks_on_ray, corpus_dir, address=ray_address)
        result = checks(policy, as_of=as_of, eval_cases=cases, live_chunks=_live_chunks(store, live),
                        released=quarantine.released(), only=list(only) if only else None, progress=progress)
        corpus = result.corpus
        _release_document_texts(corpus)
        version = _build_staging(store, alias, result, policy, build_bar, live) if store is not None else None
        report = build_report(result, policy, as_of=as_of, version=version, eval_files=[str(f) for f in eval_files])
        held = [(key, out) for key, out in result.outcomes.items() if out.state == "quarantined"]
        docs = {d.key: d for d in corpus.documents}
        quarantine.add(result.run_id, [
            {"doc_key": key, "path": docs[key].record.path, "file_sha256": docs[key].file_sha256,
             "findings": [f.model_dump(mode="json") for f in out.findings]} for key, out in held])
        out_dir = Path(report_dir) if report_dir else work / "runs" / result.run_id
        paths = write_reports(report, out_dir, list(all_checks()))
        (work / "runs").mkdir(parents=True, exist_ok=True)
        (work / "runs" / "LATEST").write_text(str(paths["json"].resolve()), encoding="utf-8")
        if store is not None:
            _audit(store_spec, result, report, policy, version, live,
                   store.version_info(version).vectors if version else None)
    return IngestOutcome(
        run_id=result.run_id, report=report, paths=paths, version=version, live=live,
        quarantined=[key for key, _ in held],
        stopping=[f for f in report["findings"] if f["action"] in FAIL_ON[fail_on]],
    )


def _release_document_texts(corpus) -> None:
    """Drop every document's full text and parse side data once the checks have run.

    The staging build needs only the chunks; the report and the quarantine need only the
    records and file digests. At 1M chunks the texts are about 0.8 GB of the run's peak.
    """
    for doc in corpus.documents:
        doc.text, doc.tables, doc.hidden_spans, doc.sections = "", [], [], []


def _live_chunks(store: Store | None, live: str | None) -> list[tuple]:
    """``(chunk_id, text, tenant_id)`` of the live version, for dedup against the live index."""
    if store is None or not live:
        return []
    chunks = [(p["chunk_id"], p["text"], p.get("tenant_id"))
              for p in store.scroll(live, fields=["chunk_id", "text", "tenant_id"])]
    store.release(live)  # its mapped payload pages, before the checks and the staging build
    return chunks


def _build_staging(store: Store, alias: str, result: IngestResult, policy: Policy, build_bar: BuildBar | None,
                   live: str | None = None) -> str:
    """Build the staging version from the accepted chunks (withdrawn documents are never accepted),
    reusing the live version's dense vectors for unchanged texts when the embedding is the same."""
    from kbgate.store import build_version
    from kbgate.store.build import trim_heap

    trim_heap()  # what the corpus-wide checks freed, before the build's own peak
    chunks = result.accepted_chunks
    bar: Any = build_bar(len(chunks)) if build_bar is not None else contextlib.nullcontext()
    with bar as update:
        return build_version(store, alias, result.run_id, chunks, dense=policy.embedding.dense_function(),
                             on_batch=update, reuse_from=live, embedding_key=policy.embedding.key())


def _audit(store_spec: str, result: IngestResult, report: dict, policy: Policy, version: str | None,
           live: str | None, vectors: dict | None = None) -> None:
    """The ``ingest_run`` and ``staging_build`` audit records, with text masked by the PII redactor."""
    from ingest_checks.pii import mask_pii
    from kbgate.audit import AuditLog, audit_root

    log = AuditLog(audit_root(store_spec), mask_text=mask_pii)
    log.append("ingest_run", policy_hash=policy.digest(), decision="completed",
               details={"run_id": result.run_id, "corpus_hash": report["corpus"]["hash"],
                        "conservation": report["conservation"], "counts_by_code": report["counts_by_code"]})
    log.append("staging_build", index_version=version, policy_hash=policy.digest(), decision="staged",
               document_versions=sorted({f"{c.doc_id}@{c.version}" for c in result.accepted_chunks}),
               details={"run_id": result.run_id, "live_version": live, "chunks": len(result.accepted_chunks),
                        "vectors": vectors})
