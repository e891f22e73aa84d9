"""The one opener of a retrieval target: a store version, an HTTP service or a ``python:`` factory.

Commands, the pytest plugin and the gate all open their targets here. Errors are
:class:`kbgate.errors.KbgateError` whose message says how to fix the spec; a wrong
combination of options (a header for a python: target, a bad URL...) is a
:class:`TargetSpecError`, which the command layer shows as a usage error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kbgate.errors import InputError

if TYPE_CHECKING:
    from kbgate.policy import Policy
    from kbgate.retrieval.retriever import QdrantRetriever

TARGET_FORMS = ("a base URL of a RAG service speaking the kbgate HTTP protocol (POST URL/query), or "
                "python:MODULE:CALLABLE, a factory in your code that takes an actor and returns a LangChain, "
                "LlamaIndex or Haystack retriever or a callable (query, top_k) -> chunk dicts "
                "(docs/bring-your-own-rag.md)")


class TargetSpecError(InputError):
    """A target spec or an option that goes with it cannot be used (a usage error)."""


def open_target(spec: str, option: str = "--target", *, headers: tuple[str, ...] = (),
                metadata_keys: tuple[str, ...] = (), timeout: float = 10.0, retries: int = 2,
                concurrency: int = 4) -> tuple[Any, dict]:
    """The retriever of a ``--target``-like option and how reports name it: an HTTP service or a python: factory.

    ``option`` names the option in error messages. ``headers`` ('NAME: VALUE') go with HTTP
    targets only, ``metadata_keys`` (NAME=KEY) with python: targets only.
    """
    from kbgate.targets.adapters import MetadataKeys, is_python_target, load_target

    if is_python_target(spec):
        if headers:
            raise TargetSpecError(f"--header goes with an HTTP {option}, not with a python: target")
        keys = MetadataKeys.parse(metadata_keys)
        return load_target(spec, keys), {"description": f"in-process target {spec}", "kind": "python",
                                          "spec": spec, "metadata_keys": vars(keys)}
    if metadata_keys:
        raise TargetSpecError(f"--metadata-key goes with a python: {option}, not with an HTTP URL")
    from kbgate.targets.http import HttpRetriever

    check_url(spec, option)
    retriever = HttpRetriever(spec, timeout=timeout, retries=retries, max_concurrency=concurrency,
                              headers=parse_headers(headers))
    return retriever, {"description": f"HTTP service {spec}", "kind": "http", "url": spec}


def open_store_target(store, version: str, policy: Policy) -> QdrantRetriever:
    """The built-in retriever over one resolved ``version`` of an open store, with the policy's filters."""
    from kbgate.retrieval.retriever import QdrantRetriever

    return QdrantRetriever(store, version, policy, dense=policy.embedding.dense_function())


def parse_headers(values: tuple[str, ...], option: str = "--header") -> dict[str, str]:
    """``{'NAME': 'VALUE'}`` of 'NAME: VALUE' strings."""
    out = {}
    for v in values:
        name, sep, value = v.partition(":")
        if not sep or not name.strip() or any(c.isspace() for c in name.strip()):
            raise TargetSpecError(f"Invalid value for {option}: '{v.split(':')[0][:40]}' is not a header; "
                                  "write 'NAME: VALUE'")
        out[name.strip()] = value.strip()
    return out


def check_url(url: str, option: str = "--target") -> None:
    """Refuse anything but an http(s)://host[:port] service URL."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname) and (parts.port or 0) >= 0
    except ValueError:
        ok = False
    if not ok:
        raise TargetSpecError(f"Invalid value for {option}: '{url}' is not a service URL; use http(s)://host:port "
                              "or python:MODULE:CALLABLE")
