"""The keyword options of the built-in SDK providers, as types (see :class:`~nbagent.providers._sdk.SdkProvider`).

Its own module: the name table, the providers and the cassette recorder all name them, and none of them may
import another's module for it (``_builtin`` imports each provider module when its family is asked for).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict

__all__ = ["OpenAIOptions", "PassedOptions", "RecordOptions", "SdkOptions"]


class _Common(TypedDict, total=False):
    timeout: float
    settings: Mapping[str, object] | None
    label: str | None
    unreachable_hint: str


class _Endpoint(TypedDict, total=False):
    api_key: str | None
    base_url: str | None


class SdkOptions(_Common, _Endpoint, total=False):
    """The keyword options of every SDK provider (:class:`~nbagent.providers._sdk.SdkProvider`)."""

    transport: object  # an httpx (or httpx2) async transport, handed to the SDK's HTTP client untouched


class OpenAIOptions(SdkOptions, total=False):
    """The openai provider's keyword options: the common ones and ``stream_usage``."""

    stream_usage: bool


class PassedOptions(_Common, total=False):
    """What :class:`~nbagent.providers.ReplayProvider` passes on as given when it replays (it sets the
    transport, the key and the endpoint itself)."""

    stream_usage: bool


class RecordOptions(PassedOptions, _Endpoint, total=False):
    """:class:`~nbagent.providers.ReplayProvider`'s keyword options: those of the provider it records but
    the transport (its own)."""
