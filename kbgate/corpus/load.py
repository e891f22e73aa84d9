"""Loading a corpus: manifest, documents, chunks, with every record accounted for."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from kbgate.corpus.chunking import chunk_document
from kbgate.corpus.manifest import RejectedRecord, read_manifest
from kbgate.models import Document
from kbgate.runs import new_run_id


@dataclass
class Corpus:
    """A loaded corpus. ``documents`` includes those whose file failed to load (``load_error``)."""

    root: Path
    manifest_path: Path
    run_id: str
    documents: list[Document] = field(default_factory=list)
    rejected: list[RejectedRecord] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.documents) + len(self.rejected)

    def load_error_counts(self) -> Counter[str]:
        return Counter(d.load_error.code for d in self.documents if d.load_error)


def load_corpus(root: str | Path, policy=None, run_id: str | None = None, progress=None, *,
                keep_text: bool = True) -> Corpus:
    """Read the manifest, load every document and chunk it.

    Args:
        root: the corpus directory.
        policy: a :class:`~kbgate.policy.Policy`; gives chunk sizes and the effective ACL
            stored with each chunk. Without one, default sizes and the manifest's roles are used.
        run_id: the ingestion run id stamped on every chunk (a new one by default).
        progress: optional wrapper ``progress(iterable, label=..., length=...)`` for a progress bar.
        keep_text: ``False`` drops each document's text once it is chunked, so a corpus loaded for its
            chunks never holds every document's text at once.

    Returns:
        The :class:`Corpus`; ``len(documents) + len(rejected)`` equals the manifest's record count.
    """
    root = Path(root)
    manifest = read_manifest(root)
    corpus = Corpus(root=root, manifest_path=manifest.path, run_id=run_id or new_run_id(),
                    rejected=list(manifest.rejected))
    items = manifest.records
    if progress is not None:
        items = progress(items, label="Loading documents", length=len(items))
    from kbgate.policy import Limits

    limits = policy.limits if policy is not None else Limits()
    chrome = site_chrome(root, [r for _, r in manifest.records], policy)
    for _, record in items:
        corpus.documents.append(load_document(root, record, policy, limits, corpus.run_id, chrome.for_record(record)))
        if not keep_text:
            corpus.documents[-1].text = ""
    return corpus


def site_chrome(root: Path, records: list, policy=None):
    """The site chrome of the corpus's HTML pages (:func:`kbgate.corpus.chrome.learn_site_chrome`) under
    the policy's ``site_chrome`` settings and file size limit."""
    from kbgate.corpus.chrome import learn_site_chrome
    from kbgate.policy import Limits, SiteChrome

    settings = policy.site_chrome if policy is not None else SiteChrome()
    limits = policy.limits if policy is not None else Limits()
    return learn_site_chrome(root, records, settings, max_bytes=int(limits.max_file_mb * 2**20))


def load_document(root: Path, record, policy, limits, run_id: str, chrome: frozenset[int] = frozenset()) -> Document:
    """Load one manifest record's file within ``limits`` and chunk it (sizes and roles from ``policy``);
    ``chrome``: the page's site chrome keys (:func:`site_chrome`)."""
    from kbgate.acl import granting_roles
    from kbgate.corpus.loaders import load_within_limits

    sizes = policy.chunking if policy is not None else None

    def chunk(doc: Document) -> None:
        roles = granting_roles(policy, doc.record) if policy else None
        doc.chunks = chunk_document(
            doc,
            max_chars=sizes.max_chars if sizes else 800,
            overlap_chars=sizes.overlap_chars if sizes else 80,
            min_chars=sizes.min_chars if sizes else 20,
            run_id=run_id,
            allowed_roles=roles,
        )

    return load_within_limits(root, record, limits, chunk, chrome)
