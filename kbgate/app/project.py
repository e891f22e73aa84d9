"""The project file ``kbgate.yaml``: the defaults of every command, found like ``pytest.ini``.

``kbgate`` looks for ``kbgate.yaml`` in the working directory, then in each parent (or takes
``--project FILE`` / ``$KBGATE_PROJECT``). Its settings become click's ``Context.default_map``
(set once in :mod:`kbgate.app.cli`), so every command takes its ``--policy``, ``--corpus``,
``--store``, ``--eval``... from it while a flag on the command line still wins. Relative paths
in the file are relative to the file's directory.

Rules:

* a command option gets a project setting by its parameter name (:data:`PARAMS`): ``policy``
  fills ``--policy`` and ``policy check POLICY_FILE``; ``corpus`` fills ``--corpus`` and the
  ``CORPUS_DIR`` argument; ``eval`` fills a repeatable ``--eval`` with every set and a single
  one with the first;
* ``alias`` fills ``--alias`` only of commands without ``--index`` (where the two exclude
  each other), and ``gate --baseline``/``release``;
* ``fail_on`` is per command (``{ingest: block, access: leak, gate: block}``), and gives
  ``release`` its ``--fail-on-ingest/-access/-gate``;
* ``$KBGATE_HOME`` still wins over ``workdir``.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from kbgate.errors import ConfigError, validation_messages

PROJECT_FILE = "kbgate.yaml"

#: command parameter name -> project setting
PARAMS = {
    "policy_path": "policy", "policy_file": "policy", "corpus_dir": "corpus", "corpus_path": "corpus", "corpus": "corpus",
    "store_spec": "store", "eval_files": "eval", "eval_path": "eval", "workdir": "workdir", "as_of": "as_of",
    "alias": "alias",
}
#: settings that are paths (made relative to the working directory when read)
PATH_SETTINGS = ("policy", "corpus", "eval", "workdir", "report_dir", "store")


class Project(BaseModel):
    """The settings of ``kbgate.yaml`` (every one optional)."""

    model_config = ConfigDict(extra="forbid")

    policy: str | None = Field(default=None, description="the policy file")
    corpus: str | None = Field(default=None, description="the corpus directory (documents + manifest)")
    store: str | None = Field(default=None, description="the index store (a directory or a qdrant+ URL)")
    alias: str | None = Field(default=None, description="the live alias that releases promote")
    eval: list[str] = Field(default_factory=list, description="locked eval set(s) of the gate")
    as_of: str | None = Field(default=None, description="judge dates as of this ISO date, or 'today'")
    report_dir: str | None = Field(default=None, description="where `kbgate release` writes its reports")
    workdir: str | None = Field(default=None, description="runs and quarantine (default .kbgate)")
    fail_on: dict[str, str] = Field(default_factory=dict, description="--fail-on per command, e.g. {gate: warn}")
    manifest: dict[str, Any] = Field(default_factory=dict, description="defaults of `kbgate manifest draft`, "
                                     "e.g. {tenant_from_path: 1, classification: internal}")

    @field_validator("as_of")
    @classmethod
    def _as_of(cls, v: str | None) -> str | None:
        if v not in (None, "today"):
            try:
                dt.date.fromisoformat(str(v))
            except ValueError:
                raise ValueError(f"'{v}' is not an ISO date (YYYY-MM-DD) or 'today'") from None
        return None if v == "today" else (str(v) if v is not None else None)

    @field_validator("eval", mode="before")
    @classmethod
    def _one_or_many(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v


def find_project(start: str | Path | None = None) -> Path | None:
    """``$KBGATE_PROJECT``, else the nearest ``kbgate.yaml`` in ``start`` (the cwd) or a parent."""
    env = os.environ.get("KBGATE_PROJECT")
    if env:
        return Path(env)
    here = Path(start or os.getcwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / PROJECT_FILE).is_file():
            return folder / PROJECT_FILE
    return None


def _relative(value: str, base: Path) -> str:
    if "://" in value or value.startswith("qdrant+"):
        return value
    path = Path(value) if Path(value).is_absolute() else base / value
    return os.path.relpath(path) if path.is_absolute() else str(path)


def load_project(path: str | Path) -> tuple[Project, dict[str, int]]:
    """The project's settings (paths relative to the working directory) and the line of each key.

    Raises:
        ConfigError: the file is missing, not YAML, or has unknown keys or bad values (all listed).
    """
    from kbgate.policy import yaml_lines

    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"project file {p} not found; create one with `kbgate init`")
    try:
        text = p.read_text(encoding="utf-8")
        data = yaml.safe_load(text) or {}
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"project file {p} is not valid YAML: {exc}; fix the syntax and retry") from None
    if not isinstance(data, dict):
        raise ConfigError(f"project file {p} must be a YAML mapping of settings ({', '.join(Project.model_fields)})")
    lines = {k[0]: n for k, n in yaml_lines(text).items() if len(k) == 1}
    try:
        project = Project.model_validate(data)
    except ValidationError as exc:
        rows = [f"line {lines.get(loc.split('.')[0], '?')}: {loc}: {msg}" for loc, msg in validation_messages(exc)]
        raise ConfigError(f"project file {p} is invalid:\n  " + "\n  ".join(rows)) from None
    base = p.resolve().parent
    for key in PATH_SETTINGS:
        value = getattr(project, key)
        if isinstance(value, list):
            setattr(project, key, [_relative(v, base) for v in value])
        elif value:
            setattr(project, key, _relative(value, base))
    return project, lines


def command_defaults(project: Project, group) -> dict[str, Any]:
    """click's ``default_map`` for the click group ``group``: every command's options filled from the project
    (module rules). Duck-typed (``commands``, ``params``), so this module needs no click."""
    out: dict[str, Any] = {}
    for name, cmd in group.commands.items():
        if hasattr(cmd, "commands"):
            sub = command_defaults(project, cmd)
        else:
            sub = _params_of(project, name, cmd)
        if sub:
            out[name] = sub
    return out


def _params_of(project: Project, name: str, cmd) -> dict[str, Any]:
    params = {p.name: p for p in cmd.params}
    out: dict[str, Any] = {}
    for pname, param in params.items():
        key = PARAMS.get(pname)
        value = getattr(project, key) if key else None
        if pname == "alias" and "index" in params:
            continue  # --alias and --index exclude each other there: the project must not pick one
        if pname == "workdir" and os.environ.get("KBGATE_HOME"):
            continue
        if key == "eval":
            value = (tuple(value) if param.multiple else value[0]) if value else None
        if pname == "fail_on":
            value = project.fail_on.get(name)
        if pname.startswith("fail_on_") and name == "release":
            value = project.fail_on.get(pname.removeprefix("fail_on_"))
        if name == "draft" and pname in project.manifest:
            value = project.manifest[pname]
            value = tuple(value) if param.multiple and isinstance(value, list) else value
        if pname == "baseline" and name == "gate" and project.alias:
            value = project.alias
        if pname == "report_dir" and name in ("release", "report"):
            value = project.report_dir
        if value is not None:
            out[pname] = value
    return out


def settings_with_sources(path: Path | None) -> list[dict]:
    """Every project setting, its value and where it came from (``kbgate config show``)."""
    project, lines = load_project(path) if path else (Project(), {})
    defaults = Project()
    rows = []
    for key in Project.model_fields:
        value = getattr(project, key)
        if key in lines:
            source = f"{path} line {lines[key]}"
            value = "today" if key == "as_of" and value is None else value
        else:
            source = "built-in default" if key != "workdir" else "built-in default (.kbgate)"
            value = getattr(defaults, key)
        if key == "workdir" and os.environ.get("KBGATE_HOME"):
            value, source = os.environ["KBGATE_HOME"], "$KBGATE_HOME"
        rows.append({"setting": key, "value": value, "source": source})
    return rows
