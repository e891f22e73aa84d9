"""Query a user's own RAG service (the *system under test*) over the kbgate HTTP protocol.

The protocol (documented in the README)::

    POST {base_url}/query   Content-Type: application/json
    {"query": "...", "top_k": 10, "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": "u-123"},
     "history": [{"role": "user", "content": "..."}, {"role": "assistant", "content": "..."}]  (optional)}
    -> 200 {"chunks": [{"chunk_id": "...", "doc_id": "...", "version": "v3", "text": "...", "score": 0.83}],
            "candidates": [...same shape, optional...],
            "answer": "... optional ...",
            "citations": ["chunk_id", ...]  (optional)}

Required per chunk: ``chunk_id`` and ``text`` (strings). ``doc_id`` and ``version``
may be missing or null; ``score`` may be missing but must be a number if present.
A non-200 status, a timeout, a dropped connection, invalid JSON, or a missing or
wrongly typed field becomes a :class:`ProtocolError` (code ``PROTOCOL_ERROR``),
never a crash. Timeouts, connection errors and HTTP 408, 425, 429, 500, 502, 503 and
504 (:data:`RETRY_STATUSES`) are retried with exponential backoff; at most ``max_concurrency`` requests are in flight at once.

When a chunk's ``doc_id`` is missing or unknown to the corpus, an :class:`Attributor`
finds its document by text fingerprint (exact normalised-text sha256, then
containment); chunks it cannot place are reported as ``UNATTRIBUTABLE_CHUNK``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from kbgate.audit import hash_query, normalise_query
from kbgate.errors import ConfigError, KbgateError
from kbgate.models import Chunk, Finding
from kbgate.retrieval.retriever import RESPONSE_FIELDS, Actor, RetrievalResult, RetrievedChunk

PROTOCOL_ERROR = "PROTOCOL_ERROR"
UNATTRIBUTABLE_CHUNK = "UNATTRIBUTABLE_CHUNK"
CHECK_ID = "http_retriever"
MAX_RESPONSE_BYTES = 32 * 1024 * 1024
RETRY_STATUSES = frozenset({408, 425, 429, 500, 502, 503, 504})
#: seconds an idle connection is kept for the next request (below the idle limit of ``kbgate serve``).
KEEPALIVE_S = 5.0
#: shortest normalised text that may be attributed by containment (shorter is too ambiguous).
MIN_CONTAINMENT_CHARS = 20


class ProtocolError(KbgateError):
    """The system under test broke the protocol (status, JSON, fields) or did not answer.

    Attributes:
        code: always ``PROTOCOL_ERROR``.
        kind: ``http_status``, ``timeout``, ``connection``, ``invalid_json``,
            ``missing_field``, ``wrong_type`` or ``too_large``.
        status: the HTTP status, if a response arrived.
        field: the offending response field (e.g. ``chunks[2].text``), if any.
        attempts: how many requests were sent.
    """

    code = PROTOCOL_ERROR

    def __init__(self, message: str, *, kind: str, status: int | None = None, field: str | None = None,
                 attempts: int = 1):
        super().__init__(message)
        self.kind = kind
        self.status = status
        self.field = field
        self.attempts = attempts

    @property
    def retryable(self) -> bool:
        return self.kind in ("timeout", "connection") or (self.kind == "http_status" and self.status in RETRY_STATUSES)

    def to_finding(self, *, subject: str = "-") -> Finding:
        """This error as a ``PROTOCOL_ERROR`` finding (``subject`` names the test case or query id)."""
        return Finding(
            check_id=CHECK_ID, code=PROTOCOL_ERROR, severity="high", action="block",
            doc_id=subject, version="-", message=str(self),
        )


@dataclass
class QueryRequest:
    """One query to send: the text, who asks, and how many chunks to return."""

    query: str
    actor: Actor
    top_k: int = 10
    history: Sequence[Mapping] | None = None


@dataclass
class HttpOutcome:
    """What one protocol exchange produced; never raises.

    Attributes:
        result: the parsed result (``None`` on a protocol error).
        error: the protocol error, if any.
        findings: ``UNATTRIBUTABLE_CHUNK`` findings from attribution.
        attempts: requests sent (1 + retries used).
        elapsed_ms: wall time including retries and backoff.
    """

    result: RetrievalResult | None
    error: ProtocolError | None = None
    findings: list[Finding] = field(default_factory=list)
    attempts: int = 1
    elapsed_ms: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None


# ---------------------------------------------------------------------------
# attribution
# ---------------------------------------------------------------------------
def text_fingerprint(text: str) -> str:
    """sha256 hex of the normalised text (the same digest the audit log keeps for queries)."""
    return hash_query(text)


@dataclass(frozen=True)
class Attribution:
    """Where a returned chunk came from: ``method`` is reported, fingerprint, containment or ambiguous."""

    doc_id: str | None
    version: str | None
    chunk_id: str | None
    method: str


class Attributor:
    """Maps returned chunks back to corpus documents by their text.

    Args:
        corpus: :class:`kbgate.models.Chunk` objects or ``(chunk_id, doc_id, version, text)``
            tuples of the corpus the system under test indexed.
    """

    def __init__(self, corpus: Iterable[Chunk | tuple[str, str, str, str]]):
        self._entries: list[tuple[str, str, str, str]] = []  # (chunk_id, doc_id, version, normalised text)
        self._by_fp: dict[str, list[int]] = {}
        self.doc_ids: set[str] = set()
        for item in corpus:
            if isinstance(item, Chunk):
                chunk_id, doc_id, version, text = item.chunk_id, item.doc_id, item.version, item.text
            else:
                chunk_id, doc_id, version, text = item
            norm = normalise_query(text)
            self._by_fp.setdefault(hashlib.sha256(norm.encode("utf-8")).hexdigest(), []).append(len(self._entries))
            self._entries.append((chunk_id, doc_id, version, norm))
            self.doc_ids.add(doc_id)

    def attribute(self, chunk: RetrievedChunk) -> Attribution:
        """Attribute one chunk; ``doc_id`` is ``None`` when it cannot be placed (or is ambiguous)."""
        if chunk.doc_id is not None and chunk.doc_id in self.doc_ids:
            return Attribution(chunk.doc_id, chunk.version, chunk.chunk_id, "reported")
        norm = normalise_query(chunk.text)
        exact = self._by_fp.get(hashlib.sha256(norm.encode("utf-8")).hexdigest(), [])
        if exact:
            return self._pick([self._entries[i] for i in exact], "fingerprint")
        if len(norm) < MIN_CONTAINMENT_CHARS:
            return Attribution(None, None, None, "unattributable")
        matches = [e for e in self._entries if len(e[3]) >= MIN_CONTAINMENT_CHARS and (norm in e[3] or e[3] in norm)]
        if matches:
            return self._pick(matches, "containment")
        return Attribution(None, None, None, "unattributable")

    @staticmethod
    def _pick(entries: list[tuple[str, str, str, str]], method: str) -> Attribution:
        docs = {(e[1], e[2]) for e in entries}
        if len(docs) > 1:
            return Attribution(None, None, None, "ambiguous")
        chunk_id, doc_id, version, _ = entries[0]
        return Attribution(doc_id, version, chunk_id, method)

    def apply(self, result: RetrievalResult) -> list[Finding]:
        """Fill in ``doc_id``/``version`` of every chunk and candidate; return ``UNATTRIBUTABLE_CHUNK`` findings.

        Each chunk's ``payload["attribution"]`` records the method (and ``corpus_chunk_id``
        the matched corpus chunk). Findings never hold the chunk text, only its fingerprint.
        """
        findings: list[Finding] = []
        seen: set[str] = set()
        for chunk in [*result.chunks, *result.candidates]:
            att = self.attribute(chunk)
            chunk.payload["attribution"] = att.method
            if att.doc_id is not None:
                chunk.doc_id, chunk.version = att.doc_id, att.version
                chunk.payload["corpus_chunk_id"] = att.chunk_id
                continue
            key = f"{chunk.chunk_id}\x00{text_fingerprint(chunk.text)}"
            if key in seen:
                continue
            seen.add(key)
            why = ("its text matches chunks of several documents" if att.method == "ambiguous"
                   else "its text matches no corpus chunk")
            reported = f"reported doc_id '{chunk.doc_id}' is not in the corpus and " if chunk.doc_id else ""
            findings.append(Finding(
                check_id=CHECK_ID, code=UNATTRIBUTABLE_CHUNK, severity="high", action="flag",
                doc_id=chunk.doc_id or "-", version=chunk.version or "-", chunk_id=chunk.chunk_id,
                message=f"returned chunk '{chunk.chunk_id}' cannot be attributed: {reported}{why}",
                evidence=f"text sha256 {text_fingerprint(chunk.text)[:16]}",
            ))
        return findings


# ---------------------------------------------------------------------------
# response parsing
# ---------------------------------------------------------------------------
def _type_name(value: Any) -> str:
    return "null" if value is None else {dict: "object", list: "array", str: "string", bool: "boolean",
                                         int: "number", float: "number"}.get(type(value), type(value).__name__)


def _wrong(where: str, expected: str, value: Any) -> ProtocolError:
    return ProtocolError(f"response field '{where}' must be {expected}, got {_type_name(value)}",
                         kind="wrong_type", field=where)


def _parse_chunk(item: Any, where: str) -> RetrievedChunk:
    if not isinstance(item, dict):
        raise _wrong(where, "an object", item)
    for name in ("chunk_id", "text"):
        if name not in item:
            raise ProtocolError(f"response field '{where}.{name}' is missing", kind="missing_field",
                                field=f"{where}.{name}")
        if not isinstance(item[name], str):
            raise _wrong(f"{where}.{name}", "a string", item[name])
    for name in ("doc_id", "version"):
        if item.get(name) is not None and not isinstance(item[name], str):
            raise _wrong(f"{where}.{name}", "a string or null", item[name])
    score = item.get("score", 0.0)
    if score is None:
        score = 0.0
    if isinstance(score, bool) or not isinstance(score, int | float):
        raise _wrong(f"{where}.score", "a number", score)
    return RetrievedChunk(chunk_id=item["chunk_id"], doc_id=item.get("doc_id"), version=item.get("version"),
                          text=item["text"], score=float(score))


def parse_response(data: Any) -> RetrievalResult:
    """Validate a decoded protocol response and turn it into a :class:`RetrievalResult`.

    Top-level fields the protocol does not define are kept, as sent, in ``extra``.

    Raises:
        ProtocolError: a required field is missing or a field has the wrong type.
    """
    if not isinstance(data, dict):
        raise ProtocolError(f"response body must be a JSON object, got {_type_name(data)}", kind="wrong_type")
    if "chunks" not in data:
        raise ProtocolError("response field 'chunks' is missing", kind="missing_field", field="chunks")
    out: dict[str, list[RetrievedChunk]] = {}
    for name in ("chunks", "candidates"):
        items = data.get(name)
        if items is None and name == "candidates":
            items = []
        if not isinstance(items, list):
            raise _wrong(name, "an array", items)
        out[name] = [_parse_chunk(item, f"{name}[{i}]") for i, item in enumerate(items)]
    answer = data.get("answer")
    if answer is not None and not isinstance(answer, str):
        raise _wrong("answer", "a string or null", answer)
    citations = data.get("citations")
    if citations is not None:
        if not isinstance(citations, list):
            raise _wrong("citations", "an array of chunk ids or null", citations)
        for i, c in enumerate(citations):
            if not isinstance(c, str):
                raise _wrong(f"citations[{i}]", "a string", c)
    index_version = data.get("index_version")
    return RetrievalResult(
        chunks=out["chunks"], candidates=out["candidates"], answer=answer, citations=citations,
        index_version=index_version if isinstance(index_version, str) else None,
        extra={k: v for k, v in data.items() if k not in RESPONSE_FIELDS},
    )


# ---------------------------------------------------------------------------
# the retriever
# ---------------------------------------------------------------------------
class HttpRetriever:
    """A :class:`kbgate.retrieval.retriever.Retriever` that queries a RAG service over HTTP.

    Args:
        base_url: the service root; requests go to ``{base_url}/query``.
        timeout: seconds one exchange may take as a whole (connect, send, read the answer).
        retries: extra attempts after a timeout, connection error or a status in ``RETRY_STATUSES``.
        backoff: first backoff in seconds; doubles each retry, capped at ``max_backoff``.
        max_backoff: the longest single backoff sleep.
        max_concurrency: requests in flight at once, across all threads using this object.
        headers: extra request headers (e.g. ``Authorization``).
        attributor: corpus index used to attribute chunks with a missing or unknown doc_id.

    Example:
        >>> r = HttpRetriever("http://127.0.0.1:8765", timeout=5, retries=2)  # doctest: +SKIP
        >>> outcome = r.query("退款规则", Actor("acme", "support_agent", "u-1"), top_k=5)  # doctest: +SKIP
    """

    def __init__(self, base_url: str, *, timeout: float = 10.0, retries: int = 2, backoff: float = 0.2,
                 max_backoff: float = 5.0, max_concurrency: int = 4, headers: dict[str, str] | None = None,
                 attributor: Attributor | None = None):
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"base URL '{base_url}' is not an http(s) URL; use e.g. http://127.0.0.1:8765")
        if timeout <= 0 or retries < 0 or backoff < 0 or max_concurrency < 1:
            raise ConfigError("HttpRetriever needs timeout > 0, retries >= 0, backoff >= 0 and max_concurrency >= 1")
        self.base_url = base_url.rstrip("/")
        self.timeout, self.retries = timeout, retries
        self.backoff, self.max_backoff = backoff, max_backoff
        self.max_concurrency = max_concurrency
        self.headers = dict(headers or {})
        self.attributor = attributor
        self._client = _client(timeout, max_concurrency, self.headers)
        self._count_lock = threading.Lock()
        self.requests_sent = 0

    def __str__(self) -> str:
        return self.base_url

    def retrieve(self, query: str, actor: Actor, top_k: int = 10,
                 history: Sequence[Mapping] | None = None) -> RetrievalResult:
        """Send one query (with the conversation's earlier turns, if any) and return the result.

        Raises:
            ProtocolError: the service did not answer by the protocol (after retries).
        """
        outcome = self.query(query, actor, top_k, history)
        if outcome.error is not None:
            raise outcome.error
        assert outcome.result is not None
        return outcome.result

    def query(self, query: str, actor: Actor, top_k: int = 10,
              history: Sequence[Mapping] | None = None) -> HttpOutcome:
        """Send one query, retrying as configured; never raises on protocol errors.

        ``history`` (earlier turns, ``{"role", "content"}`` each) is sent only when given.
        """
        request = {"query": query, "top_k": top_k, "actor": actor.to_dict()}
        if history:
            request["history"] = [{"role": t["role"], "content": t["content"]} for t in history]
        body = json.dumps(request, ensure_ascii=False)
        started = time.perf_counter()
        attempt = 0
        while True:
            attempt += 1
            try:
                result = parse_response(self._post(body.encode("utf-8")))
            except ProtocolError as exc:
                if exc.retryable and attempt <= self.retries:
                    time.sleep(min(self.max_backoff, self.backoff * 2 ** (attempt - 1)))
                    continue
                exc.attempts = attempt
                if attempt > 1:
                    exc.args = (f"{exc} (after {attempt} attempts)",)
                return HttpOutcome(None, exc, attempts=attempt, elapsed_ms=_ms_since(started))
            findings = self.attributor.apply(result) if self.attributor is not None else []
            return HttpOutcome(result, None, findings, attempts=attempt, elapsed_ms=_ms_since(started))

    def retrieve_many(self, requests: Sequence[QueryRequest | tuple], workers: int | None = None) -> list[HttpOutcome]:
        """Send many queries from a thread pool; outcomes come back in request order.

        Args:
            requests: :class:`QueryRequest` objects or ``(query, actor[, top_k])`` tuples.
            workers: pool size (defaults to ``max_concurrency``); the semaphore still caps
                requests in flight at ``max_concurrency``.
        """
        reqs = [r if isinstance(r, QueryRequest) else QueryRequest(*r) for r in requests]
        with ThreadPoolExecutor(max_workers=workers or self.max_concurrency) as pool:
            return list(pool.map(lambda r: self.query(r.query, r.actor, r.top_k, r.history), reqs))

    def _post(self, body: bytes) -> Any:
        """One POST; returns the decoded JSON or raises :class:`ProtocolError`."""
        import httpx

        url = f"{self.base_url}/query"
        with self._count_lock:
            self.requests_sent += 1
        try:
            with self._client.stream("POST", url, content=body) as resp:
                raw = bytearray()
                for piece in resp.iter_raw():
                    raw += piece
                    if len(raw) > MAX_RESPONSE_BYTES:
                        break
        except httpx.TimeoutException:
            raise ProtocolError(f"POST {url}: no response within {self.timeout:g}s (timeout)",
                                kind="timeout") from None
        except httpx.HTTPError as exc:
            cause = _root_cause(exc)
            raise ProtocolError(f"POST {url}: connection failed ({type(cause).__name__}: {cause})",
                                kind="connection") from None
        if resp.status_code != 200:
            raise ProtocolError(f"POST {url}: HTTP {resp.status_code} {resp.reason_phrase}, expected 200",
                                kind="http_status", status=resp.status_code)
        if len(raw) > MAX_RESPONSE_BYTES:
            raise ProtocolError(f"POST {url}: response larger than {MAX_RESPONSE_BYTES} bytes", kind="too_large",
                                status=resp.status_code)
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise ProtocolError(f"POST {url}: response body is not valid JSON ({type(exc).__name__} at "
                                f"{getattr(exc, 'pos', getattr(exc, 'start', '?'))})",
                                kind="invalid_json", status=resp.status_code) from None


@functools.cache
def _system_ssl_context():
    """The system's CA store as an ``ssl.SSLContext``, loaded once per process and shared by every client (a
    context is safe to share between threads; loading the store took 42 ms, and ``httpx.HTTPTransport()``
    loaded certifi's as well for each retriever)."""
    import ssl

    return ssl.create_default_context()


def _client(timeout: float, max_concurrency: int, headers: Mapping[str, str]):
    """The ``httpx.Client`` of one :class:`HttpRetriever`: each exchange bounded as a whole by ``timeout``
    (:class:`_Deadlines`); at most ``max_concurrency`` connections at once, the others wait for a free one
    (as long as it takes: waiting for a turn is not the service's slowness). Connections are kept open
    for the next exchange (up to ``KEEPALIVE_S`` idle), so a run of probes does not open one per query. Like
    ``http.client`` before it: no proxy or ``.netrc`` from the environment, no redirect followed, the
    system's CA store, the body asked for unencoded."""
    import httpcore
    import httpx

    transport = httpx.HTTPTransport(verify=_system_ssl_context())
    # httpx takes no network backend yet (encode/httpx#3749): its pool is replaced by one with ours
    transport._pool = httpcore.ConnectionPool(
        ssl_context=_system_ssl_context(), max_connections=max_concurrency, max_keepalive_connections=max_concurrency,
        keepalive_expiry=KEEPALIVE_S, network_backend=_Deadlines(timeout))
    return httpx.Client(
        transport=transport, trust_env=False, follow_redirects=False,
        timeout=httpx.Timeout(connect=timeout, read=timeout, write=timeout, pool=None),
        headers={"Content-Type": "application/json", "Accept": "application/json", "Accept-Encoding": "identity",
                 **headers})


class _Deadlines:
    """An httpcore network backend: no read or write of an exchange waits past ``timeout`` s after it began.

    httpx's timeouts bound each socket operation, not the exchange (encode/httpx#1450), so a service
    that trickles its answer a byte at a time would never time out. An exchange begins when its
    connection opens or, on a kept-alive connection, at its first write after the previous answer was
    read; the deadline is kept by the thread making the exchange: no watchdog thread, no race.
    """

    def __init__(self, timeout: float):
        import httpcore

        self._backend, self._timeout = httpcore.SyncBackend(), timeout

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        deadline = time.monotonic() + self._timeout
        return _DeadlineStream(self._backend.connect_tcp(host, port, timeout, local_address, socket_options),
                               deadline, self._timeout)


@dataclass
class _DeadlineStream:
    """An httpcore network stream whose reads and writes wait at most until ``deadline`` (monotonic); a write
    after a read starts the next exchange on the connection, with a new deadline ``timeout`` s away."""

    stream: Any
    deadline: float
    timeout: float
    reading: bool = False

    def _left(self, timeout: float | None, name: str) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            import httpcore

            raise getattr(httpcore, name)(f"no answer within the deadline ({name})")
        return left if timeout is None else min(timeout, left)

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        self.reading = True
        return self.stream.read(max_bytes, self._left(timeout, "ReadTimeout"))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        if self.reading:  # the previous exchange's answer was read: this one starts now
            self.reading, self.deadline = False, time.monotonic() + self.timeout
        self.stream.write(buffer, self._left(timeout, "WriteTimeout"))

    def start_tls(self, ssl_context, server_hostname=None, timeout=None) -> _DeadlineStream:
        tls = self.stream.start_tls(ssl_context, server_hostname, self._left(timeout, "ConnectTimeout"))
        return _DeadlineStream(tls, self.deadline, self.timeout)

    def close(self) -> None:
        self.stream.close()

    def get_extra_info(self, info: str) -> Any:
        return self.stream.get_extra_info(info)


def _root_cause(exc: BaseException) -> BaseException:
    """The innermost exception behind ``exc`` (the ``OSError`` under httpx's wrappers, if there is one)."""
    while exc.__cause__ is not None or exc.__context__ is not None:
        exc = exc.__cause__ or exc.__context__
    return exc


def _ms_since(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
