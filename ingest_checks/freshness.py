"""``freshness``: validity windows and versions, checked against the run's ``as_of`` date.

Rules (withdrawn documents are ignored here; the ``withdrawn`` check reports them):

* ``EXPIRED``: ``expires_at < as_of`` (a document is still valid on its expiry day).
* ``NOT_YET_EFFECTIVE``: ``effective_from > as_of``.
* The remaining rules look only at documents *in force* at ``as_of`` (effective and not
  expired); an expired or future document already has its finding.
* ``SUPERSEDED``: the document's ``doc_id@version`` is listed in the ``supersedes`` of
  another document in force; or an older version of the same ``doc_id`` has no
  ``expires_at`` while a newer version is in force (the newer one implicitly replaces it).
* ``VERSION_CONFLICT``: two versions of one ``doc_id`` are in force together, with no
  ``supersedes`` link from the newer to the older, and the older one either has an explicit
  ``expires_at`` (a deliberate, but colliding, overlap) or starts on the same day (nothing
  says which is current). Both are flagged: without a ``supersedes`` link neither version
  can be trusted, so the newest one in force is held too. Each message names the other version.

"Newer" orders by ``effective_from``, then by the version string compared naturally
(``v10`` after ``v9``). The newest version in force of a ``doc_id`` is never flagged
``SUPERSEDED``; it is flagged ``VERSION_CONFLICT`` only together with an older version
that conflicts with it, and at most once.
"""

from __future__ import annotations

import re

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding


class FreshnessParams(CheckParams):
    """Parameters of the ``freshness`` check (only the common keys)."""


def version_key(version: str) -> tuple:
    """Natural sort key of a version string: ``v2`` < ``v10``, ``1.9`` < ``1.10``."""
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.findall(r"\d+|\D+", version))


def _order_key(doc: Document) -> tuple:
    return doc.record.effective_from, version_key(doc.record.version)


def freshness_groups(doc: Document) -> tuple[str, ...]:
    """Group keys of ``freshness``: the document's ``doc_id``, then each ``doc_id`` it supersedes."""
    return (doc.record.doc_id, *(key.split("@", 1)[0] for key in doc.record.supersedes))


@register("freshness", category="freshness", scope="corpus", params=FreshnessParams,
          runs="grouped", group_by=freshness_groups,
          default_action="quarantine", default_severity="high",
          codes=("EXPIRED", "NOT_YET_EFFECTIVE", "SUPERSEDED", "VERSION_CONFLICT"), evidence="metadata")
def check_freshness(docs: list[Document], params: FreshnessParams, ctx: RunContext) -> list[Finding]:
    """Expired, not yet effective, superseded and conflicting versions as of the run date."""
    as_of = ctx.as_of
    out: list[Finding] = []
    in_force: list[Document] = []
    for doc in docs:
        rec = doc.record
        if rec.status == "withdrawn":
            continue
        if rec.expires_at is not None and rec.expires_at < as_of:
            out.append(check_freshness.finding(
                params, doc, "EXPIRED",
                f"{doc.key} expired on {rec.expires_at} (as of {as_of}); withdraw it or publish a "
                "current version", evidence=f"expires_at={rec.expires_at}"))
        elif rec.effective_from > as_of:
            out.append(check_freshness.finding(
                params, doc, "NOT_YET_EFFECTIVE",
                f"{doc.key} takes effect on {rec.effective_from}, after {as_of}; ingest it on or after "
                "that date", evidence=f"effective_from={rec.effective_from}", severity="medium"))
        else:
            in_force.append(doc)

    by_key: dict[str, list[Document]] = {}
    by_doc_id: dict[str, list[Document]] = {}
    for doc in in_force:
        by_key.setdefault(doc.key, []).append(doc)
        by_doc_id.setdefault(doc.record.doc_id, []).append(doc)
    newest = {doc_id: max(group, key=_order_key) for doc_id, group in by_doc_id.items()}

    flagged: set[int] = set()
    # explicit links: a document in force lists another in its supersedes
    for newer in in_force:
        for key in newer.record.supersedes:
            for old in by_key.get(key, []):
                if old is newer or id(old) in flagged:
                    continue
                if old is newest[old.record.doc_id] and old.record.doc_id == newer.record.doc_id:
                    continue  # an older version cannot supersede the newest one
                flagged.add(id(old))
                out.append(check_freshness.finding(
                    params, old, "SUPERSEDED",
                    f"{old.key} is superseded by {newer.key} (in force since {newer.record.effective_from});"
                    " withdraw it or remove it from the batch", evidence=f"superseded_by={newer.key}"))

    # implicit: older versions of one doc_id still in force next to a newer one
    conflicts: dict[int, tuple[Document, list[str]]] = {}
    for doc_id, group in by_doc_id.items():
        top = newest[doc_id]
        linked = set(top.record.supersedes)
        for old in group:
            if old is top or id(old) in flagged:
                continue
            rec = old.record
            same_start = rec.effective_from == top.record.effective_from
            if rec.expires_at is None and not same_start:
                out.append(check_freshness.finding(
                    params, old, "SUPERSEDED",
                    f"{old.key} has no expires_at and newer version {top.key} is in force since "
                    f"{top.record.effective_from}; set expires_at, list it in supersedes, or withdraw it",
                    evidence=f"newer={top.key}"))
            elif old.key not in linked:
                window = f"{rec.effective_from}..{rec.expires_at or 'open'}"
                top_window = f"{top.record.effective_from}..{top.record.expires_at or 'open'}"
                out.append(check_freshness.finding(
                    params, old, "VERSION_CONFLICT",
                    f"versions {old.key} ({window}) and {top.key} ({top_window}) are both in force on "
                    f"{as_of} with no supersedes link; list {old.key} in the supersedes of {top.key} or "
                    "fix the validity dates", evidence=f"collides_with={top.key}"))
                conflicts.setdefault(id(top), (top, []))[1].append(old.key)
            flagged.add(id(old))
    # without a supersedes link neither version can be trusted: hold the newer one too
    for top, olds in conflicts.values():
        out.append(check_freshness.finding(
            params, top, "VERSION_CONFLICT",
            f"{top.key} is in force together with {', '.join(olds)} and does not supersede it; list the older "
            f"version in the supersedes of {top.key} or fix the validity dates",
            evidence=f"collides_with={','.join(olds)}"))
    return out
