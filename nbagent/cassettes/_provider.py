"""The model side of a cell cassette: a provider that records the exchanges, or serves them back.

:class:`LazyProvider` stands for a model named in the configuration whose
provider cannot be made here (no API key): a cell replayed from its cassette
never asks it anything, so a notebook replays with no key and no network. It
makes the real provider only when a request reaches it (recording, or a cell
without a recording), and that request then fails as it would have.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace

from ..cache import decode_response, encode_response
from ..exceptions import CassetteMismatch, MissingCredentials
from ..providers import ModelRequest, ModelResponse, Provider, StreamItem, get_provider
from ..providers._offline import stream_response
from ._file import Recording, request_digest

__all__ = ["CassetteProvider", "LazyProvider", "lazy_provider"]


class LazyProvider:
    """A model by name whose provider is made on its first request (see the module docstring)."""

    def __init__(self, spec: str, error: MissingCredentials) -> None:
        family, _, model = spec.partition(":")
        self.name = spec
        self.provider = family
        self.model = model or spec
        self._error = error
        self.env_var = error.env_var  # the key recording it would need
        self._real: Provider | None = None

    def _get(self) -> Provider:
        if self._real is None:
            self._real = get_provider(self.name)  # raises MissingCredentials as a live cell would
        return self._real

    async def request(self, request: ModelRequest) -> ModelResponse:
        """The real provider's answer (made now)."""
        return await self._get().request(request)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """The real provider's stream (made now)."""
        async for item in self._get().stream(request):
            yield item

    def __repr__(self) -> str:
        return f"LazyProvider({self.name!r})"


OFFLINE_EXAMPLE = (
    'nbagent.configure(model=nbagent.FunctionProvider(fn), cassettes="keyless") answers from your function '
    "(not a language model)"
)
"""The offline way to run an edited cell, in the words of the "no model configured" message."""


def record_advice(provider: object, *, again: bool = False) -> str:
    """``Record it with nbagent.configure(cassettes="record")``, what recording needs (the real model and its key,
    named by its variable) and, in one line, the offline alternative: for an edited cell whose recording is gone."""
    model = str(getattr(provider, "name", "") or "")
    env_var = str(getattr(provider, "env_var", "") or "")
    record = f'Record it{" again" if again else ""} with nbagent.configure(cassettes="record")'
    if not env_var:  # an offline model (scripted, function, replay) records without a key
        return f'{record} (or "auto" to record what is missing).'
    return (
        f'{record} (or "auto" to record what is missing): recording calls the real model {model} and needs its '
        f"API key, ${env_var}. Without a key, run it offline: {OFFLINE_EXAMPLE}."
    )


def lazy_provider(spec: str | Provider) -> Provider:
    """The provider for ``spec``, or a :class:`LazyProvider` when only the API key is missing."""

    if not isinstance(spec, str):
        return get_provider(spec)
    try:
        return get_provider(spec)
    except MissingCredentials as exc:
        return LazyProvider(spec, exc)


class CassetteProvider:
    """Wraps a cell's provider: ``record`` keeps each exchange, ``replay`` serves the recorded ones in order,
    checking that each request is the recorded one (:class:`CassetteMismatch` naming the cell otherwise)."""

    def __init__(self, inner: Provider, recording: Recording, *, replay: bool, where: str) -> None:
        self._inner = inner
        self.recording = recording
        self.replaying = replay
        self.where = where  # "cell 3 ('Summarise …')": every mismatch names it
        self.name = inner.name
        self.provider = inner.provider
        self.model = inner.model
        self._cursor = 0

    @property
    def inner(self) -> Provider:
        """The cell's own provider (a re-run cell puts a scripted one back where its turn began)."""
        return self._inner

    def _served(self, request: ModelRequest) -> ModelResponse:
        n = self._cursor + 1
        exchanges = self.recording.exchanges
        if self._cursor >= len(exchanges):
            raise CassetteMismatch(
                f"{self.where}: the model is asked a {_nth(n)} time, but the recording has {len(exchanges)} "
                "exchange(s): the conversation went another way (a tool's output or the notebook's data changed). "
                + record_advice(self._inner, again=True)
            )
        recorded = exchanges[self._cursor]
        if recorded["request"] != request_digest(request):
            raise CassetteMismatch(
                f"{self.where}: model request {n} differs from the recording (the conversation before it changed: "
                "a tool's output, the history of the session, or the request settings). "
                + record_advice(self._inner, again=True)
            )
        self._cursor += 1
        try:
            response = decode_response(recorded["response"])
        except ValueError as exc:
            raise CassetteMismatch(f"{self.where}: exchange {n} of the recording is damaged: {exc}") from exc
        # a replay costs nothing: the tokens are the recording's, the spending is zero
        return replace(response, usage=replace(response.usage, cost_usd=0.0 if response.usage.cost_usd else None))

    def _keep(self, request: ModelRequest, response: ModelResponse) -> None:
        self.recording.exchanges.append({"request": request_digest(request), "response": encode_response(response)})

    async def request(self, request: ModelRequest) -> ModelResponse:
        """One exchange, served from the recording or recorded."""
        if self.replaying:
            return self._served(request)
        response = await self._inner.request(request)
        self._keep(request, response)
        return response

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """One streamed exchange: the recorded answer word by word, or the live stream recorded."""
        if self.replaying:
            async for item in stream_response(self._served(request)):
                yield item
            return
        final: ModelResponse | None = None
        async for item in self._inner.stream(request):
            if isinstance(item, ModelResponse):
                final = item
            yield item
        if final is not None:
            self._keep(request, final)

    @property
    def unused(self) -> int:
        """Recorded exchanges a replay did not reach."""
        return len(self.recording.exchanges) - self._cursor if self.replaying else 0

    def __repr__(self) -> str:
        return f"CassetteProvider({self.name!r}, {'replay' if self.replaying else 'record'})"


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
