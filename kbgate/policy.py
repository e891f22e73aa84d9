"""The policy: tenants, roles, classification levels, sources, checks and gates.

A policy is a YAML file validated by :class:`Policy`. Unknown keys and bad values
are errors that name their YAML path, e.g.
``gates.recall_at_5.block: must be between 0 and 1``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from kbgate.errors import ConfigError, validation_messages

#: Metrics the version gate knows. ``higher`` metrics pass when large, ``lower`` when small.
GATE_METRICS: dict[str, Literal["higher", "lower"]] = {
    "recall_at_k": "higher",
    "recall_at_5": "higher",
    "recall_at_10": "higher",
    "precision_at_k": "higher",
    "precision_at_5": "higher",
    "mrr": "higher",
    "ndcg": "higher",
    "ndcg_at_10": "higher",
    "correct_refusal_rate": "higher",
    "unauthorized_hits": "lower",
    "latency_p95_ms": "lower",
    "latency_p50_ms": "lower",
    "recall_at_3": "higher",
    "precision_at_3": "higher",
    "precision_at_10": "higher",
    "ndcg_at_5": "higher",
    "hit_rate_at_5": "higher",
    "hit_rate_at_10": "higher",
    "false_retrieval_rate": "lower",
    "version_correct_rate": "higher",
    "faithfulness": "higher",
    "citation_correctness": "higher",
    "citation_completeness": "higher",
    "stale_hits": "lower",  # stale versions of gold documents per case in the top K (a mean, not a ratio)
}
RATIO_METRICS = {m for m in GATE_METRICS
                 if m not in ("unauthorized_hits", "latency_p95_ms", "latency_p50_ms", "stale_hits")}
RISK_LEVELS = ("P0", "P1", "P2")

#: validates the ``checks`` mapping of a policy read from a path; raises ConfigError
CheckValidator = Callable[[dict[str, Any], str], object]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Role(_Strict):
    """A role and the highest classification level it may read."""

    clearance: str
    description: str | None = None


class Tenant(_Strict):
    id: str
    name: str | None = None
    language: str | None = None


class Principal(_Strict):
    """A test identity of ``kbgate access``: a user of a tenant, with a role and the groups it is in."""

    user_id: str = Field(min_length=1)
    tenant: str
    role: str
    groups: list[str] = Field(default_factory=list)


class Source(_Strict):
    """An allowed document source. ``path_glob`` limits where its files may live."""

    name: str
    path_glob: str = "**"
    require_sha256: bool = False
    authority: int = Field(default=0, description="higher wins when near-duplicates collapse")

    def matches_path(self, path: str) -> bool:
        """Whether a corpus path lies inside ``path_glob`` (normalised, case-sensitive, no escapes)."""
        from kbgate.paths import path_in_glob

        return path_in_glob(path, self.path_glob)


class Chunking(_Strict):
    max_chars: int = Field(default=800, ge=100, le=20000)
    overlap_chars: int = Field(default=80, ge=0)
    min_chars: int = Field(default=20, ge=1)

    @model_validator(mode="after")
    def _overlap_smaller(self) -> Chunking:
        if self.overlap_chars >= self.max_chars // 2:
            raise ValueError("overlap_chars must be less than half of max_chars")
        return self


class Limits(_Strict):
    """Per-file limits of ingestion: a file over any of them is rejected with its own reason code
    (``FILE_TOO_LARGE``, ``TEXT_TOO_LARGE``, ``PARSE_TIMEOUT``) instead of stalling the run."""

    max_file_mb: float = Field(default=100.0, gt=0, description="largest file read, in MiB")
    max_text_chars: int = Field(default=2_000_000, ge=1000, description="most characters of text one file may yield")
    parse_seconds: float = Field(default=60.0, gt=0, description="time budget to load and chunk one file")


class SiteChrome(_Strict):
    """Site chrome learned from the corpus (HTML): a link-dense block (sidebar, table of contents,
    breadcrumbs, "previous/next" bar) found at the same DOM path with the same text on many pages of one
    source or directory is navigation; it is stripped before chunking and near-duplicate detection and
    reported as ``PARSE_HEADER_FOOTER``. Prose repeated on purpose (a notice, a glossary) is not link-dense
    and stays. See :mod:`kbgate.corpus.chrome`."""

    enabled: bool = Field(default=True, description="learn and strip site chrome from HTML pages")
    min_pages: int = Field(default=3, ge=2, description="fewest pages of one directory a block must repeat on")
    min_share: float = Field(default=0.2, gt=0, le=1,
                             description="share of the directory's HTML pages a block must repeat on")
    min_link_share: float = Field(default=0.5, gt=0, le=1,
                                  description="share of a block's text inside links for it to count as navigation")


class Embedding(_Strict):
    """How chunks are embedded. ``bm25`` (default) needs no model weights: sparse BM25
    vectors with a CJK-aware tokenizer. ``sentence-transformers`` adds dense vectors from
    a local model path (optional extra ``kbgate[dense]``) and queries fuse both with RRF."""

    kind: Literal["bm25", "sentence-transformers"] = "bm25"
    model: str | None = None

    @model_validator(mode="after")
    def _model_given(self) -> Embedding:
        if self.kind == "sentence-transformers" and not self.model:
            raise ValueError("model is required for kind sentence-transformers (give a local model path)")
        return self

    def key(self) -> str | None:
        """What identifies the dense embedding, for reusing a baseline's vectors (``None``: sparse only).

        The kind and model, and for a local model directory each file's path, size and modification
        time, so a model replaced at the same path reuses nothing.
        """
        if self.kind == "bm25":
            return None
        root = Path(self.model or "")
        stats = ((f, f.stat()) for f in root.rglob("*") if f.is_file()) if root.is_dir() else ()
        files = sorted((str(f.relative_to(root)), st.st_size, st.st_mtime_ns) for f, st in stats)
        return hashlib.sha256(json.dumps([self.kind, self.model, files]).encode()).hexdigest()[:32]

    def dense_function(self):
        """The dense vector function, or None for the sparse-only default."""
        if self.kind == "bm25":
            return None
        from kbgate.retrieval.embedding import make_dense_embedder

        return make_dense_embedder(self.model_dump())


class Threshold(_Strict):
    """Warn, block and target lines of one metric."""

    warn: float | None = None
    block: float | None = None
    target: float | None = None


class GateRule(Threshold):
    """Thresholds for one metric, optionally overridden per risk stratum (P0/P1/P2).

    ``max_regression`` compares with the baseline: the gate blocks when the candidate is
    worse by more than this amount *and* the paired test says so (p < ``gate_settings.alpha``).
    """

    by_risk: dict[str, Threshold] = Field(default_factory=dict)
    max_regression: float | None = Field(default=None, ge=0)

    @field_validator("by_risk")
    @classmethod
    def _known_risks(cls, v: dict[str, Threshold]) -> dict[str, Threshold]:
        for key in v:
            if key not in RISK_LEVELS:
                raise ValueError(f"unknown risk '{key}'; use one of {', '.join(RISK_LEVELS)}")
        return v


class ClaimsSettings(_Strict):
    """Claim-level evidence verdicts of generated answers (``version_gate.claims``).

    ``block_p0_on``: verdicts that BLOCK a P0 case (deterministic verdicts; review-required
    ones WARN and are listed for a reviewer). ``tolerance``: relative difference under which
    two amounts in one dimension are the same value. ``attribute_overlap``: share of a claim's
    words a context sentence must hold to state the same attribute. ``support_overlap``: share
    of a fact-less claim's words a chunk must hold to support it. ``judge``: optional
    ``"module:function"`` deciding review-required claims, ``judge(claim, evidence_texts)``
    returning ``{"verdict", "reason"}`` or ``None``.
    """

    block_p0_on: list[Literal["CONTRADICTED", "NOT_IN_CONTEXT"]] = Field(
        default_factory=lambda: ["CONTRADICTED", "NOT_IN_CONTEXT"])
    tolerance: float = Field(default=0.025, ge=0, lt=0.5)
    attribute_overlap: float = Field(default=0.4, gt=0, le=1)
    support_overlap: float = Field(default=0.6, gt=0, le=1)
    judge: str | None = Field(default=None, pattern=r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


class GateSettings(_Strict):
    """How ``kbgate gate`` runs: the K values, the smallest testable scope, the test level,
    bootstrap resamples, the score above which a chunk returned for an unanswerable
    question is a false retrieval (``None``: any returned chunk), and how many cases go to
    kbgate's own store in one batched search (``query_batch``; 1: one query at a time; the
    latency figures then come from ``latency_sample`` cases asked one at a time)."""

    k: list[int] = Field(default_factory=lambda: [5, 10], min_length=1)
    min_cases: int = Field(default=5, ge=2)
    alpha: float = Field(default=0.05, gt=0, lt=1)
    resamples: int = Field(default=1000, ge=100)
    score_floor: float | None = None
    query_batch: int = Field(default=64, ge=1, le=1024)
    latency_sample: int = Field(default=200, ge=10)
    claims: ClaimsSettings = Field(default_factory=ClaimsSettings)

    @field_validator("k")
    @classmethod
    def _ks(cls, v: list[int]) -> list[int]:
        if any(k < 1 or k > 100 for k in v):
            raise ValueError("each K must be between 1 and 100")
        return sorted(set(v))


class Access(_Strict):
    """How ``kbgate access`` judges adequacy: ``min_chunk_coverage`` is the smallest share of
    chunks that probes must have returned at least once (not enforced when unset);
    ``min_authorized_recall`` the smallest share of authorized probes (a reader asking a phrase
    of a servable document) answered with that document; ``max_leak_rate`` the largest
    leak-rate bound (rule of three, 95 %) any required actor pair may have (not enforced when
    unset). A store run whose exhaustive proof passed meets all three by construction."""

    min_chunk_coverage: float | None = Field(default=None, ge=0, le=1)
    min_authorized_recall: float = Field(default=0.5, ge=0, le=1)
    max_leak_rate: float | None = Field(default=None, gt=0, le=1)


#: Metrics a canary analysis compares between its arms (see ``version_gate.canary``).
CANARY_METRICS = ("latency_p50_ms", "latency_p95_ms", "empty_rate", "refusal_rate", "top_score_mean",
                  "top_score_p50", "unauthorized_rate")
_DURATION_UNITS = {"s": 1, "m": 60, "h": 3600}


def parse_duration(value: str | float | int) -> float:
    """Seconds of ``30``, ``30s``, ``15m`` or ``1h``; ``ValueError`` with the accepted forms otherwise."""
    text = str(value).strip().lower()
    unit = _DURATION_UNITS.get(text[-1:], None)
    number = text[:-1] if unit else text
    try:
        seconds = float(number) * (unit or 1)
    except ValueError:
        raise ValueError(f"'{value}' is not a duration; use seconds or a number with s, m or h (30s, 15m, 1h)") from None
    if not seconds > 0:
        raise ValueError(f"'{value}' must be a positive duration")
    return seconds


class CanaryMetric(_Strict):
    """How much worse the candidate arm of a canary may be than the baseline arm on one metric.

    ``max_increase`` / ``max_decrease`` bound candidate minus baseline (a share of the
    baseline's value when ``relative``), and fail only when a one-sided test at
    ``canary.alpha`` agrees (Mann-Whitney U on latencies and scores, Fisher's exact test
    on rates). ``max`` caps the candidate's own value, tested at any sample size.
    """

    max_increase: float | None = Field(default=None, ge=0)
    max_decrease: float | None = Field(default=None, ge=0)
    max: float | None = Field(default=None, ge=0)
    relative: bool = False


def _default_canary_metrics() -> dict[str, CanaryMetric]:
    return {
        "unauthorized_rate": CanaryMetric(max=0),
        "empty_rate": CanaryMetric(max_increase=0.05),
        "refusal_rate": CanaryMetric(max_increase=0.05),
        "top_score_mean": CanaryMetric(max_decrease=0.1, relative=True),
        "latency_p95_ms": CanaryMetric(max_increase=50.0),  # ms: a few cold-cache queries must not fail it
    }


class Canary(_Strict):
    """How a canary release is judged live (``kbgate canary status|watch``).

    Verdicts: *failing* when a metric breaks its line; *inconclusive* while either arm has
    fewer than ``min_samples`` queries in the window (never healthy); else *healthy*.
    ``watch`` aborts after more than ``consecutive_failures`` failing analyses in a row
    (an unauthorized hit aborts at once) and promotes a healthy canary when
    ``promote_when_healthy``.
    """

    metrics: dict[str, CanaryMetric] = Field(default_factory=_default_canary_metrics)
    min_samples: int = Field(default=100, ge=1, description="queries per arm in the window before any verdict")
    window: str = Field(default="15m", description="analysis window, e.g. 15m; it starts no earlier than the "
                                                   "canary's last weight change")
    consecutive_failures: int = Field(default=1, ge=0, description="failing analyses in a row tolerated")
    alpha: float = Field(default=0.05, gt=0, lt=1)
    promote_when_healthy: bool = True

    @field_validator("metrics")
    @classmethod
    def _known_metrics(cls, v: dict[str, CanaryMetric]) -> dict[str, CanaryMetric]:
        for name, rule in v.items():
            if name not in CANARY_METRICS:
                raise ValueError(f"unknown canary metric '{name}'; use one of {', '.join(CANARY_METRICS)}")
            if rule.max_increase is None and rule.max_decrease is None and rule.max is None:
                raise ValueError(f"canary metric '{name}' needs max_increase, max_decrease or max")
        return v

    @field_validator("window")
    @classmethod
    def _duration(cls, v: str) -> str:
        parse_duration(v)
        return v

    @property
    def window_s(self) -> float:
        return parse_duration(self.window)


class RiskRule(_Strict):
    """Maps documents to a risk level for generated eval cases. Every condition given must
    hold: ``doc_id`` and ``source`` are globs (``refund-*``), ``title`` a regular expression
    searched in the title, ``classification`` a level name."""

    risk: Literal["P0", "P1", "P2"]
    doc_id: str | None = None
    source: str | None = None
    title: str | None = None
    classification: str | None = None

    @model_validator(mode="after")
    def _has_condition(self) -> RiskRule:
        import re

        if not any((self.doc_id, self.source, self.title, self.classification)):
            raise ValueError("give at least one of doc_id, source, title, classification")
        if self.title:
            try:
                re.compile(self.title)
            except re.error as exc:
                raise ValueError(f"title: '{self.title}' is not a valid regular expression ({exc})") from None
        return self

    def matches(self, doc_id: str, source: str | None, title: str | None, classification: str | None) -> bool:
        import fnmatch
        import re

        return ((self.doc_id is None or fnmatch.fnmatchcase(doc_id, self.doc_id))
                and (self.source is None or fnmatch.fnmatchcase(source or "", self.source))
                and (self.title is None or re.search(self.title, title or "") is not None)
                and (self.classification is None or classification == self.classification))


class EvalSettings(_Strict):
    """How ``kbgate evalset generate`` sets the risk of a case: the first matching
    ``risk_rules`` entry, else ``default_risk``."""

    risk_rules: list[RiskRule] = Field(default_factory=list)
    default_risk: Literal["P0", "P1", "P2"] = "P1"

    def risk_of(self, doc_id: str, source: str | None, title: str | None, classification: str | None) -> str:
        return next((r.risk for r in self.risk_rules if r.matches(doc_id, source, title, classification)),
                    self.default_risk)


def _report(info: ValidationInfo | None, problems: list[tuple[str, str]]) -> None:
    """Collect ``problems`` into the validation context's ``problems`` list (validate_policy), else
    raise them as one ``ValueError``."""
    collect = (info.context or {}).get("problems") if info is not None else None
    if collect is not None:
        collect.extend(problems)
    elif problems:
        raise ValueError("; ".join(f"{loc}: {msg}" for loc, msg in problems))


def _line_problems(where: str, th: Threshold, higher: bool, ratio: bool) -> list[tuple[str, str]]:
    """Range and order of one metric's warn/block/target lines: a higher-is-better metric warns
    before it blocks, so ``target >= warn >= block`` (a lower-is-better one: ``target <= warn <= block``)."""
    out = []
    for line in ("warn", "block", "target"):
        value = getattr(th, line)
        if value is not None and ratio and not 0 <= value <= 1:
            out.append((f"{where}.{line}", "must be between 0 and 1"))
        elif value is not None and value < 0:
            out.append((f"{where}.{line}", "must not be negative"))
    if out:
        return out
    word, sign = ("below", "at least") if higher else ("above", "at most")
    for upper, lower in (("warn", "block"), ("target", "warn"), ("target", "block")):
        a, b = getattr(th, upper), getattr(th, lower)
        if a is not None and b is not None and (a < b if higher else a > b):
            out.append((where, f"{upper} {a:g} is {word} {lower} {b:g}; "
                        f"{'higher' if higher else 'lower'} is better for this metric, so {upper} must be "
                        f"{sign} {lower} (e.g. {upper}: {b:g}, {lower}: {a:g})"))
            break
    return out


class Policy(_Strict):
    """A kbgate policy. See ``policies/acme.yaml`` for a complete example."""

    name: str
    tenants: list[Tenant]
    classification_levels: list[str] = Field(min_length=1, description="ordered, least to most sensitive")
    roles: dict[str, Role]
    sources: list[Source] = Field(default_factory=list)
    chunking: Chunking = Field(default_factory=Chunking)
    embedding: Embedding = Field(default_factory=Embedding)
    checks: dict[str, dict[str, Any]] = Field(default_factory=dict)
    gates: dict[str, GateRule] = Field(default_factory=dict)
    gate_settings: GateSettings = Field(default_factory=GateSettings)
    access: Access = Field(default_factory=Access)
    principals: list[Principal] | None = Field(
        default=None, description="test identities for access tests; unset: one per tenant x role, plus a "
        "matching user and a non-matching colleague for each document with user or group lists")
    eval: EvalSettings = Field(default_factory=EvalSettings)
    canary: Canary = Field(default_factory=Canary)
    limits: Limits = Field(default_factory=Limits)
    site_chrome: SiteChrome = Field(default_factory=SiteChrome)

    # Rules between fields. Field validators run even when another field is invalid, so
    # validate_policy (which passes a ``problems`` list in the context) reports them all at once.
    @field_validator("classification_levels")
    @classmethod
    def _unique_levels(cls, v: list[str], info: ValidationInfo) -> list[str]:
        _report(info, [("classification_levels", "levels must be unique")] if len(set(v)) != len(v) else [])
        return v

    @field_validator("tenants")
    @classmethod
    def _unique_tenants(cls, v: list[Tenant], info: ValidationInfo) -> list[Tenant]:
        ids = [t.id for t in v]
        _report(info, [("tenants", "tenant ids must be unique")] if len(set(ids)) != len(ids) else [])
        return v

    @field_validator("roles")
    @classmethod
    def _known_clearances(cls, v: dict[str, Role], info: ValidationInfo) -> dict[str, Role]:
        levels = info.data.get("classification_levels")
        if levels is not None:
            _report(info, [(f"roles.{name}.clearance", f"'{role.clearance}' is not one of classification_levels "
                            f"({', '.join(levels)})") for name, role in v.items() if role.clearance not in levels])
        return v

    @field_validator("sources")
    @classmethod
    def _unique_sources(cls, v: list[Source], info: ValidationInfo) -> list[Source]:
        names = [s.name for s in v]
        _report(info, [("sources", "source names must be unique")] if len(set(names)) != len(names) else [])
        return v

    @field_validator("gates")
    @classmethod
    def _gate_lines(cls, v: dict[str, GateRule], info: ValidationInfo) -> dict[str, GateRule]:
        out: list[tuple[str, str]] = []
        for metric, rule in v.items():
            if metric not in GATE_METRICS:
                out.append((f"gates.{metric}", f"unknown metric; use one of {', '.join(GATE_METRICS)}"))
                continue
            for where, th in [("", rule), *[(f".by_risk.{k}", t) for k, t in rule.by_risk.items()]]:
                out.extend(_line_problems(f"gates.{metric}{where}", th, GATE_METRICS[metric] == "higher",
                                          metric in RATIO_METRICS))
        _report(info, out)
        return v

    @model_validator(mode="after")
    def _principals(self, info: ValidationInfo) -> Policy:
        ids = self.tenant_ids
        out: list[tuple[str, str]] = []
        for i, who in enumerate(self.principals or []):
            if who.tenant not in ids:
                out.append((f"principals[{i}].tenant", f"'{who.tenant}' is not a tenant id ({', '.join(ids)})"))
            if who.role not in self.roles:
                out.append((f"principals[{i}].role", f"'{who.role}' is not a role ({', '.join(sorted(self.roles))})"))
        users = [(w.tenant, w.user_id) for w in self.principals or []]
        if len(set(users)) != len(users):
            out.append(("principals", "user_id must be unique within a tenant"))
        _report(info, out)
        return self

    # --- derived views -------------------------------------------------
    @property
    def tenant_ids(self) -> list[str]:
        return [t.id for t in self.tenants]

    def level_rank(self, level: str) -> int:
        return self.classification_levels.index(level)

    def roles_cleared_for(self, classification: str | None) -> list[str]:
        """Roles whose clearance is at least ``classification``; none for unknown levels."""
        if classification not in self.classification_levels:
            return []
        rank = self.level_rank(classification)
        return sorted(r for r, role in self.roles.items() if self.level_rank(role.clearance) >= rank)

    def effective_roles(self, classification: str | None, allowed_roles: list[str] | None) -> list[str]:
        """Who may read a document: explicit ACL intersected with clearance.

        An explicit ``allowed_roles`` list can only narrow access, never widen it
        past the classification clearance. An empty result means *nobody* (deny).
        """
        cleared = self.roles_cleared_for(classification)
        if allowed_roles is None:
            return cleared
        return sorted(set(allowed_roles) & set(cleared))

    def source(self, name: str) -> Source | None:
        return next((s for s in self.sources if s.name == name), None)

    def check_config(self, check_id: str) -> dict[str, Any]:
        return dict(self.checks.get(check_id) or {})

    def digest(self) -> str:
        """sha256 of the policy's canonical JSON form without default values; binds reports to a policy.

        Defaults are left out so that a new optional setting in a later kbgate release does not
        change the digest of a policy that does not use it."""
        canon = json.dumps(self.model_dump(mode="json", exclude_defaults=True), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(canon.encode()).hexdigest()


#: validates the raw ``checks`` mapping; returns ``(YAML path, message)`` for every problem
CheckProblems = Callable[[dict[str, Any]], list[tuple[str, str]]]


def yaml_lines(text: str) -> dict[tuple[str, ...], int]:
    """The 1-based line of every mapping key and list item of a YAML text, by its path of keys
    (each node once: aliases are not followed)."""
    try:
        root = yaml.compose(text)
    except yaml.YAMLError:
        return {}
    out: dict[tuple[str, ...], int] = {}
    seen: set[int] = set()  # an alias points at a node already walked: never expand it (a YAML bomb)

    def walk(node, path: tuple[str, ...]) -> None:
        if id(node) in seen or len(out) > 100_000:
            return
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                here = (*path, str(key.value))
                out.setdefault(here, key.start_mark.line + 1)
                walk(value, here)
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                out.setdefault((*path, str(i)), item.start_mark.line + 1)
                walk(item, (*path, str(i)))

    walk(root, ())
    return out


def _line_of(loc: str, lines: dict[tuple[str, ...], int]) -> int | None:
    parts = tuple(p for p in loc.replace("[", ".").replace("]", "").split(".") if p)
    while parts:
        if parts in lines:
            return lines[parts]
        parts = parts[:-1]
    return None


def format_problems(problems: list[tuple[str, str]], path: str, text: str | None = None) -> str:
    """``policy P is invalid:`` and one ``line N: yaml.path: message`` per problem, in file order."""
    lines = yaml_lines(text) if text else {}
    rows = sorted(((_line_of(loc, lines), loc, msg) for loc, msg in problems),
                  key=lambda r: (r[0] is None, r[0] or 0))
    shown = [f"{f'line {n}: ' if n else ''}{f'{loc}: ' if loc else ''}{msg}" for n, loc, msg in rows]
    head = f"policy {path} is invalid" + (f" ({len(shown)} errors)" if len(shown) > 1 else "")
    return head + ":\n  " + "\n  ".join(shown)


def validate_policy(data: Any, path: str = "<policy>", *, validate_checks: CheckValidator | None = None,
                    check_problems: CheckProblems | None = None, text: str | None = None) -> Policy:
    """Validate a parsed policy mapping, reporting every error of the file at once.

    Structure errors (pydantic), the rules between fields (:meth:`Policy.cross_ref_problems`) and,
    with ``check_problems``, the ``checks`` sections are collected into one :class:`ConfigError`
    whose lines name the YAML path (and, with the file's ``text``, its line number).

    The core knows no check, so it does not validate the ``checks`` sections itself:
    ``check_problems(checks)`` (or the older raising ``validate_checks(checks, path)``) does, when
    given. The command layer passes the check registry's (see ``kbgate/app/commands/_policy.py``),
    and the ingest runner validates the sections again before it runs any check.
    """
    if not isinstance(data, dict):
        raise ConfigError(f"policy {path} must be a YAML mapping at the top level")
    problems: list[tuple[str, str]] = []
    policy = None
    try:
        policy = Policy.model_validate(data, context={"problems": problems})
    except ValidationError as exc:
        problems.extend(validation_messages(exc))
    if check_problems is not None and isinstance(data.get("checks"), dict):
        problems.extend(check_problems(data["checks"]))
    if problems:
        raise ConfigError(format_problems(problems, path, text))
    if validate_checks is not None:
        validate_checks(policy.checks, path)
    return policy


def load_policy(path: str | Path, *, validate_checks: CheckValidator | None = None,
                check_problems: CheckProblems | None = None) -> Policy:
    """Read and validate a policy YAML file (``validate_checks``: see :func:`validate_policy`).

    Raises:
        ConfigError: the file is missing, not YAML, or invalid; the message names the YAML path.
    """
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"policy file {p} not found; pass an existing YAML file, e.g. policies/acme.yaml")
    try:
        text = p.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"policy {p} is not valid YAML: {exc}; fix the syntax and retry") from None
    return validate_policy(data, str(p), validate_checks=validate_checks, check_problems=check_problems, text=text)


def policy_schema() -> dict:
    """JSON Schema of the policy file."""
    return Policy.model_json_schema()
