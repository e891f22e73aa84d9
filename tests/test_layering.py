"""The layering rules of docs/architecture.md, checked on the import graph built from the source with ``ast``.

Every import statement counts, those inside functions included:
- no import cycle anywhere in the product packages;
- the core (``kbgate/`` outside ``kbgate/app/``) imports no wing and nothing of ``kbgate.app``;
- a wing imports the core and earlier wings of the pipeline (ingest -> access -> gate), never a later one,
  and never ``kbgate.app``;
- only the CLI entry (``kbgate.app.cli`` and ``kbgate.app.commands``) imports click, and nothing else imports it;
- importing the policy pulls in neither retrievers nor checks;
- named exceptions, :data:`FACADE`: ``kbgate/__init__.py`` re-exports the public API of
  ``kbgate.app.api`` (and ``kbgate.testing`` the assertions of ``kbgate.app.testing``) by a lazy
  import inside its module ``__getattr__`` (docs/architecture.md, "The public facade"); a test
  below checks each stays lazy and that there is no other.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("architecture", ROOT / "scripts" / "architecture.py")
architecture = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(architecture)
import_graph = architecture.import_graph  # the same graph the picture in docs/architecture.md is drawn from
WINGS = ("ingest_checks", "access_tests", "version_gate")  # in pipeline order
CLI = ("kbgate.app.cli", "kbgate.app.commands")
#: The only import edges exempt from the layer rule: core facades that re-export a front end's public names
#: lazily (the package: the API of docs/api.md; ``kbgate.testing``: the pytest assertions).
FACADE = {("kbgate", "kbgate.app.api"), ("kbgate.testing", "kbgate.app.testing")}


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph(ROOT)


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _layer(module: str) -> int:
    """0 core, 1..3 the wings in pipeline order, 4 the front ends."""
    if _in(module, "kbgate.app"):
        return 4
    top = module.split(".")[0]
    return WINGS.index(top) + 1 if top in WINGS else 0


def test_the_graph_covers_every_product_module(graph):
    assert {"kbgate.acl", "kbgate.store", "kbgate.store.edge", "kbgate.app.cli", "ingest_checks.runner",
            "access_tests.probes", "version_gate.gate"} <= set(graph)
    assert "kbgate.store.base" in graph["kbgate.store.edge"]


def test_no_import_cycles(graph):
    from graphlib import CycleError, TopologicalSorter

    internal = {m: {d for d in deps if d in graph and d != m and (m, d) not in FACADE} for m, deps in graph.items()}
    try:
        tuple(TopologicalSorter(internal).static_order())
    except CycleError as e:
        pytest.fail(f"import cycle: {' -> '.join(e.args[1])}")


def test_each_layer_imports_only_earlier_layers(graph):
    offenders = sorted(f"{m} -> {d}" for m, deps in graph.items() for d in deps
                       if d in graph and _layer(d) > _layer(m) and (m, d) not in FACADE)
    assert offenders == []


def test_the_facades_are_the_only_exceptions_and_stay_lazy(graph):
    """A core facade reaches its front-end module only inside its module ``__getattr__``; importing it loads no
    front end and no wing, and the first use of a public name loads that module."""
    upward = {(m, d) for m, deps in graph.items() for d in deps if d in graph and _layer(d) > _layer(m)}
    assert ("kbgate", "kbgate.app.api") in upward and upward <= FACADE
    for module, front in sorted(upward):
        path = ROOT / (module.replace(".", "/") + ("/__init__.py" if module == "kbgate" else ".py"))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lazy = [n for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == "__getattr__"
                for n in ast.walk(f) if isinstance(n, ast.ImportFrom)]
        top = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
        parent, _, name = front.rpartition(".")
        assert [(n.module, [a.name for a in n.names]) for n in lazy] == [(parent, [name])], module
        assert [n.module for n in top if n not in lazy] == ["__future__"], module
        loaded = _modules_after(f"import {module}")
        assert not {m for m in loaded if _in(m, "kbgate.app") or m.split(".")[0] in WINGS}, module
        first = _modules_after(f"import {module}; getattr({module}, {module}.__all__[0])")
        assert front in first, module


def test_only_the_cli_imports_click(graph):
    def is_cli(m: str) -> bool:
        return any(_in(m, c) for c in CLI)

    click_users = sorted(m for m, deps in graph.items() if "click" in deps and not is_cli(m))
    importers_of_cli = sorted(f"{m} -> {d}" for m, deps in graph.items() for d in deps
                              if is_cli(d) and not is_cli(m))
    assert (click_users, importers_of_cli) == ([], [])


def test_the_scan_sees_imports_inside_functions_and_from_imports_of_modules(tmp_path):
    pkg = tmp_path / "kbgate"
    (pkg / "store").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "store" / "__init__.py").write_text("from kbgate.store import edge\n")
    (pkg / "store" / "edge.py").write_text("def f():\n    from kbgate.store.base import Store\n    import click\n")
    (pkg / "store" / "base.py").write_text("")
    g = import_graph(tmp_path, packages=("kbgate",))
    assert g["kbgate.store"] == {"kbgate.store.edge"}
    assert g["kbgate.store.edge"] == {"kbgate.store.base", "click"}


def _modules_after(statement: str) -> set[str]:
    code = f"{statement}; import sys, json; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout))


def test_importing_the_policy_imports_neither_retrievers_nor_checks():
    loaded = _modules_after("import kbgate.policy")
    assert "kbgate.policy" in loaded
    assert not {m for m in loaded if _in(m, "kbgate.retrieval") or m.split(".")[0] in WINGS}


def test_loading_and_using_a_policy_imports_no_wing():
    loaded = _modules_after("from kbgate.policy import load_policy; p = load_policy('policies/acme.yaml'); "
                            "p.sources[0].matches_path('acme/a.md'); p.embedding.dense_function()")
    assert not {m for m in loaded if m == "kbgate.retrieval.retriever" or m.split(".")[0] in WINGS}


def test_the_retriever_does_not_import_the_http_target():
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
