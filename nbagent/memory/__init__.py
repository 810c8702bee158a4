"""Conversation memory: trimming, summarize-on-trim, knowledge across sessions, tool selection.

- :func:`trim` / :func:`split_history`: cut a history to a message or token
  budget without ever separating a tool call from its result.
- :class:`Memory`: what ``Agent(memory=...)`` uses: trimming before every model
  request, an optional rolling summary of what was dropped, and an optional
  :class:`KnowledgeMemory`.
- :class:`KnowledgeMemory`: the ``remember`` tool and its notes (a daily log
  and long-term facts), kept as editable Markdown under ``.nbagent/``;
  :func:`list_entries`, :func:`search` and :func:`forget` work on the default one.
- :class:`DomainSelector`: what ``Agent(tool_selection=...)`` uses: offer only
  the tools of the domains a message is about (REMLight PRD25).
"""

from __future__ import annotations

from ._knowledge import (
    KnowledgeBackend,
    KnowledgeMemory,
    KnowledgeMirror,
    forget,
    format_entries,
    list_entries,
    search,
)
from ._markdown import MarkdownBackend, MemoryEntry, memory_home
from ._memory import Memory
from ._selection import Domain, DomainSelector, ToolSelection, parse_domains, tool_domains
from ._trim import CountTokens, Trimmed, estimate_tokens, split_history, trim

__all__ = [
    "CountTokens",
    "Domain",
    "DomainSelector",
    "KnowledgeBackend",
    "KnowledgeMemory",
    "KnowledgeMirror",
    "MarkdownBackend",
    "Memory",
    "MemoryEntry",
    "ToolSelection",
    "Trimmed",
    "estimate_tokens",
    "forget",
    "format_entries",
    "list_entries",
    "memory_home",
    "parse_domains",
    "search",
    "split_history",
    "tool_domains",
    "trim",
]
