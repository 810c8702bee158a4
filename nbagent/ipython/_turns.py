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
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..loop import Agent
    from ..messages import Message

__all__ = ["CellTurns", "Turn"]


@dataclass(frozen=True)
class Turn:
    """Where one cell's turn starts in its agent's conversation."""

    start: int
    first: Message  # the user message at ``start`` (a turn whose message is gone is stale)
    execution: int  # the cell execution (pre_run_cell count) that ran it


class CellTurns:
    """The turns of each agent's cells, by cell id; follows cell executions through ``pre_run_cell``."""

    def __init__(self) -> None:
        self.cell_id: str | None = None
        self.execution = 0
        self._turns: weakref.WeakKeyDictionary[Agent, dict[str, Turn]] = weakref.WeakKeyDictionary()

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

    def begin(self, agent: Agent, cell_id: str | None) -> int:
        """Before the cell's run: rewind ``agent`` to the start of this cell's earlier turn, if it has one;
        return how many messages the conversation holds now (where this turn starts)."""
        turn, redo = self._earlier(agent, cell_id)
        messages = agent.messages
        if turn is None or cell_id is None:  # (a turn is found by its cell id: no id, no turn)
            return len(messages)
        turns = self._turns[agent]
        if not redo:
            turns.pop(cell_id, None)
            return len(messages)
        agent.rewind(turn.start)
        for other, later in list(turns.items()):
            if later.start >= turn.start:  # this cell's turn and every later one left the conversation
                del turns[other]
        return turn.start

    def end(self, agent: Agent, cell_id: str | None, start: int) -> None:
        """After the cell's run (finished or failed): remember where its turn starts."""
        if cell_id is None:
            return
        messages = agent.messages
        if start >= len(messages):
            return
        turns = self._turns.setdefault(agent, {})
        if cell_id in turns and turns[cell_id].execution == self.execution:
            return  # the cell's first %agent line of this execution started its turn
        turns[cell_id] = Turn(start, messages[start], self.execution)
