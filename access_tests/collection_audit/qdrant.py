"""Reading a live Qdrant collection, read only: open the client, check the collection, scroll its payloads."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from access_tests.collection_audit.fields import FieldMap
from access_tests.collection_audit.judge import CollectionAudit, audit_points
from access_tests.collection_audit.truth import AuditTruth
from kbgate.errors import InputError, StoreError

#: points scrolled per request
PAGE_SIZE = 1000


def open_client(spec: str, *, timeout: float = 10.0):
    """A qdrant-client for ``--store``: ``qdrant+http(s)://host:port`` (API key from ``$KBGATE_QDRANT_API_KEY``),
    plain ``http(s)://host:port``, or ``qdrant+local:PATH`` (qdrant-client local mode; PATH must exist).

    Raises:
        StoreError: an unknown spec, or a local path that is not qdrant-client local storage.
    """
    from qdrant_client import QdrantClient

    from kbgate.store import API_KEY_ENV, parse_store_spec

    try:
        kind, location = parse_store_spec(spec)
    except StoreError:
        kind, location = None, ""
    if kind == "local":
        path = Path(location)
        if not (path / "meta.json").is_file():
            raise StoreError(f"{path} is not a qdrant-client local storage (no meta.json); pass the path the "
                             "pipeline gave QdrantClient(path=...)")
        try:
            return QdrantClient(path=str(path))
        except RuntimeError as exc:
            raise StoreError(f"cannot open qdrant local storage {path}: {exc}; stop the process that holds it") \
                from None
    if kind == "server" and "://" not in location.split("://", 1)[1]:
        return QdrantClient(url=location, api_key=os.environ.get(API_KEY_ENV) or None, timeout=int(max(1, timeout)),
                            check_compatibility=False)
    raise StoreError(f"unknown --store '{spec}'; use qdrant+http(s)://host:port (API key in $KBGATE_QDRANT_API_KEY) "
                     "or qdrant+local:PATH")


def check_collection(client, spec: str, collection: str) -> int:
    """The number of points in ``collection``.

    Raises:
        StoreError: the server cannot be reached.
        InputError: no such collection (the message lists the ones there are).
    """
    try:
        if not client.collection_exists(collection):
            names = sorted(c.name for c in client.get_collections().collections)
            raise InputError(f"collection '{collection}' not found at {spec}; existing collections: "
                             f"{', '.join(names) or 'none'}")
        return client.count(collection, exact=True).count
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - qdrant-client's ApiException family or httpx errors
        status = getattr(exc, "status_code", None)
        if status in (401, 403):
            raise StoreError(f"Qdrant at {spec} refused the audit (HTTP {status}); set $KBGATE_QDRANT_API_KEY to an "
                             "API key, or a JWT that may read the collection") from None
        raise StoreError(f"cannot reach Qdrant at {spec} ({type(exc).__name__}: {str(exc).strip()[:200]}); check "
                         "the URL, that the server is running, and $KBGATE_QDRANT_API_KEY if it needs a key") from None


def scroll_points(client, collection: str, fields: FieldMap, *, page_size: int = PAGE_SIZE,
                  on_page: Callable[[int], None] | None = None) -> Iterator[tuple[Any, dict]]:
    """Every ``(point id, payload)`` of the collection, page by page (mapped top-level keys only, no vectors)."""
    offset = None
    keys = fields.fetched_keys()
    while True:
        records, offset = client.scroll(collection, limit=page_size, offset=offset, with_payload=keys,
                                        with_vectors=False)
        for r in records:
            yield r.id, r.payload or {}
        if on_page:
            on_page(len(records))
        if offset is None:
            return


def audit_collection(client, collection: str, fields: FieldMap, truth: AuditTruth, *, spec: str = "",
                     page_size: int = PAGE_SIZE, on_page: Callable[[int], None] | None = None) -> CollectionAudit:
    """Scroll the whole collection and judge every point (see the module rules).

    Args:
        client: an open qdrant-client (:func:`open_client`).
        collection: the collection to audit; it is only read.
        fields: where the notions live in the payload.
        truth: the manifest and policy as of a date.
        spec: how the store is named in error messages.
        page_size: points per scroll request.
        on_page: called with the number of points of each page scrolled.

    Raises:
        StoreError, InputError: see :func:`check_collection`.
    """
    check_collection(client, spec or collection, collection)
    return audit_points(scroll_points(client, collection, fields, page_size=page_size, on_page=on_page), fields, truth)
