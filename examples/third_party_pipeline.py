"""A stand-in for a third-party ingestion pipeline: fills a Qdrant collection its own way.

It reads a corpus manifest and its role model from the policy YAML, chunks text files into
paragraphs, embeds them with a deterministic hash vector and upserts them with qdrant-client
(local mode, ``QdrantClient(path=...)``) under payload keys of its own, nested and in lists:

    {"body": TEXT,
     "meta": {"source_doc": DOC_ID, "rev": VERSION, "chunk_ref": "DOC@VER/N",
              "acl": {"tenant": ["ACME-CN"], "groups": [{"name": "agents"}, ...], "level": "int"}}}

with labels of its own (tenant ``ACME-CN``, level ``int``, group ``agents``);
``examples/audit-collection/fields.yaml`` maps all of it to kbgate's notions.

The clean pipeline indexes what a careful one would: active documents in force on ``--as-of``,
not superseded, with a tenant, a classification and at least one reader. ``--plant KIND``
(repeatable, or ``all``) breaks the collection on purpose and writes ``planted.json`` next to
the storage: ``[{"point_id", "code", "detail"}]`` (detail: the field of an ACL finding, the reason of a
STALE_POINT), every finding the audit must report.

Kinds: widen-tenant, widen-roles, downgrade-classification, narrow-roles, keep-withdrawn,
keep-expired, keep-superseded, keep-future, no-tenant, no-acl, orphan.

Usage:
    python examples/third_party_pipeline.py --corpus fixtures/corpus --policy policies/acme.yaml \\
        --path /tmp/qdrant --collection kb_prod --as-of 2026-11-29 --plant all
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import uuid
from pathlib import Path

import yaml

TENANTS = {"acme": "ACME-CN", "globex": "GLOBEX-US"}
LEVELS = {"public": "pub", "internal": "int", "confidential": "conf", "restricted": "restr"}
GROUPS = {"employee": "staff", "support_agent": "agents", "manager": "managers", "risk_officer": "risk"}
KINDS = ("widen-tenant", "widen-roles", "downgrade-classification", "narrow-roles", "keep-withdrawn", "keep-expired",
         "keep-superseded", "keep-future", "no-tenant", "no-acl", "orphan")
TEXT_SUFFIXES = (".md", ".txt")
MAX_CHUNKS = 2
DIM = 8


def readers(policy: dict, rec: dict) -> list[str]:
    """This pipeline's role model: roles cleared for the level, narrowed by the document's allowed roles (no role
    at all when the document lists only users or groups)."""
    levels, allowed = policy["classification_levels"], rec.get("allowed_roles")
    if rec["classification"] not in levels or (allowed is None and (rec.get("allowed_users") is not None
                                                                     or rec.get("allowed_groups") is not None)):
        return []
    cleared = {r for r, spec in policy["roles"].items()
               if levels.index(spec["clearance"]) >= levels.index(rec["classification"])}
    return sorted(cleared & set(allowed) if allowed is not None else cleared)


def readable(policy: dict, rec: dict) -> bool:
    return bool(readers(policy, rec) or rec.get("allowed_users") or rec.get("allowed_groups"))


def in_force(rec: dict, day: dt.date) -> bool:
    starts = dt.date.fromisoformat(rec["effective_from"])
    ends = dt.date.fromisoformat(rec["expires_at"]) if rec.get("expires_at") else None
    return rec.get("status", "active") == "active" and starts <= day and (ends is None or ends >= day)


def paragraphs(root: Path, rec: dict) -> list[str]:
    path = root / rec["path"]
    if path.suffix not in TEXT_SUFFIXES or not path.is_file():
        return [rec.get("title") or rec["doc_id"]]  # this pipeline indexes other formats by their title
    text = path.read_bytes().decode("utf-8", errors="replace")
    parts = [p.strip() for p in text.split("\n\n") if p.strip()]
    return parts[:MAX_CHUNKS] or [rec.get("title") or rec["doc_id"]]


def vector(text: str) -> list[float]:
    digest = hashlib.sha256(text.encode()).digest()
    return [b / 255 + 0.01 for b in digest[:DIM]]


def payload(rec: dict, n: int, text: str, groups: list[str]) -> dict:
    return {"body": text, "meta": {
        "source_doc": rec["doc_id"], "rev": rec["version"], "chunk_ref": f"{rec['doc_id']}@{rec['version']}/{n}",
        "acl": {"tenant": [TENANTS.get(rec["tenant_id"], rec["tenant_id"])],
                "groups": [{"name": GROUPS.get(g, g)} for g in groups],
                "level": LEVELS.get(rec["classification"], rec["classification"]),
                "users": rec.get("allowed_users") or [], "teams": rec.get("allowed_groups") or [],
                "blocked": rec.get("denied_users") or []}}}


def points_of(root: Path, policy: dict, rec: dict) -> list[tuple[str, dict]]:
    groups = readers(policy, rec)
    return [(str(uuid.uuid5(uuid.NAMESPACE_URL, f"{rec['doc_id']}@{rec['version']}/{n}")), payload(rec, n, text, groups))
            for n, text in enumerate(paragraphs(root, rec))]


def build(corpus: Path, policy_path: Path, path: Path, collection: str, day: dt.date, plants: list[str]) -> list[dict]:
    """Fill ``collection`` at ``path``; return the findings planted."""
    from qdrant_client import QdrantClient, models

    policy = yaml.safe_load(policy_path.read_text(encoding="utf-8"))
    records = [json.loads(line) for line in (corpus / "manifest.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()]
    current = [r for r in records if in_force(r, day)]
    superseded = {old for r in current for old in r.get("supersedes", [])}
    clean = [r for r in current if f"{r['doc_id']}@{r['version']}" not in superseded and r.get("tenant_id")
             and r.get("classification") and readable(policy, r)]
    points = {pid: p for r in clean for pid, p in points_of(corpus, policy, r)}
    planted: list[dict] = []

    def plant(pid: str, code: str, detail: str | None = None) -> None:
        planted.append({"point_id": pid, "code": code, "detail": detail})

    def first(doc_id: str) -> tuple[str, dict]:
        return next((pid, p) for pid, p in points.items() if p["meta"]["source_doc"] == doc_id)

    def keep(pred, reason: str) -> None:
        rec = next(r for r in records if pred(r))
        for pid, p in points_of(corpus, policy, rec):
            points[pid] = p
            plant(pid, "STALE_POINT", reason)

    for kind in plants:
        if kind == "widen-tenant":  # an internal acme document also labelled for globex
            pid, p = first("acme-invoice-guide")
            p["meta"]["acl"]["tenant"].append(TENANTS["globex"])
            plant(pid, "ACL_MISMATCH", "tenant")
        elif kind == "widen-roles":  # the restricted risk manual opened to every employee
            pid, p = first("acme-risk-control-manual")
            p["meta"]["acl"]["groups"].append({"name": GROUPS["employee"]})
            plant(pid, "ACL_MISMATCH", "roles")
        elif kind == "downgrade-classification":  # a confidential service manual labelled internal
            pid, p = first("globex-boom-service-manual")
            p["meta"]["acl"]["level"] = LEVELS["internal"]
            plant(pid, "ACL_MISMATCH", "classification")
        elif kind == "narrow-roles":  # managers dropped from an internal guide
            pid, p = first("globex-rma-guide")
            p["meta"]["acl"]["groups"] = [g for g in p["meta"]["acl"]["groups"] if g["name"] != GROUPS["manager"]]
            plant(pid, "ACL_MISMATCH", "roles")
        elif kind == "keep-withdrawn":
            keep(lambda r: r.get("status") == "withdrawn", "withdrawn")
        elif kind == "keep-expired":
            keep(lambda r: r.get("expires_at") and dt.date.fromisoformat(r["expires_at"]) < day, "expired")
        elif kind == "keep-superseded":
            keep(lambda r: f"{r['doc_id']}@{r['version']}" in superseded and not r.get("expires_at"), "superseded")
        elif kind == "keep-future":
            keep(lambda r: dt.date.fromisoformat(r["effective_from"]) > day, "not_yet_effective")
        elif kind == "no-tenant":
            pid, p = first("globex-shipping-guide")
            del p["meta"]["acl"]["tenant"]
            plant(pid, "NO_TENANT", "tenant")
        elif kind == "no-acl":
            pid, p = first("acme-order-query-guide")
            del p["meta"]["acl"]["groups"]
            plant(pid, "NO_ACL", "roles")
        elif kind == "orphan":  # a document the manifest never had, and a version it never had
            for doc_id, version in (("acme-old-faq", "v1"), ("refund-policy", "v0")):
                rec = {"doc_id": doc_id, "version": version, "tenant_id": "acme", "classification": "internal",
                       "path": "-", "title": doc_id}
                for pid, p in points_of(corpus, policy, rec):
                    points[pid] = p
                    plant(pid, "ORPHAN_POINT")
        else:
            raise SystemExit(f"unknown --plant {kind}; use one of {', '.join(KINDS)} or all")

    path.mkdir(parents=True, exist_ok=True)
    client = QdrantClient(path=str(path))
    try:
        if client.collection_exists(collection):
            client.delete_collection(collection)
        client.create_collection(collection, vectors_config=models.VectorParams(size=DIM,
                                                                                distance=models.Distance.COSINE))
        client.upsert(collection, [models.PointStruct(id=pid, vector=vector(p["body"]), payload=p)
                                   for pid, p in sorted(points.items())])
    finally:
        client.close()
    (path / "planted.json").write_text(json.dumps(planted, indent=2), encoding="utf-8")
    return planted


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--policy", type=Path, required=True)
    parser.add_argument("--path", type=Path, required=True, help="qdrant-client local storage directory")
    parser.add_argument("--collection", default="kb_prod")
    parser.add_argument("--as-of", default=str(dt.date.today()))
    parser.add_argument("--plant", action="append", default=[], help=f"one of {', '.join(KINDS)}, or all")
    args = parser.parse_args(argv)
    plants = list(KINDS) if "all" in args.plant else args.plant
    planted = build(args.corpus, args.policy, args.path, args.collection, dt.date.fromisoformat(args.as_of), plants)
    print(f"collection {args.collection} at {args.path}: {len(planted)} planted finding(s)")


if __name__ == "__main__":
    main()
