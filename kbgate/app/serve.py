"""A small reference server for the kbgate HTTP retrieval protocol.

``kbgate serve`` answers ``POST /query`` (see :mod:`kbgate.targets.http` for the
protocol) with any :class:`kbgate.retrieval.retriever.Retriever`, normally the built-in
:class:`~kbgate.retrieval.retriever.QdrantRetriever`, and ``GET /healthz`` with
``{"status": "ok"}``. Bad requests get a 400 with a JSON error body; a failure
inside the retriever gets a 500 with only a request id; a traceback never reaches
the client. Request logs and audit records hold no raw query text: queries are
audited only as hashes, actor ids only as salted hashes.
"""

from __future__ import annotations

import hmac
import json
import socket
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from kbgate.audit import append_retrieval
from kbgate.errors import KbgateError
from kbgate.retrieval.refusal import is_refusal
from kbgate.retrieval.retriever import Actor, Retriever, ask

MAX_BODY_BYTES = 1024 * 1024
MAX_TOP_K = 100
MAX_QUERY_CHARS = 8000
MAX_HISTORY_TURNS = 50
#: Seconds a client has to send one whole request (line, headers and body); then it gets a 408.
REQUEST_DEADLINE_S = 10.0
_TIMEOUT_BODY = b'{"error": "request_timeout", "message": "the whole request was not received in time"}'
_TIMEOUT_RESPONSE = (b"HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nConnection: close\r\n"
                     b"Content-Length: %d\r\n\r\n%s" % (len(_TIMEOUT_BODY), _TIMEOUT_BODY))


class BadRequest(Exception):
    """A request that breaks the protocol; its message goes back to the client."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def parse_query_request(data: Any, max_top_k: int = MAX_TOP_K) -> tuple[str, Actor, int]:
    """Validate a decoded ``/query`` body; return ``(query, actor, top_k)``.

    Raises:
        BadRequest: with a message naming the offending field.
    """
    if not isinstance(data, dict):
        raise BadRequest("request body must be a JSON object")
    query = data.get("query")
    if not isinstance(query, str) or not query.strip():
        raise BadRequest("field 'query' must be a non-empty string")
    if len(query) > MAX_QUERY_CHARS:
        raise BadRequest(f"field 'query' is longer than {MAX_QUERY_CHARS} characters")
    top_k = data.get("top_k", 10)
    if isinstance(top_k, bool) or not isinstance(top_k, int) or not 1 <= top_k <= max_top_k:
        raise BadRequest(f"field 'top_k' must be an integer from 1 to {max_top_k}")
    actor = data.get("actor")
    if not isinstance(actor, dict):
        raise BadRequest("field 'actor' must be an object with tenant_id, role, user_id and groups")
    for name in ("tenant_id", "role"):
        if not isinstance(actor.get(name), str) or not actor[name]:
            raise BadRequest(f"field 'actor.{name}' must be a non-empty string")
    user_id = actor.get("user_id")
    if user_id is not None and not isinstance(user_id, str):
        raise BadRequest("field 'actor.user_id' must be a string or null")
    groups = actor.get("groups") or []
    if not isinstance(groups, list) or not all(isinstance(g, str) and g for g in groups):
        raise BadRequest("field 'actor.groups' must be a list of non-empty strings, or missing")
    return query, Actor(actor["tenant_id"], actor["role"], user_id, tuple(groups)), top_k


def parse_history(data: Any) -> list[dict]:
    """Validate the optional ``history`` of a decoded ``/query`` body: the earlier turns of a
    conversation, ``[{"role": "user"|"assistant", "content": "..."}]`` (missing or null: none).

    Raises:
        BadRequest: with a message naming the offending turn.
    """
    history = data.get("history") if isinstance(data, dict) else None
    if history is None:
        return []
    if not isinstance(history, list):
        raise BadRequest("field 'history' must be an array of {role, content} turns")
    if len(history) > MAX_HISTORY_TURNS:
        raise BadRequest(f"field 'history' has more than {MAX_HISTORY_TURNS} turns")
    for i, turn in enumerate(history):
        if not isinstance(turn, dict) or turn.get("role") not in ("user", "assistant"):
            raise BadRequest(f"field 'history[{i}].role' must be 'user' or 'assistant'")
        if not isinstance(turn.get("content"), str) or not turn["content"].strip():
            raise BadRequest(f"field 'history[{i}].content' must be a non-empty string")
        if len(turn["content"]) > MAX_QUERY_CHARS:
            raise BadRequest(f"field 'history[{i}].content' is longer than {MAX_QUERY_CHARS} characters")
    return [{"role": t["role"], "content": t["content"]} for t in history]


class QueryHandler(BaseHTTPRequestHandler):
    """Serves ``/query`` and ``/healthz`` for the retriever held by its server."""

    server: KbgateHTTPServer
    server_version = "kbgate-serve"
    protocol_version = "HTTP/1.1"  # connections are kept open for the client's next request
    wbufsize = 64 * 1024  # an answer's head and body leave in one write (http.server flushes after each request)
    default_request_version = "HTTP/1.0"  # errors on a garbled request line still get a status line
    sys_version = ""
    error_content_type = "application/json"

    def setup(self) -> None:
        # bounds each read, later than the watchdog that bounds the whole request: a read that timed out
        # first would close the connection without the 408 (http.server swallows the TimeoutError)
        self.timeout = 2 * self.server.request_deadline + 1
        super().setup()

    def handle_one_request(self) -> None:
        """Read and answer one request under a deadline: a client that sends its request slowly
        (slowloris) gets a 408 and the connection is closed, so it cannot hold a thread."""
        self._answered = False  # set once the request is fully read (or answered): the deadline stops there
        self.server.watch(self)
        try:
            super().handle_one_request()
        finally:
            self.server.unwatch(self)
            self._kept_alive = True

    def _expire(self) -> None:
        if self._answered:
            return
        try:
            if not getattr(self, "_kept_alive", False):  # not an idle keep-alive connection: say why
                self.connection.sendall(_TIMEOUT_RESPONSE)
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _authorized(self) -> bool:
        token = self.server.token
        if token is None:
            return True
        sent = self.headers.get("Authorization") or ""
        if sent[:7].lower() == "bearer " and hmac.compare_digest(sent[7:].strip().encode(), token.encode()):
            return True
        self._send(401, {"error": "unauthorized", "message": "send 'Authorization: Bearer <token>' with the "
                         "token of the server's --token-env variable"}, {"WWW-Authenticate": "Bearer"})
        return False

    def do_GET(self) -> None:
        self._answered = True
        if self.path.split("?", 1)[0] == "/healthz":
            self._send(200, {"status": "ok"})
        elif self.path.split("?", 1)[0] == "/query":
            self._send(405, {"error": "method_not_allowed", "message": "use POST /query"})
        else:
            self._send(404, {"error": "not_found", "message": "use POST /query or GET /healthz"})

    def do_POST(self) -> None:
        if self.path.split("?", 1)[0] != "/query":
            self._send(404, {"error": "not_found", "message": "use POST /query or GET /healthz"})
            return
        if not self._authorized():
            return
        request_id = uuid.uuid4().hex
        started = time.perf_counter()
        try:
            data = self._read_json()
            self._answered = True  # the whole request arrived in time; answering may take longer
            query, actor, top_k = parse_query_request(data, self.server.max_top_k)
            history = parse_history(data)
        except BadRequest as exc:
            self._send(exc.status, {"error": "bad_request", "message": str(exc), "request_id": request_id})
            return
        try:
            result = ask(self.server.retriever, query, actor, top_k, history)
        except KbgateError as exc:
            self._send(400, {"error": "bad_request", "message": str(exc), "request_id": request_id})
            return
        except Exception as exc:  # never a traceback to the client
            self.server.note(f"{request_id} retriever failed: {type(exc).__name__}")
            self._send(500, {"error": "internal_error", "message": "the retriever failed; see the server log",
                             "request_id": request_id})
            return
        body = {"request_id": request_id, **result.to_dict()}  # with any extra field the retriever set
        if not self.server.audit_query(request_id, query, actor, result, (time.perf_counter() - started) * 1000):
            self._send(500, {"error": "audit_failed", "message": "the audit log could not be written; "
                             "see the server log", "request_id": request_id})
            return
        self._send(200, body)
        self.server.note(f"{request_id} POST /query 200 {len(result.chunks)} chunks "
                         f"{(time.perf_counter() - started) * 1000:.1f}ms")

    def _read_json(self) -> Any:
        ctype = (self.headers.get("Content-Type") or "").split(";", 1)[0].strip().lower()
        if ctype != "application/json":
            raise BadRequest("Content-Type must be application/json")
        length = self.headers.get("Content-Length")
        if length is None or not length.isdigit():
            raise BadRequest("Content-Length header is required")
        if int(length) > MAX_BODY_BYTES:
            # drain a moderately oversized body so the client can read the 413 instead of a broken pipe
            left = int(length) if int(length) <= 8 * MAX_BODY_BYTES else 0
            while left > 0:
                got = self.rfile.read(min(left, 65536))
                if not got:
                    break
                left -= len(got)
            raise BadRequest(f"request body is larger than {MAX_BODY_BYTES} bytes", status=413)
        try:
            raw = self.rfile.read(int(length))
        except TimeoutError:  # the per-read timeout fired before the watchdog: the same 408
            raw = b""
        if len(raw) < int(length):
            raise BadRequest("request body is shorter than Content-Length (timed out or cut off)", status=408)
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise BadRequest("request body is not valid UTF-8 JSON") from None

    def _send(self, status: int, body: dict, headers: dict | None = None) -> None:
        self._answered = True
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status != 200:  # the request body may be unread (or cut off): nothing more is read on this connection
            self.send_header("Connection", "close")
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own errors (bad request line, unsupported method) as JSON, not HTML."""
        self.close_connection = True
        try:
            self._send(code, {"error": "bad_request" if code < 500 else "server_error",
                              "message": message or self.responses.get(code, ("",))[0]})
        except OSError:
            pass

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default access log (it would print request lines); see ``KbgateHTTPServer.note``."""


class KbgateHTTPServer(ThreadingHTTPServer):
    """A threading HTTP server bound to one retriever (and optionally an audit log)."""

    daemon_threads = True
    request_queue_size = 128  # listen backlog: a burst of clients connecting at once is queued, not reset

    def __init__(self, address: tuple[str, int], retriever: Retriever, *, audit: Any = None,
                 max_top_k: int = MAX_TOP_K, verbose: bool = False, refusal: Any = is_refusal, token: str | None = None,
                 request_deadline: float = REQUEST_DEADLINE_S):
        self.retriever = retriever
        self.token = token
        self.request_deadline = request_deadline
        self.audit = audit
        self.refusal = refusal
        self.max_top_k = max_top_k
        self.verbose = verbose
        # the deadlines of the requests being read (handler -> time.monotonic() deadline), kept by one watchdog
        # thread started on demand (a threading.Timer a request cost a thread start each: ~12% of a served query)
        self._deadlines: dict[QueryHandler, float] = {}
        self._deadlines_changed = threading.Condition()
        self._watchdog_due: float | None = None  # the deadline the watchdog sleeps until (None: none, or idle)
        self._watchdog: threading.Thread | None = None
        self._closed = False
        super().__init__(address, QueryHandler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def note(self, line: str) -> None:
        if self.verbose:
            print(line, file=sys.stderr, flush=True)

    def watch(self, handler: QueryHandler) -> None:
        """Expire ``handler`` (:meth:`QueryHandler._expire`) ``request_deadline`` seconds from now, unless unwatched."""
        due = time.monotonic() + self.request_deadline
        with self._deadlines_changed:
            self._deadlines[handler] = due
            if self._watchdog is None:
                self._watchdog = threading.Thread(target=self._expire_due, name="kbgate-serve-deadlines", daemon=True)
                self._watchdog.start()
            elif self._watchdog_due is None or due < self._watchdog_due:
                self._deadlines_changed.notify()

    def unwatch(self, handler: QueryHandler) -> None:
        with self._deadlines_changed:
            self._deadlines.pop(handler, None)

    def _expire_due(self) -> None:
        """The watchdog: expires each watched handler at its deadline; ends once the server is closed and
        nothing is watched."""
        while True:
            with self._deadlines_changed:
                now = time.monotonic()
                due = [h for h, at in self._deadlines.items() if at <= now]
                for handler in due:
                    del self._deadlines[handler]
                if not due:
                    if self._closed and not self._deadlines:
                        self._watchdog = None
                        return
                    self._watchdog_due = min(self._deadlines.values(), default=None)
                    self._deadlines_changed.wait(None if self._watchdog_due is None else self._watchdog_due - now)
                    self._watchdog_due = None
                    continue
            for handler in due:
                handler._expire()

    def server_close(self) -> None:
        super().server_close()
        with self._deadlines_changed:
            self._closed = True
            self._deadlines_changed.notify()

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A connection that broke mid-request (reset, cut by the deadline): one line, no traceback."""
        exc = sys.exc_info()[1]
        self.note(f"connection from {client_address[0]} dropped: {type(exc).__name__}")

    def audit_query(self, request_id: str, query: str, actor: Actor, result: Any, latency_ms: float = 0.0) -> bool:
        """Append a ``retrieval`` record (query and user id hashed) if an audit log is attached.

        A query answered through a weighted alias (a canary) adds ``details.canary``: its arm,
        latency, result count, top score and refusal flag (``refusal(answer)``, when an answer
        was generated), what ``kbgate canary status`` compares.

        Returns:
            False if the record could not be written (the query is then not answered).
        """
        if self.audit is None:
            return True
        try:
            append_retrieval(self.audit, request_id, query, actor, result, latency_ms, self.refusal)
        except (KbgateError, OSError) as exc:
            print(f"{request_id} audit append failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            return False
        return True


def make_server(retriever: Retriever, host: str = "127.0.0.1", port: int = 8765, *, audit: Any = None,
                max_top_k: int = MAX_TOP_K, verbose: bool = False, refusal: Any = is_refusal, token: str | None = None,
                request_deadline: float = REQUEST_DEADLINE_S) -> KbgateHTTPServer:
    """Create (bind, not start) a protocol server; call ``serve_forever()`` to run it.

    Args:
        retriever: answers the queries (filter-before-search is the retriever's job).
        host: interface to bind; 127.0.0.1 by default.
        port: TCP port; 0 picks a free one (read it from ``server.server_address``).
        audit: an optional :class:`kbgate.audit.AuditLog`; each served query appends a
            ``retrieval`` record.
        max_top_k: the largest ``top_k`` a client may ask for.
        verbose: print one line per request to stderr (request id, status, timing; no query text).
        refusal: ``answer -> bool`` for the refusal flag of canary records, when the retriever
            generates answers (default :func:`kbgate.retrieval.refusal.is_refusal`, the gate's rule).
        token: if set, ``POST /query`` needs ``Authorization: Bearer <token>`` (else 401).
        request_deadline: seconds a client has to send a whole request before it gets a 408.

    Example:
        >>> server = make_server(retriever, port=0)  # doctest: +SKIP
        >>> threading.Thread(target=server.serve_forever, daemon=True).start()  # doctest: +SKIP
    """
    return KbgateHTTPServer((host, port), retriever, audit=audit, max_top_k=max_top_k, verbose=verbose,
                            refusal=refusal, token=token, request_deadline=request_deadline)
