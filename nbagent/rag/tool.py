"""``search_docs``: the agent's tool over the indexed documents, with citations.

The tool returns numbered passages, best first, each with a 0-1 relevance and a
line saying what it means (``[1] docs/guide.md:lines 10-42, relevance 0.98``), and a
"Sources" list of Markdown links (``[docs/guide.md:lines 10-42](docs/guide.md)``).
The model is asked to cite with those links, so the transcript in the cell
shows citations that open the file in JupyterLab (relative links resolve
against the notebook's folder, which is the kernel's cwd).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..tools import Tool
from ._search import RELEVANCE

if TYPE_CHECKING:
    import pandas as pd

    from ._index import Index

__all__ = ["format_results", "search_docs", "search_docs_tool"]

MAX_PASSAGE_CHARS = 1500


def format_results(df: pd.DataFrame, *, max_chars: int = MAX_PASSAGE_CHARS) -> str:
    """Search results as text for a model: numbered passages, then Markdown links to them."""
    if df.empty:
        return "No passage in the indexed documents matches this query. Try other words."
    blocks = []
    sources = []
    for n, row in enumerate(df.itertuples(index=False), start=1):
        where = f"{row.path}:{row.location}" if row.location else row.path
        heading = f" ({row.heading})" if row.heading else ""
        text = row.text if len(row.text) <= max_chars else row.text[:max_chars].rstrip() + " …"
        share = getattr(row, "relevance", None)
        scored = f", relevance {share:.2f}" if share is not None else ""
        blocks.append(f"[{n}] {where}{heading}{scored}\n{text}")
        sources.append(f"[{n}] {row.link}")
    meaning = RELEVANCE.get(str(df.attrs.get("mode", "")))
    head = (
        f"{len(blocks)} passage{'s' if len(blocks) != 1 else ''} from the indexed documents, best first. "
        + (f"Relevance is 0-1: {meaning}. " if meaning else "")
        + "Cite them by number and give the source as the Markdown link listed under Sources."
    )
    return head + "\n\n" + "\n\n".join(blocks) + "\n\nSources:\n" + "\n".join(sources)


def search_docs_tool(index: Index | None = None, *, name: str = "search_docs") -> Tool:
    """A read-only ``search_docs`` tool (domain ``"docs"``) over ``index``.

    Without an index, the tool uses the default one (:func:`nbagent.rag.default_index`),
    looked up at each call so it follows ``%agent_index`` and ``nbagent.rag.index(...)``.
    """

    def search_docs(query: str, k: int = 5) -> str:
        """Search the documents next to the notebook (Markdown, notebooks, code, PDF, HTML, CSV).

        Returns numbered passages with their file and lines, cell or page, and
        Markdown links to cite them.

        Args:
            query: what to look for: a question or keywords.
            k: how many passages to return (1-20).
        """
        from . import default_index

        target: Any = index if index is not None else default_index()
        if index is None and not target.path.exists():
            return "No documents are indexed yet: run %agent_index or nbagent.rag.index() first."
        return format_results(target.search(query, k=max(1, min(int(k), 20))))

    return Tool(search_docs, name=name, read_only=True, domain="docs")


search_docs = search_docs_tool()
"""The ``search_docs`` tool over the default index: ``Agent(tools=[nbagent.rag.search_docs])``."""
