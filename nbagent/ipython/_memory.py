"""``%agent_memory``: the knowledge memory a notebook's cells use, and what each action does.

Imported when ``%agent_memory`` runs (``%load_ext nbagent`` imports neither memory nor the store).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from IPython.core.error import UsageError
from IPython.display import display

from ..config._configure import defaults
from ..memory import KnowledgeMemory, MemoryEntry, memory_home
from ..store._binding import keep_knowledge_in
from ._listing import memory_bundle
from ._sessions import resolve_store

__all__ = ["KnowledgeSlot", "memory_action"]


class KnowledgeSlot:
    """The knowledge memory ``%%agent`` uses: the configured one, else a default one per memory home."""

    def __init__(self) -> None:
        self._default: KnowledgeMemory | None = None
        self._home: Path | None = None  # the memory home the default memory was made for

    def get(self) -> KnowledgeMemory:
        """The memory now (configured, else the default one for the current home), kept in the store."""
        cfg = defaults()
        knowledge = getattr(cfg.memory, "knowledge", None)
        if knowledge is None:
            home = memory_home()  # follows NBAGENT_HOME and the working folder
            if self._default is None or self._home != home:
                self._default, self._home = KnowledgeMemory(root=str(home)), home
            knowledge = self._default
        store = resolve_store(cfg.store)
        if store is not None:
            keep_knowledge_in(knowledge, store)
        return knowledge


def memory_action(get_knowledge: Callable[[], KnowledgeMemory], action: str, words: str, kind: str | None) -> None:
    """Do ``%agent_memory ACTION WORDS`` on the memory ``get_knowledge()`` gives (made once the arguments
    are known to be right) and show the entries concerned."""

    def show(entries: Iterable[MemoryEntry], heading: str = "") -> None:
        # safe HTML in a notebook (entries may come from an untrusted folder), plain text in a terminal
        display(memory_bundle(entries, heading), raw=True)  # type: ignore[no-untyped-call]

    text = words.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":  # the parser keeps quotes
        text = text[1:-1].strip()
    if action in ("search", "forget", "restore") and not text:
        raise UsageError(f"%agent_memory {action} needs {'a query' if action == 'search' else 'an id or text'}")
    knowledge = get_knowledge()
    if action == "list":
        show(knowledge.entries(kind))
    elif action == "search":
        show(knowledge.search(text))
    elif action == "forget":
        removed = knowledge.forget(text)
        if removed:
            show(removed, "Forgot:")
        else:
            print(f"No memory entry matches {text!r}.")
    elif action == "forgotten":
        show(knowledge.forgotten())
    else:
        restored = knowledge.restore(text)
        if restored:
            show(restored, "Restored:")
        else:
            print(f"No forgotten entry matches {text!r}.")
