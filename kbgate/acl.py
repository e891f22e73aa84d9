"""Who may read what: the ground truth of access, from the corpus manifest and the policy.

Access tests and the version gate judge every returned chunk against this truth, never
against the index's own payload (a mislabelled payload is exactly what they must catch).

The rules, in the order a leak is named:

1. ``deleted``: a document with ``status: withdrawn``, or listed in a deletion list, is
   readable by nobody, its own tenant's highest role included.
2. ``cross_tenant``: tenants are isolated absolutely. A tenant's ``public`` documents are
   public *within that tenant* only; a document without a tenant (null or ``""``) is
   readable by nobody.
3. ``above_clearance``: the actor's role is not cleared for the document's classification
   (an unknown or missing classification is cleared for nobody).
4. ``outside_allowed_roles``: the role is cleared, but the manifest's ``allowed_roles``
   narrows the document to other roles (the document has no user or group list).
5. ``outside_allowed_principals``: the document has ``allowed_users`` or ``allowed_groups``,
   and the reader matches none of its lists: not its role (when ``allowed_roles`` is
   given; without it, roles grant nothing), not its user id, none of its groups.
6. ``denied_user``: the reader's user id is in ``denied_users``, which wins over any allow.

An actor may read a document exactly when none of these applies. The roles that grant
access are :func:`granting_roles`, and an empty ACL means nobody. Examples (tenant and
clearance passed; ``-`` is a list not given)::

    allowed_roles  allowed_users  allowed_groups  denied_users   who may read
    -              -              -               -              every cleared role
    [hr]           -              -               -              role hr
    []             -              -               -              nobody
    -              [u1]           -               -              user u1 only (under any cleared role)
    [hr]           [u1]           -               -              role hr, and user u1
    -              -              [proj]          -              members of group proj
    -              []             -               -              nobody
    [hr]           -              -               [u2]           role hr except user u2

:func:`leak_kind` is the one place this rule is written. Every judge (access tests, the
version gate, the canary, ACL drift) builds a :class:`DocAccess` and asks it:

* :meth:`DocAccess.from_record` (a manifest record): ``allowed_roles: None`` means every
  role cleared for the classification, unless a user or group list is given.
* :meth:`DocAccess.from_payload` (a chunk payload in an index): the payload stores the
  *effective* ACL, and a missing, null or empty ``allowed_roles`` means **no role**, as the
  store filter (:func:`kbgate.retrieval.retriever.authorization_filter`) enforces. The roles are
  still recomputed through ``effective_roles``, which only narrows: a payload labelled
  with roles its classification does not clear cannot widen access.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from kbgate.errors import InputError
from kbgate.models import ManifestRecord, principal_lists
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor

LEAK_KINDS = ("deleted", "cross_tenant", "above_clearance", "outside_allowed_roles", "outside_allowed_principals",
              "denied_user")


@dataclass(frozen=True)
class DocAccess:
    """One document version's access facts, from its manifest record (or a chunk payload) and the policy."""

    doc_id: str
    version: str
    tenant_id: str | None
    classification: str | None
    allowed_roles: tuple[str, ...] | None
    roles: frozenset[str]  # the effective ACL within the tenant; empty means nobody
    deleted: bool
    title: str | None = None
    users: frozenset[str] = frozenset()
    groups: frozenset[str] = frozenset()
    denied: frozenset[str] = frozenset()
    principals: bool = False  # the document names users or groups (the kind of a miss)

    @property
    def key(self) -> str:
        return f"{self.doc_id}@{self.version}"

    @classmethod
    def from_record(cls, policy: Policy, record: ManifestRecord, deleted: bool = False) -> DocAccess:
        """A manifest record's access (see the module rules); withdrawn is deleted."""
        roles = record.allowed_roles
        return cls(doc_id=record.doc_id, version=record.version, tenant_id=record.tenant_id,
                   classification=record.classification,
                   allowed_roles=tuple(roles) if roles is not None else None,
                   roles=frozenset(granting_roles(policy, record)),
                   deleted=deleted or record.status == "withdrawn", title=record.title, **_principals(record))

    @classmethod
    def from_payload(cls, policy: Policy, payload: dict) -> DocAccess:
        """A chunk payload's access: a missing or null ``allowed_roles`` grants no role (see the module rules)."""
        roles = tuple(payload.get("allowed_roles") or ())
        return cls(doc_id=payload.get("doc_id"), version=payload.get("version"), tenant_id=payload.get("tenant_id"),
                   classification=payload.get("classification"), allowed_roles=roles,
                   roles=frozenset(policy.effective_roles(payload.get("classification"), list(roles))), deleted=False,
                   **_principals(payload))


def _principals(source) -> dict:
    lists = principal_lists(source)
    return {"users": frozenset(lists.get("allowed_users", ())), "groups": frozenset(lists.get("allowed_groups", ())),
            "denied": frozenset(lists.get("denied_users", ())),
            "principals": "allowed_users" in lists or "allowed_groups" in lists}


def granting_roles(policy: Policy, record: ManifestRecord) -> list[str]:
    """The roles that may read ``record`` (before users, groups and denials): ``allowed_roles`` within clearance;
    without ``allowed_roles``, every cleared role, or none when the record names users or groups."""
    if record.allowed_roles is None and (record.allowed_users is not None or record.allowed_groups is not None):
        return []
    return policy.effective_roles(record.classification, record.allowed_roles)


def actors(policy: Policy, docs: Iterable[DocAccess] = ()) -> list[Actor]:
    """Every identity access tests ask as.

    The policy's ``principals`` when it lists them. Otherwise each tenant × each role (no
    user id, no groups), plus, for each of ``docs`` with user or group lists or denials, in
    its tenant and under a role cleared for it (one that does not grant by itself when there
    is one): a listed user, a member of a listed group, a denied user under a granting role,
    and a colleague of the same tenant and role who matches none of the lists.
    """
    if policy.principals is not None:
        return [Actor(p.tenant, p.role, p.user_id, tuple(p.groups)) for p in policy.principals]
    out = [Actor(t, r) for t in policy.tenant_ids for r in sorted(policy.roles)]
    for doc in docs:
        cleared = policy.roles_cleared_for(doc.classification)
        if not (doc.principals or doc.denied) or doc.tenant_id not in policy.tenant_ids or not cleared:
            continue
        t = doc.tenant_id
        role = next((r for r in cleared if r not in doc.roles), cleared[0])
        out += [Actor(t, role, u) for u in sorted(doc.users)[:1]]
        out += [Actor(t, role, f"member-of-{g}", (g,)) for g in sorted(doc.groups)[:1]]
        out += [Actor(t, r, u) for u in sorted(doc.denied)[:1] for r in sorted(doc.roles)[:1]]
        out.append(Actor(t, role, f"colleague-{t}-{role}"))
    return list(dict.fromkeys(out))


def identity_classes(policy: Policy, docs: Iterable[DocAccess], identities: Iterable[Actor]) -> list[tuple[Actor, int]]:
    """Identities grouped by tenant, role and the documents they may read: one representative (the first) per class, and how
    many identities it stands for, so thousands of users are probed as a few readers."""
    docs = list(docs)
    classes: dict[tuple, list[Actor]] = {}
    for who in identities:
        readable = tuple(leak_kind(policy, d, who) is None for d in docs)
        classes.setdefault((who.tenant_id, who.role, readable), []).append(who)
    return [(members[0], len(members)) for members in classes.values()]


def leak_kind(policy: Policy, doc: DocAccess, actor: Actor) -> str | None:
    """Why ``actor`` may not read ``doc`` (one of :data:`LEAK_KINDS`), or ``None`` if it may."""
    if doc.deleted:
        return "deleted"
    if not doc.tenant_id or doc.tenant_id != actor.tenant_id:
        return "cross_tenant"
    if actor.role not in policy.roles_cleared_for(doc.classification):
        return "above_clearance"
    if actor.role not in doc.roles and actor.user_id not in doc.users and not doc.groups.intersection(actor.groups):
        return "outside_allowed_principals" if doc.principals else "outside_allowed_roles"
    if actor.user_id is not None and actor.user_id in doc.denied:
        return "denied_user"
    return None


def read_deleted_list(path: str | Path) -> set[str]:
    """Read a deletion list: one ``doc_id`` or ``doc_id@version`` per line; ``#`` starts a comment.

    Raises:
        InputError: the file is missing or a line is not a document key.
    """
    from kbgate.models import DOC_ID_RE

    p = Path(path)
    if not p.is_file():
        raise InputError(f"deletion list {p} not found; pass a text file with one doc_id or doc_id@version per line")
    out: set[str] = set()
    for n, raw in enumerate(p.read_text(encoding="utf-8-sig").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        doc_id, _, version = line.partition("@")
        if not DOC_ID_RE.match(doc_id) or ("@" in line and not version.strip()):
            raise InputError(f"{p.name} line {n}: '{line}' is not doc_id or doc_id@version; fix or remove the line")
        out.add(line)
    return out


class AccessTruth:
    """The access truth of a corpus: every document version's ACL, and the leak rule.

    Example:
        >>> truth = AccessTruth.from_corpus("fixtures/corpus", policy)  # doctest: +SKIP
        >>> truth.leak_kind(Actor("globex", "manager"), "refund-policy", "v2")  # doctest: +SKIP
        'cross_tenant'
    """

    def __init__(self, policy: Policy, records: Iterable[ManifestRecord], deleted: Iterable[str] = ()):
        self.policy = policy
        deleted = set(deleted)
        self.docs: dict[str, DocAccess] = {}
        self.versions: dict[str, list[DocAccess]] = {}
        for r in records:
            doc = DocAccess.from_record(policy, r, r.doc_id in deleted or r.key in deleted)
            self.docs[doc.key] = doc
            self.versions.setdefault(doc.doc_id, []).append(doc)
        #: the identities access tests ask as: one per class of :func:`identity_classes` over :func:`actors` of the
        #: policy and these documents; ``represents`` says how many identities each stands for
        classes = identity_classes(policy, self.docs.values(), actors(policy, self.docs.values()))
        self.actors: list[Actor] = [a for a, _ in classes]
        self.represents: dict[Actor, int] = dict(classes)

    @classmethod
    def from_corpus(cls, root: str | Path, policy: Policy, deleted: Iterable[str] = ()) -> AccessTruth:
        """Truth from a corpus directory's manifest (documents are not loaded)."""
        from kbgate.corpus.manifest import read_manifest

        return cls(policy, [r for _, r in read_manifest(Path(root)).records], deleted)

    def find(self, doc_id: str | None, version: str | None = None) -> list[DocAccess]:
        """The document versions a returned chunk may belong to (all versions when ``version`` is unknown)."""
        if doc_id is None:
            return []
        if version is not None:
            doc = self.docs.get(f"{doc_id}@{version}")
            return [doc] if doc else []
        return list(self.versions.get(doc_id, []))

    def leak_kind(self, actor: Actor, doc_id: str, version: str | None = None) -> str | None:
        """The leak kind if ``actor`` may not read the document, ``None`` if it may.

        With ``version`` unknown, the chunk is a leak only when the actor may read *no*
        version of the document (the strictest kind is named). A document unknown to the
        manifest is not judged here: callers report it as unattributable.
        """
        kinds = [leak_kind(self.policy, d, actor) for d in self.find(doc_id, version)]
        if not kinds or None in kinds:
            return None
        return min(kinds, key=LEAK_KINDS.index)

    def readers(self, doc: DocAccess) -> list[Actor]:
        """The actors of the policy that may read ``doc``."""
        return [a for a in self.actors if leak_kind(self.policy, doc, a) is None]

    @property
    def deleted(self) -> list[DocAccess]:
        return [d for d in self.docs.values() if d.deleted]
