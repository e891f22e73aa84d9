"""Collection-audit benchmark: judging rate, and scroll + judge through qdrant-client, side by side.

Payloads come from examples/third_party_pipeline.py's clean collection of fixtures/corpus
(its own keys, nested and in lists, its own labels), repeated under new point ids to the asked
size; one point in 100 gets a widened tenant. It prints:

* judge only: ``audit_points`` over payloads already in memory (points/s);
* scroll only: qdrant-client's ``scroll`` (payload only, no vectors) over a local-mode
  collection held in memory, page by page (points/s);
* scroll + judge: ``audit_collection`` on the same collection (points/s), and the share of its
  time that judging takes.

Every run checks that exactly the planted points are reported. Figures, not asserts. Example:
    .venv/bin/python bench/collection_audit_bench.py --judge 100000 --scroll 20000
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import json
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "examples"))

AS_OF = dt.date(2026, 11, 29)


def payloads(n: int) -> tuple[list[tuple[str, dict]], set[str]]:
    """``n`` (point id, payload) pairs and the ids of the planted widened tenants."""
    import third_party_pipeline as pipeline
    import yaml

    corpus, policy = ROOT / "fixtures" / "corpus", yaml.safe_load((ROOT / "policies/acme.yaml").read_text())
    records = [json.loads(line) for line in (corpus / "manifest.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()]
    current = [r for r in records if pipeline.in_force(r, AS_OF)]
    superseded = {old for r in current for old in r.get("supersedes", [])}
    base = [p for r in current if f"{r['doc_id']}@{r['version']}" not in superseded and r.get("tenant_id")
            and r.get("classification") and pipeline.readers(policy, r["classification"], r.get("allowed_roles"))
            for _, p in pipeline.points_of(corpus, policy, r)]
    out, planted = [], set()
    for i in range(n):
        p = copy.deepcopy(base[i % len(base)])
        pid = str(uuid.UUID(int=i + 1))
        if i % 100 == 99:
            p["meta"]["acl"]["tenant"] = ["ACME-CN", "GLOBEX-US"] if p["meta"]["acl"]["tenant"] == ["GLOBEX-US"] \
                else ["GLOBEX-US"]
            planted.add(pid)
        out.append((pid, p))
    return out, planted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--judge", type=int, default=100_000, help="payloads judged in memory")
    parser.add_argument("--scroll", type=int, default=20_000, help="points in the local-mode collection")
    args = parser.parse_args()

    from qdrant_client import QdrantClient, models

    from access_tests.collection_audit import (
        AuditTruth,
        audit_collection,
        audit_points,
        load_field_map,
        scroll_points,
    )
    from ingest_checks.registry import load_checked_policy

    truth = AuditTruth.from_corpus(ROOT / "fixtures/corpus", load_checked_policy(ROOT / "policies/acme.yaml"),
                                   as_of=AS_OF)
    fields = load_field_map(ROOT / "examples/audit-collection/fields.yaml")

    items, planted = payloads(args.judge)
    t = time.perf_counter()
    result = audit_points(items, fields, truth)
    judge_s = time.perf_counter() - t
    assert {f.point_id for f in result.findings} == planted, "judge: reported points differ from the planted ones"
    print(f"judge only     {args.judge:>8} points  {judge_s:7.2f} s  {args.judge / judge_s:>9,.0f} points/s  "
          f"({len(planted)} planted, {len(result.findings)} found)")

    items, planted = payloads(args.scroll)
    client = QdrantClient(location=":memory:")
    client.create_collection("kb", vectors_config=models.VectorParams(size=4, distance=models.Distance.COSINE))
    for start in range(0, len(items), 1000):
        client.upsert("kb", [models.PointStruct(id=pid, vector=[1.0, 0.0, 0.0, 0.0], payload=p)
                             for pid, p in items[start:start + 1000]])
    t = time.perf_counter()
    scrolled = sum(1 for _ in scroll_points(client, "kb", fields))
    scroll_s = time.perf_counter() - t
    t = time.perf_counter()
    result = audit_collection(client, "kb", fields, truth)
    both_s = time.perf_counter() - t
    assert scrolled == args.scroll and {f.point_id for f in result.findings} == planted
    print(f"scroll only    {args.scroll:>8} points  {scroll_s:7.2f} s  {args.scroll / scroll_s:>9,.0f} points/s")
    print(f"scroll + judge {args.scroll:>8} points  {both_s:7.2f} s  {args.scroll / both_s:>9,.0f} points/s  "
          f"(judging {max(0.0, both_s - scroll_s) / both_s:.0%} of the time; judging alone runs "
          f"{(args.judge / judge_s) / (args.scroll / scroll_s):.1f}x the scroll rate)")


if __name__ == "__main__":
    main()
