"""Fast MinHash + LSH engine shared by the ``near_duplicate`` and ``eval_leak`` checks.

Text is normalised (NFKC, case-folded, punctuation and whitespace folded, spaces next
to CJK characters dropped) and cut into character k-gram shingles, which works for
Chinese as well as for English. Shingles are hashed with numpy (a rolling polynomial
hash over code points, then a 64-bit avalanche, folded to 32 bits), so no Python loop
runs per shingle.

Signatures are exactly what ``datasketch.MinHash(scheme="affine32")`` computes with
``update_batch`` when its ``hashfunc`` is the same shingle hash in pure Python (a test asserts this):
the same MurmurHash3 pre-mix and the same affine permutations, taken from a real
``datasketch.MinHash``. They are wrapped in ``datasketch.LeanMinHash`` objects and
indexed in a real ``datasketch.MinHashLSH``. Many documents are hashed in one numpy
block and reduced with ``np.minimum.reduceat``.

Candidates from the LSH are verified with the exact Jaccard of the (sorted, unique)
32-bit shingle-hash sets, which are kept as compact numpy arrays (about 2.4 KB per
600-character chunk), not as Python sets.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_FOLD_RE = re.compile(r"[\W_]+")
#: the fullwidth forms of Chinese text's common punctuation (U+FF01-FF5E: NFKC maps each to ASCII, minus 0xFEE0)
_FULLWIDTH = "，：；（）！？"
_CJK_SPACE_RE = re.compile(rf"(?<=[{_CJK}]) | (?=[{_CJK}])")
#: one eval "unit": a single CJK character, or a run of other word characters (a word)
UNIT_RE = re.compile(rf"[{_CJK}]|[^\W{_CJK}_]+")

_POLY = 0x100000001B3  # FNV-64 prime, odd: the rolling-hash multiplier
_FMIX64 = (33, 0xFF51AFD7ED558CCD, 33, 0xC4CEB9FE1A85EC53, 33)
_FMIX32 = (16, 0x85EBCA6B, 13, 0xC2B2AE35, 16)


def normalize(text: str) -> str:
    """Normalise text for shingling: NFKC, casefold, punctuation/whitespace → one space.

    Spaces next to CJK characters are removed, so ``退款 规则`` and ``退款规则`` (a line
    break inserted by a PDF extractor) normalise to the same string.
    """
    if not unicodedata.is_normalized("NFKC", text):  # the quick check is ~100x cheaper
        # Chinese punctuation is mostly fullwidth forms, whose NFKC is one ASCII character: swapping them first
        # leaves the decomposition, so the result, unchanged, and most Chinese text then needs no NFKC pass
        for char in _FULLWIDTH:  # (20 times cheaper than the pass on the bench's Chinese chunks)
            text = text.replace(char, chr(ord(char) - 0xFEE0))
        if not unicodedata.is_normalized("NFKC", text):
            text = unicodedata.normalize("NFKC", text)
    text = text.casefold()
    text = _FOLD_RE.sub(" ", text).strip()
    return _CJK_SPACE_RE.sub("", text)


def text_digest(normalized: str) -> str:
    """A short stable digest of normalised text; equal digests mean exact duplicates."""
    return hashlib.blake2b(normalized.encode("utf-8"), digest_size=12).hexdigest()


def _fmix64(h):
    s1, m1, s2, m2, s3 = _FMIX64
    import numpy as np

    h = h ^ (h >> np.uint64(s1))
    h = h * np.uint64(m1)
    h = h ^ (h >> np.uint64(s2))
    h = h * np.uint64(m2)
    return h ^ (h >> np.uint64(s3))


def rolling_hashes(codes: np.ndarray, k: int) -> np.ndarray:
    """64-bit hashes of every window of ``k`` consecutive values in ``codes``.

    Args:
        codes: a 1-d integer array (code points, or unit ids).
        k: the window length.

    Returns:
        ``uint64`` array of length ``len(codes) - k + 1`` (empty when shorter than ``k``).
    """
    import numpy as np

    codes = codes.astype(np.uint64, copy=False)
    n = len(codes) - k + 1
    if n <= 0:
        return np.empty(0, dtype=np.uint64)
    poly = np.uint64(_POLY)
    with np.errstate(over="ignore"):
        h = codes[:n].copy()
        for j in range(1, k):
            h *= poly
            h += codes[j : j + n]
        return _fmix64(h)


_POWERS: dict[str, np.ndarray] = {}


def _powers(n: int) -> tuple[np.ndarray, np.ndarray]:
    """``POLY**i`` and ``POLY**-i`` (mod 2**64) for i in 0..n, grown by doubling and kept for the process."""
    import numpy as np

    if len(_POWERS.get("pow", ())) <= n:
        size = max(1024, 2 * (n + 1))
        inverse = pow(_POLY, -1, 1 << 64)  # POLY is odd, so invertible mod 2**64
        for key, base in (("pow", _POLY), ("inv", inverse)):
            steps = np.full(size, base, dtype=np.uint64)
            steps[0] = 1
            _POWERS[key] = np.cumprod(steps, dtype=np.uint64)  # integer arrays wrap mod 2**64
    return _POWERS["pow"], _POWERS["inv"]


def prefix_hashes(codes: np.ndarray) -> np.ndarray:
    """Prefix sums of :func:`rolling_hashes`'s polynomial: the hash of ``codes[a:a+k]`` before its final mix is
    ``P[a+k] - P[a] * POLY**k`` (:func:`window_hashes`), for every ``a`` and ``k`` from one array of ``n + 1``."""
    import numpy as np

    c = codes.astype(np.uint64, copy=False)
    n = len(c)
    pw, inv = _powers(n)
    prefix = np.zeros(n + 1, dtype=np.uint64)
    prefix[1:] = np.cumsum(c * inv[1:n + 1], dtype=np.uint64) * pw[1:n + 1]
    return prefix


def window_hashes(prefix: np.ndarray, k: int, starts: np.ndarray | None = None) -> np.ndarray:
    """The unmixed hashes of the windows of ``k`` values (all of them, or those at ``starts``) from
    :func:`prefix_hashes`; ``_fmix64`` of them equals :func:`rolling_hashes` (a test asserts it)."""
    import numpy as np

    pw, _ = _powers(len(prefix))
    if starts is None:
        return prefix[k:] - prefix[: len(prefix) - k] * pw[k] if k < len(prefix) else np.empty(0, dtype=np.uint64)
    return prefix[starts + k] - prefix[starts] * pw[k]


def shingle_hashes(normalized: str, k: int = 5) -> np.ndarray:
    """32-bit hashes of the character k-gram shingles of ``normalized``, in text order.

    A non-empty text shorter than ``k`` is one shingle (the whole text).
    """
    import numpy as np

    if not normalized:
        return np.empty(0, dtype=np.uint32)
    codes = np.frombuffer(normalized.encode("utf-32-le"), dtype=np.uint32)
    kk = min(k, len(codes))
    h = rolling_hashes(codes, kk)
    return ((h >> np.uint64(32)) ^ h).astype(np.uint32)


def sorted_unique(values: np.ndarray) -> np.ndarray:
    """``np.unique`` by sorting (several times faster than numpy's hash-based unique here)."""
    import numpy as np

    if len(values) < 2:
        return values.copy()
    a = np.sort(values)
    keep = np.empty(len(a), dtype=bool)
    keep[0] = True
    np.not_equal(a[1:], a[:-1], out=keep[1:])
    return a[keep]


def shingle_set(normalized: str, k: int = 5) -> np.ndarray:
    """Sorted unique 32-bit shingle hashes: the document's shingle set."""
    return sorted_unique(shingle_hashes(normalized, k))


def exact_jaccard(a: np.ndarray, b: np.ndarray) -> float:
    """Exact Jaccard of two sorted-unique hash arrays (0.0 when both are empty)."""
    import numpy as np

    if len(a) == 0 and len(b) == 0:
        return 0.0
    inter = len(np.intersect1d(a, b, assume_unique=True))
    return inter / (len(a) + len(b) - inter)


class MinHasher:
    """Vectorised MinHash signatures that are bit-identical to ``datasketch`` ``affine32``.

    Args:
        num_perm: number of permutations (signature length).
        seed: permutation seed (as in ``datasketch.MinHash``).
    """

    #: rows (shingles x documents) hashed in one numpy block; bounds temporary memory.
    block_rows = 4096

    def __init__(self, num_perm: int = 128, seed: int = 1) -> None:
        import numpy as np
        from datasketch import MinHash

        proto = MinHash(num_perm=num_perm, seed=seed, scheme="affine32")
        a, b = proto.permutations
        self.num_perm = num_perm
        self.seed = seed
        self._a = np.asarray(a, dtype=np.uint32)[:, None]
        self._b = np.asarray(b, dtype=np.uint32)[:, None]
        self._empty = np.asarray(proto.hashvalues, dtype=np.uint32)

    def _permute_min(self, hashes: np.ndarray, offsets: np.ndarray) -> np.ndarray:
        import numpy as np

        s1, m1, s2, m2, s3 = (np.uint32(x) for x in _FMIX32)
        with np.errstate(over="ignore"):
            h = hashes ^ (hashes >> s1)
            h = h * m1
            h = h ^ (h >> s2)
            h = h * m2
            h = (h ^ (h >> s3))[None, :]
            phv = self._a * h  # (num_perm, rows): reduceat along rows is cache friendly
            phv += self._b
        return np.minimum.reduceat(phv, offsets, axis=1).T

    def signatures(self, hash_arrays: list[np.ndarray]) -> np.ndarray:
        """MinHash signatures of many shingle-hash arrays at once.

        Args:
            hash_arrays: one ``uint32`` array of shingle hashes per document.

        Returns:
            ``(len(hash_arrays), num_perm)`` ``uint32`` array; an empty input array gets
            datasketch's empty signature (all max values).
        """
        import numpy as np

        out = np.empty((len(hash_arrays), self.num_perm), dtype=np.uint32)
        out[:] = self._empty
        block: list[int] = []
        rows = 0

        def flush() -> None:
            if not block:
                return
            arrays = [hash_arrays[i] for i in block]
            sizes = np.fromiter((len(x) for x in arrays), dtype=np.int64, count=len(arrays))
            offsets = np.concatenate(([0], np.cumsum(sizes)[:-1]))
            out[block] = self._permute_min(np.concatenate(arrays), offsets)

        for i, arr in enumerate(hash_arrays):
            n = len(arr)
            if n == 0:
                continue
            if n > self.block_rows:  # a long document alone, in slices
                sig = self._empty.copy()
                for start in range(0, n, self.block_rows):
                    part = arr[start : start + self.block_rows]
                    sig = np.minimum(sig, self._permute_min(part, np.array([0]))[0])
                out[i] = sig
                continue
            if rows + n > self.block_rows:
                flush()
                block, rows = [], 0
            block.append(i)
            rows += n
        flush()
        return out

    def lean(self, signature: np.ndarray):
        """Wrap one signature row in a ``datasketch.LeanMinHash``."""
        from datasketch import LeanMinHash

        return LeanMinHash(seed=self.seed, hashvalues=signature, scheme="affine32")


@dataclass
class Sketch:
    """One text's dedup sketch: digest of the normalised text, shingle set, MinHash."""

    digest: str
    shingles: np.ndarray  # sorted unique uint32 shingle hashes
    minhash: object  # datasketch.LeanMinHash

    @property
    def empty(self) -> bool:
        return len(self.shingles) == 0


def sketch_texts(texts: list[str], hasher: MinHasher, shingle_size: int = 5) -> list[Sketch]:
    """Normalise, shingle and MinHash many texts (vectorised).

    Args:
        texts: raw texts.
        hasher: the shared :class:`MinHasher` (fixes num_perm and seed).
        shingle_size: characters per shingle.

    Returns:
        One :class:`Sketch` per text, in order.
    """
    norms = [normalize(t) for t in texts]
    sets = [shingle_set(n, shingle_size) for n in norms]
    sigs = hasher.signatures(sets)
    return [Sketch(text_digest(n), s, hasher.lean(sig)) for n, s, sig in zip(norms, sets, sigs, strict=True)]


@dataclass
class SketchTable:
    """Dedup sketches of many texts in flat numpy arrays (no Python object per text).

    Text ``i`` has the digest ``digests[i]`` (12 bytes of blake2b over the normalised text),
    the MinHash signature ``signatures[i]`` (``num_perm`` ``uint32``) and ``sizes[i]`` distinct
    shingles: ``4 * num_perm + 16`` bytes per text. Shingle sets are not kept for every text:
    :meth:`shingle_set` computes one from ``texts[i]`` when a candidate pair needs it (and keeps
    it), so memory grows with the corpus by the signatures alone, plus the candidates' sets.
    """

    digests: np.ndarray  # (n,) dtype S12
    signatures: np.ndarray  # (n, num_perm) uint32
    sizes: np.ndarray  # (n,) int64
    texts: Sequence[str]
    shingle_size: int = 5
    _sets: dict[int, np.ndarray] = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return len(self.digests)

    def shingle_set(self, i: int) -> np.ndarray:
        """The sorted unique shingle hashes of text ``i`` (computed on first use)."""
        if i not in self._sets:
            self._sets[i] = shingle_set(normalize(self.texts[i]), self.shingle_size)
        return self._sets[i]

    def empty(self) -> np.ndarray:
        """Boolean mask of texts without any shingle (empty after normalisation)."""
        return self.sizes == 0

    def jaccard(self, i: int, j: int) -> float:
        """Exact Jaccard of the shingle sets of texts ``i`` and ``j``."""
        return exact_jaccard(self.shingle_set(i), self.shingle_set(j))

    def estimate(self, i: int, j: int) -> float:
        """MinHash estimate of the Jaccard (share of equal signature values, as ``datasketch``)."""
        import numpy as np

        return float(np.count_nonzero(self.signatures[i] == self.signatures[j]) / self.signatures.shape[1])


def sketch_table(texts: Sequence[str], hasher: MinHasher, shingle_size: int = 5, block: int = 2048) -> SketchTable:
    """Normalise, shingle and MinHash many texts into one :class:`SketchTable`, in blocks of ``block`` texts.

    Only one block's shingle sets exist at a time, so temporary memory does not grow with the corpus.
    """
    import numpy as np

    digests = np.empty(len(texts), dtype="S12")
    sizes = np.empty(len(texts), dtype=np.int64)
    signatures = np.empty((len(texts), hasher.num_perm), dtype=np.uint32)
    for start in range(0, len(texts), block):
        sets = []
        for k, text in enumerate(texts[start : start + block], start):
            norm = normalize(text)
            digests[k] = hashlib.blake2b(norm.encode("utf-8"), digest_size=12).digest()
            sets.append(shingle_set(norm, shingle_size))
            sizes[k] = len(sets[-1])
        signatures[start : start + len(sets)] = hasher.signatures(sets)
    return SketchTable(digests, signatures, sizes, texts=texts, shingle_size=shingle_size)


def banded_candidates(signatures: np.ndarray, rows: np.ndarray, groups: np.ndarray, threshold: float,
                      num_perm: int) -> np.ndarray:
    """Candidate pairs of an LSH banded for ``threshold``: pairs sharing a bucket in any band.

    Two rows share a bucket of band ``k`` exactly when they are in the same ``group`` (e.g. an
    audience partition) and their signatures agree on every value of the band (columns ``k * r``
    to ``k * r + r``): a group-by on the bytes of ``(group, band values)``. This is the bucket
    equality of ``datasketch.MinHashLSH``, whose hash tables are keyed by the bytes of the same
    signature slices. Rows are positions in ``rows`` (not signature row numbers).

    Returns:
        sorted unique pair codes ``i * 2**32 + j`` (``i < j``; decode with :func:`decode_pairs`).
    """
    import numpy as np

    bands, r = lsh_params(threshold, num_perm)
    keys = np.empty((len(rows), r + 1), dtype=np.uint32)
    keys[:, 0] = groups
    found = [np.empty(0, dtype=np.int64)]
    for band in range(bands):
        keys[:, 1:] = signatures[rows, band * r : band * r + r]
        _, inverse, counts = np.unique(keys.view(np.dtype((np.void, 4 * (r + 1)))).ravel(), return_inverse=True,
                                       return_counts=True)
        shared = counts[inverse] > 1
        if not shared.any():
            continue
        pos = np.nonzero(shared)[0]
        order = pos[np.argsort(inverse[pos], kind="stable")]  # by bucket, ascending inside each
        bounds = np.nonzero(np.diff(inverse[order]))[0] + 1
        for members in np.split(order.astype(np.int64), bounds):
            a, b = np.triu_indices(len(members), k=1)
            found.append((members[a] << 32) | members[b])
    return np.unique(np.concatenate(found))


def decode_pairs(codes: np.ndarray) -> np.ndarray:
    """``(k, 2)`` ``int64`` pairs from the codes of :func:`banded_candidates`."""
    import numpy as np

    codes = np.asarray(codes, dtype=np.int64)
    return np.stack([codes >> 32, codes & 0xFFFFFFFF], axis=1) if len(codes) else np.empty((0, 2), np.int64)


#: datasketch's (false positive, false negative) weights for choosing bands and rows. Every
#: candidate pair is verified exactly, so a false positive costs one Jaccard; a false
#: negative is a missed duplicate. With 128 permutations banded for 0.7, the default (0.5,
#: 0.5) gives 14 bands of 9 rows, which misses 13 % of the pairs at Jaccard 0.8 and 0.1 % at
#: 0.9 (one planted pair of 4,932 in the 1M scale run, at 0.899); (0.2, 0.8) gives 18 of 7:
#: 1.5 % at 0.8, 0.001 % at 0.9.
LSH_WEIGHTS = (0.2, 0.8)


@lru_cache(maxsize=32)
def lsh_params(threshold: float, num_perm: int) -> tuple[int, int]:
    """datasketch's optimal (bands, rows) for a threshold, weighted for recall (:data:`LSH_WEIGHTS`)."""
    from datasketch import MinHashLSH

    lsh = MinHashLSH(threshold=threshold, num_perm=num_perm, weights=LSH_WEIGHTS)
    return lsh.b, lsh.r


def candidate_threshold(threshold: float) -> float:
    """The LSH banding threshold used to find candidates for a verify threshold.

    Banding at the verify threshold itself misses about a fifth of the true pairs near
    the line (measured: R 0.80 at 0.8); banding 0.1 lower and verifying exactly keeps
    precision and lifts recall (measured: P 1.0, R 0.98).
    """
    return max(0.3, round(threshold - 0.1, 3))


def build_lsh(sketches: list[Sketch], keys: list, threshold: float, num_perm: int):
    """Insert sketches into a real ``datasketch.MinHashLSH`` banded for ``threshold``."""
    from datasketch import MinHashLSH

    lsh = MinHashLSH(num_perm=num_perm, params=lsh_params(threshold, num_perm))
    with lsh.insertion_session() as session:
        for key, sk in zip(keys, sketches, strict=True):
            if not sk.empty:
                session.insert(key, sk.minhash, check_duplication=False)
    return lsh


def similar_pairs(sketches: list[Sketch], threshold: float, num_perm: int) -> Iterator[tuple[int, int, float]]:
    """Pairs ``(i, j, jaccard)`` with ``i < j`` and exact Jaccard >= ``threshold``, in a stable order.

    LSH (banded at :func:`candidate_threshold`) proposes candidates; each candidate is
    verified with the exact Jaccard of the shingle sets.
    """
    lsh = build_lsh(sketches, list(range(len(sketches))), candidate_threshold(threshold), num_perm)
    candidates: set[tuple[int, int]] = set()
    for table in lsh.hashtables:  # every bucket shared by 2+ keys: cheaper than one query per key
        for bucket in table.keys():
            members = table.get(bucket)
            if len(members) > 1:
                ordered = sorted(members)
                candidates.update((a, b) for n, a in enumerate(ordered) for b in ordered[n + 1 :])
    for i, j in sorted(candidates):
        jac = exact_jaccard(sketches[i].shingles, sketches[j].shingles)
        if jac >= threshold:
            yield i, j, jac
