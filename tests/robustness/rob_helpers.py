"""Helpers shared by the robustness tests and bench/robustness_report.py (importable by this unique name)."""

from __future__ import annotations

import importlib.util
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
