"""Generated docs are current; the documented CLI behaviours (--version, shell completion) work."""

from __future__ import annotations

import difflib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KBGATE = str(Path(sys.executable).parent / "kbgate")


def _gen_docs():
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = _gen_docs()


@pytest.mark.parametrize("path", list(GEN.GENERATED), ids=lambda p: p.name)
def test_generated_doc_is_current(path):
    expected = GEN.GENERATED[path]()
    actual = path.read_text(encoding="utf-8") if path.is_file() else ""
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(actual.splitlines(True), expected.splitlines(True),
                                                 str(path.relative_to(ROOT)), "generated", n=1))[:30])
        pytest.fail(f"{path.relative_to(ROOT)} is stale; run `make docs` and commit the result\n{diff}")


def test_cli_reference_does_not_depend_on_the_terminal_width(monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    narrow = GEN.cli_reference()
    monkeypatch.setenv("COLUMNS", "250")
    assert GEN.cli_reference() == narrow


def test_cli_reference_has_every_command():
    from click import Group

    from kbgate.app.cli import cli

    text = GEN.cli_reference()

    def names(group, prefix):
        for name, cmd in group.commands.items():
            yield f"{prefix} {name}"
            if isinstance(cmd, Group):
                yield from names(cmd, f"{prefix} {name}")

    missing = [n for n in names(cli, "kbgate") if f"\n## {n}\n" not in text]
    assert not missing


def test_policy_reference_has_every_schema_section_and_check():
    import json

    from ingest_checks.registry import all_checks

    text = GEN.policy_reference()
    schema = json.loads((ROOT / "policies" / "policy.schema.json").read_text(encoding="utf-8"))
    assert all(f"\n## {name}\n" in text for name in schema["$defs"])
    assert all(f"| `{key}` |" in text for key in schema["properties"])
    assert all(f"\n### {cid}\n" in text for cid in all_checks())


def test_version_prints_the_package_version():
    from importlib.metadata import version

    out = subprocess.run([KBGATE, "--version"], capture_output=True, text=True, check=True).stdout
    assert out == f"kbgate, version {version('kbgate')}\n"


def test_shell_completion_uses_clicks_mechanism():
    env = {**os.environ, "_KBGATE_COMPLETE": "bash_complete", "COMP_WORDS": "kbgate ingest --fa", "COMP_CWORD": "2"}
    out = subprocess.run([KBGATE], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0 and out.stdout.split() == ["plain,--fail-on"]
    script = subprocess.run([KBGATE], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "_KBGATE_COMPLETE": "bash_source"}).stdout
    assert "_kbgate_completion()" in script and "complete " in script


EXAMPLES = ["examples/github-actions/kbgate.yml", "examples/airflow_or_prefect.md", "docs/own-rag-service.md",
            "docs/pytest-plugin.md", "docs/concepts.md", "docs/exit-codes.md", "README.md", "README.zh-CN.md"]


def _kbgate_calls(text: str):
    """``(command path, options)`` of every shell-style ``kbgate COMMAND ... --option`` in ``text``."""
    import re

    from click import Group

    from kbgate.app.cli import cli

    for line in text.replace("\\\n", " ").splitlines():
        for m in re.finditer(r"(?<![\w./-])kbgate ([^|;>`#]*)", line):
            tokens, cmd, path = m.group(1).split(), cli, []
            while tokens and isinstance(cmd, Group) and tokens[0] in cmd.commands:
                path.append(tokens[0])
                cmd = cmd.commands[tokens.pop(0)]
            if path:
                yield cmd, " ".join(path), [t.split("=")[0] for t in tokens if t.startswith("--")]


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_use_real_commands_and_options(name):
    text = (ROOT / name).read_text(encoding="utf-8")
    calls = list(_kbgate_calls(text))
    assert calls, f"{name}: no kbgate command found"
    for cmd, path, options in calls:
        known = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)}
        unknown = [o for o in options if o not in known]
        assert not unknown, f"{name}: kbgate {path} has no option {', '.join(unknown)}"


def test_workflow_example_is_valid_yaml_with_the_release_steps():
    import re

    import yaml

    wf = yaml.safe_load((ROOT / "examples/github-actions/kbgate.yml").read_text(encoding="utf-8"))
    steps = wf["jobs"]["release"]["steps"]
    runs = " ".join(s.get("run", "") for s in steps)
    assert "kbgate release --store" in runs and "promote=--promote" in runs and "refs/heads/main" in runs
    assert any(s.get("uses", "").startswith("actions/upload-artifact") and s.get("if") == "always()" for s in steps)
    # the CI installs the way the README tells users to
    readme_install = re.search(r'pip install ("kbgate @ git\+[^"]+")', (ROOT / "README.md").read_text(encoding="utf-8"))
    assert wf["env"]["KBGATE_INSTALL"].split("@v")[0] == readme_install.group(1).strip('"')
    assert 'python -m pip install "$KBGATE_INSTALL"' in runs


def _commands(text: str, until: str | None = None) -> list[str]:
    """Every command line of the fenced code blocks of ``text`` (up to the heading ``until``), comments dropped."""
    import re

    if until:
        text = text[:text.index(until)]
    blocks = re.findall(r"```\n(.*?)```", text, flags=re.S)
    return [re.sub(r"\s+#.*$", "", line).strip() for b in blocks for line in b.splitlines() if line.strip()]


def test_the_chinese_readme_has_the_readmes_install_and_walkthrough_commands():
    english = _commands((ROOT / "README.md").read_text(encoding="utf-8"), until="## Quick tour")
    chinese = _commands((ROOT / "README.zh-CN.md").read_text(encoding="utf-8"))
    assert chinese == english
    assert len(english) == 8 and "kbgate release" in english
    assert "(README.zh-CN.md)" in (ROOT / "README.md").read_text(encoding="utf-8")[:300]


def test_the_readme_tour_explores_the_paths_the_demo_writes():
    import re

    demo = (ROOT / "scripts" / "demo.sh").read_text(encoding="utf-8")
    printed = demo[demo.index("cat <<'TOUR'\n") + len("cat <<'TOUR'\n"):demo.index("\nTOUR")].splitlines()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    tour = _commands(readme[readme.index("## Quick tour"):readme.index("The same release by hand")])
    assert tour == printed
    assert re.search(r"^DEMO=\.kbgate/demo$", demo, flags=re.M) and 'STORE="$DEMO/store"' in demo
    stores = set(re.findall(r"--store (\S+)", readme[readme.index("## Quick tour"):readme.index("A gate decision")]))
    assert stores == {".kbgate/demo/store"}
