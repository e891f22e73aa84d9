"""The server store: qdrant-client with native collections and aliases (a Qdrant server, or local mode)."""

from __future__ import annotations

import datetime as dt
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

from kbgate.errors import StoreError
from kbgate.retrieval import sparse as sparse_mod
from kbgate.runs import parse_utc
from kbgate.store.base import (
    _POINT_NS,
    ANY,
    API_KEY_ENV,
    DENSE,
    KEYWORD_INDEXES,
    SPARSE,
    AliasMovedError,
    Hit,
    Search,
    Store,
    VersionInfo,
    _check_name,
    _now,
    check_expected,
    point_id,
)

META = "kbgate_meta"
#: A pending alias event younger than this is a swap in flight in another process, not a crash.
PENDING_GRACE_S = 30.0


def payload_indexes() -> dict[str, Any]:
    """The payload indexes every version collection gets, field name to qdrant-client schema.

    * ``tenant_id``: a keyword index with ``is_tenant=True``. Qdrant then stores each
      tenant's points together on disk and plans tenant-filtered searches per tenant
      (the multi-tenancy layout of one collection shared by tenants).
    * :data:`kbgate.store.base.KEYWORD_INDEXES` (the ACL lists, ``classification``, ``doc_id``):
      plain keyword indexes, for the ACL filter of every query and for the per-document
      lookups of ingest and drill.

    qdrant-client local mode ignores payload indexes; a server builds them.
    """
    from qdrant_client import models

    keyword = models.PayloadSchemaType.KEYWORD
    return {
        "tenant_id": models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True),
        **{key: keyword for key in KEYWORD_INDEXES},
    }


def server_error_message(location: str, exc: Exception) -> str:
    """Say what failed on a Qdrant server and how to fix it (never the API key).

    401/403 mean a missing, wrong or too weak key; anything else is taken as an
    unreachable server.
    """
    status = getattr(exc, "status_code", None)
    if status in (401, 403):
        return (f"Qdrant at {location} refused kbgate (HTTP {status}); set {API_KEY_ENV} to an API key, or "
                "a JWT whose access allows managing collections and aliases (see docs/runbook-qdrant.md)")
    return (f"cannot use Qdrant at {location}: {type(exc).__name__}: {str(exc).strip()[:200]}; check the URL "
            f"(qdrant+http://host:6333 or qdrant+https://...), that the server runs, and {API_KEY_ENV}")


class ServerErrors:
    """A Qdrant server's client whose transport and HTTP errors become :class:`StoreError`.

    A server that goes away or refuses a call halfway through a command then gives the
    fix-it message of :func:`server_error_message`, like a failed start does, instead of an
    internal error. Every other attribute is the client's own.
    """

    def __init__(self, client: Any, location: str):
        self._client, self._location = client, location

    def __getattr__(self, name: str) -> Any:
        from qdrant_client.http.exceptions import ApiException

        attr = getattr(self._client, name)
        if not callable(attr):
            return attr

        def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return attr(*args, **kwargs)
            except ApiException as exc:
                raise StoreError(server_error_message(self._location, exc)) from None

        return call


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
            self.client = ServerErrors(QdrantClient(url=location, api_key=api_key), location)
        else:
            try:
                self.client = QdrantClient(path=location)
            except RuntimeError as exc:
                raise StoreError(
                    f"cannot open qdrant local store {location}: {exc}; another process holds it, "
                    "stop it or use an Edge store directory"
                ) from None
        self._swap_lock = threading.Lock()
        try:
            if not self.client.collection_exists(META):
                self.client.create_collection(META, vectors_config={})
                for field in ("kind", "alias", "name"):
                    self._index(META, field, models.PayloadSchemaType.KEYWORD)
        except StoreError:
            raise
        except Exception as exc:  # noqa: BLE001 - e.g. httpx errors outside qdrant-client's ApiException family
            raise StoreError(server_error_message(location, exc)) from None

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
        for field, schema in payload_indexes().items():
            self._index(name, field, schema)

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

    def mark_complete(self, version: str, fingerprint: str, extra: dict | None = None) -> None:
        meta = self._require(version)
        if meta.get("complete"):
            raise StoreError(f"index version '{version}' is complete and read-only; build a new version instead")
        meta.update(
            **(extra or {}),
            complete=True,
            completed_at=_now(),
            fingerprint=fingerprint,
            points=self.client.count(version, exact=True).count,
        )
        self._put_meta("version", version, meta)

    def _filter(self, f: dict | None):
        from qdrant_client import models

        return models.Filter.model_validate(f) if f is not None else None

    def _request(self, s: Search):
        """The ``QueryRequest`` of one search (the filter inside every prefetch too)."""
        from qdrant_client import models

        qfilter = self._filter(s.filter)
        sparse = sparse_mod.embed_query(s.text) if s.sparse is None and s.text is not None else s.sparse
        sq = models.SparseVector(indices=sparse.indices, values=sparse.values) if sparse else None
        dq = [float(x) for x in s.dense] if s.dense is not None else None
        if sq is not None and dq is not None:
            return models.QueryRequest(
                prefetch=[
                    models.Prefetch(query=sq, using=SPARSE, limit=s.limit, filter=qfilter),
                    models.Prefetch(query=dq, using=DENSE, limit=s.limit, filter=qfilter),
                ],
                query=models.FusionQuery(fusion=models.Fusion.RRF), filter=qfilter, limit=s.limit, with_payload=True,
            )
        if sq is not None or dq is not None:
            return models.QueryRequest(query=sq if sq is not None else dq, using=SPARSE if sq is not None else DENSE,
                                       filter=qfilter, limit=s.limit, with_payload=True)
        raise StoreError("a query needs text, a sparse vector or a dense vector")

    @staticmethod
    def _hits(points) -> list[Hit]:
        return [Hit(str(p.id), float(p.score), dict(p.payload or {})) for p in points]

    def query(self, version, text=None, *, sparse=None, dense=None, filter=None, limit=10) -> list[Hit]:
        return self.query_batch(version, [Search(text, sparse, dense, filter, limit)])[0]

    def query_batch(self, version: str, searches) -> list[list[Hit]]:
        self._require(version)
        if not searches:
            return []
        requests = [self._request(s) for s in searches]
        return [self._hits(r.points) for r in self.client.query_batch_points(version, requests=requests)]

    def count(self, version, filter=None) -> int:
        self._require(version)
        return self.client.count(version, count_filter=self._filter(filter), exact=True).count

    def scroll(self, version, filter=None, fields=None) -> Iterator[dict]:
        self._require(version)
        yield from self._scroll(version, self._filter(filter), fields if fields else True)

    def _scroll(self, collection: str, qfilter, with_payload) -> Iterator[dict]:
        for rec in self._records(collection, qfilter, with_payload):
            yield dict(rec.payload or {})

    def _records(self, collection: str, qfilter, with_payload, with_vectors=False):
        """Every point record of ``collection`` matching ``qfilter``, a page of 1,000 at a time."""
        offset = None
        while True:
            records, offset = self.client.scroll(collection, scroll_filter=qfilter, limit=1000, offset=offset,
                                                 with_payload=with_payload, with_vectors=with_vectors)
            yield from records
            if offset is None:
                return

    def dense_vectors(self, version: str) -> Iterator[tuple[str, list[float]]]:
        self._require(version)
        for rec in self._records(version, None, ["text"], [DENSE]):
            vec = rec.vector.get(DENSE) if isinstance(rec.vector, dict) else None
            if vec:
                yield (rec.payload or {}).get("text", ""), list(vec)

    def _meta_points(self, kind: str, **match: str) -> list[dict]:
        from qdrant_client import models

        conds = [models.FieldCondition(key=k, match=models.MatchValue(value=v)) for k, v in {"kind": kind, **match}.items()]
        return list(self._scroll(META, models.Filter(must=conds), True))

    def _info(self, name: str, meta: dict, aliases: dict[str, str]) -> VersionInfo:
        points = meta.get("points") if meta.get("complete") else self.client.count(name, exact=True).count
        return VersionInfo.of(name, meta, points, aliases)

    def list_versions(self) -> list[VersionInfo]:
        aliases = self.aliases()
        existing = {c.name for c in self.client.get_collections().collections}
        return [self._info(m["name"], m, aliases) for m in sorted(self._meta_points("version"), key=lambda m: m["name"])
                if m["name"] in existing]

    def has_version(self, name: str) -> bool:
        return self._version_meta(name) is not None and self.client.collection_exists(name)

    def version_info(self, name: str) -> VersionInfo:
        m = self._version_meta(name)
        if m is None or not self.client.collection_exists(name):
            return super().version_info(name)
        return self._info(name, m, self.aliases())

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
        """Settle the alias's last event if a crash left it pending (two reads by id).

        A pending event younger than :data:`PENDING_GRACE_S` (by its ``at`` time) is a swap
        in flight in another process and is left alone. A crashed swap that claimed the
        alias token but never moved the native alias hands the token back to the live target.
        """
        last = self._get_meta("alias_last", name)
        event = self._get_meta("alias_event", f"{name}:{last['seq']}") if last else None
        if not event or event.get("state") != "pending" or _in_flight(event):
            return
        current = self.get_alias(name)
        applied = current == event["target"]  # a weighted change keeps the target: its claim applied it
        self._put_meta("alias_event", f"{name}:{event['seq']}", {**event, "state": "applied" if applied else "failed"})
        if not applied and last.get("target", current) != current:
            self._put_token(name, {**last, "target": current, "canary": event.get("previous_canary")},
                            if_seq=last["seq"])

    def alias_history(self, name: str) -> list[dict]:
        return [{"target": e["target"], "previous": e["previous"], "at": e["at"], "reason": e["reason"],
                 "kind": e.get("swap_kind", "swap"), **({"canary": e["canary"]} if e.get("canary") else {})}
                for e in self._alias_events(name)]

    def alias_state(self, name: str) -> tuple[str | None, dict | None]:
        """The native alias target, and the pair held by the alias token when the token agrees with it."""
        token = self._get_meta("alias_last", name) or {}
        target = self.get_alias(name)
        canary = token.get("canary")
        if canary and token.get("target") == target == canary.get("baseline"):
            return target, canary
        return target, None

    def _put_token(self, name: str, payload: dict, if_seq: int | None) -> None:
        """Write the alias token; only over token ``if_seq`` (``None``: only if there is no token)."""
        from qdrant_client import models

        point = models.PointStruct(id=self._meta_id("alias_last", name), vector={}, payload=payload)
        if if_seq is None:
            self.client.upsert(META, [point], update_mode=models.UpdateMode.INSERT_ONLY)
        else:
            self.client.upsert(META, [point], update_filter=models.Filter(
                must=[models.FieldCondition(key="seq", match=models.MatchValue(value=if_seq))]))

    def _claim(self, name: str, seq: int, version: str, previous: str | None, expected,
               canary: dict | None = None, prev_canary: dict | None = None) -> None:
        """The compare-and-set of a swap: move the alias token from what was read to ``seq``.

        The token (``alias_last``: ``{seq, target}``) is written by a conditional upsert
        (Qdrant's ``update_filter`` on the token's ``seq``, or ``insert_only`` for a new
        alias), which the server applies atomically; reading it back tells whether this
        swap won. A token whose target is not the live alias is a swap in flight; one whose
        weighted pair is not the one read (``prev_canary``) was changed by another process.
        """
        moved_from = (prev_canary or previous) if expected is ANY else expected
        token = self._get_meta("alias_last", name)
        if token is not None and (token.get("target", previous) != previous or token.get("canary") != prev_canary):
            raise AliasMovedError(name, moved_from, token.get("canary") or token["target"])
        self._put_token(name, {"kind": "alias_last", "alias": name, "seq": seq, "target": version, "canary": canary},
                        if_seq=None if token is None else token["seq"])
        won = self._get_meta("alias_last", name) or {}
        if won.get("seq") != seq:
            raise AliasMovedError(name, moved_from, won.get("target"))

    def swap_alias(self, name: str, version: str, reason: str = "", *, expected=ANY, kind: str = "swap") -> str | None:
        """Swap inside the alias-history protocol; ``expected`` is compared by the token claim.

        Steps: settle a crashed swap; compare the live target with ``expected``; write the
        history event ``pending``; claim the alias token (:meth:`_claim`, the atomic
        compare-and-set against concurrent swaps from other processes); update the native
        alias (delete + create in one request); mark the event ``applied``. A lost claim
        marks the event ``failed`` and raises :class:`AliasMovedError`.
        """
        self._check_promotable(name, version)
        return self._change(name, version, reason, expected, kind, None)[0]

    def set_canary(self, name: str, candidate: str, weight: int, reason: str = "", *, expected=ANY,
                   kind: str = "canary") -> dict:
        """A weighted change: the alias token carries the pair; the native alias (the baseline) stays."""
        self._check_promotable(name, candidate)
        return self._change(name, None, reason, expected, kind, (candidate, weight))[1]

    def _change(self, name: str, version: str | None, reason: str, expected, kind: str,
                weighted: tuple[str, int] | None) -> tuple[str | None, dict | None]:
        """A swap to ``version``, or with ``weighted`` (candidate, weight) a weighted change; (previous, pair)."""
        from qdrant_client import models

        with self._swap_lock:
            self._settle_pending(name)  # a swap interrupted by a crash
            previous, prev_canary = self.alias_state(name)
            check_expected(name, expected, prev_canary or previous)
            canary = None
            if weighted is not None:
                canary = self._new_canary(name, previous, prev_canary, *weighted)
                version = previous
            seq = time.time_ns()
            event = {"kind": "alias_event", "alias": name, "seq": seq, "target": version, "previous": previous,
                     "at": _now(), "reason": reason, "swap_kind": kind, "state": "pending", "canary": canary,
                     "previous_canary": prev_canary}
            self._put_meta("alias_event", f"{name}:{seq}", event)
            try:
                self._claim(name, seq, version, previous, expected, canary, prev_canary)
            except AliasMovedError:
                self._put_meta("alias_event", f"{name}:{seq}", {**event, "state": "failed"})
                raise
            if canary is not None:
                self._put_meta("alias_event", f"{name}:{seq}", {**event, "state": "applied"})
                return previous, canary
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
                self._put_token(name, {"kind": "alias_last", "alias": name, "seq": seq, "target": previous,
                                       "canary": prev_canary}, if_seq=seq)
                raise
            self._put_meta("alias_event", f"{name}:{seq}", {**event, "state": "applied"})
        return previous, None

    def close(self) -> None:
        self.client.close()


def _in_flight(event: dict) -> bool:
    """Is a pending event young enough to be a swap still running (unparseable times: no)?"""
    at = parse_utc(event.get("at"))
    return at is not None and (dt.datetime.now(dt.UTC) - at).total_seconds() < PENDING_GRACE_S
