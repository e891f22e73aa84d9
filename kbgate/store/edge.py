"""The embedded default store: Qdrant Edge, one shard directory per version, aliases in a registry file."""

from __future__ import annotations

import fcntl
import functools
import json
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kbgate.errors import StoreError
from kbgate.paths import write_atomic
from kbgate.retrieval import sparse as sparse_mod
from kbgate.store.base import (
    ACL_FIELDS,
    ANY,
    BUILD_META,
    DENSE,
    KEYWORD_INDEXES,
    REGISTRY,
    SPARSE,
    VERSION_META,
    Hit,
    Search,
    Store,
    VersionInfo,
    _check_name,
    _now,
    acl_key,
    check_expected,
    point_id,
)

#: A version being built is sealed (flushed, optimized, trimmed) every SEGMENT_ENTRIES sparse
#: entries or SEGMENT_POINTS points, whichever comes first. Edge keeps an open segment in
#: memory (about 70 bytes per sparse entry: a 600-character Chinese chunk has ~500 entries, an
#: English one ~60) and optimizing a segment peaks at about twice that again. Measured on 60k
#: chunks of the scale corpus: unsealed, the build peaked 1.6 GB above its start; sealed every
#: 20k chunks (~6M entries), 0.7 GB, at the same speed (docs/scale.md, "What fixed the memory").
SEGMENT_ENTRIES = 6_000_000
SEGMENT_POINTS = 100_000
#: Each document's distinct ACLs in a complete version (:meth:`EdgeStore.acl_rows`).
ACL_TABLE = "kbgate-acl.json"
#: Segments a version may keep: above this, Edge's merge optimizer merges them again (whose
#: peak is a whole merged segment's), so it is set above what a sealed build makes.
MAX_SEGMENTS = 256


def _cached_filter(f: dict | None):
    """:func:`_edge_filter` of ``f``, translated once per distinct filter (by its JSON) and then reused: a
    retriever asks with the same few actor filters over and over, and building one costs several native calls."""
    return None if f is None else _edge_filter_of(json.dumps(f, sort_keys=True))


@functools.lru_cache(maxsize=4096)
def _edge_filter_of(key: str):
    return _edge_filter(json.loads(key))


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
    write_atomic(path, json.dumps(data, ensure_ascii=False))


def _copy_registry(reg: dict) -> dict:
    """Copy deep enough that callers may change aliases and histories (events are never changed)."""
    return {**reg, "aliases": {a: {**e, "history": list(e["history"])} for a, e in reg["aliases"].items()}}


class EdgeStore(Store):
    """Embedded store on Qdrant Edge: one shard directory per version + an alias registry file.

    Layout of the store root::

        aliases.json                      alias registry {alias: {target, history, canary?}}
        aliases.lock                      flock'ed while the registry is changed
        versions/<name>/shard/            the Edge shard (created without WAL)
        versions/<name>/kbgate-build.json created_at, dense_size
        versions/<name>/kbgate-acl.json   the distinct ACLs of each document (:meth:`acl_rows`)
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
        self._unsealed: dict[str, tuple[int, int]] = {}  # version being built -> (points, entries) since its seal
        self._acls: dict[str, set[tuple]] = {}  # version created here -> its distinct ACL rows so far
        self.segment_points, self.segment_entries = SEGMENT_POINTS, SEGMENT_ENTRIES
        #: Edge's ``indexing_threshold`` (KB of vectors): a segment below it stays appendable when
        #: optimized. ``None`` keeps Edge's default, which a sealed 100k-point segment exceeds
        self.indexing_threshold_kb: int | None = None

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
            # the sparse index on disk (memory-mapped): held in memory, it kept 608 MB resident after
            # building 60k chunks of the scale corpus (~10 KB a chunk); mapped, 143 MB, the same answers
            sparse_vectors={SPARSE: q.EdgeSparseVectorParams(modifier=q.Modifier.Idf, on_disk=True)},
            optimizers=q.EdgeOptimizersConfig(default_segment_number=MAX_SEGMENTS,
                                               indexing_threshold=self.indexing_threshold_kb),
            wal_enabled=False,
        )
        shard = q.EdgeShard.create(str(vdir / "shard"), config)
        shard.update(q.UpdateOperation.create_field_index("tenant_id", q.KeywordIndexParams(is_tenant=True)))
        for key in KEYWORD_INDEXES:
            shard.update(q.UpdateOperation.create_field_index(key, q.KeywordIndexParams()))
        with self._lock:
            self._shards[name] = shard
            self._acls[name] = set()

    def _check_writable(self, version: str) -> None:
        if (self._vdir(version) / VERSION_META).exists():
            raise StoreError(f"index version '{version}' is complete and read-only; build a new version instead")

    def upsert(self, version, chunks, vectors=None, sparse=None) -> None:
        import qdrant_edge as q

        self._check_writable(version)
        shard = self._shard(version)
        points, entries = [], 0
        acls = self._acls.get(version)
        for i, chunk in enumerate(chunks):
            sv = sparse[i] if sparse is not None else sparse_mod.embed_document(chunk.text)
            entries += len(sv.indices)
            vec: dict[str, Any] = {SPARSE: q.SparseVector(sv.indices, sv.values)}
            if vectors is not None:
                vec[DENSE] = [float(x) for x in vectors[i]]
            payload = chunk.payload()
            if acls is not None:
                acls.add(acl_key(payload))
            points.append(q.Point(point_id(chunk.chunk_id), vec, payload))
        if points:
            shard.update(q.UpdateOperation.upsert_points(points))
        n, e = self._unsealed.get(version, (0, 0))
        self._unsealed[version] = (n + len(points), e + entries)
        if n + len(points) >= self.segment_points or e + entries >= self.segment_entries:
            self._seal(version, shard)

    def _seal(self, version: str, shard) -> None:
        """Write the open segment out and optimize it, so its in-memory form is freed (see SEGMENT_ENTRIES).

        Edge computes the sparse IDF over all segments of a shard, so a sealed build answers
        exactly as one built in a single segment (tests/test_store_segments.py).
        """
        from kbgate.store.build import trim_heap

        shard.flush()
        shard.optimize()
        self._unsealed[version] = (0, 0)
        trim_heap()

    def mark_complete(self, version: str, fingerprint: str, extra: dict | None = None) -> None:
        self._check_writable(version)
        import qdrant_edge as q

        shard = self._shard(version)
        self._seal(version, shard)
        shard.flush()
        self._unsealed.pop(version, None)
        build = json.loads((self._vdir(version) / BUILD_META).read_text(encoding="utf-8"))
        meta = {
            **build,
            **(extra or {}),
            "complete": True,
            "completed_at": _now(),
            "fingerprint": fingerprint,
            "points": shard.count(q.CountRequest(exact=True)),
        }
        acls = self._acls.pop(version, None)
        if acls is not None:  # only when every point went through this store object
            rows = [dict(zip(ACL_FIELDS, (list(v) if isinstance(v, tuple) else v for v in row), strict=True))
                    for row in sorted(acls, key=repr)]
            _write_atomic(self._vdir(version) / ACL_TABLE, {"fields": ACL_FIELDS, "rows": rows})
        _write_atomic(self._vdir(version) / VERSION_META, meta)
        # what the build held goes (2.4 KB a chunk stays resident in an open shard); readers reopen it
        self._close_shard(version)

    def release(self, version: str) -> None:
        if version not in self._unsealed and version not in self._acls:  # a version being built stays open
            self._close_shard(version)

    def _close_shard(self, name: str) -> None:
        with self._lock:
            shard = self._shards.pop(name, None)
        if shard is not None:
            shard.close()

    # --- reads ---------------------------------------------------------
    def _request(self, s: Search):
        """The ``qdrant_edge.QueryRequest`` of one search."""
        import qdrant_edge as q

        qfilter = _cached_filter(s.filter)
        sparse = sparse_mod.embed_query(s.text) if s.sparse is None and s.text is not None else s.sparse
        sq = q.Query.Nearest(q.SparseVector(sparse.indices, sparse.values), using=SPARSE) if sparse else None
        dq = q.Query.Nearest([float(x) for x in s.dense], using=DENSE) if s.dense is not None else None
        if sq is not None and dq is not None:
            return q.QueryRequest(
                limit=s.limit,
                prefetches=[
                    q.Prefetch(limit=s.limit, query=sq, filter=qfilter),
                    q.Prefetch(limit=s.limit, query=dq, filter=qfilter),
                ],
                query=q.Fusion.Rrf(k=60),
                filter=qfilter,
                with_payload=True,
            )
        if sq is not None or dq is not None:
            return q.QueryRequest(limit=s.limit, query=sq or dq, filter=qfilter, with_payload=True)
        raise StoreError("a query needs text, a sparse vector or a dense vector")

    @staticmethod
    def _hits(points) -> list[Hit]:
        # each ``payload`` access builds a new dict: read it once, no copy; the id only when asked (Hit)
        return [Hit(p, float(p.score), p.payload or {}) for p in points]

    def query(self, version, text=None, *, sparse=None, dense=None, filter=None, limit=10) -> list[Hit]:
        shard = self._shard(version)
        request = self._request(Search(text, sparse, dense, filter, limit))
        return self._hits(shard.query(request))

    def query_batch(self, version: str, searches) -> list[list[Hit]]:
        import qdrant_edge as q

        if not searches:
            return []
        shard = self._shard(version)
        requests = [self._request(s) for s in searches]
        return [self._hits(points) for points in shard.query_batch(q.QueryBatchRequest(requests))]

    def count(self, version: str, filter: dict | None = None) -> int:
        import qdrant_edge as q

        return self._shard(version).count(q.CountRequest(exact=True, filter=_cached_filter(filter)))

    def _records(self, version: str, filter: dict | None, fields: list[str] | None, vectors: list[str] | None = None):
        """Every point record matching ``filter``, a page of 1,000 at a time (only ``fields`` and ``vectors`` read)."""
        import qdrant_edge as q

        shard = self._shard(version)
        request = {"filter": _edge_filter(filter), "with_payload": q.PayloadSelector.Include(fields) if fields else True,
                   "with_vector": vectors}
        offset = None
        while True:
            records, offset = shard.scroll(q.ScrollRequest(offset=offset, limit=1000, **request))
            yield from records
            if offset is None:
                return

    def scroll(self, version, filter=None, fields=None) -> Iterator[dict]:
        for rec in self._records(version, filter, fields):
            yield dict(rec.payload or {})

    def dense_vectors(self, version: str) -> Iterator[tuple[str, list[float]]]:
        for rec in self._records(version, None, ["text"], [DENSE]):
            vec = (rec.vector or {}).get(DENSE)
            if vec:
                yield (rec.payload or {}).get("text", ""), vec

    def acl_rows(self, version: str) -> Iterator[dict]:
        """From the version's ``kbgate-acl.json`` when its build wrote one, else a scroll of every point.

        The table holds each document's distinct ACLs, written by :meth:`mark_complete` from
        the payloads this store object upserted (a complete version is read-only). At 1M chunks a
        scroll of two versions mapped about 10 GiB of payload pages into the gate's RSS.
        """
        path = self._vdir(version) / ACL_TABLE
        if (self._vdir(version) / VERSION_META).is_file() and path.is_file():
            try:
                return iter(json.loads(path.read_text(encoding="utf-8"))["rows"])
            except (OSError, ValueError, KeyError, TypeError):
                pass  # a damaged table: the points themselves are the truth
        return self.scroll(version, fields=ACL_FIELDS)

    def _read_meta(self, name: str) -> tuple[dict, dict | None]:
        vdir = self._vdir(name)
        build = json.loads((vdir / BUILD_META).read_text(encoding="utf-8"))
        meta_path = vdir / VERSION_META
        meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.exists() else None
        return build, meta

    def _info(self, name: str, aliases: dict[str, str]) -> VersionInfo:
        build, meta = self._read_meta(name)
        return VersionInfo.of(name, {**build, **(meta or {})}, meta.get("points") if meta else self._try_count(name),
                              aliases)

    def list_versions(self) -> list[VersionInfo]:
        aliases, out = self.aliases(), []
        for vdir in sorted(self.versions_dir.iterdir()):
            if vdir.is_dir() and (vdir / BUILD_META).is_file():
                try:
                    out.append(self._info(vdir.name, aliases))
                except (OSError, ValueError):
                    continue
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

    def has_version(self, name: str) -> bool:
        return self._exists(name)

    def version_info(self, name: str) -> VersionInfo:
        if not self._exists(name):
            return super().version_info(name)
        return self._info(name, self.aliases())

    def drop_version(self, name: str, force: bool = False) -> None:
        if not self._vdir(name).is_dir():
            raise StoreError(f"index version '{name}' not found; run `kbgate index list --store ...` to see versions")
        with self._registry_lock():
            self._check_drop(name, force)
            self._close_shard(name)
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
        """A copy of the registry that the caller may change (see :meth:`_registry_view`)."""
        return _copy_registry(self._registry_view())

    def _registry_view(self) -> dict:
        """The parsed registry, cached while the file (inode, mtime, size) is unchanged; never change it.

        The registry is only ever replaced by ``os.replace``, so a changed file always
        has a new inode and a stale cache entry is never reused. Readers that only look
        (every query resolves its alias here) skip the copy, whose cost grows with the
        alias history.
        """
        path = self.root / REGISTRY
        cached = self._registry_cache
        if cached is not None:  # fast path: one stat, no file opened
            try:
                st = os.stat(path)
            except FileNotFoundError:
                st = None
            if st is not None and cached[0] == (st.st_ino, st.st_mtime_ns, st.st_size):
                return cached[1]
        try:
            with open(path, encoding="utf-8") as fh:
                st = os.fstat(fh.fileno())
                key = (st.st_ino, st.st_mtime_ns, st.st_size)
                cached = self._registry_cache
                if cached is not None and cached[0] == key:
                    return cached[1]
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
        return data

    def get_alias(self, name: str) -> str | None:
        entry = self._registry_view()["aliases"].get(name)
        return entry["target"] if entry else None

    def aliases(self) -> dict[str, str]:
        return {a: e["target"] for a, e in self._registry_view()["aliases"].items()}

    def alias_history(self, name: str) -> list[dict]:
        entry = self._registry_view()["aliases"].get(name)
        return list(entry["history"]) if entry else []

    def alias_state(self, name: str) -> tuple[str | None, dict | None]:
        entry = self._registry_view()["aliases"].get(name)
        if not entry:
            return None, None
        canary = entry.get("canary")  # a copy: the cached registry is never changed
        return entry["target"], dict(canary) if canary else canary

    @contextmanager
    def _changing(self, name: str, expected) -> Iterator[dict]:
        """Yield the alias's registry entry under the lock, after the compare-and-set; write it back atomically."""
        with self._registry_lock():
            for stale in self.root.glob(f"{REGISTRY}.tmp.*"):
                stale.unlink(missing_ok=True)
            reg = self._read_registry()
            entry = reg["aliases"].setdefault(name, {"target": None, "history": []})
            check_expected(name, expected, entry.get("canary") or entry["target"])
            yield entry
            _write_atomic(self.root / REGISTRY, reg)

    def swap_alias(self, name: str, version: str, reason: str = "", *, expected=ANY, kind: str = "swap") -> str | None:
        """Swap under the registry lock; ``expected`` is compared under that same lock. Ends a canary."""
        self._check_promotable(name, version)
        with self._changing(name, expected) as entry:
            previous = entry["target"]
            entry.pop("canary", None)
            entry["target"] = version
            entry["history"].append(
                {"target": version, "previous": previous, "at": _now(), "reason": reason, "kind": kind})
        return previous

    def set_canary(self, name: str, candidate: str, weight: int, reason: str = "", *, expected=ANY,
                   kind: str = "canary") -> dict:
        self._check_promotable(name, candidate)
        with self._changing(name, expected) as entry:
            canary = self._new_canary(name, entry["target"], entry.get("canary"), candidate, weight)
            entry["canary"] = canary
            entry["history"].append({"target": entry["target"], "previous": entry["target"], "at": _now(),
                                     "reason": reason, "kind": kind, "canary": canary})
        return canary

    def close(self) -> None:
        with self._lock:
            shards, self._shards = self._shards, {}
        for shard in shards.values():
            shard.close()
