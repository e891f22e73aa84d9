"""Shared CLI helpers: the ``--format`` option, JSON output, progress bars."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

import click

T = TypeVar("T")

format_option = click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
    help="Output format; json is machine-readable and never shows progress bars.",
)

workdir_option = click.option(
    "--workdir", type=click.Path(file_okay=False), default=lambda: os.environ.get("KBGATE_HOME", ".kbgate"),
    show_default=".kbgate (or $KBGATE_HOME)", help="Where runs and the quarantine store are kept.")


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def progress(items: Iterable[T], *, label: str, fmt: str = "text", length: int | None = None) -> Iterator[T]:
    """Yield ``items``, showing a progress bar on a TTY in text mode only."""
    if fmt != "text" or not sys.stderr.isatty():
        yield from items
        return
    with click.progressbar(items, label=label, length=length, file=sys.stderr) as bar:
        yield from bar
