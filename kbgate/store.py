"""The isolated index store: versioned indexes on Qdrant with atomic aliases.

Two backends implement one small interface (:class:`Store`):

* :class:`EdgeStore` (the embedded default): a store root directory with one Qdrant
  Edge shard per index version and an alias registry file (``aliases.json``) that
  is replaced atomically under a lock file. It keeps the alias history.
* :class:`ServerStore`: ``qdrant-client`` with native collections and
  ``update_collection_aliases`` (one request holding delete + create). It talks to a
  Qdrant server (``http(s)://host:port``, API key from ``KBGATE_QDRANT_API_KEY``) or,
  for tests and small data, to qdrant-client local mode (``qdrant+local:PATH`` or
  ``:memory:``).

An index version is built once and never written again: create it, upsert chunks,
then :meth:`Store.mark_complete` flushes, optimizes and records its fingerprint. A
version without that mark is *incomplete* and can never be promoted by an alias
swap. :func:`build_version` does all of it in the right order.

Filters are plain dicts in Qdrant's REST JSON shape, e.g.
``{"must": [{"key": "tenant_id", "match": {"value": "acme"}}]}``; both backends
translate them, and the same dict goes into audit records.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import hashlib
import json
import os
import re
import shutil
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kbgate import sparse as sparse_mod
from kbgate.errors import StoreError
from kbgate.models import Chunk

SPARSE = "sparse"
DENSE = "dense"
VERSION_META = "kbgate-version.json"
BUILD_META = "kbgate-build.json"
REGISTRY = "aliases.json"
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
_POINT_NS = uuid.UUID("6f1d7c52-63a1-4c55-9d1c-2f6d1c0b6a11")

DenseFn = Callable[[list[str]], list[list[float]]]


@dataclass
class Hit:
    """One query hit: point id, score and payload."""

    id: str
    score: float
    payload: dict[str, Any]


@dataclass
class VersionInfo:
    """What :meth:`Store.list_versions` reports about one index version."""

    name: str
    complete: bool
    points: int | None
    fingerprint: str | None
    created_at: str | None
    completed_at: str | None = None
    dense_size: int | None = None
    aliases: list[str] | None = None

    def to_dict(self) -> dict:
        return asdict(self)


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


def _check_name(name: str, what: str = "version") -> None:
    if not NAME_RE.match(name or ""):
        raise StoreError(
            f"invalid {what} name '{name}'; use letters, digits, '.', '_' or '-' (at most 128 characters)"
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

        ``sparse`` may hold precomputed :func:`kbgate.sparse.embed_document` vectors.
        """
        raise NotImplementedError

    def mark_complete(self, version: str, fingerprint: str) -> None:
        """Flush and optimize ``version`` and mark it complete; it is read-only afterwards."""
        raise NotImplementedError

    def seal(self, version: str, fingerprint: str) -> None:
        """Alias of :meth:`mark_complete`."""
        self.mark_complete(version, fingerprint)

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

    def count(self, version: str, filter: dict | None = None) -> int:
        raise NotImplementedError

    def scroll(self, version: str, filter: dict | None = None, fields: list[str] | None = None) -> Iterator[dict]:
        """Yield the payload of every point matching ``filter`` (only ``fields`` if given)."""
        raise NotImplementedError

    def list_versions(self) -> list[VersionInfo]:
        raise NotImplementedError

    def version_info(self, name: str) -> VersionInfo:
        for info in self.list_versions():
            if info.name == name:
                return info
        raise StoreError(f"index version '{name}' not found; run `kbgate index list --store ...` to see versions")

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

    def swap_alias(self, name: str, version: str, reason: str = "") -> str | None:
        """Point alias ``name`` at ``version`` atomically; returns the previous target."""
        raise NotImplementedError

    def alias_history(self, name: str) -> list[dict]:
        """Swaps of alias ``name``, oldest first: ``{target, previous, at, reason}``."""
        raise NotImplementedError

    def resolve(self, alias_or_version: str) -> str:
        """The version an alias points to, or the name itself if it is a version."""
        target = self.get_alias(alias_or_version)
        if target is not None:
            return target
        if alias_or_version in {v.name for v in self.list_versions()}:
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
        _check_name(name, "alias")
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

    def close(self) -> None:
        """Release open shards or connections."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ======================================================================
# Edge backend
# ======================================================================


def _edge_filter(f: dict | None):
    """Translate a REST-shaped filter dict into a ``qdrant_edge.Filter``."""
    if f is None:
        return None
    import qdrant_edge as q

    def cond(c: dict):
        if any(k in c for k in ("must", "should", "must_not")):
            return _edge_filter(c)
        if "is_empty" in c:
            return q.IsEmptyCondition(c["is_empty"]["key"])
        if "is_null" in c:
            return q.IsNullCondition(c["is_null"]["key"])
        key = c["key"]
        if "match" in c:
            m = c["match"]
            if "value" in m:
                return q.FieldCondition(key, match=q.MatchValue(m["value"]))
            if "any" in m:
                return q.FieldCondition(key, match=q.MatchAny(list(m["any"])))
            if "except" in m:
                return q.FieldCondition(key, match=q.MatchExcept(list(m["except"])))
        if "range" in c:
            r = c["range"]
            return q.FieldCondition(key, range=q.RangeFloat(gt=r.get("gt"), gte=r.get("gte"), lt=r.get("lt"), lte=r.get("lte")))
        if "values_count" in c:
            return q.FieldCondition(key, values_count=q.ValuesCount(**c["values_count"]))
        raise StoreError(f"unsupported filter condition {c!r}; use match value/any/except, range or is_empty")

    parts = {k: [cond(c) for c in f[k]] for k in ("must", "should", "must_not") if f.get(k)}
    return q.Filter(**parts)


def _write_atomic(path: Path, data: dict) -> None:
    """Write JSON to ``path`` atomically: temp file, fsync, os.replace, fsync the directory."""
    tmp = path.with_name(f"{path.name}.tmp.{os.getpid()}.{threading.get_ident()}")
    text = json.dumps(data, ensure_ascii=False)
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _copy_registry(reg: dict) -> dict:
    """Copy deep enough that callers may change aliases and histories (events are never changed)."""
    return {
        **reg,
        "aliases": {a: {"target": e["target"], "history": list(e["history"])} for a, e in reg["aliases"].items()},
    }


class EdgeStore(Store):
    """Embedded store on Qdrant Edge: one shard directory per version + an alias registry file.

    Layout of the store root::

        aliases.json                      alias registry {alias: {target, history}}
        aliases.lock                      flock'ed while the registry is changed
        versions/<name>/shard/            the Edge shard (created without WAL)
        versions/<name>/kbgate-build.json created_at, dense_size
        versions/<name>/kbgate-version.json  written atomically only once complete

    Shards are created with ``wal_enabled=False`` so that several processes can open
    a sealed version side by side. One store object opens each shard at most once
    (Edge refuses a second open in the same process) and shares it between threads.
    """

    def __init__(self, root: str | Path, create: bool = True):
        self.root = Path(root)
        self.versions_dir = self.root / "versions"
        if not create and not self.versions_dir.is_dir():
            raise StoreError(
                f"no kbgate store at {self.root}; check --store, or build one with "
                "`kbgate ingest ... --store STORE --alias NAME`"
            )
        try:
            self.versions_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create store directory {self.root}: {exc}; pass a writable --store path") from None
        self._shards: dict[str, Any] = {}
        self._lock = threading.Lock()
        self._registry_cache: tuple[tuple, dict] | None = None

    def __repr__(self) -> str:
        return f"EdgeStore({str(self.root)!r})"

    # --- shards --------------------------------------------------------
    def _vdir(self, name: str) -> Path:
        return self.versions_dir / name

    def _exists(self, name: str) -> bool:
        return (self._vdir(name) / BUILD_META).is_file()

    def _shard(self, name: str):
        shard = self._shards.get(name)
        if shard is not None:
            return shard
        with self._lock:
            shard = self._shards.get(name)
            if shard is None:
                if not self._exists(name):
                    raise StoreError(
                        f"index version '{name}' not found in {self.root}; "
                        "run `kbgate index list --store ...` to see versions"
                    )
                import qdrant_edge as q

                try:
                    shard = q.EdgeShard.load(str(self._vdir(name) / "shard"))
                except Exception as exc:  # Edge raises plain exceptions for broken shards
                    raise StoreError(
                        f"cannot open index version '{name}': {exc}; if its build was interrupted, "
                        "drop it (`kbgate index drop`) and rebuild"
                    ) from None
                self._shards[name] = shard
        return shard

    def create_version(self, name: str, dense_size: int | None = None) -> None:
        _check_name(name)
        import qdrant_edge as q

        vdir = self._vdir(name)
        try:
            vdir.mkdir()
        except FileExistsError:
            raise StoreError(
                f"index version '{name}' already exists; use a new run id, or drop it first with "
                f"`kbgate index drop {name}`"
            ) from None
        _write_atomic(vdir / BUILD_META, {"name": name, "created_at": _now(), "dense_size": dense_size})
        vectors = {DENSE: q.EdgeVectorParams(size=dense_size, distance=q.Distance.Cosine)} if dense_size else None
        config = q.EdgeConfig(
            vectors=vectors,
            sparse_vectors={SPARSE: q.EdgeSparseVectorParams(modifier=q.Modifier.Idf)},
            wal_enabled=False,
        )
        shard = q.EdgeShard.create(str(vdir / "shard"), config)
        shard.update(q.UpdateOperation.create_field_index("tenant_id", q.KeywordIndexParams(is_tenant=True)))
        shard.update(q.UpdateOperation.create_field_index("allowed_roles", q.KeywordIndexParams()))
        shard.update(q.UpdateOperation.create_field_index("classification", q.KeywordIndexParams()))
        shard.update(q.UpdateOperation.create_field_index("doc_id", q.KeywordIndexParams()))
        with self._lock:
            self._shards[name] = shard

    def _check_writable(self, version: str) -> None:
        if (self._vdir(version) / VERSION_META).exists():
            raise StoreError(f"index version '{version}' is complete and read-only; build a new version instead")

    def upsert(self, version, chunks, vectors=None, sparse=None) -> None:
        import qdrant_edge as q

        self._check_writable(version)
        shard = self._shard(version)
        points = []
        for i, chunk in enumerate(chunks):
            sv = sparse[i] if sparse is not None else sparse_mod.embed_document(chunk.text)
            vec: dict[str, Any] = {SPARSE: q.SparseVector(sv.indices, sv.values)}
            if vectors is not None:
                vec[DENSE] = [float(x) for x in vectors[i]]
            points.append(q.Point(point_id(chunk.chunk_id), vec, chunk.payload()))
        if points:
            shard.update(q.UpdateOperation.upsert_points(points))

    def mark_complete(self, version: str, fingerprint: str) -> None:
        self._check_writable(version)
        import qdrant_edge as q

        shard = self._shard(version)
        shard.flush()
        shard.optimize()
        shard.flush()
        build = json.loads((self._vdir(version) / BUILD_META).read_text(encoding="utf-8"))
        meta = {
            **build,
            "complete": True,
            "completed_at": _now(),
            "fingerprint": fingerprint,
            "points": shard.count(q.CountRequest(exact=True)),
        }
        _write_atomic(self._vdir(version) / VERSION_META, meta)

    # --- reads ---------------------------------------------------------
    def query(self, version, text=None, *, sparse=None, dense=None, filter=None, limit=10) -> list[Hit]:
        import qdrant_edge as q

        shard = self._shard(version)
        qfilter = _edge_filter(filter)
        if sparse is None and text is not None:
            sparse = sparse_mod.embed_query(text)
        sq = q.Query.Nearest(q.SparseVector(sparse.indices, sparse.values), using=SPARSE) if sparse else None
        dq = q.Query.Nearest([float(x) for x in dense], using=DENSE) if dense is not None else None
        if sq is not None and dq is not None:
            request = q.QueryRequest(
                limit=limit,
                prefetches=[
                    q.Prefetch(limit=limit, query=sq, filter=qfilter),
                    q.Prefetch(limit=limit, query=dq, filter=qfilter),
                ],
                query=q.Fusion.Rrf(k=60),
                filter=qfilter,
                with_payload=True,
            )
        elif sq is not None or dq is not None:
            request = q.QueryRequest(limit=limit, query=sq or dq, filter=qfilter, with_payload=True)
        else:
            raise StoreError("a query needs text, a sparse vector or a dense vector")
        return [Hit(str(p.id), float(p.score), dict(p.payload or {})) for p in shard.query(request)]

    def count(self, version: str, filter: dict | None = None) -> int:
        import qdrant_edge as q

        return self._shard(version).count(q.CountRequest(exact=True, filter=_edge_filter(filter)))

    def scroll(self, version, filter=None, fields=None) -> Iterator[dict]:
        import qdrant_edge as q

        shard = self._shard(version)
        qfilter = _edge_filter(filter)
        with_payload = q.PayloadSelector.Include(fields) if fields else True
        offset = None
        while True:
            records, offset = shard.scroll(
                q.ScrollRequest(offset=offset, limit=1000, filter=qfilter, with_payload=with_payload)
            )
            for rec in records:
                yield dict(rec.payload or {})
            if offset is None:
                return

    def _read_meta(self, name: str) -> tuple[dict, dict | None]:
        vdir = self._vdir(name)
        build = json.loads((vdir / BUILD_META).read_text(encoding="utf-8"))
        meta_path = vdir / VERSION_META
        meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.exists() else None
        return build, meta

    def list_versions(self) -> list[VersionInfo]:
        by_target: dict[str, list[str]] = {}
        for alias, target in self.aliases().items():
            by_target.setdefault(target, []).append(alias)
        out = []
        for vdir in sorted(self.versions_dir.iterdir()):
            if not vdir.is_dir() or not (vdir / BUILD_META).is_file():
                continue
            try:
                build, meta = self._read_meta(vdir.name)
            except (OSError, ValueError):
                continue
            if meta:
                points = meta.get("points")
            else:
                points = self._try_count(vdir.name)
            out.append(
                VersionInfo(
                    name=vdir.name,
                    complete=bool(meta and meta.get("complete")),
                    points=points,
                    fingerprint=(meta or {}).get("fingerprint"),
                    created_at=build.get("created_at"),
                    completed_at=(meta or {}).get("completed_at"),
                    dense_size=build.get("dense_size"),
                    aliases=sorted(by_target.get(vdir.name, [])),
                )
            )
        return out

    def _try_count(self, name: str) -> int | None:
        """Point count of an incomplete version, if this process already holds its shard."""
        shard = self._shards.get(name)
        if shard is None:
            return None
        import qdrant_edge as q

        try:
            return shard.count(q.CountRequest(exact=True))
        except Exception:
            return None

    def version_info(self, name: str) -> VersionInfo:
        if not self._exists(name):
            return super().version_info(name)
        build, meta = self._read_meta(name)
        return VersionInfo(
            name=name,
            complete=bool(meta and meta.get("complete")),
            points=(meta or {}).get("points") if meta else self._try_count(name),
            fingerprint=(meta or {}).get("fingerprint"),
            created_at=build.get("created_at"),
            completed_at=(meta or {}).get("completed_at"),
            dense_size=build.get("dense_size"),
            aliases=sorted(a for a, t in self.aliases().items() if t == name),
        )

    def drop_version(self, name: str, force: bool = False) -> None:
        if not self._vdir(name).is_dir():
            raise StoreError(f"index version '{name}' not found; run `kbgate index list --store ...` to see versions")
        with self._registry_lock():
            self._check_drop(name, force)
            with self._lock:
                shard = self._shards.pop(name, None)
            if shard is not None:
                shard.close()
            # Remove the completion mark first, so a crash mid-drop leaves an incomplete version.
            (self._vdir(name) / VERSION_META).unlink(missing_ok=True)
            shutil.rmtree(self._vdir(name))

    # --- aliases -------------------------------------------------------
    @contextmanager
    def _registry_lock(self) -> Iterator[None]:
        fd = os.open(self.root / "aliases.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def _read_registry(self) -> dict:
        """Parse the registry; the parse is cached while the file (inode, mtime, size) is unchanged.

        The registry is only ever replaced by ``os.replace``, so a changed file always
        has a new inode and a stale cache entry is never reused.
        """
        path = self.root / REGISTRY
        try:
            with open(path, encoding="utf-8") as fh:
                st = os.fstat(fh.fileno())
                key = (st.st_ino, st.st_mtime_ns, st.st_size)
                cached = self._registry_cache
                if cached is not None and cached[0] == key:
                    return _copy_registry(cached[1])
                data = json.loads(fh.read())
        except FileNotFoundError:
            return {"format": 1, "aliases": {}}
        except ValueError as exc:
            raise StoreError(
                f"alias registry {path} is not valid JSON ({exc}); restore it from a backup or "
                "recreate the aliases with `kbgate promote`"
            ) from None
        data.setdefault("aliases", {})
        self._registry_cache = (key, data)
        return _copy_registry(data)

    def get_alias(self, name: str) -> str | None:
        entry = self._read_registry()["aliases"].get(name)
        return entry["target"] if entry else None

    def aliases(self) -> dict[str, str]:
        return {a: e["target"] for a, e in self._read_registry()["aliases"].items()}

    def alias_history(self, name: str) -> list[dict]:
        entry = self._read_registry()["aliases"].get(name)
        return list(entry["history"]) if entry else []

    def swap_alias(self, name: str, version: str, reason: str = "") -> str | None:
        self._check_promotable(name, version)
        with self._registry_lock():
            for stale in self.root.glob(f"{REGISTRY}.tmp.*"):
                stale.unlink(missing_ok=True)
            reg = self._read_registry()
            entry = reg["aliases"].setdefault(name, {"target": None, "history": []})
            previous = entry["target"]
            entry["target"] = version
            entry["history"].append({"target": version, "previous": previous, "at": _now(), "reason": reason})
            _write_atomic(self.root / REGISTRY, reg)
        return previous

    def close(self) -> None:
        with self._lock:
            shards, self._shards = self._shards, {}
        for shard in shards.values():
            shard.close()


# ======================================================================
# Server backend (qdrant-client)
# ======================================================================

META = "kbgate_meta"


class ServerStore(Store):
    """Store on a Qdrant server (or qdrant-client local mode) with native collections and aliases.

    Each version is a collection. Version metadata and alias history live as
    payload-only points in the ``kbgate_meta`` collection; alias targets are Qdrant's
    own aliases, swapped by one ``update_collection_aliases`` request (delete + create).
    """

    def __init__(self, location: str, api_key: str | None = None):
        from qdrant_client import QdrantClient, models

        self.location = location
        if location == ":memory:":
            self.client = QdrantClient(location=":memory:")
        elif location.startswith(("http://", "https://")):
            self.client = QdrantClient(url=location, api_key=api_key)
        else:
            try:
                self.client = QdrantClient(path=location)
            except RuntimeError as exc:
                raise StoreError(
                    f"cannot open qdrant local store {location}: {exc}; another process holds it, "
                    "stop it or use an Edge store directory"
                ) from None
        self._swap_lock = threading.Lock()
        if not self.client.collection_exists(META):
            self.client.create_collection(META, vectors_config={})
            for field in ("kind", "alias", "name"):
                self._index(META, field, models.PayloadSchemaType.KEYWORD)

    def _index(self, collection: str, field: str, schema: Any) -> None:
        """Create a payload index (local mode ignores them with a warning, silenced here)."""
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.client.create_payload_index(collection, field, schema)

    def __repr__(self) -> str:
        return f"ServerStore({self.location!r})"

    def _meta_id(self, kind: str, name: str) -> str:
        return str(uuid.uuid5(_POINT_NS, f"{kind}:{name}"))

    def _get_meta(self, kind: str, name: str) -> dict | None:
        recs = self.client.retrieve(META, [self._meta_id(kind, name)], with_payload=True)
        return dict(recs[0].payload) if recs else None

    def _version_meta(self, name: str) -> dict | None:
        return self._get_meta("version", name)

    def _put_meta(self, kind: str, name: str, payload: dict) -> None:
        from qdrant_client import models

        self.client.upsert(META, [models.PointStruct(id=self._meta_id(kind, name), vector={}, payload=payload)])

    def _require(self, version: str) -> dict:
        meta = self._version_meta(version)
        if meta is None or not self.client.collection_exists(version):
            raise StoreError(f"index version '{version}' not found; run `kbgate index list --store ...` to see versions")
        return meta

    def create_version(self, name: str, dense_size: int | None = None) -> None:
        _check_name(name)
        from qdrant_client import models

        if name == META or self.client.collection_exists(name) or self._version_meta(name):
            raise StoreError(
                f"index version '{name}' already exists; use a new run id, or drop it first with "
                f"`kbgate index drop {name}`"
            )
        self._put_meta(
            "version", name,
            {"kind": "version", "name": name, "created_at": _now(), "dense_size": dense_size, "complete": False},
        )
        vectors = {DENSE: models.VectorParams(size=dense_size, distance=models.Distance.COSINE)} if dense_size else {}
        self.client.create_collection(
            name,
            vectors_config=vectors,
            sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)},
        )
        self._index(
            name, "tenant_id", models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True)
        )
        for field in ("allowed_roles", "classification", "doc_id"):
            self._index(name, field, models.PayloadSchemaType.KEYWORD)

    def upsert(self, version, chunks, vectors=None, sparse=None) -> None:
        from qdrant_client import models

        if self._require(version).get("complete"):
            raise StoreError(f"index version '{version}' is complete and read-only; build a new version instead")
        points = []
        for i, chunk in enumerate(chunks):
            sv = sparse[i] if sparse is not None else sparse_mod.embed_document(chunk.text)
            vec: dict[str, Any] = {SPARSE: models.SparseVector(indices=sv.indices, values=sv.values)}
            if vectors is not None:
                vec[DENSE] = [float(x) for x in vectors[i]]
            points.append(models.PointStruct(id=point_id(chunk.chunk_id), vector=vec, payload=chunk.payload()))
        if points:
            self.client.upsert(version, points, wait=True)

    def mark_complete(self, version: str, fingerprint: str) -> None:
        meta = self._require(version)
        if meta.get("complete"):
            raise StoreError(f"index version '{version}' is complete and read-only; build a new version instead")
        meta.update(
            complete=True,
            completed_at=_now(),
            fingerprint=fingerprint,
            points=self.client.count(version, exact=True).count,
        )
        self._put_meta("version", version, meta)

    def _filter(self, f: dict | None):
        from qdrant_client import models

        return models.Filter.model_validate(f) if f is not None else None

    def query(self, version, text=None, *, sparse=None, dense=None, filter=None, limit=10) -> list[Hit]:
        from qdrant_client import models

        self._require(version)
        qfilter = self._filter(filter)
        if sparse is None and text is not None:
            sparse = sparse_mod.embed_query(text)
        sq = models.SparseVector(indices=sparse.indices, values=sparse.values) if sparse else None
        dq = [float(x) for x in dense] if dense is not None else None
        if sq is not None and dq is not None:
            res = self.client.query_points(
                version,
                prefetch=[
                    models.Prefetch(query=sq, using=SPARSE, limit=limit, filter=qfilter),
                    models.Prefetch(query=dq, using=DENSE, limit=limit, filter=qfilter),
                ],
                query=models.FusionQuery(fusion=models.Fusion.RRF),
                query_filter=qfilter,
                limit=limit,
                with_payload=True,
            )
        elif sq is not None or dq is not None:
            res = self.client.query_points(
                version, query=sq if sq is not None else dq, using=SPARSE if sq is not None else DENSE,
                query_filter=qfilter, limit=limit, with_payload=True,
            )
        else:
            raise StoreError("a query needs text, a sparse vector or a dense vector")
        return [Hit(str(p.id), float(p.score), dict(p.payload or {})) for p in res.points]

    def count(self, version, filter=None) -> int:
        self._require(version)
        return self.client.count(version, count_filter=self._filter(filter), exact=True).count

    def scroll(self, version, filter=None, fields=None) -> Iterator[dict]:
        self._require(version)
        offset = None
        while True:
            records, offset = self.client.scroll(
                version, scroll_filter=self._filter(filter), limit=1000, offset=offset,
                with_payload=fields if fields else True,
            )
            for rec in records:
                yield dict(rec.payload or {})
            if offset is None:
                return

    def _meta_points(self, kind: str, **match: str) -> list[dict]:
        from qdrant_client import models

        conds = [models.FieldCondition(key="kind", match=models.MatchValue(value=kind))]
        conds += [models.FieldCondition(key=k, match=models.MatchValue(value=v)) for k, v in match.items()]
        out, offset = [], None
        while True:
            recs, offset = self.client.scroll(
                META, scroll_filter=models.Filter(must=conds), limit=1000, offset=offset, with_payload=True
            )
            out += [dict(r.payload) for r in recs]
            if offset is None:
                return out

    def list_versions(self) -> list[VersionInfo]:
        by_target: dict[str, list[str]] = {}
        for alias, target in self.aliases().items():
            by_target.setdefault(target, []).append(alias)
        existing = {c.name for c in self.client.get_collections().collections}
        out = []
        for m in sorted(self._meta_points("version"), key=lambda m: m["name"]):
            if m["name"] not in existing:
                continue
            complete = bool(m.get("complete"))
            out.append(
                VersionInfo(
                    name=m["name"],
                    complete=complete,
                    points=m.get("points") if complete else self.client.count(m["name"], exact=True).count,
                    fingerprint=m.get("fingerprint"),
                    created_at=m.get("created_at"),
                    completed_at=m.get("completed_at"),
                    dense_size=m.get("dense_size"),
                    aliases=sorted(by_target.get(m["name"], [])),
                )
            )
        return out

    def version_info(self, name: str) -> VersionInfo:
        m = self._version_meta(name)
        if m is None or not self.client.collection_exists(name):
            return super().version_info(name)
        complete = bool(m.get("complete"))
        return VersionInfo(
            name=name,
            complete=complete,
            points=m.get("points") if complete else self.client.count(name, exact=True).count,
            fingerprint=m.get("fingerprint"),
            created_at=m.get("created_at"),
            completed_at=m.get("completed_at"),
            dense_size=m.get("dense_size"),
            aliases=sorted(a for a, t in self.aliases().items() if t == name),
        )

    def drop_version(self, name: str, force: bool = False) -> None:
        from qdrant_client import models

        self._require(name)
        self._check_drop(name, force)
        for alias, target in self.aliases().items():
            if target == name:
                self.client.update_collection_aliases(
                    [models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name=alias))]
                )
        self.client.delete(META, points_selector=models.PointIdsList(points=[self._meta_id("version", name)]))
        self.client.delete_collection(name)

    def aliases(self) -> dict[str, str]:
        return {a.alias_name: a.collection_name for a in self.client.get_aliases().aliases}

    def get_alias(self, name: str) -> str | None:
        return self.aliases().get(name)

    def _alias_events(self, name: str) -> list[dict]:
        """The alias's events, oldest first, with a crash-interrupted last swap settled.

        A swap writes its event as ``pending`` *before* the native alias update and marks
        it ``applied`` after, so a crash in between never loses history: a pending event
        whose target is the live alias target was applied; any other pending event was not.
        """
        self._settle_pending(name)
        events = sorted(self._meta_points("alias_event", alias=name), key=lambda e: e["seq"])
        return [e for e in events if e.get("state", "applied") == "applied"]

    def _settle_pending(self, name: str) -> None:
        """Settle the alias's last event if a crash left it pending (two reads by id)."""
        last = self._get_meta("alias_last", name)
        event = self._get_meta("alias_event", f"{name}:{last['seq']}") if last else None
        if event and event.get("state") == "pending":
            applied = self.get_alias(name) == event["target"]
            self._put_meta("alias_event", f"{name}:{event['seq']}", {**event, "state": "applied" if applied else "failed"})

    def alias_history(self, name: str) -> list[dict]:
        return [{k: e[k] for k in ("target", "previous", "at", "reason")} for e in self._alias_events(name)]

    def swap_alias(self, name: str, version: str, reason: str = "") -> str | None:
        from qdrant_client import models

        self._check_promotable(name, version)
        with self._swap_lock:
            self._settle_pending(name)  # a swap interrupted by a crash
            previous = self.get_alias(name)
            seq = time.time_ns()
            event = {"kind": "alias_event", "alias": name, "seq": seq, "target": version, "previous": previous,
                     "at": _now(), "reason": reason, "state": "pending"}
            self._put_meta("alias_event", f"{name}:{seq}", event)
            self._put_meta("alias_last", name, {"kind": "alias_last", "alias": name, "seq": seq})
            ops = []
            if previous is not None:
                ops.append(models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name=name)))
            ops.append(
                models.CreateAliasOperation(create_alias=models.CreateAlias(collection_name=version, alias_name=name))
            )
            try:
                self.client.update_collection_aliases(ops)
            except Exception:
                self._put_meta("alias_event", f"{name}:{seq}", {**event, "state": "failed"})
                raise
            self._put_meta("alias_event", f"{name}:{seq}", {**event, "state": "applied"})
        return previous

    def close(self) -> None:
        self.client.close()


# ======================================================================
# Opening and building
# ======================================================================


def open_store(spec: str | Path, create: bool = True) -> Store:
    """Open a store from its ``--store`` spec.

    Args:
        spec: a directory (Edge store, the default); ``qdrant+local:PATH`` or ``:memory:``
            (qdrant-client local mode); or ``http(s)://host:port`` (a Qdrant server; the API
            key is read from ``KBGATE_QDRANT_API_KEY``).
        create: create a missing Edge store directory; with ``False`` a missing one is a
            :class:`StoreError` (for commands that only read).

    Example:
        >>> store = open_store(".kbgate/store")  # doctest: +SKIP
    """
    spec = str(spec)
    if not spec:
        raise StoreError("empty --store; pass a directory such as .kbgate/store")
    if spec == ":memory:":
        return ServerStore(":memory:")
    if spec.startswith("qdrant+local:"):
        return ServerStore(spec.removeprefix("qdrant+local:"))
    if spec.startswith(("http://", "https://")):
        return ServerStore(spec, api_key=os.environ.get("KBGATE_QDRANT_API_KEY"))
    if "://" in spec:
        raise StoreError(
            f"unknown store spec '{spec}'; use a directory, qdrant+local:PATH, :memory: or http(s)://host:port"
        )
    return EdgeStore(spec, create=create)


def _sparse_batches(batches: list[Sequence[Chunk]], workers: int) -> Iterator[list[sparse_mod.Sparse]]:
    """Sparse vectors per batch, computed ahead in ``workers`` processes (inline if ``workers`` < 2).

    Workers are forked (Linux only): they run pure-Python tokenising and never touch
    Qdrant, and a fork starts in milliseconds where a spawned worker re-imports kbgate
    for about a second. Elsewhere, or when the process runs other threads, the vectors
    are computed inline.
    """
    import multiprocessing

    texts = [[c.text for c in batch] for batch in batches]
    forkable = sys.platform == "linux" and "fork" in multiprocessing.get_all_start_methods()
    # forking a process that runs other threads can copy a held lock into the child: stay inline then
    if workers < 2 or not forkable or threading.active_count() > 1:
        yield from map(sparse_mod.embed_documents, texts)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        yield from pool.map(sparse_mod.embed_documents, texts)


def build_version(
    store: Store,
    alias: str,
    run_id: str,
    chunks: Sequence[Chunk],
    *,
    dense: DenseFn | None = None,
    dense_size: int | None = None,
    batch_size: int = 1000,
    on_batch: Callable[[int], None] | None = None,
    workers: int | None = None,
) -> str:
    """Build staging version ``{alias}__{run_id}`` from ``chunks`` and mark it complete last.

    The live alias is not touched. An interrupted build leaves an incomplete version
    that :meth:`Store.swap_alias` refuses forever.

    Args:
        store: the target store.
        alias: the alias the version is staged for (only used in the name).
        run_id: the ingestion run id.
        chunks: accepted chunks; duplicate chunk ids are an error.
        dense: optional user vector function (texts -> vectors) for hybrid search.
        dense_size: dimension of ``dense`` vectors (probed from the first chunk if omitted).
        batch_size: chunks per upsert request.
        on_batch: called with the number of chunks written after each batch.
        workers: processes computing sparse vectors ahead of the writes; default: up to 2
            for builds of at least 5,000 chunks, none for smaller ones.

    Returns:
        The new version's name.
    """
    counts = Counter(c.chunk_id for c in chunks)
    if len(counts) != len(chunks):
        dup = next(i for i, n in counts.items() if n > 1)
        raise StoreError(f"chunk id '{dup}' occurs twice; chunk ids must be unique within a version")
    name = staging_name(alias, run_id)
    if dense is not None and dense_size is None:
        dense_size = len(dense(["probe"])[0])
    store.create_version(name, dense_size=dense_size if dense is not None else None)
    batches = [chunks[start : start + batch_size] for start in range(0, len(chunks), batch_size)]
    if workers is None:
        workers = min(2, os.cpu_count() or 1) if len(chunks) >= 5000 else 0
    for batch, sparse_vectors in zip(batches, _sparse_batches(batches, workers), strict=True):
        vectors = dense([c.text for c in batch]) if dense is not None else None
        store.upsert(name, batch, vectors, sparse=sparse_vectors)
        if on_batch:
            on_batch(len(batch))
    store.mark_complete(name, fingerprint_of((c.chunk_id, c.chunk_hash) for c in chunks))
    return name
