"""``Memory``: the conversation window of an agent, with summarize-on-trim.

``Agent(memory=Memory(max_messages=40, summarize=True))`` sends the model a
trimmed *window* of the history before every request (see :mod:`._trim`);
``agent.messages`` and the session store keep the whole conversation. The
window only moves forward: a message that left it does not come back. With
``summarize=True`` the messages leaving the window are first summarized by a
model (the agent's, or ``summary_model``) into a rolling summary: each new
summary folds in the previous one. The summary is sent as one system message
at the front of every request and lives on ``memory.summary``;
``memory.state()`` / ``Memory.from_state()`` carry it to and from a session
store.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from ..exceptions import UserError
from ..extensions import HistoryProcessor, ModelCallReport
from ..messages import AssistantMessage, JSONObject, Message, SystemMessage, ToolResult, Usage, UserMessage
from ..models import context_budget
from ..providers import ModelRequest, get_provider
from ._knowledge import UNTRUSTED_TITLE, KnowledgeMemory
from ._trim import CountTokens, Trimmed, estimate_tokens, split_history

if TYPE_CHECKING:
    from ..providers import ModelResponse, Provider
    from ..tools import Tool

__all__ = ["SUMMARY_HEADER", "Memory", "ModelCallReport"]


async def ask_reported(model: Provider, request: ModelRequest, report: ModelCallReport | None) -> ModelResponse:
    """``model.request(request)``, then tell ``report`` of it (with how long it took)."""
    started = time.perf_counter()
    response = await model.request(request)
    if report is not None:
        report(model, response, time.perf_counter() - started)
    return response


log = logging.getLogger("nbagent.memory")

SUMMARY_HEADER = "Summary of the earlier conversation (older messages were removed from the context to save space):"

UNTRUSTED_SUMMARY = "the memory's summary of untrusted tool output"
"""The source the agent's untrusted-content mark names for a summary that covers untrusted output."""

SUMMARY_INSTRUCTIONS = """\
You keep a running summary of a conversation between a person and an AI assistant \
working in a Jupyter notebook. Older messages are about to be removed from the \
assistant's context; your summary is all that will remain of them.

Write ONE updated summary that folds the earlier summary (if any) and the removed \
messages together. Keep what later turns may need: the person's goals and \
preferences, decisions made, facts learned, names of variables, files, tables and \
columns, results of tool calls that matter, and open questions. Leave out \
pleasantries and anything superseded. Plain text, at most {words} words, no preamble."""

_STATE_VERSION = 1
_TOOL_OUTPUT_CHARS = 400
_TEXT_CHARS = 2000
_TOKEN_CACHE = 20_000  # messages whose token count is remembered
# what one split of the history depends on: id and length of the history, window start, tokens reserved,
# max_messages, the token limit, id of the token counter
_MemoKey = tuple[int, int, int, int, int | None, int | None, int]


class Memory(HistoryProcessor):
    """How much of the conversation an agent keeps, and what it does with the rest.

    Args:
        max_messages: most conversation messages sent to the model (whole
            exchanges are dropped, oldest first; the latest always stays).
        max_tokens: most tokens for the request's messages: the system prompt,
            the knowledge block, the summary (its cap is reserved when
            ``summarize`` is on) and the conversation. Tool schemas are not counted.
            None: the model's context window less room for its reply (from the
            model registry, :func:`nbagent.models.context_budget`); no token limit
            for a model the registry does not know.
        count_tokens: tokens of one message (default: about 4 characters a token).
        summarize: summarize dropped messages into a rolling summary instead of
            forgetting them.
        summary_model: the model that writes summaries: a provider or a name like
            ``"anthropic:claude-haiku-4-5"`` (default: the agent's own model).
            Without any model, or when the call fails, a plain extract of the
            dropped requests is kept instead.
        summary_max_chars: the longest summary kept (a longer one is cut at a word).
        summary_tool_outputs: show the summarizing model what tools returned (400
            characters of each). An agent whose store session does not keep tool
            responses turns this off, so the summary saved with the session holds no
            tool output the store would not keep.
        knowledge: a :class:`~nbagent.memory.KnowledgeMemory` (or True for the
            default one under ``.nbagent/``): its notes go into the system prompt
            and the agent gets the ``remember`` tool.
        summary: a summary to start from (a resumed session).
    """

    def __init__(
        self,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        *,
        count_tokens: CountTokens | None = None,
        summarize: bool = False,
        summary_model: str | Provider | None = None,
        summary_max_chars: int = 2000,
        summary_tool_outputs: bool = True,
        knowledge: KnowledgeMemory | bool | None = None,
        summary: str | None = None,
    ) -> None:
        for label, value in (("max_messages", max_messages), ("max_tokens", max_tokens)):
            if value is not None and (not isinstance(value, int) or value < 1):
                raise UserError(f"Memory({label}=...) must be a positive integer or None, got {value!r}")
        if summary_max_chars < 100:
            raise UserError(f"Memory(summary_max_chars=...) must be at least 100, got {summary_max_chars}")
        self.max_messages = max_messages
        self.max_tokens = max_tokens
        self.count_tokens: CountTokens = count_tokens or estimate_tokens
        self.summarize = summarize
        self.summary_model = summary_model
        self.summary_max_chars = summary_max_chars
        self.summary_tool_outputs = summary_tool_outputs
        if knowledge is True:
            knowledge = KnowledgeMemory()
        self.knowledge: KnowledgeMemory | None = knowledge or None
        self.summary: str | None = summary or None
        # the summary covers tool output that carried untrusted content: it reaches the model wrapped as data
        self.summary_untrusted = False
        self._carries: Callable[[str], bool] | None = None
        self.summaries = 0
        self.dropped_messages = 0
        self.usage = Usage()
        self._knowledge_text: str | None = None
        self._summary_provider: Provider | None = None
        self._model_tokens: int | None = None  # the default token limit: the agent's model's context budget
        # where the window starts in the history, and the message there (to notice a new history)
        self._start = 0
        self._anchor: Message | None = None
        self._memo: tuple[_MemoKey, Message | None, Trimmed] | None = None
        self._tokens: dict[int, tuple[Message, CountTokens, int]] = {}
        self._pinned: tuple[int, list[SystemMessage], Message | None] = (0, [], None)

    def __repr__(self) -> str:
        return (
            f"Memory(max_messages={self.max_messages}, max_tokens={self.max_tokens}, "
            f"summarize={self.summarize}, summary={'yes' if self.summary else 'no'})"
        )

    def fresh(self) -> Self:
        """A memory with the same settings (and knowledge memory) but no conversation state.

        One :class:`Memory` follows one conversation: give each agent its own.
        """
        return type(self)(
            self.max_messages,
            self.max_tokens,
            count_tokens=self.count_tokens,
            summarize=self.summarize,
            summary_model=self.summary_model,
            summary_max_chars=self.summary_max_chars,
            summary_tool_outputs=self.summary_tool_outputs,
            knowledge=self.knowledge,
        )

    @property
    def token_limit(self) -> int | None:
        """The token limit in force: ``max_tokens``, else the context budget of the model the agent
        last sent this memory (None until then, and for a model the registry does not know)."""
        return self.max_tokens if self.max_tokens is not None else self._model_tokens

    # -- what the agent calls ------------------------------------------------------

    async def begin_run(self) -> list[Tool]:
        """Once per run, before its first request: read the knowledge notes and return the tools
        this memory adds to the run (``remember``, with a knowledge memory)."""
        if self.knowledge is None:
            self.start_run()
            return []
        import asyncio

        await asyncio.to_thread(self.start_run)  # reading notes may compare them with the store: off the loop
        return [self.knowledge.tool]

    def start_run(self) -> None:
        """Read the knowledge notes once per run, so the system prompt stays stable within it."""
        self._knowledge_text = self.knowledge.context() if self.knowledge is not None else None

    def untrusted_context(self) -> str | None:
        """What third-party text :meth:`context_messages` holds: the notes of an untrusted folder
        (screened and quoted as data), or a summary that covers untrusted tool output, named for the
        agent's mark of untrusted content; else None."""

        text = self._knowledge_text
        if self.knowledge is not None and text and UNTRUSTED_TITLE in text:
            return f"the memory notes of an untrusted folder ({self.knowledge.location})"
        if self.summary and self.summary_untrusted:
            return UNTRUSTED_SUMMARY
        return None

    def track_untrusted(self, carries: Callable[[str], bool]) -> None:
        """Tell the memory which tool results carry untrusted content (``carries(call_id)``, the agent's
        provenance): a summary that folds one in is marked, and :meth:`untrusted_summary` reports it."""
        self._carries = carries

    def untrusted_summary(self) -> str | None:
        """The text of the summary's context message when the summary covers untrusted tool output
        (the agent sends that message between its spotlight delimiters, as data); else None."""
        if self.summary and self.summary_untrusted:
            return self._summary_text()
        return None

    def _summary_text(self) -> str:
        """The summary's context message."""
        return f"{SUMMARY_HEADER}\n{self.summary}"

    def context_messages(self) -> list[SystemMessage]:
        """System messages for the front of a request: the knowledge notes, then the summary."""
        out: list[SystemMessage] = []
        if self.knowledge is not None:
            if self._knowledge_text is None:
                self.start_run()
            if self._knowledge_text:
                out.append(SystemMessage(self._knowledge_text))
        if self.summary:
            out.append(SystemMessage(self._summary_text()))
        return out

    def window(self, history: Sequence[Message], *, reserved_tokens: int = 0) -> list[Message]:
        """The part of ``history`` to send to the model (the history itself is not changed).

        ``reserved_tokens`` are tokens of the request outside ``history`` (the
        agent's system prompt); the knowledge notes and the summary are
        counted here.
        """
        return list(self._split(history, reserved_tokens)[0].messages)

    async def update(
        self,
        history: Sequence[Message],
        provider: Provider | None = None,
        *,
        reserved_tokens: int = 0,
        report: ModelCallReport | None = None,
    ) -> None:
        """Move the window forward before a request; with ``summarize``, fold what left it into :attr:`summary`.

        Messages that left the window never come back into it, and each is
        summarized once. ``provider`` writes the summary when no
        ``summary_model`` is set; ``report`` is told of the summary call (the
        agent counts its tokens). A history that was cleared or replaced
        (``agent.reset()``) starts a fresh window and drops the summary.
        """
        if provider is not None:
            self._model_tokens = context_budget(str(getattr(provider, "model", "")))
        result, start = self._split(history, reserved_tokens)
        dropped = [m for m in result.dropped if not isinstance(m, SystemMessage)]
        first = next((m for m in result.messages if not isinstance(m, SystemMessage)), None)
        if first is not None:
            at = next((i for i in range(start, len(history)) if history[i] is first), None)
            if at is not None:
                self._start, self._anchor = at, first
                memo = self._memo
                if at != start and memo is not None and memo[2] is result:
                    # the window from its new start is what was just kept: window() needs no split
                    key = (*memo[0][:2], at, *memo[0][3:])
                    self._memo = (key, memo[1], Trimmed(result.messages, (), result.exchanges))
        if dropped:
            self.dropped_messages += len(dropped)
            if self.summarize:
                await self._fold(dropped, provider, report)

    def trim(self, messages: Sequence[Message], *, reserved_tokens: int = 0) -> list[Message]:
        """``messages`` cut to this memory's limits, statelessly (no window, no summary)."""
        return list(
            split_history(
                messages,
                max_messages=self.max_messages,
                max_tokens=self.token_limit,
                count_tokens=self.count_tokens,
                reserved_tokens=reserved_tokens,
            ).messages
        )

    # -- state for a session store -------------------------------------------------

    def state(self) -> JSONObject:
        """What a session store keeps (JSON-ready): the summary, counters, and where the window starts.

        ``window_start`` is the index in the session's history of the first
        message still sent; messages before it are covered by the summary.
        """
        return {
            "version": _STATE_VERSION,
            "summary": self.summary,
            "summary_untrusted": self.summary_untrusted,
            "summaries": self.summaries,
            "dropped_messages": self.dropped_messages,
            "window_start": self._start,
        }

    def load_state(self, state: Mapping[str, object] | None, history: Sequence[Message] | None = None) -> None:
        """Restore what :meth:`state` returned, for the history the session store loaded.

        With ``history`` (the agent's, as loaded) the window is tied to it, so a
        later ``agent.reset()`` drops the summary as it would have without a
        restart. Values that are not what :meth:`state` writes raise ValueError.
        """
        state = state or {}
        summary = state.get("summary")
        self.summary = summary if isinstance(summary, str) and summary.strip() else None
        # a state from before the flag existed cannot say what its summary covers: untrusted unless it says not
        self.summary_untrusted = state.get("summary_untrusted") is not False and self.summary is not None
        self.summaries = _count(state.get("summaries"))
        self.dropped_messages = _count(state.get("dropped_messages"))
        self._start = max(0, _count(state.get("window_start")))
        self._anchor = None
        self._memo = None
        if history is not None:
            if self._start < len(history):
                self._anchor = history[self._start]
            else:  # the window starts past the history: nothing of it is left to cover
                self._start, self.summary, self.summary_untrusted = 0, None, False

    def rewind(self, history: Sequence[Message]) -> None:
        """The conversation was cut back to ``history`` (``Agent.rewind``: a redone turn).

        The summary covers the messages before the window; it is kept when all
        of them are still in ``history`` (the window starts inside it or right
        after it). Otherwise the summary and window start afresh, so no text of a dropped
        turn stays in what the model is sent (what remains is summarized again
        when it no longer fits).
        """
        start = self._start
        self._memo = None
        if start == 0 or (start < len(history) and (self._anchor is None or history[start] is self._anchor)):
            return
        if start == len(history):
            # the window started at the first dropped message: the summary covers only kept ones; the
            # next turn's first message starts the window (tied to it on the next update)
            self._anchor = None
            return
        self.summary, self._start, self._anchor, self._memo = None, 0, None, None
        self.summary_untrusted = False
        self.dropped_messages = 0
        self._tokens.clear()

    @classmethod
    def from_state(cls, state: Mapping[str, object] | None, **config: Any) -> Memory:
        """A memory configured with ``config`` that continues from a saved ``state``."""
        memory = cls(**config)
        memory.load_state(state)
        return memory

    # -- internals ---------------------------------------------------------------

    def _window_start(self, history: Sequence[Message]) -> int:
        """Where the window starts in ``history``; a changed history starts afresh."""
        if self._anchor is None:  # fresh, or restored from a state: trust the index if it fits
            if self._start >= len(history):
                self._start = 0
            return self._start
        if self._start >= len(history) or history[self._start] is not self._anchor:
            self._start, self._anchor, self.summary = 0, None, None
            self.summary_untrusted = False
            self._tokens.clear()  # a new conversation: do not keep the old one's messages alive
        return self._start

    def _reserved(self) -> int:
        reserved = 0
        if self.knowledge is not None:
            if self._knowledge_text is None:
                self.start_run()
            if self._knowledge_text:
                reserved += self.count_tokens(SystemMessage(self._knowledge_text))
        if self.summarize:
            # room for the longest summary this memory may write, so the request stays in budget
            reserved += self.count_tokens(SystemMessage(SUMMARY_HEADER + "\n" + "x" * self.summary_max_chars))
        elif self.summary:
            reserved += self.count_tokens(SystemMessage(f"{SUMMARY_HEADER}\n{self.summary}"))
        return reserved

    def _split(self, history: Sequence[Message], reserved_tokens: int) -> tuple[Trimmed, int]:
        start = self._window_start(history)
        reserved = reserved_tokens + (self._reserved() if self.token_limit is not None else 0)
        # update() and window() split the same history for one request: do it once
        last = history[-1] if history else None
        key = (
            id(history), len(history), start, reserved, self.max_messages, self.token_limit,
            id(self.count_tokens),
        )  # fmt: skip
        memo = self._memo
        if memo is not None and memo[0] == key and memo[1] is last:
            return memo[2], start
        pinned = self._pinned_before(history, start)
        result = split_history(
            [*pinned, *history[start:]],
            max_messages=self.max_messages,
            max_tokens=self.token_limit,
            count_tokens=self._count,
            reserved_tokens=reserved,
        )
        self._memo = (key, last, result)
        return result, start

    def _pinned_before(self, history: Sequence[Message], start: int) -> list[SystemMessage]:
        """System messages before the window (they stay); found incrementally as it moves on."""
        upto, found, first = self._pinned
        if start < upto or (upto and history[0] is not first):  # a new or shorter history
            upto, found = 0, []
        found = found + [m for m in history[upto:start] if isinstance(m, SystemMessage)]
        self._pinned = (start, found, history[0] if history else None)
        return found

    def _count(self, message: Message) -> int:
        """``count_tokens`` remembered per message (the same messages are counted every request)."""
        hit = self._tokens.get(id(message))
        if hit is not None and hit[0] is message and hit[1] is self.count_tokens:
            return hit[2]
        if len(self._tokens) >= _TOKEN_CACHE:
            self._tokens.clear()
        n = self.count_tokens(message)
        self._tokens[id(message)] = (message, self.count_tokens, n)
        return n

    def _provider(self, fallback: Provider | None) -> Provider | None:
        if self.summary_model is None:
            return fallback
        if self._summary_provider is None:
            self._summary_provider = get_provider(self.summary_model)
        return self._summary_provider

    async def _fold(
        self,
        dropped: Sequence[Message],
        provider: Provider | None,
        report: ModelCallReport | None = None,
    ) -> None:
        """Replace the summary by one that also covers ``dropped``."""

        # a model summary of untrusted tool output is untrusted (the model read that text, or the assistant's
        # turns that followed it); without a tracker every tool result counts as untrusted. It stays so:
        # the next summary folds this one in. The extract below keeps only the person's asks.
        carries = self._carries
        covers_untrusted = any(isinstance(m, ToolResult) and (carries is None or carries(m.call_id)) for m in dropped)

        model = self._provider(provider)
        new: str | None = None
        if model is not None:
            words = max(30, self.summary_max_chars // 7)
            request = ModelRequest(
                messages=(
                    SystemMessage(SUMMARY_INSTRUCTIONS.format(words=words)),
                    UserMessage(render_transcript(dropped, self.summary, tool_outputs=self.summary_tool_outputs)),
                )
            )
            try:
                response = await ask_reported(model, request, report)
            except Exception as exc:  # a summary is a nicety: never fail the run for it
                log.warning(
                    "nbagent: summarizing trimmed messages failed (%s: %s); keeping an extract",
                    type(exc).__name__,
                    exc,
                )
            else:
                self.usage = self.usage + response.usage
                new = response.message.text.strip() or None
        if new is None:
            self.summary = _clip(_extract(dropped, self.summary), self.summary_max_chars, keep="tail")
        else:
            self.summary = _clip(new, self.summary_max_chars, keep="head")
            self.summary_untrusted = self.summary_untrusted or covers_untrusted
        self.summaries += 1


def render_transcript(messages: Sequence[Message], previous: str | None = None, *, tool_outputs: bool = True) -> str:
    """The dropped messages as plain text for the summarizing model (long outputs shortened;
    with ``tool_outputs=False`` only which tools returned or failed, not what)."""
    lines: list[str] = []
    if previous:
        lines += ["Earlier summary:", previous, ""]
    lines.append("Messages being removed:")
    for m in messages:
        if isinstance(m, UserMessage):
            lines.append(f"[person] {_shorten(m.text, _TEXT_CHARS)}")
        elif isinstance(m, AssistantMessage):
            if m.text.strip():
                lines.append(f"[assistant] {_shorten(m.text, _TEXT_CHARS)}")
            for call in m.tool_calls:
                lines.append(f"[assistant calls {call.name}] {_shorten(call.arguments_json(), _TOOL_OUTPUT_CHARS)}")
        elif isinstance(m, ToolResult):
            label = f"{m.name} failed" if m.is_error else f"{m.name} returned"
            if tool_outputs:
                lines.append(f"[{label}] {_shorten(m.content, _TOOL_OUTPUT_CHARS)}")
            else:
                lines.append(f"[{label} {len(m.content)} characters, not shown]")
    return "\n".join(lines)


def _count(value: object) -> int:
    """``int(value or 0)`` for a count read from a saved state (TypeError for what ``int`` does not take)."""
    if not value:
        return 0
    if isinstance(value, (int, float, str, bytes)):
        return int(value)
    raise TypeError(f"expected a number, got {type(value).__name__}")


def _extract(dropped: Sequence[Message], previous: str | None) -> str:
    """A summary without a model: the earlier summary and what the person asked."""
    asks = [_shorten(m.text, 200) for m in dropped if isinstance(m, UserMessage)]
    parts = [previous] if previous else []
    if asks:
        parts.append("Earlier the person asked: " + " | ".join(asks))
    return "\n".join(parts) or "(earlier messages were removed)"


def _shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _clip(text: str, limit: int, *, keep: str) -> str:
    """At most ``limit`` characters, cut at a word: the beginning (``keep="head"``) or the end."""
    if len(text) <= limit:
        return text
    if keep == "head":
        head = text[: limit - 2]
        space = head.rfind(" ")
        return (head[:space] if space > len(head) * 3 // 4 else head).rstrip() + " …"
    tail = text[-(limit - 2) :]
    space = tail.find(" ")
    if 0 <= space < len(tail) // 4:
        tail = tail[space + 1 :]
    return "… " + tail
