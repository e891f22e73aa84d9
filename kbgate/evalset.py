"""Evaluation sets: JSONL files of cases with doc_id + anchor gold evidence.

A case::

    {"case_id": "REFUND-028", "query": "...", "tenant_id": "acme", "actor_role": "support_agent",
     "relevant": [{"doc_id": "refund-policy", "anchor": "质量问题例外"}], "must_cover": [...],
     "must_not_claim": [...], "answerable": true, "risk": "P0", "stratum": "fact",
     "knowledge_version": "2026-08-01"}

A chunk counts as relevant when it belongs to the gold document and contains the
anchor after whitespace and case normalisation, so indexes with different
chunking are compared on the same gold set.

**Multi-turn cases.** A case may carry ``history``: the turns before ``query``, each
``{"role": "user"|"assistant", "content": "..."}``, and ``standalone``: the follow-up
written out as a self-contained question by hand (default: the user turns and the query
joined, :func:`kbgate.retrieval.rewrite.fold_history`). Their stratum is ``multi_turn``.

**Metadata.** An eval file may start with a header line ``{"kbgate_eval": {...}}``, or
carry a sidecar file next to it (``locked.jsonl`` -> ``locked.meta.yaml``, YAML or JSON);
the header wins when both exist. Fields (all optional): ``name`` (default: the file
stem), ``dataset_version``, ``knowledge_version``, ``annotator``, ``effective_date``
(ISO date) and ``split`` (``tuning``, ``locked`` or ``challenge``).

**Review records.** A case may carry ``review: {decision, reason_code, reviewer}`` with
decision ``accept``, ``modify``, ``reject`` or ``pending``. The gate skips rejected
cases and warns on pending ones.

**Locked-set registration.** The first time a locked set gates against a store, its
digest is registered under its name in ``audit_root(store)/evalsets.json``
(:func:`register_locked`); a changed file of the same name is then reported.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from kbgate.errors import InputError, validation_messages
from kbgate.paths import write_atomic

STRATA = ("fact", "multi_hop", "paraphrase", "unanswerable", "version_conflict", "permission", "multi_turn")


class Evidence(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    doc_id: str
    anchor: str = Field(min_length=1)


class Turn(BaseModel):
    """One earlier turn of a conversation: who spoke and what was said."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    role: Literal["user", "assistant"]
    content: str = Field(min_length=1)


class Review(BaseModel):
    """A review record of a case: who decided what about it, and why."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    decision: Literal["accept", "modify", "reject", "pending"]
    reason_code: str = Field(min_length=1)
    reviewer: str = Field(min_length=1)
    reason: str | None = None  # the reviewer's words (reason_code is the machine-readable part)


class EvalMeta(BaseModel):
    """Metadata of an eval file (header line or sidecar)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str | None = None
    dataset_version: str | None = None
    knowledge_version: str | None = None
    annotator: str | None = None
    effective_date: dt.date | None = None
    split: Literal["tuning", "locked", "challenge"] | None = None


HEADER_KEY = "kbgate_eval"


class EvalCase(BaseModel):
    """One evaluation case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    case_id: str
    query: str = Field(min_length=1)
    tenant_id: str
    actor_role: str
    relevant: list[Evidence] = Field(default_factory=list)
    must_cover: list[str] = Field(default_factory=list)
    must_not_claim: list[str] = Field(default_factory=list)
    answerable: bool
    risk: Literal["P0", "P1", "P2"]
    stratum: Literal["fact", "multi_hop", "paraphrase", "unanswerable", "version_conflict", "permission",
                     "multi_turn"]
    knowledge_version: str | None = None
    history: list[Turn] = Field(default_factory=list)
    standalone: str | None = Field(default=None, min_length=1)
    review: Review | None = None
    origin: dict | None = None  # how a generated case was made (kbgate evalset generate): kind, fact, entity...


def normalise(text: str) -> str:
    """Case-folded text with all whitespace removed (for anchor matching)."""
    return "".join(text.casefold().split())


def load_eval_set(path: str | Path) -> list[EvalCase]:
    """Read and validate an eval set; errors name the file, line and field.

    Raises:
        InputError: the file is missing, or any case is invalid or its case_id repeats.
    """
    p = Path(path)
    if not p.is_file():
        raise InputError(f"eval set {p} not found; pass a JSONL file such as fixtures/eval/locked.jsonl")
    cases: list[EvalCase] = []
    errors: list[str] = []
    seen: set[str] = set()
    for n, line in enumerate(p.read_text(encoding="utf-8-sig").splitlines(), start=1):
        if not line.strip() or header_of(line) is not None:
            continue
        try:
            case = EvalCase.model_validate(json.loads(line))
        except json.JSONDecodeError as exc:
            errors.append(f"{p.name} line {n}: not valid JSON ({exc.msg})")
            continue
        except ValidationError as exc:
            errors += [f"{p.name} line {n}: field '{loc}': {msg}" for loc, msg in validation_messages(
                exc, missing="required field is missing", extra="unknown field; remove it or check its spelling")]
            continue
        if case.case_id in seen:
            errors.append(f"{p.name} line {n}: duplicate case_id '{case.case_id}'")
        seen.add(case.case_id)
        cases.append(case)
    if errors:
        raise InputError(f"eval set {p} has {len(errors)} error(s); fix them:\n  " + "\n  ".join(errors[:20]))
    return cases


def eval_set_digest(path: str | Path) -> str:
    """sha256 of the eval file's bytes: a locked set is identified by this digest."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def header_of(line: str) -> dict | None:
    """The metadata mapping of a header line ``{"kbgate_eval": {...}}``, else ``None``."""
    if HEADER_KEY not in line:
        return None
    try:
        data = json.loads(line)
    except json.JSONDecodeError:
        return None
    if isinstance(data, dict) and set(data) == {HEADER_KEY}:
        return data[HEADER_KEY] if isinstance(data[HEADER_KEY], dict) else {}
    return None


def sidecar_path(path: str | Path) -> Path:
    """Where the sidecar metadata of an eval file lives: ``NAME.meta.yaml`` beside ``NAME.jsonl``."""
    p = Path(path)
    return p.with_name(f"{p.stem}.meta.yaml")


def load_eval_meta(path: str | Path) -> EvalMeta:
    """The metadata of an eval file: its header line, else its sidecar, else only the name.

    ``name`` defaults to the file stem (``locked`` for ``locked.jsonl``).

    Raises:
        InputError: the header or sidecar is not valid metadata.
    """
    import yaml

    p = Path(path)
    raw: dict | None = None
    where = p.name
    if p.is_file():
        for line in p.read_text(encoding="utf-8-sig").splitlines():
            if line.strip():
                raw = header_of(line)
                break
    side = sidecar_path(p)
    if raw is None and side.is_file():
        where = side.name
        try:
            raw = yaml.safe_load(side.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            raise InputError(f"eval metadata {side} is not valid YAML or JSON ({exc}); fix or remove it") from None
        if not isinstance(raw, dict):
            raise InputError(f"eval metadata {side} must be a mapping of name, dataset_version, split, ...")
    try:
        meta = EvalMeta.model_validate(raw or {})
    except ValidationError as exc:
        errors = [f"field '{loc}': {msg}" for loc, msg in validation_messages(
            exc, extra="unknown field; use name, dataset_version, knowledge_version, annotator, effective_date, split")]
        raise InputError(f"eval metadata in {where} is invalid: " + "; ".join(errors)) from None
    return meta if meta.name else meta.model_copy(update={"name": p.stem})


def locked_notice(path: str | Path, store_spec: str | None = None) -> str | None:
    """A warning for commands other than the gate that read a locked eval set, else ``None``.

    A set is locked when its metadata says ``split: locked``, or when its digest is the
    registered locked set of the store (``store_spec``) under its name.
    """
    meta = load_eval_meta(path)
    registered = registered_locked(store_spec).get(meta.name) if store_spec else None
    if meta.split != "locked" and registered != eval_set_digest(path):
        return None
    return (f"{Path(path).name} is the locked eval set '{meta.name}'; do not tune on it "
            "(use a tuning split), it only gates releases")


def _registry_path(store_spec: str) -> Path:
    from kbgate.audit import audit_root

    return audit_root(store_spec) / "evalsets.json"


def registered_locked(store_spec: str) -> dict[str, str]:
    """Every locked eval set registered in the store: name -> sha256 digest."""
    path = _registry_path(store_spec)
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InputError(f"eval-set registry {path} is unreadable ({exc}); restore it from a backup") from None
    return {str(k): str(v) for k, v in data.get("locked", {}).items()}


def register_locked(store_spec: str, name: str, digest: str) -> str | None:
    """Register ``digest`` as the locked eval set ``name`` of the store, if not registered yet.

    The first registration of a name wins: a later call with another digest does not
    overwrite it, so a changed set stays visible as changed. The file is replaced
    atomically (temporary file, fsync, ``os.replace``).

    Returns:
        The digest registered before this call, or ``None`` when ``name`` was new.
    """
    import fcntl

    path = _registry_path(store_spec)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name("evalsets.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        current = registered_locked(store_spec)
        previous = current.get(name)
        if previous is None:
            current[name] = digest
            write_atomic(path, json.dumps({"locked": current}, indent=2, sort_keys=True))
        return previous


def append_cases(path: str | Path, cases: list[EvalCase], split: str) -> list[str]:
    """Append ``cases`` to the eval set at ``path`` (skipping case ids already there); returns the ids added.

    A new file starts with a header line marking it ``split: <split>``.
    """
    p = Path(path)
    have = {c.case_id for c in load_eval_set(p)} if p.is_file() else set()
    new = [c for c in cases if c.case_id not in have]
    if not new:
        return []
    p.parent.mkdir(parents=True, exist_ok=True)
    fresh = not p.is_file() or p.stat().st_size == 0
    with open(p, "a", encoding="utf-8") as f:
        if fresh:
            f.write(json.dumps({HEADER_KEY: {"name": p.stem, "split": split}}) + "\n")
        for c in new:
            f.write(json.dumps(c.model_dump(mode="json", exclude_none=True), ensure_ascii=False) + "\n")
    return [c.case_id for c in new]


def promote_failed_cases(challenge_path: str | Path, cases: list[EvalCase]) -> list[str]:
    """Append ``cases`` to the challenge set (:func:`append_cases`, ``split: challenge``); returns the ids added."""
    return append_cases(challenge_path, cases, "challenge")
