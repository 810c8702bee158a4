"""Every error nbagent raises on purpose.

The tree::

    NbAgentError(Exception)
    ├── UserError                  a usage mistake: bad argument, unknown name, bad option
    │   ├── ConfigError            a configuration value or file is wrong
    │   │   ├── PolicyError        a tool policy is invalid (names file:line and the key)
    │   │   └── ToolsFileError     a tools YAML file is invalid or untrusted (names file:line and the key)
    │   └── MissingDependency      an optional package is not installed (says what to install)
    ├── ToolError                  a tool is badly defined (raised when the tool is built)
    ├── ProviderError              talking to a model failed
    │   ├── MissingCredentials     no API key: names the environment variable to set
    │   ├── ModelAPIError          the service refused the request (4xx other than 429)
    │   ├── ModelUnreachable       no server answered at the endpoint (refused, unknown host): not retried
    │   ├── RetryableError         worth trying again (the agent retries these)
    │   │   ├── ModelRateLimited   429; carries ``retry_after``
    │   │   ├── ModelServerError   5xx
    │   │   └── ModelTimeout       connect / read timeout, connection dropped
    │   ├── ScriptExhausted        an offline provider has no step left
    │   └── ReplayMismatch         a replayed conversation diverged from its cassette
    ├── RunError                   the agent loop itself could not go on (e.g. max_iterations)
    ├── BudgetExceeded             the next model call would cross a cost budget (the model was not called)
    ├── CellFailed                 what a failed ``%%agent`` cell raises: one short message, no traceback wall
    ├── UnknownIdentifier          a name read from data was to go into SQL and is not one nbagent knows
    └── StoreError                 the DuckDB store cannot be used: says what and where (path)
        ├── StoreBusy              other processes kept the store busy for the whole wait: try again
        ├── LakeError              the team lake (DuckLake) cannot be reached or used: says which and why
        └── StoreDamaged           DuckDB reports the file damaged: ``Store.rebuild(path)`` recovers it

    KeyboardInterrupt
    └── CellStopped                Stop pressed during a ``%%agent`` cell: one line, no traceback

Messages say what was wrong, where, and what to do about it. Tool *failures*
at run time (bad arguments from the model, a tool that raised, a timeout) are
not exceptions for the caller: they go back to the model as tool errors and
appear in the event stream.
"""

from __future__ import annotations

from ._dist import pip_install

__all__ = [
    "BudgetExceeded",
    "CassetteError",
    "CassetteMismatch",
    "CellFailed",
    "CellStopped",
    "ConfigError",
    "LakeError",
    "MissingCredentials",
    "MissingDependency",
    "ModelAPIError",
    "ModelRateLimited",
    "ModelServerError",
    "ModelTimeout",
    "ModelUnreachable",
    "NbAgentError",
    "PolicyError",
    "ProviderError",
    "ReplayMismatch",
    "RetryableError",
    "RunError",
    "ScriptExhausted",
    "StoreBusy",
    "StoreDamaged",
    "StoreError",
    "ToolError",
    "ToolsFileError",
    "UnknownIdentifier",
    "UserError",
]


class NbAgentError(Exception):
    """Base class of every error nbagent raises on purpose."""


class UserError(NbAgentError):
    """A usage mistake: fix the call, the option or the name."""


class ConfigError(UserError):
    """A configuration value or file is wrong (the message names file:line when it can).

    ``path`` and ``line`` say where (``line`` is 1-based; None when unknown or for settings
    given in code), ``key`` which setting (``tools.send.timeout``).
    """

    def __init__(
        self, message: str, *, path: str | None = None, line: int | None = None, key: str | None = None
    ) -> None:
        super().__init__(message)
        self.path = path
        self.line = line
        self.key = key


class PolicyError(ConfigError):
    """A tool policy could not be loaded: bad YAML, a wrong type, an unknown key, a bad regex.

    ``path`` and ``line`` say where (``line`` is 1-based; both None for rules
    given in code), ``key`` which setting. An agent whose policy fails to load
    refuses to run: it never falls back to no policy.
    """


class ToolsFileError(ConfigError):
    """A tools YAML file (``ToolRegistry.from_yaml``, ``%%agent --tools FILE.yaml``) could not be loaded:
    bad YAML, an unknown key, a function that cannot be imported or does not fit its declared
    parameters, or a file in a folder the person has not trusted (then nothing was imported).
    ``path``, ``line`` and ``key`` say where, as for :class:`PolicyError`.
    """


class MissingDependency(UserError):
    """An optional package is needed for this feature and is not installed."""

    def __init__(self, package: str, feature: str, extra: str | None = None) -> None:
        hint = pip_install(extra) if extra else f"pip install {package}"
        super().__init__(f"{feature} needs the '{package}' package, which is not installed: {hint}")
        self.package = package


class ToolError(NbAgentError):
    """A tool definition is invalid (bad signature, unsupported type, duplicate name)."""


class ProviderError(NbAgentError):
    """Talking to a model provider failed.

    ``provider`` names the provider as the person chose it (``ollama``, ``openai``,
    ``anthropic``...), ``endpoint`` the URL that was called, when there is one.
    """

    def __init__(
        self, message: str, *, provider: str = "", status: int | None = None, endpoint: str | None = None
    ) -> None:
        super().__init__(message)
        self.provider = provider
        self.status = status
        self.endpoint = endpoint


class MissingCredentials(ProviderError):
    """The provider needs an API key that is not set."""

    def __init__(self, provider: str, env_var: str) -> None:
        super().__init__(
            f"{provider} needs an API key: set the environment variable {env_var} "
            f"(or pass api_key=... to the provider)",
            provider=provider,
        )
        self.env_var = env_var


class ModelAPIError(ProviderError):
    """The service refused the request (bad request, auth, not found). Not retried."""


class ModelUnreachable(ProviderError):
    """No server answered at the endpoint (connection refused, unknown host).

    Not retried: a server that is not running does not start within a few seconds
    of backoff, and the person should hear at once what to start or fix.
    """


class RetryableError(ProviderError):
    """A failure worth retrying after a pause."""

    def __init__(
        self,
        message: str,
        *,
        provider: str = "",
        status: int | None = None,
        retry_after: float | None = None,
        endpoint: str | None = None,
    ) -> None:
        super().__init__(message, provider=provider, status=status, endpoint=endpoint)
        self.retry_after = retry_after


class ModelRateLimited(RetryableError):
    """HTTP 429: too many requests. ``retry_after`` is the server's hint in seconds."""


class ModelServerError(RetryableError):
    """HTTP 5xx from the service."""


class ModelTimeout(RetryableError):
    """The request timed out or the connection dropped."""


class ScriptExhausted(ProviderError):
    """An offline provider was asked for more replies than it was given.

    The message says how many steps the script had and which request ran past them, and the fix
    (``provider.extend([...])`` or a new ``ScriptedProvider``). Re-running a cell does not use up
    steps: the script goes back to where the cell's turn began (docs/getting-started.md)."""


class ReplayMismatch(ProviderError):
    """A replayed conversation differs from the recorded one."""


class CassetteMismatch(ReplayMismatch):
    """An ``%%agent`` cell no longer matches its recording (``configure(cassettes="replay")``):
    its prompt, model, tools or policy changed, or the conversation took another turn. The
    message names the cell and what differs; record it again with ``cassettes="record"``."""


class CassetteError(UserError):
    """A cell cassette file cannot be read (not JSON, not a cassette, a newer format); names the file."""


class BudgetExceeded(NbAgentError):
    """The next model call would cross a cost budget (:class:`nbagent.Budget`): it was not made.

    ``limit`` says which: ``"run"``, ``"session"``, ``"day"``, or ``"price"`` (the model has no
    known price, so no budget can hold); ``limit_usd`` the limit, ``spent_usd`` what was spent
    against it before this call, ``estimate_usd`` the call's estimated cost (None: no price).
    """

    def __init__(
        self,
        message: str,
        *,
        limit: str,
        limit_usd: float | None = None,
        spent_usd: float = 0.0,
        estimate_usd: float | None = None,
        model: str = "",
    ) -> None:
        super().__init__(message)
        self.limit = limit
        self.limit_usd = limit_usd
        self.spent_usd = spent_usd
        self.estimate_usd = estimate_usd
        self.model = model


class RunError(NbAgentError):
    """The agent loop could not finish (for example ``max_iterations`` was reached).

    ``result`` holds the partial :class:`~nbagent.loop._result.RunResult` when there is one.
    """

    def __init__(self, message: str, *, result: object | None = None) -> None:
        super().__init__(message)
        self.result = result


class CellFailed(NbAgentError):
    """A ``%%agent`` cell's run failed; the cause is ``__cause__``.

    IPython shows it as one short message (``_render_traceback_``) instead of a
    wall of SDK and event-loop frames; the magic puts the full traceback in a
    folded section of the cell's output.
    """

    def _render_traceback_(self) -> list[str]:
        return [f"\x1b[0;31m{self}\x1b[0m"]


class CellStopped(KeyboardInterrupt):
    """A ``%%agent`` cell stopped by the person (Stop, or interrupting the kernel).

    Still a KeyboardInterrupt, so the cell ends in error and Run All stops there, but
    IPython shows one line instead of formatting every frame between the cell and the
    agent's worker thread (that took 0.8 to 3 s on a busy 2-core machine, longer than
    the stop itself).
    """

    def _render_traceback_(self) -> list[str]:
        return [f"\x1b[0;31mKeyboardInterrupt: {self}\x1b[0m"]


class UnknownIdentifier(NbAgentError, ValueError):
    """A name that was to go into SQL (a table, a column, a type) is not one the code allows: SQL is never
    built from names read from data (:mod:`nbagent.boundary._sql`)."""


class StoreError(NbAgentError):
    """The session / audit store cannot be used (a foreign or corrupt file, a read-only folder, a full disk).

    ``path`` is the file or folder concerned. Raised by :class:`~nbagent.store.Store`
    methods and kept on ``Store.last_error``; an agent run never fails because
    of it: events wait in the journal (or in memory) until the store works again.
    """

    def __init__(self, message: str, *, path: str | None = None) -> None:
        super().__init__(message)
        self.path = path


class StoreBusy(StoreError):
    """Other processes (kernels writing, a client holding the file open) kept the store busy for
    the whole wait of a read. Nothing is wrong with the store: try again."""


class LakeError(StoreError):
    """The team lake (:class:`nbagent.Lake`, a DuckLake) cannot be used: its catalog is unreachable,
    its extensions are missing, or commits kept conflicting. ``path`` is the lake's URL with any
    password left out. The local store is not affected: publishing resumes when the lake is back."""


class StoreDamaged(StoreError):
    """DuckDB reports the store's file damaged (a checksum mismatch, a truncated file, not a DuckDB file).

    The message names the file and the remedy: ``Store.rebuild(path)`` (or ``nbagent store rebuild
    PATH``) moves the damaged file aside and replays the store's archive and journal into a fresh one.
    """
