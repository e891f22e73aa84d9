"""Compare the JSON reports of two pipeline runs (for example two `make demo` workdirs) field by field.

Run ids, timestamps, paths, hashes and timings are normalised away; what is left is what a
behaviour-preserving change must keep. Prints each report's differing fields (list indices
collapsed to ``[]``) and exits 1 when any differ.

    python scripts/golden.py OLD_WORKDIR NEW_WORKDIR [--noise OTHER_OLD_WORKDIR]

With ``--noise``, fields that also differ between OLD and OTHER_OLD (two runs of the same
code) are reported separately as run-to-run noise, not as changes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

RUN = re.compile(r"\d{8}T\d{6}Z-[0-9a-f]{6}")
TS = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?")
HEX = re.compile(r"\b[0-9a-f]{12,64}\b")
VOLATILE = re.compile(r"seconds|_s$|_ms$|latency|timings|elapsed|duration|created|started|finished|_at$|time|"
                      r"hash|chain|prev|sha|pid|host|path|fingerprint|uuid|^p\d\d$|ingest_report|workdir", re.I)


def _norm_str(v: str, runs: dict) -> str:
    v = RUN.sub(lambda m: runs.setdefault(m.group(0), f"RUN{len(runs)}"), v)
    v = TS.sub("<TS>", v)
    v = re.sub(r"(/[\w.-]+)+/", "<DIR>/", v)
    v = re.sub(r"latency\S* in \S+ is [\d.]+", "latency <V>", v)
    return HEX.sub("<HEX>", v)


def flatten(v, runs: dict, prefix: str = "", out: dict | None = None) -> dict:
    out = {} if out is None else out
    if isinstance(v, dict):
        for k in sorted(v):
            key = f"{prefix}.{k}" if prefix else k
            if VOLATILE.search(k) and not isinstance(v[k], dict | list):
                continue
            flatten(v[k], runs, key, out)
    elif isinstance(v, list):
        for i, x in enumerate(v):
            flatten(x, runs, f"{prefix}[{i}]", out)
    else:
        out[prefix] = _norm_str(v, runs) if isinstance(v, str) else (round(v, 9) if isinstance(v, float) else v)
    return out


def reports(root: Path) -> dict[str, dict]:
    """Each JSON report of a workdir (index stores skipped), keyed by its path with run ids as RUNn in time order."""
    files = sorted((p for p in root.rglob("*") if p.suffix in (".json", ".jsonl") and p.is_file()
                    and "store" not in p.relative_to(root).parts),
                   key=lambda p: ((RUN.search(str(p.relative_to(root))) or re.search("", "")).group(0), str(p)))
    runs: dict = {}
    out = {}
    for p in files:
        rel = RUN.sub(lambda m: runs.setdefault(m.group(0), f"RUN{len(runs)}"), str(p.relative_to(root)))
        text = p.read_text(encoding="utf-8")
        data = json.loads(text) if p.suffix == ".json" else [json.loads(x) for x in text.splitlines() if x.strip()]
        out[rel] = flatten(data, runs)
    return out


def differing(a: dict[str, dict], b: dict[str, dict]) -> dict[str, set[str]]:
    diff: dict[str, set[str]] = {}
    for name in sorted(set(a) | set(b)):
        fa, fb = a.get(name), b.get(name)
        if fa is None or fb is None:
            diff[name] = {"<missing in one run>"}
            continue
        keys = {k for k in set(fa) | set(fb) if fa.get(k, "<absent>") != fb.get(k, "<absent>")}
        if keys:
            diff[name] = {re.sub(r"\[\d+\]", "[]", k) for k in keys}
    return diff


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("--noise", type=Path, help="a second run of the old code: its differences are noise")
    args = ap.parse_args()
    old = reports(args.old)
    changes = differing(old, reports(args.new))
    noise = differing(old, reports(args.noise)) if args.noise else {}
    print(f"{len(old)} reports compared")
    real = 0
    for name, keys in changes.items():
        own = sorted(keys - noise.get(name, set()))
        also = sorted(keys & noise.get(name, set()))
        if own:
            real += 1
            print(f"CHANGED {name}:\n  " + "\n  ".join(own))
        if also:
            print(f"noise   {name}: {len(also)} field(s) that also differ between two runs of the old code")
    print("identical except noise" if not real else f"{real} report(s) changed")
    return 1 if real else 0


if __name__ == "__main__":
    sys.exit(main())
