"""The learned scorer of the ``injection`` check: a logistic regression over hashed word and character n-grams.

Features of a text (:func:`features`): the text is NFKC-normalised and lower-cased, cut into tokens (runs of
letters or digits, and runs of up to three punctuation marks); a token of a script written without spaces
(Chinese, Japanese, Korean, Thai) is cut into its characters. Each token, each pair of neighbouring tokens, and
each token's character trigrams are hashed with CRC-32 into ``2**bits`` buckets; a text's vector is the set of
its buckets, L2-normalised. The model is one weight per bucket and a bias: ``score = sigmoid(bias + sum(w) /
sqrt(n))``.

A model is two files side by side: ``NAME.json`` (bits, bias, threshold, and how it was trained: data
sources, their versions and licences, seed, figures) and ``NAME.bin`` (the weights, little-endian float32).
``scripts/train_injection.py`` writes them; the package ships ``ingest_checks/data/injection_model.*``.
Loading needs no third-party library (the weights are read with :mod:`array`), and scoring is plain Python.
"""

from __future__ import annotations

import functools
import json
import math
import re
import sys
import unicodedata
import zlib
from array import array
from dataclasses import dataclass
from pathlib import Path

BUILTIN = Path(__file__).resolve().parent / "data" / "injection_model.json"
_TOKEN = re.compile(r"\w+|[^\w\s]{1,3}")
_NO_SPACES = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def tokens(text: str) -> list[str]:
    """The tokens of ``text`` (see the module rules)."""
    out = []
    for tok in _TOKEN.findall(unicodedata.normalize("NFKC", text).lower()):
        if _NO_SPACES.search(tok):
            out.extend(tok)
        else:
            out.append(tok)
    return out


def features(text: str, bits: int) -> list[int]:
    """The sorted hash buckets of ``text``'s tokens, token pairs and character trigrams."""
    mask = (1 << bits) - 1
    crc = zlib.crc32
    toks = tokens(text)
    found = set()
    prev = ""
    for tok in toks:
        b = tok.encode("utf-8")
        found.add(crc(b) & mask)
        if prev:
            found.add(crc(prev + b" " + b) & mask)
        if len(tok) > 4:
            for i in range(len(b) - 2):
                found.add(crc(b"#" + b[i:i + 3]) & mask)
        prev = b
    return sorted(found)


@dataclass(frozen=True)
class Model:
    """A loaded scorer: its weights, bias, default threshold and training record."""

    bits: int
    bias: float
    threshold: float
    weights: array
    meta: dict

    @property
    def alone_threshold(self) -> float:
        """The score at which the model alone convicts a window (``learned``); older records: ``threshold``."""
        return float(self.meta.get("alone_threshold", self.threshold))

    def score(self, text: str) -> float:
        """The probability that ``text`` carries an injection, in [0, 1]."""
        feats = features(text, self.bits)
        if not feats:
            return 0.0
        w = self.weights
        z = self.bias + sum(w[f] for f in feats) / math.sqrt(len(feats))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


class ModelError(ValueError):
    """A model file is missing or unreadable."""


@functools.lru_cache(maxsize=4)
def load_model(spec: str) -> Model:
    """``spec``: ``"builtin"`` or the path of a ``.json`` model record (its ``.bin`` weights beside it)."""
    path = BUILTIN if spec == "builtin" else Path(spec)
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
        weights = array("f")
        weights.frombytes(path.with_suffix(".bin").read_bytes())
    except (OSError, ValueError) as exc:
        raise ModelError(f"injection model {spec!r} cannot be read ({exc}); train one with scripts/train_injection.py "
                         "or set checks.injection.model: off") from None
    if sys.byteorder != "little":
        weights.byteswap()
    if len(weights) != 1 << meta["bits"]:
        raise ModelError(f"injection model {spec!r}: {len(weights)} weights, expected 2**{meta['bits']}; retrain it")
    return Model(meta["bits"], float(meta["bias"]), float(meta["threshold"]), weights, meta)
