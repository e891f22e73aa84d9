"""Shared set-up of the promotion, drill and replay tests: a fixture store and real gate runs.

The fixture corpus is ingested once per test session into a template Edge store with
a few more versions; each test copies the template (a store is a directory), so tests
never share alias state.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import yaml
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
POLICY = ROOT / "policies" / "acme.yaml"
EVAL = ROOT / "fixtures" / "eval" / "locked.jsonl"


@dataclass
class Env:
    """One test's store (a copy of the template) and what it holds."""

    store: object
    spec: str
    work: Path
    v0: str          # the fixture ingest's staging version
    v1: str          # same content as v0, another version
    v2: str          # same content again
    bad: str         # v0 without the P0 evidence chunks: the gate BLOCKs it against v0
    pass_policy: Path  # acme.yaml with a precision line the fixtures pass

    def gate(self, candidate: str, baseline: str | None, policy: Path | None = None, eval_path: Path = EVAL):
        """Run the real gate and return its GateOutcome (report written under work/runs)."""
        from kbgate.policy import load_policy
        from kbgate.runs import new_run_id
        from version_gate.gate import GateRequest, run_gate

        policy = policy or self.pass_policy
        run_id = new_run_id()
        return run_gate(GateRequest(store=self.store, store_spec=self.spec, policy=load_policy(policy),
                                    policy_path=str(policy), eval_path=str(eval_path), candidate=candidate,
                                    baseline=baseline, out_dir=self.work / "runs" / run_id, run_id=run_id))

    def promote(self, candidate: str, outcome, **kw):
        from version_gate.promote import promote

        return promote(self.store, self.spec, alias="kb", candidate=candidate, report_path=outcome.report_path, **kw)

    def release(self, version: str | None = None):
        """First promotion of ``version`` (default v0) through a real first-release gate."""
        version = version or self.v0
        return self.promote(version, self.gate(version, None))


def warn_policy(env: Env) -> Path:
    """acme.yaml with a precision line above what the fixtures reach: the first release is WARN."""
    env.work.mkdir(parents=True, exist_ok=True)
    return write_policy(env.work / "warn-policy.yaml", precision_at_5={"warn": 0.3, "block": 0.1})


def write_policy(dest: Path, **gate_lines) -> Path:
    """acme.yaml with the given ``gates`` lines replaced."""
    data = yaml.safe_load(POLICY.read_text(encoding="utf-8"))
    data["gates"].update(gate_lines)
    dest.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return dest


def build_template(root: Path) -> dict:
    """Ingest the fixture corpus into ``root/store`` and add the versions of :class:`Env`."""
    from kbgate.app.cli import cli
    from kbgate.evalset import load_eval_set
    from kbgate.store import build_version, open_store
    from version_gate.drill import chunk_from_payload, degrade

    store_dir = root / "store"
    result = CliRunner().invoke(cli, [
        "ingest", str(ROOT / "fixtures/corpus"), "--policy", str(POLICY), "--eval", str(EVAL),
        "--as-of", "2026-11-29", "--store", str(store_dir), "--alias", "kb", "--workdir", str(root / "work"),
        "--format", "json"])
    assert result.exit_code == 1, result.output
    out = json.loads(result.output)
    v0 = out["version"]
    with open_store(str(store_dir)) as store:
        payloads = list(store.scroll(v0))
        same = [chunk_from_payload(p, i) for i, p in enumerate(payloads)]
        v1 = build_version(store, "kb", "copy1", same)
        v2 = build_version(store, "kb", "copy2", same)
        chunks, _removed, _noise = degrade(payloads, load_eval_set(EVAL))
        bad = build_version(store, "kb", "degraded", chunks)
    policy = write_policy(root / "pass.yaml", precision_at_5={"warn": 0.15, "block": 0.1, "target": 0.4})
    return {"v0": v0, "v1": v1, "v2": v2, "bad": bad, "pass_policy": str(policy),
            "ingest_report": str(Path(out["reports"]["json"]).relative_to(root))}


def copy_sparse(src: str, dst: str) -> None:
    """Copy a file keeping its holes: Edge preallocates 32 MiB page files that are mostly holes, and
    ``shutil.copy2`` writes every zero (a store copy grew from 3 MiB to 470 MiB and filled CI's disk).

    Only the data extents are read (``SEEK_DATA``/``SEEK_HOLE``: a store copy read 466 MB of holes in 0.8-1.5 s,
    most of a test's set-up); blocks of zeros inside them are still skipped, so a file system that reports the
    whole file as data still gets a sparse copy."""
    block = 1 << 16
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        size, pos = os.fstat(fin.fileno()).st_size, 0
        while pos < size:
            try:
                start = os.lseek(fin.fileno(), pos, os.SEEK_DATA)
            except OSError:  # ENXIO: only a hole is left
                break
            end = os.lseek(fin.fileno(), start, os.SEEK_HOLE)
            fin.seek(start)
            fout.seek(start)
            while fin.tell() < end and (chunk := fin.read(min(block, end - fin.tell()))):
                if chunk.count(0) == len(chunk):
                    fout.seek(len(chunk), 1)
                else:
                    fout.write(chunk)
            pos = end
        fout.truncate(size)
    shutil.copystat(src, dst)


def template(tmp_path_factory) -> tuple[Path, dict]:
    """The session's template store, built on first use by the first pytest-xdist worker that needs it and
    then shared by the others (under a lock; never opened, only copied). A build left half done is redone."""
    import fcntl

    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    root = shared / "promote-template"
    meta = root / "versions.json"
    with open(shared / "promote-template.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not meta.is_file():
            shutil.rmtree(root, ignore_errors=True)
            root.mkdir(parents=True)
            meta.write_text(json.dumps(build_template(root)), encoding="utf-8")
    return root, json.loads(meta.read_text(encoding="utf-8"))


def _copy_store(root: Path, dest: Path) -> None:
    shutil.copytree(root / "store", dest, ignore=shutil.ignore_patterns("*.lock"), copy_function=copy_sparse)


def copy_ingest(tmp_path_factory, dest: Path) -> dict:
    """What the fixture ingest of the template left, copied to ``dest``: ``store`` (with the versions of
    :class:`Env` too) and ``work`` (its quarantine, and its report, which ``runs/LATEST`` names). For the
    tests that ingested the fixtures themselves; the template's names, with ``store``, ``work``, ``staging``
    (its ``v0``) and ``report`` (the ingest report's JSON) under ``dest``."""
    root, names = template(tmp_path_factory)
    _copy_store(root, dest / "store")
    shutil.copytree(root / "work", dest / "work")
    report = dest / names["ingest_report"]
    (dest / "work" / "runs" / "LATEST").write_text(str(report.resolve()), encoding="utf-8")
    return {**names, "store": str(dest / "store"), "work": str(dest / "work"), "staging": names["v0"],
            "report": str(report)}


def make_env(tmp_path_factory, tmp_path: Path, spec: str | None = None) -> Env:
    """A private copy of the template store in ``tmp_path`` (an Edge store unless ``spec`` is given)."""
    from kbgate.store import open_store

    root, names = template(tmp_path_factory)
    dest = tmp_path / "store"
    _copy_store(root, dest)
    spec = spec or str(dest)
    return Env(store=open_store(spec), spec=spec, work=tmp_path / "work", v0=names["v0"], v1=names["v1"],
               v2=names["v2"], bad=names["bad"], pass_policy=Path(names["pass_policy"]))
