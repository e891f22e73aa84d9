"""kbgate: guard what goes into a RAG knowledge base (ingest checks, access tests, version gate).

The public API (docs/api.md) lives in :mod:`kbgate.app.api`, a front end, and is re-exported
here lazily by :func:`__getattr__`: ``import kbgate`` loads only this module, the first use of a
public name imports the API. This lazy import is the one named exception to the layering rule
"the core imports nothing of kbgate.app" (docs/architecture.md, tests/test_layering.py).
"""

from __future__ import annotations

#: The public names, pinned by tests/test_api.py: a change here is a change of the API.
__all__ = ["AccessOutcome", "DocumentVerdict", "DocumentsOutcome", "DrillResult", "FieldMap", "GateResult",
           "IngestResult", "ReleaseOutcome", "ReleaseRun", "Target", "access", "check_documents", "drill", "gate", "ingest",
           "load_policy", "open_target", "promote", "release", "rollback"]


def __getattr__(name: str):
    if name in __all__:
        from kbgate.app import api  # the facade: lazy, named in tests/test_layering.py::FACADE

        return getattr(api, name)
    raise AttributeError(f"module 'kbgate' has no attribute '{name}'")


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
