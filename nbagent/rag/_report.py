"""What one indexing run did: :class:`IndexReport`."""

from __future__ import annotations

from dataclasses import dataclass, field

from .files import Skipped

__all__ = ["IndexReport"]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass
class IndexReport:
    """The outcome of :meth:`Index.update <nbagent.rag.Index.update>`.

    ``added`` / ``changed`` / ``removed`` are file paths; ``unchanged`` counts
    files whose content hash matched (they never reach the embedder);
    ``skipped`` lists every file left out and why (bad encoding, corrupt PDF,
    too large, binary). ``embedded`` counts the chunks sent to the embedder.
    """

    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    chunks_added: int = 0
    chunks_removed: int = 0
    embedded: int = 0
    total_chunks: int = 0
    rebuilt: bool = False
    rebuild_reason: str = ""
    embedder: str = "none"
    seconds: float = 0.0
    embed_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """True when no file was skipped."""
        return not self.skipped

    def summary(self) -> str:
        """One paragraph: what changed, how long it took, and every skipped file with its reason."""
        parts = []
        if self.rebuilt:
            parts.append(f"rebuilt the index ({self.rebuild_reason})")
        files = len(self.added) + len(self.changed) + self.unchanged
        counts = [
            f"{len(self.added)} new",
            f"{len(self.changed)} changed",
            f"{self.unchanged} unchanged",
        ]
        if self.removed:
            counts.append(f"{len(self.removed)} removed")
        parts.append(f"{_plural(files, 'file')} ({', '.join(counts)})")
        parts.append(
            f"{_plural(self.embedded, 'chunk')} embedded with {self.embedder} "
            f"in {self.embed_seconds:.1f} s, {self.total_chunks} chunks in the index, "
            f"{self.seconds:.1f} s in all"
            if self.embedder != "none"
            else f"{self.total_chunks} chunks in the index (full-text only), {self.seconds:.1f} s"
        )
        text = "indexed " + "; ".join(parts)
        if self.skipped:
            from ._search import display_path

            lines = [f"  - {display_path(s.path)}: {s.reason}" for s in self.skipped]
            text += f"\nskipped {_plural(len(self.skipped), 'file')}:\n" + "\n".join(lines)
        return text

    def __str__(self) -> str:
        return self.summary()
