"""Corpus paths and source globs: where a manifest path lies, and whether a source's glob covers it.

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
import posixpath


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
