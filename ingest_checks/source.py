"""``source``: documents must come from an allowed source, at a path inside its glob, unaltered.

* ``UNKNOWN_SOURCE``: the record's ``source`` is not in the policy's ``sources``, or its
  ``path`` is not matched by that source's ``path_glob`` (:func:`kbgate.paths.path_in_glob`:
  ``*`` also matches ``/``, so ``acme/*`` covers ``acme/notices/a.md``; matching is
  case-sensitive on every OS; the path is normalised first, and an absolute path or one that
  climbs out of the corpus with ``..`` never matches, so ``acme/../secret.md`` is not inside
  ``acme/*``).
* ``DIGEST_MISMATCH``: the manifest's ``sha256`` differs from the file's.
* ``DIGEST_MISSING``: the source requires a ``sha256`` and the manifest gives none.
"""

from __future__ import annotations

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding
from kbgate.paths import path_in_glob


class SourceParams(CheckParams):
    """Parameters of the ``source`` check (only the common keys)."""


@register("source", category="provenance", scope="document", params=SourceParams,
          default_action="quarantine", default_severity="high",
          codes=("UNKNOWN_SOURCE", "DIGEST_MISMATCH", "DIGEST_MISSING"), evidence="metadata")
def check_source(doc: Document, params: SourceParams, ctx: RunContext) -> list[Finding]:
    """Source allowlist, path glob and sha256 digest of each document."""
    rec = doc.record
    source = ctx.policy.source(rec.source)
    if source is None:
        names = ", ".join(s.name for s in ctx.policy.sources) or "(none defined)"
        return [check_source.finding(
            params, doc, "UNKNOWN_SOURCE",
            f"{doc.key}: source '{rec.source}' is not on the policy allowlist ({names}); use a listed "
            "source or add it to the policy's sources", evidence=f"source={rec.source}")]
    out: list[Finding] = []
    if not path_in_glob(rec.path, source.path_glob):
        out.append(check_source.finding(
            params, doc, "UNKNOWN_SOURCE",
            f"{doc.key}: path '{rec.path}' is outside source '{source.name}' (path_glob '{source.path_glob}'); "
            "move the file or declare the right source", evidence=f"path={rec.path}"))
    if rec.sha256 is not None and doc.file_sha256 is not None and rec.sha256 != doc.file_sha256.lower():
        out.append(check_source.finding(
            params, doc, "DIGEST_MISMATCH",
            f"{doc.key}: the file's sha256 differs from the manifest's; the file changed after it was "
            "registered -- verify it and update the manifest", severity="critical",
            evidence=f"manifest {rec.sha256[:12]}… file {doc.file_sha256.lower()[:12]}…"))
    if source.require_sha256 and rec.sha256 is None:
        out.append(check_source.finding(
            params, doc, "DIGEST_MISSING",
            f"{doc.key}: source '{source.name}' requires a sha256 in the manifest; add the file's sha256",
            evidence=f"source={source.name}"))
    return out
