"""kbgate's verdicts as test assertions: ``assert_no_leaks``, ``assert_gate_passes``, ``assert_documents_clean``.

Implemented in the front end :mod:`kbgate.app.testing` and re-exported here lazily, like the API in
``kbgate/__init__.py`` (docs/architecture.md): ``import kbgate.testing`` loads nothing else.
The fixtures ``kbgate_policy`` and ``kbgate_target`` come with kbgate's pytest plugin.
"""

from __future__ import annotations

__all__ = ["assert_no_leaks", "assert_gate_passes", "assert_documents_clean"]  # noqa: F822 - lazy, by __getattr__


def __getattr__(name: str):
    if name in __all__:
        from kbgate.app import testing  # the facade: lazy, named in tests/test_layering.py::FACADE

        return getattr(testing, name)
    raise AttributeError(f"module 'kbgate.testing' has no attribute '{name}'")


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
