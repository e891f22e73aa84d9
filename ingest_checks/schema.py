"""``schema``: the chunk table validated by a great-expectations ExpectationSuite.

One row per chunk (manifest fields plus derived fields such as text length and the
number of unknown roles). The suite runs in an ephemeral GX context with progress
bars off; every failed expectation is mapped back through ``unexpected_index_list``
to its rows and so to its documents, giving one finding per affected document.

Documents without chunks (load errors) are skipped: the ``parse`` check reports them.
The table never holds chunk text, only its length, so the GX result JSON (attached
to the report) carries labels and ids but no document content.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass
from typing import Any

from pydantic import Field, field_validator, model_validator

from ingest_checks.registry import CheckOutput, CheckParams, RunContext, register
from kbgate.models import Document, Finding, Severity

#: the columns of the chunk table, in order
CHUNK_COLUMNS = (
    "chunk_id", "doc_id", "version", "tenant_id", "classification", "allowed_roles", "unknown_roles",
    "effective_from", "expires_at", "text_chars", "language", "source", "is_table",
)


class SchemaParams(CheckParams):
    """Parameters of the ``schema`` check.

    Attributes:
        min_chars: shortest allowed chunk text, in characters.
        max_chars: longest allowed chunk text, in characters.
        languages: allowed chunk languages; ``None`` means the languages of the policy's
            tenants (no language expectation when no tenant declares one). Chunks whose
            language is unknown (null) pass: the loader could not tell, which is no error.
    """

    min_chars: int = Field(default=1, ge=0)
    max_chars: int = Field(default=20000, ge=1)
    languages: list[str] | None = None

    @field_validator("languages")
    @classmethod
    def _languages_named(cls, v: list[str] | None) -> list[str] | None:
        if v is not None and any(not isinstance(x, str) or not x.strip() for x in v):
            raise ValueError("languages must be non-empty language codes, e.g. [zh, en]")
        return v

    @model_validator(mode="after")
    def _bounds_ordered(self) -> SchemaParams:
        if self.min_chars > self.max_chars:
            raise ValueError("min_chars must not exceed max_chars")
        return self


@dataclass(frozen=True)
class _Rule:
    """How one expectation's failure becomes findings."""

    code: str
    severity: Severity
    action: str | None  # None: the configured action
    what: str
    column: str  # column whose unexpected values are quoted as evidence


def _rules() -> dict[str, _Rule]:
    """Rule per expectation name (the name is stored in the expectation's ``meta``)."""
    return {
        "chunk_id_not_null": _Rule("SCHEMA_CHUNK_ID", "high", None, "chunk_id is null", "chunk_id"),
        "chunk_id_unique": _Rule("SCHEMA_CHUNK_ID", "high", None, "chunk_id is not unique", "chunk_id"),
        "doc_id_not_null": _Rule("SCHEMA_DOC_ID", "high", None, "doc_id is null", "doc_id"),
        "tenant_not_null": _Rule("SCHEMA_TENANT", "high", None, "tenant_id is null", "tenant_id"),
        "tenant_known": _Rule("SCHEMA_TENANT", "high", None, "tenant_id is not a policy tenant", "tenant_id"),
        "classification_not_null": _Rule(
            "SCHEMA_CLASSIFICATION", "high", None, "classification is null", "classification"),
        "classification_known": _Rule(
            "SCHEMA_CLASSIFICATION", "high", None, "classification is not a policy level", "classification"),
        "roles_known": _Rule("SCHEMA_ROLE", "high", None, "allowed_roles names a role not in the policy",
                             "allowed_roles"),
        "effective_from_not_null": _Rule(
            "SCHEMA_DATES", "high", None, "effective_from is missing or not a date", "effective_from"),
        "dates_ordered": _Rule("SCHEMA_DATES", "high", None, "expires_at is before effective_from",
                               "expires_at"),
        "text_length": _Rule("SCHEMA_TEXT_LENGTH", "low", "flag", "chunk text length is out of bounds",
                             "text_chars"),
        "language_known": _Rule("SCHEMA_LANGUAGE", "low", "flag", "language is not an allowed language",
                                "language"),
    }


def build_chunk_table(docs: list[Document], policy: Any) -> tuple[Any, list[Document]]:
    """Build the chunk table: one pandas row per chunk of every loaded document.

    Args:
        docs: loaded documents; those without chunks are skipped.
        policy: the :class:`kbgate.policy.Policy` (its roles define ``unknown_roles``).

    Returns:
        ``(frame, row_docs)``: the DataFrame (columns :data:`CHUNK_COLUMNS`, a default
        RangeIndex) and, per row position, the document the row came from.
    """
    import pandas as pd

    known_roles = set(policy.roles)
    rows: list[dict] = []
    row_docs: list[Document] = []
    for doc in docs:
        for ch in doc.chunks:
            roles = list(ch.allowed_roles or [])
            rows.append({
                "chunk_id": ch.chunk_id,
                "doc_id": ch.doc_id,
                "version": ch.version,
                "tenant_id": ch.tenant_id,
                "classification": ch.classification,
                "allowed_roles": ",".join(roles),
                "unknown_roles": sum(1 for r in roles if r not in known_roles),
                "effective_from": ch.effective_from,
                "expires_at": ch.expires_at,
                "text_chars": len(ch.text or ""),
                "language": ch.language,
                "source": ch.source,
                "is_table": ch.is_table,
            })
            row_docs.append(doc)
    return typed_chunk_table(pd.DataFrame(rows, columns=list(CHUNK_COLUMNS))), row_docs


def typed_chunk_table(frame: Any) -> Any:
    """The column types the suite expects, set on a chunk table (in place; also returned).

    Dates become ``datetime64`` (unparseable ones ``NaT``), counts ``int64``, and the label
    columns ``object`` with ``None`` for a missing value. Applied to every new table, and to a
    batch that went through Arrow (Ray Data), which may bring strings back as another dtype.
    """
    import pandas as pd

    for col in ("effective_from", "expires_at"):
        frame[col] = pd.to_datetime(frame[col], errors="coerce", format="ISO8601")
    frame["unknown_roles"] = frame["unknown_roles"].astype("int64")
    frame["text_chars"] = frame["text_chars"].astype("int64")
    for col in ("chunk_id", "doc_id", "tenant_id", "classification", "language"):
        frame[col] = frame[col].astype(object).where(frame[col].notna(), None)
    return frame


def _allowed_languages(params: SchemaParams, policy: Any) -> list[str] | None:
    if params.languages is not None:
        return list(params.languages)
    langs = sorted({t.language for t in policy.tenants if t.language})
    return langs or None


def _build_suite(gx: Any, gxe: Any, params: SchemaParams, policy: Any) -> Any:
    """The ExpectationSuite; each expectation's ``meta.rule`` names its :class:`_Rule`."""
    exps = [
        gxe.ExpectColumnValuesToNotBeNull(column="chunk_id", meta={"rule": "chunk_id_not_null"}),
        gxe.ExpectColumnValuesToBeUnique(column="chunk_id", meta={"rule": "chunk_id_unique"}),
        gxe.ExpectColumnValuesToNotBeNull(column="doc_id", meta={"rule": "doc_id_not_null"}),
        gxe.ExpectColumnValuesToNotBeNull(column="tenant_id", meta={"rule": "tenant_not_null"}),
        gxe.ExpectColumnValuesToBeInSet(column="tenant_id", value_set=list(policy.tenant_ids),
                                        meta={"rule": "tenant_known"}),
        gxe.ExpectColumnValuesToNotBeNull(column="classification", meta={"rule": "classification_not_null"}),
        gxe.ExpectColumnValuesToBeInSet(column="classification", value_set=list(policy.classification_levels),
                                        meta={"rule": "classification_known"}),
        gxe.ExpectColumnValuesToBeBetween(column="unknown_roles", min_value=0, max_value=0,
                                          meta={"rule": "roles_known"}),
        gxe.ExpectColumnValuesToNotBeNull(column="effective_from", meta={"rule": "effective_from_not_null"}),
        gxe.ExpectColumnPairValuesAToBeGreaterThanB(
            column_A="expires_at", column_B="effective_from", or_equal=True,
            ignore_row_if="either_value_is_missing", meta={"rule": "dates_ordered"}),
        gxe.ExpectColumnValuesToBeBetween(column="text_chars", min_value=params.min_chars,
                                          max_value=params.max_chars, meta={"rule": "text_length"}),
    ]
    languages = _allowed_languages(params, policy)
    if languages:
        exps.append(gxe.ExpectColumnValuesToBeInSet(column="language", value_set=languages,
                                                    meta={"rule": "language_known"}))
    suite = gx.ExpectationSuite(name="kbgate_chunk_table")
    for exp in exps:
        suite.add_expectation(exp)
    return suite


#: the GX result format of every run: every unexpected value and row position
RESULT_FORMAT = "COMPLETE"


def validate_chunk_table(frame: Any, params: SchemaParams, policy: Any) -> dict:
    """Run the suite over ``frame`` in an ephemeral GX context (progress bars off); return the result JSON dict."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import great_expectations as gx
        import great_expectations.expectations as gxe
        from great_expectations.data_context.types.base import ProgressBarsConfig

        ctx = gx.get_context(mode="ephemeral")
        ctx.variables.progress_bars = ProgressBarsConfig(globally=False)
        suite = ctx.suites.add(_build_suite(gx, gxe, params, policy))
        asset = ctx.data_sources.add_pandas("kbgate").add_dataframe_asset("chunks")
        batch_def = asset.add_batch_definition_whole_dataframe("all_chunks")
        validation = ctx.validation_definitions.add(
            gx.ValidationDefinition(name="kbgate_schema", data=batch_def, suite=suite))
        result = validation.run(batch_parameters={"dataframe": frame}, result_format={"result_format": RESULT_FORMAT})
    # round-trip through JSON: numpy scalars and timestamps become plain JSON values
    return json.loads(json.dumps(result.to_json_dict(), default=str))


def _evidence(values: list[Any], limit: int = 5) -> str:
    shown = sorted({str(v) for v in values})
    more = f" (+{len(shown) - limit} more)" if len(shown) > limit else ""
    return ", ".join(shown[:limit]) + more


def findings_from_result(result: dict, frame: Any, row_docs: list[Document], params: SchemaParams,
                         policy: Any) -> list[Finding]:
    """Map each failed expectation to one finding per affected document."""
    rules = _rules()
    known_roles = set(policy.roles)
    out: list[Finding] = []
    for res in result.get("results", []):
        if res.get("success"):
            continue
        config = res.get("expectation_config") or {}
        rule = rules.get((config.get("meta") or {}).get("rule"))
        if rule is None:
            continue
        rows = (res.get("result") or {}).get("unexpected_index_list") or []
        by_doc: dict[int, tuple[Document, list[int]]] = {}
        for pos in rows:
            pos = int(pos)
            doc = row_docs[pos]
            by_doc.setdefault(id(doc), (doc, []))[1].append(pos)
        for doc, positions in by_doc.values():
            chunk_ids = [frame.at[p, "chunk_id"] for p in positions]
            chunk_ids = [str(c) if isinstance(c, str) else None for c in chunk_ids]
            if rule.column == "allowed_roles":
                values = [r for p in positions for r in str(frame.at[p, "allowed_roles"]).split(",")
                          if r and r not in known_roles]
            elif rule.column == "expires_at":
                values = [f"{frame.at[p, 'effective_from']:%Y-%m-%d} > {frame.at[p, 'expires_at']:%Y-%m-%d}"
                          for p in positions]
            else:
                values = [frame.at[p, rule.column] for p in positions]
            message = (f"{doc.key}: {rule.what} in {len(positions)} chunk(s) "
                       f"(expectation {config.get('type')}); first: {chunk_ids[0] or 'a chunk without id'}")
            out.append(check_schema.finding(
                params, doc, rule.code, message,
                chunk_id=chunk_ids[0] if len(set(chunk_ids)) == 1 else None,  # None when several
                evidence=f"{rule.column}: {_evidence(values)}",
                severity=rule.severity, action=rule.action))
    return out


def run_schema_suite(docs: list[Document], params: SchemaParams, policy: Any) -> tuple[list[Finding], dict]:
    """Build the chunk table, validate it with GX and map failures to findings.

    Args:
        docs: every loaded document of the batch.
        params: the ``schema`` section of the policy.
        policy: the :class:`kbgate.policy.Policy`.

    Returns:
        ``(findings, result_json)``: the findings and the GX validation result as a JSON
        dict (to attach to the report). With no chunks at all, GX is not run and the
        result is ``{"success": True, "results": [], "skipped": "no chunks"}``.
    """
    frame, row_docs = build_chunk_table(docs, policy)
    if frame.empty:
        return [], {"success": True, "results": [], "skipped": "no chunks"}
    result = validate_chunk_table(frame, params, policy)
    return findings_from_result(result, frame, row_docs, params, policy), result


@register("schema", category="contract", scope="corpus", params=SchemaParams,
          default_action="quarantine", default_severity="high",
          codes=("SCHEMA_CHUNK_ID", "SCHEMA_DOC_ID", "SCHEMA_TENANT", "SCHEMA_CLASSIFICATION", "SCHEMA_ROLE",
                 "SCHEMA_DATES", "SCHEMA_TEXT_LENGTH", "SCHEMA_LANGUAGE"), evidence="metadata")
def check_schema(docs: list[Document], params: SchemaParams, ctx: RunContext) -> CheckOutput:
    """Validate the chunk table with a great-expectations suite (ids, labels, dates, lengths).

    Returns the findings with the GX validation result JSON as side result (for the report).
    """
    findings, result = run_schema_suite(docs, params, ctx.policy)
    return CheckOutput(findings, side_result=result)
