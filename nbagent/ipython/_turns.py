"""Cells are turns: a re-executed ``%%agent`` cell redoes its turn.

JupyterLab sends the id of the cell with each execution (ipykernel passes it to
``run_cell`` as ``cell_id``; the ``pre_run_cell`` event carries it). Each agent
cell's turn is remembered by that id: where it starts in the session's
conversation and the user message it starts with. Executing the same cell
again cuts the conversation back to that point (``Agent.rewind``): the cell's
earlier exchange and every later turn leave the live conversation (a session
store keeps them, marked superseded), and the cell's prompt runs again from
there. A cell seen for the first time continues the conversation. Without a
cell id (terminal IPython, some headless runners) every execution is a new
turn. Several ``%agent`` lines in one cell, in one execution, are turns one
after the other. The session's mark of untrusted content is recomputed from the
turns that remain (``Agent.rewind``; see docs/security.md).

A provider with a position in what it plays (a ``ScriptedProvider``'s next step:
:class:`~nbagent.providers.base.Rewindable`) follows: each turn keeps the provider
its run used and where that provider stood when the turn began, and a redone
turn puts every provider of the turns it drops back where it stood at the first
of them. Re-running a cell replays that cell's steps; the next new cell goes on
with the script.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from ..loop import Agent
    from ..messages import Message
    from ..providers.base import Rewindable

__all__ = ["CellTurns", "Turn"]


@dataclass(frozen=True)
class Turn:
    """Where one cell's turn starts in its agent's conversation."""

    start: int
    first: Message  # the user message at ``start`` (a turn whose message is gone is stale)
    execution: int  # the cell execution (pre_run_cell count) that ran it
    provider: Rewindable | None = None  # the provider its run used, when it has a position to go back to
    checkpoint: int = 0  # where that provider stood when the turn began


class CellTurns:
    """The turns of each agent's cells, by cell id; follows cell executions through ``pre_run_cell``."""

    def __init__(self) -> None:
        self.cell_id: str | None = None
        self.execution = 0
        self._turns: weakref.WeakKeyDictionary[Agent, dict[str, Turn]] = weakref.WeakKeyDictionary()
        # between begin() and end(): the running turn's provider and where it stood when the turn began
        self._began: weakref.WeakKeyDictionary[Agent, tuple[Rewindable, int] | None] = weakref.WeakKeyDictionary()

    def pre_run_cell(self, info: object = None) -> None:
        """IPython's ``pre_run_cell`` event: a cell starts executing (``info.cell_id`` from the frontend)."""
        self.execution += 1
        cell = getattr(info, "cell_id", None)
        self.cell_id = cell if isinstance(cell, str) and cell else None

    def _earlier(self, agent: Agent, cell_id: str | None) -> tuple[Turn | None, bool]:
        """This cell's earlier turn, if it has one, and whether it can be redone (it is still where it was)."""
        turns = self._turns.get(agent)
        turn = turns.get(cell_id) if turns is not None and cell_id is not None else None
        if turn is None or turn.execution == self.execution:
            return None, False  # a new cell, or a second %agent line of this execution: the next turn
        messages = agent.messages
        # the conversation may have changed under it (reset, --new, another rewind): then a new turn
        return turn, turn.start < len(messages) and messages[turn.start] is turn.first

    def start_of(self, agent: Agent, cell_id: str | None) -> int:
        """Where this cell's turn will start, without changing anything (:meth:`begin` goes there)."""
        turn, redo = self._earlier(agent, cell_id)
        return turn.start if turn is not None and redo else len(agent.messages)

    def begin(self, agent: Agent, cell_id: str | None, provider: object = None) -> int:
        """Before the cell's run: rewind ``agent`` to the start of this cell's earlier turn, if it has one,
        and the providers of the turns that leave back to where they stood when the first of them began;
        return how many messages the conversation holds now (where this turn starts). ``provider`` is the
        one this run uses (its position is kept with the turn, by :meth:`end`)."""
        turn, redo = self._earlier(agent, cell_id)
        messages = agent.messages
        start = len(messages)
        if turn is not None and cell_id is not None:  # (a turn is found by its cell id: no id, no turn)
            turns = self._turns[agent]
            if not redo:
                turns.pop(cell_id, None)
            else:
                agent.rewind(turn.start)
                dropped = sorted((t for t in turns.items() if t[1].start >= turn.start), key=lambda t: t[1].start)
                rewound: set[int] = set()
                for other, later in dropped:  # this cell's turn and every later one left the conversation
                    del turns[other]
                    if later.provider is not None and id(later.provider) not in rewound:
                        rewound.add(id(later.provider))  # back to where it stood at the first dropped turn
                        later.provider.restore(later.checkpoint)
                start = turn.start
        rewindable = _rewindable(provider)
        self._began[agent] = (rewindable, rewindable.checkpoint()) if rewindable is not None else None
        return start

    def end(self, agent: Agent, cell_id: str | None, start: int) -> None:
        """After the cell's run (finished or failed): remember where its turn starts (and its provider's
        position when it began, from :meth:`begin`)."""
        began = self._began.pop(agent, None)
        if cell_id is None:
            return
        messages = agent.messages
        if start >= len(messages):
            return
        turns = self._turns.setdefault(agent, {})
        if cell_id in turns and turns[cell_id].execution == self.execution:
            return  # the cell's first %agent line of this execution started its turn
        provider, checkpoint = began if began is not None else (None, 0)
        turns[cell_id] = Turn(start, messages[start], self.execution, provider, checkpoint)


def _rewindable(provider: object) -> Rewindable | None:
    """The provider a run used, if it has a position a redone turn goes back to (``checkpoint`` and
    ``restore``, checked by name: this module loads with ``%load_ext``, the providers do not); a cell's
    cassette wraps it (``CassetteProvider.inner``): the position is the wrapped provider's."""
    for candidate in (provider, getattr(provider, "inner", None)):
        if callable(getattr(candidate, "checkpoint", None)) and callable(getattr(candidate, "restore", None)):
            return cast("Rewindable", candidate)
    return None
