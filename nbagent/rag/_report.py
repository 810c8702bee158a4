"""What one indexing run did: :class:`IndexReport`; :class:`IndexStopped` when Stop ended it."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Protocol

from ..exceptions import CellStopped
from ._search import display_path
from .files import Skipped

__all__ = ["IndexReport", "IndexStopped"]


class _Printer(Protocol):
    """IPython's pretty printer (``IPython.lib.pretty.RepresentationPrinter``)."""

    def text(self, obj: str) -> None: ...


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass
class IndexReport:
    """The outcome of :meth:`Index.update <nbagent.rag.Index.update>`.

    ``added`` / ``changed`` / ``removed`` are file paths; ``unchanged`` counts
    files whose content hash matched (they never reach the embedder);
    ``skipped`` lists every file left out and why (corrupt PDF, too large,
    binary). ``decoded`` names the files read in an encoding other than UTF-8
    (path -> encoding, e.g. ``cp1252``). ``excluded`` the files left out on
    purpose (the notebook ``%agent_index`` runs in). ``embedded`` counts the
    chunks sent to the embedder.

    ``stopped``: the run was stopped (Stop in Jupyter, Ctrl-C) before every file was
    indexed. ``added`` / ``changed`` then name only the files whose chunks were all
    written; ``left`` names the others (``chunks_left`` their chunks), which the next
    run indexes.
    """

    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    decoded: dict[str, str] = field(default_factory=dict)
    excluded: list[str] = field(default_factory=list)
    chunks_added: int = 0
    chunks_removed: int = 0
    embedded: int = 0
    total_chunks: int = 0
    rebuilt: bool = False
    rebuild_reason: str = ""
    embedder: str = "none"
    seconds: float = 0.0
    embed_seconds: float = 0.0
    stopped: bool = False
    left: list[str] = field(default_factory=list)
    chunks_left: int = 0

    @property
    def ok(self) -> bool:
        """True when no file was skipped."""
        return not self.skipped

    def stop_line(self) -> str:
        """``"stopped after 3 of 7 files (120 of 400 chunks); run again to continue"`` (empty if not stopped)."""
        if not self.stopped:
            return ""
        done = len(self.added) + len(self.changed)
        files = done + len(self.left)
        chunks = self.chunks_added + self.chunks_left
        kept = f"{self.chunks_added} of {chunks} chunks"
        return f"stopped after {done} of {_plural(files, 'file')} ({kept}); run again to continue"

    def summary(self) -> str:
        """One paragraph: what changed, how long it took, and every skipped file with its reason."""
        parts = []
        files = len(self.added) + len(self.changed) + self.unchanged
        counts = [
            f"{len(self.added)} new",
            f"{len(self.changed)} changed",
            f"{self.unchanged} unchanged",
        ]
        if self.removed:
            counts.append(f"{len(self.removed)} removed")
        if self.skipped:
            counts.append(f"{len(self.skipped)} could not be read")
        parts.append(f"{_plural(files, 'file')} ({', '.join(counts)})")
        parts.append(
            f"{_plural(self.embedded, 'chunk')} embedded with {self.embedder} "
            f"in {self.embed_seconds:.1f} s, {self.total_chunks} chunks in the index, "
            f"{self.seconds:.1f} s in all"
            if self.embedder != "none"
            else f"{self.total_chunks} chunks in the index (full-text only), {self.seconds:.1f} s"
        )
        if self.rebuilt:
            parts.append(f"rebuilt the index ({self.rebuild_reason})")
        if self.decoded:
            named = ", ".join(f"{display_path(p)} ({e})" for p, e in sorted(self.decoded.items()))
            parts.append(f"read {_plural(len(self.decoded), 'file')} in another encoding than UTF-8: {named}")
        for path in self.excluded:
            parts.append(f"left out {display_path(path)}, the notebook this runs in (name it to index it)")
        text = "indexed " + "; ".join(parts)
        if self.stopped:
            text = self.stop_line() + "\n" + text
        if self.skipped:
            lines = [f"  - {display_path(s.path)}: {s.reason}" for s in self.skipped]
            text += f"\nskipped {_plural(len(self.skipped), 'file')}:\n" + "\n".join(lines)
        return text

    def __str__(self) -> str:
        return self.summary()

    def _repr_pretty_(self, printer: _Printer, cycle: bool) -> None:
        """IPython's text form: the summary, not the dataclass fields."""
        printer.text(self.summary())

    def _repr_html_(self) -> str:
        """A small static table (files, chunks, time) and the skipped files, folded; every name escaped."""
        indexed = len(self.added) + len(self.changed)
        files = [
            f"{indexed} indexed ({len(self.added)} new, {len(self.changed)} changed)",
            f"{self.unchanged} unchanged",
            f"{len(self.removed)} removed",
            f"{len(self.skipped)} could not be read" if self.skipped else "none failed",
        ]
        chunks = f"{self.chunks_added} added, {self.chunks_removed} removed, {self.total_chunks} in the index"
        chunks += f" (embedded with {self.embedder})" if self.embedder != "none" else " (full-text only)"
        took = f"{self.seconds:.1f} s" + (f" ({self.embed_seconds:.1f} s embedding)" if self.embedded else "")
        rows = [("Files", ", ".join(files)), ("Chunks", chunks), ("Time", took)]
        if self.excluded:
            left = ", ".join(display_path(p) for p in self.excluded)
            rows.insert(1, ("Left out", f"{left}: the notebook this runs in (name it to index it)"))
        if self.decoded:
            named = ", ".join(f"{display_path(p)} ({e})" for p, e in sorted(self.decoded.items()))
            rows.insert(1, ("Encodings", f"read in another encoding than UTF-8: {named}"))
        if self.rebuilt:
            rows.insert(0, ("Rebuilt", self.rebuild_reason))
        if self.stopped:
            rows.insert(0, ("Stopped", self.stop_line()))
        body = "".join(f"<tr><th>{name}</th><td>{html.escape(value)}</td></tr>" for name, value in rows)
        caption = "Index updated" if self.ok else "Index updated, with errors"
        caption = "Indexing stopped" if self.stopped else caption
        out = f"<table><caption>{caption}</caption>{body}</table>"
        if self.skipped:
            items = "".join(
                f"<li>{html.escape(display_path(s.path))}: {html.escape(s.reason)}</li>" for s in self.skipped
            )
            out += f"<details><summary>{_plural(len(self.skipped), 'file')} skipped</summary><ul>{items}</ul></details>"
        return f"<div>{out}</div>"


class IndexStopped(CellStopped):
    """Indexing stopped by the person (Stop in Jupyter, Ctrl-C); what was indexed so far is kept.

    A KeyboardInterrupt, so a cell ends in error and Run All stops there; IPython shows its one
    line (``KeyboardInterrupt: stopped after 3 of 7 files ...``), not a traceback. ``report`` is
    the run's :class:`IndexReport` (``stopped`` is True).
    """

    def __init__(self, message: str, report: IndexReport) -> None:
        super().__init__(message)
        self.report = report
