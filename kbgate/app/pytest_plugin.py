"""kbgate's verdicts as pytest tests (a ``pytest11`` plugin, registered as ``kbgate``).

::

    pytest --kbgate-policy policies/acme.yaml --kbgate-store .kbgate/store --kbgate-alias kb \\
           --kbgate-eval fixtures/eval/locked.jsonl

collects, next to whatever else pytest collects (``-m kbgate_access`` etc. select):

* ``kbgate::access[KIND-TENANT/ROLE]`` (marker ``kbgate_access``): one test per probe kind
  (``exhaustive``, ``deletion``, ``cross_tenant``, ``vertical``, ``cache``, ``eval``) and actor;
  it fails with the leaks (query hashes, masked snippets) that actor got from that kind.
  ``access[exhaustive-*]`` holds deleted documents still indexed, ``access[verdict]`` coverage
  and inconclusive probes. The run is :func:`access_tests.access.run_access_test`.
* ``kbgate::gate[CASE_ID]`` (``kbgate_gate``): one test per eval case for the gate's absolute
  checks: no chunk the case's actor may not read, no retrieval error, and for a P0 case all
  its evidence in the top K (``--kbgate-k``, default the gate's primary K). ``gate[decision]``
  fails on a BLOCK. The run is :func:`version_gate.gate.run_gate` (no audit record).
* ``kbgate::ingest[FAMILY]`` (``kbgate_ingest``): one test per check family of the ingest run
  that built the version: it fails when a document the family held back (quarantined,
  rejected) is served by the version under test, and, with ``--kbgate-ingest-fail-on LEVEL``,
  when the family had findings at that level (``kbgate ingest --fail-on``).
  ``ingest[conservation]`` checks input = accepted + quarantined + rejected.

Nothing is collected without ``--kbgate-policy``, and this module imports only pytest and
the standard library: every kbgate import happens inside the hooks of an enabled run. The
runs are done once per session (per xdist worker), on first use.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

import pytest

MARKERS = {
    "kbgate_access": "kbgate access test: one actor x probe kind (needs --kbgate-policy)",
    "kbgate_gate": "kbgate gate test: one eval case's absolute checks (needs --kbgate-policy and --kbgate-eval)",
    "kbgate_ingest": "kbgate ingest test: one check family of the ingest run (needs --kbgate-policy)",
}
FAIL_ON_LEVELS = ("never", "block", "quarantine", "flag")


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("kbgate", "kbgate: knowledge-base tests (collected only with --kbgate-policy)")
    g.addoption("--kbgate-policy", metavar="YAML", help="Policy file; turns the kbgate tests on.")
    g.addoption("--kbgate-store", metavar="STORE",
                help="Index store (directory, qdrant+local:PATH or URL) holding the version under test.")
    g.addoption("--kbgate-alias", metavar="NAME", help="Alias (or index version) under test, with --kbgate-store.")
    g.addoption("--kbgate-eval", metavar="JSONL", help="Locked eval set: one gate test per case.")
    g.addoption("--kbgate-smoke", metavar="N", type=int,
                help="Quick subset: about N eval cases (stratified), one phrase per document and plain "
                     "probes only for access.")
    g.addoption("--kbgate-target", metavar="TARGET",
                help="Probe this RAG service instead of the built-in retriever: an http(s):// URL (kbgate HTTP "
                     "protocol) or python:MODULE:CALLABLE (an in-process retriever factory, see "
                     "docs/bring-your-own-rag.md).")
    g.addoption("--kbgate-header", metavar="'NAME: VALUE'", action="append", default=[],
                help="Extra HTTP header for --kbgate-target (e.g. a token); never written to reports. Repeatable.")
    g.addoption("--kbgate-corpus", metavar="DIR",
                help="Corpus whose manifest is the access truth (default: the ingest report's corpus).")
    g.addoption("--kbgate-ingest-report", metavar="JSON",
                help="report.json of the ingest run (default: the run that built the version under test, "
                     "found through the store's audit log in --kbgate-workdir).")
    g.addoption("--kbgate-workdir", metavar="DIR", help="kbgate work directory (default: $KBGATE_HOME or .kbgate).")
    g.addoption("--kbgate-baseline", metavar="REF", default="none",
                help="Baseline alias or version for gate[decision] (default: none, absolute lines only).")
    g.addoption("--kbgate-k", metavar="K", type=int, help="K of the P0 evidence check (default: the gate's primary K).")
    g.addoption("--kbgate-ingest-fail-on", choices=FAIL_ON_LEVELS, default="never",
                help="Also fail an ingest family with findings at this action level (default: never; "
                     "only held documents served by the version fail).")
    g.addoption("--kbgate-report-dir", metavar="DIR",
                help="Write the access and gate reports (and copy the ingest report) here, for `kbgate report DIR`.")


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    if not config.getoption("kbgate_policy"):
        return
    def opt(name):
        return config.getoption(name)

    if bool(opt("kbgate_store")) != bool(opt("kbgate_alias")):
        raise pytest.UsageError("--kbgate-store and --kbgate-alias go together: the alias (or version) under test")
    if not opt("kbgate_store") and not opt("kbgate_target"):
        raise pytest.UsageError("pass --kbgate-store STORE --kbgate-alias NAME, or --kbgate-target URL")
    if opt("kbgate_smoke") is not None and opt("kbgate_smoke") < 1:
        raise pytest.UsageError("--kbgate-smoke N needs N >= 1")
    if opt("kbgate_k") is not None and not 1 <= opt("kbgate_k") <= 100:
        raise pytest.UsageError("--kbgate-k K needs 1 <= K <= 100")
    for header in opt("kbgate_header"):
        name, sep, _ = header.partition(":")
        if not sep or not name.strip() or any(c.isspace() for c in name.strip()):
            raise pytest.UsageError(f"--kbgate-header '{name[:40]}' is not a header; write 'NAME: VALUE'")
    config.pluginmanager.register(KbgateSession(config), "kbgate-session")


def once(method):
    """A property computed on first use whose result, or error, is kept: a failed run is not repeated per test.

    The first test that needs a failed run shows its error; the others say which run failed.
    """
    name = method.__name__

    @functools.wraps(method)
    def get(self):
        if name not in self.done:
            try:
                self.done[name] = (method(self), None)
            except Exception as exc:
                self.done[name] = (None, exc)
                raise
        value, error = self.done[name]
        if error is not None:
            raise KbgateFailure(f"the kbgate {name} run failed ({type(error).__name__}: {error}); "
                                "its first test shows the details")
        return value

    return property(get)


class KbgateSession:
    """The runs behind the kbgate tests, done lazily and once; collects the tests."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self.store = None
        self.done: dict[str, tuple] = {}

    def opt(self, name: str):
        return self.config.getoption(f"kbgate_{name}")

    # --- collection -------------------------------------------------------------------------
    @pytest.hookimpl(tryfirst=True)  # before -k / -m deselection
    def pytest_collection_modifyitems(self, session: pytest.Session, items: list[pytest.Item]) -> None:
        collector = KbgateCollector.from_parent(session, name="kbgate", nodeid="kbgate", runs=self)
        items.extend(session.genitems(collector))

    def pytest_sessionfinish(self) -> None:
        if self.store is not None:
            self.store.close()
        if self.opt("report_dir") and self.__dict__.get("ingest_report_path"):  # `kbgate report DIR` shows all three
            import shutil

            Path(self.opt("report_dir"), "ingest").mkdir(parents=True, exist_ok=True)
            shutil.copyfile(self.ingest_report_path, Path(self.opt("report_dir"), "ingest", "report.json"))

    def pytest_terminal_summary(self, terminalreporter) -> None:
        lines = self.summary()
        if lines:
            terminalreporter.write_sep("-", "kbgate")
            for line in lines:
                terminalreporter.write_line(line)

    # --- inputs -------------------------------------------------------------------------------
    @functools.cached_property
    def policy(self):
        from ingest_checks.registry import load_checked_policy

        return load_checked_policy(self.opt("policy"))

    @functools.cached_property
    def version(self) -> str | None:
        if not self.opt("store"):
            return None
        from kbgate.store import open_store

        self.store = open_store(self.opt("store"), create=False)
        return self.store.resolve(self.opt("alias"))

    @functools.cached_property
    def eval_cases(self) -> list:
        """The scored cases: rejected reviews dropped, the smoke sample drawn as ``kbgate gate --smoke`` does."""
        if not self.opt("eval"):
            return []
        from kbgate.evalset import load_eval_set
        from version_gate.gate import stratified_sample

        cases = [c for c in load_eval_set(self.opt("eval")) if not (c.review and c.review.decision == "reject")]
        return stratified_sample(cases, self.opt("smoke"), 0) if self.opt("smoke") else cases

    @functools.cached_property
    def ingest_report_path(self) -> Path | None:
        if self.opt("ingest_report"):
            return Path(self.opt("ingest_report"))
        if self.version is None:
            return None
        from kbgate.audit import AuditLog, audit_root

        runs = [r["details"].get("run_id") for r in AuditLog(audit_root(self.opt("store"))).records()
                if r.get("kind") == "staging_build" and r.get("index_version") == self.version]
        workdir = Path(self.opt("workdir") or os.environ.get("KBGATE_HOME", ".kbgate"))
        path = workdir / "runs" / str(runs[-1]) / "report.json" if runs else None
        return path if path is not None and path.is_file() else None

    @functools.cached_property
    def ingest_report(self) -> dict | None:
        from kbgate.reports import read_ingest_report

        return read_ingest_report(self.ingest_report_path) if self.ingest_report_path else None

    @functools.cached_property
    def corpus_dir(self) -> str:
        from kbgate.errors import InputError

        if self.opt("corpus"):
            return self.opt("corpus")
        corpus = (self.ingest_report or {}).get("corpus", {}).get("path")
        if not corpus:
            raise InputError("no access truth: pass --kbgate-corpus DIR, or --kbgate-ingest-report with the "
                             "report.json of the ingest run that built the version")
        if not Path(corpus, "manifest.jsonl").is_file() and not Path(corpus, "manifest.yaml").is_file():
            raise InputError(f"the ingest report names corpus '{corpus}', not found from {Path.cwd()} (a relative "
                             "path is relative to where ingest ran); pass --kbgate-corpus DIR")
        return corpus

    # --- runs ---------------------------------------------------------------------------------
    @once
    def access(self) -> dict:
        from access_tests.access import run_access_test
        from access_tests.probes import VARIANTS
        from access_tests.truth import AccessCorpus

        corpus = AccessCorpus.from_corpus(self.corpus_dir, self.policy, ingest_report=self.ingest_report)
        smoke = {"max_phrases": 1, "variants": ("plain",)} if self.opt("smoke") else {"variants": VARIANTS}
        if self.opt("target"):
            (retriever, target), store, version = self.target, None, None
        else:
            from kbgate.targets.open import open_store_target

            version, store = self.version, self.store
            retriever = open_store_target(store, version, self.policy)
            target = {"description": f"store {self.opt('store')} {version}", "kind": "store", "version": version}
        report = run_access_test(corpus, retriever=retriever, store=store, version=version, target=target,
                                 eval_cases=self.eval_cases, **smoke)
        if self.opt("report_dir"):
            from access_tests.report import write_reports

            report["paths"] = {k: str(v) for k, v in write_reports(report, Path(self.opt("report_dir"))).items()}
        return report

    @functools.cached_property
    def target(self):
        """``--kbgate-target``'s retriever and how reports name it: an HTTP service or a python: factory."""
        from kbgate.targets.open import open_target

        return open_target(self.opt("target"), "--kbgate-target", headers=tuple(self.opt("header")))

    def primary_k(self) -> int:
        from version_gate.gate import primary_k

        return self.opt("k") or primary_k(self.policy.gate_settings.k)

    @once
    def gate(self):
        from kbgate.errors import InputError
        from version_gate.gate import GateRequest, run_gate

        if self.version is None:
            raise InputError("the gate needs the version under test: pass --kbgate-store and --kbgate-alias")
        baseline = None if self.opt("baseline").lower() == "none" else self.opt("baseline")
        if baseline and self.opt("target"):
            raise InputError("--kbgate-baseline needs the built-in retriever; drop --kbgate-target or the baseline")
        out = Path(self.opt("report_dir")) / "gate" if self.opt("report_dir") else None
        return run_gate(GateRequest(
            store=self.store, store_spec=self.opt("store"), policy=self.policy, policy_path=self.opt("policy"),
            eval_path=self.opt("eval"), candidate=self.opt("alias"), baseline=baseline, corpus=self.corpus_dir,
            k=sorted({*self.policy.gate_settings.k, self.primary_k()}), smoke=self.opt("smoke"),
            targets=(self.target[0], "") if self.opt("target") else None, out_dir=out, audit=False,
            ingest_report=str(self.ingest_report_path or "") or None))

    @functools.cached_property
    def served(self) -> set[str] | None:
        """``doc_id@version`` of every document in the version under test (``None`` without a store)."""
        if self.version is None:
            return None
        return {f"{p.get('doc_id')}@{p.get('version')}" for p in self.store.scroll(self.version, None,
                                                                                    ["doc_id", "version"])}

    def summary(self) -> list[str]:
        out = []
        if "ingest_report" in self.__dict__ and self.ingest_report:
            c = self.ingest_report["conservation"]
            out.append(f"ingest run {self.ingest_report['run_id']}: input {c['input']} = accepted {c['accepted']} + "
                       f"redacted {c['accepted_redacted']} + quarantined {c['quarantined']} + rejected {c['rejected']}")
        if self.done.get("access", (None,))[0]:
            a = self.access
            sent = sum(k["sent"] for k in a["probe_kinds"].values())
            out.append(f"access {a['run_id']}: {a['verdict']['status'].upper()}, {len(a['leaks'])} leak(s), "
                       f"{sent} probe(s){', report ' + a['paths']['json'] if 'paths' in a else ''}")
        if self.done.get("gate", (None,))[0]:
            g = self.gate
            out.append(f"gate {g.report['run_id']}: {g.decision} on {g.report['eval']['scored']} case(s)"
                       + (f", report {g.report_path}" if g.report_path else ""))
        return out

    # --- checks -------------------------------------------------------------------------------
    def check_access(self, kind: str, actor: str) -> None:
        report = self.access
        if kind == "verdict":
            if not report["verdict"]["passed"]:
                fail(f"access verdict {report['verdict']['status'].upper()}: " + "; ".join(report["verdict"]["reasons"]))
            return
        if kind == "exhaustive" and report["exhaustive"] is None:
            pytest.skip("the exhaustive proof needs --kbgate-store; an HTTP target can only be probed")
        if kind != "exhaustive" and kind not in report["probe_kinds"]:
            pytest.skip(f"no {kind} probes were generated for this corpus, policy and eval set")
        found = [x for x in report["leaks"] if x["probe_kind"] == kind and x["actor"] == actor]
        if found:
            fail(f"{len(found)} leak(s) to {actor} from {kind} probes:\n" + "\n".join(
                f"  {x['kind']}: {x['chunk_id']} ({x['doc']}, {x['tenant_id']}/{x['classification']}) via "
                f"{x['channel']}, {x['variant']} query {(x['query_hash'] or '-')[:12]}: {x['snippet']}"
                for x in found[:50]))

    def check_gate(self, case_id: str) -> None:
        outcome = self.gate
        if case_id == "decision":
            if outcome.decision == "BLOCK":
                fail("gate decision BLOCK:\n" + "\n".join(f"  - {r}" for r in outcome.reasons))
            return
        entry = next((c for c in outcome.report["cases"] if c["case_id"] == case_id), None)
        if entry is None:
            fail(f"case {case_id} was not scored by gate run {outcome.report['run_id']} (the eval set changed "
                 "during the session?); rerun pytest")
        cand, k = entry["candidate"], self.primary_k()
        problems = [f"unauthorized {u['kind']}: {u['chunk_id']} ({u['doc_id']})" for u in cand["unauthorized"]
                    if u["kind"] != "unattributable"]
        if cand["error"]:
            problems.append(f"retrieval failed: {cand['error']}")
        recall = cand["metrics"].get(f"recall_at_{k}")
        if entry["risk"] == "P0" and recall is not None and recall < 1:
            cause = entry.get("root_cause") or {}  # its detail may quote a gold anchor: only code and chunk ids
            above = cause.get("outranked_by") or []
            problems.append(f"P0 evidence not in the top {k}: recall@{k} {recall:.2f}; root cause "
                            f"{cause.get('code', '?')}" + (f", outranked by {', '.join(above)}" if above else ""))
        if problems:
            fail(f"case {case_id} ({entry['stratum']}, {entry['risk']}, actor {entry['actor']['tenant_id']}/"
                 f"{entry['actor']['role']}, query {entry['query_hash'][:12]}):\n" + "\n".join(f"  {p}" for p in problems))

    def check_ingest(self, family: str) -> None:
        report = self.ingest_report
        if report is None:
            pytest.skip("no ingest report for the version under test: pass --kbgate-ingest-report "
                        ".kbgate/runs/RUN_ID/report.json")
        if family == "conservation":
            c = report["conservation"]
            if not c["holds"]:
                fail(f"conservation broken: input {c['input']} != accepted {c['accepted']} + redacted "
                     f"{c['accepted_redacted']} + quarantined {c['quarantined']} + rejected {c['rejected']}")
            return
        from ingest_checks.pipeline import FAIL_ON

        findings = [f for f in report["findings"] if f["check_id"] == family]
        problems: list[str] = []
        stopping = [f for f in findings if f["action"] in FAIL_ON[self.opt("ingest_fail_on")]]
        if stopping:
            codes: dict[str, set[str]] = {}
            for f in stopping:
                codes.setdefault(f"{f['doc_id']}@{f['version']}", set()).add(f["code"])
            problems.append(f"{len(stopping)} finding(s) at --kbgate-ingest-fail-on {self.opt('ingest_fail_on')} "
                            f"in {len(codes)} document(s): "
                            + ", ".join(f"{d} ({', '.join(sorted(c))})" for d, c in sorted(codes.items())[:30]))
        held = {f"{f['doc_id']}@{f['version']}" for f in findings if f["action"] not in ("flag", "redact", "info")}
        held &= {d["doc"] for d in report["documents"] if d["state"] in ("quarantined", "rejected")}
        if self.served is not None and (served := sorted(held & self.served)):
            problems.append(f"{len(served)} document(s) held back by '{family}' are served by {self.version}: "
                            + ", ".join(served[:30]))
        if problems:
            fail(f"ingest run {report['run_id']}, check '{family}':\n" + "\n".join(f"  {p}" for p in problems))

    # --- what is collected -------------------------------------------------------------------
    def specs(self) -> list[tuple[str, str, str, object]]:
        """``(marker, name, check)`` of every kbgate test, in a stable order (xdist workers collect alike)."""
        from access_tests.probes import PROBE_KINDS
        from ingest_checks.registry import all_checks

        policy = self.policy
        actors = [f"{t}/{r}" for t in policy.tenant_ids for r in sorted(policy.roles)]
        out = []
        for kind in ("exhaustive", *PROBE_KINDS):
            for actor in actors + (["*"] if kind == "exhaustive" else []):
                out.append(("kbgate_access", f"access[{kind}-{actor}]", functools.partial(self.check_access, kind, actor)))
        out.append(("kbgate_access", "access[verdict]", functools.partial(self.check_access, "verdict", "")))
        if self.opt("eval") and self.opt("store"):
            for case in self.eval_cases:
                out.append(("kbgate_gate", f"gate[{case.case_id}]", functools.partial(self.check_gate, case.case_id)))
            out.append(("kbgate_gate", "gate[decision]", functools.partial(self.check_gate, "decision")))
        for family in [*sorted(all_checks()), "conservation"]:
            out.append(("kbgate_ingest", f"ingest[{family}]", functools.partial(self.check_ingest, family)))
        return out


class KbgateFailure(Exception):
    """A kbgate test failed; the message is the whole report (no traceback)."""


def fail(message: str) -> None:
    raise KbgateFailure(message)


class KbgateCollector(pytest.Collector):
    def __init__(self, *, runs: KbgateSession, **kw):
        super().__init__(**kw)
        self.runs = runs

    def collect(self):
        for marker, name, check in self.runs.specs():
            item = KbgateItem.from_parent(self, name=name, check=check)
            item.add_marker(marker)
            yield item

    def repr_failure(self, excinfo):
        return _short(excinfo) or super().repr_failure(excinfo)


class KbgateItem(pytest.Item):
    def __init__(self, *, check, **kw):
        super().__init__(**kw)
        self.check = check

    def runtest(self) -> None:
        self.check()

    def repr_failure(self, excinfo, style=None):
        return _short(excinfo) or super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, None, f"kbgate::{self.name}"


def _short(excinfo) -> str | None:
    """The message of a kbgate failure or of a :class:`kbgate.errors.KbgateError` (which says how to fix it)."""
    from kbgate.errors import KbgateError

    if isinstance(excinfo.value, KbgateFailure):
        return str(excinfo.value)
    if isinstance(excinfo.value, KbgateError):
        return f"Error: {excinfo.value}"
    return None


# --- fixtures for tests a team writes itself (kbgate.testing) ---------------------------------------------------------


def _project_settings() -> Any:
    """The settings of the project file ``kbgate.yaml`` (found like ``pytest.ini``), or ``None`` without one."""
    try:
        from kbgate.app.project import find_project, load_project
    except ImportError:  # a kbgate without project files
        return None
    path = find_project()
    return load_project(path)[0] if path else None


@pytest.fixture(scope="session")
def kbgate_policy(pytestconfig: pytest.Config):
    """The validated policy of ``--kbgate-policy``, else of the project file's ``policy:``; skips without either."""
    path = pytestconfig.getoption("kbgate_policy") or getattr(_project_settings(), "policy", None)
    if not path:
        pytest.skip("no kbgate policy: pass --kbgate-policy YAML or set policy: in kbgate.yaml")
    from kbgate.app.api import load_policy

    return load_policy(path)


@pytest.fixture(scope="session")
def kbgate_target(pytestconfig: pytest.Config, kbgate_policy):
    """The retriever under test, opened by :func:`kbgate.open_target`: ``--kbgate-target`` (with ``--kbgate-header``),
    else ``--kbgate-store`` and ``--kbgate-alias`` (else the project file's ``store:`` and ``alias:``) with kbgate's
    own retriever; skips without either. Closed at the end of the session."""
    from kbgate.app.api import open_target

    opt = pytestconfig.getoption
    project = _project_settings()
    if opt("kbgate_target"):
        target = open_target(opt("kbgate_target"), headers=tuple(opt("kbgate_header")))
    else:
        store = opt("kbgate_store") or getattr(project, "store", None)
        alias = opt("kbgate_alias") or getattr(project, "alias", None)
        if not (store and alias):
            pytest.skip("no kbgate target: pass --kbgate-target, or --kbgate-store and --kbgate-alias "
                        "(or set store: and alias: in kbgate.yaml)")
        target = open_target(store, policy=kbgate_policy, alias=alias)
    yield target
    target.close()
