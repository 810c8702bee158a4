"""Cost budgets: a hard stop before a model call that would cross a spending limit.

``Budget(per_run_usd=..., per_session_usd=..., per_day_usd=...)`` on an
:class:`~nbagent.loop._agent.Agent` (``budget=``), ``nbagent.configure(budget=...)``,
``%%agent --budget USD`` (the run's limit) or a ``budget:`` block of a policy YAML.

Before each model call, after the response cache (a hit costs nothing), the
call's cost is estimated and compared with what was spent:

- input tokens: the UTF-8 bytes of the serialized request (every message's text,
  tool-call arguments and tool results, plus the tool schemas as JSON), a token for
  every :data:`ASCII_BYTES_PER_TOKEN` (3) bytes of ASCII and every
  :data:`OTHER_BYTES_PER_TOKEN` (2) bytes of anything else. An estimate, not a count,
  meant never to be below the real one: English runs 3.5-4.5 characters a token on the
  OpenAI, Anthropic and Gemini tokenizers (so this errs high by about a third), CJK
  about one token a character (3 bytes: counted as 1.5), Cyrillic, Greek, Arabic and
  Hebrew under one a character (2 bytes: counted as 1). Counting characters (4 a token)
  put 200,000 CJK characters at 50,000 tokens, a quarter of their cost;
- output tokens: the request's ``max_tokens`` (or ``max_output_tokens`` /
  ``max_completion_tokens``) setting when set, else the model's maximum output from
  the registry (:func:`nbagent.models.max_output_tokens`), else
  :data:`DEFAULT_OUTPUT_TOKENS` (4,096): the most the call can write, so the estimate
  errs high on output;
- priced at the model's input and output prices (:mod:`nbagent.usage.pricing`).

When ``spent + estimate`` would exceed a limit the run stops with
:class:`~nbagent.exceptions.BudgetExceeded` and a ``budget-exceeded`` event; the model
is not called. A model without a known price is refused under any budget until
``nbagent.usage.pricing.register_price`` gives it one. What is spent is what the providers
report (``Usage.cost_usd``), summaries and tool selection included.

Spend is counted three ways: the run's (in memory); the session's (the store's
``usage`` rows of the session when the agent keeps one, read once per agent, plus
this agent's calls since; without a store, this agent's calls); the day's, across
every store and kernel of the user, from :class:`DayLedger` in the nbagent home.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import math
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import IO, TYPE_CHECKING, Protocol

from ..exceptions import BudgetExceeded, UserError
from ..extensions import Extension
from ..files._home import user_home
from ..files._private import private_dir
from ..messages import AssistantMessage, ToolResult
from ..models import max_output_tokens
from .pricing import lookup_price

if TYPE_CHECKING:
    from ..messages import Message, ToolSpec

__all__ = [
    "ASCII_BYTES_PER_TOKEN",
    "DEFAULT_OUTPUT_TOKENS",
    "OTHER_BYTES_PER_TOKEN",
    "Budget",
    "DayLedger",
    "Spend",
    "effective_budget",
    "estimate_call",
    "estimate_input_tokens",
]

ASCII_BYTES_PER_TOKEN = 3
"""Bytes of ASCII text per token of the input estimate (see the module docstring)."""

OTHER_BYTES_PER_TOKEN = 2
"""UTF-8 bytes of any other text per token of the input estimate: every script but Latin costs more per byte."""

DEFAULT_OUTPUT_TOKENS = 4096
"""Output tokens assumed for a call with no ``max_tokens`` on a model the registry has no maximum for."""

log = logging.getLogger("nbagent")

_OUTPUT_SETTINGS = ("max_tokens", "max_output_tokens", "max_completion_tokens")


@dataclass(frozen=True, slots=True)
class Budget(Extension):
    """Spending limits in USD (None: no limit of that kind); an agent's own budget is one of its extensions
    (``Agent(..., extensions=[Budget(per_run_usd=0.5)])``), checked before each model call.

    ``per_run_usd``: one ``arun`` / ``%%agent`` cell; ``per_session_usd``: the agent's
    conversation (its stored session when it has one); ``per_day_usd``: everything the
    user's agents spend on the local calendar day, across kernels and stores.
    """

    per_run_usd: float | None = None
    per_session_usd: float | None = None
    per_day_usd: float | None = None

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
                raise UserError(f"Budget({f.name}=...) must be a non-negative number of USD or None, got {value!r}")

    @property
    def active(self) -> bool:
        """Does it set any limit?"""
        return any(getattr(self, f.name) is not None for f in fields(self))

    def lowered(self, other: Budget | None) -> Budget:
        """Each limit the lower of this one's and ``other``'s (a limit only one sets is kept)."""
        if other is None:
            return self
        values: dict[str, float | None] = {}
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            values[f.name] = theirs if mine is None else mine if theirs is None else min(mine, theirs)
        return Budget(**values)

    def replaced(self, other: Budget | None) -> Budget:
        """Each limit ``other``'s where it sets one, else this one's."""
        if other is None:
            return self
        values = {f.name: getattr(other, f.name) if getattr(other, f.name) is not None else getattr(self, f.name)
                  for f in fields(self)}  # fmt: skip
        return Budget(**values)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object], where: str = "budget") -> Budget:
        """A budget from ``{"per_run_usd": 0.5, ...}`` (a policy YAML's ``budget:`` block)."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise UserError(f"{where}: unknown key(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}")
        return cls(
            per_run_usd=_usd(data.get("per_run_usd"), "per_run_usd"),
            per_session_usd=_usd(data.get("per_session_usd"), "per_session_usd"),
            per_day_usd=_usd(data.get("per_day_usd"), "per_day_usd"),
        )


def _usd(value: object, name: str) -> float | None:
    if value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        return value
    raise UserError(f"Budget({name}=...) must be a non-negative number of USD or None, got {value!r}")


class BudgetLayer(Protocol):
    """A policy layer as the budget reads it (:class:`nbagent.policy.Layer`)."""

    @property
    def budget(self) -> Budget | None: ...

    @property
    def budget_lowers_only(self) -> bool: ...


class Layered(Protocol):
    """A policy as the budget reads it: its layers, in order."""

    @property
    def layers(self) -> Sequence[BudgetLayer]: ...


def effective_budget(policy: Layered, explicit: Budget | None) -> Budget | None:
    """The budget of a run: the policy layers' ``budget:`` blocks (in layer order, each trusted one setting
    the limits it names), then ``explicit`` (``Agent(budget=)``, ``configure``, ``--budget``) over them,
    then every untrusted project folder's block, which can only lower a limit. None: no limit at all."""
    budget = Budget()
    lowering: list[Budget] = []
    for layer in policy.layers:
        block = layer.budget
        if block is None:
            continue
        if layer.budget_lowers_only:
            lowering.append(block)
        else:
            budget = budget.replaced(block)
    budget = budget.replaced(explicit)
    for block in lowering:
        budget = budget.lowered(block)
    return budget if budget.active else None


def coerce_budget(value: object) -> Budget | None:
    """``budget=`` as given: a Budget, None, or a number (the per-run limit)."""
    if value is None or isinstance(value, Budget):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return Budget(per_run_usd=float(value))
    raise UserError(f"budget must be an nbagent.Budget(...) or a number of USD per run, got {value!r}")


def _text_bytes(text: str, into: list[int]) -> None:
    """Add ``text``'s ASCII bytes to ``into[0]`` and its other UTF-8 bytes to ``into[1]``."""
    if text.isascii():  # the common case, no copy
        into[0] += len(text)
        return
    ascii_bytes = len(text.encode("ascii", "ignore"))
    into[0] += ascii_bytes
    into[1] += len(text.encode("utf-8", "surrogatepass")) - ascii_bytes


def _message_texts(m: Message) -> list[str]:
    if isinstance(m, ToolResult):
        return [m.name, m.content]
    texts = [m.text]
    if isinstance(m, AssistantMessage):
        for call in m.tool_calls:
            texts += [call.name, call.arguments_json()]
    return texts


def estimate_input_tokens(messages: Sequence[Message], tools: Sequence[ToolSpec] = ()) -> int:
    """Input tokens of a request (messages and tool schemas), by UTF-8 bytes: a token for every
    :data:`ASCII_BYTES_PER_TOKEN` bytes of ASCII and :data:`OTHER_BYTES_PER_TOKEN` of the rest."""
    counts = [0, 0]
    for m in messages:
        for text in _message_texts(m):
            _text_bytes(text, counts)
    for spec in tools:
        for text in (spec.name, spec.description, json.dumps(spec.parameters, default=str)):
            _text_bytes(text, counts)
    # ceil(ascii / 3 + other / 2) in integers
    a, o = ASCII_BYTES_PER_TOKEN, OTHER_BYTES_PER_TOKEN
    return -(-(counts[0] * o + counts[1] * a) // (a * o))


def _output_tokens(model: str, settings: Mapping[str, object]) -> int:
    for name in _OUTPUT_SETTINGS:
        value = settings.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value

    return max_output_tokens(model) or DEFAULT_OUTPUT_TOKENS


def estimate_call(model: str, messages: Sequence[Message], tools: Sequence[ToolSpec],
                  settings: Mapping[str, object]) -> float | None:  # fmt: skip
    """Estimated USD of one call (see the module docstring); None when the model has no known price."""

    price = lookup_price(model)
    if price is None:
        return None
    input_tokens = estimate_input_tokens(messages, tools)
    return (input_tokens * price.input + _output_tokens(model, settings) * price.output) / 1e6


class DayLedger:
    """What the user spent each day, across kernels and stores: ``<nbagent home>/spend/YYYY-MM-DD.log``.

    One line per paid model call (its USD), appended with a single ``write`` on a file
    opened ``O_APPEND`` under an exclusive ``flock`` (POSIX; elsewhere the append alone),
    so concurrent kernels never interleave or lose a line; a day's total is the sum of
    its file, which survives kernel restarts. The day is the local calendar day.
    """

    def __init__(self, home: Path | None = None) -> None:
        self._home = home

    def path(self, day: _dt.date | None = None) -> Path:
        """The file of ``day`` (default: today)."""
        day = day or _dt.date.today()
        return (self._home or user_home()) / "spend" / f"{day.isoformat()}.log"

    def spent(self, day: _dt.date | None = None) -> float:
        """USD recorded for ``day`` (default: today); 0 when nothing was.

        Read incrementally: the file only grows (appends under a lock), so the total of the part read
        before is kept with where it ended, and only what other kernels appended since is read. A file
        replaced or shortened (another inode, or smaller than what was read) is read again in full.
        """
        path = self.path(day)
        try:
            with open(path, "rb") as f:
                _lock(f, shared=True)
                st = os.fstat(f.fileno())
                with _READ_LOCK:
                    known = _READ.get(str(path))
                    inode, offset, total = known if known is not None else (st.st_ino, 0, 0.0)
                    if inode != st.st_ino or offset > st.st_size:
                        inode, offset, total = st.st_ino, 0, 0.0
                    if offset < st.st_size:
                        f.seek(offset)
                        tail = f.read(st.st_size - offset)
                        end = tail.rfind(b"\n") + 1  # a line still being written waits for its newline
                        total += _sum_lines(tail[:end])
                        offset += end
                    _READ[str(path)] = (inode, offset, total)
                    return total
        except FileNotFoundError:
            return 0.0

    def add(self, usd: float) -> None:
        """Record ``usd`` spent now."""
        if not usd > 0:
            return
        path = self.path()
        private_dir(path.parent)  # the spending ledger is the person's alone (0700)
        line = f"{usd:.10f} {os.getpid()}\n".encode("ascii")
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            with os.fdopen(fd, "ab", closefd=False) as f:
                _lock(f, shared=False)
                os.write(fd, line)
        finally:
            os.close(fd)


# path -> (inode, bytes read, their total): the part of each day's file already summed, for every ledger
_READ: dict[str, tuple[int, int, float]] = {}
_READ_LOCK = threading.Lock()


def _sum_lines(data: bytes) -> float:
    total = 0.0
    for line in data.split(b"\n"):
        try:
            total += float(line.split(b" ", 1)[0])
        except ValueError:  # an empty line, or one cut by a crash mid-write: skipped, never a failure
            continue
    return total


def _lock(f: IO[bytes], *, shared: bool) -> None:
    try:
        import fcntl
    except ImportError:  # not POSIX: O_APPEND writes of one short line do not interleave either
        return
    fcntl.flock(f.fileno(), fcntl.LOCK_SH if shared else fcntl.LOCK_EX)  # released when the file closes


class Spend:
    """One agent's spending against its budget: the session's total, and the checks before a call."""

    def __init__(self, ledger: DayLedger | None = None) -> None:
        self.ledger = ledger or DayLedger()
        self.session_usd = 0.0  # this agent's paid calls (plus the store's earlier ones, once read)
        self._store_read = False

    def load_session(self, spent: Callable[[], float] | None) -> None:
        """Add what the stored session spent before this agent (once): ``spent`` reads the session's total,
        this agent's calls included (None: no stored session)."""
        if self._store_read:
            return
        self._store_read = True
        if spent is None:
            return
        try:
            # the store holds this agent's calls too: its total replaces the count so far
            self.session_usd = max(self.session_usd, float(spent()))
        except Exception as exc:  # a session budget that cannot be read must not be taken as zero
            raise BudgetExceeded(
                f"the session's spending could not be read from the store ({type(exc).__name__}: {exc}); "
                "the per-session budget cannot be checked, so the model was not called",
                limit="session",
            ) from exc

    def paid(self, usd: float | None) -> None:
        """A call was paid (its reported cost): the session's total and the day's ledger count it."""
        if usd:
            self.session_usd += usd
            try:
                self.ledger.add(usd)
            except OSError:  # a read-only home must not stop a run that was paid for; say so
                log.warning("nbagent: could not record $%.6f in the day's spending ledger %s", usd, self.ledger.path())

    def check(self, budget: Budget, model: str, run_usd: float, estimate: float | None) -> None:
        """Raise :class:`BudgetExceeded` when a call estimated at ``estimate`` would cross a limit."""
        if estimate is None:
            raise BudgetExceeded(
                f"model {model!r} has no known price, so the budget cannot hold: the model was not called. "
                f"Register one: nbagent.pricing.register_price({model!r}, input=..., cached_input=..., output=...) "
                "(USD per 1M tokens)",
                limit="price",
                model=model,
            )
        for limit, cap in (
            ("run", budget.per_run_usd),
            ("session", budget.per_session_usd),
            ("day", budget.per_day_usd),
        ):
            if cap is None:
                continue
            # the day's ledger is read only when a per-day limit asks for it (a file read)
            spent = run_usd if limit == "run" else self.session_usd if limit == "session" else self.ledger.spent()
            if spent + estimate > cap:
                raise BudgetExceeded(
                    f"the per-{limit} budget of ${cap:.4f} would be crossed: ${spent:.4f} spent, the next call to "
                    f"{model} is estimated at up to ${estimate:.4f}; the model was not called. Raise the limit "
                    f"({'%%agent --budget USD or ' if limit == 'run' else ''}nbagent.Budget(per_{limit}_usd=...)) "
                    "or shorten the conversation",
                    limit=limit,
                    limit_usd=cap,
                    spent_usd=spent,
                    estimate_usd=estimate,
                    model=model,
                )
