"""The core does not depend on the wings: kbgate/ never imports ingest_checks, access_tests or version_gate,
except in the front ends (the command modules and the pytest plugin), and importing the policy pulls in neither retrievers nor checks."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WINGS = ("ingest_checks", "access_tests", "version_gate")


def _imported_modules(path: Path) -> set[str]:
    """Every module named by an import statement anywhere in the file (function bodies included)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def test_core_modules_do_not_import_the_wings():
    offenders = {}
    for path in sorted((ROOT / "kbgate").rglob("*.py")):
        if path.parent.name == "commands" or path.name == "pytest_plugin.py":  # front ends, like the CLI
            continue
        wings = sorted(m for m in _imported_modules(path) if m.split(".")[0] in WINGS)
        if wings:
            offenders[str(path.relative_to(ROOT))] = wings
    assert offenders == {}


def test_the_ast_scan_sees_imports_inside_functions(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from ingest_checks.registry import all_checks\n    import version_gate.evalset\n")
    assert _imported_modules(probe) == {"ingest_checks.registry", "version_gate.evalset"}


def _modules_after(statement: str) -> set[str]:
    code = f"{statement}; import sys, json; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return set(__import__("json").loads(out.stdout))


def test_importing_the_policy_imports_neither_retrievers_nor_checks():
    loaded = _modules_after("import kbgate.policy")
    assert "kbgate.policy" in loaded
    assert not {m for m in loaded if m == "kbgate.retrieval.retriever" or m.split(".")[0] in WINGS}


def test_loading_and_using_a_policy_imports_no_wing():
    loaded = _modules_after("from kbgate.policy import load_policy; p = load_policy('policies/acme.yaml'); "
                            "p.sources[0].matches_path('acme/a.md'); p.embedding.dense_function()")
    assert not {m for m in loaded if m == "kbgate.retrieval.retriever" or m.split(".")[0] in WINGS}


def test_retrievers_and_http_retriever_do_not_import_each_other_both_ways():
    assert "kbgate.targets.http" not in _modules_after("import kbgate.retrieval.retriever")


def test_one_run_id_generator():
    """Ingest, access, audit, gate and experiment run ids all come from kbgate.runs.new_run_id."""
    import re

    from kbgate.corpus import load
    from kbgate.runs import new_run_id
    from version_gate import gate

    assert load.new_run_id is new_run_id and gate.new_run_id is new_run_id
    assert re.fullmatch(r"\d{8}T\d{6}Z-[0-9a-f]{6}", new_run_id())
    defs = sorted(str(p.relative_to(ROOT)) for d in ("kbgate", *WINGS) for p in (ROOT / d).rglob("*.py")
                  if any(isinstance(n, ast.FunctionDef) and n.name == "new_run_id"
                         for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))))
    assert defs == ["kbgate/runs.py"]


def test_pii_recognizers_and_presidio_setup_do_not_import_each_other_both_ways():
    """The resident-ID rules both need live in ingest_checks.cn_ids; only presidio_setup imports pii_recognizers."""
    checks = ROOT / "ingest_checks"
    assert "ingest_checks.presidio_setup" not in _imported_modules(checks / "pii_recognizers.py")
    assert "ingest_checks.pii_recognizers" in _imported_modules(checks / "presidio_setup.py")
    assert not {m for m in _imported_modules(checks / "cn_ids.py") if m.startswith("ingest_checks")}


def test_masking_is_in_the_core():
    """kbgate.masking masks spans; no module imports the masking from the pii check."""
    from ingest_checks import pii
    from kbgate import masking

    assert pii.redact_text is masking.redact_text
    importers = sorted(str(p.relative_to(ROOT)) for d in ("kbgate", *WINGS) for p in (ROOT / d).rglob("*.py")
                       if any(isinstance(n, ast.ImportFrom) and n.module == "ingest_checks.pii"
                              and any(a.name == "redact_text" for a in n.names)
                              for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))))
    assert importers == []
