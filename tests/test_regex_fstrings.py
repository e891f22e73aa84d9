"""A regex quantifier written in an f-string must be doubled (``{{0,40}}``): a single ``{0,2}`` is a Python tuple,
formatted as "(0, 2)", and the pattern silently matches something else (the persona set-up's "take on the ...
personality" did, until issue 32's fifth pass)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("kbgate", "ingest_checks", "access_tests", "version_gate")


def test_no_f_string_formats_a_tuple():
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FormattedValue) and isinstance(node.value, ast.Tuple):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {{{ast.unparse(node.value)}}}")
    assert found == []
