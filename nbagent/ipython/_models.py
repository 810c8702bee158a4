"""What ``%agent_models`` shows: the model providers nbagent knows, whether each one's key is set, the offline
ones, and the model a ``%%agent`` cell uses now (like jupyter-ai's ``%ai list``).

The rows come from the registries themselves, so the listing cannot drift from them: the provider name table
(:func:`nbagent.providers.provider_names`, built-in and entry-point providers), the model table
(:func:`nbagent.models.models`) and each built-in provider's own key variable and endpoint. A key's value is
never read into the listing: only whether its variable is set.
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from ..config._configure import default_model, defaults
from ..exceptions import MissingCredentials, UserError
from ..models import models
from ..providers import _TABLE, registered_names
from ..providers._sdk import SdkProvider

__all__ = ["OFFLINE", "ModelsListing", "current_model", "models_listing"]

NO_MODEL = "none: cells fail with 'no model configured'"

# A model name to show for a provider whose models the model table has no rows for (a local server's models
# are whatever it has pulled).
_LOCAL_EXAMPLES = {"ollama": "llama3.2 (any model the server has: `ollama list`)"}

OFFLINE: tuple[tuple[str, str, str], ...] = (
    # (provider, one-line example, what it is): none of them is a language model, none needs a key
    (
        "ScriptedProvider",
        'nbagent.configure(model=nbagent.ScriptedProvider([nbagent.ToolCall("my_tool", {"x": 1}), "Done."]))',
        "plays replies given in advance, one per model request; re-running a cell replays that cell's steps",
    ),
    (
        "FunctionProvider",
        'nbagent.configure(model=nbagent.FunctionProvider(lambda messages, tools: "an answer"))',
        "your function decides each reply from the messages and the tools offered",
    ),
    (
        "ReplayProvider",
        'nbagent.configure(model=nbagent.ReplayProvider("cassette.json"))  # or -m replay:cassette.json',
        "replays a recorded conversation with no network (ReplayProvider(path, record=...) records one)",
    ),
)
_OFFLINE_PREFIXES = {"scripted", "replay"}  # the name table's entries for two of them (-m scripted, -m replay:PATH)


@dataclass(frozen=True)
class ProviderRow:
    """One provider of the name table that talks to a model service."""

    provider: str
    use: str
    models: str
    key: str
    endpoint: str


@dataclass
class ModelsListing:
    """The listing: shown as an HTML table in a notebook, as text in a terminal."""

    providers: list[ProviderRow]
    default: str
    offline: tuple[tuple[str, str, str], ...] = field(default=OFFLINE)

    def __repr__(self) -> str:
        lines = [f"Current model: {self.default}", "", "Providers (-m PROVIDER:MODEL or nbagent.configure(model=...)):"]
        for row in self.providers:
            lines.append(
                f"  {row.provider:<10} {row.use} · key: {row.key}" + (f" · {row.endpoint}" if row.endpoint else "")
            )
            if row.models:
                lines.append(f"  {'':<10} models: {row.models}")
        lines += ["", "Offline (no key; not language models):"]
        for name, example, what in self.offline:
            lines.append(f"  {name:<17} {what}")
            lines.append(f"  {'':<17} {example}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        e = html.escape
        head = "".join(
            f"<th style='text-align:left'>{h}</th>" for h in ("provider", "use", "models", "key", "endpoint")
        )
        body = "".join(
            "<tr>"
            + "".join(
                f"<td style='text-align:left'>{cell}</td>"
                for cell in (e(r.provider), f"<code>{e(r.use)}</code>", e(r.models), e(r.key), e(r.endpoint))
            )
            + "</tr>"
            for r in self.providers
        )
        offline = "".join(
            f"<tr><td style='text-align:left'>{e(name)}</td><td style='text-align:left'>{e(what)}</td>"
            f"<td style='text-align:left'><code>{e(example)}</code></td></tr>"
            for name, example, what in self.offline
        )
        return (
            f"<div class='nbagent-models'><p><b>Current model:</b> {e(self.default)}</p>"
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
            "<p><b>Offline</b> (no key; not language models):</p>"
            "<table><thead><tr><th style='text-align:left'>provider</th><th style='text-align:left'>what</th>"
            f"<th style='text-align:left'>example</th></tr></thead><tbody>{offline}</tbody></table></div>"
        )


def models_listing(magic_model: str = "") -> ModelsListing:
    """The providers of the name table (the offline ones apart), and the model cells use now."""
    rows = [_row(prefix) for prefix in registered_names() if prefix not in _OFFLINE_PREFIXES]
    return ModelsListing(providers=rows, default=current_model(magic_model))


def current_model(magic_model: str = "") -> str:
    """The model a ``%%agent`` cell without ``--model`` uses now, and where it comes from."""
    if magic_model:
        return f"{magic_model} (%config AgentMagics.model)"
    configured = defaults().model
    if configured is not None:
        return f"{getattr(configured, 'name', configured)} (nbagent.configure)"
    try:
        inferred = default_model()
    except UserError:
        return NO_MODEL
    return f"{getattr(inferred, 'name', inferred)} (its provider's API key is set)"


def _row(prefix: str) -> ProviderRow:
    """One provider: built-in ones are made (no connection, no SDK import) to read their key variable and
    endpoint; a provider registered by another package is listed by name only (making it could do anything)."""
    entry = _TABLE.get(prefix)  # an entry point not used yet is not in the table: it stays unloaded
    factory = entry[0] if entry is not None else None
    if factory is None or not getattr(factory, "__module__", "").startswith("nbagent."):
        return ProviderRow(prefix, f"-m {prefix}:MODEL", "", "see its package", "registered by another package")
    known = [m.id for m in models(prefix)]
    listed = ", ".join(known) if known else _LOCAL_EXAMPLES.get(prefix, "")
    example = _LOCAL_EXAMPLES.get(prefix, "MODEL").split(" ")[0]  # (any name: nothing is sent)
    try:
        try:
            provider = factory(example)
        except MissingCredentials as exc:  # the key is not set: made again with a stand-in to read its endpoint
            provider = factory(example, api_key="(not set)")
            key = f"{exc.env_var} not set"
        else:
            key = ""
    except UserError as exc:  # one provider that cannot be made here does not hide the others
        return ProviderRow(prefix, f"-m {prefix}:{example}", listed, "?", f"cannot be made here: {exc}")
    if not isinstance(provider, SdkProvider):
        return ProviderRow(prefix, f"-m {prefix}:{example}", listed, key or "?", "")
    endpoint = provider.endpoint()
    if not key:
        if not endpoint.env_var:
            key = "none needed (local server)"
        elif os.environ.get(endpoint.env_var):
            key = f"{endpoint.env_var} set"
        else:  # made with a key from another variable (gemini: GOOGLE_API_KEY)
            key = f"set (not {endpoint.env_var})"
    return ProviderRow(prefix, f"-m {prefix}:{example}", listed, key, _public(endpoint.url))


def _public(url: str) -> str:
    """Where requests go, without what a URL may carry besides (``user:password@``, ``?key=...``, a fragment):
    the listing is saved with the notebook."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return "(an endpoint URL that does not parse)"
    if not parts.scheme or not host:
        return "(an endpoint URL without a host)"
    return f"{parts.scheme}://{host}{port}{parts.path}"
