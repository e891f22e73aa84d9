"""``kbgate experiment chunking``: the three constructed cases of issue 19, in Chinese and English.

Each case is a tiny corpus built in a temp dir, checked once and built per variant in a real
Qdrant Edge store; the assertions read the experiment report.

1. Overlap inflates recall but hides evidence: two gold items; the overlapped variant fills the
   top K with copies of one, so recall stays flat and deduplicated coverage drops.
2. A table split across chunks without its header: the table-aware variant wins and
   ``CHUNK_BOUNDARY`` names the case.
3. Parent-child: the answer needs the parent's context; retrieval finds a child and the
   evidence check passes on the parent text.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from kbgate.app.cli import cli

ROOT = Path(__file__).resolve().parent.parent
AS_OF = "2026-11-29"
QUIET_CHECKS = ("pii", "injection", "near_duplicate", "eval_leak")


def write_policy(root: Path) -> Path:
    """The example policy with a catch-all source and the slow text checks off (they do not matter here)."""
    data = yaml.safe_load((ROOT / "policies/acme.yaml").read_text(encoding="utf-8"))
    data["sources"].append({"name": "exp-kb", "path_glob": "*", "authority": 2})
    for check in QUIET_CHECKS:
        data["checks"][check] = {"enabled": False}
    path = root / "policy.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def make_case(root: Path, docs: dict[str, str], cases: list[dict]) -> dict[str, str]:
    """A corpus of ``docs`` (doc_id -> file name and text) and an eval set of ``cases``."""
    corpus = root / "corpus"
    corpus.mkdir(parents=True)
    records = []
    for doc_id, (name, text) in docs.items():
        (corpus / name).write_text(text, encoding="utf-8")
        records.append({"doc_id": doc_id, "version": "v1", "path": name, "source": "exp-kb", "tenant_id": "acme",
                        "classification": "internal", "effective_from": "2026-01-01"})
    (corpus / "manifest.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    eval_path = root / "eval.jsonl"
    base = {"tenant_id": "acme", "actor_role": "support_agent", "answerable": True, "risk": "P0", "stratum": "fact"}
    eval_path.write_text("\n".join(json.dumps({**base, **c}, ensure_ascii=False) for c in cases) + "\n",
                         encoding="utf-8")
    return {"corpus": str(corpus), "eval": str(eval_path), "policy": str(write_policy(root)),
            "store": str(root / "store")}


def run(paths: dict[str, str], variants: list[str], k: list[int]) -> dict:
    from kbgate.policy import load_policy
    from kbgate.store import open_store
    from version_gate.experiment import run_chunking_experiment

    with open_store(paths["store"]) as store:
        return run_chunking_experiment(
            corpus_dir=paths["corpus"], policy=load_policy(paths["policy"]), policy_path=paths["policy"],
            eval_path=paths["eval"], store=store, store_spec=paths["store"], variants=variants, k=k,
            as_of=dt.date.fromisoformat(AS_OF)).report


def scope(report: dict, n: int, name: str = "all") -> dict:
    return report["variants"][n]["scopes"][name]


# --- 1. overlap inflates recall but hides evidence ---------------------------------------------

OVERLAP = {
    "en": {
        "a": ("returns.txt", "Headset returns for damaged headsets: damaged headset returns are accepted, "
              "damaged headset returns need the box, headset returns of damaged units within thirty days of "
              "delivery, damaged headset returns are logged, headset returns for damaged units are checked. "
              + "The warehouse keeps shelves in order and staff rotate weekly. " * 8),
        "b": ("refunds.txt", "Refund timing: the refund reaches the original card within five business days. "
              + "Office plants are watered on Mondays and the lobby is cleaned daily. " * 6),
        "query": "damaged headset returns thirty days refund card",
        "anchors": ("within thirty days", "within five business days"),
    },
    "zh": {
        "a": ("returns.txt", "耳机损坏退货规则：损坏耳机退货需要包装盒，损坏耳机退货需要登记，损坏耳机退货"
              "须在签收后三十天内申请，损坏耳机退货要检测，损坏耳机退货会记录。"
              + "仓库货架每周整理一次，员工轮流值班打扫卫生。" * 10),
        "b": ("refunds.txt", "退款到账时间：退款在五个工作日内退回原银行卡。" + "办公室绿植每周一浇水，大厅每天清洁。" * 8),
        "query": "损坏耳机退货三十天退款银行卡",
        "anchors": ("三十天内", "五个工作日内"),
    },
}


@pytest.fixture(scope="module")
def overlap_report(tmp_path_factory) -> dict:
    """Both languages in one corpus: the Chinese query shares no token with the English documents."""
    root = tmp_path_factory.mktemp("overlap")
    docs = {f"{doc}-{lang}": spec[doc] for lang, spec in OVERLAP.items() for doc in ("a", "b")}
    docs = {k: (f"{k}.txt", v[1]) for k, v in docs.items()}
    paths = make_case(root, docs, [{
        "case_id": f"OVL-{lang}", "query": spec["query"],
        "relevant": [{"doc_id": f"a-{lang}", "anchor": spec["anchors"][0]},
                     {"doc_id": f"b-{lang}", "anchor": spec["anchors"][1]}]} for lang, spec in OVERLAP.items()])
    return run(paths, ["fixed:max_chars=120,overlap=0", "fixed:max_chars=120,overlap=110"], [5])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_overlap_keeps_recall_flat_and_hides_the_second_item(overlap_report, lang):
    case = f"OVL-{lang}"
    plain, overlapped = (v["cases"][case] for v in overlap_report["variants"])
    assert plain["recall_at_5"] == overlapped["recall_at_5"] == 1.0  # surface recall: flat
    assert plain["coverage_at_5"] == 1.0
    assert overlapped["coverage_at_5"] == 0.5  # deduplicated coverage: the second gold item is pushed out
    top = overlap_report["variants"][1]["retrieved"][case]
    assert len(top) == 5 and all(t["evidence"] and t["chunk_id"].startswith(f"a-{lang}@") for t in top)
    # the overlapped variant's copies of the first item are named by the root cause
    cause = overlap_report["variants"][1]["root_causes"][case]
    assert cause["code"] == "RANKING_NOISE" and cause["near_duplicates"]
    assert case not in overlap_report["variants"][0]["root_causes"]


def test_overlap_report_shows_the_paired_drop_and_recommends_no_overlap(overlap_report):
    vs_first = overlap_report["variants"][1]["vs_first"]["all"]
    assert vs_first["coverage_at_5"]["delta"] == -0.5 and vs_first["coverage_at_5"]["losses"] == 2
    assert vs_first["recall_at_5"]["delta"] == 0.0
    assert overlap_report["recommendation"]["variant"] == 0
    assert overlap_report["variants"][1]["chunks"] > 3 * overlap_report["variants"][0]["chunks"]


# --- 2. a table split across chunks without its header ------------------------------------------

TABLE = {
    "en": {"intro": "Shipping fees for headset repairs depend on the region of the customer.",
           "header": ["Region", "Courier fee", "Transit days"], "rows": [["EU", "40 EUR", "3"], ["US", "35 USD", "4"],
                                                                      ["APAC", "30 USD", "6"]],
           "query": "courier fee transit days EU region"},
    "zh": {"intro": "耳机维修的寄送费用取决于客户所在地区，请按下表收取。",
           "header": ["地区", "快递费用", "运输天数"], "rows": [["华东", "12元", "2"], ["华北", "15元", "3"],
                                                        ["西南", "20元", "5"]],
           "query": "华东地区快递费用运输天数"},
}


def _html(spec: dict) -> str:
    cells = lambda row, tag: "".join(f"<{tag}>{c}</{tag}>" for c in row)  # noqa: E731
    body = "".join(f"<tr>{cells(r, 'td')}</tr>" for r in spec["rows"])
    return (f"<html><body><p>{spec['intro']}</p><table><tr>{cells(spec['header'], 'th')}</tr>{body}</table>"
            "</body></html>")


@pytest.fixture(scope="module")
def table_reports(tmp_path_factory) -> dict[str, dict]:
    from kbgate.corpus.chunking import render_row
    from kbgate.corpus.load import load_corpus

    out = {}
    for lang, spec in TABLE.items():
        root = tmp_path_factory.mktemp(f"table-{lang}")
        header, first = render_row(spec["header"]), render_row(spec["rows"][0])
        paths = make_case(root, {"fees": ("fees.html", _html(spec))}, [{
            "case_id": f"TBL-{lang}", "query": spec["query"],
            "relevant": [{"doc_id": "fees", "anchor": f"{header}\n{first}"}]}])
        [doc] = load_corpus(paths["corpus"]).documents
        cut = doc.text.index(header) + len(header) + 1  # a fixed window ending right after the header row
        out[lang] = run(paths, [f"fixed:max_chars={cut},overlap=0", "table:max_chars=400,rows=2"], [3])
    return out


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_table_aware_variant_wins_and_chunk_boundary_names_the_case(table_reports, lang):
    report = table_reports[lang]
    fixed, table = report["variants"]
    assert fixed["scopes"]["all"]["coverage_at_3"] == 0.0
    assert table["scopes"]["all"]["coverage_at_3"] == 1.0
    assert fixed["chunk_boundary"] == {"anchors": 1, "cases": [f"TBL-{lang}"]}
    assert fixed["root_causes"][f"TBL-{lang}"]["chunks"] == ["fees@v1#0", "fees@v1#1"]
    assert table["chunk_boundary"] == {"anchors": 0, "cases": []}  # near miss: the header is repeated
    assert report["recommendation"]["variant"] == 1


def test_split_anchor_runs_of_chunks_and_overlap():
    """CHUNK_BOUNDARY finds an anchor split over a run of adjacent chunks, overlapping or not."""
    from version_gate.diagnose import _where_anchor

    three = [("d@1#0", "须经检"), ("d@1#1", "测流程确"), ("d@1#2", "认后退款"), ("d@1#3", "其他")]
    assert _where_anchor("须经检测流程确认后退款", three) == ([], ["d@1#0", "d@1#1", "d@1#2"])
    overlapping = [("d@1#0", "the claim needs the"), ("d@1#1", "needs the purchase receipt")]
    assert _where_anchor("claim needs the purchase", overlapping) == ([], ["d@1#0", "d@1#1"])
    # near misses: a gap in the run, another document, and text that is not there at all
    gap = [("d@1#0", "须经检"), ("d@1#2", "测流程确"), ("d@1#3", "认后退款")]
    assert _where_anchor("须经检测流程确认后退款", gap) == ([], None)
    other = [("d@1#0", "须经检"), ("e@1#1", "测流程确认后退款")]
    assert _where_anchor("须经检测流程确认后退款", other) == ([], None)
    assert _where_anchor("须经检测流程确认后退货", three) == ([], None)
    assert _where_anchor("流程确", three) == (["d@1#1"], None)


# --- 3. parent-child: the answer needs the parent's context ---------------------------------------

PARENT = {
    "en": {"text": "# Warranty claims\n\nA cracked housing is covered by the warranty. The claim needs the "
                   "purchase receipt and photos of the damage. Only then does the service centre book the repair.\n\n"
                   "# Office notes\n\nThe canteen opens at noon and closes at two.",
           "query": "cracked housing covered",
           "anchor": "The claim needs the purchase receipt and photos of the damage. Only then does the service "
                     "centre book the repair."},
    "zh": {"text": "# 保修申请\n\n耳机外壳开裂属于保修范围。申请时须提供购买凭证和损坏照片，并填写保修申请表。"
                   "材料齐全后维修中心才会安排维修。\n\n# 办公通知\n\n食堂中午十二点开放，下午两点关闭。",
           "query": "耳机外壳开裂保修范围",
           "anchor": "申请时须提供购买凭证和损坏照片，并填写保修申请表。材料齐全后维修中心才会安排维修。"},
}


@pytest.fixture(scope="module")
def parent_report(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("parent")
    paths = make_case(root, {f"warranty-{lang}": (f"warranty-{lang}.md", spec["text"]) for lang, spec in PARENT.items()},
                      [{"case_id": f"PC-{lang}", "query": spec["query"],
                        "relevant": [{"doc_id": f"warranty-{lang}", "anchor": spec["anchor"]}]}
                       for lang, spec in PARENT.items()])
    return run(paths, ["heading:max_chars=40,overlap=0", "parent_child:child=40,parent=400"], [3])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_parent_child_finds_the_child_and_judges_the_parent_text(parent_report, lang):
    small, pc = parent_report["variants"]
    case = f"PC-{lang}"
    assert small["cases"][case]["coverage_at_3"] == 0.0  # near miss: small chunks alone lose the context
    assert small["root_causes"][case]["code"] == "CHUNK_BOUNDARY"  # the anchor spans three or more chunks
    assert len(small["root_causes"][case]["chunks"]) >= 3 and case in small["chunk_boundary"]["cases"]
    assert pc["cases"][case]["coverage_at_3"] == 1.0
    top = pc["retrieved"][case][0]
    assert "#p" not in top["chunk_id"] and top["parent_id"] == f"warranty-{lang}@v1#p0" and top["evidence"]
    from kbgate.store import open_store

    with open_store(parent_report["store"]) as store:
        [child] = [p for p in store.scroll(pc["version"], fields=["chunk_id", "text", "context_text"])
                   if p["chunk_id"] == top["chunk_id"]]
    anchor = PARENT[lang]["anchor"]
    assert anchor not in child["text"] and anchor in child["context_text"]  # the child alone is no evidence
    assert parent_report["recommendation"]["variant"] == 1


# --- the command -----------------------------------------------------------------------------------

def test_experiment_chunking_help():
    result = CliRunner().invoke(cli, ["experiment", "chunking", "--help"])
    assert result.exit_code == 0
    for option in ("--corpus", "--policy", "--eval", "--store", "--variant", "--k", "--format", "--workdir"):
        assert option in result.output
    assert "Example" in result.output


def _args(paths: dict[str, str], *variants: str) -> list[str]:
    out = ["experiment", "chunking", "--corpus", paths["corpus"], "--policy", paths["policy"], "--eval", paths["eval"],
           "--store", paths["store"], "--as-of", AS_OF]
    for v in variants:
        out += ["--variant", v]
    return out


@pytest.fixture
def tiny(tmp_path) -> dict[str, str]:
    spec = PARENT["zh"]
    return make_case(tmp_path, {"warranty": ("warranty.md", spec["text"])}, [{
        "case_id": "PC", "query": spec["query"], "relevant": [{"doc_id": "warranty", "anchor": spec["anchor"]}]}])


@pytest.mark.parametrize(("variants", "message"), [
    (["heading"], "Error: pass at least two --variant specs to compare, e.g. --variant heading --variant "
                  "fixed:max_chars=400,overlap=40"),
    (["heading", "fixd:max_chars=400"], "Error: unknown chunking strategy 'fixd' in 'fixd:max_chars=400'; known: "
                                        "fixed, heading, table, parent_child, sentence_window"),
    (["heading", "fixed:size=4"], "Error: chunking strategy 'fixed': unknown parameter 'size'; allowed: max_chars, "
                                  "overlap"),
    (["heading:max_chars=600", "heading:max_chars=600,overlap=60"],
     "Error: --variant 'heading:max_chars=600,overlap=60' is the same chunking as 'heading:max_chars=600' "
     "(heading:max_chars=600,overlap=60,min_chars=20); drop one of them"),
])
def test_bad_variants_are_refused_before_any_work(tiny, capsys, variants, message):
    from factories import run_cli

    code, out, err = run_cli(_args(tiny, *variants), capsys)
    assert code == 2 and message in err, err
    assert not Path(tiny["store"]).exists() or not any((Path(tiny["store"]) / "versions").iterdir())


def test_experiment_chunking_prints_the_table_and_writes_reports(tiny, tmp_path, capsys):
    from factories import run_cli

    work = tmp_path / "work"
    code, out, err = run_cli([*_args(tiny, "heading:max_chars=40,overlap=0", "parent_child:child=40,parent=400"),
                              "--k", "3", "--workdir", str(work)], capsys)
    assert code == 0, err
    assert out.startswith("| # | variant | Recall@3 | Coverage@3 | P@3 | MRR | CHUNK_BOUNDARY |")
    assert "| 2 * | `parent_child:child=40,parent=400` | 1.000 | 1.000 |" in out
    assert "Recommended: #2 parent_child:child=40,parent=400 (P0 cases fully covered: 1/1)" in out
    assert "Rule: keep the variants that fully cover every answerable P0 case at K=3" in out
    assert "Variant 1/2 heading:max_chars=40,overlap=0,min_chars=20" in err  # progress per variant
    report_path = Path(out.rsplit("Report: ", 1)[1].strip())
    assert report_path.parent.parent == work / "runs"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["schema"] == "kbgate.experiment-report/1" and len(report["variants"]) == 2
    assert (report_path.parent / "experiment.md").read_text(encoding="utf-8").startswith("# Chunking experiment")
    assert spec_free_of_queries(report_path, PARENT["zh"]["query"])
    # the HTML report renders an Experiment section from the run directory
    page = tmp_path / "page.html"
    code, out, err = run_cli(["report", "--experiment", str(report_path.parent), "-o", str(page)], capsys)
    assert code == 0, err
    html = page.read_text(encoding="utf-8")
    assert '<section id="experiment"><h2>Chunking experiment</h2>' in html
    assert "<strong>Recommended: #2 <code>parent_child:child=40,parent=400</code></strong>" in html
    assert PARENT["zh"]["query"] not in html


def spec_free_of_queries(path: Path, query: str) -> bool:
    """Reports never hold the raw query text."""
    return query not in path.read_text(encoding="utf-8")


def test_experiment_chunking_json_output_has_no_progress(tiny, tmp_path, capsys):
    from factories import run_cli

    code, out, err = run_cli([*_args(tiny, "sentence_window:window=0", "sentence_window:window=3"), "--k", "3",
                              "--workdir", str(tmp_path / "work"), "--format", "json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert [v["canonical"] for v in data["variants"]] == ["sentence_window:window=0,max_chars=400",
                                                         "sentence_window:window=3,max_chars=400"]
    # one sentence alone lacks the two-sentence anchor; a window of three around it holds it
    assert [v["macro"]["coverage_at_3"] for v in data["variants"]] == [0.0, 1.0]
    assert data["recommendation"]["variant"] == 1 and Path(data["report"]).is_file()
    assert "Variant 1/2" not in err
