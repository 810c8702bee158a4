"""``%%agent`` and ``%agent``: thin magics over :class:`nbagent.Agent`."""

from __future__ import annotations

from typing import Any

from IPython.core.magic import Magics, line_cell_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring
from traitlets import Unicode

__all__ = ["AgentMagics"]


@magics_class
class AgentMagics(Magics):
    """Run an agent from a notebook cell."""

    model = Unicode("scripted", help="Default model for %%agent, e.g. 'openai:gpt-4.1-mini'.").tag(config=True)
    out = Unicode("_agent", help="Variable that receives the RunResult.").tag(config=True)

    def __init__(self, shell: Any = None, **kwargs: Any) -> None:
        super().__init__(shell=shell, **kwargs)
        self._agents: dict[str, Any] = {}

    @magic_arguments()
    @argument("-m", "--model", default=None, help="Model name, e.g. openai:gpt-4.1-mini.")
    @argument("-o", "--out", default=None, help="Variable for the result (default _agent).")
    @argument("prompt", nargs="*", help="The prompt (line magic), or the first line of it.")
    @line_cell_magic
    def agent(self, line: str, cell: str | None = None) -> Any:
        """Ask the agent: ``%agent PROMPT`` or a ``%%agent`` cell whose body is the prompt."""
        from ..agent import Agent

        args = parse_argstring(self.agent, line)
        prompt = "\n".join(p for p in (" ".join(args.prompt), cell or "") if p.strip())
        model = args.model or self.model
        agent = self._agents.get(model)
        if agent is None:
            agent = self._agents[model] = Agent(model)
        result = agent.run(prompt)
        self.shell.user_ns[args.out or self.out] = result
        return result
