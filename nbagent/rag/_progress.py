"""A progress line for indexing that leaves plain, static output behind.

tqdm.auto draws an ipywidgets bar in a notebook. The saved notebook then holds a
widget view whose model no kernel has any more, and a reopened notebook shows
"model not found" where the bar was. Here a notebook gets an ordinary display
(text and a static HTML ``<progress>`` element) updated in place through its
``display_id``, and finished as one line of text; nothing in the saved notebook
needs a kernel. A terminal gets a carriage-return line on stderr that is wiped
at the end; anything else (a script with redirected output, a test) gets nothing.

The line counts files and chunks, and once two batches are in, the rate (chunks a
second, measured from the first batch so that loading a model does not count) and
the time left: ``embedding (minilm): 3/7 files, 120/400 chunks (30%), 85 chunks/s,
4 s left``.

No Stop button: a button needs a widget (or script the frontend runs), and the
kernel could not act on its click anyway while indexing runs in the cell: the click
is a comm message on the shell channel, and the kernel reads the next shell
message only when the cell is done. The kernel's own Stop (an interrupt, a
KeyboardInterrupt in the cell) is what stops indexing; the ``hint`` says so.
"""

from __future__ import annotations

import html
import sys
import time
from typing import Protocol

__all__ = ["Progress"]

_EVERY_S = 0.25  # at most four redraws a second: each one is a message to the frontend


class _Handle(Protocol):
    """An IPython ``DisplayHandle``."""

    def update(self, obj: object, **kwargs: object) -> None: ...


def _frontend() -> bool:
    """True inside a Jupyter kernel (a frontend shows rich display updates)."""
    ipython = sys.modules.get("IPython")  # never import IPython just to ask
    shell = ipython.get_ipython() if ipython is not None else None
    return shell is not None and hasattr(shell, "kernel")


class Progress:
    """``done`` of ``total`` units, shown as it goes; :meth:`close` leaves ``final`` (or nothing).

    Args:
        total: the number of units (chunks) expected.
        label: what is happening, e.g. ``"embedding (minilm)"``.
        unit: the unit's name, singular.
        files: how many files the units come from (None: files are not counted).
        hint: a short note shown beside the bar in a notebook (e.g. how to stop).
        mode: ``"display"`` (a notebook), ``"terminal"``, ``"off"``, or None to decide from
            where the code runs.
    """

    def __init__(
        self,
        total: int,
        label: str,
        *,
        unit: str = "chunk",
        files: int | None = None,
        hint: str = "",
        mode: str | None = None,
    ) -> None:
        self.total = max(int(total), 0)
        self.label = label
        self.unit = unit
        self.files = files
        self.files_done = 0
        self.hint = hint
        self.done = 0
        self._first: tuple[float, int] | None = None  # (time, done) at the first update: the rate starts there
        if mode is None:
            mode = "display" if _frontend() else "terminal" if sys.stderr.isatty() else "off"
        self.mode = mode
        self._started = time.perf_counter()
        self._drawn = 0.0
        self._handle: _Handle | None = None
        self._width = 0
        self._draw(force=True)

    def text(self) -> str:
        """The progress as one line of text: files, units, share, and while running the rate and time left."""
        share = f" ({100 * self.done // self.total}%)" if self.total else ""
        files = f"{self.files_done}/{self.files} files, " if self.files is not None else ""
        line = f"{self.label}: {files}{self.done}/{self.total} {self.unit}s{share}"
        rate = self.rate()
        if rate is not None and self.done < self.total:
            line += f", {_rate(rate)} {self.unit}s/s, {_left((self.total - self.done) / rate)}"
        return line

    def rate(self) -> float | None:
        """Units a second after the first update (None until a second one comes): the first batch may include
        loading a model."""
        if self._first is None:
            return None
        seconds = time.perf_counter() - self._first[0]
        moved = self.done - self._first[1]
        return moved / seconds if moved > 0 and seconds > 0 else None

    def _bundle(self) -> dict[str, str]:
        line = html.escape(self.text())
        bar = f'<progress value="{self.done}" max="{max(self.total, 1)}"></progress>'
        hint = f' <span style="opacity:0.6">{html.escape(self.hint)}</span>' if self.hint else ""
        return {"text/plain": self.text(), "text/html": f"<div>{bar} <span>{line}</span>{hint}</div>"}

    def update(self, n: int, *, files: int = 0) -> None:
        """``n`` more units are done, and ``files`` more files (all of their units)."""
        self.done = min(self.done + int(n), self.total) if self.total else self.done + int(n)
        if self._first is None:
            self._first = (time.perf_counter(), self.done)
        self.files_done += int(files)
        self._draw(force=self.done >= self.total)

    def _draw(self, *, force: bool = False) -> None:
        now = time.perf_counter()
        if self.mode == "off" or (not force and now - self._drawn < _EVERY_S):
            return
        self._drawn = now
        if self.mode == "display":
            from IPython.display import display

            if self._handle is None:
                self._handle = display(self._bundle(), raw=True, display_id=True)  # type: ignore[no-untyped-call]
            else:
                self._handle.update(self._bundle(), raw=True)
        else:
            line = self.text()
            sys.stderr.write("\r" + line.ljust(self._width))
            sys.stderr.flush()
            self._width = max(self._width, len(line))

    def close(self, final: str | None = None) -> None:
        """Replace the progress with ``final`` (static text), or remove it when ``final`` is None."""
        if self.mode == "display" and self._handle is not None:
            # an empty text output rather than clear_output: that would also clear the cell's other outputs
            self._handle.update({"text/plain": final or ""}, raw=True)
            self._handle = None
        elif self.mode == "terminal":
            sys.stderr.write("\r" + " " * self._width + "\r" + (final + "\n" if final else ""))
            sys.stderr.flush()
        self.mode = "off"

    def seconds(self) -> float:
        """Seconds since the progress started."""
        return time.perf_counter() - self._started


def _rate(rate: float) -> str:
    return f"{rate:.0f}" if rate >= 10 else f"{rate:.1f}"


def _left(seconds: float) -> str:
    """``"4 s left"``, ``"2 min 05 s left"``, ``"1 h 03 min left"``."""
    s = round(seconds)
    if s < 60:
        return f"{s} s left"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s left"
    return f"{s // 3600} h {s % 3600 // 60:02d} min left"
