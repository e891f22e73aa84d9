"""In-process targets: test a retriever built by the user's own code, without an HTTP service.

A target spec ``python:MODULE:CALLABLE`` names a *factory*. kbgate imports ``MODULE`` (the
current directory is put first on ``sys.path``, as ``python -m`` does), and calls
``CALLABLE(actor)`` once per actor, where ``actor`` is a :class:`kbgate.retrieval.retriever.Actor`
(``tenant_id``, ``role``, ``user_id``): the factory applies the actor's filters the way the
user's app does, and returns a retriever. The retriever is cached per actor.

What the factory may return (the first rule that matches decides):

* a LangChain ``BaseRetriever`` (:mod:`kbgate.targets.adapters.langchain`);
* a LlamaIndex retriever returning ``NodeWithScore`` (:mod:`kbgate.targets.adapters.llamaindex`);
* a Haystack retriever component, ``run(query=..., top_k=...)`` -> ``{"documents": [...]}``
  (:mod:`kbgate.targets.adapters.haystack`);
* any other callable ``(query, top_k) -> list[dict]`` of chunks in the HTTP protocol's shape
  (:mod:`kbgate.targets.adapters.plain`).

A framework is recognised by the modules of the returned object's classes (its MRO and
metaclass), so a
framework is imported only when the factory returned one of its objects; the plain path
imports none. Every adapter only translates: it turns what the retriever returned into
protocol chunk dicts, and :func:`kbgate.targets.http.parse_response` validates them exactly
as it validates an HTTP service's answer. Attribution, leak rules, coverage and metrics are
then those of the HTTP target. The retriever's own configuration (its ``k``) decides how many
results it returns; ``top_k`` cuts ``chunks``, and everything returned is also ``candidates``.

Errors: a bad spec, a missing module or attribute, a factory that is not callable, or an
object kbgate cannot adapt is a :class:`kbgate.errors.KbgateError` naming the fix. A missing
framework names the extra to install (``pip install 'kbgate[langchain]'``). A factory or
retriever that raises during a query becomes a :class:`TargetError` (the probe or eval case
is then inconclusive or an error, never passed).
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from kbgate.errors import KbgateError
from kbgate.retrieval.retriever import Actor, RetrievalResult
from kbgate.targets.adapters.base import (  # noqa: F401  (re-exported)
    EXTRAS,
    MetadataKeys,
    TargetError,
    _install_hint,
    chunk_dict,
    require,
)

PREFIX = "python:"


def is_python_target(spec: str | None) -> bool:
    return bool(spec) and spec.startswith(PREFIX)


def load_factory(spec: str) -> Callable[[Actor], Any]:
    """Import the factory named by ``python:MODULE:CALLABLE`` (the CWD first on ``sys.path``)."""
    module_name, sep, attr = spec.removeprefix(PREFIX).partition(":")
    if not spec.startswith(PREFIX) or not sep or not module_name or not attr:
        raise KbgateError(f"target '{spec}' is not an in-process target; write python:MODULE:CALLABLE, "
                          "e.g. python:my_rag.retrievers:build_retriever")
    cwd = os.getcwd()
    if cwd not in sys.path:
        sys.path.insert(0, cwd)
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        missing = exc.name or module_name
        if module_name == missing or module_name.startswith(missing + "."):
            raise KbgateError(f"target {spec}: module '{module_name}' not found; run kbgate from the directory "
                              "that holds it or add its directory to PYTHONPATH") from None
        raise KbgateError(f"target {spec}: importing '{module_name}' failed: {_install_hint(missing)}") from None
    except Exception as exc:  # noqa: BLE001 - the user's module may fail in any way
        raise KbgateError(f"target {spec}: importing '{module_name}' failed ({type(exc).__name__}: {exc}); "
                          "fix the module so that it imports") from None
    factory = getattr(module, attr, None)
    if factory is None:
        raise KbgateError(f"target {spec}: module '{module_name}' has no attribute '{attr}'; name a factory "
                          "function that takes an actor and returns a retriever")
    if not callable(factory):
        raise KbgateError(f"target {spec}: '{attr}' is a {type(factory).__name__}, not callable; name a factory "
                          "function that takes an actor and returns a retriever")
    return factory


def _framework(obj: Any) -> str | None:
    """``langchain``, ``llamaindex`` or ``haystack`` when a class of ``obj``'s MRO (or its metaclass, as for
    Haystack's ``@component`` classes) comes from that framework."""
    for cls in (*type(obj).__mro__, type(type(obj))):
        top = (cls.__module__ or "").split(".")[0]
        if top in EXTRAS:
            return EXTRAS[top]
    return None


def adapter_for(obj: Any) -> Callable[[Any, str, int, MetadataKeys], list[dict]]:
    """The ``to_chunks(obj, query, top_k, keys)`` function of the adapter that fits ``obj``.

    Raises:
        KbgateError: the object is of no supported kind (its type is named).
    """
    framework = _framework(obj)
    if framework is not None:
        module = importlib.import_module(f"kbgate.targets.adapters.{framework}")
        if module.accepts(obj):
            return module.to_chunks
    elif callable(obj):
        from kbgate.targets.adapters import plain

        return plain.to_chunks
    raise KbgateError(f"the factory returned a {type(obj).__module__}.{type(obj).__qualname__}, which kbgate "
                      "cannot query; return a LangChain BaseRetriever, a LlamaIndex retriever, a Haystack "
                      "retriever component or a callable (query, top_k) -> list of chunk dicts")


class InProcessRetriever:
    """A :class:`kbgate.retrieval.retriever.Retriever` over a ``python:MODULE:CALLABLE`` factory (see the module rules).

    Args:
        spec: the target spec (also how reports name the target).
        keys: the metadata keys of doc_id, version and chunk id.
    """

    def __init__(self, spec: str, keys: MetadataKeys | None = None):
        self.spec = spec
        self.keys = keys or MetadataKeys()
        self.factory = load_factory(spec)
        self._cache: dict[Actor, tuple[Any, Callable]] = {}
        self._lock = threading.Lock()

    def __str__(self) -> str:
        return self.spec

    def target_for(self, actor: Actor) -> tuple[Any, Callable]:
        """The actor's retriever and its adapter, built once per actor."""
        with self._lock:
            if actor not in self._cache:
                try:
                    obj = self.factory(actor)
                except KbgateError:
                    raise
                except Exception as exc:  # noqa: BLE001 - the user's factory may fail in any way
                    raise TargetError(f"target {self.spec}: the factory raised {type(exc).__name__}: {exc} for "
                                      f"actor {actor.tenant_id}/{actor.role}") from exc
                self._cache[actor] = (obj, adapter_for(obj))
            return self._cache[actor]

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        """Query the actor's retriever and translate the answer (see the module rules).

        Raises:
            TargetError: the retriever raised; ProtocolError: it returned a chunk of the wrong shape.
        """
        from kbgate.targets.http import parse_response

        obj, to_chunks = self.target_for(actor)
        try:
            items = to_chunks(obj, query, top_k, self.keys)
        except KbgateError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of the system under test
            raise TargetError(f"target {self.spec}: the retriever raised {type(exc).__name__}: {exc}") from exc
        if not isinstance(items, list):
            raise TargetError(f"target {self.spec}: the retriever returned a {type(items).__name__}; a callable "
                              "target must return a list of chunk dicts")
        return parse_response({"chunks": items[:top_k], "candidates": items})


def load_target(spec: str, keys: MetadataKeys | None = None) -> InProcessRetriever:
    """The retriever of an in-process target ``python:MODULE:CALLABLE`` (imports the factory now)."""
    return InProcessRetriever(spec, keys)


