"""End-to-end scale run: generate a corpus of about N chunks, then ingest, build, prove access and gate.

Usage::

    .venv/bin/python bench/scale_bench.py --n 20000
    nice .venv/bin/python bench/scale_bench.py --n 1000000 --dir /tmp/scale1m > scale-1m.log 2>&1

The corpus (written to ``--dir``, default a temporary directory removed afterwards):

* 4 tenants (two Chinese, two English), the 4 classification levels and 4 roles of
  ``policies/acme.yaml`` (its checks unchanged; its sources widened to the 4 tenants);
* documents of about 4 chunks each (``policy.chunking``), every one holding a unique
  anchor code (``zqNNNNNNNx``) the eval cases ask for;
* planted items: near-duplicates (``--dup-rate`` of the documents are copies of another
  document of the same tenant with 0-1 % of their characters edited), PII (``--pii-rate``:
  an e-mail, mainland mobile, resident id or card number), expired versions
  (``--expired-rate``: a ``v1`` whose ``expires_at`` is before the run date, superseded by a
  fresh ``v2``) and a few eval questions pasted into documents (eval leaks).

Steps, each with its wall time, CPU time (this process and its finished children: the figure
to extrapolate from on a shared machine, where wall time swings with the load), throughput, this process's peak RSS so far (``ru_maxrss``),
its RSS at the end of the step, and the peak so far of the memory the kernel cannot drop (the
anonymous and shared PSS of the run and its workers, sampled every second by the watchdog;
RSS also counts the index files Edge maps in, which are page cache):

1. ``ingest``: :func:`ingest_checks.pipeline.run_ingest` (local engine) with every check of
   the policy and the locked eval set, building the staging version in an embedded Edge
   store (the build is also timed on its own, through ``build_bar``);
2. ``reload``: the corpus loaded again (manifest, documents, chunks) as the access truth;
3. ``access``: :func:`access_tests.exhaustive.exhaustive_proof` on the staging version;
4. ``build v2``: a second version (the accepted chunks minus ``--drop`` of the smoke
   cases' gold chunks) with :func:`kbgate.store.build_version`;
5. ``gate``: :func:`version_gate.gate.run_gate`, a ``--smoke`` case smoke of v2 against v1;
6. ``ingest (ray)``: with ``--ray-n M``, the ingest of the first M documents on the Ray
   engine (2 local workers) and on the local engine, and the speed-up, when the Ray engine
   exists in this tree.

Then planted vs found: every planted near-duplicate group, PII document, expired version and
eval leak is looked up in the ingest report (a group counts as found when one of its
members carries ``NEAR_DUPLICATE``/``DUPLICATE``); findings of these codes on unplanted
documents are listed as unexpected. Access: every actor's admitted chunk count must equal
the count computed from the manifest and the accepted chunks, with zero leaks. Gate: the
candidate must lose recall on the cases whose gold chunk was dropped. Figures are printed, not
asserted; the exit status is 1 when a planted check fails.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import gc
import json
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

TENANTS = [("acme", "zh"), ("globex", "en"), ("initech", "en"), ("umbrella", "zh")]
LEVELS = ["public", "internal", "confidential", "restricted"]
LEVEL_WEIGHTS = [3, 4, 2, 1]
ROLE_FOR_LEVEL = {"public": "employee", "internal": "support_agent", "confidential": "manager",
                  "restricted": "risk_officer"}
AS_OF = dt.date(2025, 6, 1)
DOC_CHARS = 2150  # about 4 chunks of policy.chunking (600 chars, 60 overlap)


def rss_mib() -> tuple[float, float]:
    """(peak RSS so far, current RSS) of this process in MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, status_mib("VmRSS")


def status_mib(key: str) -> float:
    """A ``/proc/self/status`` figure (``VmRSS``, ``RssAnon``, ``RssFile``) in MiB; 0 where there is none."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def cpu_s() -> float:
    """CPU seconds (user + system) of this process and its finished children so far."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def anchor(d: int) -> str:
    return f"zq{d:07d}x"


def scale_policy() -> dict:
    """``policies/acme.yaml`` with 4 tenants and one source per tenant."""
    import yaml

    raw = yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8"))
    raw["tenants"] = [{"id": t, "name": t, "language": lang} for t, lang in TENANTS]
    raw["sources"] = [{"name": f"{t}-kb", "path_glob": f"{t}/*", "authority": 2} for t, _ in TENANTS]
    return raw


def progress(items, label: str = "", length: int | None = None):
    """Yield ``items``, printing the count, rate and RSS about every 60 s (long steps show headway)."""
    t0 = last = time.perf_counter()
    k = 0
    for k, item in enumerate(items, 1):
        yield item
        now = time.perf_counter()
        if now - last >= 60:
            last = now
            print(f"   .. {label}: {k:,}/{length or 0:,} in {now - t0:.0f} s ({k / (now - t0):,.0f}/s), "
                  f"RSS {rss_mib()[1]:,.0f} MiB", flush=True)
    print(f"   .. {label}: {k:,} done in {time.perf_counter() - t0:.1f} s, RSS {rss_mib()[1]:,.0f} MiB", flush=True)


WATCHDOG = """
import json, os, signal, sys, time
pid, limit, out = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
def pss(p):  # GiB: (anonymous + shared memory, all mapped pages) of a process, proportional to its sharers
    got = dict.fromkeys(("Pss:", "Pss_Anon:", "Pss_Shmem:"), 0)
    try:
        with open(f"/proc/{p}/smaps_rollup") as fh:
            for x in fh:
                if x.split()[0] in got:
                    got[x.split()[0]] = int(x.split()[1])
    except OSError:
        pass
    return (got["Pss_Anon:"] + got["Pss_Shmem:"]) / 1024 ** 2, got["Pss:"] / 1024 ** 2
def children(p):
    try:
        with open(f"/proc/{p}/task/{p}/children") as fh:
            return [int(c) for c in fh.read().split()]
    except OSError:
        return []
peak = [0.0, 0.0]
while os.path.exists(f"/proc/{pid}") and os.getppid() == pid:
    now = [sum(v) for v in zip(*(pss(q) for q in [pid, *children(pid)]))]
    peak = [max(a, b) for a, b in zip(peak, now)]
    try:
        with open(out + ".tmp", "w") as fh:
            json.dump({"anon_gib": peak[0], "pss_gib": peak[1]}, fh)
        os.replace(out + ".tmp", out)
    except OSError:  # the work directory is gone: the run is ending
        pass
    if limit and now[0] > limit:
        print(f"!! memory {now[0]:.1f} GiB (anonymous + shared PSS of the run and its workers) passed "
              f"--max-rss-gib {limit}; stopping the run", flush=True)
        os.kill(pid, signal.SIGKILL)
        break
    time.sleep(1)
"""


def rss_watchdog(limit_gib: float, out: Path) -> None:
    """Sample the run's memory into ``out``; kill the run when it passes ``limit_gib`` (0: never).

    The memory counted is what the kernel cannot drop without swap (a shared machine has
    none): the anonymous and shared-memory PSS of the run and its workers (a forked worker's
    shared pages are not counted twice). Memory-mapped index files are page cache: RSS counts
    them, but the kernel drops them under pressure. ``out`` holds the peaks so far of this figure
    and of the whole PSS.

    The watchdog is a separate process, not a thread: a thread would stop ``build_version``
    from forking its embedding workers (it never forks a threaded process).
    """
    import os
    import subprocess

    subprocess.Popen([sys.executable, "-c", WATCHDOG, str(os.getpid()), str(limit_gib), str(out)])


class Planted:
    """What was planted, by document key (``doc_id@version``)."""

    def __init__(self) -> None:
        self.dup_groups: list[list[str]] = []
        self.pii: set[str] = set()
        self.expired: set[str] = set()
        self.leaks: set[str] = set()
        self.plain: list[tuple[str, str, int]] = []  # (key, tenant, doc number) of documents with nothing planted


def generate(root: Path, n_chunks: int, seed: int, args) -> tuple[Planted, list[dict], dict]:
    """Write the corpus, the manifest and the locked eval set under ``root``."""
    from ingest_bench import Synth, _pii

    s = Synth(seed)
    rng = s.rng
    n_docs = max(8, n_chunks // 4)
    planted = Planted()
    records = []
    levels: dict[str, str] = {}
    for t, _ in TENANTS:
        (root / t).mkdir(parents=True, exist_ok=True)

    def text_of(d: int) -> str:  # a base document's text, read back: the corpus is never held in memory
        return (root / f"{TENANTS[d % 4][0]}/doc{d:07d}-v1.md").read_text(encoding="utf-8")

    def add(doc_id: str, version: str, tenant: str, text: str, **extra) -> str:
        level = extra.pop("classification", None) or rng.choices(LEVELS, LEVEL_WEIGHTS)[0]
        path = f"{tenant}/{doc_id}-{version}.md"
        (root / path).write_text(text, encoding="utf-8")
        rec = {"doc_id": doc_id, "version": version, "path": path, "source": f"{tenant}-kb", "tenant_id": tenant,
               "classification": level, "effective_from": "2025-01-01",
               "language": dict(TENANTS)[tenant], **extra}
        records.append(rec)
        levels[f"{doc_id}@{version}"] = level
        return f"{doc_id}@{version}"

    n_dup = int(n_docs * args.dup_rate)
    n_exp = int(n_docs * args.expired_rate)
    n_base = n_docs - n_dup - n_exp
    pii_docs = set(rng.sample(range(n_base), max(1, int(n_docs * args.pii_rate))))
    for d in range(n_base):
        tenant, lang = TENANTS[d % 4]
        body = s.zh(DOC_CHARS) if lang == "zh" else s.en(DOC_CHARS)
        text = f"code {anchor(d)} " + body
        if d in pii_docs:
            cut = rng.randint(len(text) // 3, len(text) - 1)
            text = text[:cut] + "，" + _pii(rng, d) + "，" + text[cut:]
        level = "public" if d in pii_docs else None  # PII in a public document is a finding at every setting
        key = add(f"doc{d:07d}", "v1", tenant, text, classification=level)
        if d in pii_docs:
            planted.pii.add(key)
    groups: dict[int, list[str]] = {}
    bases = [d for d in range(n_base) if d not in pii_docs]
    for j in range(n_dup):
        base = rng.choice(bases)
        tenant = TENANTS[base % 4][0]
        copy = s.edit(text_of(base), rng.uniform(0.0, 0.01))
        # the same audience (tenant, classification): copies for another audience are not duplicates
        level = levels[f"doc{base:07d}@v1"]
        groups.setdefault(base, [f"doc{base:07d}@v1"]).append(add(f"dup{j:07d}", "v1", tenant, copy,
                                                                  classification=level))
    planted.dup_groups = list(groups.values())
    for j in range(n_exp):
        tenant, lang = TENANTS[j % 4]
        old = (s.zh(DOC_CHARS) if lang == "zh" else s.en(DOC_CHARS))
        new = (s.zh(DOC_CHARS) if lang == "zh" else s.en(DOC_CHARS))
        planted.expired.add(add(f"exp{j:07d}", "v1", tenant, old, expires_at="2025-03-31"))
        add(f"exp{j:07d}", "v2", tenant, new, effective_from="2025-04-01", supersedes=[f"exp{j:07d}@v1"])

    in_groups = {d for d in groups}
    for d in range(n_base):
        if d not in pii_docs and d not in in_groups:
            planted.plain.append((f"doc{d:07d}@v1", TENANTS[d % 4][0], d))

    cases = eval_cases(planted, text_of, levels, args.cases, rng)
    # eval leaks: a few locked questions pasted into other plain documents
    leak_cases = cases[: args.leaks]
    for k, case in enumerate(leak_cases):
        key, tenant, d = planted.plain[-(k + 1)]
        path = root / f"{tenant}/doc{d:07d}-v1.md"
        path.write_text(text_of(d) + "\n\n" + case["query"] + "\n", encoding="utf-8")
        planted.leaks.add(key)
    planted.plain = planted.plain[: len(planted.plain) - len(leak_cases)]
    with (root / "manifest.jsonl").open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return planted, cases, {"documents": len(records), "levels": levels}


def eval_cases(planted: Planted, text_of, levels: dict[str, str], n: int,
               rng: random.Random) -> list[dict]:
    """``n`` locked cases: an anchor plus words of its document, asked by a role allowed to read it."""
    cases = []
    pool = planted.plain[: len(planted.plain) - 100]  # the last plain documents may receive eval leaks
    for c, (key, tenant, d) in enumerate(rng.sample(pool, min(n, len(pool)))):
        risk = rng.choices(["P0", "P1", "P2"], weights=[1, 3, 6])[0]
        if c % 12 == 0:
            cases.append({"case_id": f"S{c:05d}", "query": f"what does code zq9999999x say about {c}?",
                          "tenant_id": tenant, "actor_role": "support_agent", "relevant": [], "answerable": False,
                          "risk": risk, "stratum": "unanswerable"})
            continue
        text = text_of(d)
        words = text[len(anchor(d)) + 6:].split()
        # four short pieces of its words: a whole run of Chinese text would make the question a near-verbatim
        # line of its own document, which eval_leak rightly reports (it happened once at 1M)
        hint = " ".join(w[:4] for w in rng.sample(words, min(4, len(words)))) if len(words) > 4 else text[20:24]
        cases.append({"case_id": f"S{c:05d}", "query": f"{anchor(d)} {hint}", "tenant_id": tenant,
                      "actor_role": ROLE_FOR_LEVEL[levels[key]],
                      "relevant": [{"doc_id": key.split("@")[0], "anchor": anchor(d)}], "answerable": True,
                      "risk": risk, "stratum": rng.choice(["fact", "paraphrase"])})
    return cases


class Steps:
    """Step timings and RSS, printed as they finish and as a table at the end."""

    def __init__(self, memory: Path | None = None) -> None:
        self.rows: list[dict] = []
        self.memory = memory  # the watchdog's peaks (see rss_watchdog)

    def anon_peak_mib(self) -> float:
        """Peak anonymous + shared PSS of the run and its workers so far, from the watchdog (0 if none)."""
        try:
            return json.loads(self.memory.read_text())["anon_gib"] * 1024 if self.memory else 0.0
        except (OSError, ValueError, KeyError):
            return 0.0

    @contextlib.contextmanager
    def step(self, name: str, unit: str):
        row = {"step": name, "unit": unit, "items": 0}
        t0, c0 = time.perf_counter(), cpu_s()
        print(f"-- {name} ...", flush=True)
        yield row
        row["seconds"], row["cpu"] = time.perf_counter() - t0, cpu_s() - c0
        time.sleep(1.1 if self.memory else 0)  # the watchdog's next sample
        row["peak_mib"], row["rss_mib"] = rss_mib()
        row["anon_peak_mib"], row["anon_mib"] = self.anon_peak_mib(), status_mib("RssAnon")
        self.rows.append(row)
        rate = row["items"] / row["seconds"] if row["seconds"] else 0
        print(f"   {name}: {row['seconds']:.1f} s (CPU {row['cpu']:.1f} s), {row['items']:,} {unit} ({rate:,.0f}/s), peak RSS "
              f"{row['peak_mib']:,.0f} MiB, RSS now {row['rss_mib']:,.0f} MiB ({row['anon_mib']:,.0f} anon), peak anon+shm "
              f"{row['anon_peak_mib']:,.0f} MiB", flush=True)

    def table(self, rows: list[dict] | None = None, total_name: str = "total") -> str:
        rows = self.rows if rows is None else rows
        lines = ["| step | time (s) | CPU (s) | items | throughput (/s) | peak RSS so far (MiB) | RSS after (MiB) "
                 "| of which anon (MiB) | peak anon+shm so far (MiB) |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in rows:
            rate = r["items"] / r["seconds"] if r["seconds"] else 0
            lines.append(f"| {r['step']} | {r['seconds']:.1f} | {r['cpu']:.1f} | {r['items']:,} {r['unit']} | "
                         f"{rate:,.0f} | {r['peak_mib']:,.0f} | {r['rss_mib']:,.0f} | {r['anon_mib']:,.0f} | "
                         f"{r['anon_peak_mib']:,.0f} |")
        total, cpu = sum(r["seconds"] for r in rows), sum(r["cpu"] for r in rows)
        lines.append(f"| **{total_name}** | {total:.1f} | {cpu:.1f} | | | {max(r['peak_mib'] for r in rows):,.0f} | | | "
                     f"{max(r['anon_peak_mib'] for r in rows):,.0f} |")
        return "\n".join(lines)


def check_ingest(report: dict, planted: Planted) -> list[str]:
    """Planted vs found in the ingest report; returns the failures."""
    codes = {d["doc"]: set(d.get("codes") or []) for d in report["documents"]}
    states = {d["doc"]: d["state"] for d in report["documents"]}
    fails = []

    def line(name: str, planted_n: int, found_n: int, unexpected: int) -> None:
        ok = found_n == planted_n and unexpected == 0
        print(f"   {name:<18} planted {planted_n:>7,}  found {found_n:>7,}  unexpected {unexpected:>5,}  "
              f"{'OK' if ok else 'WRONG'}", flush=True)
        if not ok:
            fails.append(name)

    dup_codes = {"NEAR_DUPLICATE", "DUPLICATE"}
    members = {k for g in planted.dup_groups for k in g}
    found = sum(1 for g in planted.dup_groups if any(codes.get(k, set()) & dup_codes for k in g))
    line("near-duplicates", len(planted.dup_groups), found,
         sum(1 for k, c in codes.items() if c & dup_codes and k not in members))
    pii_of = {k for k, c in codes.items() if any(x.startswith("PII_") and x != "PII_ALLOWED" for x in c)}
    line("PII", len(planted.pii), len(pii_of & planted.pii), len(pii_of - planted.pii))
    expired_of = {k for k, c in codes.items() if "EXPIRED" in c}
    line("expired versions", len(planted.expired), len(expired_of & planted.expired),
         len(expired_of - planted.expired))
    leak_of = {k for k, c in codes.items() if "EVAL_LEAK" in c}
    line("eval leaks", len(planted.leaks), len(leak_of & planted.leaks), len(leak_of - planted.leaks))
    held = sum(1 for k in planted.expired if states.get(k) != "quarantined")
    if held:
        fails.append("expired versions not quarantined")
        print(f"   {held} expired versions were not quarantined  WRONG")
    return fails


def slim_report(report: dict) -> dict:
    """What the later steps need of the ingest report: its date, run id and per document the state,
    codes, tenant, chunk count and first chunk's roles. The whole report holds every chunk's
    entry (several GiB of Python objects at 1M chunks), which the bench would otherwise keep."""
    docs = [{"doc": d["doc"], "state": d["state"], "codes": d.get("codes") or [], "tenant_id": d["tenant_id"],
             "n_chunks": len(d.get("chunks") or []),
             "roles": tuple(sorted(d["chunks"][0]["allowed_roles"] or [])) if d.get("chunks") else ()}
            for d in report["documents"]]
    return {"as_of": report["as_of"], "run_id": report["run_id"], "conservation": report["conservation"],
            "counts_by_code": report["counts_by_code"], "documents": docs}


def expected_admitted(policy, report: dict) -> dict[str, int]:
    """Chunks each actor may read, from the manifest's ACL and the report's accepted chunks."""
    from access_tests.judge import actor_name
    from kbgate.acl import actors

    per_tenant_level: dict[tuple, int] = {}
    for d in report["documents"]:
        if not str(d.get("state", "")).startswith("accepted"):
            continue
        key = (d["tenant_id"], d["roles"])
        per_tenant_level[key] = per_tenant_level.get(key, 0) + d["n_chunks"]
    out = {}
    for actor in actors(policy):
        out[actor_name(actor)] = sum(n for (t, roles), n in per_tenant_level.items()
                                     if t == actor.tenant_id and actor.role in roles)
    return out


def run_ray_compare(corpus_dir: Path, policy, cases_path: Path, n_docs: int, work: Path, steps: Steps) -> None:
    """The same ingest on the local and the Ray engine (2 workers) over the first ``n_docs`` documents."""
    import inspect

    from ingest_checks.pipeline import run_ingest

    if "engine" not in inspect.signature(run_ingest).parameters:
        print("-- ingest (ray): skipped, run_ingest has no engine parameter in this tree", flush=True)
        return
    sub = work / "ray-corpus"
    sub.mkdir(exist_ok=True)
    lines = (corpus_dir / "manifest.jsonl").read_text(encoding="utf-8").splitlines()[:n_docs]
    for line in lines:
        path = json.loads(line)["path"]
        (sub / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpus_dir / path, sub / path)
    (sub / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    took = {}
    for engine in ("local", "ray"):
        if engine == "ray":
            import ray

            if not ray.is_initialized():  # 2 local workers, a small object store (the engine reuses this)
                ray.init(num_cpus=2, object_store_memory=256 * 1024 * 1024, include_dashboard=False,
                         log_to_driver=False)
        with steps.step(f"ingest {n_docs:,} docs ({engine})", "documents") as row:
            out = run_ingest(sub, policy, as_of=AS_OF, eval_files=[cases_path], workdir=work / f"wk-{engine}",
                             engine=engine)
            row["items"] = out.conservation["input"]
        took[engine] = steps.rows[-1]["seconds"]
    print(f"   ray speed-up over local: {took['local'] / took['ray']:.2f}x", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=20000, help="chunks (about; documents hold about 4 chunks)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--dup-rate", type=float, default=0.02, help="share of documents that are near-duplicates")
    ap.add_argument("--pii-rate", type=float, default=0.005, help="share of documents holding PII")
    ap.add_argument("--expired-rate", type=float, default=0.01, help="share of documents that are expired v1s")
    ap.add_argument("--leaks", type=int, default=20, help="eval questions pasted into documents")
    ap.add_argument("--cases", type=int, default=4000, help="locked eval cases (the gate samples --smoke)")
    ap.add_argument("--smoke", type=int, default=2000, help="gate smoke size")
    ap.add_argument("--drop", type=float, default=0.05, help="share of gold chunks missing from version 2")
    ap.add_argument("--ray-n", type=int, default=0, help="also ingest this many documents on local and Ray")
    ap.add_argument("--dir", type=Path, help="work directory (kept; default: a temp dir, removed)")
    ap.add_argument("--json", type=Path, help="also write the step rows here")
    ap.add_argument("--max-rss-gib", type=float, default=0, help="stop the run when its anonymous + shared memory passes this (0: no limit)")
    args = ap.parse_args(argv)

    import yaml

    from access_tests.exhaustive import exhaustive_proof
    from access_tests.judge import Judge
    from access_tests.truth import AccessCorpus
    from ingest_checks.pipeline import run_ingest
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import Policy
    from kbgate.store import build_version, open_store
    from kbgate.store.build import trim_heap
    from version_gate.gate import GateRequest, run_gate

    work = args.dir or Path(tempfile.mkdtemp(prefix="kbgate-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    rss_watchdog(args.max_rss_gib, work / "memory.json")
    steps = Steps(work / "memory.json")
    n_main = 0
    fails: list[str] = []
    t_all = time.perf_counter()
    try:
        corpus_dir = work / "corpus"
        shutil.rmtree(corpus_dir, ignore_errors=True)
        raw_policy = scale_policy()
        policy_path = work / "policy.yaml"
        policy_path.write_text(yaml.safe_dump(raw_policy, allow_unicode=True), encoding="utf-8")
        policy = Policy.model_validate(raw_policy)
        with steps.step("generate", "documents") as row:
            planted, cases, info = generate(corpus_dir, args.n, args.seed, args)
            cases_path = work / "locked.jsonl"
            cases_path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases),
                                  encoding="utf-8")
            row["items"] = info["documents"]
        spec = str(work / "store")
        shutil.rmtree(spec, ignore_errors=True)
        build_times: dict[str, float] = {}

        @contextlib.contextmanager
        def build_bar(total: int):
            build_times["chunks"] = total
            t0 = time.perf_counter()
            written = iter(progress(iter(int, 1), label="staging build (batches)", length=total // 1000 + 1))
            yield lambda _n: next(written)
            build_times["seconds"] = time.perf_counter() - t0

        with steps.step("ingest (local engine, incl. build)", "chunks") as row:
            out = run_ingest(corpus_dir, policy, as_of=AS_OF, eval_files=[cases_path], store_spec=spec, alias="kb",
                             workdir=work / "kbgate", build_bar=build_bar, progress=progress)
            row["items"] = sum(len(d.get("chunks") or []) for d in out.report["documents"])
            report, version = slim_report(out.report), out.version
            del out
            trim_heap()
        if build_times:
            secs = build_times["seconds"]
            print(f"   of which staging build: {secs:.1f} s for {build_times['chunks']:,} accepted chunks "
                  f"({build_times['chunks'] / secs:,.0f} chunks/s); checks and reports "
                  f"{steps.rows[-1]['seconds'] - secs:.1f} s", flush=True)
        print(f"   conservation {report['conservation']}", flush=True)
        print("   codes: " + ", ".join(f"{k} {v}" for k, v in report["counts_by_code"].items()), flush=True)
        fails += check_ingest(report, planted)

        with steps.step("reload corpus (access truth)", "chunks") as row:
            corpus = load_corpus(corpus_dir, policy, keep_text=False)  # only the chunks are needed
            chunks = [c for d in corpus.documents for c in d.chunks]
            row["items"] = len(chunks)
            access = AccessCorpus.build(policy, [d.record for d in corpus.documents],
                                        [(c.chunk_id, c.doc_id, c.version, c.text) for c in chunks],
                                        ingest_report=report)
            judge = Judge(access)
        with open_store(spec) as store:
            with steps.step("access: exhaustive proof", "admitted chunks") as row:
                proof = exhaustive_proof(store, version, judge)
                row["items"] = sum(proof.admitted.values())
            want = expected_admitted(policy, report)
            wrong = {a: (proof.admitted.get(a), n) for a, n in want.items() if proof.admitted.get(a) != n}
            ok = not proof.leaks and not wrong
            print(f"   access: {len(proof.leaks)} leaks over {len(proof.admitted)} actors, {proof.points:,} points; "
                  f"admitted per actor equal to the manifest's count: {'yes' if not wrong else wrong}  "
                  f"{'OK' if ok else 'WRONG'}", flush=True)
            if not ok:
                fails.append("access")
            del judge, access
            store.release(version)  # v1's mapped files, before build v2 and the gate (which opens one at a time)

            accepted = {d["doc"] for d in report["documents"] if str(d["state"]).startswith("accepted")}
            del report
            rng = random.Random(args.seed)
            gold = [c["relevant"][0]["anchor"] for c in cases if c["relevant"]]
            dropped = set(rng.sample(gold, int(len(gold) * args.drop)))
            # a document's first chunk starts "code <anchor> "
            v2 = [c for c in chunks if f"{c.doc_id}@{c.version}" in accepted
                  and not (c.n == 0 and c.text[5:15] in dropped)]
            del chunks, corpus
            with steps.step("build v2 (build_version)", "chunks") as row:
                v2_name = build_version(store, "kb", "scale-v2", v2)
                row["items"] = len(v2)
                del v2  # the last of the reloaded corpus: its texts go back to the system before the gate
                gc.collect()
                trim_heap()
            with steps.step(f"gate smoke ({args.smoke:,} cases, v2 vs v1)", "cases") as row:
                gate = run_gate(GateRequest(store=store, store_spec=spec, policy=policy, policy_path=str(policy_path),
                                            eval_path=str(cases_path), candidate=v2_name, baseline=version,
                                            smoke=args.smoke, k=(5, 10), out_dir=work / "gate", audit=False))
                r = gate.report
                row["items"] = r.get("cases", {}).get("gated", args.smoke) if isinstance(r.get("cases"), dict) \
                    else args.smoke
            cell = r["metrics"]["scopes"]["all"]["recall_at_5"]
            print(f"   gate decision {gate.decision}; recall@5 v1 {cell['baseline']:.4f} v2 {cell['candidate']:.4f} "
                  f"(v2 lacks {len(dropped)} of {len(gold)} gold chunks of the eval set)", flush=True)
            if not cell["candidate"] < cell["baseline"]:
                fails.append("gate did not see the dropped gold chunks")
        n_main = len(steps.rows)
        if args.ray_n:
            run_ray_compare(corpus_dir, policy, cases_path, args.ray_n, work, steps)
    finally:
        if args.dir is None:
            shutil.rmtree(work, ignore_errors=True)
    total = time.perf_counter() - t_all
    main_s = sum(r["seconds"] for r in steps.rows[:n_main])
    print(f"\nscale run at --n {args.n:,}: {main_s:.0f} s ({main_s / 60:.1f} min) for steps 1-5; "
          f"{total:.0f} s ({total / 60:.1f} min) wall in all")
    print(steps.table(steps.rows[:n_main], "the run (steps 1-5)"))
    if steps.rows[n_main:]:
        print("\nRay comparison (step 6):\n" + steps.table(steps.rows[n_main:], "step 6"))
    if args.json:
        args.json.write_text(json.dumps({"n": args.n, "total_s": total, "steps": steps.rows, "fails": fails}))
    print("planted checks: " + ("all OK" if not fails else "FAILED: " + ", ".join(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    raise SystemExit(main())
