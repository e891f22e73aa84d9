"""Acceptance 1 of issue 33: installed like any tool, the README's five commands work from an empty directory.

A copy of the source tree (what a clone holds for packaging) is installed with pip into a new
venv made without system site packages, from a wheelhouse of the declared dependencies
(``$KBGATE_CACHE_DIR/wheelhouse``, filled once by ``pip download`` from the package index):
pip resolves ``pyproject.toml``'s own requirements, so an undeclared import or a missing
package-data file fails here. Then the README's walkthrough runs, command for command, with the
venv's ``kbgate`` on PATH and no PYTHONPATH, in a directory holding only a folder of documents.

Cost (2 shared cores): the wheelhouse download about 15 s once; the venv and install about 30 s
(``--no-compile``, pip run from the test's interpreter into the venv); the five commands about
15 s.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from factories import mixed_folder

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ("pyproject.toml", "README.md", "kbgate", "ingest_checks", "access_tests", "version_gate")


def readme_block(text: str, heading: str) -> list[str]:
    """The commands of the first code block after ``heading`` (comments and continuations joined)."""
    part = text[text.index(heading):]
    block = part[part.index("```\n") + 4:]
    block = block[:block.index("```")]
    return [re.sub(r"\s+#.*$", "", line).strip() for line in block.replace("\\\n", " ").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


WALKTHROUGH = "## From a folder of documents to a release gate: five commands"


def _source_copy(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    for name in PACKAGING:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, dest / name)
    return dest


@pytest.fixture(scope="module")
def wheelhouse(tmp_path_factory) -> Path:
    cache = Path(os.environ.get("KBGATE_CACHE_DIR", ROOT / ".kbgate" / "cache")) / "wheelhouse"
    stamp = cache / (".pyproject-" + __import__("hashlib").sha256((ROOT / "pyproject.toml").read_bytes())
                     .hexdigest()[:16])
    if not stamp.is_file():
        src = _source_copy(tmp_path_factory.mktemp("src-for-download"))
        import tomllib

        # the build requirements too: pip's isolated build of the source copy installs them from here
        # (and a venv's bundled pip asks setuptools' legacy hook for ``wheel`` as well)
        build = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
        res = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "-d", str(cache), str(src), *build,
                              "wheel"], capture_output=True, text=True)
        if res.returncode:
            pytest.skip(f"no wheelhouse and the package index is unreachable: {res.stderr.strip()[-300:]}")
        stamp.touch()
    return cache


@pytest.fixture(scope="module")
def installed(tmp_path_factory, wheelhouse) -> Path:
    """A new venv (no system site packages) with kbgate pip-installed from a source copy."""
    root = tmp_path_factory.mktemp("install")
    src = _source_copy(root / "clone")
    env_dir = root / "venv"
    # pip runs from this interpreter into the new venv (``--python``): installing pip into the venv first (ensurepip)
    # took 3.5 s of CPU
    venv.EnvBuilder(with_pip=False, system_site_packages=False).create(env_dir)
    res = subprocess.run([sys.executable, "-m", "pip", "--python", str(env_dir / "bin" / "python"), "install", "-q",
                          "--no-compile",
                          "--no-index", "--find-links", str(wheelhouse), str(src)],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr[-3000:]
    return env_dir


def _env(env_dir: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "KBGATE_", "VIRTUAL_ENV"))}
    env.update(PATH=f"{env_dir / 'bin'}{os.pathsep}/usr/bin:/bin", TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS="",
               KBGATE_CACHE_DIR=str(env_dir.parent / "cache"))
    return env


def test_the_install_has_the_package_and_no_dev_extra(installed):
    py = str(installed / "bin" / "python")
    code = ("import importlib.util as u, kbgate; print(kbgate.__file__); "
            "print([m for m in ('pytest', 'ray', 'langchain_core', 'llama_index', 'haystack', 'hypothesis', "
            "'sentence_transformers') if u.find_spec(m)])")
    out = subprocess.run([py, "-c", code], capture_output=True, text=True, env=_env(installed), cwd=installed,
                         check=True).stdout.splitlines()
    assert out[0].startswith(str(installed)) and out[1] == "[]"


def test_the_readme_walkthrough_runs_from_an_empty_directory(installed, tmp_path):
    commands = readme_block((ROOT / "README.md").read_text(encoding="utf-8"), WALKTHROUGH)
    assert [c.split()[1] for c in commands] == ["init", "manifest", "corpus", "release", "quarantine"]
    work = tmp_path / "new-user"
    mixed_folder(work / "docs")
    assert sorted(p.name for p in work.iterdir()) == ["docs"]
    outputs = []
    for command in commands:
        res = subprocess.run(command, shell=True, capture_output=True, text=True, cwd=work, env=_env(installed))
        assert res.returncode == 0, f"{command}: exit {res.returncode}\n{res.stdout}\n{res.stderr}"
        outputs.append(res.stdout)
    assert (work / "kbgate.yaml").is_file() and (work / "docs" / "manifest.jsonl").is_file()
    assert "4 records, 4 loaded, 0 with errors" in outputs[2]
    release = outputs[3].splitlines()
    assert release[0].endswith(": WARN") and release[1].startswith("  ingest   passed   input 4 = accepted 4")
    assert list(work.glob(".kbgate/reports/*/release.html"))


def test_a_wheel_builds_with_its_package_data(tmp_path):
    pytest.importorskip("build", reason="python -m build needs the build package (the dev extra has it)")
    src = _source_copy(tmp_path / "src")
    res = subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path / "dist"),
                          str(src)], capture_output=True, text=True, env=_env(Path(sys.executable).parent.parent))
    assert res.returncode == 0, res.stderr[-2000:]
    import zipfile

    (wheel,) = (tmp_path / "dist").glob("kbgate-*-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    templates = sorted(n.rsplit("/", 1)[1] for n in names if n.startswith("kbgate/app/html_report/templates/"))
    assert templates == sorted(p.name for p in (ROOT / "kbgate/app/html_report/templates").iterdir())
    assert not [n for n in names if n.startswith(("tests/", "fixtures/", "bench/"))]
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    assert "kbgate = kbgate.app.cli:main" in zipfile.ZipFile(wheel).read(entry).decode()
