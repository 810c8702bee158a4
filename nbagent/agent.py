"""The agent loop: model -> tool calls -> results, until a final answer.

``Agent`` keeps the conversation across calls, emits typed events (see
:mod:`nbagent.events`) that the store and the display subscribe to, retries
transient model failures and ends cleanly on cancellation: a cancelled run
leaves every tool call of the history paired with a result.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import uuid
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from ._calls import CallRunner, Verdict, unique_call_ids
from ._context import RunContext, current_run
from ._gate import Gate
from ._retry import RetryPolicy
from .events import (
    Event,
    ModelRequested,
    ModelResponded,
    ModelRetry,
    RunFinished,
    RunStarted,
    RunStatus,
    TextDelta,
    ToolsSelected,
)
from .exceptions import RetryableError, RunError, UserError
from .messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResult, Usage, UserMessage
from .providers import ModelRequest, ModelResponse, Provider, get_provider
from .result import RunResult, records_from_events
from .tools import Tool, ToolRegistry

if TYPE_CHECKING:
    from .memory import DomainSelector, Memory

__all__ = ["Agent"]

log = logging.getLogger("nbagent")

Subscriber = Callable[[Event], None]


class Agent:
    """An LLM agent with tools.

    Args:
        model: a provider name (``"openai:gpt-4.1-mini"``, ``"anthropic:claude-sonnet-4-5"``,
            ``"replay:PATH"`` ...) or a provider object (``ScriptedProvider([...])``).
        tools: functions or :class:`Tool` objects the model may call.
        system: instructions sent first on every request.
        max_iterations: model requests allowed in one run before it stops with :class:`RunError`.
        stream: stream replies (text deltas become ``text-delta`` events).
        settings: extra request options for the provider (``temperature``, ``max_tokens`` ...).
        retry: how transient failures (429, 5xx, timeouts) are retried.
        tool_timeout: default seconds for tools that set no timeout of their own.
        on_event: a callable, or several, receiving every event.
        store: a :class:`~nbagent.store.Store` (or a path to one) that keeps the session, its
            messages, the audit log and usage; a store failure never stops a run.
        session: the session's id or name: resumed when it exists (history loaded), else
            created. With ``session`` and no ``store``, the default store is used.
        keep_tool_responses: keep tool outputs in the stored messages (default: the session's
            setting, off unless the store or the session turned it on).
        policy: a :class:`~nbagent.policy.Policy`, a YAML path or a mapping, layered on top of the
            package default < user < project policies (None: those layers alone; a project policy
            only tightens until the folder is trusted: :func:`nbagent.trust`). If it cannot
            be loaded the agent refuses to start (:class:`~nbagent.exceptions.PolicyError`).
        approve: handler for ``review`` calls: ``(ApprovalRequest) -> ApprovalResult`` (sync or
            async). None: review calls are denied and the model is told why.
        approval_timeout: seconds to wait for a decision before denying.
        screen_outputs: screen every tool's output for prompt injection (tools can opt in alone
            with ``@tool(screen_output=True)``).
        screener: a custom screener (``.screen(text)`` or a callable) instead of the built-in one.
        coherence: check that each allowed call serves the user's request before it runs: True for
            the built-in heuristic, or a checker ``(prompt, call) -> bool | (bool, reason)`` (an LLM
            call, say). An incoherent call is blocked and the model told why; errors block (fail closed).
        memory: a :class:`~nbagent.memory.Memory`: send the model a trimmed window of the
            conversation (optionally summarizing what leaves it) and, with ``knowledge=``,
            notes from earlier sessions plus the ``remember`` tool. With a store, its state
            (summary, window) is saved with the session. One agent each: ``memory.fresh()``
            copies the settings. Summary calls count in the run's usage.
        tool_selection: a :class:`~nbagent.memory.DomainSelector`: offer only the tools of the
            domains each prompt is about (a ``tools-selected`` event says which and why).
            One agent each, like ``memory``; its recent domains are saved with the session.
    """

    def __init__(
        self,
        model: str | Provider,
        tools: Iterable[Tool | Callable[..., Any]] = (),
        *,
        system: str | None = None,
        max_iterations: int = 20,
        stream: bool = True,
        settings: Mapping[str, Any] | None = None,
        retry: RetryPolicy | None = None,
        tool_timeout: float | None = None,
        on_event: Subscriber | Sequence[Subscriber] | None = None,
        policy: Any = None,
        approve: Callable[[Any], Any] | None = None,
        approval_timeout: float | None = None,
        screen_outputs: bool = False,
        screener: Any = None,
        coherence: Any = None,
        store: Any = None,
        session: str | None = None,
        keep_tool_responses: bool | None = None,
        memory: Memory | None = None,
        tool_selection: DomainSelector | None = None,
    ) -> None:
        if max_iterations < 1:
            raise UserError(f"max_iterations must be at least 1, got {max_iterations}")
        self.provider: Provider = get_provider(model)
        self.registry = ToolRegistry(tools)
        self.system = system
        self.max_iterations = max_iterations
        self.stream = stream
        self.settings = dict(settings or {})
        self.retry = retry or RetryPolicy()
        self.tool_timeout = tool_timeout
        if approval_timeout is not None and approval_timeout <= 0:
            raise UserError(f"approval_timeout must be positive seconds, got {approval_timeout}")
        from .policy import load_policy

        self.gate = Gate(
            load_policy(policy),
            approve,
            approval_timeout,
            screen_outputs=screen_outputs,
            screener=screener,
            coherence=coherence,
        )
        for warning in self.gate.policy.check_tools(self.registry.names):
            log.warning("nbagent policy: %s", warning)
        self._history: list[Message] = []
        self._subscribers: list[Subscriber] = []
        if callable(on_event):
            self._subscribers.append(on_event)
        elif on_event is not None:
            self._subscribers.extend(on_event)
        # -- memory and tool selection (nbagent.memory) --
        for part, label in ((memory, "memory"), (tool_selection, "tool_selection")):
            if part is not None:
                _claim(part, self, label)
        self.memory = memory
        self.tool_selection = tool_selection
        self._offered: frozenset[str] | None = None
        # -- end memory --
        # -- session store (nbagent.store): open or resume, then saved after each step --
        self.store: Any = None
        self.session: Any = None
        if store is not None or session is not None:
            from .store._session import bind_agent

            binding = bind_agent(self, store, session, keep_tool_responses)
            self.store, self.session = binding.store, binding.info
            self.gate.session = binding.info.id  # approval requests name the session
        # -- end session store --

    def __repr__(self) -> str:
        return f"Agent({self.provider.name!r}, tools={list(self.registry.names)})"

    # -- public -------------------------------------------------------------------

    @property
    def messages(self) -> tuple[Message, ...]:
        """The conversation so far (the system prompt is not part of it)."""
        return tuple(self._history)

    @property
    def tools(self) -> tuple[Tool, ...]:
        """The registered tools."""
        return tuple(self.registry)

    def subscribe(self, fn: Subscriber) -> Callable[[], None]:
        """Receive every event; returns a function that unsubscribes."""
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn) if fn in self._subscribers else None

    def reset(self) -> None:
        """Forget the conversation, and the session's "Always allow" grants with it."""
        self._history.clear()
        self.gate.end_session()

    def run(self, prompt: str) -> RunResult:
        """Run to a final answer and return it (blocking).

        Inside a running event loop (a notebook cell), the run happens on a
        worker thread with its own loop; prefer ``await agent.arun(...)`` there.
        """
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self.arun(prompt))
        return _run_in_thread(self.arun(prompt))

    async def arun(self, prompt: str) -> RunResult:
        """Run to a final answer: model -> tools -> model ... ."""
        if not isinstance(prompt, str) or not prompt.strip():
            raise UserError("the prompt is empty: say what the agent should do")
        run_id = uuid.uuid4().hex
        context = current_run.set(RunContext(run_id, getattr(self.session, "id", None)))
        try:
            return await self._arun(prompt, run_id)
        finally:
            current_run.reset(context)

    async def _arun(self, prompt: str, run_id: str) -> RunResult:
        events: list[Event] = []

        def emit(event: Event) -> None:
            events.append(event)
            self._emit(event)

        start_len = len(self._history)
        emit(RunStarted(run_id=run_id, prompt=prompt, model=self.provider.name))
        self.gate.prompt = prompt
        self._history.append(UserMessage(prompt))
        runner = self._call_runner(run_id, emit)
        usage = Usage()
        aux = _Aux(run_id, emit)  # summary and tool-selection calls of this run
        text = ""
        status: RunStatus = "ok"
        try:
            await self._prepare_run(run_id, prompt, runner, emit, aux)  # nbagent.memory
            for iteration in range(1, self.max_iterations + 1):
                response = await self._model_turn(run_id, iteration, emit, aux)
                usage = usage + response.usage
                message = response.message
                self._history.append(message)
                text = message.text
                if not message.tool_calls:
                    break
                self._history.extend(await runner.run_all(message.tool_calls))
            else:
                status = "max-iterations"
        except (asyncio.CancelledError, KeyboardInterrupt):
            self._close_open_calls("the run was cancelled before this tool call finished")
            emit(RunFinished(run_id=run_id, status="cancelled", text=text, usage=usage + aux.usage))
            raise
        except Exception as exc:
            self._close_open_calls("the run failed before this tool call finished")
            emit(
                RunFinished(
                    run_id=run_id,
                    status="error",
                    text=text,
                    usage=usage + aux.usage,
                    error=f"{type(exc).__name__}: {exc}",
                )
            )
            raise
        usage = usage + aux.usage
        emit(RunFinished(run_id=run_id, status=status, text=text, usage=usage))
        result = RunResult(
            text=text,
            status=status,
            run_id=run_id,
            messages=tuple(self._history),
            new_messages=tuple(self._history[start_len:]),
            usage=usage,
            events=tuple(events),
            tool_records=records_from_events(events),
        )
        if status == "max-iterations":
            raise RunError(
                f"the agent made {self.max_iterations} model requests without a final answer; "
                "raise max_iterations or narrow the task (the partial result is on .result)",
                result=result,
            )
        return result

    # -- internals ---------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        for fn in tuple(self._subscribers):
            try:
                fn(event)
            except Exception:
                log.exception("nbagent: event subscriber %r failed on %s", fn, event.kind)

    def _call_runner(self, run_id: str, emit: Callable[[Event], None]) -> CallRunner:
        gate = self.gate

        async def authorize(call: ToolCall, tool: Tool) -> Verdict:
            return await gate.authorize(call, tool, emit, run_id)

        async def review_result(call: ToolCall, tool: Tool, output: str) -> tuple[bool, str]:
            return await gate.review_result(call, tool, output, emit, run_id)

        return CallRunner(
            self.registry,
            emit,
            run_id,
            authorize=authorize,
            review_result=review_result,
            default_timeout=self.tool_timeout,
        )

    def _request(self) -> ModelRequest:
        messages: list[Message] = [SystemMessage(self.system)] if self.system else []
        # -- memory and tool selection (nbagent.memory) --
        history: Sequence[Message] = self._history
        offered: list[str] | None = None
        if self.memory is not None:
            messages.extend(self.memory.context_messages())
            history = self.memory.window(self._history, reserved_tokens=self._system_tokens())
        if self._offered is not None:
            offered = [name for name in self.registry.names if name in self._offered]
        # -- end memory --
        messages.extend(history)
        return ModelRequest(messages=tuple(messages), tools=self.registry.specs(offered), settings=self.settings)

    # -- memory and tool selection (nbagent.memory) ----------------------------------

    def _system_tokens(self) -> int:
        if self.memory is None or not self.system:
            return 0
        return self.memory.count_tokens(SystemMessage(self.system))

    async def _prepare_run(
        self, run_id: str, prompt: str, runner: CallRunner, emit: Callable[[Event], None], aux: _Aux
    ) -> None:
        """Once per run: read the knowledge notes, add ``remember``, choose the tools to offer."""
        self._offered = None
        if self.memory is not None:
            knowledge = self.memory.knowledge
            if knowledge is not None:  # reading notes may compare them with the store: off the loop
                await asyncio.to_thread(self.memory.start_run)
            else:
                self.memory.start_run()
            if knowledge is not None and knowledge.tool.name not in self.registry:  # a tool of the user's wins
                self.registry.add(knowledge.tool)
        if self.tool_selection is not None:
            selection = await self.tool_selection.select(
                prompt, self.registry, self.provider, report=aux.reporter(0, "tool-selection")
            )
            self._offered = frozenset(selection.tool_names)
            runner.offered = self._offered  # a call to a tool not offered is refused
            emit(
                ToolsSelected(
                    run_id=run_id,
                    tool_names=selection.tool_names,
                    domains=selection.domains,
                    reasoning=selection.reasoning,
                )
            )

    # -- end memory ------------------------------------------------------------------

    async def _model_turn(self, run_id: str, iteration: int, emit: Callable[[Event], None], aux: _Aux) -> ModelResponse:
        if self.memory is not None:  # nbagent.memory: move the window, summarize what leaves it
            await self.memory.update(
                self._history,
                self.provider,
                reserved_tokens=self._system_tokens(),
                report=aux.reporter(iteration, "summary"),
            )
        request = self._request()
        emit(
            ModelRequested(
                run_id=run_id,
                iteration=iteration,
                message_count=len(request.messages),
                tool_names=tuple(t.name for t in request.tools),
            )
        )
        attempt = 0
        while True:
            started = time.perf_counter()
            streamed = False
            try:
                if self.stream:
                    response = None
                    async for item in self.provider.stream(request):
                        if isinstance(item, str):
                            streamed = True
                            emit(TextDelta(run_id=run_id, text=item))
                        else:
                            response = item
                    if response is None:
                        raise RunError(f"{self.provider.name} ended its stream without a response")
                else:
                    response = await self.provider.request(request)
            except RetryableError as exc:
                attempt += 1
                if streamed or attempt > self.retry.max_retries:
                    if attempt > 1:
                        exc.args = (f"{exc} (gave up after {attempt - 1} retries)", *exc.args[1:])
                    raise
                delay = self.retry.delay(attempt, exc)
                emit(ModelRetry(run_id=run_id, attempt=attempt, delay_s=delay, error=str(exc)))
                await asyncio.sleep(delay)
                continue
            # before anything displays, stores or runs the calls: one id, one call
            fixed = unique_call_ids(response.message, self._history)
            if fixed is not response.message:
                response = replace(response, message=fixed)
            emit(
                ModelResponded(
                    run_id=run_id,
                    iteration=iteration,
                    message=response.message,
                    usage=response.usage,
                    provider=self.provider.provider,
                    model=response.model,
                    duration_s=time.perf_counter() - started,
                )
            )
            return response

    def _close_open_calls(self, reason: str) -> None:
        """Answer any tool call left without a result, so the history stays valid for every API."""
        answered = {m.call_id for m in self._history if isinstance(m, ToolResult)}
        for message in reversed(self._history):
            if isinstance(message, AssistantMessage) and message.tool_calls:
                missing: list[ToolCall] = [c for c in message.tool_calls if c.id not in answered]
                self._history.extend(
                    ToolResult(call_id=c.id, name=c.name, content=f"Error: {reason}", is_error=True) for c in missing
                )
                break
            if isinstance(message, UserMessage):
                break


class _Aux:
    """The model calls a run makes besides its own turns (summaries, tool selection): their
    tokens count in the run's usage, and each is a ``model-responded`` event with its purpose."""

    def __init__(self, run_id: str, emit: Callable[[Event], None]) -> None:
        self.run_id = run_id
        self.emit = emit
        self.usage = Usage()

    def reporter(
        self, iteration: int, purpose: Literal["summary", "tool-selection"]
    ) -> Callable[[Any, ModelResponse, float], None]:
        def report(provider: Any, response: ModelResponse, duration_s: float) -> None:
            self.usage = self.usage + response.usage
            self.emit(
                ModelResponded(
                    run_id=self.run_id,
                    iteration=iteration,
                    message=response.message,
                    usage=response.usage,
                    provider=str(getattr(provider, "provider", "") or getattr(provider, "name", "")),
                    model=response.model,
                    duration_s=duration_s,
                    purpose=purpose,
                )
            )

        return report


def _claim(part: Any, agent: Agent, label: str) -> None:
    """Make ``part`` (a Memory or a DomainSelector) follow this agent's conversation.

    It follows one conversation at a time. Taking one from another agent (a
    re-run notebook cell builds a new agent with the same object) is allowed,
    with a warning: the other agent's window and summary start afresh if it
    runs again.
    """
    owner = getattr(part, "_nbagent_owner", None)
    other = owner() if owner is not None else None
    if other is not None and other is not agent:
        log.warning(
            "nbagent: this %s followed the conversation of another agent; it now follows the "
            "new one. To keep both, give each agent its own (%s=%s.fresh() keeps the settings)",
            type(part).__name__,
            label,
            label,
        )
    part._nbagent_owner = weakref.ref(agent)


def _run_in_thread(coro: Any) -> RunResult:
    """Run a coroutine to completion on a worker thread with its own loop.

    KeyboardInterrupt in the waiting thread cancels the run on the worker's
    loop and waits for it to wind down, so the history stays consistent.
    """
    box: dict[str, Any] = {}
    ready = threading.Event()

    def worker() -> None:
        loop = asyncio.new_event_loop()
        box["loop"] = loop
        try:
            task = loop.create_task(coro)
            box["task"] = task
            ready.set()
            box["result"] = loop.run_until_complete(task)
        except BaseException as exc:
            box["error"] = exc
        finally:
            ready.set()
            loop.close()

    thread = threading.Thread(target=worker, name="nbagent-run", daemon=True)
    thread.start()
    try:
        while thread.is_alive():
            thread.join(0.1)
    except KeyboardInterrupt:
        ready.wait()
        if "task" in box:
            box["loop"].call_soon_threadsafe(box["task"].cancel)
        thread.join()
        raise
    if "error" in box:
        raise box["error"]
    result: RunResult = box["result"]
    return result
