"""``%agent_mcp``: the MCP servers of this kernel and of your configuration.

Thin: this module is the magic (``%load_ext nbagent`` imports it); the actions are in ``_mcp_actions``,
imported when the magic runs, and :mod:`nbagent.mcp` does the work.
"""

from __future__ import annotations

import shlex

from IPython.core.error import UsageError
from IPython.core.magic import Magics, line_magic, magics_class, no_var_expand

from ..exceptions import NbAgentError

__all__ = ["McpMagics"]

_ACTIONS = frozenset({"list", "add", "remove", "tools", "resources", "read", "prompts", "prompt", "stop"})

_USAGE = """\
%agent_mcp list                          servers (configured and in this kernel), status, log file
%agent_mcp add NAME -- COMMAND [ARG...]  add a stdio server to your configuration file
%agent_mcp add NAME --url URL            add a streamable HTTP server
               (--trusted before --: you vouch for its tool descriptions and prompts, so a run
                offering its tools is not marked as holding untrusted content)
%agent_mcp remove NAME                   remove it from your configuration file (and stop it)
%agent_mcp tools NAME                    the server's tools as the agent sees them
%agent_mcp resources NAME                the resources it offers
%agent_mcp read NAME URI [--as VAR]      a resource's text into VAR (default mcp_resource), marked untrusted:
                                         use {VAR} in a %%agent prompt
%agent_mcp prompts NAME                  the prompts it offers, with their arguments
%agent_mcp prompt NAME PROMPT [ARG=VALUE...]
                                         the prompt's text into a new %%agent cell below, for you to read
                                         and run (invisible characters shown, braces kept literal)
%agent_mcp stop NAME                     stop it (the next use starts it again)"""


@magics_class
class McpMagics(Magics):
    """The ``%agent_mcp`` line magic."""

    @no_var_expand  # a {name} or $name in the line is the text typed, never a notebook value sent to a server
    @line_magic
    def agent_mcp(self, line: str) -> None:
        """MCP servers: list, add, remove, and look at their tools, resources and prompts.

        ``%agent_mcp list`` shows every server of your configuration files (the user's
        ``policy.yaml`` and a trusted project's ``.nbagent/policy.yaml``, key ``mcp_servers:``)
        and every ``MCPServer`` variable in the notebook, with its status and the file its
        stderr goes to. ``add`` and ``remove`` change your own configuration file, keeping its
        other content. Usage::
        """
        words = shlex.split(line)
        action, rest = (words[0], words[1:]) if words else ("list", [])
        if action not in _ACTIONS:
            raise UsageError(f"unknown action {action!r}.\n{_USAGE}")
        from ._mcp_actions import McpActions  # the door: MCP (asyncio) loads when it runs

        try:
            return McpActions(self.shell, _USAGE).run(action, rest)
        except NbAgentError as exc:
            raise UsageError(str(exc)) from None


# the usage table is the docstring's literal block (``%agent_mcp?`` and docs/magics.md show it)
McpMagics.agent_mcp.__doc__ = (
    (McpMagics.agent_mcp.__doc__ or "").rstrip()
    + "\n\n"
    + "\n".join("            " + line for line in _USAGE.splitlines())
)
