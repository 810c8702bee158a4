"""Process-wide defaults set with ``nbagent.configure(...)``.

The magics read these when a cell gives no option; ``Agent`` itself never
does (an explicit ``Agent(...)`` means what it says).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import telemetry
from .._suggest import hint
from ..exceptions import UserError
from ..extensions import Cache, HistoryProcessor, ToolFilter
from ..usage.budget import Budget, coerce_budget

if TYPE_CHECKING:
    from ..loop import RetryPolicy
    from ..policy import Policy
    from ..providers import Provider
    from ..store import Store
    from ..tools import Tool, ToolRegistry

__all__ = [
    "DEFAULT_APPROVAL_TIMEOUT",
    "Defaults",
    "approval_timeout_for",
    "configure",
    "current_user",
    "default_model",
    "defaults",
]

DEFAULT_APPROVAL_TIMEOUT = 300.0
"""Seconds an approval card waits in a notebook before the call is denied (the card counts down).

Finite so that a Run All left alone ends instead of waiting forever; long enough to read the
arguments. Headless runs (nobody can click) never wait: the headless rule decides at once.
"""


@dataclass
class Defaults:
    """What ``%%agent`` uses when a cell does not say.

    ``headless`` is the rule for ``review`` calls when nobody can click:
    ``"deny"`` (default), ``"approve"``, or a list of tool names to approve.
    ``approval_timeout``: seconds an approval card waits for a click before the
    call is denied (default 300, shown as a countdown on the card); None: no limit.
    """

    model: str | Provider | None = None
    tools: list[Tool | Callable[..., object] | ToolRegistry | str | os.PathLike[str]] = field(default_factory=list)
    policy: Policy | str | os.PathLike[str] | Mapping[str, object] | None = None
    store: Store | str | os.PathLike[str] | bool | None = None  # False: no store; True or None: the default one
    system: str | None = None
    approval_timeout: float | None = DEFAULT_APPROVAL_TIMEOUT
    headless: str | Sequence[str] = "deny"
    max_iterations: int = 20
    stream: bool = True
    memory: HistoryProcessor | None = None
    tool_selection: ToolFilter | None = None
    retry: RetryPolicy | None = None  # a RetryPolicy for model requests (None: the Agent's default)
    user: str | None = None  # who this is in a team lake (None: $NBAGENT_USER, else the OS user)
    settings: Mapping[str, object] | None = None  # request settings for new sessions' agents ({"temperature": 0} ...)
    cache: Cache | None = None  # a response cache for %%agent sessions (None: off; --no-cache skips it for a cell)
    cache_nondeterministic: bool = False  # also serve requests without temperature=0 from the cache
    budget: Budget | None = None  # an nbagent.Budget for %%agent cells (None: no limit; --budget USD sets the run's)
    telemetry: bool = False  # OpenTelemetry traces of every run (nbagent.telemetry; docs/telemetry.md)
    cassettes: str | None = None  # off / record / replay / auto / keyless (None: $NBAGENT_CASSETTES, else off)
    cassette_dir: str | None = None  # where cell cassettes live (None: $NBAGENT_CASSETTE_DIR, else .nbagent/cassettes)
    # where run_python runs: "preferred" (bubblewrap, else a subprocess that says it is not isolated), "required"
    # (bubblewrap or nothing), "kernel" (the notebook's kernel: a loosening choice, only ever made in code)
    sandbox: str = "preferred"


_DEFAULTS = Defaults()


def defaults() -> Defaults:
    """The current defaults (a live object; change it with :func:`configure`)."""
    return _DEFAULTS


class UnknownOption(UserError, TypeError):
    """``configure(modle=...)``: a keyword configure() does not take (a TypeError, as for any function).

    IPython shows it as its one-line message, not a traceback into nbagent (``_render_traceback_``).
    """

    def _render_traceback_(self) -> list[str]:
        return [f"\x1b[0;31m{type(self).__name__}: {self}\x1b[0m"]


def unknown_options_message(unknown: Iterable[str], known: Iterable[str]) -> str:
    """``configure() got an unknown option 'modle' (did you mean 'model'?)``; the options when none is close."""
    names = sorted(known)
    parts = [f"{name!r}{hint(name, names)}" for name in unknown]
    message = f"configure() got {'an unknown option' if len(parts) == 1 else 'unknown options'} {', '.join(parts)}"
    if "(did you mean" not in message:
        message += f"; its options: {', '.join(names)}"
    return message


def configure(**options: object) -> None:
    """Set defaults for ``%%agent``: model, tools (functions, Tools, tools YAML files: see
    docs/tools.md), policy, store, system, approval_timeout
    (seconds an approval card waits before denying, default 300; None or 0: no limit),
    headless, max_iterations, stream, retry (a ``RetryPolicy``), memory (a ``Memory``),
    tool_selection (a ``DomainSelector``); memory and tool_selection are templates: each
    ``%%agent`` session gets a fresh copy; user: who you are in a team lake (default
    ``$NBAGENT_USER``, else the OS user); cache (a ``MemoryCache()`` or ``StoreCache(store)``,
    shared by every session: docs/cache.md), cache_nondeterministic, and settings (request
    settings of new sessions' agents, e.g. ``{"temperature": 0}``, which the cache serves);
    budget (an ``nbagent.Budget``, or a number: USD per cell; docs/budgets.md);
    telemetry (True: OpenTelemetry traces of every run, ``nbagent.telemetry.enable()``; docs/telemetry.md);
    sandbox (where ``run_python`` runs: ``"preferred"``, ``"required"``, ``"kernel"``; docs/security.md);
    cassettes (``"off"``, ``"record"``, ``"replay"``, ``"auto"``: each ``%%agent`` cell's model exchanges and
    approvals recorded or replayed; ``"keyless"``: replay the cells whose model has no API key here, run the
    others live) and cassette_dir (their folder; docs/cassettes.md).
    Unknown names are an error."""
    known = {f.name for f in dataclasses.fields(Defaults)}
    unknown = sorted(set(options) - known)
    if unknown:
        raise UnknownOption(unknown_options_message(unknown, known))
    headless = options.get("headless", _DEFAULTS.headless)
    if isinstance(headless, str) and headless not in ("deny", "approve"):
        raise UserError(f"headless must be 'deny', 'approve' or a list of tool names, got {headless!r}")
    timeout = options.get("approval_timeout")
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout < 0):
        raise UserError(f"approval_timeout must be seconds (None or 0: no limit), got {timeout!r}")
    if "approval_timeout" in options:
        options["approval_timeout"] = timeout or None
    for key, kind, base in (("memory", "Memory", HistoryProcessor), ("tool_selection", "DomainSelector", ToolFilter)):
        value = options.get(key)
        if value is not None and not isinstance(value, base):
            raise UserError(
                f"configure({key}=...) takes an nbagent.memory.{kind} (each %%agent session "
                f"gets its own copy of it), got {type(value).__name__}"
            )
    user = options.get("user")
    if user is not None and (not isinstance(user, str) or not user.strip()):
        raise UserError(f"user must be a non-empty name, got {user!r}")
    cache = options.get("cache")
    if cache is not None and not isinstance(cache, Cache):
        raise UserError(f"configure(cache=...) takes a MemoryCache() or StoreCache(store), got {type(cache).__name__}")
    if "budget" in options:
        options["budget"] = coerce_budget(options["budget"])
    if "tools" in options:
        options["tools"] = _tools(options["tools"])
    if "telemetry" in options:
        options["telemetry"] = _telemetry(options["telemetry"])
    if options.get("cassettes") is not None:
        options["cassettes"] = check_cassette_mode(options["cassettes"])
    if "sandbox" in options:
        check_sandbox_mode(options["sandbox"])
    cassette_dir = options.get("cassette_dir")
    if cassette_dir is not None:
        if not isinstance(cassette_dir, (str, os.PathLike)):
            raise UserError(f"cassette_dir must be a folder path, got {cassette_dir!r}")
        options["cassette_dir"] = str(os.fspath(cassette_dir))
    for key, value in options.items():
        setattr(_DEFAULTS, key, value)


CASSETTE_MODES = ("off", "record", "replay", "auto", "keyless")
SANDBOX_MODES = ("preferred", "required", "kernel")


def check_sandbox_mode(value: object) -> str:
    """``value`` as where ``run_python`` runs (:data:`SANDBOX_MODES`); :class:`UserError` naming the choices."""
    if value not in SANDBOX_MODES:
        raise UserError(f"sandbox must be 'preferred', 'required' or 'kernel', got {value!r}")
    return str(value)


def check_cassette_mode(value: object, where: str = "cassettes") -> str:
    """``value`` as a cassette mode (nbagent.cassettes); :class:`UserError` naming the choices otherwise."""
    mode = value.strip().lower() if isinstance(value, str) else value
    if mode not in CASSETTE_MODES:
        raise UserError(f"{where} must be one of {', '.join(CASSETTE_MODES)}, got {value!r}")
    return str(mode)


def _telemetry(value: object) -> bool:
    """``configure(telemetry=...)``: turn tracing on (with the ``OTEL_*`` settings) or off."""
    if not isinstance(value, bool):
        raise UserError(f"telemetry must be True or False (nbagent.telemetry.enable() takes options), got {value!r}")

    if value and not telemetry.enabled():
        telemetry.enable()
    elif not value and telemetry.enabled():
        telemetry.disable()
    return bool(value)


def _tools(value: object) -> list[object]:
    """``configure(tools=...)``: a list of tools; a tools YAML file (``"tools.yaml"``) stands for its
    tools and is loaded by each ``%%agent`` cell (like a policy file: edits and trust count at once);
    one file or a ``ToolRegistry`` alone works too."""
    if isinstance(value, (str, os.PathLike)):
        return [value]
    if not isinstance(value, Iterable):
        raise UserError(f"tools must be a list of tools or a tools YAML file, got {type(value).__name__}")
    return list(value)


def current_user() -> str:
    """Who this is in a team lake: ``configure(user=...)``, else ``$NBAGENT_USER``, else the OS user."""
    if _DEFAULTS.user:
        return _DEFAULTS.user
    env = os.environ.get("NBAGENT_USER", "").strip()
    if env:
        return env
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name (a container's uid without a passwd entry)
        return f"uid-{os.getuid()}"


def default_model() -> str | Provider:
    """The configured model, else one inferred from the API keys present."""
    if _DEFAULTS.model is not None:
        return _DEFAULTS.model
    if os.environ.get("OPENAI_API_KEY"):
        return "openai:gpt-4.1-mini"
    if os.environ.get("ANTHROPIC_API_KEY"):
        return "anthropic:claude-sonnet-4-5"
    # GEMINI_API_KEY only: GOOGLE_API_KEY is set for many Google services, not a choice of model
    if os.environ.get("GEMINI_API_KEY"):
        return "gemini:gemini-2.5-flash"
    raise UserError(
        "no model configured: pass --model (e.g. -m openai:gpt-4.1-mini), call "
        "nbagent.configure(model=...), or set OPENAI_API_KEY / ANTHROPIC_API_KEY / GEMINI_API_KEY. "
        "Without a key, an offline model: "
        "nbagent.configure(model=nbagent.ScriptedProvider(['Hello from a scripted model'])) plays its steps "
        "(nbagent.FunctionProvider(fn) answers from your function; neither is a language model). "
        "%agent_models lists the providers, which keys are set, and the offline models"
    )


def approval_timeout_for(cell: float | None, magic: float | None) -> float | None:
    """The approval wait for one ``%%agent`` cell: ``--approval-timeout``, else
    ``%config AgentMagics.approval_timeout``, else :func:`configure`'s (300 s unless changed).

    The first of them that is set (not None) decides; 0 there means no limit (None returned).
    """
    for value in (cell, magic, _DEFAULTS.approval_timeout):
        if value is not None:
            return float(value) or None
    return None
