"""kbgate's Python API: the library calls behind the CLI commands, as plain functions.

Each function does what its command does (the same library call, the same reports and audit
records) and returns a typed outcome with ``decision``, ``exit_code`` (the command's exit
status) and ``reports`` (paths). Errors are :class:`kbgate.errors.KbgateError` and its children,
as on the command line. ``import kbgate`` exposes these names lazily (``kbgate/__init__.py``),
so importing the package stays cheap; see docs/api.md.

This module is a front end (layer 4 of docs/architecture.md): it may import every wing.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ingest_checks.pipeline import IngestOutcome

if TYPE_CHECKING:
    from kbgate.policy import Policy

__all__ = ["AccessOutcome", "DocumentVerdict", "DocumentsOutcome", "DrillResult", "FieldMap", "GateResult",
           "IngestResult", "ReleaseOutcome", "ReleaseRun", "Target", "access", "check_documents", "drill", "gate", "ingest",
           "load_policy", "open_target", "promote", "release", "rollback"]

_HOME = ".kbgate"


def load_policy(path: str | Path) -> Policy:
    """The validated policy in ``path`` (YAML), its ``checks`` sections validated against the check registry.

    Raises :class:`kbgate.errors.PolicyError` with the field and how to fix it.
    """
    from ingest_checks.registry import load_checked_policy

    return load_checked_policy(path)


def _policy(policy: Policy | str | Path) -> Policy:
    return policy if not isinstance(policy, (str, Path)) else load_policy(policy)


def _warn_if_locked(eval_files: Sequence[str | Path], store: str | None) -> None:
    """A warning for every eval file that is a locked set (only the gate should read one), as the CLI prints."""
    import warnings

    from kbgate.evalset import locked_notice

    for note in filter(None, (locked_notice(f, store) for f in eval_files)):
        warnings.warn(note, stacklevel=3)


def _as_of(as_of: dt.date | str | None) -> dt.date:
    from kbgate.errors import InputError

    if as_of is None:
        return dt.date.today()
    if isinstance(as_of, dt.date):
        return as_of
    try:
        return dt.date.fromisoformat(as_of)
    except ValueError:
        raise InputError(f"as_of '{as_of}' is not an ISO date; use YYYY-MM-DD") from None


@dataclass
class IngestResult(IngestOutcome):
    """:class:`ingest_checks.pipeline.IngestOutcome` with the API's common names.

    ``decision`` is ``clean`` (exit 0), ``findings`` (a finding at ``fail_on`` level, exit 1) or
    ``not_conserved`` (exit 2); ``reports`` are the JSON, Markdown and JUnit paths.
    """

    @property
    def decision(self) -> str:
        return ("clean", "findings", "not_conserved")[self.exit_code]

    @property
    def reports(self) -> dict[str, Path]:
        return self.paths


def ingest(corpus: str | Path, policy: Policy | str | Path, *, store: str | None = None, alias: str | None = None,
           eval: Sequence[str | Path] = (), as_of: dt.date | str | None = None, fail_on: str = "quarantine",
           only: Sequence[str] | None = None, engine: str = "local", ray_address: str | None = None,
           workdir: str | Path = _HOME, report_dir: str | Path | None = None) -> IngestResult:
    """``kbgate ingest``: check the corpus directory, quarantine what fails, write the reports.

    With ``store`` and ``alias`` the accepted chunks become the staging version
    ``ALIAS__RUN_ID`` (the live alias is untouched) and the ``ingest_run`` and
    ``staging_build`` audit records are appended to the store's log. ``as_of`` defaults to today.
    """
    from ingest_checks.pipeline import run_ingest

    _warn_if_locked(eval, store)
    out = run_ingest(corpus, _policy(policy), as_of=_as_of(as_of), eval_files=eval, fail_on=fail_on, only=only,
                     store_spec=store, alias=alias, workdir=workdir, report_dir=report_dir, engine=engine,
                     ray_address=ray_address)
    return IngestResult(**{f.name: getattr(out, f.name) for f in fields(out)})


@dataclass
class Target:
    """A retriever under test and how reports name it; ``close()`` closes its store, if any."""

    retriever: Any
    description: dict
    store: Any = None
    version: str | None = None

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def __enter__(self) -> Target:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def open_target(spec: str, *, policy: Policy | str | Path | None = None, alias: str | None = None,
                index: str | None = None, headers: Sequence[str] = (), metadata_keys: Sequence[str] = (),
                timeout: float = 10.0, retries: int = 2, concurrency: int = 8) -> Target:
    """The target of ``--target``: an HTTP service (``http://...``), your factory (``python:MODULE:CALLABLE``), or a
    store spec (a directory or ``qdrant+http://...``) with ``alias`` or ``index`` and the ``policy`` whose filters
    kbgate's own retriever applies. ``headers`` ('NAME: VALUE') go with HTTP targets, ``metadata_keys``
    (NAME=KEY) with python: targets, as on the command line.
    """
    from kbgate.errors import InputError
    from kbgate.targets.adapters import is_python_target
    from kbgate.targets.open import open_target as open_core

    if is_python_target(spec) or spec.startswith(("http://", "https://")):
        retriever, described = open_core(spec, "target", headers=tuple(headers), metadata_keys=tuple(metadata_keys),
                                         timeout=timeout, retries=retries, concurrency=concurrency)
        return Target(retriever, described)
    if policy is None or bool(alias) == bool(index):
        raise InputError(f"a store target ({spec}) needs policy= and one of alias= or index=")
    from kbgate.store import open_store
    from kbgate.targets.open import open_store_target

    store = open_store(spec, create=False)
    try:
        version = store.resolve(alias or index)
        retriever = open_store_target(store, version, _policy(policy))
    except BaseException:
        store.close()
        raise
    return Target(retriever, {"description": f"store {spec} {'alias ' + alias + ' -> ' if alias else ''}{version}",
                              "kind": "store", "store": str(spec), "alias": alias, "version": version},
                  store=store, version=version)


@dataclass
class AccessOutcome:
    """An access test: ``decision`` is the verdict status, ``exit_code`` 0 when it passed, else 1."""

    decision: str
    exit_code: int
    reports: dict[str, Path]
    report: dict
    run_id: str


def access(policy: Policy | str | Path, corpus: str | Path, target: str | Target | None = None, *,
           store: str | None = None, alias: str | None = None, index: str | None = None,
           eval: Sequence[str | Path] = (), ingest_report: str | Path | None = None,
           deleted: str | Path | None = None, mode: str = "all", fail_on: str = "leak", strict: bool = False,
           top_k: int = 10, concurrency: int = 8, max_phrases: int | None = None, max_probes: int | None = None,
           workdir: str | Path = _HOME, report_dir: str | Path | None = None) -> AccessOutcome:
    """``kbgate access``: prove that no actor (tenant x role) retrieves a chunk it may not see.

    Test either ``store`` (with ``alias``, ``index``, or ``ingest_report`` naming the staging
    version it built; exhaustive proof plus probes) or ``target`` (a spec for :func:`open_target`
    or an open :class:`Target`; probes only). Writes report.json, report.md and junit.xml and the
    ``access_test_run`` audit record (in the store's log, else in ``workdir``).
    """
    from access_tests.access import audit_run, run_access_test
    from access_tests.report import write_reports
    from access_tests.truth import AccessCorpus
    from kbgate.acl import read_deleted_list
    from kbgate.audit import AuditLog, audit_root
    from kbgate.errors import InputError
    from kbgate.evalset import load_eval_set
    from kbgate.reports import read_ingest_report
    from kbgate.runs import new_run_id

    if (store is None) == (target is None):
        raise InputError("pass exactly one of store= (with alias=, index= or ingest_report=) or target=")
    policy = _policy(policy)
    report_in = read_ingest_report(ingest_report) if ingest_report else None
    if store and not (alias or index):
        index = (report_in or {}).get("staging_version")
        if not index:
            raise InputError("with store= pass alias=, index=, or ingest_report= of a run that built a staging version")
    if target is not None and (alias or index):
        raise InputError("alias= and index= go with store=, not with target= (open_target takes them for a store)")
    _warn_if_locked(eval, store)
    cases = [c for f in eval for c in load_eval_set(f)]
    removed = read_deleted_list(deleted) if deleted else set()
    corpus_truth = AccessCorpus.from_corpus(corpus, policy, deleted=removed, ingest_report=report_in)
    opened = open_target(store, policy=policy, alias=alias, index=index) if store else \
        target if isinstance(target, Target) else open_target(target, concurrency=concurrency)
    run_id = new_run_id()
    try:
        report = run_access_test(corpus_truth, retriever=opened.retriever, store=opened.store, version=opened.version,
                                 target=opened.description, eval_cases=cases,
                                 deleted=removed, mode=mode, top_k=top_k, workers=concurrency, strict=strict,
                                 fail_on=fail_on, max_phrases=max_phrases, max_probes=max_probes, run_id=run_id)
    finally:
        if opened is not target:
            opened.close()
    report["corpus"]["path"] = str(corpus)
    report["ingest_report"] = str(ingest_report) if ingest_report else None
    log_dir = audit_root(store) if store else Path(workdir)
    report["audit_head"] = AuditLog(log_dir).head()
    paths = write_reports(report, Path(report_dir) if report_dir else Path(workdir) / "runs" / run_id)
    audit_run(report, log_dir, str(paths["json"]))
    passed = report["verdict"]["passed"]
    return AccessOutcome(report["verdict"]["status"], 0 if passed else 1, paths, report, run_id)


@dataclass
class GateResult:
    """A gate run: ``decision`` PASS, WARN or BLOCK; ``exit_code`` as ``kbgate gate --fail-on``."""

    decision: str
    reasons: list[str]
    exit_code: int
    reports: dict[str, Path]
    report: dict


def gate(policy: str | Path, eval: str | Path, *, store: str | None = None, candidate: str | None = None,
         baseline: str | None = None, ingest_report: str | Path | None = None, corpus: str | Path | None = None,
         targets: tuple | None = None, k: Sequence[int] | None = None, smoke: int | None = None,
         perturb: bool = False, seed: int = 0, promote_failures: str | Path | None = None,
         fail_on: str = "block", workdir: str | Path = _HOME) -> GateResult:
    """``kbgate gate``: may ``candidate`` replace ``baseline`` (``None``: a first release)?

    ``policy`` is the policy file (its path goes into the report, where ``promote`` checks it).
    With ``store`` the refs are aliases or versions in it (``candidate`` defaults to the staging
    version ``ingest_report`` names); without it pass ``targets=(candidate, baseline)`` (specs for
    :func:`open_target` or retriever objects) and the refs are labels. The report goes to
    ``WORKDIR/runs/RUN_ID`` and a ``gate_decision`` record to the audit log (the store's, else ``workdir``'s).
    """
    from contextlib import nullcontext

    from kbgate.errors import InputError
    from kbgate.reports import read_ingest_report
    from kbgate.runs import new_run_id
    from kbgate.store import open_store
    from version_gate.gate import GateRequest, run_gate

    if not store and not targets:
        raise InputError("pass store= (with candidate= and baseline=), or targets=(candidate, baseline)")
    if not candidate and ingest_report:
        candidate = read_ingest_report(ingest_report).get("staging_version")
    if targets:
        targets = tuple(open_target(t).retriever if isinstance(t, str) else t for t in targets)
        candidate = candidate or "candidate"
        baseline = baseline if baseline is not None or targets[1] is None else "baseline"
    if not candidate:
        raise InputError("pass candidate=, or ingest_report= of a run that built a staging version")
    run_id = new_run_id()
    with open_store(store, create=False) if store else nullcontext() as opened:
        out = run_gate(GateRequest(
            store=opened, store_spec=store or str(workdir), policy=load_policy(policy), policy_path=str(policy),
            eval_path=str(eval), candidate=candidate, baseline=baseline, corpus=str(corpus) if corpus else None,
            k=tuple(k) if k else None, smoke=smoke, perturb=perturb, seed=seed, targets=targets,
            out_dir=Path(workdir) / "runs" / run_id, run_id=run_id,
            promote_failures=str(promote_failures) if promote_failures else None,
            ingest_report=str(ingest_report) if ingest_report else None))
    folder = Path(workdir) / "runs" / run_id
    reports = {k: folder / n for k, n in (("json", "report.json"), ("markdown", "report.md"), ("junit", "junit.xml"))
               if (folder / n).exists()}
    return GateResult(out.decision, out.reasons, out.exit_code(fail_on), reports, out.report)


@dataclass
class ReleaseOutcome:
    """A promotion or rollback: ``decision`` ``promoted``, ``rolled_back`` or ``refused`` (``exit_code`` 1,
    ``refusal`` the rule's code and ``message`` how to fix it); ``details`` the library outcome's fields."""

    decision: str
    exit_code: int
    reports: dict[str, Path] = field(default_factory=dict)
    details: dict = field(default_factory=dict)
    refusal: str | None = None
    message: str = ""


def _release(done: str, call, reports: dict) -> ReleaseOutcome:
    from kbgate.errors import GateError

    try:
        out = call()
    except GateError as exc:
        return ReleaseOutcome("refused", 1, reports, refusal=getattr(exc, "code", "REFUSED"), message=str(exc))
    return ReleaseOutcome(done, 0, reports, out.to_dict())


def promote(store: str, alias: str, candidate: str, gate_report: str | Path, *, policy: str | Path | None = None,
            accept_warn: bool = False, reviewer: str | None = None, reason: str = "",
            canary: int | None = None) -> ReleaseOutcome:
    """``kbgate promote``: point ``alias`` at ``candidate`` if its gate report allows it (one compare-and-set swap,
    a ``promotion`` audit record); with ``canary`` (1-99 percent) start a canary instead. A refusal is returned
    (``decision == "refused"``), not raised."""
    from kbgate.store import open_store
    from version_gate.promote import promote as run_promote

    with open_store(store, create=False) as opened:
        return _release("promoted", lambda: run_promote(
            opened, store, alias=alias, candidate=candidate, report_path=gate_report,
            policy_path=str(policy) if policy else None, accept_warn=accept_warn, reviewer=reviewer, reason=reason,
            canary=canary), {"gate_report": Path(gate_report)})


def rollback(store: str, alias: str, *, to: str | None = None, reason: str = "",
             reviewer: str | None = None) -> ReleaseOutcome:
    """``kbgate rollback``: return ``alias`` to its previous approved target (or ``to``) in one atomic swap,
    with a ``rollback`` audit record. A refusal is returned (``decision == "refused"``), not raised."""
    from kbgate.store import open_store
    from version_gate.promote import rollback as run_rollback

    with open_store(store, create=False) as opened:
        return _release("rolled_back", lambda: run_rollback(opened, store, alias=alias, to=to, reason=reason,
                                                            reviewer=reviewer), {})


@dataclass
class ReleaseRun:
    """A whole release (``kbgate release``): ``decision`` PASS, WARN or BLOCK, ``exit_code`` as the command's,
    ``steps`` (ingest, access, gate, promote: each ``status`` and ``summary``), ``stopped_at`` the step that
    failed, ``candidate`` the staging version, ``promoted``; ``reports`` ``json`` (release.json, which names
    every step's report) and ``index`` (every release of the report directory; ``kbgate report`` renders a
    step report as HTML)."""

    decision: str
    exit_code: int
    reports: dict[str, Path]
    steps: list
    stopped_at: str | None
    candidate: str | None
    promoted: bool
    reasons: list[str]
    run_id: str


def release(policy: str | Path, corpus: str | Path, *, store: str, alias: str, eval: Sequence[str | Path] = (),
            as_of: dt.date | str | None = None, baseline: str | None = None, fail_on_ingest: str = "block",
            fail_on_access: str = "leak", fail_on_gate: str = "block", promote: bool = False,
            accept_warn: bool = False, reviewer: str | None = None, reason: str = "",
            report_dir: str | Path | None = None, workdir: str | Path = _HOME) -> ReleaseRun:
    """``kbgate release``: ingest, access, gate and (with ``promote``) promote, stopping at the first step
    that fails, with one report over every step. ``policy`` is the policy file."""
    from kbgate.app.html_report.index import write_index
    from version_gate.release import run_release

    out = run_release(
        policy_path=str(policy), corpus_dir=str(corpus), store_spec=store, alias=alias,
        eval_files=[str(e) for e in eval], as_of=_as_of(as_of), workdir=workdir, report_dir=report_dir,
        baseline=baseline, fail_on={"ingest": fail_on_ingest, "access": fail_on_access, "gate": fail_on_gate},
        promote=promote, accept_warn=accept_warn, reviewer=reviewer, reason=reason)
    reports = dict(out.report_paths)
    reports["index"], _ = write_index(reports["json"].parent.parent)
    return ReleaseRun(out.decision, out.exit_code, reports, out.steps, out.stopped_at, out.candidate, out.promoted,
                      out.reasons, out.run_id)


@dataclass
class DrillResult:
    """A rollback drill (``kbgate drill``): ``decision`` ``passed`` or ``failed``, ``exit_code`` 0 or 1,
    ``failures`` (what did not hold), ``reports`` (``gate``: the drill's gate report) and ``details``
    (the measures: time to detect, time to roll back, failed and mixed reads, ...)."""

    decision: str
    exit_code: int
    failures: list[str]
    reports: dict[str, Path]
    details: dict


def drill(store: str, alias: str, policy: str | Path, eval: str | Path, *, readers: int = 8, canary: bool = False,
          weight: int = 50, users: int = 200, interval: float = 0.5, timeout: float = 120.0,
          workdir: str | Path = _HOME) -> DrillResult:
    """``kbgate drill``: rehearse a rollback (or, with ``canary``, a canary abort) on the sandbox alias
    ``ALIAS__drill``; the live alias is never touched. Audited like the command."""
    from kbgate.store import open_store
    from version_gate.canary import run_canary_drill
    from version_gate.drill import run_drill

    checked = load_policy(policy)
    with open_store(store, create=False) as opened:
        if canary:
            out = run_canary_drill(opened, store, alias=alias, policy=checked, eval_path=str(eval), weight=weight,
                                   users=users, readers=readers, interval_s=interval, timeout_s=timeout)
        else:
            out = run_drill(opened, store, alias=alias, policy=checked, policy_path=str(policy), eval_path=str(eval),
                            readers=readers, workdir=workdir)
    gate_report = getattr(out, "gate_report", None)
    return DrillResult("passed" if out.ok else "failed", out.exit_code(), list(out.failures),
                       {"gate": Path(gate_report)} if gate_report else {}, out.to_dict())


_LISTS = ("allowed_roles", "allowed_users", "allowed_groups", "denied_users", "supersedes")


class FieldMap:
    """Where the manifest fields (``doc_id``, ``version``, ``source``, ``tenant_id``, ...) live in a document's
    metadata: ``fields`` maps a manifest field to a dotted metadata key (``acl.tenant``; a list on the way is
    walked), ``values`` maps the metadata's values to the policy's per field, ``defaults`` fills a field the
    metadata lacks. A manifest field not in ``fields`` is read from the metadata key of its own name.

    Example:
        >>> FieldMap({"fields": {"tenant_id": "acl.tenant"}, "values": {"classification": {"int": "internal"}},
        ...           "defaults": {"source": "crawler"}}).record({"acl": {"tenant": "acme"}, "classification": "int"})
        {'classification': 'internal', 'tenant_id': 'acme', 'source': 'crawler'}
    """

    def __init__(self, spec: Mapping | None = None):
        from kbgate.errors import InputError
        from kbgate.models import ManifestRecord

        spec = dict(spec or {})
        unknown = set(spec) - {"fields", "values", "defaults"}
        known = set(ManifestRecord.model_fields)
        self.fields = {f: f for f in known} | dict(spec.get("fields") or {})
        self.values = dict(spec.get("values") or {})
        self.defaults = dict(spec.get("defaults") or {})
        bad = sorted(unknown) + sorted((set(self.fields) | set(self.values) | set(self.defaults)) - known)
        if bad:
            raise InputError(f"field map: unknown key(s) {', '.join(bad)}; use fields/values/defaults over the "
                             f"manifest fields ({', '.join(sorted(known))})")

    def record(self, metadata: Mapping) -> dict:
        """The manifest record of one document's metadata (unmapped metadata keys are left out)."""
        from access_tests.collection_audit import payload_values

        out: dict[str, Any] = {}
        metadata = dict(metadata)
        for name, key in self.fields.items():
            if "." not in key and key not in metadata:
                continue  # absent (the common case: a manifest field the metadata does not carry)
            found = payload_values(metadata, key)
            if found is None:
                if _is_null(metadata, key):  # a null label is a finding of the labels check, not a missing field
                    out[name] = None
                continue
            mapping = self.values.get(name, {})
            found = [mapping.get(v, v) if isinstance(v, str) else v for v in found]
            out[name] = found if name in _LISTS else found[0] if found else None
        return out | {k: v for k, v in self.defaults.items() if k not in out}


def _is_null(metadata: Mapping, key: str) -> bool:
    node: Any = metadata
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return False
        node = node[part]
    return node is None


def _parts(document: Any) -> tuple[Any, dict]:
    """(text or bytes, metadata) of a plain dict or a LangChain, LlamaIndex or Haystack document (duck-typed)."""
    if isinstance(document, Mapping):
        meta = dict(document.get("metadata") or {})
        meta.update({k: v for k, v in document.items() if k not in ("text", "metadata")})
        return document.get("text"), meta
    for text_attr, meta_attr in (("page_content", "metadata"), ("content", "meta"), ("text", "metadata")):
        if hasattr(document, text_attr) and hasattr(document, meta_attr):
            meta = dict(getattr(document, meta_attr) or {})
            ident = getattr(document, "id_", None) or getattr(document, "id", None)
            if isinstance(ident, str) and "doc_id" not in meta:
                meta["doc_id"] = ident
            return getattr(document, text_attr), meta
    return None, {}


@dataclass
class DocumentVerdict:
    """One input document's verdict: ``state`` accepted, accepted_redacted, quarantined or rejected; ``text`` what to
    index (the redacted text when accepted_redacted, ``None`` when not accepted); ``findings`` masked report dicts;
    ``doc_key`` ``doc_id@version`` (``None`` for a record that names neither); ``index`` its place in the input."""

    index: int
    doc_key: str | None
    state: str
    codes: list[str]
    findings: list[dict]
    text: str | None = None


@dataclass
class DocumentsOutcome:
    """:func:`check_documents`: one verdict per input document (input order), the ingest run behind them."""

    verdicts: list[DocumentVerdict]
    ingest: IngestResult

    @property
    def conservation(self) -> dict:
        return self.ingest.conservation

    @property
    def decision(self) -> str:
        return self.ingest.decision

    @property
    def exit_code(self) -> int:
        return self.ingest.exit_code

    @property
    def reports(self) -> dict[str, Path]:
        return self.ingest.reports


def _write_corpus(root: Path, documents: list, fields: FieldMap) -> tuple[list[dict | None], list[Any]]:
    """Each document's text as a file under ``root`` and its record as one line of ``root/manifest.jsonl``."""
    from kbgate.corpus.manifest import check_path

    records: list[dict | None] = []
    texts: list[Any] = []
    used: set[str] = set()
    real_root = os.path.realpath(root)
    for i, document in enumerate(documents):
        text, meta = _parts(document)
        texts.append(text)
        if not isinstance(text, (str, bytes)):
            records.append(None)  # the manifest reader rejects a record that is not an object
            continue
        record = fields.record(meta)
        path = record.get("path")
        if not isinstance(path, str) or check_path(root, path, real_root) or path in used:
            suffix = Path(path).suffix if isinstance(path, str) and Path(path).suffix else ".txt"
            path = record["path"] = f"documents/{i:07d}{suffix}"
        used.add(path)
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
        records.append(record)
    with open(root / "manifest.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in records)
    return records, texts


def check_documents(documents: Iterable[Any], policy: Policy | str | Path, *, field_map: Mapping | FieldMap | None = None,
                    as_of: dt.date | str | None = None, store: str | None = None, alias: str | None = None,
                    eval: Sequence[str | Path] = (), fail_on: str = "quarantine",
                    workdir: str | Path = _HOME) -> DocumentsOutcome:
    """Check documents held in memory with the ingest pipeline, one verdict per document.

    ``documents`` are plain dicts (``text`` plus metadata, flat or under ``metadata``) or
    LangChain (``page_content`` + ``metadata``), LlamaIndex (``text`` + ``metadata``) or Haystack
    (``content`` + ``meta``) documents; ``text`` may be bytes (a PDF, a DOCX: its ``path`` names
    the format). ``field_map`` (:class:`FieldMap`) maps their metadata to the manifest fields.
    The documents are written to a temporary corpus directory with a manifest and checked by
    :func:`ingest` (the same checks, findings, quarantine and reports; near-duplicates against
    each other and, with ``store`` and ``alias``, against the live index, where the accepted
    chunks become a staging version). The run is audited: in the store's log, else an
    ``ingest_run`` record in ``workdir``'s.
    """
    from ingest_checks.pii import mask_pii
    from kbgate.audit import AuditLog
    from kbgate.masking import redact_text
    from kbgate.models import Finding

    documents = list(documents)
    fields = field_map if isinstance(field_map, FieldMap) else FieldMap(field_map)
    policy = _policy(policy)
    with tempfile.TemporaryDirectory(prefix="kbgate-documents-") as tmp:
        root = Path(tmp)
        records, texts = _write_corpus(root, documents, fields)
        out = ingest(root, policy, store=store, alias=alias, eval=eval, as_of=as_of, fail_on=fail_on, workdir=workdir)
        report = out.report
        by_doc: dict[str, list[dict]] = {}
        for f in report["findings"]:  # a rejected record's finding is keyed by its message (its line)
            by_doc.setdefault(f["message"] if f["check_id"] == "manifest" else f"{f['doc_id']}@{f['version']}",
                              []).append(f)
        at = {r["path"]: i for i, r in enumerate(records) if r}
        entries = {}
        loaded = _Loader(root, policy, report["run_id"])
        for d in report["documents"]:
            if "where" in d:  # a manifest record rejected before any loading
                line = int(d["where"].split(" line ", 1)[1].split(":", 1)[0]) if " line " in d["where"] else 0
                entries[line - 1] = d
            else:
                entries[at[d["path"]]] = d
        verdicts = []
        for i, record in enumerate(records):
            d = entries[i]
            found = by_doc.get(d["where"] if "where" in d else d["doc"], [])
            text = None
            if d["state"] == "accepted":
                text = texts[i] if isinstance(texts[i], str) else loaded(record["path"])
            elif d["state"] == "accepted_redacted":
                text = redact_text(loaded(record["path"]), [Finding.model_validate(f) for f in found if f["action"] == "redact"])
            verdicts.append(DocumentVerdict(i, None if "?" in d["doc"] else d["doc"], d["state"], d["codes"],
                                            found, text))
    if store is None:
        AuditLog(workdir, mask_text=mask_pii).append(
            "ingest_run", policy_hash=policy.digest(), decision="completed",
            details={"run_id": out.run_id, "corpus_hash": report["corpus"]["hash"], "documents_in_memory": True,
                     "conservation": report["conservation"], "counts_by_code": report["counts_by_code"]})
    return DocumentsOutcome(verdicts, out)


class _Loader:
    """``loader(path)``: the text the checks saw for one document of the corpus at ``root`` (parsed as its
    format, the corpus's site chrome stripped), for the few verdicts that need it."""

    def __init__(self, root: Path, policy: Policy, run_id: str):
        self.root, self.policy, self.run_id, self.records, self.chrome = root, policy, run_id, None, None

    def __call__(self, path: str) -> str:
        from kbgate.corpus.load import load_document, site_chrome
        from kbgate.corpus.manifest import read_manifest

        if self.records is None:
            self.records = {r.path: r for _, r in read_manifest(self.root).records}
            self.chrome = site_chrome(self.root, list(self.records.values()), self.policy)
        rec = self.records[path]
        return load_document(self.root, rec, self.policy, self.policy.limits, self.run_id,
                             self.chrome.for_record(rec)).text
