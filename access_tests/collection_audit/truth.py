"""The truth a collection is judged against: the manifest and the policy, never the payload."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from pathlib import Path

from access_tests.truth import stale_reasons
from kbgate.acl import AccessTruth, DocAccess
from kbgate.policy import Policy


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
