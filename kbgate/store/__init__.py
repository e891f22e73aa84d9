"""The isolated index store: versioned indexes on Qdrant with atomic aliases.

Two backends implement one small interface (:class:`Store`):

* :class:`EdgeStore` (the embedded default): a store root directory with one Qdrant
  Edge shard per index version and an alias registry file (``aliases.json``) that
  is replaced atomically under a lock file. It keeps the alias history.
* :class:`ServerStore`: ``qdrant-client`` with native collections and
  ``update_collection_aliases`` (one request holding delete + create). It talks to a
  Qdrant server (``qdrant+http(s)://host:port``, API key from ``KBGATE_QDRANT_API_KEY``) or,
  for tests and small data, to qdrant-client local mode (``qdrant+local:PATH`` or
  ``:memory:``).

An index version is built once and never written again: create it, upsert chunks,
then :meth:`Store.mark_complete` flushes, optimizes and records its fingerprint. A
version without that mark is *incomplete* and can never be promoted by an alias
swap. :func:`build_version` does all of it in the right order.

Filters are plain dicts in Qdrant's REST JSON shape, e.g.
``{"must": [{"key": "tenant_id", "match": {"value": "acme"}}]}``; both backends
translate them, and the same dict goes into audit records.

The package: :mod:`kbgate.store.base` holds the interface and the alias rules shared by
both backends (:func:`validate_alias_name`, promotable and protected versions); this module
holds :func:`open_store` and :func:`parse_store_spec`, the one place a ``--store`` spec is parsed; :mod:`kbgate.store.edge` and :mod:`kbgate.store.server` are the
backends, :mod:`kbgate.store.build` builds a staging version.
"""

from __future__ import annotations

import os
from pathlib import Path

from kbgate.errors import StoreError
from kbgate.store.base import (  # the contract, re-exported
    ACL_FIELDS,
    ANY,
    API_KEY_ENV,
    SPARSE,
    VERSION_META,
    AliasMovedError,
    Hit,
    Search,
    Store,
    VersionInfo,
    acl_key,
    bucket_of,
    canary_arm,
    describe_state,
    fingerprint_of,
    point_id,
    validate_alias_name,
)
from kbgate.store.build import build_version
from kbgate.store.edge import EdgeStore
from kbgate.store.server import ServerStore


def open_store(spec: str | Path, create: bool = True) -> Store:
    """Open a store from its ``--store`` spec.

    Args:
        spec: a directory (Edge store, the default); ``qdrant+local:PATH`` or ``:memory:``
            (qdrant-client local mode); or ``qdrant+http://host:port`` /
            ``qdrant+https://host:port`` (a Qdrant server or cluster; the bare
            ``http(s)://`` form is accepted too). The API key (or a JWT for Qdrant's
            RBAC) is read from ``$KBGATE_QDRANT_API_KEY`` (:data:`API_KEY_ENV`), never
            from the command line, so it stays out of shell history and reports.
        create: create a missing Edge store directory; with ``False`` a missing one is a
            :class:`StoreError` (for commands that only read).

    Example:
        >>> store = open_store(".kbgate/store")  # doctest: +SKIP
    """
    kind, location = parse_store_spec(spec)
    if kind == "server":
        return ServerStore(location, api_key=os.environ.get(API_KEY_ENV) or None)
    if kind in ("memory", "local"):
        return ServerStore(location)
    return EdgeStore(location, create=create)


def parse_store_spec(spec: str | Path) -> tuple[str, str]:
    """The kind and location of a ``--store`` spec (see :func:`open_store`), without opening anything.

    Returns:
        ``("edge", DIR)``, ``("local", PATH)`` (qdrant+local:), ``("memory", ":memory:")`` or
        ``("server", "http(s)://host:port")`` (the ``qdrant+`` prefix dropped).

    Raises:
        StoreError: an empty spec or an unknown scheme.
    """
    spec = str(spec)
    if not spec:
        raise StoreError("empty --store; pass a directory such as .kbgate/store")
    if spec == ":memory:":
        return "memory", spec
    if spec.startswith("qdrant+local:"):
        return "local", spec.removeprefix("qdrant+local:")
    url = spec.removeprefix("qdrant+")
    if url.startswith(("http://", "https://")):
        return "server", url
    if "://" in spec or spec.startswith("qdrant+"):
        raise StoreError(
            f"unknown store spec '{spec}'; use a directory, qdrant+local:PATH, :memory: or "
            "qdrant+http(s)://host:port"
        )
    return "edge", spec


__all__ = [
    "ACL_FIELDS",
    "ANY",
    "API_KEY_ENV",
    "AliasMovedError",
    "EdgeStore",
    "Hit",
    "SPARSE",
    "Search",
    "ServerStore",
    "Store",
    "VERSION_META",
    "VersionInfo",
    "acl_key",
    "bucket_of",
    "build_version",
    "canary_arm",
    "describe_state",
    "fingerprint_of",
    "open_store",
    "parse_store_spec",
    "point_id",
    "validate_alias_name",
]
