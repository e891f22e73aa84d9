"""Auditing a Qdrant collection kbgate did not build, against the corpus manifest and the policy.

A third-party pipeline labels its points with its own payload keys. ``fields.yaml``
(:class:`FieldMap`) says where each kbgate notion lives in that payload; the audit scrolls
every point (payload only, never vectors) and judges its labels against the truth
(:class:`kbgate.acl.AccessTruth` and :func:`access_tests.truth.stale_reasons`: the manifest
and the policy, never the payload).

In order: ``fields.yaml`` and reading a payload key (:class:`FieldMap`, :func:`payload_values`), the
manifest and policy as of a date (:class:`AuditTruth`), the rules, one finding per point, and the
exposures (:func:`audit_points`), the live collection, read only (:func:`open_client`,
:func:`audit_collection`) and the ``kbgate.collection-audit/1`` report (:func:`audit_report`).

Rules (:func:`audit_points`), one finding per point, code and field:

* ``ORPHAN_POINT``: the point has no ``doc_id`` or ``version``, more than one of either, or a
  ``doc_id@version`` no accepted manifest record holds. Its labels cannot be judged (only
  ``NO_TENANT`` and ``NO_ACL`` still apply).
* ``NO_TENANT``: the tenant key is missing, null or an empty list.
* ``NO_ACL``: a mapped ACL key (``roles``/``groups`` or ``classification``) is missing or null.
  An empty roles list is an ACL that admits nobody (compared like any other).
* ``ACL_MISMATCH`` (one per disagreeing field, ``field`` names it):
  ``tenant``: the payload holds a tenant other than the manifest's ``tenant_id``: *widened*
  (a document without a tenant is readable by nobody, so any tenant widens);
  ``roles``: the policy roles in the payload differ from the effective ACL
  (:meth:`kbgate.policy.Policy.effective_roles`): a role the truth does not admit is *widened*,
  a missing one *narrowed*; labels that are no policy role admit no actor and are ignored.
  When ``fields.yaml`` maps no roles, a document whose ``allowed_roles`` narrows the roles
  cleared for its level is *widened* (a level-only filter cannot express the narrowing);
  ``classification``: the payload level differs from the manifest's: less sensitive is
  *widened*, more sensitive *narrowed*; an unknown level on either side is *widened* (fail
  closed). With several levels in the payload, the least sensitive counts.
* ``STALE_POINT``: the point belongs to a withdrawn document or one on the deletion list
  (``reason`` ``withdrawn``/``deleted``), or to one ingest would keep out as of ``as_of``:
  ``expired``, ``not_yet_effective``, ``superseded`` (the rules of ``kbgate access``'s
  ``STALE_SERVED``). Its labels are judged too: a stale point can also be mislabelled.

Severity: ``leak`` for a widened ``ACL_MISMATCH``, ``NO_TENANT``, ``NO_ACL`` and a withdrawn or
deleted ``STALE_POINT``; ``warn`` for the rest. ``fail_on="warn"`` (default) fails on any
finding, ``fail_on="leak"`` only on leak findings.

Coverage (not a finding): ``not_in_collection`` lists the *servable* documents (not stale, with a
tenant and at least one reader) of which no point was seen.

Exposure: for each judged point, the actors a filter honouring its payload labels admits
(tenant in the payload tenants, role in the payload roles when mapped, role cleared for the
payload level when mapped: :func:`kbgate.acl.leak_kind` of the labels as a payload,
:meth:`kbgate.acl.DocAccess.from_payload`) but the truth forbids, with the access test's leak kind. They fill
the exposure matrix, in the shape of the access report's leak matrix.

Value maps (``values:``) translate the pipeline's labels to the policy's before any comparison;
labels without an entry are taken as written. Reports hold ids and labels only, never text;
labels pass through :func:`kbgate.audit.default_mask_text`.
"""

from __future__ import annotations

import datetime as dt
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from access_tests.judge import actor_name
from access_tests.report import leak_matrix
from access_tests.truth import stale_reasons
from kbgate.acl import AccessTruth, DocAccess, leak_kind
from kbgate.audit import default_mask_text
from kbgate.errors import ConfigError, InputError, StoreError, validation_messages
from kbgate.masking import user_ref
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor


class FieldMap(BaseModel):
    """``fields.yaml``: where each kbgate notion lives in the collection's payload.

    Every value is a payload key; dotted keys reach into nested objects (``meta.acl.tenant``),
    and a list met on the way is walked element by element (``acl.group`` over
    ``acl: [{group: a}, {group: b}]``). ``doc_id``, ``version`` and ``tenant`` are required,
    and at least one ACL key: ``roles`` (or its synonym ``groups``) and/or ``classification``.
    Per-user ACLs map ``users`` (the manifest's ``allowed_users``), ``user_groups``
    (``allowed_groups``: groups of users, not roles) and ``denied_users``.
    ``chunk_id`` is reported with each finding; ``text`` documents where the text lives and is
    never read. ``values`` maps the pipeline's labels to the policy's, per notion.

    Example:
        >>> FieldMap.model_validate({"doc_id": "src.doc", "version": "src.rev", "tenant": "acl.tenant",
        ...                          "groups": "acl.groups", "values": {"roles": {"agents": "support_agent"}}}).roles
        'acl.groups'
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc_id: str
    version: str
    tenant: str
    roles: str | None = None
    groups: str | None = None
    classification: str | None = None
    users: str | None = None
    user_groups: str | None = None
    denied_users: str | None = None
    chunk_id: str | None = None
    text: str | None = None
    values: dict[str, dict[str, str]] = Field(default_factory=dict)

    @field_validator("doc_id", "version", "tenant", "roles", "groups", "classification", "users", "user_groups",
                     "denied_users", "chunk_id", "text")
    @classmethod
    def _payload_key(cls, v: str | None) -> str | None:
        if v is not None and (not v.strip() or any(not part.strip() for part in v.split("."))):
            raise ValueError(f"'{v}' is not a payload key; write a key such as meta.acl.tenant (no empty parts)")
        return v

    @field_validator("values", mode="before")
    @classmethod
    def _labels_as_text(cls, v: Any) -> Any:
        """Labels as strings (YAML may read ``1`` or ``yes``); ``groups`` is a synonym of ``roles`` here too."""
        if isinstance(v, dict):
            return {"roles" if k == "groups" and "roles" not in v else k:
                    {str(a): str(b) for a, b in m.items()} if isinstance(m, dict) else m for k, m in v.items()}
        return v

    @model_validator(mode="after")
    def _one_acl(self) -> FieldMap:
        if self.roles and self.groups:
            raise ValueError("give roles or groups, not both (groups is a synonym of roles)")
        if not (self.roles or self.groups or self.classification):
            raise ValueError("map at least one ACL key: roles (or groups) and/or classification")
        unknown = sorted(set(self.values) - {"tenant", "roles", "classification"})
        if unknown:
            raise ValueError(f"values: unknown notion(s) {', '.join(unknown)}; map labels of tenant, roles "
                             "or classification")
        return self

    @property
    def roles_key(self) -> str | None:
        return self.roles or self.groups

    def acl_keys(self) -> dict[str, str]:
        """The mapped ACL notions and their payload keys, in the order they are judged."""
        return {notion: key for notion, key in (("roles", self.roles_key), ("classification", self.classification),
                                                ("users", self.users), ("user_groups", self.user_groups),
                                                ("denied_users", self.denied_users)) if key}

    def fetched_keys(self) -> list[str]:
        """The top-level payload keys the audit asks Qdrant for (the text key is never asked for)."""
        keys = [self.doc_id, self.version, self.tenant, *self.acl_keys().values(), self.chunk_id]
        return sorted({k.split(".")[0] for k in keys if k})

    def label(self, notion: str, value: str) -> str:
        return self.values.get(notion, {}).get(value, value)


def load_field_map(path: str | Path) -> FieldMap:
    """Read and validate ``fields.yaml``.

    Raises:
        ConfigError: missing file, bad YAML, or invalid keys (each named by its YAML key path).
    """
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"fields file {p} not found; write a YAML mapping of doc_id, version, tenant and roles "
                          "or classification to your payload keys (see docs/audit-collection.md)")
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"fields file {p} is not valid YAML: {exc}; fix the syntax and retry") from None
    if not isinstance(data, dict):
        raise ConfigError(f"fields file {p} must be a YAML mapping (doc_id: KEY, version: KEY, tenant: KEY, ...)")
    try:
        return FieldMap.model_validate(data)
    except ValidationError as exc:
        lines = [f"{loc}: {msg}" if loc else msg for loc, msg in validation_messages(exc)]
        raise ConfigError(f"fields file {p} is invalid:\n  " + "\n  ".join(lines)) from None


def payload_values(payload: dict, key: str) -> list[Any] | None:
    """Every value at dotted ``key``; ``None`` when the key is absent or null.

    A list on the way is walked element by element; a list at the end is its elements. An
    empty list, at the end or on the way, is present and empty (an ACL admitting nobody);
    nulls are dropped.
    """
    found = False
    out: list[Any] = []

    def walk(node: Any, parts: list[str]) -> None:
        nonlocal found
        if not parts:
            items = node if isinstance(node, list) else [] if node is None else [node]
            found = found or node is not None
            out.extend(v for v in items if v is not None)
        elif isinstance(node, list):
            found = found or not node
            for item in node:
                walk(item, parts)
        elif isinstance(node, dict) and parts[0] in node:
            walk(node[parts[0]], parts[1:])

    walk(payload, key.split("."))
    return out if found else None


class AuditTruth:
    """The truth a collection is judged against: the manifest's ACLs and stale reasons as of a date."""

    def __init__(self, policy: Policy, truth: AccessTruth, stale: dict[str, str], as_of: dt.date,
                 deleted: Iterable[str] = (), rejected: int = 0):
        self.policy, self.truth, self.stale, self.as_of = policy, truth, stale, as_of
        self.deleted = set(deleted)
        self.rejected = rejected

    @classmethod
    def from_corpus(cls, root: str | Path, policy: Policy, *, as_of: dt.date | None = None,
                    deleted: Iterable[str] = ()) -> AuditTruth:
        """Truth from a corpus directory's manifest (documents are not loaded)."""
        from kbgate.corpus.manifest import read_manifest

        manifest = read_manifest(Path(root))
        records = [r for _, r in manifest.records]
        as_of = as_of or dt.date.today()
        deleted = set(deleted)
        return cls(policy, AccessTruth(policy, records, deleted), stale_reasons(records, as_of), as_of, deleted,
                   len(manifest.rejected))

    def stale_reason(self, doc: DocAccess) -> tuple[str, str] | None:
        """``(reason code, message)`` when the document should not be in the collection."""
        if doc.deleted:
            listed = doc.doc_id in self.deleted or doc.key in self.deleted
            return ("deleted", "on the deletion list") if listed else ("withdrawn", "withdrawn in the manifest")
        why = self.stale.get(doc.key)
        if why is None:
            return None
        return ("not_yet_effective" if why.startswith("not ") else why.split(" ", 1)[0]), why

    def servable(self) -> list[str]:
        """Document keys that belong in a collection: not stale, with a tenant and at least one reader."""
        return sorted(k for k, d in self.truth.docs.items()
                      if d.tenant_id and d.roles and self.stale_reason(d) is None)


CODES = ("ACL_MISMATCH", "STALE_POINT", "NO_TENANT", "NO_ACL", "ORPHAN_POINT")
LEAK_STALE_REASONS = ("withdrawn", "deleted")
#: findings kept in full (every finding is counted)
MAX_LISTED = 10_000


@dataclass(frozen=True)
class CollectionFinding:
    """One problem of one point. ``payload`` and ``expected`` are labels (masked), never text."""

    code: str
    severity: str  # "leak" or "warn"
    point_id: str
    message: str
    doc: str | None = None
    chunk_id: str | None = None
    field: str | None = None
    direction: str | None = None  # "widened" / "narrowed" for ACL_MISMATCH
    reason: str | None = None  # STALE_POINT: withdrawn, deleted, expired, not_yet_effective, superseded
    payload: Any = None
    expected: Any = None

    def to_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass
class CollectionAudit:
    """The one result of :func:`audit_points`: the findings, the counts and the exposures.

    Every finding is counted (``tally``: per code; ``leaks``: leak findings), but only the first
    ``max_listed`` are kept in ``findings``, so a mislabel repeated over a whole collection
    cannot exhaust memory. ``exposures`` counts points per (actor, leak kind, owning tenant,
    classification).
    """

    points: int = 0
    findings: list[CollectionFinding] = field(default_factory=list)
    tally: Counter = field(default_factory=Counter)
    leaks: int = 0
    exposures: Counter = field(default_factory=Counter)
    docs_seen: set[str] = field(default_factory=set)
    max_listed: int = MAX_LISTED

    def add(self, finding: CollectionFinding) -> None:
        self.tally[finding.code] += 1
        self.leaks += finding.severity == "leak"
        if len(self.findings) < self.max_listed:
            self.findings.append(finding)

    def counts(self) -> dict[str, int]:
        return {code: self.tally[code] for code in CODES}

    def verdict(self, fail_on: str = "warn") -> dict:
        """``leaks`` (a leak finding), ``findings`` (others, under ``fail_on="warn"``) or ``passed``."""
        rest = sum(self.tally.values()) - self.leaks
        reasons = [f"{n} {code} point(s)" for code, n in self.counts().items() if n]
        status = "leaks" if self.leaks else "findings" if rest and fail_on == "warn" else "passed"
        return {"status": status, "passed": status == "passed", "exit_code": 0 if status == "passed" else 1,
                "reasons": reasons}

    def exposures_by_kind(self) -> dict[str, int]:
        """Exposed (point, actor) pairs per leak kind."""
        kinds: Counter = Counter()
        for (_, kind, _, _), n in self.exposures.items():
            kinds[kind] += n
        return dict(sorted(kinds.items()))

    def matrix(self, policy: Policy) -> dict:
        """The exposure matrix in the access report's leak-matrix shape (cells: points)."""
        points = Counter()
        for (actor, _, tenant, level), n in self.exposures.items():
            points[actor, tenant, level] += n
        out = leak_matrix([{"actor": a, "tenant_id": t, "classification": c} for a, t, c in points], policy)
        for (actor, tenant, level), n in points.items():
            out["cells"][actor][f"{tenant}/{level}"] = n
        return out


def _mask(value: Any) -> Any:
    if isinstance(value, list):
        return [_mask(v) for v in value]
    return default_mask_text(str(value)) if value is not None else None


def _one(values: list[Any] | None) -> str | None:
    distinct = sorted({str(v) for v in values or []})
    return distinct[0] if len(distinct) == 1 else None


def audit_points(records: Iterable[tuple[Any, dict]], fields: FieldMap, truth: AuditTruth, *,
                 max_listed: int = MAX_LISTED) -> CollectionAudit:
    """Judge every ``(point id, payload)`` against the truth (see the module rules); keep ``max_listed`` findings."""
    out = CollectionAudit(max_listed=max_listed)
    for point_id, payload in records:
        out.points += 1
        _judge_point(out, str(point_id), payload or {}, fields, truth)
    return out


def _judge_point(out: CollectionAudit, pid: str, payload: dict, fields: FieldMap, truth: AuditTruth) -> None:
    policy = truth.policy
    chunk = _one(payload_values(payload, fields.chunk_id)) if fields.chunk_id else None
    doc_id, version = _one(payload_values(payload, fields.doc_id)), _one(payload_values(payload, fields.version))
    doc = truth.truth.docs.get(f"{doc_id}@{version}") if doc_id and version else None
    said = doc.key if doc else _mask(f"{doc_id or '?'}@{version or '?'}")

    def add(code: str, severity: str, message: str, **kw: Any) -> None:
        out.add(CollectionFinding(code, severity, pid, message, doc=said, chunk_id=chunk, **kw))

    tenants_raw = payload_values(payload, fields.tenant)
    tenants = sorted({fields.label("tenant", str(t)) for t in tenants_raw or []})
    if not tenants:
        add("NO_TENANT", "leak", f"point {pid} has no tenant ({fields.tenant}); any filter that forgets the "
            "tenant reaches it: label it with its document's tenant", field="tenant")
    acl: dict[str, list[str] | None] = {}
    for notion, key in fields.acl_keys().items():
        raw = payload_values(payload, key)
        if raw is None and notion in ID_NOTIONS:  # no user or group list: nobody listed, not a missing ACL
            raw = []
        acl[notion] = None if raw is None or (notion == "classification" and not raw) else \
            sorted({fields.label(notion, str(v)) for v in raw})
        if acl[notion] is None:
            add("NO_ACL", "leak", f"point {pid} has no {notion} ({key}); any filter that forgets the ACL reaches "
                f"it: label it with its document's {notion}", field=notion)

    if doc is None:
        add("ORPHAN_POINT", "warn", f"point {pid} ({fields.doc_id}@{fields.version} = {said}) matches no "
            "manifest record; delete it or add its document to the manifest")
        return
    out.docs_seen.add(doc.key)
    stale = truth.stale_reason(doc)
    if stale:
        add("STALE_POINT", "leak" if stale[0] in LEAK_STALE_REASONS else "warn",
            f"point {pid} belongs to {doc.key}, {stale[1]}; delete the document's points from the collection",
            reason=stale[0])
    widened = [bool(tenants) and _compare_tenant(add, doc, tenants)]
    widened += [_COMPARE[notion](add, policy, doc, labels) for notion, labels in acl.items() if labels is not None]
    if fields.roles_key is None:
        widened.append(_unmapped_roles(add, policy, doc))
    if doc.denied and fields.denied_users is None:
        add("ACL_MISMATCH", "leak", f"{doc.key}: the manifest denies {len(doc.denied)} user(s) but fields.yaml maps "
            "no denied_users, so no filter can exclude them; store the denials in the payload and map them",
            field="denied_users", direction="widened", payload=None, expected=[user_ref(u) for u in sorted(doc.denied)])
        widened.append(True)
    if doc.deleted or any(widened):  # else the labels admit no actor the truth forbids
        _exposures(out, policy, doc, tenants, acl, truth.truth.actors)


def _compare_tenant(add: Callable, doc: DocAccess, tenants: list[str]) -> bool:
    """Any tenant but the manifest's widens (a document has one tenant, and ``tenants`` is not empty)."""
    expected = [doc.tenant_id] if doc.tenant_id else []
    if tenants == expected:
        return False
    add("ACL_MISMATCH", "leak", f"{doc.key}: payload tenant {_mask(tenants)} but the manifest says "
        f"{expected or 'none (readable by nobody)'}", field="tenant", direction="widened", payload=_mask(tenants),
        expected=expected)
    return True


def _compare_roles(add: Callable, policy: Policy, doc: DocAccess, roles: list[str]) -> bool:
    given = set(roles) & set(policy.roles)
    if given == doc.roles:
        return False
    extra, missing = sorted(given - doc.roles), sorted(doc.roles - given)
    widened = bool(extra)
    detail = f"admits {', '.join(extra)} beyond the effective ACL" if widened else f"omits {', '.join(missing)}"
    add("ACL_MISMATCH", "leak" if widened else "warn", f"{doc.key}: payload roles {detail} "
        f"({sorted(doc.roles) or 'nobody'})", field="roles",
        direction="widened" if widened else "narrowed", payload=_mask(roles), expected=sorted(doc.roles))
    return widened


def _unmapped_roles(add: Callable, policy: Policy, doc: DocAccess) -> bool:
    """Without a roles key, a filter admits every role cleared for the level: wider than an ``allowed_roles`` ACL."""
    cleared = set(policy.roles_cleared_for(doc.classification))
    if cleared == doc.roles:
        return False
    add("ACL_MISMATCH", "leak", f"{doc.key}: the payload has no roles (fields.yaml maps none), so a filter admits "
        f"every role cleared for {doc.classification} ({', '.join(sorted(cleared))}), but the manifest narrows it "
        f"to {sorted(doc.roles) or 'nobody'}; store the roles in the payload and map them", field="roles",
        direction="widened", payload=None, expected=sorted(doc.roles))
    return True


def _widest_level(policy: Policy, levels: list[str]) -> str:
    """The level a filter would honour: an unknown one if any (fail closed), else the least sensitive."""
    unknown = [lv for lv in levels if lv not in policy.classification_levels]
    return unknown[0] if unknown else min(levels, key=policy.level_rank)


def _compare_level(add: Callable, policy: Policy, doc: DocAccess, levels: list[str]) -> bool:
    given = _widest_level(policy, levels)
    if given == doc.classification:
        return False
    known = given in policy.classification_levels and doc.classification in policy.classification_levels
    widened = not known or policy.level_rank(given) < policy.level_rank(doc.classification)
    add("ACL_MISMATCH", "leak" if widened else "warn",
        f"{doc.key}: payload classification {_mask(given)} but the manifest says {doc.classification}"
        + ("" if known else " (a level the policy does not know is judged as widening)"),
        field="classification", direction="widened" if widened else "narrowed",
        payload=_mask(levels), expected=doc.classification)
    return widened


#: the notions of per-user ACLs; a point without them lists nobody
ID_NOTIONS = ("users", "user_groups", "denied_users")


def _compare_ids(notion: str, truth_of: Callable[[DocAccess], frozenset], widens: str) -> Callable:
    """Compare a payload's user or group list with the manifest's; ``widens``: ``extra`` (an allow list) or
    ``missing`` (the denials) labels are the ones that admit someone the truth forbids. Users are named by hash."""
    def compare(add: Callable, policy: Policy, doc: DocAccess, labels: list[str]) -> bool:
        want = truth_of(doc)
        extra, missing = sorted(set(labels) - want), sorted(want - set(labels))
        if not extra and not missing:
            return False
        widened = bool(extra if widens == "extra" else missing)
        name = user_ref if notion != "user_groups" else str
        said = ", ".join(name(v) for v in (extra or missing))
        add("ACL_MISMATCH", "leak" if widened else "warn", f"{doc.key}: payload {notion} "
            f"{'adds' if extra else 'omits'} {said}", field=notion, direction="widened" if widened else "narrowed",
            payload=[name(v) for v in labels], expected=[name(v) for v in sorted(want)])
        return widened
    return compare


#: how the labels of each ACL notion (:meth:`FieldMap.acl_keys`) are compared with the truth: each adds its
#: ``ACL_MISMATCH`` findings and says whether the labels widen the ACL
_COMPARE: dict[str, Callable[[Callable, Policy, DocAccess, list[str]], bool]] = {
    "roles": _compare_roles, "classification": _compare_level,
    "users": _compare_ids("users", lambda d: d.users, "extra"),
    "user_groups": _compare_ids("user_groups", lambda d: d.groups, "extra"),
    "denied_users": _compare_ids("denied_users", lambda d: d.denied, "missing")}


def _exposures(out: CollectionAudit, policy: Policy, doc: DocAccess, tenants: list[str],
               acl: dict[str, list[str] | None], identities: Iterable[Actor]) -> None:
    """Actors the payload labels admit but the truth forbids (see the module rules).

    ``acl`` holds the notions the fields map (``roles``, ``classification``): an unmapped
    notion filters nothing, a mapped one with no value (``None``) admits nobody.
    """
    by_roles, by_level = "roles" in acl, "classification" in acl
    roles, levels = acl.get("roles"), acl.get("classification")
    if (by_roles and roles is None) or (by_level and levels is None):
        return
    # The labels judged as a payload; an unmapped level is the least sensitive (cleared for every role).
    labels = {"classification": _widest_level(policy, levels) if by_level else policy.classification_levels[0],
              "allowed_roles": roles if by_roles else list(policy.roles),
              **{field: acl[notion] for notion, field in (("users", "allowed_users"), ("user_groups", "allowed_groups"),
                                                           ("denied_users", "denied_users")) if acl.get(notion)}}
    admits = [DocAccess.from_payload(policy, {**labels, "tenant_id": t}) for t in tenants]
    for actor in identities:
        admitted = any(leak_kind(policy, a, actor) is None for a in admits)
        kind = leak_kind(policy, doc, actor) if admitted else None
        if kind is not None:
            out.exposures[(actor_name(actor), kind, doc.tenant_id, doc.classification)] += 1


#: points scrolled per request
PAGE_SIZE = 1000


def open_client(spec: str, *, timeout: float = 10.0):
    """A qdrant-client for ``--store``: ``qdrant+http(s)://host:port`` (API key from ``$KBGATE_QDRANT_API_KEY``),
    plain ``http(s)://host:port``, or ``qdrant+local:PATH`` (qdrant-client local mode; PATH must exist).

    Raises:
        StoreError: an unknown spec, or a local path that is not qdrant-client local storage.
    """
    from qdrant_client import QdrantClient

    from kbgate.store import API_KEY_ENV, parse_store_spec

    try:
        kind, location = parse_store_spec(spec)
    except StoreError:
        kind, location = None, ""
    if kind == "local":
        path = Path(location)
        if not (path / "meta.json").is_file():
            raise StoreError(f"{path} is not a qdrant-client local storage (no meta.json); pass the path the "
                             "pipeline gave QdrantClient(path=...)")
        try:
            return QdrantClient(path=str(path))
        except RuntimeError as exc:
            raise StoreError(f"cannot open qdrant local storage {path}: {exc}; stop the process that holds it") \
                from None
    if kind == "server" and "://" not in location.split("://", 1)[1]:
        return QdrantClient(url=location, api_key=os.environ.get(API_KEY_ENV) or None, timeout=int(max(1, timeout)),
                            check_compatibility=False)
    raise StoreError(f"unknown --store '{spec}'; use qdrant+http(s)://host:port (API key in $KBGATE_QDRANT_API_KEY) "
                     "or qdrant+local:PATH")


def check_collection(client, spec: str, collection: str) -> int:
    """The number of points in ``collection``.

    Raises:
        StoreError: the server cannot be reached.
        InputError: no such collection (the message lists the ones there are).
    """
    try:
        if not client.collection_exists(collection):
            names = sorted(c.name for c in client.get_collections().collections)
            raise InputError(f"collection '{collection}' not found at {spec}; existing collections: "
                             f"{', '.join(names) or 'none'}")
        return client.count(collection, exact=True).count
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - qdrant-client's ApiException family or httpx errors
        status = getattr(exc, "status_code", None)
        if status in (401, 403):
            raise StoreError(f"Qdrant at {spec} refused the audit (HTTP {status}); set $KBGATE_QDRANT_API_KEY to an "
                             "API key, or a JWT that may read the collection") from None
        raise StoreError(f"cannot reach Qdrant at {spec} ({type(exc).__name__}: {str(exc).strip()[:200]}); check "
                         "the URL, that the server is running, and $KBGATE_QDRANT_API_KEY if it needs a key") from None


def scroll_points(client, collection: str, fields: FieldMap, *, page_size: int = PAGE_SIZE,
                  on_page: Callable[[int], None] | None = None) -> Iterator[tuple[Any, dict]]:
    """Every ``(point id, payload)`` of the collection, page by page (mapped top-level keys only, no vectors)."""
    offset = None
    keys = fields.fetched_keys()
    while True:
        records, offset = client.scroll(collection, limit=page_size, offset=offset, with_payload=keys,
                                        with_vectors=False)
        for r in records:
            yield r.id, r.payload or {}
        if on_page:
            on_page(len(records))
        if offset is None:
            return


def audit_collection(client, collection: str, fields: FieldMap, truth: AuditTruth, *, spec: str = "",
                     page_size: int = PAGE_SIZE, on_page: Callable[[int], None] | None = None) -> CollectionAudit:
    """Scroll the whole collection and judge every point (see the module rules).

    Args:
        client: an open qdrant-client (:func:`open_client`).
        collection: the collection to audit; it is only read.
        fields: where the notions live in the payload.
        truth: the manifest and policy as of a date.
        spec: how the store is named in error messages.
        page_size: points per scroll request.
        on_page: called with the number of points of each page scrolled.

    Raises:
        StoreError, InputError: see :func:`check_collection`.
    """
    check_collection(client, spec or collection, collection)
    return audit_points(scroll_points(client, collection, fields, page_size=page_size, on_page=on_page), fields, truth)


REPORT_SCHEMA = "kbgate.collection-audit/1"


def audit_report(audit: CollectionAudit, truth: AuditTruth, *, target: dict, fields: FieldMap, fail_on: str = "warn",
                 run_id: str | None = None) -> dict:
    """The ``kbgate.collection-audit/1`` report: the access report's shapes (verdict, matrix) plus the findings."""
    from kbgate.runs import new_run_id

    policy = truth.policy
    return {
        "schema": REPORT_SCHEMA, "run_id": run_id or new_run_id(),
        "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "policy": {"name": policy.name, "hash": policy.digest()},
        "target": target,
        "corpus": {"documents": len(truth.truth.docs), "rejected_records": truth.rejected, "as_of": str(truth.as_of)},
        "deleted": sorted(truth.deleted | {d.key for d in truth.truth.deleted}),
        "fields": fields.model_dump(exclude_none=True),
        "verdict": audit.verdict(fail_on), "fail_on": fail_on,
        "points": audit.points, "documents_seen": len(audit.docs_seen),
        "not_in_collection": sorted(set(truth.servable()) - audit.docs_seen), "counts": audit.counts(),
        "matrix": audit.matrix(policy), "exposures": audit.exposures_by_kind(),
        "findings_listed": len(audit.findings), "findings": [f.to_dict() for f in audit.findings],
    }


def text_summary(report: dict, top: int = 20) -> str:
    """What ``kbgate audit-collection`` prints in text mode."""
    from access_tests.report import matrix_text

    v = report["verdict"]
    lines = [f"Collection audit {report['run_id']}: {report['target']['description']}",
             f"{v['status'].upper()}" + "".join(f"\n  - {r}" for r in v["reasons"]), "",
             f"{report['points']} points, {report['documents_seen']} manifest documents seen, as of "
             f"{report['corpus']['as_of']}; servable documents not in the collection: "
             f"{len(report['not_in_collection'])} (not a finding)"
             + (f"; {report['corpus']['rejected_records']} manifest record(s) rejected, their points are orphans "
                "(see kbgate corpus inspect)" if report["corpus"]["rejected_records"] else ""),
             "  ".join(f"{code} {n}" for code, n in report["counts"].items()), "",
             "Exposure matrix (rows: actor; columns: owning tenant/classification; cells: points the payload "
             "labels admit but the truth forbids)", matrix_text(report["matrix"])]
    if report["findings"]:
        lines += ["", f"Findings (first {min(top, len(report['findings']))} of {len(report['findings'])}):"]
        for f in report["findings"][:top]:
            what = f["field"] and f"{f['field']} {f['direction'] or ''}".strip() or f["reason"] or ""
            lines.append(f"  {f['code']:13} {f['severity']:5} {what:22} point {f['point_id']}  {f['doc'] or '-'}")
    return "\n".join(lines)
