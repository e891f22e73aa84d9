"""Corpus paths and source globs: where a manifest path lies, and whether a source's glob covers it;
and :func:`write_atomic`, the one way a state file is replaced.

* :func:`normalise_path` gives the corpus-relative POSIX form of a manifest path: ``\\``
  becomes ``/``, ``./`` and ``a/../`` collapse. An absolute path (``/x``, ``C:x``) or one
  that climbs out of the corpus with ``..`` has no normal form (``None``).
* :func:`path_in_glob` matches that form against a source's ``path_glob`` with
  :func:`fnmatch.fnmatchcase` semantics: ``*`` also matches ``/`` (so ``acme/*`` covers
  ``acme/notices/a.md``), matching is case-sensitive on every OS, ``*`` and ``**`` cover
  every normal path, and a path without a normal form never matches (so
  ``acme/../secret.md`` is not inside ``acme/*``).
"""

from __future__ import annotations

import fnmatch
import os
import posixpath
import threading
from pathlib import Path


def normalise_path(path: str) -> str | None:
    """The corpus-relative POSIX form of ``path``; ``None`` when it is absolute or escapes the corpus."""
    p = path.replace("\\", "/")
    if p.startswith("/") or (len(p) > 1 and p[1] == ":"):
        return None
    p = posixpath.normpath(p)
    if p == ".." or p.startswith("../"):
        return None
    return p


def path_in_glob(path: str, glob: str) -> bool:
    """Whether a manifest path lies inside a source's ``path_glob`` (see the module notes)."""
    norm = normalise_path(path)
    if norm is None:
        return False
    return fnmatch.fnmatchcase(norm, glob) or glob in ("*", "**")


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` atomically: a temporary file beside it, fsync, ``os.replace``, fsync the directory."""
    tmp = path.with_name(f"{path.name}.tmp.{os.getpid()}.{threading.get_ident()}")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
