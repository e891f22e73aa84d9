"""The Ray engine of ``kbgate ingest --engine ray``: the same checks, distributed, the same report.

Ray is imported only here, only when this engine is chosen (``pip install 'kbgate[ray]'``).
kbgate schedules nothing itself: every step is a Ray task or a Ray Data operation, and Ray runs
it on the cluster at ``--ray-address`` (or starts a local one). The engine knows no check: it runs
each one as its registration declares (:class:`ingest_checks.registry.Check`):

1. **Load, document checks and ``runs="per_document"`` corpus checks** (Ray tasks over blocks
   of manifest record numbers, see :func:`_checked_blocks`): each worker loads and chunks its documents exactly as
   :func:`kbgate.corpus.load_corpus` does, runs every document-scope check on them through
   :func:`ingest_checks.runner.run_safely` (a check that raises on a document gives it a
   ``CHECK_FAILED`` finding, as locally), and every per-document corpus check on the batch.
2. **``runs="grouped"``**: a Ray task per shard of a stable hash of the group keys (``group_by``): a
   document goes to the shard of each of its keys, and a shard runs
   :meth:`~ingest_checks.registry.Check.run_grouped` on the groups it owns (see :func:`_grouped`).
3. **``runs="corpus"``**: the check on the driver, over every loaded document.

The result goes through :func:`ingest_checks.runner.decide_states`, like the local engine's:
the same findings, states and chunks (the order of grouped findings may differ). A task
whose worker dies is re-run by Ray (``max_retries=-1``); conservation is checked on the driver.
"""

from __future__ import annotations

import concurrent.futures
import datetime as dt
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

    from ingest_checks.registry import CheckOutput
    from ingest_checks.runner import CheckPlan, IngestResult
    from kbgate.models import Document, Finding

INSTALL_HINT = "pip install 'kbgate[ray]'"


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
    chrome: Any = None  # the corpus's SiteChromeMap (kbgate.corpus.load.site_chrome), learned on the driver


def _load(setup: _Setup, record) -> Document:
    """One document, loaded and chunked with the corpus loader's own function."""
    from kbgate.corpus.load import load_document

    return load_document(setup.root, record, setup.policy, setup.policy.limits, setup.run_id,
                         setup.chrome.for_record(record) if setup.chrome else frozenset())


def _load_and_check(batch: dict[str, np.ndarray], setup_ref) -> dict[str, np.ndarray]:
    """Map step: load a batch of documents, run the document checks and the per-document corpus checks.

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


def _checked_blocks(ray, setup_ref, n: int, tasks: int):
    """Step 1 as ``tasks`` Ray tasks (the caller asks 4 per CPU of the cluster): each block's columns, in the order
    they finish.

    Plain Ray tasks, not a Ray Data ``map_batches``: on 2 local CPUs Ray Data's streaming
    executor started the second task about 1 s after the first and gave one worker 5 of 8 blocks
    (ray-project/ray#42377, #45934), 1.46-1.57x one process against 2.0x for the same blocks as
    tasks (``bench/ray_bench.py``). A task whose worker dies is retried (``max_retries=-1``).
    """
    import numpy as np

    run = ray.remote(max_retries=-1)(_load_and_check)
    blocks = np.array_split(np.arange(n), tasks)
    pending = [run.remote({"id": ids}, [setup_ref]) for ids in blocks if len(ids)]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        yield ray.get(done[0])


def _check_batch(setup: _Setup, ids: np.ndarray) -> dict[str, np.ndarray]:
    import numpy as np

    from ingest_checks.runner import run_safely

    plan = setup.plan
    docs = [_load(setup, setup.records[int(i)]) for i in ids]
    findings = [[f for check in plan.document_checks
                 for f in run_safely(check, plan.params[check.id], doc, plan.ctx, [doc]).findings] for doc in docs]
    loaded = [d for d in docs if d.load_error is None]
    position = {d.key: k for k, d in enumerate(docs)}
    per_doc: list[dict[str, list]] = [{} for _ in docs]  # check id -> findings, per document
    errors: dict[str, str] = {}  # check id -> error, for the batch
    for check in plan.corpus_checks:
        if check.runs != "per_document" or not loaded:
            continue
        try:
            for f in check.run(loaded, plan.params[check.id], plan.ctx).findings:
                per_doc[position[f.doc_key]].setdefault(check.id, []).append(f)
        except KbgateError:
            raise
        except Exception as exc:  # noqa: BLE001 - reported on the driver as CHECK_FAILED, as locally
            errors[check.id] = f"{type(exc).__name__}: {exc}"
    return {
        "i": ids,
        "doc": np.array([pickle.dumps(d) for d in docs], dtype=object),
        "findings": np.array([pickle.dumps(f) for f in findings], dtype=object),
        "per_doc": np.array([pickle.dumps(f) for f in per_doc], dtype=object),
        "errors": np.array([pickle.dumps(errors)] * len(docs), dtype=object),
    }


def _shard(key: bytes, shards: int) -> int:
    """Stable shard of a group-by key (the same in every process)."""
    return zlib.crc32(key) % shards


def _shards(ray, rows: int) -> int:
    """Group-by shards: a few per CPU, and enough to keep each under about 50k rows."""
    return max(2 * _cpus(ray), rows // 50_000 + 1)


def _group_rows(check, docs: list[Document], shards: int) -> list[dict]:
    """One row per document in the shard of each of its group keys."""
    rows = []
    for i, d in enumerate(docs):
        blob = pickle.dumps(d)
        for shard in sorted({_shard(k.encode(), shards) for k in check.group_by(d)}):
            rows.append({"shard": shard, "i": i, "doc": blob})
    return rows


def _group_step(group: dict[str, np.ndarray], plan_ref, check_id: str, shards: int) -> dict[str, np.ndarray]:
    """Group-by step: :meth:`Check.run_grouped` on the documents of one shard, for the groups it owns."""
    import numpy as np

    plan: CheckPlan = _broadcast(plan_ref)
    check = next(c for c in plan.checks if c.id == check_id)
    own = int(group["shard"][0])
    docs = [pickle.loads(group["doc"][k]) for k in np.argsort(group["i"], kind="stable")]
    try:
        found = check.run_grouped(docs, plan.params[check_id], plan.ctx,
                                  owns=lambda key: _shard(key.encode(), shards) == own)
        return {"findings": np.array([pickle.dumps(found)], dtype=object), "error": np.array([""], dtype=object)}
    except Exception as exc:  # noqa: BLE001 - reported on the driver as CHECK_FAILED, as locally
        return {"findings": np.array([pickle.dumps([])], dtype=object),
                "error": np.array([f"{type(exc).__name__}: {exc}"], dtype=object)}


def _grouped(ray, check, docs: list[Document], plan_ref) -> list[Finding]:
    """A ``runs="grouped"`` check as a group-by on its group keys (sharded), in corpus order of the documents.

    The rows are made on the driver (which holds every loaded document), grouped by shard there and sent as one
    plain Ray task per shard (``max_retries=-1``, as step 1). A Ray Data ``from_items().groupby().map_groups()``
    of the same rows (the engine before) moved the same data from the driver, but paid Ray Data's fixed cost
    per step: on the 38-document fixtures, with warm workers, a whole Ray run took 19-23 s with it and 1.4 s
    with tasks, the same report.
    """
    import numpy as np

    if not docs:
        return []
    shards = _shards(ray, len(docs))
    by_shard: dict[int, list[dict]] = {}
    for row in _group_rows(check, docs, shards):
        by_shard.setdefault(row["shard"], []).append(row)
    run = ray.remote(max_retries=-1)(_group_step)
    pending = [run.remote({"shard": np.full(len(rows), shard), "i": np.array([r["i"] for r in rows]),
                           "doc": np.array([r["doc"] for r in rows], dtype=object)},
                          [plan_ref], check.id, shards)
               for shard, rows in sorted(by_shard.items())]
    findings, errors = [], []
    for b in ray.get(pending):
        for blob, err in zip(b["findings"], b["error"], strict=True):
            findings += pickle.loads(blob)
            if err:
                errors.append(err)
    if errors:
        raise _ReportedError(sorted(errors)[0])
    order = {d.key: i for i, d in enumerate(docs)}
    return sorted(findings, key=lambda f: order[f.doc_key])


def run_checks_on_ray(corpus_dir: str | Path, policy, *, as_of: dt.date, eval_cases: list[dict] | None = None,
                      live_chunks: list[tuple] | None = None, released: dict[str, str] | None = None,
                      only: list[str] | None = None, address: str | None = None,
                      progress: Callable | None = None) -> IngestResult:
    """Load the corpus and run the policy's checks on Ray; the same result as the local engine.

    Args:
        corpus_dir: the corpus directory (documents + manifest); workers read the files from
            this path, so on a cluster it must be visible to every node at the same path.
        policy, as_of, eval_cases, live_chunks, released, only: as
            :func:`ingest_checks.runner.run_checks`.
        address: the Ray cluster (``auto``, ``ray://host:10001``); ``None`` starts Ray locally.
        progress: optional ``progress(iterable, label=..., length=...)`` wrapper: step 1 advances it as each of
            its Ray tasks (a block of documents) finishes.

    Returns:
        The :class:`~ingest_checks.runner.IngestResult`, decided by
        :func:`ingest_checks.runner.decide_states`.
    """
    from ingest_checks.runner import decide_states, plan_checks
    from kbgate.corpus.load import Corpus, site_chrome
    from kbgate.corpus.manifest import read_manifest
    from kbgate.runs import new_run_id

    ray = connect(address)
    root = Path(corpus_dir)
    manifest = read_manifest(root)
    corpus = Corpus(root=root, manifest_path=manifest.path, run_id=new_run_id(), rejected=list(manifest.rejected))
    plan = plan_checks(policy, run_id=corpus.run_id, as_of=as_of, eval_cases=eval_cases, live_chunks=live_chunks,
                       only=only)
    worker_plan = replace(plan, ctx=replace(plan.ctx, live_chunks=[]))
    records = [rec for _, rec in manifest.records]
    setup = _Setup(root, records, policy, corpus.run_id, worker_plan, site_chrome(root, records, policy))
    setup_ref = ray.put(setup)
    n = len(setup.records)
    docs: list[Any] = [None] * n
    doc_findings: list[list] = [[] for _ in range(n)]
    per_doc: list[dict] = [{} for _ in range(n)]
    batch_errors: dict[str, set[str]] = {}
    tasks = max(1, min(n, 4 * _cpus(ray)))
    blocks = _checked_blocks(ray, setup_ref, n, tasks)
    if progress and n:
        blocks = progress(blocks, label=f"Checking {n:,} documents on Ray ({tasks} tasks)", length=tasks)
    for b in blocks:
        if len(b["fatal"]) and b["fatal"][0]:
            raise pickle.loads(b["fatal"][0])
        for k, i in enumerate(b["i"].tolist()):
            docs[i] = pickle.loads(b["doc"][k])
            doc_findings[i] = pickle.loads(b["findings"][k])
            per_doc[i] = pickle.loads(b["per_doc"][k])
            for check_id, error in pickle.loads(b["errors"][k]).items():
                batch_errors.setdefault(check_id, set()).add(error)
    corpus.documents = docs
    findings: list[Finding] = [f for fs in doc_findings for f in fs]
    loaded = [d for d in docs if d.load_error is None]
    plan_ref = ray.put(plan) if any(c.runs == "grouped" for c in plan.corpus_checks) else None

    def step(check) -> Callable | None:
        if check.runs == "per_document":
            def collected() -> list[Finding]:
                if check.id in batch_errors:
                    raise _ReportedError(sorted(batch_errors[check.id])[0])
                return [f for i, d in enumerate(docs) if d.load_error is None for f in per_doc[i].get(check.id, [])]
            return collected
        if check.runs == "grouped":
            return lambda: _grouped(ray, check, loaded, plan_ref)
        return None

    # the corpus steps are independent: run them side by side (their Ray tasks share the cluster)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, len(plan.corpus_checks))) as pool:
        futures = {check.id: pool.submit(_corpus_step, check, plan.params[check.id], loaded, plan.ctx, step(check))
                   for check in plan.corpus_checks}
        outputs = {check_id: future.result() for check_id, future in futures.items()}
    return decide_states(corpus, policy, findings, outputs, released)


class _ReportedError(Exception):
    """A check's error that a worker caught and reported as ``Type: message``."""


def _corpus_step(check, params, loaded: list[Document], ctx, step: Callable | None) -> CheckOutput:
    """One corpus check: its distributed ``step`` (which returns its findings), or (without one) the check
    on the driver. A step that fails gives every loaded document a ``CHECK_FAILED`` finding, as the local
    runner does.
    """
    from ingest_checks.registry import CheckOutput
    from ingest_checks.runner import check_failed, run_safely

    if step is None:
        return run_safely(check, params, loaded, ctx, loaded)
    try:
        return CheckOutput(step())
    except KbgateError:
        raise
    except _ReportedError as exc:  # the check's error as a worker reported it, already "Type: message"
        return CheckOutput(check_failed(check, params, loaded, str(exc)))
    except Exception as exc:  # noqa: BLE001 - a broken check must not lose documents
        return CheckOutput(check_failed(check, params, loaded, f"{type(exc).__name__}: {exc}"))
