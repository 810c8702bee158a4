"""``search_docs``: the agent's tool over the indexed documents, with citations.

The tool returns numbered passages, best first, each with a 0-1 relevance and a
line saying what it means (``[1] docs/guide.md:lines 10-42, relevance 0.98``), and a
"Sources" list of Markdown links (``[docs/guide.md:lines 10-42](docs/guide.md)``).
The model is asked to cite with those links, so the transcript in the cell
shows citations that open the file in JupyterLab (relative links resolve
against the notebook's folder, which is the kernel's cwd).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tools import Tool
from ._open import default_index
from ._tool import MAX_PASSAGE_CHARS, format_results, search_tool

if TYPE_CHECKING:
    from ._index import Index

__all__ = ["MAX_PASSAGE_CHARS", "format_results", "search_docs", "search_docs_tool"]


def search_docs_tool(index: Index | None = None, *, name: str = "search_docs") -> Tool:
    """A read-only ``search_docs`` tool (domain ``"docs"``) over ``index``.

    Without an index, the tool uses the default one (:func:`nbagent.rag.default_index`),
    looked up at each call so it follows ``%agent_index`` and ``nbagent.rag.index(...)``.
    """
    if index is None:
        return search_tool(default_index, name=name, default=True)
    chosen = index
    return search_tool(lambda: chosen, name=name, default=False)


search_docs = search_docs_tool()
"""The ``search_docs`` tool over the default index: ``Agent(tools=[nbagent.rag.search_docs])``."""
