"""ACL drift: who can read each document in the candidate version versus the baseline.

Rules:

* A document's *readers* in a version are the actors ``tenant:role`` that may read at
  least one of its chunks there, recomputed from the chunk payload and the policy
  (:func:`kbgate.acl.leak_kind` of :meth:`kbgate.acl.DocAccess.from_payload`): the chunk's
  tenant, and the roles of its ``allowed_roles`` that the policy clears for its
  ``classification``; a chunk without ``allowed_roles`` has none. Documents are
  compared by ``doc_id``, across versions of the document.
* Readers also hold each listed user (``tenant:user#H``) and group (``tenant:group:G``)
  that may read the document under some role; a user or group added to a list is a new reader.
  A denied user the baseline had and the candidate lifts is a new reader ``tenant:user#H``.
* A document is *widened* when the candidate has a reader the baseline did not have.
  Documents new in the candidate are not drift (there is nothing to widen).
* Any widening needs a reviewer's sign-off (the gate WARNs at least); widening a
  document that the baseline held at the policy's most sensitive level (``restricted``
  in the example policy) BLOCKs.
* The reviewers named for a document are the roles cleared for its most sensitive
  baseline classification (for a ``restricted`` document: ``risk_officer``): those who
  may already read everything the document held.
"""

from __future__ import annotations

from collections.abc import Iterable

from kbgate.acl import DocAccess, leak_kind
from kbgate.masking import user_ref
from kbgate.models import principal_lists
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor


def doc_acls(policy: Policy, payloads: Iterable[dict]) -> dict[str, dict]:
    """Per ``doc_id``: readers, classifications, tenants and versions found in ``payloads``.

    A document's chunks almost always share one ACL, so the readers of each distinct
    (tenant, classification, roles) are computed once, not once per chunk.
    """
    out: dict[str, dict] = {}
    readers_of: dict[tuple, list[str]] = {}
    for p in payloads:
        doc = out.setdefault(p.get("doc_id") or "?", {"readers": set(), "classification": set(),
                                                     "tenant_id": set(), "versions": set(), "denied": set()})
        doc["denied"].update((p.get("tenant_id"), u) for u in p.get("denied_users") or ())
        lists = principal_lists(p)
        acl = (p.get("tenant_id"), p.get("classification"), tuple(p.get("allowed_roles") or ()),
               *((name, tuple(v)) for name, v in lists.items()))
        readers = readers_of.get(acl)
        if readers is None:
            readers = readers_of[acl] = _readers(policy, DocAccess.from_payload(policy, p))
        doc["readers"].update(readers)
        doc["classification"].add(str(p.get("classification")))
        doc["tenant_id"].add(str(p.get("tenant_id")))
        doc["versions"].add(str(p.get("version")))
    return out


def _readers(policy: Policy, doc: DocAccess) -> list[str]:
    """``tenant:role`` for each role that may read ``doc``; ``tenant:user#H`` and ``tenant:group:G`` for each listed
    user and group that may read it under some role; ``tenant:all-but:U`` for each denied user (a lifted denial
    widens)."""
    t = doc.tenant_id
    roles = sorted(policy.roles)
    out = [f"{t}:{r}" for r in roles if leak_kind(policy, doc, Actor(t, r)) is None]
    out += [f"{t}:{user_ref(u)}" for u in sorted(doc.users) if any(leak_kind(policy, doc, Actor(t, r, u)) is None
                                                               for r in roles)]
    out += [f"{t}:group:{g}" for g in sorted(doc.groups)
            if any(leak_kind(policy, doc, Actor(t, r, None, (g,))) is None for r in roles)]
    return out


def _view(acl: dict) -> dict:
    return {k: sorted(v) for k, v in acl.items() if k != "denied"}


def acl_drift(policy: Policy, baseline: Iterable[dict], candidate: Iterable[dict]) -> dict:
    """Compare the ACLs of two versions' chunk payloads (see the module rules).

    ``baseline`` and ``candidate`` are payloads of :data:`kbgate.store.ACL_FIELDS`, as
    :meth:`kbgate.store.Store.acl_rows` gives them (one per distinct ACL of a document is enough).

    Returns:
        ``{"widened": [{doc_id, old, new, added_readers, restricted, reviewers}], "narrowed": [doc_id...],
        "reviewer_required": bool, "block": bool}``.
    """
    top = policy.classification_levels[-1]
    old, new = doc_acls(policy, baseline), doc_acls(policy, candidate)
    widened, narrowed = [], []
    for doc_id in sorted(set(old) & set(new)):
        added = new[doc_id]["readers"] - old[doc_id]["readers"]
        added |= {f"{t}:{user_ref(u)}" for t, u in old[doc_id]["denied"] - new[doc_id]["denied"]} if new[doc_id]["readers"] \
            else set()
        if added:
            known = [c for c in old[doc_id]["classification"] if c in policy.classification_levels]
            level = max(known, key=policy.level_rank) if known else top
            widened.append({"doc_id": doc_id, "old": _view(old[doc_id]), "new": _view(new[doc_id]),
                            "added_readers": sorted(added), "restricted": top in old[doc_id]["classification"],
                            "reviewers": policy.roles_cleared_for(level)})
        elif old[doc_id]["readers"] - new[doc_id]["readers"]:
            narrowed.append(doc_id)
    return {"widened": widened, "narrowed": narrowed, "reviewer_required": bool(widened),
            "block": any(w["restricted"] for w in widened)}
