"""The ``kbgate`` command line: a thin layer over the library.

Commands live in ``kbgate/app/commands/*.py``; each module exposes ``COMMANDS``, a list
of click commands or groups. Modules import heavy libraries (great-expectations,
presidio, qdrant) only inside the command functions, so ``kbgate --help`` stays fast.

Exit codes: 0 OK, 1 findings or gate blocked, 2 usage, config or input error.
"""

from __future__ import annotations

import errno
import importlib
import os
import pkgutil
import sys

import click

from kbgate.errors import KbgateError


def _command_modules() -> list[str]:
    import kbgate.app.commands as pkg

    return sorted(m.name for m in pkgutil.iter_modules(pkg.__path__) if not m.name.startswith("_"))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kbgate")
@click.option("--project", "project_file", type=click.Path(dir_okay=False), envvar="KBGATE_PROJECT",
              help="Project file with every command's defaults (default: kbgate.yaml in this directory or a "
              "parent; $KBGATE_PROJECT).")
@click.option("--no-project", is_flag=True, help="Ignore any kbgate.yaml.")
@click.pass_context
def cli(ctx: click.Context, project_file: str | None, no_project: bool) -> None:
    """kbgate: guard what goes into a RAG knowledge base and what comes out of it.

    \b
    Example:
      kbgate corpus inspect fixtures/corpus
      kbgate ingest fixtures/corpus --policy policies/acme.yaml --store .kbgate/store --alias kb

    \b
    Shell completion (click's own; bash, zsh or fish), e.g. in ~/.bashrc:
      eval "$(_KBGATE_COMPLETE=bash_source kbgate)"
    Exit codes: 0 OK, 1 findings or gate blocked, 2 usage, config or input error.
    """
    from kbgate.app.project import command_defaults, find_project, load_project

    path = None if no_project else (project_file or find_project())
    ctx.obj = {"project": path}
    if path:  # the one place where the project file becomes every command's defaults; flags still win
        ctx.default_map = command_defaults(load_project(path)[0], cli)


for _name in _command_modules():
    for _cmd in importlib.import_module(f"kbgate.app.commands.{_name}").COMMANDS:
        cli.add_command(_cmd)


_ACCESS_FIX = "give your user access to it, or give kbgate a directory you own, and run the command again"
#: what the machine refused, not a kbgate bug: errno -> how to fix it
_SYSTEM_FIXES = {
    errno.ENOSPC: "free space on that disk, or give kbgate a directory on another one, and run the command again",
    errno.EDQUOT: "free space within your disk quota, or give kbgate a directory elsewhere, and run the command again",
    errno.EACCES: _ACCESS_FIX,
    errno.EPERM: _ACCESS_FIX,
    errno.EROFS: "that file system is read-only: give kbgate a writable directory and run the command again",
}


def _system_refusal(exc: BaseException) -> str | None:
    """The message for an operating-system refusal (disk full, quota, permission, read-only), or None."""
    if not isinstance(exc, OSError) or exc.errno not in _SYSTEM_FIXES:
        return None
    where = f" {exc.filename}" if exc.filename else ""
    return f"the system refused to write or read{where}: {exc.strerror or exc}; {_SYSTEM_FIXES[exc.errno]}."


def main(argv: list[str] | None = None) -> None:
    """Console entry point: turns :class:`KbgateError` into ``Error: ...`` and exit code 2."""
    try:
        cli.main(args=argv, standalone_mode=False)
    except KbgateError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2 if exc.exit_code == 2 else exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as exc:  # noqa: BLE001 - users get a message, not a traceback
        if os.environ.get("KBGATE_DEBUG"):
            raise
        if fix := _system_refusal(exc):
            click.echo(f"Error: {fix}", err=True)
            sys.exit(2)
        click.echo(f"Error: internal error {type(exc).__name__}: {exc}. This is a kbgate bug; rerun with "
                   "KBGATE_DEBUG=1 for the traceback and report it.", err=True)
        sys.exit(2)
    sys.exit(0)
