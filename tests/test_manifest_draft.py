"""``kbgate manifest draft``: a manifest from a folder, guesses listed, --update, --metadata (issue 33)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import yaml
from factories import run_cli as run

POLICY = """name: t
tenants: [{id: acme}, {id: globex}]
classification_levels: [public, internal, confidential]
roles: {agent: {clearance: internal}, hr: {clearance: confidential}}
sources: [{name: acme-kb, path_glob: "acme/*"}, {name: acme-hr, path_glob: "acme/hr/*"}, {name: globex-kb, path_glob: "globex/*"}]
"""


def _docx(path: Path, title: str) -> None:
    import docx

    d = docx.Document()
    d.core_properties.title = title
    d.add_heading("Warranty", 1)
    d.add_paragraph("The warranty covers two years from the date of purchase.")
    d.save(path)


def _folder(root: Path) -> Path:
    (root / "acme" / "hr").mkdir(parents=True)
    (root / "globex").mkdir()
    (root / "acme" / "refunds.md").write_text("---\ntitle: Refund rules\nversion: v3\neffective_from: 2026-03-01\n"
                                              "expires_at: 2027-03-01\n---\n# Refunds\n\nRefunds are paid within "
                                              "seven days.\n", encoding="utf-8")
    (root / "acme" / "hr" / "leave.txt").write_text("Annual leave is twenty days a year.\n", encoding="utf-8")
    (root / "acme" / "退款.txt").write_text("退款规则：签收后七天内可以无理由退货。\n", encoding="utf-8")
    (root / "globex" / "shipping.html").write_text(
        "<html><head><title>Shipping times</title></head><body><p>Parcels ship in two days.</p></body></html>",
        encoding="utf-8")
    _docx(root / "globex" / "warranty.docx", "Warranty terms")
    (root / "globex" / ".draft.md").write_text("a hidden editor file", encoding="utf-8")
    day = 1764547200  # 2025-12-01 UTC: the modification date drafted where nothing else says
    for f in root.rglob("*"):
        os.utime(f, (day, day))
    return root


def _records(path: Path) -> dict[str, dict]:
    return {r["path"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def test_draft_fills_every_field_and_lists_the_guesses(tmp_path, capsys):
    docs = _folder(tmp_path / "docs")
    (tmp_path / "p.yaml").write_text(POLICY, encoding="utf-8")
    code, out, _ = run(["manifest", "draft", str(docs), "--policy", str(tmp_path / "p.yaml"), "--tenant-from-path",
                        "1", "--classification", "internal", "--map", "acme/hr/**=confidential"], capsys)
    assert code == 0, out
    recs = _records(docs / "manifest.jsonl")
    assert sorted(recs) == ["acme/hr/leave.txt", "acme/refunds.md", "acme/退款.txt", "globex/shipping.html",
                            "globex/warranty.docx"]
    assert recs["acme/refunds.md"] == {
        "doc_id": "acme-refunds", "version": "v3", "path": "acme/refunds.md", "sha256": recs["acme/refunds.md"]["sha256"],
        "title": "Refund rules", "language": "en", "source": "acme-kb", "tenant_id": "acme",
        "classification": "internal", "effective_from": "2026-03-01", "expires_at": "2027-03-01"}
    assert recs["acme/hr/leave.txt"]["classification"] == "confidential"
    assert recs["acme/hr/leave.txt"]["source"] == "acme-hr"  # the most specific matching glob
    assert recs["globex/shipping.html"]["title"] == "Shipping times"
    assert recs["globex/warranty.docx"]["title"] == "Warranty terms"
    assert recs["acme/退款.txt"]["language"] == "zh"
    assert recs["acme/退款.txt"]["doc_id"].startswith("acme-")  # the lossy slug carries the path's hash
    assert recs["globex/warranty.docx"]["version"] == "2025-12-01"
    review = yaml.safe_load((docs / "manifest.review.yaml").read_text(encoding="utf-8"))
    assert review["reviewed"] is False
    assert {(g["path"], g["field"]) for g in review["guesses"]} == {
        (p, f) for p in recs if p != "acme/refunds.md" for f in ("version", "effective_from")}
    # the drafted manifest loads, and corpus inspect warns until the guesses are reviewed
    code, out, err = run(["corpus", "inspect", str(docs), "--strict"], capsys)
    assert code == 0 and "5 records, 5 loaded, 0 with errors" in out
    assert err == (f"Warning: the manifest was drafted by `kbgate manifest draft` and is not reviewed: 8 guessed "
                   f"field(s); check them in {docs / 'manifest.review.yaml'} and set reviewed: true\n")
    text = (docs / "manifest.review.yaml").read_text(encoding="utf-8").replace("reviewed: false", "reviewed: true")
    (docs / "manifest.review.yaml").write_text(text, encoding="utf-8")
    assert run(["corpus", "inspect", str(docs)], capsys)[2] == ""
    # never overwritten without --update or --force
    code, _, err = run(["manifest", "draft", str(docs)], capsys)
    assert code == 2 and "already exists; pass --update" in err


def test_update_proposes_exactly_the_added_changed_and_removed_files(tmp_path, capsys):
    docs = _folder(tmp_path / "docs")
    assert run(["manifest", "draft", str(docs), "--tenant", "acme", "--classification", "internal"], capsys)[0] == 0
    before = _records(docs / "manifest.jsonl")
    (docs / "acme" / "refunds.md").write_text("# Refunds\n\nRefunds are paid within ten days.\n", encoding="utf-8")
    (docs / "globex" / "shipping.html").unlink()
    (docs / "globex" / "returns.md").write_text("# Returns\n\nReturn within 30 days.\n", encoding="utf-8")
    code, out, _ = run(["manifest", "draft", str(docs), "--update", "--tenant", "globex", "--format", "json"], capsys)
    assert code == 0
    assert json.loads(out)["changes"] == {"added": ["globex/returns.md"], "changed": ["acme/refunds.md"],
                                          "removed": ["globex/shipping.html"]}
    after = _records(docs / "manifest.jsonl")
    assert after["globex/shipping.html"] == {**before["globex/shipping.html"], "status": "withdrawn"}
    assert after["acme/refunds.md"]["sha256"] != before["acme/refunds.md"]["sha256"]
    assert {k: v for k, v in after["acme/refunds.md"].items() if k != "sha256"} == \
        {k: v for k, v in before["acme/refunds.md"].items() if k != "sha256"}
    assert after["globex/returns.md"]["tenant_id"] == "globex"
    for same in ("acme/hr/leave.txt", "acme/退款.txt", "globex/warranty.docx"):
        assert after[same] == before[same]
    # the near-miss: an update of an unchanged folder proposes nothing
    code, out, _ = run(["manifest", "draft", str(docs), "--update", "--format", "json"], capsys)
    assert json.loads(out)["changes"] == {"added": [], "changed": [], "removed": []}


def test_metadata_sidecar_is_joined_by_path(tmp_path, capsys):
    docs = _folder(tmp_path / "docs")
    sidecar = tmp_path / "export.csv"
    sidecar.write_text("path,tenant_id,classification,allowed_roles,effective_from\n"
                       "globex/warranty.docx,globex,public,agent;hr,2026-05-01\n", encoding="utf-8")
    code, _, _ = run(["manifest", "draft", str(docs), "--metadata", str(sidecar), "--key", "path"], capsys)
    assert code == 0
    rec = _records(docs / "manifest.jsonl")["globex/warranty.docx"]
    assert (rec["tenant_id"], rec["classification"], rec["allowed_roles"], rec["effective_from"]) == \
        ("globex", "public", ["agent", "hr"], "2026-05-01")
    review = yaml.safe_load((docs / "manifest.review.yaml").read_text(encoding="utf-8"))
    assert {g["field"] for g in review["guesses"] if g["path"] == "globex/warranty.docx"} == {"version", "source"}
    sidecar.write_text("path,owner\nglobex/warranty.docx,bob\n", encoding="utf-8")
    code, _, err = run(["manifest", "draft", str(docs), "--metadata", str(sidecar), "--force"], capsys)
    assert code == 2
    assert err.startswith(f"Error: metadata file {sidecar} row 1: owner not manifest field(s); rename or drop")
