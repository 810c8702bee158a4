"""The agent loop: the agent, one run, the model turn, the tool-call pipeline, call ids and the result.

- ``_agent``: :class:`Agent`, what a conversation keeps between runs, and ``arun``;
- ``_run``: :class:`~nbagent.loop._run.Run`, what one run owns, and the Protocols of memory and tool selection;
- ``_turn``: one model turn (the request with its spotlight, the cache, the budget, the provider, retries);
- ``_pipeline``: one tool call, read top to bottom (policy, approval, coherence, hooks, the tool, screening);
- ``_result``: :class:`RunResult`; ``_retry``: :class:`RetryPolicy`; ``_context``: the run going on now.

The loop imports nothing that reaches the store: a stored session is kept by the binding in
:mod:`nbagent.store`, attached from outside.
"""

from __future__ import annotations

from ._agent import Agent
from ._options import RunOptions
from ._result import RunResult
from ._retry import RetryPolicy

__all__ = ["Agent", "RetryPolicy", "RunOptions", "RunResult"]
