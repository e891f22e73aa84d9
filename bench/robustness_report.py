"""The robustness scorecard: hostile input, crash trials, concurrent reads, serve soak, fuzzing, leaks.

    python bench/robustness_report.py                 # full counts (takes a while)
    python bench/robustness_report.py --quick         # the fast suite's counts

Runs the same measurements as tests/robustness/ with the full counts of issue 12: every hostile kind
(including the 100,000-record manifest through ``kbgate ingest``), 100 SIGKILL trials per command,
1,000 promote/rollback swaps under 16 readers, a 60 s soak of ``kbgate serve`` with 32 clients, the
fuzz properties with more examples, and the output-hygiene scan. Prints one table; targets: 100%
handled, 0 tracebacks, 0 hangs, 0 lost documents, 0 failed or mixed reads, 0 leaks.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "robustness")]
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
KBGATE = str(Path(sys.executable).parent / "kbgate")
ENV = {**os.environ, "KBGATE_DEBUG": "1"}


def hostile_inputs(work: Path, big: int) -> dict:
    from rob_helpers import hostile

    kinds = hostile.kinds("document") + hostile.kinds("manifest")
    corpus = hostile.write_corpus(work)
    started = time.monotonic()
    hung = 0
    try:
        proc = subprocess.run([KBGATE, "ingest", str(corpus), "--policy", "policies/acme.yaml", "--as-of", "2026-11-29",
                               "--workdir", str(work / "w"), "--format", "json"], capture_output=True, text=True,
                              env=ENV, cwd=ROOT, timeout=900)
    except subprocess.TimeoutExpired:
        return {"handled": 0, "total": len(hostile.KINDS), "tracebacks": 0, "hangs": 1, "lost": None}
    seconds = time.monotonic() - started
    tracebacks = int("Traceback" in proc.stderr or "internal error" in proc.stderr)
    report = json.loads(Path(json.loads(proc.stdout)["reports"]["json"]).read_text(encoding="utf-8"))
    docs = report["documents"]
    handled, failed = 0, []
    for i, kind in enumerate(kinds, start=1):
        key = hostile.doc_key(kind)
        if kind.name == "manifest_duplicate_id":
            mine = [d for d in docs if d.get("codes") == ["MANIFEST_DUPLICATE"]]
        elif kind.scope == "manifest" and kind.name in ("manifest_not_an_object", "manifest_broken_json_line"):
            mine = [d for d in docs if f"manifest.jsonl line {i}:" in (d.get("where") or "")]
        else:
            mine = [d for d in docs if d["doc"].split("@")[0] == key.split("@")[0] and d.get("codes") != ["MANIFEST_DUPLICATE"]]
        ok = len(mine) == 1 and mine[0]["state"] == kind.state and (not kind.code or kind.code in mine[0]["codes"])
        handled += ok
        if not ok:
            failed.append(kind.name)
    lost = report["conservation"]["input"] - sum(report["conservation"][s] for s in
                                                 ("accepted", "accepted_redacted", "quarantined", "rejected"))
    # the big manifest, through the real command
    big_dir = hostile.write_big_manifest(work, big)
    try:
        proc = subprocess.run([KBGATE, "ingest", str(big_dir), "--policy", "policies/acme.yaml", "--as-of",
                               "2026-11-29", "--workdir", str(work / "wb"), "--format", "json"],
                              capture_output=True, text=True, env=ENV, cwd=ROOT, timeout=1800)
        tracebacks += int("Traceback" in proc.stderr or "internal error" in proc.stderr)
        c = json.loads(Path(json.loads(proc.stdout)["reports"]["json"]).read_text(encoding="utf-8"))["conservation"]
        big_ok = c["holds"] and c["input"] == big and c["rejected"] == big
        lost += c["input"] - sum(c[s] for s in ("accepted", "accepted_redacted", "quarantined", "rejected"))
    except subprocess.TimeoutExpired:
        big_ok, hung = False, hung + 1
    handled += big_ok
    if not big_ok:
        failed.append("manifest_100k_records")
    for name, path in hostile.write_policies(work).items():
        proc = subprocess.run([KBGATE, "policy", "check", str(path)], capture_output=True, text=True, env=ENV,
                              cwd=ROOT, timeout=120)
        kind = next(k for k in hostile.KINDS if k.name == name)
        ok = proc.returncode == 2 and kind.code in proc.stderr
        tracebacks += int("Traceback" in proc.stderr)
        handled += ok
        if not ok:
            failed.append(name)
    return {"handled": handled, "total": len(hostile.KINDS), "tracebacks": tracebacks, "hangs": hung, "lost": lost,
            "failed": failed, "corpus_seconds": round(seconds, 1),
            "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)}


class _Factory:
    """The slice of pytest's tmp_path_factory that tests/promote_helpers.py uses."""

    def __init__(self, base: Path):
        self.base = base
        base.mkdir(parents=True, exist_ok=True)

    def getbasetemp(self) -> Path:
        return self.base

    def mktemp(self, name: str) -> Path:
        return Path(tempfile.mkdtemp(prefix=name, dir=self.base))


def crash_trials(work: Path, trials: int) -> dict:
    """SIGKILL trials per command; a trial survives when every invariant holds after the kill."""
    from click.testing import CliRunner
    from promote_helpers import make_env
    from test_crash_trials import _promote_args, _small_corpus, check_after_kill, kill_at_random, timed_run

    from kbgate.app.cli import cli

    def cli_ok(args: list[str]) -> bool:
        return CliRunner().invoke(cli, args).exit_code == 0

    factory = _Factory(work)
    out = {}
    env = make_env(factory, factory.mktemp("ingest"))
    env.release()
    corpus = _small_corpus(factory.mktemp("corpus"))
    args = ["ingest", str(corpus), "--policy", str(env.pass_policy), "--as-of", "2026-11-29", "--store", env.spec,
            "--alias", "kb", "--workdir", str(work / "iw"), "--format", "json"]
    env.store.close()
    duration, rng = timed_run(args), random.Random(1)
    survived = 0
    for _ in range(trials):
        kill_at_random(args, rng, (0.3 * duration, 1.1 * duration))
        try:
            check_after_kill(env.spec, {env.v0})
            survived += 1
        except AssertionError as exc:
            print(f"ingest trial failed: {exc}", file=sys.stderr)
    out["ingest"] = (survived, trials, int(timed_run(args) > 0))

    env = make_env(factory, factory.mktemp("promote"))
    env.release()
    report = env.gate(env.v1, env.v0).report_path
    env.store.close()
    promote, back = _promote_args(env, report), ["rollback", "--store", env.spec, "--alias", "kb", "--to", env.v0]
    duration = timed_run(promote)
    timed_run(back)
    for name, command, done_at, undo in (("promote", promote, env.v1, back), ("rollback", back, env.v0, promote)):
        if name == "rollback":
            cli_ok(promote)
        survived = reruns = 0
        for _ in range(trials):
            kill_at_random(command, rng, (0.4 * duration, 1.1 * duration))
            try:
                seen = check_after_kill(env.spec, {env.v0, env.v1})
                if seen["target"] != done_at:
                    assert cli_ok(command), "re-run failed"
                    reruns += 1
                assert cli_ok(undo) and cli_ok(command) and cli_ok(undo)
                survived += 1
            except AssertionError as exc:
                print(f"{name} trial failed: {exc}", file=sys.stderr)
        out[name] = (survived, trials, reruns)
    return out


def soak_serve(work: Path, seconds: float) -> dict:
    from rob_helpers import TOKEN, small_corpus
    from test_serve_soak import soak

    from kbgate.app.serve import make_server
    from kbgate.policy import load_policy
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.store import EdgeStore, build_version

    store = EdgeStore(work / "soak")
    store.swap_alias("kb", build_version(store, "kb", "r1", small_corpus()))
    server = make_server(QdrantRetriever(store, "kb", load_policy(ROOT / "policies" / "acme.yaml")), port=0,
                         token=TOKEN)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        soak(server.server_address[1], 2.0)
        return soak(server.server_address[1], seconds)
    finally:
        server.shutdown()
        server.server_close()
        store.close()


def pytest_counts(files: list[str], env: dict) -> tuple[bool, int]:
    """Run pytest on ``files``; (passed, hypothesis examples run)."""
    proc = subprocess.run([sys.executable, "-m", "pytest", *files, "-q", "-p", "no:randomly",
                           "--hypothesis-show-statistics"], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **env}, timeout=3600)
    examples = sum(int(n) for n in re.findall(r"(\d+) passing(?: examples)?,", proc.stdout))
    return proc.returncode == 0, examples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the fast suite's counts")
    args = parser.parse_args()
    trials, swaps, soak_s, big, fuzz = (10, 100, 5.0, 20_000, 0) if args.quick else (100, 1000, 60.0, 100_000, 500)
    from test_concurrent_swaps import run_swaps_under_readers

    rows = []
    with tempfile.TemporaryDirectory(prefix="kbgate-robustness-") as tmp:
        work = Path(tmp)
        h = hostile_inputs(work / "hostile", big)
        rows += [("hostile input kinds handled", f"{h['handled']} / {h['total']}"),
                 ("  not handled", ", ".join(h.get("failed", [])) or "-"),
                 ("tracebacks", h["tracebacks"]), ("hangs", h["hangs"]), ("lost documents", h["lost"]),
                 ("peak RSS, hostile corpus (MiB)", h.get("peak_rss_mib"))]
        for command, (ok, total, reruns) in crash_trials(work / "crash", trials).items():
            rows.append((f"crash trials survived: {command} (re-runs that succeeded)", f"{ok} / {total} ({reruns})"))
        reads = run_swaps_under_readers(work / "swaps", swaps)
        rows += [(f"concurrent reads ({swaps} swaps, 16 readers): served / failed / mixed / incomplete",
                  f"{reads['served']} / {reads['failed']} / {reads['mixed']} / {reads['incomplete']}")]
        s = soak_serve(work, soak_s)
        rows += [(f"serve soak {soak_s:g}s, 32 clients: requests / errors / p95 ms",
                  f"{s['requests']} / {s['errors']} / {s['p95_ms']}"),
                 ("serve RSS start -> end (MiB)", f"{s['rss_start_mib']} -> {s['rss_end_mib']}")]
        fuzz_ok, examples = pytest_counts(["tests/robustness/test_fuzz_properties.py",
                                           "tests/robustness/test_http_client_fuzz.py"],
                                          {"KBGATE_FUZZ_EXAMPLES": str(fuzz)} if fuzz else {})
        rows.append(("fuzz examples run (all passed)" if fuzz_ok else "fuzz examples run (FAILURES)", examples))
        clean, _ = pytest_counts(["tests/robustness/test_output_hygiene.py"], {})
        rows.append(("canary and PII leaks in outputs", 0 if clean else "LEAKS: run tests/robustness/test_output_hygiene.py"))
    width = max(len(k) for k, _ in rows)
    print(f"{'robustness scorecard' + (' (quick)' if args.quick else ''):<{width}}  value")
    print("-" * (width + 20))
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
