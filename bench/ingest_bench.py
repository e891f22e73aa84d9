"""Ingestion-check benchmark: prints chunks/s per check family, whole suite, peak RSS, near-dup P/R.

Usage::

    .venv/bin/python bench/ingest_bench.py            # 10,000 chunks
    .venv/bin/python bench/ingest_bench.py --n 100000
    .venv/bin/python bench/ingest_bench.py --only near_duplicate,eval_leak

It synthesises N chunks of about 600 characters, half Chinese and half English (with
English product codes in the Chinese text), plants 5% near-duplicates (copies of other
chunks with 0-5% of their characters edited) and 1% PII (emails, mainland mobiles and
resident ids, card numbers, IBANs). Each chunk is one document.

Every check family found in the registry is timed on that corpus through the registry
(``check.fn`` with the parameters from ``policies/acme.yaml``); a family whose module is
missing or fails is skipped with the reason. Each check is timed after a ``gc.collect()``, so that
garbage left by the checks before it is not billed to it. Figures are printed, not asserted.

Growth with the corpus (each check's CPU seconds at each size and the factor; linear = the
size ratio)::

    .venv/bin/python bench/ingest_bench.py --growth 10000,100000

Old code against new code, side by side in one run::

    .venv/bin/python bench/ingest_bench.py --old 21db967            # add --rounds 3 for min-of-3
    .venv/bin/python bench/ingest_bench.py --old 21db967 --only injection,pii

``--old COMMIT`` extracts that commit's tree (``git archive``, nothing is checked out in this
repository) into a temporary directory, then runs this same script twice as subprocesses with
``--code-root DIR --format json``: once on the old tree, once on this one. Both runs synthesise
the same corpus (same script, same ``--n`` and ``--seed``); each imports the check code, the
policy (``policies/acme.yaml``) and the locked eval set of its own tree. With ``--rounds K`` the
two alternate K times and each check keeps its smallest CPU time. The table gives per-check CPU
seconds old vs new and their ratio, and the whole suite's CPU chunks/s new/old (1.00 = no
change; 0.90 = 10 % slower). Checks present in only one tree are listed but left out of the
whole-suite ratio. CPU time is compared, not wall time: other work on the machine inflates wall time.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import importlib
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # tests/factories.py

FIRST = ("near_duplicate", "eval_leak")  # timed first, so the RSS after them is theirs plus the corpus


def rss_mib() -> float:
    """Peak resident set size of this process so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# --- corpus synthesis ---------------------------------------------------------------------------

def _cn_resident_id(rng: random.Random) -> str:
    weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    body = f"{rng.choice(['110101', '310104', '440305'])}{rng.randint(1960, 2004)}{rng.randint(1, 12):02d}" \
           f"{rng.randint(1, 28):02d}{rng.randint(0, 999):03d}"
    check = "10X98765432"[sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11]
    return body + check


def _pii(rng: random.Random, i: int) -> str:
    return rng.choice([
        f"邮箱user{i}@example.cn",
        f"电话1{rng.choice('3589')}{rng.randint(0, 999999999):09d}",
        f"身份证号{_cn_resident_id(rng)}",
        "卡号4111111111111111。",
        "IBAN DE89370400440532013000",
        f"contact jane.doe{i}@example.com",
    ])


#: The words next to which the PII check reads a name or personal data: its Chinese name labels (业主, 联系人 ...),
#: personal cues (手机, 先生 ...) and sign-offs, its English label words and personal cues. Unplanted filler holds
#: none of them, so that random text cannot form a label + name (业主丁剮) and every PII finding is a planted one.
#: A copy, not an import: ``--old`` runs synthesise the same corpus whatever the tree's PII rules.
PII_CUES_ZH = (
    "QQ 业主 乘客 住址 住户 先生 入职 出生 同学 员工 商祺 地址 女士 姓名 婚姻 学历 学员 学生 客户 家属 家庭 小姐 工号 工资 年龄 "
    "微信 性别 患者 我叫 我是 手机 护照 敬礼 本人 此致 母亲 民族 父亲 生日 用户 电话 病历 祝好 离职 租户 签名 签字 籍贯 职位 职员 "
    "致礼 落款 薪资 证件 谢谢 账号 邮箱 部门 配偶 顺祝 借款人 寄件人 投诉人 报修人 担保人 持卡人 收件人 收货人 申请人 监护人 经办人 "
    "联系人 负责人 身份证 银行卡 法定代表人 紧急联系人").split()
PII_CUES_EN = frozenset(
    "mr mrs ms miss dr prof name contact employee customer applicant patient recipient cardholder tenant phone tel "
    "mobile cell email address born birth dob ssn passport salary payroll account id ext".split())
_ZH_CUE = re.compile("|".join(PII_CUES_ZH))


def break_cues(text: str) -> str:
    """``text`` with a comma inside every word of :data:`PII_CUES_ZH` (业主 -> 业，主), until none is left."""
    while m := _ZH_CUE.search(text):
        text = text[:m.start() + 1] + "，" + text[m.start() + 1:]
    return text


class Synth:
    """Random but language-like text: Zipf-weighted CJK characters and a synthetic English vocabulary.

    The filler holds no word the PII check reads as a name label or personal cue (:data:`PII_CUES_ZH`,
    :data:`PII_CUES_EN`): only planted text holds PII.
    """

    def __init__(self, seed: int) -> None:
        import numpy as np

        self.rng = random.Random(seed)
        self.np_rng = np.random.default_rng(seed)
        self.cjk = np.arange(0x4E00, 0x4E00 + 3000, dtype=np.uint32)
        w = 1 / np.arange(1, len(self.cjk) + 1) ** 0.9
        self.cjk_p = w / w.sum()
        letters = "abcdefghijklmnopqrstuvwxyz"
        vocab = {"".join(self.rng.choice(letters) for _ in range(self.rng.randint(2, 9))) for _ in range(6000)}
        self.words = sorted(vocab - PII_CUES_EN)
        w = 1 / np.arange(1, len(self.words) + 1) ** 1.0
        self.word_p = w / w.sum()

    def zh(self, n_chars: int) -> str:
        import numpy as np

        codes = self.np_rng.choice(self.cjk, size=n_chars, p=self.cjk_p)
        punct = self.np_rng.integers(8, 30, size=n_chars // 8 + 1).cumsum()
        codes[punct[punct < n_chars]] = ord("，")
        text = break_cues(codes.astype(np.uint32).tobytes().decode("utf-32-le"))
        code = f" X{self.rng.randint(100, 999)}-{self.rng.choice(['Pro', 'Max', 'Lite'])} "
        cut = self.rng.randint(0, len(text))
        return text[:cut] + code + text[cut:] + "。"

    def en(self, n_chars: int) -> str:
        idx = self.np_rng.choice(len(self.words), size=n_chars // 5, p=self.word_p)
        out, size = [], 0
        for k, j in enumerate(idx.tolist()):
            word = self.words[j]
            out.append(word.capitalize() if k % 12 == 0 else word)
            size += len(word) + 1
            if size >= n_chars:
                break
            if k % 12 == 11:
                out[-1] += "."
        return " ".join(out) + "."

    def edit(self, text: str, rate: float) -> str:
        chars = list(text)
        for pos in self.rng.sample(range(len(chars)), int(len(chars) * rate)):
            op = self.rng.random()
            if op < 0.7:
                chars[pos] = chr(0x4E00 + self.rng.randint(0, 2999)) if ord(chars[pos]) > 0x2E80 else \
                    self.rng.choice("abcdefghijklmnopqrstuvwxyz")
            elif op < 0.85:
                chars[pos] = ""
            else:
                chars[pos] += chars[pos]
        return break_cues("".join(chars))


def synthesise(n: int, seed: int, dup_rate: float = 0.05, pii_rate: float = 0.01):
    """Texts, languages, planted duplicate groups (base index -> copy indexes), PII indexes."""
    s = Synth(seed)
    n_dup = int(n * dup_rate)
    n_base = n - n_dup
    texts, langs = [], []
    for i in range(n_base):
        lang = "zh" if i % 2 == 0 else "en"
        texts.append(s.zh(s.rng.randint(520, 680)) if lang == "zh" else s.en(s.rng.randint(540, 660)))
        langs.append(lang)
    groups: dict[int, list[int]] = {}
    for _ in range(n_dup):
        base = s.rng.randrange(n_base) if not groups or s.rng.random() > 0.2 else s.rng.choice(list(groups))
        groups.setdefault(base, []).append(len(texts))
        texts.append(s.edit(texts[base], s.rng.uniform(0.0, 0.05)))
        langs.append(langs[base])
    pii = sorted(s.rng.sample(range(n), max(1, int(n * pii_rate))))
    for i in pii:
        cut = s.rng.randint(0, len(texts[i]))
        # set off by punctuation, as PII stands in real text (not glued into a word or a number)
        texts[i] = texts[i][:cut] + "，" + _pii(s.rng, i) + "，" + texts[i][cut:]
    return texts, langs, groups, pii


def build_documents(texts, langs):
    from factories import make_chunk

    from kbgate.models import Document, ManifestRecord

    docs = []
    for i, (text, lang) in enumerate(zip(texts, langs, strict=True)):
        tenant = "acme" if lang == "zh" else "globex"
        rec = ManifestRecord(doc_id=f"bench-{i:06d}", version="v1", path=f"{tenant}/bench-{i:06d}.md",
                             source=f"{tenant}-kb", tenant_id=tenant, classification="public",
                             effective_from=dt.date(2025, 1, 1), language=lang)
        chunk = make_chunk(doc_id=rec.doc_id, text=text, chunk_hash=f"{hash(text) & 0xFFFFFFFF:08x}", page=None,
                           source=rec.source, tenant_id=tenant, classification="public", allowed_roles=[],
                           effective_from="2025-01-01", language=lang, run_id="bench")
        docs.append(Document(record=rec, text=text, fmt="md", language=lang, chunks=[chunk]))
    return docs


def eval_cases(synth_texts: list[str]) -> list[dict]:
    """The locked eval set when the fixtures have one, else 60 synthetic questions."""
    locked = ROOT / "fixtures" / "eval" / "locked.jsonl"
    if locked.is_file():
        cases = [json.loads(line) for line in locked.read_text(encoding="utf-8").splitlines() if line.strip()]
        if cases:
            return cases
    rng = random.Random(7)
    return [{"case_id": f"SYN-{k:03d}", "query": rng.choice(synth_texts)[:30] + "？", "must_cover": []}
            for k in range(60)]


# --- check families -----------------------------------------------------------------------------

def load_policy():
    import yaml

    from kbgate.policy import Policy

    return Policy.model_validate(yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8")))


def discover_checks():
    """Checks registered by each check module; a missing or broken module is reported, not fatal."""
    from ingest_checks.registry import CHECK_MODULES, Check

    found, skipped = {}, {}
    for name in CHECK_MODULES:
        try:
            module = importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - report and go on
            skipped[name.rsplit(".", 1)[1]] = f"module {name} not importable: {type(exc).__name__}: {exc}"
            continue
        for value in vars(module).values():
            if isinstance(value, Check):
                found[value.id] = value
    return found, skipped


def time_check(check, docs, params, ctx) -> tuple[float, float, int, float]:
    """(wall seconds, CPU seconds, findings, warm-up seconds) for one check over ``docs``."""
    warm = 0.0
    if check.scope == "document":
        t0 = time.perf_counter()
        for d in docs[:20]:  # warm-up: model/recognizer loading, not per-chunk cost
            check.fn(d, params, ctx)
        warm = time.perf_counter() - t0
    gc.collect()  # garbage left by the checks timed before is not billed to this one
    t0, c0 = time.perf_counter(), time.process_time()
    if check.scope == "corpus":
        n = len(check.run(docs, params, ctx).findings)
    else:
        n = sum(len(check.run(d, params, ctx).findings) for d in docs)
    return time.perf_counter() - t0, time.process_time() - c0, n, warm


# --- near-duplicate precision / recall ------------------------------------------------------------

def string_shingles(text: str, k: int) -> set[str]:
    from ingest_checks.minhash import normalize

    norm = normalize(text)
    return {norm[i : i + k] for i in range(max(1, len(norm) - k + 1))} if norm else set()


def all_pairs_exact(texts: list[str], k: int, threshold: float) -> set[tuple[int, int]]:
    """Every pair with Jaccard >= threshold, by a sparse self-product (rows in blocks)."""
    import numpy as np
    from scipy import sparse

    from ingest_checks.minhash import normalize, shingle_set

    sets = [shingle_set(normalize(t), k) for t in texts]
    sizes = np.array([len(s) for s in sets])
    cols = np.concatenate(sets)
    _, cols = np.unique(cols, return_inverse=True)
    rows = np.repeat(np.arange(len(sets)), sizes)
    x = sparse.csr_matrix((np.ones(len(cols), dtype=np.int32), (rows, cols)), shape=(len(sets), cols.max() + 1))
    xt = x.T.tocsc()
    out = set()
    for start in range(0, len(sets), 1000):
        inter = (x[start : start + 1000] @ xt).tocoo()
        i, j = inter.row + start, inter.col
        keep = i < j
        i, j, v = i[keep], j[keep], inter.data[keep]
        jac = v / (sizes[i] + sizes[j] - v)
        out.update(zip(i[jac >= threshold].tolist(), j[jac >= threshold].tolist(), strict=True))
    return out


def near_dup_quality(texts, groups, params, exact_all: bool) -> None:
    from ingest_checks import minhash

    k, thr = params.shingle_size, params.threshold
    t0 = time.perf_counter()
    sketches = minhash.sketch_texts(texts, minhash.MinHasher(params.num_perm), k)
    predicted = {(i, j) for i, j, _ in minhash.similar_pairs(sketches, thr, params.num_perm)}
    engine_s = time.perf_counter() - t0
    del sketches
    planted = set()
    for base, copies in groups.items():
        members = sorted([base, *copies])
        planted.update((a, b) for n, a in enumerate(members) for b in members[n + 1 :])
    candidates = predicted | planted
    how = "candidates = planted groups + engine pairs"
    extra = 0
    if exact_all:
        t1 = time.perf_counter()
        everything = all_pairs_exact(texts, k, thr)
        extra = len(everything - planted)
        candidates |= everything
        how += f" + all-pairs sparse product ({time.perf_counter() - t1:.1f} s; {extra} true pairs outside planted groups)"
    cache: dict[int, set[str]] = {}

    def shingles(i: int) -> set[str]:
        if i not in cache:
            cache[i] = string_shingles(texts[i], k)
        return cache[i]

    truth = set()
    for i, j in candidates:
        a, b = shingles(i), shingles(j)
        if a and b and len(a & b) / len(a | b) >= thr:
            truth.add((i, j))
    tp = len(predicted & truth)
    precision = tp / len(predicted) if predicted else 1.0
    recall = tp / len(truth) if truth else 1.0
    print(f"\nnear-duplicate quality vs exact Jaccard >= {thr} over exact string {k}-gram shingle sets:")
    print(f"  ground truth: {how}")
    if not exact_all:
        print("  (all-pairs exact is n^2: run at --n <= 20000 to confirm that no true pair lies outside the planted "
              "groups; random synthetic text shares no 5-gram runs)")
    print(f"  planted pairs {len(planted)}, true pairs {len(truth)}, predicted {len(predicted)}, tp {tp}")
    print(f"  precision {precision:.4f}   recall {recall:.4f}   (engine pass {engine_s:.1f} s)")


def use_code_root(root: Path) -> None:
    """Import check code, policy and eval set from ``root`` (a checkout of another commit)."""
    global ROOT
    ROOT = root.resolve()
    # ahead of this repo on sys.path; the editable install's finder comes after sys.path
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def run_suite(args, say) -> dict:
    """Time every selected check on the synthetic corpus; ``say`` prints the human table."""
    t0 = time.perf_counter()
    texts, langs, groups, pii = synthesise(args.n, args.seed)
    docs = build_documents(texts, langs)
    chars = sum(len(t) for t in texts)
    say(f"corpus: {len(docs)} chunks (1 chunk = 1 document), mean {chars / len(docs):.0f} chars, "
        f"{sum(len(c) for c in groups.values())} planted near-duplicates in {len(groups)} groups, "
        f"{len(pii)} with PII; built in {time.perf_counter() - t0:.1f} s; peak RSS {rss_mib():.0f} MiB")

    import ingest_checks
    from ingest_checks.registry import RunContext

    policy = load_policy()
    ctx = RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="bench", eval_cases=eval_cases(texts))
    checks, skipped = discover_checks()
    only = {x for x in args.only.split(",") if x}
    skip = {x for x in args.skip.split(",") if x}
    order = [c for c in FIRST if c in checks] + [c for c in checks if c not in FIRST]
    result: dict = {"code": str(Path(ingest_checks.__file__).parent.parent), "n": len(docs), "checks": {},
                    "skipped": {}}

    say(f"\n{'check':<16}{'scope':<10}{'wall s':>9}{'chunks/s':>11}{'cpu s':>8}{'cpu chunks/s':>14}"
        f"{'findings':>10}{'peak RSS MiB':>14}")
    total = total_cpu = 0.0
    for cid in order:
        if (only and cid not in only) or cid in skip:
            continue
        check = checks[cid]
        try:
            params = check.configure(policy.check_config(cid))
            secs, cpu, n_found, warm = time_check(check, docs, params, ctx)
        except Exception as exc:  # noqa: BLE001 - one broken family must not stop the bench
            result["skipped"][cid] = f"{type(exc).__name__}: {str(exc)[:120]}"
            say(f"{cid:<16}skipped: {result['skipped'][cid]}")
            continue
        total += secs
        total_cpu += cpu
        result["checks"][cid] = {"wall": secs, "cpu": cpu, "findings": n_found}
        note = f"  (+{warm:.1f} s warm-up)" if warm > 0.5 else ""
        say(f"{cid:<16}{check.scope:<10}{secs:>9.2f}{len(docs) / secs:>11,.0f}{cpu:>8.2f}"
            f"{len(docs) / max(cpu, 1e-9):>14,.0f}{n_found:>10}{rss_mib():>14,.0f}{note}")
    for name, why in skipped.items():
        if not only or name in only:
            result["skipped"][name] = why
            say(f"{name:<16}skipped: {why}")
    if total:
        say(f"{'whole suite':<26}{total:>9.2f}{len(docs) / total:>11,.0f}{total_cpu:>8.2f}"
            f"{len(docs) / max(total_cpu, 1e-9):>14,.0f}")
    if "pii" in result["checks"]:
        pii_check = checks["pii"]
        params = pii_check.configure(policy.check_config("pii"))
        found = sum(1 for i in pii if pii_check.fn(docs[i], params, ctx))
        result["pii_recall"] = [found, len(pii)]
        say(f"pii recall on planted chunks: {found}/{len(pii)}")
    say(f"peak RSS {rss_mib():,.0f} MiB; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores "
        "(wall time is inflated when other work shares the machine; CPU time is not)")

    if say is print and "near_duplicate" in result["checks"]:
        params = checks["near_duplicate"].configure(policy.check_config("near_duplicate"))
        exact_all = args.exact_all == "yes" or (args.exact_all == "auto" and args.n <= 20_000)
        near_dup_quality(texts, groups, params, exact_all)
    return result


def run_tree(tree: Path, args) -> dict:
    """This script on the code of ``tree``, in a fresh interpreter; its JSON result."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--code-root", str(tree), "--format", "json",
           "--n", str(args.n), "--seed", str(args.seed), "--only", args.only, "--skip", args.skip]
    env = {**os.environ, "PYTHONHASHSEED": "0", "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tree, env=env, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"bench on {tree} failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])  # the result is the last line


def compare_with(commit: str, args) -> int:
    """Old commit vs this tree, side by side: per-check CPU seconds and the whole-suite ratio."""
    runs: dict[str, list[dict]] = {"old": [], "new": []}
    with tempfile.TemporaryDirectory(prefix="kbgate-bench-old-") as tmp:
        old_tree = Path(tmp)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                                 capture_output=True, check=False)
        if archive.returncode != 0:
            raise SystemExit(f"git archive {commit} failed: {archive.stderr.decode(errors='replace').strip()}")
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        for k in range(args.rounds):
            for side, tree in (("old", old_tree), ("new", ROOT)):
                print(f"round {k + 1}/{args.rounds}: {side} code ({commit if side == 'old' else 'this tree'}) ...",
                      file=sys.stderr, flush=True)
                runs[side].append(run_tree(tree, args))
    for side in runs:  # each run must have imported its own tree's code
        code = {r["code"] for r in runs[side]}
        want = str(old_tree if side == "old" else ROOT)
        if code != {want}:
            raise SystemExit(f"{side} run imported code from {code}, expected {want}")

    def best(side: str, cid: str) -> float | None:
        times = [r["checks"][cid]["cpu"] for r in runs[side] if cid in r["checks"]]
        return min(times) if times else None

    n = runs["new"][0]["n"]
    ids = list(dict.fromkeys([*runs["old"][0]["checks"], *runs["new"][0]["checks"]]))
    print(f"{n} chunks, old = {commit}, new = this tree; CPU seconds, min of {args.rounds} round(s)\n")
    print(f"{'check':<16}{'old cpu s':>10}{'new cpu s':>10}{'new/old':>9}{'old findings':>14}{'new findings':>14}")
    old_total = new_total = 0.0
    for cid in ids:
        o, w = best("old", cid), best("new", cid)
        of = runs["old"][0]["checks"].get(cid, {}).get("findings", "-")
        nf = runs["new"][0]["checks"].get(cid, {}).get("findings", "-")
        if o is not None and w is not None:
            old_total, new_total = old_total + o, new_total + w
        fmt = lambda x: "-" if x is None else f"{x:.2f}"  # noqa: E731
        ratio = f"{w / o:.2f}" if o and w is not None else "-"
        print(f"{cid:<16}{fmt(o):>10}{fmt(w):>10}{ratio:>9}{of!s:>14}{nf!s:>14}")
    if old_total and new_total:
        old_rate, new_rate = n / old_total, n / new_total
        print(f"{'whole suite':<16}{old_total:>10.2f}{new_total:>10.2f}{new_total / old_total:>9.2f}")
        print(f"\nwhole suite CPU chunks/s: old {old_rate:,.0f}, new {new_rate:,.0f}; "
              f"ratio new/old = {new_rate / old_rate:.3f} (target >= 0.90)")
    for side in runs:
        for cid, why in runs[side][0]["skipped"].items():
            print(f"{side}: {cid} skipped: {why}")
        if "pii_recall" in runs[side][0]:
            print(f"{side}: pii recall on planted chunks {runs[side][0]['pii_recall'][0]}/{runs[side][0]['pii_recall'][1]}")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


def growth(sizes: list[int], args) -> int:
    """Each check's CPU seconds at every size (one fresh interpreter per size) and the growth factor.

    Linear growth means the factor equals the size ratio: 10.0 from 10k to 100k chunks. A
    factor well above the size ratio (say 16 for 10x) is a check growing faster than linearly.
    """
    runs = []
    for n in sizes:
        print(f"{n:,} chunks ...", file=sys.stderr, flush=True)
        runs.append(run_tree(ROOT, argparse.Namespace(**{**vars(args), "n": n})))
    ids = list(dict.fromkeys(cid for r in runs for cid in r["checks"]))
    head = "".join(f"{f'{n:,} cpu s':>14}" for n in sizes)
    steps = "".join(f"{f'x{sizes[k + 1] / sizes[k]:g} growth':>14}" for k in range(len(sizes) - 1))
    print(f"{'check':<16}{head}{steps}")
    for cid in ids:
        cpu = [r["checks"].get(cid, {}).get("cpu") for r in runs]
        cells = "".join(f"{'-' if c is None else f'{c:.2f}':>14}" for c in cpu)
        factors = "".join(f"{f'{b / a:.1f}' if a and b else '-':>14}" for a, b in zip(cpu, cpu[1:], strict=False))
        print(f"{cid:<16}{cells}{factors}")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (CPU seconds; wall time swings with load)")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=10_000, help="chunks to synthesise (default 10000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated check ids to time (default: all)")
    ap.add_argument("--skip", default="", help="comma-separated check ids not to time")
    ap.add_argument("--exact-all", choices=("auto", "yes", "no"), default="auto",
                    help="all-pairs exact Jaccard for ground truth (auto: when n <= 20000)")
    ap.add_argument("--old", metavar="COMMIT", help="time that commit's code side by side with this tree's")
    ap.add_argument("--rounds", type=int, default=1, help="with --old: alternate old/new this many times, keep min")
    ap.add_argument("--code-root", type=Path, help="time the code of this checkout (used by --old)")
    ap.add_argument("--growth", default="", metavar="N,N,...",
                    help="time every check at each size (e.g. 10000,100000) and print the growth factors")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    args = ap.parse_args(argv)

    if args.growth:
        return growth([int(x) for x in args.growth.split(",")], args)
    if args.old:
        return compare_with(args.old, args)
    if args.code_root:
        use_code_root(args.code_root)
    if args.format == "json":
        print(json.dumps(run_suite(args, say=lambda *a, **k: None)))
    else:
        run_suite(args, say=print)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
