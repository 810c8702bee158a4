"""Threaded local HTTP server shared by the fake OpenAI and Anthropic APIs."""

from __future__ import annotations

import contextlib
import json
import socket
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, ClassVar, Self
from urllib.parse import urlsplit

from ._replies import Reply

Responder = Callable[[dict[str, Any]], Reply]

NO_REPLY_MESSAGE = "fakeapi: no reply scripted"

_DEFAULT_MESSAGES: dict[int, str] = {
    400: "Bad request",
    401: "Invalid authentication",
    403: "Permission denied",
    404: "Not found",
    408: "Request timed out",
    413: "Request too large",
    429: "Rate limit exceeded, please retry later",
    500: "The server had an error while processing your request",
    502: "Bad gateway",
    503: "Service unavailable",
    529: "Overloaded",
}


def default_message(status: int) -> str:
    """A generic error message for an HTTP status."""
    return _DEFAULT_MESSAGES.get(status, f"HTTP error {status}")


@dataclass(frozen=True)
class RecordedRequest:
    """One request received by a fake server (headers lower-cased, body parsed JSON)."""

    method: str
    path: str
    query: str
    headers: dict[str, str]
    body: Any


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    owner: FakeServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Ignore clients dropping kept-alive connections; report anything else."""
        exc = sys.exc_info()[1]
        if isinstance(exc, ConnectionError | TimeoutError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer
    timeout = 30

    def setup(self) -> None:
        super().setup()
        self.server.owner._track(self.connection, add=True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.owner._track(self.connection, add=False)

    def do_POST(self) -> None:
        self.server.owner._handle(self)

    def do_GET(self) -> None:
        self.server.owner._handle(self)

    def log_message(self, format: str, *args: Any) -> None:
        """Keep test output quiet."""


class FakeServer:
    """Base class: scripted replies, request log, HTTP plumbing; subclasses speak an API."""

    request_id_header: ClassVar[str] = "x-request-id"
    url_suffix: ClassVar[str] = ""

    def __init__(self, *, api_key: str | None = None, chunk_chars: int = 4) -> None:
        """`api_key`: if set, only this key is accepted; `chunk_chars`: stream piece size."""
        self.api_key = api_key
        self.chunk_chars = chunk_chars
        self.responder: Responder | None = None
        self._lock = threading.Lock()
        self._queue: deque[Reply] = deque()
        self._requests: list[RecordedRequest] = []
        self._sockets: set[socket.socket] = set()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ----------------------------------------------------------------- lifecycle
    def start(self) -> Self:
        """Bind a free port on 127.0.0.1 and serve in a daemon thread."""
        if self._httpd is not None:
            return self
        httpd = _HTTPServer(("127.0.0.1", 0), _Handler)
        httpd.owner = self
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever,
            kwargs={"poll_interval": 0.01},
            name=f"{type(self).__name__}:{httpd.server_address[1]}",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and drop any kept-alive client connections."""
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        httpd.shutdown()
        with self._lock:
            sockets = list(self._sockets)
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def port(self) -> int:
        """The bound port (server must be started)."""
        if self._httpd is None:
            raise RuntimeError("fakeapi: server not started")
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """Base URL to pass to the SDK as `base_url`."""
        return f"http://127.0.0.1:{self.port}{self.url_suffix}"

    # ----------------------------------------------------------------- scripting
    def enqueue(self, *replies: Reply) -> None:
        """Append replies to the FIFO.

        Each request that passes routing, auth and validation pops one; rejected
        requests (404/401/400) leave the queue untouched.
        """
        for reply in replies:
            if not isinstance(reply, Reply):
                raise TypeError(f"expected Reply, got {reply!r}")
        with self._lock:
            self._queue.extend(replies)

    @property
    def pending(self) -> int:
        """Number of scripted replies not consumed yet."""
        with self._lock:
            return len(self._queue)

    @property
    def requests(self) -> list[RecordedRequest]:
        """A snapshot of all received requests, oldest first."""
        with self._lock:
            return list(self._requests)

    @property
    def last_request(self) -> RecordedRequest:
        """The most recent request (AssertionError if none)."""
        with self._lock:
            if not self._requests:
                raise AssertionError("fakeapi: no request received")
            return self._requests[-1]

    def reset(self) -> None:
        """Forget queued replies, the responder and the request log."""
        with self._lock:
            self._queue.clear()
            self._requests.clear()
        self.responder = None

    # ------------------------------------------------------------ API hooks
    def validate(self, body: dict[str, Any]) -> list[str]:
        """Problems with a request body (empty when valid)."""
        raise NotImplementedError

    def _route_ok(self, method: str, path: str) -> bool:
        raise NotImplementedError

    def _header_problem(self, headers: dict[str, str]) -> tuple[int, str] | None:
        """(status, message) when auth or other required headers are wrong."""
        raise NotImplementedError

    def _query_problem(self, path: str, query: str) -> tuple[int, str] | None:
        """(status, message) when the query string is wrong for the route (none by default)."""
        return None

    def _wants_stream(self, path: str, body: dict[str, Any]) -> bool:
        """Whether the request asks for an SSE stream (``"stream": true`` in the body by default)."""
        return body.get("stream") is True

    def _error_body(self, status: int, message: str, error_type: str | None) -> dict[str, Any]:
        raise NotImplementedError

    def _render(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def _render_stream(self, reply: Reply, body: dict[str, Any]) -> Iterator[str]:
        """Yield complete SSE events (each ending in a blank line)."""
        raise NotImplementedError

    def _request_id(self) -> str:
        raise NotImplementedError

    # ----------------------------------------------------------- internals
    def _track(self, sock: socket.socket, *, add: bool) -> None:
        with self._lock:
            if add:
                self._sockets.add(sock)
            else:
                self._sockets.discard(sock)

    def _next_reply(self, body: dict[str, Any]) -> Reply | None:
        with self._lock:
            if self._queue:
                return self._queue.popleft()
        responder = self.responder
        return responder(body) if responder is not None else None

    @staticmethod
    def _read_body(h: _Handler) -> bytes:
        if h.headers.get("transfer-encoding", "").lower() == "chunked":
            parts: list[bytes] = []
            while True:
                size = int(h.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while h.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(parts)
                parts.append(h.rfile.read(size))
                h.rfile.readline()
        length = int(h.headers.get("content-length") or 0)
        return h.rfile.read(length) if length else b""

    def _handle(self, h: _Handler) -> None:
        split = urlsplit(h.path)
        headers = {k.lower(): v for k, v in h.headers.items()}
        raw = self._read_body(h)
        body: Any = None
        bad_json = False
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                bad_json = True
        with self._lock:
            self._requests.append(RecordedRequest(h.command, split.path, split.query, headers, body))
        try:
            self._respond(h, split.path, split.query, headers, body, bad_json)
        except (BrokenPipeError, ConnectionResetError):
            h.close_connection = True

    def _respond(self, h: _Handler, path: str, query: str, headers: dict[str, str], body: Any, bad_json: bool) -> None:
        if not self._route_ok(h.command, path):
            return self._send_error(h, 404, f"fakeapi: unknown route {h.command} {path}")
        problem = self._header_problem(headers) or self._query_problem(path, query)
        if problem is not None:
            return self._send_error(h, problem[0], problem[1])
        if bad_json or not isinstance(body, dict):
            return self._send_error(h, 400, "The request body is not a valid JSON object.")
        problems = self.validate(body)
        if problems:
            return self._send_error(h, 400, "; ".join(problems))
        try:
            reply = self._next_reply(body)
        except Exception:
            return self._send_error(h, 500, "fakeapi: responder raised\n" + traceback.format_exc())
        if reply is None:
            return self._send_error(h, 500, NO_REPLY_MESSAGE)
        if reply.delay:
            time.sleep(reply.delay)
        if reply.kind == "error":
            message = reply.message or default_message(reply.status)
            return self._send_error(h, reply.status, message, reply.error_type, reply.headers)
        try:
            if self._wants_stream(path, body):
                events = list(self._render_stream(reply, body))
                return self._send_stream(h, events)
            return self._send_json(h, 200, self._render(reply, body))
        except RenderError as exc:
            return self._send_error(h, 500, str(exc))

    def _base_headers(self, h: _Handler, status: int, content_type: str) -> None:
        h.send_response(status)
        h.send_header("content-type", content_type)
        h.send_header(self.request_id_header, self._request_id())

    def _send_json(
        self,
        h: _Handler,
        status: int,
        payload: dict[str, Any],
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        data = json.dumps(payload).encode()
        self._base_headers(h, status, "application/json")
        for name, value in extra:
            h.send_header(name, value)
        h.send_header("content-length", str(len(data)))
        h.end_headers()
        h.wfile.write(data)
        h.wfile.flush()

    def _send_error(
        self,
        h: _Handler,
        status: int,
        message: str,
        error_type: str | None = None,
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self._send_json(h, status, self._error_body(status, message, error_type), extra)

    def _send_stream(self, h: _Handler, events: list[str]) -> None:
        self._base_headers(h, 200, "text/event-stream; charset=utf-8")
        h.send_header("cache-control", "no-cache")
        h.send_header("transfer-encoding", "chunked")
        h.end_headers()
        for event in events:
            data = event.encode()
            h.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
            h.wfile.flush()
        h.wfile.write(b"0\r\n\r\n")
        h.wfile.flush()


class RenderError(Exception):
    """A scripted reply that this API cannot express; sent back as a loud 500."""
