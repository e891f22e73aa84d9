"""Judging every point of a collection against the truth (:class:`AuditTruth`).

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

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from access_tests.collection_audit.fields import FieldMap, payload_values
from access_tests.collection_audit.truth import AuditTruth
from access_tests.judge import actor_name
from access_tests.report import leak_matrix
from kbgate.acl import DocAccess, leak_kind
from kbgate.audit import default_mask_text
from kbgate.masking import user_ref
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor

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

