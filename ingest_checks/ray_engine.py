"""The Ray Data engine of ``kbgate ingest --engine ray``: the same checks, distributed, the same report.

Ray is imported only here, only when this engine is chosen (``pip install 'kbgate[ray]'``).
kbgate schedules nothing itself: every step is a Ray Data operation, and Ray runs it on
the cluster at ``--ray-address`` (or starts a local one). What runs where:

1. **Load and document checks** (a ``map_batches`` over manifest record numbers): each
   worker loads and chunks its documents exactly as :func:`kbgate.corpus.load_corpus` does
   and runs every document-scope check on them through
   :func:`ingest_checks.runner.run_safely`, so a check that raises on a document gives it a
   ``CHECK_FAILED`` finding (and the quarantine), as locally. The same map step computes the
   ``near_duplicate`` sketches (digest, shingle count, MinHash signature in numpy arrays) and
   runs ``eval_leak`` on the batch with the broadcast eval cases (``ray.put``): the check's
   own function, which judges every document on its own.
2. **near_duplicate**: exact-text groups per audience partition (on the driver, from the
   digests); LSH banding as a Ray ``groupby`` (sharded by a stable hash) on the band keys of
   :func:`ingest_checks.minhash.band_keys` (bucket equality is exactly that of
   ``datasketch.MinHashLSH``); exact Jaccard verification of the candidate pairs as a
   ``map_batches`` with the candidates' texts broadcast (workers build their shingle sets); then the same :func:`cluster` and
   :func:`cluster_findings` as the local engine. Comparisons against the live index run on
   the driver with the local function.
3. **freshness**: a ``groupby`` on ``doc_id`` (sharded by a stable hash of it). A shard also
   receives the records of documents that list one of its versions in ``supersedes`` (links
   may cross ``doc_id`` s), and keeps only the findings about its own documents, so each
   finding is the local one.
4. **schema**: the chunk table (built on the driver; it never holds chunk text) is cut into
   blocks of :data:`SCHEMA_BATCH` rows that keep their whole-table row positions, and a
   ``map_batches`` with a callable class (each worker builds its GX context once) runs the
   suite on each block. ``chunk_id`` uniqueness spans the corpus, so a Ray ``groupby`` on
   ``chunk_id`` counts the ids; those occurring more than once go with the batch results to
   :func:`ingest_checks.schema.merge_results`, which merges them on the driver into the
   whole-table result. The findings come from the local function on that result.

The result goes through :func:`ingest_checks.runner.decide_states`, like the local engine's:
the same findings, states and chunks (the order of ``freshness`` findings may differ). A task
whose worker dies is re-run by Ray Data (its tasks retry system failures, ``max_retries=-1``);
conservation is checked on the driver.
"""

from __future__ import annotations

import concurrent.futures
import datetime as dt
import json
import logging
import pickle
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kbgate.errors import KbgateError

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np
    import pandas as pd

    from ingest_checks.registry import CheckOutput
    from ingest_checks.runner import CheckPlan, IngestResult
    from kbgate.models import Document, Finding

INSTALL_HINT = "pip install 'kbgate[ray]'"
#: documents per load-and-check task
LOAD_BATCH = 64
#: rows per banding / verification task
PAIR_BATCH = 20_000
#: chunk-table rows per schema validation task
SCHEMA_BATCH = 5_000


def import_ray():
    """``ray`` with Ray Data, or a :class:`KbgateError` naming the extra to install."""
    try:
        import ray
        import ray.data  # noqa: F401
    except ImportError:
        raise KbgateError(f"--engine ray needs Ray Data, which is not installed; run: {INSTALL_HINT}") from None
    return ray


def connect(address: str | None = None):
    """Join the Ray cluster at ``address`` (a new local one without it) unless already connected."""
    ray = import_ray()
    if not ray.is_initialized():
        try:
            ray.init(address=address, include_dashboard=False, log_to_driver=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise KbgateError(f"cannot connect to the Ray cluster at '{address}' ({exc}); check --ray-address "
                              "(e.g. ray://head:10001 or auto) or leave it out to start Ray locally") from None
    logging.getLogger("ray.data").setLevel(logging.WARNING)  # no per-dataset INFO lines on the terminal
    data_ctx = ray.data.DataContext.get_current()
    data_ctx.enable_progress_bars = False
    data_ctx.enable_operator_progress_bars = False
    return ray


_BROADCAST: dict[str, Any] = {}


def _broadcast(ref_box: list) -> Any:
    """The object of a broadcast ref (``[ref]``), deserialised once per worker process (the last four kept)."""
    import ray

    key = ref_box[0].hex()
    if key not in _BROADCAST:
        while len(_BROADCAST) >= 4:
            _BROADCAST.pop(next(iter(_BROADCAST)))
        _BROADCAST[key] = ray.get(ref_box[0])
    return _BROADCAST[key]


def _cpus(ray) -> int:
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


@dataclass
class _Setup:
    """What every load-and-check task needs, broadcast once with ``ray.put``."""

    root: Path
    records: list  # ManifestRecord, by number
    policy: Any
    run_id: str
    plan: CheckPlan  # its context holds the eval cases, not the live chunks
    near_dup: Any  # NearDuplicateParams or None
    eval_leak: Any  # the eval_leak Check or None


def _load(setup: _Setup, record) -> Document:
    """One document, loaded and chunked with the corpus loader's own function."""
    from kbgate.corpus.load import load_document

    return load_document(setup.root, record, setup.policy, setup.policy.limits, setup.run_id)


def _load_and_check(batch: dict[str, np.ndarray], setup_ref) -> dict[str, np.ndarray]:
    """Map step: load a batch of documents, run the document checks, sketch and scan for eval leaks.

    A :class:`KbgateError` (a configuration or input error, which stops a local run) comes back
    pickled in the ``fatal`` column, so the driver raises it with its message (Ray would keep
    only its text).
    """
    import numpy as np

    setup: _Setup = _broadcast(setup_ref)
    ids = np.asarray(batch["id"], dtype=np.int64)
    try:
        out, fatal = _check_batch(setup, ids), b""
    except KbgateError as exc:
        out, fatal = _check_batch(setup, ids[:0]), pickle.dumps(exc)
        out = {k: np.resize(v, (len(ids), *v.shape[1:])) for k, v in out.items()}
        out["i"] = ids
    out["fatal"] = np.array([fatal] * len(ids), dtype=object)
    return out


def _check_batch(setup: _Setup, ids: np.ndarray) -> dict[str, np.ndarray]:
    import numpy as np

    from ingest_checks import minhash
    from ingest_checks.runner import run_safely

    plan = setup.plan
    docs = [_load(setup, setup.records[int(i)]) for i in ids]
    findings = [[f for check in plan.document_checks
                 for f in run_safely(check, plan.params[check.id], doc, plan.ctx, [doc]).findings] for doc in docs]
    loaded = [k for k, d in enumerate(docs) if d.load_error is None]
    leaks: list[list] = [[] for _ in docs]
    leak_error = ""
    if setup.eval_leak is not None and loaded:
        try:
            for f in setup.eval_leak.run([docs[k] for k in loaded], plan.params["eval_leak"], plan.ctx).findings:
                leaks[next(k for k in loaded if docs[k].key == f.doc_key)].append(f)
        except KbgateError:
            raise
        except Exception as exc:  # noqa: BLE001 - reported on the driver as CHECK_FAILED, as locally
            leak_error = f"{type(exc).__name__}: {exc}"
    out = {
        "i": ids,
        "doc": np.array([pickle.dumps(d) for d in docs], dtype=object),
        "findings": np.array([pickle.dumps(f) for f in findings], dtype=object),
        "leaks": np.array([pickle.dumps(f) for f in leaks], dtype=object),
        "leak_error": np.array([leak_error] * len(docs), dtype=object),
    }
    if setup.near_dup is not None:
        params = setup.near_dup
        digests, out["sig"], out["size"] = minhash.sketch_arrays(
            [d.text if d.load_error is None else "" for d in docs], minhash.MinHasher(params.num_perm),
            params.shingle_size)
        out["digest"] = np.array(digests.tolist(), dtype=object)
    return out


def _shard(key: bytes, shards: int) -> int:
    """Stable shard of a group-by key (the same in every process)."""
    return zlib.crc32(key) % shards


def _band_rows(batch: dict[str, np.ndarray], reps_ref, bands: int, r: int, shards: int) -> dict[str, np.ndarray]:
    """Map step of the banding: one row per (group representative, band) with its exact bucket key.

    The key is the bytes of (band, partition, band values); ``shard`` spreads the keys over the
    group-by's shards, and a shard finds its buckets by exact key equality.
    """
    import numpy as np

    from ingest_checks import minhash

    signatures, partition = _broadcast(reps_ref)
    rows = np.asarray(batch["id"], dtype=np.int64)
    keys = [band.to_bytes(4, "little") + k.tobytes() for band in range(bands)
            for k in minhash.band_keys(signatures, rows, partition[rows], band, r)]
    return {"shard": np.array([_shard(k, shards) for k in keys], dtype=np.int64),
            "key": np.array(keys, dtype=object), "g": np.tile(rows, bands)}


def _buckets(shard: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Group-by step: the buckets of one shard (rows with equal keys), and every pair of each bucket."""
    import numpy as np

    from ingest_checks import minhash

    members: dict[bytes, list[int]] = {}
    for key, g in zip(shard["key"].tolist(), shard["g"].tolist(), strict=True):
        members.setdefault(key, []).append(g)
    pairs = [minhash.bucket_pairs(np.array(m)) for m in members.values() if len(m) > 1]
    return {"code": np.concatenate(pairs) if pairs else np.empty(0, dtype=np.int64)}


def _shards(ray, rows: int) -> int:
    """Group-by shards: a few per CPU, and enough to keep each under about 50k rows."""
    return max(2 * _cpus(ray), rows // 50_000 + 1)


def _verify(batch: dict[str, np.ndarray], texts_ref, threshold: float, shingle_size: int) -> dict[str, np.ndarray]:
    """Map step: exact Jaccard of each candidate pair of group representatives (sets built from the texts)."""
    import numpy as np

    from ingest_checks import minhash

    texts = _broadcast(texts_ref)  # group position -> text, for the groups in a candidate pair
    sets: dict[int, np.ndarray] = {}

    def shingles(g: int) -> np.ndarray:
        if g not in sets:
            sets[g] = minhash.shingle_set(minhash.normalize(texts[g]), shingle_size)
        return sets[g]

    ok = [minhash.exact_jaccard(shingles(a), shingles(b)) >= threshold
          for a, b in minhash.decode_pairs(batch["code"]).tolist()]
    return {"code": batch["code"], "ok": np.array(ok, dtype=bool)}


def _near_duplicates(ray, docs: list[Document], table, params, ctx) -> list[Finding]:
    """Stages 2-5 of ``near_duplicate``: exact groups, banding group-by, verification map, clusters."""
    import numpy as np

    from ingest_checks import duplicates, minhash

    exact = duplicates.exact_groups(docs, table, duplicates.partition_ids(docs))
    candidates = np.empty(0, dtype=np.int64)
    verified: set[int] = set()
    if len(exact.groups) > 1:
        bands, r = minhash.lsh_params(minhash.candidate_threshold(params.threshold), params.num_perm)
        reps_ref = ray.put((table.signatures[exact.reps], exact.partition))
        shards = _shards(ray, len(exact.groups) * bands)
        buckets = (ray.data.range(len(exact.groups))
                   .map_batches(_band_rows, batch_size=PAIR_BATCH // bands + 1,
                                fn_kwargs={"reps_ref": [reps_ref], "bands": bands, "r": r, "shards": shards})
                   .groupby("shard", num_partitions=_cpus(ray))
                   .map_groups(_buckets))
        codes = [b["code"] for b in buckets.iter_batches(batch_format="numpy", batch_size=None)]
        candidates = np.unique(np.concatenate(codes)) if codes else candidates
    if len(candidates):
        pairs = minhash.decode_pairs(candidates)
        texts_ref = ray.put({g: table.texts[int(exact.reps[g])] for g in np.unique(pairs).tolist()})
        checked = ray.data.from_numpy(candidates).rename_columns({"data": "code"}).map_batches(
            _verify, batch_size=PAIR_BATCH, fn_kwargs={"texts_ref": [texts_ref], "threshold": params.threshold,
                                                        "shingle_size": params.shingle_size})
        for b in checked.iter_batches(batch_format="numpy", batch_size=None):
            verified.update(b["code"][b["ok"]].tolist())
    clusters = duplicates.cluster(len(docs), exact, candidates,
                                  lambda gi, gj: (gi << 32 | gj) in verified)
    return duplicates.cluster_findings(docs, table, clusters, params, ctx)


def _freshness_rows(docs: list[Document], shards: int) -> list[dict]:
    """One row per document in the shard of its ``doc_id``, and in the shard of each ``doc_id`` it supersedes."""
    rows = []
    for i, d in enumerate(docs):
        rec = pickle.dumps(d.record)
        targets = {d.record.doc_id} | {key.split("@", 1)[0] for key in d.record.supersedes}
        for shard in sorted({_shard(t.encode(), shards) for t in targets}):
            rows.append({"shard": shard, "i": i, "rec": rec})
    return rows


def _freshness_group(group: dict[str, np.ndarray], plan_ref, shards: int) -> dict[str, np.ndarray]:
    """Group-by step: the freshness check on the ``doc_id`` s of one shard, with the documents linking to them.

    The check runs on the shard's documents in corpus order; only findings about documents whose
    ``doc_id`` belongs to the shard are kept. Every version of those ``doc_id`` s and every document
    that supersedes one of them is in the shard, which is all the check looks at for them.
    """
    import numpy as np

    from ingest_checks.freshness import check_freshness
    from kbgate.models import Document

    plan: CheckPlan = _broadcast(plan_ref)
    own = int(group["shard"][0])
    order = np.argsort(group["i"], kind="stable")
    docs = [Document(record=pickle.loads(group["rec"][k]), text="") for k in order]
    try:
        found = [f for f in check_freshness.run(docs, plan.params["freshness"], plan.ctx).findings
                 if _shard(f.doc_id.encode(), shards) == own]
        return {"findings": np.array([pickle.dumps(found)], dtype=object), "error": np.array([""], dtype=object)}
    except Exception as exc:  # noqa: BLE001 - reported on the driver as CHECK_FAILED, as locally
        return {"findings": np.array([pickle.dumps([])], dtype=object),
                "error": np.array([f"{type(exc).__name__}: {exc}"], dtype=object)}


def _freshness(ray, docs: list[Document], plan: CheckPlan, plan_ref) -> tuple[list[Finding], str]:
    """``freshness`` as a group-by on ``doc_id`` (sharded); returns the findings and the first error ("" if none)."""
    if not docs:
        return [], ""
    shards = _shards(ray, len(docs))
    out = (ray.data.from_items(_freshness_rows(docs, shards))
           .groupby("shard", num_partitions=_cpus(ray))
           .map_groups(_freshness_group, fn_kwargs={"plan_ref": [plan_ref], "shards": shards}))
    findings, errors = [], []
    for b in out.iter_batches(batch_format="numpy", batch_size=None):
        for blob, err in zip(b["findings"], b["error"], strict=True):
            findings += pickle.loads(blob)
            if err:
                errors.append(err)
    order = {d.key: i for i, d in enumerate(docs)}
    return sorted(findings, key=lambda f: order[f.doc_key]), (sorted(errors)[0] if errors else "")


class _SchemaBatch:
    """Map step of ``schema``, a callable class: each worker builds one GX validator for all its batches.

    A batch is chunk-table rows with their whole-table position in ``row``; the suite runs on
    them indexed by that position, so the result's row positions are whole-table ones. One row
    comes back: the result JSON, or the error (``Type: message``) when the validation raised.
    """

    def __init__(self, params, policy) -> None:
        from ingest_checks.schema import SuiteValidator

        self.validate = SuiteValidator(params, policy)

    def __call__(self, batch: pd.DataFrame) -> dict[str, np.ndarray]:
        import numpy as np

        from ingest_checks.schema import typed_chunk_table

        try:
            frame = typed_chunk_table(batch.drop(columns="row").set_axis(batch["row"].to_numpy(), axis=0))
            result, error = json.dumps(self.validate(frame)), ""
        except Exception as exc:  # noqa: BLE001 - reported on the driver as CHECK_FAILED, as locally
            result, error = "", f"{type(exc).__name__}: {exc}"
        return {"result": np.array([result], dtype=object), "error": np.array([error], dtype=object)}


def _repeated(counts: pd.DataFrame) -> pd.DataFrame:
    """Filter step after the ``chunk_id`` count: the ids occurring more than once."""
    return counts[counts["count()"] > 1]


def _validate_on_ray(ray, frame: pd.DataFrame, params, policy, batch_rows: int = SCHEMA_BATCH) -> dict:
    """``schema``'s validation: the suite per batch on workers, ``chunk_id`` counts by a group-by, merged.

    The table goes to Ray Data in blocks of ``batch_rows`` rows (one batch each), every row with its
    whole-table position. The group-by counts the ids of all blocks together; a null id is no id
    (GX counts it as missing, not as repeated). :func:`ingest_checks.schema.merge_results` merges
    the batch results and the repeated ids into the whole-table result. Raises
    :class:`_ReportedError` with the first worker error (sorted) when a batch failed.
    """
    import numpy as np

    from ingest_checks.schema import merge_results

    table = frame.assign(row=np.arange(len(frame)))
    blocks = [table.iloc[start:start + batch_rows] for start in range(0, len(table), batch_rows)]
    rows = ray.data.from_pandas(blocks)
    parts = rows.map_batches(_SchemaBatch, batch_size=batch_rows, batch_format="pandas",
                             compute=ray.data.ActorPoolStrategy(min_size=1, max_size=min(len(blocks), _cpus(ray))),
                             fn_constructor_kwargs={"params": params, "policy": policy})
    results, errors = [], []
    for b in parts.iter_batches(batch_format="numpy", batch_size=None):
        for result, error in zip(b["result"], b["error"], strict=True):
            if error:
                errors.append(error)
            else:
                results.append(json.loads(result))
    if errors:
        raise _ReportedError(sorted(errors)[0])
    counts = (rows.select_columns(["chunk_id"]).groupby("chunk_id", num_partitions=_cpus(ray)).count()
              .map_batches(_repeated, batch_format="pandas"))
    repeated = {c for b in counts.iter_batches(batch_format="numpy", batch_size=None)
                for c in b["chunk_id"].tolist() if c is not None}
    return merge_results(results, frame, repeated)


def run_checks_on_ray(corpus_dir: str | Path, policy, *, as_of: dt.date, eval_cases: list[dict] | None = None,
                      live_chunks: list[tuple] | None = None, released: dict[str, str] | None = None,
                      only: list[str] | None = None, address: str | None = None,
                      progress: Callable | None = None) -> IngestResult:
    """Load the corpus and run the policy's checks on Ray Data; the same result as the local engine.

    Args:
        corpus_dir: the corpus directory (documents + manifest); workers read the files from
            this path, so on a cluster it must be visible to every node at the same path.
        policy, as_of, eval_cases, live_chunks, released, only: as
            :func:`ingest_checks.runner.run_checks`.
        address: the Ray cluster (``auto``, ``ray://host:10001``); ``None`` starts Ray locally.
        progress: unused (Ray Data reports progress itself); accepted for a uniform call.

    Returns:
        The :class:`~ingest_checks.runner.IngestResult`, decided by
        :func:`ingest_checks.runner.decide_states`.
    """
    import numpy as np

    from ingest_checks import minhash
    from ingest_checks.runner import decide_states, plan_checks
    from kbgate.corpus.load import Corpus
    from kbgate.corpus.manifest import read_manifest
    from kbgate.runs import new_run_id

    ray = connect(address)
    root = Path(corpus_dir)
    manifest = read_manifest(root)
    corpus = Corpus(root=root, manifest_path=manifest.path, run_id=new_run_id(), rejected=list(manifest.rejected))
    plan = plan_checks(policy, run_id=corpus.run_id, as_of=as_of, eval_cases=eval_cases, live_chunks=live_chunks,
                       only=only)
    by_id = {c.id: c for c in plan.corpus_checks}
    worker_plan = replace(plan, ctx=replace(plan.ctx, live_chunks=[]))
    setup = _Setup(root, [rec for _, rec in manifest.records], policy, corpus.run_id, worker_plan,
                   plan.params["near_duplicate"] if "near_duplicate" in by_id else None, by_id.get("eval_leak"))
    setup_ref = ray.put(setup)
    n = len(setup.records)
    rows = ray.data.range(n, override_num_blocks=max(1, min(n, 4 * _cpus(ray))) if n else 1).map_batches(
        _load_and_check, batch_size=LOAD_BATCH, fn_kwargs={"setup_ref": [setup_ref]})
    docs: list[Any] = [None] * n
    doc_findings: list[list] = [[] for _ in range(n)]
    leak_findings: list[list] = [[] for _ in range(n)]
    leak_errors: set[str] = set()
    sketch_parts: dict[int, tuple] = {}
    for b in rows.iter_batches(batch_format="numpy", batch_size=None):
        if len(b["fatal"]) and b["fatal"][0]:
            raise pickle.loads(b["fatal"][0])
        for k, i in enumerate(b["i"].tolist()):
            docs[i] = pickle.loads(b["doc"][k])
            doc_findings[i] = pickle.loads(b["findings"][k])
            leak_findings[i] = pickle.loads(b["leaks"][k])
            if b["leak_error"][k]:
                leak_errors.add(b["leak_error"][k])
            if "sig" in b:
                sketch_parts[i] = (b["digest"][k], b["sig"][k], b["size"][k])
    corpus.documents = docs
    findings: list[Finding] = [f for fs in doc_findings for f in fs]
    loaded_idx = [i for i, d in enumerate(docs) if d.load_error is None]
    loaded = [docs[i] for i in loaded_idx]

    def near_duplicate(params) -> list[Finding]:
        parts = [sketch_parts[i] for i in loaded_idx]
        table = minhash.SketchTable(
            np.array([p[0] for p in parts], dtype="S12"),
            np.array([p[1] for p in parts], dtype=np.uint32).reshape(len(parts), params.num_perm),
            np.array([p[2] for p in parts], dtype=np.int64), [d.text for d in loaded], params.shingle_size)
        found = _near_duplicates(ray, loaded, table, params, plan.ctx) if loaded else []
        if plan.ctx.live_chunks and loaded:
            from ingest_checks.duplicates import _live_findings

            found += _live_findings(loaded, params, plan.ctx, minhash.MinHasher(params.num_perm))
        return found

    def eval_leak(params) -> list[Finding]:
        if leak_errors:
            raise _ReportedError(sorted(leak_errors)[0])
        return [f for i in loaded_idx for f in leak_findings[i]]

    def freshness(params) -> list[Finding]:
        found, error = _freshness(ray, loaded, plan, ray.put(worker_plan))
        if error:
            raise _ReportedError(error)
        return found

    def schema(params) -> CheckOutput:
        from ingest_checks.registry import CheckOutput
        from ingest_checks.schema import run_schema_suite

        found, result = run_schema_suite(loaded, params, policy,
                                         validate=lambda frame, p, pol: _validate_on_ray(ray, frame, p, pol))
        return CheckOutput(found, side_result=result)

    steps = {"near_duplicate": near_duplicate, "eval_leak": eval_leak, "freshness": freshness, "schema": schema}
    side_results: dict[str, dict] = {}
    # the corpus steps are independent: run them side by side (Ray Data runs several datasets at once)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, len(plan.corpus_checks))) as pool:
        futures = [pool.submit(_corpus_step, check, plan.params[check.id], loaded, plan.ctx, steps.get(check.id))
                   for check in plan.corpus_checks]
        for check, future in zip(plan.corpus_checks, futures, strict=True):
            out = future.result()
            findings.extend(out.findings)
            if out.side_result is not None:
                side_results[check.id] = out.side_result
    return decide_states(corpus, policy, findings, side_results, released)


class _ReportedError(Exception):
    """A check's error that a worker caught and reported as ``Type: message``."""


def _corpus_step(check, params, loaded: list[Document], ctx, step: Callable | None) -> CheckOutput:
    """One corpus check: its distributed ``step``, or (without one) the check on the driver.

    A step returns the findings, or a :class:`CheckOutput` when it has a side result (``schema``).
    A step that fails gives every loaded document a ``CHECK_FAILED`` finding, as the local runner does.
    """
    from ingest_checks.registry import CheckOutput
    from ingest_checks.runner import check_failed, run_safely

    if step is None:
        return run_safely(check, params, loaded, ctx, loaded)
    try:
        out = step(params)
        return out if isinstance(out, CheckOutput) else CheckOutput(out)
    except KbgateError:
        raise
    except _ReportedError as exc:  # the check's error as a worker reported it, already "Type: message"
        return CheckOutput(check_failed(check, params, loaded, str(exc)))
    except Exception as exc:  # noqa: BLE001 - a broken check must not lose documents
        return CheckOutput(check_failed(check, params, loaded, f"{type(exc).__name__}: {exc}"))
