"""``kbgate doctor``: is this machine ready to run kbgate? One line per item: OK, a note, or a fix."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import click

from kbgate.app.commands._options import store_option
from kbgate.app.commands._output import emit_json, format_option

#: extra -> (module it installs, what it adds)
EXTRAS = {"dense": ("sentence_transformers", "dense vectors from a local model"),
          "langchain": ("langchain_core", "LangChain retrievers as targets"),
          "llamaindex": ("llama_index.core", "LlamaIndex retrievers as targets"),
          "haystack": ("haystack", "Haystack pipelines as targets"),
          "ray": ("ray", "--engine ray")}


def _found(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def _row(item: str, status: str, detail: str) -> dict:
    return {"item": item, "status": status, "detail": detail}


def _python() -> dict:
    v = sys.version_info
    ok = v >= (3, 11)
    return _row("python", "ok" if ok else "fix", f"{sys.version.split()[0]} at {sys.executable}" if ok else
                f"{sys.version.split()[0]}: kbgate needs Python 3.11 or newer; install it and make a new venv")


def _extras() -> list[dict]:
    return [_row(f"extra {name}", "ok" if _found(module) else "note",
                 f"installed ({what})" if _found(module) else f"not installed ({what}): pip install 'kbgate[{name}]'")
            for name, (module, what) in EXTRAS.items()]


def _presidio() -> dict:
    try:
        from ingest_checks.presidio_setup import cache_root, save_blank_pipelines

        paths = save_blank_pipelines()
    except Exception as exc:  # noqa: BLE001 - the doctor reports every failure as a fix
        return _row("presidio/spaCy", "fix", f"{type(exc).__name__}: {exc}; reinstall kbgate (pip install --force-"
                    "reinstall kbgate) and set KBGATE_CACHE_DIR to a writable directory")
    return _row("presidio/spaCy", "ok", f"blank pipelines {', '.join(sorted(paths))} under {cache_root() / 'spacy'} "
                "(no model download)")


def _cache_root() -> Path:
    from ingest_checks.presidio_setup import cache_root

    return cache_root()


def _cjk_font() -> dict:
    if not shutil.which("fc-list"):
        return _row("CJK font", "note", "fc-list not found: cannot tell; reports name Noto Sans CJK SC, else the "
                    "browser's font")
    try:
        out = subprocess.run(["fc-list", ":lang=zh", "family"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        out = ""
    families = sorted({line.split(",")[0].strip() for line in out.splitlines() if line.strip()})
    if families:
        return _row("CJK font", "ok", f"{families[0]}" + (f" (+{len(families) - 1} more)" if len(families) > 1 else ""))
    return _row("CJK font", "note", "no Chinese font: reports viewed on this machine fall back to boxes; install "
                "one (e.g. apt-get install fonts-noto-cjk)")


def _store(spec: str | None) -> list[dict]:
    if not spec:
        return [_row("store", "note", "no --store and no kbgate.yaml store: pass --store or run `kbgate init`")]
    if spec.startswith(("qdrant+http://", "qdrant+https://")):
        return [_qdrant(spec)]
    path = Path(spec.removeprefix("qdrant+local:"))
    if not path.exists():
        parent = next((p for p in path.parents if p.exists()), Path("."))
        ok = os.access(parent, os.W_OK)
        return [_row("store", "ok" if ok else "fix", f"{path} does not exist yet; the first ingest creates it"
                     if ok else f"{path} cannot be created: {parent} is not writable; pick another --store")]
    rows = [_row("store", "ok" if os.access(path, os.W_OK) else "fix", f"{path} is writable" if os.access(
        path, os.W_OK) else f"{path} is not writable by this user; fix its permissions")]
    lock = path / "aliases.lock"
    if lock.exists():
        import fcntl

        fd = os.open(lock, os.O_RDWR)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(fd, fcntl.LOCK_UN)
            rows.append(_row("store lock", "ok", f"{lock} is free"))
        except OSError:
            rows.append(_row("store lock", "fix", f"{lock} is held by another process (a promotion or build in "
                             "progress); wait for it, or find it with `fuser` before retrying"))
        finally:
            os.close(fd)
    return rows


def _qdrant(spec: str) -> dict:
    import httpx

    url = spec.removeprefix("qdrant+").rstrip("/") + "/healthz"
    headers = {"api-key": os.environ["KBGATE_QDRANT_API_KEY"]} if os.environ.get("KBGATE_QDRANT_API_KEY") else {}
    try:
        res = httpx.get(url, headers=headers, timeout=5)
    except httpx.HTTPError as exc:
        return _row("qdrant server", "fix", f"{url}: {type(exc).__name__}; is the server up and the URL right? "
                    "(docs/runbook-qdrant.md)")
    if res.status_code != 200:
        return _row("qdrant server", "fix", f"{url} answered {res.status_code}; check KBGATE_QDRANT_API_KEY")
    return _row("qdrant server", "ok", f"{url} healthy")


def _writable(label: str, folder: str | None) -> dict:
    path = Path(folder or ".")
    probe = path if path.exists() else next((p for p in path.parents if p.exists()), Path("."))
    ok = os.access(probe, os.W_OK)
    return _row(label, "ok" if ok else "fix", f"{path} writable" if ok else
                f"{path}: {probe} is not writable; pass another directory or fix its permissions")


@click.command("doctor")
@store_option("The store to check (path and lock, or the Qdrant server)", required=False)
@click.option("--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
              help="Runs and quarantine directory to check.")
@format_option
def doctor(store_spec, workdir, fmt):
    """Check the set-up: Python, extras, presidio/spaCy, CJK font, store and lock, Qdrant, write permissions.

    Each line is OK, a note (optional), or a fix (what to do). Settings come from kbgate.yaml
    when there is one.

    \b
    Exit codes: 0 nothing to fix, 1 some line says what to fix.
    \b
    Example:
      kbgate doctor
      kbgate doctor --store qdrant+https://qdrant.internal:6333 --format json
    """
    import importlib.metadata

    rows = [_row("kbgate", "ok", f"{importlib.metadata.version('kbgate')} at {Path(__file__).parents[2]}"),
            _python(), *_extras(), _presidio(), _cjk_font(), *_store(store_spec), _writable("workdir", workdir),
            _writable("cache", str(_cache_root()))]
    project = (click.get_current_context().find_root().obj or {}).get("project")
    rows.insert(1, _row("project file", "ok" if project else "note", str(project) if project else
                        "no kbgate.yaml here or in a parent: `kbgate init` writes one"))
    if fmt == "json":
        emit_json({"rows": rows, "fixes": sum(r["status"] == "fix" for r in rows)})
    else:
        for r in rows:
            click.echo(f"{r['status'].upper():4}  {r['item']:15} {r['detail']}")
    if any(r["status"] == "fix" for r in rows):
        raise SystemExit(1)


COMMANDS = [doctor]
