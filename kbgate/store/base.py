"""The store contract shared by both backends: the :class:`Store` interface, hits and version info,
and the alias rules (:func:`validate_alias_name`, canary arms, check-and-set).

The backends (:mod:`kbgate.store.edge`, :mod:`kbgate.store.server`) and the build
(:mod:`kbgate.store.build`) import this module; :mod:`kbgate.store` re-exports it and holds
:func:`open_store`, the one place a ``--store`` spec is parsed.
"""


from __future__ import annotations

import datetime as dt
import hashlib
import re
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kbgate.errors import StoreError
from kbgate.models import Chunk
from kbgate.reports import AsDict
from kbgate.retrieval import sparse as sparse_mod

SPARSE = "sparse"
DENSE = "dense"
VERSION_META = "kbgate-version.json"
BUILD_META = "kbgate-build.json"
#: The payload fields that make up a chunk's ACL (what :meth:`Store.acl_rows` returns).
ACL_FIELDS = ["doc_id", "version", "tenant_id", "classification", "allowed_roles", "allowed_users", "allowed_groups",
              "denied_users"]
#: Payload fields with a plain keyword index in every version collection (``tenant_id`` has a tenant index).
KEYWORD_INDEXES = ("allowed_roles", "allowed_users", "allowed_groups", "denied_users", "classification", "doc_id")


def acl_key(payload: dict) -> tuple:
    """A payload's :data:`ACL_FIELDS` as a hashable tuple (lists become tuples)."""
    return tuple(tuple(v) if isinstance(v, list) else v for v in map(payload.get, ACL_FIELDS))
REGISTRY = "aliases.json"
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
ALIAS_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
#: The environment variable holding the Qdrant server's API key or JWT.
API_KEY_ENV = "KBGATE_QDRANT_API_KEY"
_POINT_NS = uuid.UUID("6f1d7c52-63a1-4c55-9d1c-2f6d1c0b6a11")


#: ``swap_alias(expected=ANY)``: swap whatever the alias points at now.
ANY: Any = type("AnyTarget", (), {"__repr__": lambda self: "ANY"})()


class AliasMovedError(StoreError):
    """A compare-and-set alias swap found the alias moved away from the expected target."""

    def __init__(self, alias: str, expected: Any, current: Any):
        super().__init__(f"alias {alias} moved from {describe_state(expected)} to {describe_state(current)} since "
                         "the gate ran; re-run the gate")
        self.alias, self.expected, self.current = alias, expected, current


def check_expected(alias: str, expected: Any, current: Any) -> None:
    """Raise :class:`AliasMovedError` unless ``expected`` is :data:`ANY` or equals ``current``.

    An alias's state is its target version, or its weighted pair (a canary) as a dict
    ``{baseline, candidate, weight}``; ``None`` when the alias does not exist.
    """
    if expected is not ANY and expected != current:
        raise AliasMovedError(alias, expected, current)


def describe_state(state: Any) -> str:
    """``kb__a``, ``(none)``, or ``kb__a 90% + kb__b 10%`` for a weighted pair."""
    if isinstance(state, dict):
        w = state["weight"]
        return f"{state['baseline']} {100 - w}% + {state['candidate']} {w}%"
    return state or "(none)"


def bucket_of(alias: str, key: str) -> float:
    """Where ``key`` (a user id or actor hash) falls for ``alias``, in [0, 100).

    sha256 of ``alias``, NUL and ``key``: the same in every process and after restarts
    (Python's ``hash()`` is salted per process, so it is never used here).
    """
    digest = hashlib.sha256(f"{alias}\x00{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 * 100


def canary_arm(alias: str, weight: int, key: str) -> str:
    """``candidate`` when ``key``'s bucket is below ``weight`` (percent), else ``baseline``.

    Raising the weight only moves users from the baseline to the candidate, never back.
    """
    return "candidate" if bucket_of(alias, key) < weight else "baseline"


def check_weight(weight: Any) -> int:
    """A canary weight: an integer percent of users from 1 to 99, else :class:`StoreError`."""
    if isinstance(weight, bool) or not isinstance(weight, int) or not 1 <= weight <= 99:
        raise StoreError(f"canary weight {weight!r} must be a whole percent from 1 to 99; promote the canary for "
                         "100 (kbgate canary promote) or abort it for 0 (kbgate canary abort)")
    return weight


class Hit:
    """One query hit: point id, score and payload.

    ``id`` may be given as the engine's point object instead of a string: its id is read only
    when asked for. Qdrant Edge builds a Python ``uuid.UUID`` on every read of a point's id, which
    cost 10 % of the gate's retrieval (a hit's chunk id is in its payload).
    """

    __slots__ = ("_id", "score", "payload")

    def __init__(self, id: Any, score: float, payload: dict[str, Any]):
        self._id, self.score, self.payload = id, score, payload

    @property
    def id(self) -> str:
        if not isinstance(self._id, str):
            self._id = str(self._id.id)
        return self._id

    def __repr__(self) -> str:
        return f"Hit(id={self.id!r}, score={self.score!r}, payload={self.payload!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hit) and (self.id, self.score, self.payload) == (other.id, other.score, other.payload)


@dataclass(frozen=True)
class Search:
    """One search of :meth:`Store.query_batch`: the arguments of :meth:`Store.query`."""

    text: str | None = None
    sparse: sparse_mod.Sparse | None = None
    dense: Sequence[float] | None = None
    filter: dict | None = None
    limit: int = 10


@dataclass
class VersionInfo(AsDict):
    """What :meth:`Store.list_versions` reports about one index version."""

    name: str
    complete: bool
    points: int | None
    fingerprint: str | None
    created_at: str | None
    completed_at: str | None = None
    dense_size: int | None = None
    aliases: list[str] | None = None
    embedding_key: str | None = None
    vectors: dict | None = None

    @classmethod
    def of(cls, name: str, meta: dict, points: int | None, aliases: dict[str, str]) -> VersionInfo:
        """The info of version ``name`` from its metadata and the store's ``{alias: target}``."""
        return cls(name=name, complete=bool(meta.get("complete")), points=points, fingerprint=meta.get("fingerprint"),
                   created_at=meta.get("created_at"), completed_at=meta.get("completed_at"),
                   dense_size=meta.get("dense_size"), aliases=sorted(a for a, t in aliases.items() if t == name),
                   embedding_key=meta.get("embedding_key"), vectors=meta.get("vectors"))


def point_id(chunk_id: str) -> str:
    """Deterministic point id (UUIDv5) of a chunk id."""
    return str(uuid.uuid5(_POINT_NS, chunk_id))


def fingerprint_of(pairs: Iterable[tuple[str, str]]) -> str:
    """sha256 over sorted ``(chunk_id, chunk_hash)`` pairs: binds a report to exact content."""
    h = hashlib.sha256()
    for chunk_id, chunk_hash in sorted(pairs):
        h.update(f"{chunk_id}\t{chunk_hash}\n".encode())
    return h.hexdigest()


def staging_name(alias: str, run_id: str) -> str:
    """Name of the staging version built by run ``run_id`` for ``alias``: ``{alias}__{run_id}``."""
    return f"{alias}__{run_id}"


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds")


def validate_alias_name(name: str) -> str:
    """Return ``name`` if it is a valid alias name, else raise :class:`StoreError`.

    The one alias rule, shared by the CLI (checked before any work starts) and the
    store (checked on every swap): 1-64 letters, digits, ``.``, ``_`` or ``-``,
    starting with a letter or digit (so ``-kb`` is refused; it would read as an
    option). 64 characters leave room for the staging name ``{alias}__{run_id}``
    within the 128 characters of a version name.
    """
    if not ALIAS_RE.match(name or ""):
        raise StoreError(
            f"'{name}' is not a valid alias; use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit"
        )
    return name


def _check_name(name: str) -> None:
    """Refuse a version name that is not 1-128 letters, digits, '.', '_' or '-' starting with a letter or digit."""
    if not NAME_RE.match(name or ""):
        raise StoreError(
            f"invalid version name '{name}'; use letters, digits, '.', '_' or '-' (at most 128 characters)"
        )


class Store:
    """The store interface shared by :class:`EdgeStore` and :class:`ServerStore`."""

    # --- versions ------------------------------------------------------
    def create_version(self, name: str, dense_size: int | None = None) -> None:
        """Create an empty, incomplete version (sparse vectors, plus dense ones if ``dense_size``)."""
        raise NotImplementedError

    def upsert(
        self,
        version: str,
        chunks: Sequence[Chunk],
        vectors: Sequence[Sequence[float]] | None = None,
        sparse: Sequence[sparse_mod.Sparse] | None = None,
    ) -> None:
        """Write chunks (payload from :meth:`Chunk.payload`) with sparse and optional dense vectors.

        ``sparse`` may hold precomputed :func:`kbgate.retrieval.sparse.embed_document` vectors.
        """
        raise NotImplementedError

    def mark_complete(self, version: str, fingerprint: str, extra: dict | None = None) -> None:
        """Flush and optimize ``version`` and mark it complete; it is read-only afterwards.

        ``extra`` goes into the version's metadata (the build's ``embedding_key`` and ``vectors`` counts).
        """
        raise NotImplementedError

    def dense_vectors(self, version: str) -> Iterator[tuple[str, list[float]]]:
        """``(text, dense vector)`` of every point of ``version`` that has a dense vector (as stored:
        normalised for the cosine distance)."""
        raise NotImplementedError

    def query(
        self,
        version: str,
        text: str | None = None,
        *,
        sparse: sparse_mod.Sparse | None = None,
        dense: Sequence[float] | None = None,
        filter: dict | None = None,
        limit: int = 10,
    ) -> list[Hit]:
        """Search ``version`` with the filter applied inside the search (never afterwards).

        ``text`` gives a sparse BM25 query; with ``dense`` too, the query is hybrid
        (sparse and dense prefetch, fused by RRF); ``dense`` alone is a dense query.
        """
        raise NotImplementedError

    def query_batch(self, version: str, searches: Sequence[Search]) -> list[list[Hit]]:
        """:meth:`query` for each of ``searches`` on ``version``, as one request where the engine
        plans a batch (Qdrant Edge's ``query_batch``, the server's ``query_batch_points``).

        The results are those of one :meth:`query` per search, in order
        (tests/test_store_batch.py).
        """
        return [self.query(version, s.text, sparse=s.sparse, dense=s.dense, filter=s.filter, limit=s.limit)
                for s in searches]

    def count(self, version: str, filter: dict | None = None) -> int:
        raise NotImplementedError

    def scroll(self, version: str, filter: dict | None = None, fields: list[str] | None = None) -> Iterator[dict]:
        """Yield the payload of every point matching ``filter`` (only ``fields`` if given)."""
        raise NotImplementedError

    def acl_rows(self, version: str) -> Iterator[dict]:
        """The ACL of a version's chunks: payloads of :data:`ACL_FIELDS`, at least one per distinct ACL of a document.

        What the gate's ACL drift reads (:mod:`version_gate.drift`). This default scrolls every
        point; a store may answer from a table it wrote at build time instead.
        """
        return self.scroll(version, fields=ACL_FIELDS)

    def list_versions(self) -> list[VersionInfo]:
        raise NotImplementedError

    def version_info(self, name: str) -> VersionInfo:
        for info in self.list_versions():
            if info.name == name:
                return info
        raise StoreError(f"index version '{name}' not found; run `kbgate index list --store ...` to see versions")

    def has_version(self, name: str) -> bool:
        """Whether ``name`` is an index version of this store (complete or not)."""
        return name in {v.name for v in self.list_versions()}

    def drop_version(self, name: str, force: bool = False) -> None:
        raise NotImplementedError

    def fingerprint(self, version: str) -> str:
        """Recompute the fingerprint of ``version`` from its stored points."""
        return fingerprint_of(
            (p["chunk_id"], p["chunk_hash"]) for p in self.scroll(version, fields=["chunk_id", "chunk_hash"])
        )

    # --- aliases -------------------------------------------------------
    def get_alias(self, name: str) -> str | None:
        """Current target of alias ``name``, or ``None``."""
        raise NotImplementedError

    def aliases(self) -> dict[str, str]:
        """Every alias and its current target."""
        raise NotImplementedError

    def swap_alias(self, name: str, version: str, reason: str = "", *, expected: str | None | object = ANY,
                   kind: str = "swap") -> str | None:
        """Point alias ``name`` at ``version`` atomically; returns the previous target.

        Args:
            expected: compare-and-set: the swap happens only if the alias points at
                ``expected`` at the moment of the swap (``None``: the alias must not exist);
                otherwise :class:`AliasMovedError`. The default :data:`ANY` swaps unconditionally.
            kind: recorded in the history event (``promotion``, ``rollback``, ``drill``,
                ``force``; ``swap`` for a plain swap).
        """
        raise NotImplementedError

    def alias_history(self, name: str) -> list[dict]:
        """Swaps of alias ``name``, oldest first: ``{target, previous, at, reason, kind}``.

        A weighted change (``kind="canary"``) also holds ``canary``: the pair it set.
        """
        raise NotImplementedError

    # --- weighted aliases (canary releases) -------------------------------
    def alias_state(self, name: str) -> tuple[str | None, dict | None]:
        """The alias's target and weighted pair ``{baseline, candidate, weight}`` (or ``None``), read at once.

        During a canary the target is the baseline, so a reader that ignores weights
        still gets one approved version.
        """
        return self.get_alias(name), None

    def get_canary(self, name: str) -> dict | None:
        """The weighted pair of alias ``name`` (``{baseline, candidate, weight}``), or ``None``."""
        return self.alias_state(name)[1]

    def set_canary(self, name: str, candidate: str, weight: int, reason: str = "", *,
                   expected: Any = ANY, kind: str = "canary") -> dict:
        """Send ``weight`` percent of the alias's user buckets to ``candidate``, atomically.

        The alias keeps its target (the baseline). ``expected`` is the compare-and-set
        state (a version, or the current pair); a plain :meth:`swap_alias` ends the canary.
        The change is one history event (``kind``, with ``canary``: the new pair).
        """
        raise NotImplementedError

    def resolve_for(self, alias_or_version: str, key: str) -> tuple[str, str | None]:
        """The version that answers ``key`` (user id or actor hash) and its arm (``None`` off canary).

        One read of the alias state, so one answer is served by exactly one version.
        """
        target, canary = self.alias_state(alias_or_version)
        if canary is not None:
            arm = canary_arm(alias_or_version, canary["weight"], key)
            return canary[arm], arm
        return (target if target is not None else self.resolve(alias_or_version)), None

    def _new_canary(self, name: str, target: str | None, current: dict | None, candidate: str, weight: int) -> dict:
        """The pair a :meth:`set_canary` writes, or :class:`StoreError` if the change makes no sense."""
        check_weight(weight)
        if target is None:
            raise StoreError(f"alias {name} does not exist; a canary needs a baseline, so promote a version first")
        if candidate == target:
            raise StoreError(f"{candidate} is already the target of alias {name}; canary another version")
        if current is not None and current["candidate"] != candidate:
            raise StoreError(f"alias {name} is already in a canary of {current['candidate']}; finish it with "
                             "`kbgate canary promote` or `kbgate canary abort` first")
        return {"baseline": target, "candidate": candidate, "weight": weight}

    def resolve(self, alias_or_version: str) -> str:
        """The version an alias points to, or the name itself if it is a version."""
        target = self.get_alias(alias_or_version)
        if target is not None:
            return target
        if self.has_version(alias_or_version):
            return alias_or_version
        raise StoreError(
            f"'{alias_or_version}' is neither an alias nor an index version in this store; "
            "run `kbgate index list --store ...` to see both"
        )

    def protected_versions(self) -> dict[str, str]:
        """Versions that a plain drop refuses: alias targets and versions in alias history."""
        out: dict[str, str] = {}
        for alias in self.aliases():
            for event in self.alias_history(alias):
                for key in ("target", "previous"):
                    if event.get(key):
                        out.setdefault(event[key], f"in the history of alias '{alias}'")
                if event.get("canary"):
                    out.setdefault(event["canary"]["candidate"], f"in the history of alias '{alias}'")
        for alias, target in self.aliases().items():
            out[target] = f"the current target of alias '{alias}'"
        return out

    def _check_drop(self, name: str, force: bool) -> None:
        why = self.protected_versions().get(name)
        if why and not force:
            raise StoreError(
                f"refusing to drop index version '{name}': it is {why}, so a rollback may need it; "
                "pass --force to drop it anyway"
            )

    def _check_promotable(self, name: str, version: str) -> None:
        validate_alias_name(name)
        try:
            info = self.version_info(version)
        except StoreError:
            raise StoreError(
                f"cannot point alias '{name}' at '{version}': no such index version; "
                "build it first (kbgate ingest ... --store STORE --alias NAME)"
            ) from None
        if not info.complete:
            raise StoreError(
                f"cannot point alias '{name}' at '{version}': the version is incomplete (its build was "
                "interrupted or is still running); rebuild it with `kbgate ingest` and promote the new version"
            )

    def release(self, version: str) -> None:
        """Let go of what this process holds open of ``version``; the next read opens it again.

        On Edge, the version's shard and the index files it maps in (page cache, but RSS counts it: the
        1M-chunk gate's RSS was mostly the two versions' mapped files). A version being built stays
        open. Not while another thread reads the version through this store object.
        """

    def close(self) -> None:
        """Release open shards or connections."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
