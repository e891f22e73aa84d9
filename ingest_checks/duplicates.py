"""``near_duplicate``: exact and near-duplicate documents, inside the batch and against the live index.

How it decides:

* The unit compared and quarantined is the **document** (its whole text, so chunking
  does not matter). Text is normalised and cut into character 5-gram shingles (works
  for Chinese) and MinHashed with numpy (see :mod:`ingest_checks.minhash`). LSH
  candidates are kept when their exact shingle Jaccard is at least ``threshold``.
* It runs in stages that hold everything in flat numpy arrays (a
  :class:`~ingest_checks.minhash.SketchTable`), so memory grows linearly with the corpus
  (the Ray engine runs it per audience group, :func:`audience_key`):
  1. sketches (a map over documents); 2. :func:`exact_groups` by digest;
  3. LSH banding as a group-by on band keys (bucket equality is exactly that of
  ``datasketch.MinHashLSH``, with its optimal bands and rows); 4. exact verification of the
  candidate pairs and :func:`cluster`; 5. :func:`cluster_findings`.
* The text compared is the document's content: the loaders strip page headers and footers (PDF),
  boilerplate and the site chrome learned from the corpus (HTML, :mod:`kbgate.corpus.chrome`), so
  two pages that share only a sidebar are not duplicates. A near-duplicate finding explains itself:
  the Jaccard on that content, the share of the document's shingles found in the canonical one and
  the longest shared passage (:func:`shared_passage`, offsets only: the evidence carries no text).
* Distinct pages are not copies: two near-duplicates whose own titles (``<title>``, front matter, first
  heading; not the manifest's) each name something the other's does not (``CMAKE_CXX_STANDARD`` and
  ``CMAKE_OBJC_EXTENSIONS``; ``Django 3.1.12 release notes`` and ``Django 2.2.24 release notes``) are
  sibling entries of a reference or a series (:func:`distinct_entries`): the finding is
  ``NEAR_DUPLICATE_SIBLING`` (flag), not a quarantine. A copy keeps its title or adds to it
  (``Notice`` and ``Notice (repost)``) and is still ``NEAR_DUPLICATE``.
* Documents with identical normalised text are exact duplicates (``DUPLICATE``); the
  others in a cluster are ``NEAR_DUPLICATE``. Verified pairs are merged into clusters
  (connected components); the cluster id ``dup-<8 hex>`` is a hash of the sorted member
  keys, so it is stable across runs.
* One canonical member per cluster stays: a currently effective one (active, not
  expired, already in force on ``as_of``) before others, then the newest
  ``effective_from``, then the most authoritative source (``policy.sources[].authority``,
  higher wins), then the lowest ``doc_id`` and version. Every other member gets a
  finding naming the cluster, the canonical document and the similarity.
* Only documents with the same audience are compared: same ``tenant_id``,
  ``classification`` and ``allowed_roles``. Quarantining tenant B's copy because tenant
  A holds the canonical one would take the content away from B's users.
* Two versions of the **same** ``doc_id`` are never duplicates of each other: how
  versions replace each other is the ``freshness`` check's job. No edge joins them, and
  a member sharing the canonical's ``doc_id`` is not flagged.
* Against the live index (``ctx.live_chunks``): each batch document's chunks are
  compared with the live chunks of *other* ``doc_id`` s; a document is flagged when at
  least ``live_min_chunk_ratio`` of its chunks near-duplicate a live chunk, with the live
  chunk ids in the evidence.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from ingest_checks import minhash
from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np


class NearDuplicateParams(CheckParams):
    """Parameters of ``near_duplicate`` (policy section ``checks.near_duplicate``)."""

    threshold: float = Field(default=0.8, gt=0, le=1, description="exact shingle Jaccard to count as a duplicate")
    num_perm: int = Field(default=128, ge=16, le=1024, description="MinHash permutations")
    shingle_size: int = Field(default=5, ge=1, le=32, description="characters per shingle")
    live_min_chunk_ratio: float = Field(
        default=0.5, gt=0, le=1, description="share of a document's chunks that must duplicate live chunks"
    )

    @model_validator(mode="after")
    def _enough_perms(self) -> NearDuplicateParams:
        if self.num_perm % 2:
            raise ValueError("num_perm must be even (LSH bands need at least two rows of permutations)")
        return self


def _authority(policy, source: str) -> int:
    src = policy.source(source) if policy is not None and hasattr(policy, "source") else None
    return src.authority if src is not None else 0


def _is_effective(doc: Document, ctx: RunContext) -> bool:
    rec = doc.record
    return (
        rec.status == "active"
        and rec.effective_from <= ctx.as_of
        and (rec.expires_at is None or rec.expires_at > ctx.as_of)
    )


def canonical_order(doc: Document, ctx: RunContext) -> tuple:
    """Sort key: the first document in this order is a cluster's canonical member."""
    rec = doc.record
    return (
        not _is_effective(doc, ctx),
        -rec.effective_from.toordinal(),
        -_authority(ctx.policy, rec.source),
        rec.doc_id,
        rec.version,
    )


def cluster_id(keys: list[str]) -> str:
    """Stable cluster id from the sorted member keys (``doc_id@version``)."""
    return "dup-" + hashlib.sha1("\n".join(sorted(keys)).encode()).hexdigest()[:8]


def live_doc_id(chunk_id: str) -> str:
    """The ``doc_id`` part of a chunk id ``{doc_id}@{version}#{n}``."""
    return chunk_id.split("@", 1)[0].split("#", 1)[0]


def _audience(doc: Document) -> tuple:
    """Who may read ``doc``: its ``tenant_id``, ``classification`` and sorted ``allowed_roles``."""
    rec = doc.record
    return rec.tenant_id, rec.classification, tuple(sorted(rec.allowed_roles)) if rec.allowed_roles is not None else None


def audience_key(doc: Document) -> tuple[str]:
    """Group key of ``near_duplicate``: only documents with the same audience are compared."""
    return (repr(_audience(doc)),)


def partition_ids(docs: list[Document]) -> list[int]:
    """Audience partition of each document, numbered in order of first appearance.

    Only copies with the same audience collapse: same ``tenant_id``, ``classification`` and
    ``allowed_roles``.
    """
    seen: dict[tuple, int] = {}
    return [seen.setdefault(_audience(d), len(seen)) for d in docs]


@dataclass
class ExactGroups:
    """Stage 2: documents with identical normalised text, per audience partition.

    Attributes:
        groups: member document indexes of each group (a group of one is a unique text).
        partition: each group's audience partition (``uint32``).
        reps: each group's first member: the only one whose signature enters banding.
        only_doc_id: the ``doc_id`` all members share, or ``None`` when they have several.
    """

    groups: list[list[int]]
    partition: np.ndarray
    reps: np.ndarray
    only_doc_id: list[str | None]


def exact_groups(docs: list[Document], table: minhash.SketchTable, parts: list[int]) -> ExactGroups:
    """Stage 2: group the non-empty documents by (partition, digest of the normalised text)."""
    import numpy as np

    by_key: dict[tuple, list[int]] = {}
    empty = table.empty()
    for i, (part, digest) in enumerate(zip(parts, table.digests.tolist(), strict=True)):
        if not empty[i]:
            by_key.setdefault((part, digest), []).append(i)
    groups = list(by_key.values())
    only = []
    for g in groups:
        ids = {docs[i].record.doc_id for i in g}
        only.append(ids.pop() if len(ids) == 1 else None)
    return ExactGroups(groups, np.fromiter((k[0] for k in by_key), dtype=np.uint32, count=len(groups)),
                       np.fromiter((g[0] for g in groups), dtype=np.int64, count=len(groups)), only)


def candidate_pairs(table: minhash.SketchTable, exact: ExactGroups, params: NearDuplicateParams) -> np.ndarray:
    """Stage 3 (local engine): LSH banding of the group representatives as a group-by on band keys."""
    return minhash.banded_candidates(table.signatures, exact.reps, exact.partition,
                                     minhash.candidate_threshold(params.threshold), params.num_perm)


def cluster(exact: ExactGroups, candidates: np.ndarray, similar: Callable[[int, int], bool]) -> list[list[int]]:
    """Stage 4: clusters (sorted document indexes, by smallest member) from exact groups and pairs.

    Identical text under at least two ``doc_id`` s is one cluster. A candidate pair of groups
    (codes of :func:`minhash.banded_candidates` over group positions, visited in sorted order) joins
    both groups when ``similar(gi, gj)`` holds (exact shingle Jaccard at least the threshold),
    unless both are versions of one and the same ``doc_id`` (the freshness check's job). A pair
    already in one cluster is not verified again (scipy's incremental ``DisjointSet``, so template-heavy
    corpora, where most pairs are candidates, do not pay for every exact Jaccard); the clusters do not
    depend on that order.
    """
    from scipy.cluster.hierarchy import DisjointSet

    sets = DisjointSet()  # only the documents that join another: memory grows with the clusters

    def join(members: list[int]) -> None:
        for i in members:
            sets.add(i)
            sets.merge(members[0], i)

    groups, only = exact.groups, exact.only_doc_id
    for g, doc_id in zip(groups, only, strict=True):
        if doc_id is None:  # identical text under at least two doc_ids
            join(g)
    for gi, gj in minhash.decode_pairs(candidates).tolist():
        a, b = groups[gi][0], groups[gj][0]
        if (a in sets and b in sets and sets.connected(a, b)) or not similar(gi, gj):
            continue
        if only[gi] is not None and only[gi] == only[gj]:
            continue  # versions of one doc_id: the freshness check's job
        join(groups[gi] + groups[gj])
    return sorted((sorted(s) for s in sets.subsets()), key=lambda g: g[0])


def verifier(table: minhash.SketchTable, exact: ExactGroups, threshold: float) -> Callable[[int, int], bool]:
    """``similar(gi, gj)``: the exact Jaccard of two groups' representatives reaches ``threshold``."""
    reps = exact.reps
    return lambda gi, gj: table.jaccard(int(reps[gi]), int(reps[gj])) >= threshold


_TITLE_TOKEN = re.compile(r"[^\W_](?:[\w.<>-]*[\w<>-])?")  # "10.7" and "upgrading" of "upgrading."


#: a bracketed annotation of a title: ``(draft)``, ``(updated)``, ``[copy]``, ``（转发）``, ``【更新】``
_ANNOTATION = re.compile(r"[(\[（【][^)\]）】]{0,40}[)\]）】]")
_SETEXT_TITLE = re.compile(r"\A\s*([^\n]{3,120})\n[=-]{3,}[ \t]*\n")


#: what is left of a title for telling apart entries whose words are the same: word characters and the
#: symbols that make one code entity another (``Optional< T >`` and ``Optional< T * >``, ``operator+``)
_NOT_CODE_SYMBOL = re.compile(r"[^\w*&<>+=~%^|#@$/-]+")


def _own_title(doc: Document) -> str:
    """The most specific title the document itself carries: its first heading (in plain text a
    first line underlined with ``===`` or ``---``, as release notes and READMEs have), else its front matter or
    ``<title>`` (generated sites often give every page one ``<title>``: ``Project: Member List``)."""
    title = doc.front_matter.get("title")
    heading = next((name for _, name in doc.sections if name != title), None)
    if heading is None and (setext := _SETEXT_TITLE.match(doc.text[:400])):
        heading = setext.group(1)
    return _ANNOTATION.sub(" ", str(heading or title or "")).casefold()


def distinct_entries(doc: Document, other: Document) -> bool:
    """Whether two documents are distinct pages by their own titles (:func:`_own_title`, bracketed annotations
    such as "(draft)", "(updated)", "（转发）" left out): both have one, and each has a token the other's lacks
    (an added "copy" is not enough), or their tokens are the same and a code symbol differs
    (``Optional< T >`` / ``Optional< T * >``: two C++ templates)."""
    mine, theirs = _own_title(doc), _own_title(other)
    words, other_words = frozenset(_TITLE_TOKEN.findall(mine)), frozenset(_TITLE_TOKEN.findall(theirs))
    if not (words and other_words):
        return False
    if words == other_words:
        return _NOT_CODE_SYMBOL.sub("", mine) != _NOT_CODE_SYMBOL.sub("", theirs)
    return bool(words - other_words and other_words - words)


def shared_passage(text: str, other: str, size: int = 5) -> dict:
    """How much of ``text`` is in ``other``: ``shared`` (share of ``text``'s character ``size``-grams found in
    ``other``) and ``longest`` (``[start, end)`` in ``text`` of the longest run of consecutive shared
    ``size``-grams, with its length in ``chars``). Raw text, so the offsets index ``Document.text``."""
    grams = {other[i:i + size] for i in range(len(other) - size + 1)}
    best = (0, 0)
    run_start, hits, total = None, 0, max(len(text) - size + 1, 0)
    for i in range(total + 1):
        if i < total and text[i:i + size] in grams:
            hits += 1
            run_start = i if run_start is None else run_start
        elif run_start is not None:
            if i - run_start > best[1] - best[0]:
                best = (run_start, i)
            run_start = None
    end = best[1] + size - 1 if best[1] > best[0] else best[0]
    return {"shared": round(hits / total, 3) if total else 0.0,
            "longest": {"start": best[0], "end": end, "chars": end - best[0]}}


def cluster_findings(docs: list[Document], table: minhash.SketchTable, clusters: list[list[int]],
                     params: NearDuplicateParams, ctx: RunContext) -> list[Finding]:
    """Stage 5: one finding per non-canonical member (clusters ordered by partition, then smallest member)."""
    parts = partition_ids(docs)
    findings = []
    for members in sorted(clusters, key=lambda m: (parts[m[0]], m[0])):
        ordered = sorted(members, key=lambda i: canonical_order(docs[i], ctx))
        canon = ordered[0]
        cdoc = docs[canon]
        cid = cluster_id([docs[i].key for i in members])
        for i in ordered[1:]:
            doc = docs[i]
            if doc.record.doc_id == cdoc.record.doc_id:
                continue  # another version of the canonical document: not a duplicate
            exact = table.digests[i] == table.digests[canon]
            jac = 1.0 if exact else table.jaccard(i, canon)
            est = 1.0 if exact else table.estimate(i, canon)
            sibling = not exact and distinct_entries(doc, cdoc)
            code = "DUPLICATE" if exact else "NEAR_DUPLICATE_SIBLING" if sibling else "NEAR_DUPLICATE"
            passage = shared_passage(doc.text, cdoc.text, params.shingle_size)
            longest = passage["longest"]
            what = "an exact copy" if exact else (
                f"a near-duplicate (Jaccard {jac:.2f} on content, navigation excluded; {passage['shared']:.0%} of "
                f"it is in the canonical, longest shared passage {longest['chars']} chars at {longest['start']})")
            todo = ("kept: its own title names another entry than the canonical's (a sibling page of a reference "
                    "or a series); check that the two do not contradict each other" if sibling else
                    "quarantine this copy or release it if it differs on purpose")
            findings.append(
                check_near_duplicate.finding(
                    params,
                    doc,
                    code,
                    f"{what} of {cdoc.key}, which is kept as canonical of cluster {cid} "
                    f"({len(members)} members); {todo}",
                    action="flag" if sibling else None,
                    severity="low" if sibling else None,
                    evidence=(
                        f"cluster={cid} canonical={cdoc.key} members={len(members)} "
                        f"jaccard={jac:.3f} minhash_estimate={est:.3f}"
                    ),
                    details={"cluster": cid, "canonical": cdoc.key, "members": len(members),
                             "jaccard": round(jac, 3), "minhash_estimate": round(est, 3),
                             "compared": "content", "content_chars": len(doc.text),
                             "canonical_chars": len(cdoc.text), "chrome_blocks_stripped": doc.chrome_blocks,
                             "shared_share": passage["shared"], "longest_shared_passage": longest},
                )
            )
    return findings


def _live_findings(docs, params, ctx, hasher) -> list[Finding]:
    live_ids = [c[0] for c in ctx.live_chunks]
    live_tenants = [c[2] if len(c) > 2 else None for c in ctx.live_chunks]
    live = minhash.sketch_texts([c[1] for c in ctx.live_chunks], hasher, params.shingle_size)
    lsh = minhash.build_lsh(live, list(range(len(live))), minhash.candidate_threshold(params.threshold),
                            params.num_perm)
    findings = []
    for doc in docs:
        units = [(c.chunk_id, c.text) for c in doc.chunks] or [(None, doc.text)]
        sketches = minhash.sketch_texts([t for _, t in units], hasher, params.shingle_size)
        hits: list[tuple[str | None, str, float]] = []  # (batch chunk, live chunk, jaccard)
        matched = 0
        for (chunk_id, _), sk in zip(units, sketches, strict=True):
            if sk.empty:
                continue
            best = None
            for j in lsh.query(sk.minhash):
                if live_doc_id(live_ids[j]) == doc.record.doc_id:
                    continue  # its own earlier version: freshness decides
                if live_tenants[j] is not None and live_tenants[j] != doc.record.tenant_id:
                    continue  # another tenant's copy does not serve this tenant's users
                jac = 1.0 if sk.digest == live[j].digest else minhash.exact_jaccard(sk.shingles, live[j].shingles)
                if jac >= params.threshold and (best is None or jac > best[2] or
                                                (jac == best[2] and live_ids[j] < best[1])):
                    best = (chunk_id, live_ids[j], jac)
            if best:
                matched += 1
                hits.append(best)
        counted = sum(1 for sk in sketches if not sk.empty)
        if not hits or matched / max(counted, 1) < params.live_min_chunk_ratio:
            continue
        exact = all(h[2] == 1.0 for h in hits) and matched == counted
        shown = ", ".join(sorted({h[1] for h in hits})[:5])
        findings.append(
            check_near_duplicate.finding(
                params,
                doc,
                "DUPLICATE" if exact else "NEAR_DUPLICATE",
                f"{matched} of {counted} chunks duplicate chunks already in the live index ({shown}); "
                "the content is indexed already under another doc_id: drop this copy or retire the live one",
                chunk_id=hits[0][0],
                evidence=(
                    f"live_chunks={shown} matched_chunks={matched}/{counted} "
                    f"max_jaccard={max(h[2] for h in hits):.3f}"
                ),
                details={"live_chunks": sorted({h[1] for h in hits})[:5], "matched_chunks": matched,
                         "chunks": counted, "max_jaccard": round(max(h[2] for h in hits), 3)},
            )
        )
    return findings


@register(
    "near_duplicate",
    category="duplication",
    scope="corpus",
    params=NearDuplicateParams,
    default_action="quarantine",
    default_severity="medium",
    codes=("DUPLICATE", "NEAR_DUPLICATE", "NEAR_DUPLICATE_SIBLING"),
    evidence="metadata",
    runs="grouped",
    group_by=audience_key,
)
def check_near_duplicate(docs: list[Document], params: NearDuplicateParams, ctx: RunContext) -> list[Finding]:
    """Exact and near-duplicate documents (MinHash LSH over character shingles), in batch and vs live."""
    docs = [d for d in docs if d.load_error is None]
    if not docs:
        return []
    hasher = minhash.MinHasher(params.num_perm)
    table = minhash.sketch_table([d.text for d in docs], hasher, params.shingle_size)
    exact = exact_groups(docs, table, partition_ids(docs))
    clusters = cluster(exact, candidate_pairs(table, exact, params), verifier(table, exact, params.threshold))
    findings = cluster_findings(docs, table, clusters, params, ctx)
    if ctx.live_chunks:
        findings += _live_findings(docs, params, ctx, hasher)
    return findings
