"""nbagent: safe, auditable LLM agents inside Jupyter.

``import nbagent`` and ``%load_ext nbagent`` stay cheap: the public names
below are imported on first use, and no SDK, DuckDB, LanceDB, pandas or
ipywidgets is imported until a feature needs it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from .boundary._folders import is_trusted, trust, untrust
    from .boundary._provenance import is_untrusted, untrusted
    from .cache import Cache, MemoryCache
    from .display._fold import CallRecord, fold_calls
    from .exceptions import BudgetExceeded, NbAgentError, UserError
    from .extensions import Extension
    from .guards import CoherenceCheck, ScreenOutputs, screen
    from .loop import Agent, RunOptions, RunResult
    from .messages import AssistantMessage, SystemMessage, ToolCall, ToolResult, Usage, UserMessage
    from .models import register_model
    from .policy import Policy
    from .providers import FunctionProvider, ReplayProvider, ScriptedProvider, get_provider
    from .store import Lake, Store, StoreCache, verify_audit
    from .tools import Tool, tool
    from .usage.budget import Budget

_LAZY = {
    "Agent": ".loop",
    "Budget": ".usage.budget",
    "BudgetExceeded": ".exceptions",
    "budget": ".usage.budget",
    "RunResult": ".loop",
    "RunOptions": ".loop",
    "CallRecord": ".display._fold",
    "fold_calls": ".display._fold",
    "Tool": ".tools",
    "tool": ".tools",
    "ToolCall": ".messages",
    "ToolResult": ".messages",
    "AssistantMessage": ".messages",
    "UserMessage": ".messages",
    "SystemMessage": ".messages",
    "Usage": ".messages",
    "get_provider": ".providers",
    "ScriptedProvider": ".providers",  # the offline models: no key needed
    "FunctionProvider": ".providers",
    "ReplayProvider": ".providers",
    "Policy": ".policy",
    "screen": ".guards",
    "ScreenOutputs": ".guards",
    "CoherenceCheck": ".guards",
    "Extension": ".extensions",
    "extensions": ".extensions",
    "RetryPolicy": ".loop",
    "configure": ".config._configure",
    "NbAgentError": ".exceptions",
    "UserError": ".exceptions",
    "events": ".events",
    "exceptions": ".exceptions",
    "providers": ".providers",
    "messages": ".messages",
    "pricing": ".usage.pricing",
    "models": ".models",
    "register_model": ".models",
    "Cache": ".cache",
    "MemoryCache": ".cache",
    "StoreCache": ".store",
    "rag": ".rag",
    "Memory": ".memory",
    "KnowledgeMemory": ".memory",
    "DomainSelector": ".memory",
    "memory": ".memory",
    "Store": ".store",
    "Lake": ".store",
    "verify_audit": ".store",
    "store": ".store",
    "trust": ".boundary._folders",
    "untrust": ".boundary._folders",
    "is_trusted": ".boundary._folders",
    "untrusted": ".boundary._provenance",
    "is_untrusted": ".boundary._provenance",
}

__all__ = [
    "Agent",
    "AssistantMessage",
    "Budget",
    "BudgetExceeded",
    "Cache",
    "CallRecord",
    "CoherenceCheck",
    "DomainSelector",
    "Extension",
    "FunctionProvider",
    "KnowledgeMemory",
    "Lake",
    "Memory",
    "MemoryCache",
    "NbAgentError",
    "Policy",
    "ReplayProvider",
    "RetryPolicy",
    "RunOptions",
    "RunResult",
    "ScreenOutputs",
    "ScriptedProvider",
    "Store",
    "StoreCache",
    "SystemMessage",
    "Tool",
    "ToolCall",
    "ToolResult",
    "Usage",
    "UserError",
    "UserMessage",
    "__version__",
    "configure",
    "fold_calls",
    "get_provider",
    "is_trusted",
    "is_untrusted",
    "load_ipython_extension",
    "register_model",
    "screen",
    "tool",
    "trust",
    "unload_ipython_extension",
    "untrust",
    "untrusted",
    "verify_audit",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'nbagent' has no attribute {name!r}")
    mod = importlib.import_module(module, __name__)
    value = mod if module.rpartition(".")[2] == name else getattr(mod, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(__all__) | set(_LAZY))


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext nbagent``: register the magics, nothing else."""
    from .ipython import load_ipython_extension as load

    load(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    """``%unload_ext nbagent``: remove what loading added."""
    from .ipython import unload_ipython_extension as unload

    unload(ipython)
