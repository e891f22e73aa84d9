"""Helpers shared by the robustness tests and bench/robustness_report.py (importable by this unique name)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "t0ken-for-tests-only"


def load_hostile():
    """fixtures/hostile/generate.py as a module (it is a script, not a package)."""
    if "hostile_generate" not in sys.modules:
        spec = importlib.util.spec_from_file_location("hostile_generate", ROOT / "fixtures" / "hostile" / "generate.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["hostile_generate"] = module
        spec.loader.exec_module(module)
    return sys.modules["hostile_generate"]


hostile = load_hostile()


def small_corpus(tag: str = "r1") -> list:
    """Six chunks of two tenants (a store to serve in the soak and hostile-HTTP tests)."""
    from factories import make_chunk

    return [make_chunk(doc_id=f"doc{i}", text=f"refund rule {i} for release {tag}: {i * 7} days.", n=0,
                       tenant_id="acme" if i % 2 else "globex", allowed_roles=["support_agent"])
            for i in range(6)]


def examples(n: int) -> int:
    """Hypothesis examples for a property: ``n`` in the fast suite, ``$KBGATE_FUZZ_EXAMPLES`` in the bench."""
    return int(os.environ.get("KBGATE_FUZZ_EXAMPLES") or n)


def recv_until(sock, marker: bytes, size: int = 65536) -> bytes:
    """Read from ``sock`` until ``marker`` arrived or the peer closed; returns what was read."""
    data = b""
    while marker not in data:
        got = sock.recv(size)
        if not got:
            break
        data += got
    return data
