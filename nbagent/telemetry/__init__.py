"""OpenTelemetry traces of agent runs, in the GenAI semantic conventions (docs/telemetry.md).

    import nbagent.telemetry
    nbagent.telemetry.enable()          # OTLP over HTTP to $OTEL_EXPORTER_OTLP_ENDPOINT (default localhost:4318)
    nbagent.configure(telemetry=True)   # the same, from the configuration

Every agent in the process is traced from then on, ``%%agent`` cells included: a span per run
(``invoke_agent``), per model call (``chat``) and per tool call (``execute_tool``). The
standard ``OTEL_*`` environment variables configure the exporter and the service name.

Content (prompts, answers, tool arguments and outputs) is off by default; turn it on with
``enable(capture_content=True)`` or ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``;
it is redacted (secrets masked) before it is recorded.

The OpenTelemetry packages are an optional extra (``pip install 'jupyter-nbagent[telemetry]'``),
imported only here, when telemetry is turned on: ``import nbagent`` does not load them.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .._dist import DISTRIBUTION
from ..events._observers import add_observer
from ..exceptions import MissingDependency
from ._spans import SpanRecorder

if TYPE_CHECKING:  # the OpenTelemetry packages are an optional extra, imported only when telemetry is turned on
    from opentelemetry.sdk.trace import TracerProvider as SDKTracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter
    from opentelemetry.trace import TracerProvider

__all__ = ["disable", "enable", "enabled", "flush"]

_CONTENT_ENV = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class _Setup:
    """The recorder, its remover, the provider it traces to and the one nbagent made (if any)."""

    recorder: SpanRecorder
    remove: Callable[[], None]
    own: SDKTracerProvider | None
    provider: TracerProvider


_state: _Setup | None = None


def enabled() -> bool:
    """Whether agent runs are being traced."""
    return _state is not None


def enable(
    *,
    tracer_provider: TracerProvider | None = None,
    exporter: SpanExporter | None = None,
    capture_content: bool | None = None,
    service_name: str | None = None,
) -> None:
    """Trace every agent run in this process (again: replaces the earlier setup).

    Args:
        tracer_provider: an OpenTelemetry ``TracerProvider`` to use. None: the global one when the
            application has set one (``opentelemetry.trace.set_tracer_provider``), else nbagent makes
            its own, exporting with ``exporter``.
        exporter: a span exporter for the provider nbagent makes (None: OTLP over HTTP, configured by
            the ``OTEL_EXPORTER_OTLP_*`` variables). Spans are exported in the background (a batch
            processor): a slow or absent collector never holds up a cell.
        capture_content: record prompts, answers, tool arguments and outputs (redacted). None: from
            ``$OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT`` (default off).
        service_name: ``service.name`` of nbagent's own provider (None: ``$OTEL_SERVICE_NAME``, else
            ``nbagent``).
    """
    try:
        from opentelemetry import trace
    except ImportError as exc:
        raise MissingDependency("opentelemetry-sdk", "nbagent.telemetry", extra="telemetry") from exc

    global _state
    with _LOCK:
        _stop()
        own: SDKTracerProvider | None = None
        if tracer_provider is None:
            current = trace.get_tracer_provider()
            if exporter is None and _is_real(current):
                tracer_provider = current
            else:
                tracer_provider = own = _own_provider(exporter, service_name)
        if capture_content is None:
            capture_content = os.environ.get(_CONTENT_ENV, "").strip().lower() in ("1", "true", "yes", "on")
        tracer = tracer_provider.get_tracer("nbagent", _version())
        recorder = SpanRecorder(tracer, capture_content=capture_content)
        _state = _Setup(recorder, add_observer(recorder), own, tracer_provider)


def disable(timeout_s: float = 5.0) -> None:
    """Stop tracing; spans already recorded are flushed (up to ``timeout_s``) by a provider nbagent made."""
    with _LOCK:
        _stop(timeout_s)


def flush(timeout_s: float = 5.0) -> bool:
    """Export the spans recorded so far now (True when the exporter took them all in time)."""
    provider = _state.provider if _state is not None else None
    force = getattr(provider, "force_flush", None)
    return bool(force(int(timeout_s * 1000))) if callable(force) else True


def _stop(timeout_s: float = 5.0) -> None:
    global _state
    setup, _state = _state, None
    if setup is None:
        return
    setup.remove()
    own = setup.own
    if own is not None:
        own.force_flush(int(timeout_s * 1000))
        own.shutdown()


def _version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return None


def _is_real(provider: object) -> bool:
    """An SDK provider the application set (not the API's no-op or proxy default)."""
    return type(provider).__name__ not in ("ProxyTracerProvider", "NoOpTracerProvider")


def _own_provider(exporter: SpanExporter | None, service_name: str | None) -> SDKTracerProvider:
    try:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError as exc:
        raise MissingDependency("opentelemetry-sdk", "nbagent.telemetry", extra="telemetry") from exc
    if exporter is None:
        try:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        except ImportError as exc:
            raise MissingDependency(
                "opentelemetry-exporter-otlp-proto-http", "nbagent.telemetry", extra="telemetry"
            ) from exc
        exporter = OTLPSpanExporter()  # endpoint, headers, timeout: the OTEL_EXPORTER_OTLP_* variables
    name = service_name or os.environ.get("OTEL_SERVICE_NAME") or "nbagent"
    provider = TracerProvider(resource=Resource.create({"service.name": name}))
    provider.add_span_processor(BatchSpanProcessor(exporter))
    return provider
