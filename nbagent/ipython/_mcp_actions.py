"""What ``%agent_mcp`` does once its action is known: :mod:`nbagent.mcp` does the work.

Imported when the magic runs (``_mcp`` is the magic, imported by ``%load_ext nbagent``; MCP loads
asyncio). Each action prints what it did or found; a server's own text is shown, never obeyed
(:func:`nbagent.boundary._terminal.visible`, :func:`nbagent.approval.mark_invisible`).
"""

from __future__ import annotations

import re
import textwrap
from typing import TYPE_CHECKING

from IPython.core.error import UsageError

from .._suggest import hint
from ..approval import mark_invisible
from ..boundary._terminal import visible
from ..guards import screen
from ..guards.screening import BLOCK_AT, FLAG_AT
from ..mcp import MCPServer, configured_servers, read_resource
from ..mcp._config import add_user_server, remove_user_server, user_config_path
from ._tool_names import resolve_tools

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["McpActions"]


class McpActions:
    """The actions of ``%agent_mcp`` in ``shell``; ``usage`` is the magic's table (its error messages show it)."""

    def __init__(self, shell: InteractiveShell | None, usage: str) -> None:
        self.shell = shell
        self.usage = usage

    def run(self, action: str, rest: list[str]) -> None:
        """Do ``%agent_mcp ACTION REST`` (the magic checked that ``action`` is one of its actions)."""
        handlers = {
            "list": self._list,
            "add": self._add,
            "remove": self._remove,
            "tools": self._tools,
            "resources": self._resources,
            "read": self._read,
            "prompts": self._prompts,
            "prompt": self._prompt,
            "stop": self._stop,
        }
        return handlers[action](rest)

    def _servers(self) -> dict[str, MCPServer]:
        found = dict(configured_servers())
        for value in list(self.shell.user_ns.values()) if self.shell is not None else ():
            if getattr(value, "__nbagent_toolset__", False) and not isinstance(value, type):  # not the class
                found.setdefault(value.name, value)
        return found

    def _server(self, rest: list[str], action: str) -> MCPServer:
        if not rest:
            raise UsageError(f"%agent_mcp {action} NAME: which server?\n{self.usage}")
        servers = self._servers()
        server = servers.get(rest[0])
        if server is None:
            tip = hint(rest[0], servers)
            raise UsageError(f"no MCP server named {rest[0]!r}{tip}; known: {', '.join(servers) or 'none'}")
        return server

    def _list(self, rest: list[str]) -> None:
        servers = self._servers()
        if not servers:
            print(f"No MCP servers. Add one: %agent_mcp add NAME -- COMMAND ... (writes {user_config_path()})")
            return
        for name, server in servers.items():
            tools = server.listed
            count = f", {len(tools)} tools" if tools else ""
            print(f"{name}  [{server.status}{count}]  {server.transport}: {server.target}")
            print(f"    from {server.source}; log: {server.log_path}")
            if server.last_error:
                print(f"    last error: {visible(str(server.last_error))}")  # the server's own words

    def _add(self, rest: list[str]) -> None:
        if "--" in rest:
            cut = rest.index("--")
            head, command = rest[:cut], rest[cut + 1 :]
        else:
            head, command = rest, []
        trusted = "--trusted" in head
        head = [h for h in head if h != "--trusted"]
        url = None
        if "--url" in head:
            at = head.index("--url")
            if at + 1 >= len(head):
                raise UsageError("--url needs the server's URL")
            url = head[at + 1]
            head = head[:at] + head[at + 2 :]
        if len(head) != 1 or bool(command) == bool(url):
            raise UsageError(f"%agent_mcp add NAME -- COMMAND [ARG...]  or  NAME --url URL\n{self.usage}")
        name = head[0]
        if url is not None:
            MCPServer.http(url, name=name)  # checks the name and the URL before anything is written
            entry: dict[str, str | bool | list[str]] = {"url": url}
        else:
            MCPServer.stdio(command, name=name)
            entry = {"command": command[0], "args": command[1:]}
        if trusted:
            entry["trusted"] = True
        path = add_user_server(name, entry)
        print(f"Added MCP server {name!r} to {path}. Use it: %%agent --tools {name}")

    def _remove(self, rest: list[str]) -> None:
        if len(rest) != 1:
            raise UsageError("%agent_mcp remove NAME")
        if remove_user_server(rest[0]):
            print(f"Removed MCP server {rest[0]!r} from {user_config_path()}.")
        else:
            raise UsageError(f"{user_config_path()} has no MCP server named {rest[0]!r}")

    def _tools(self, rest: list[str]) -> None:
        server = self._server(rest, "tools")
        for tool in server.tools():
            flags = ["read-only" if tool.read_only else "not read-only"]
            if tool.annotations.get("read_only_hint") and not tool.read_only:
                flags.append("says readOnlyHint (trust_read_only_hints: false)")
            if tool.destructive:
                flags.append("destructive")
            print(f"{visible(tool.name)}  ({', '.join(flags)})\n    {_line(tool.description)}")

    def _resources(self, rest: list[str]) -> None:
        server = self._server(rest, "resources")
        resources = server.resources()
        if not resources:
            print(f"MCP server {server.name!r} offers no resources.")
        for res in resources:
            mime = f" [{res.mime_type}]" if res.mime_type else ""
            print(visible(f"{res.uri}  {res.name}{mime}") + f"\n    {_line(res.description)}")

    def _read(self, rest: list[str]) -> None:
        var = "mcp_resource"
        if "--as" in rest:
            at = rest.index("--as")
            if at + 1 >= len(rest) or not rest[at + 1].isidentifier():
                raise UsageError("--as needs a variable name")
            var = rest[at + 1]
            rest = rest[:at] + rest[at + 2 :]
        if len(rest) != 2:
            raise UsageError("%agent_mcp read NAME URI [--as VAR]")
        server = self._server(rest, "read")
        text = read_resource(server, rest[1])
        if self.shell is None:
            raise UsageError("%agent_mcp read needs an IPython shell")
        self.shell.user_ns[var] = text
        print(
            f"{len(text)} characters of {rest[1]} are in `{var}`, marked untrusted. Put {{{var}}} in a %%agent "
            "prompt: it goes in as data, and tools that are not read-only then need your approval."
        )

    def _prompts(self, rest: list[str]) -> None:
        server = self._server(rest, "prompts")
        prompts = server.prompts()
        if not prompts:
            print(f"MCP server {server.name!r} offers no prompts.")
        for prompt in prompts:
            optional = [f"[{a}]" for a in prompt.arguments if a not in prompt.required]
            signature = visible(f"{prompt.name}({', '.join([*prompt.required, *optional])})")
            print(f"{signature}\n    {_line(prompt.description)}")

    def _prompt(self, rest: list[str]) -> None:
        """The prompt's messages as the body of a new ``%%agent`` cell: nothing runs until the person runs it."""
        if len(rest) < 2:
            raise UsageError("%agent_mcp prompt NAME PROMPT [ARG=VALUE...]")
        server = self._server(rest, "prompt")
        arguments: dict[str, str] = {}
        for item in rest[2:]:
            key, sep, value = item.partition("=")
            if not sep or not key:
                raise UsageError(f"prompt arguments are ARG=VALUE, got {item!r}")
            arguments[key] = value
        known = {p.name: p for p in server.prompts()}
        wanted = known.get(rest[1])
        if wanted is None:
            offered = ", ".join(_line(name) for name in known) or "none"
            raise UsageError(f"MCP server {server.name!r} has no prompt {rest[1]!r}; it has: {offered}")
        missing = [a for a in wanted.required if a not in arguments]
        unknown = [a for a in arguments if a not in wanted.arguments]
        if missing or unknown:
            problem = f"missing {', '.join(missing)}" if missing else f"no argument named {', '.join(unknown)}"
            takes = _line(", ".join(wanted.arguments)) or "nothing"
            raise UsageError(f"prompt {_line(wanted.name)!r} of {server.name!r}: {problem} (it takes: {takes})")
        if self.shell is None:
            raise UsageError("%agent_mcp prompt needs an IPython shell")
        tools = self._cell_tools(server)
        messages = server.get_prompt(wanted.name, arguments)
        text = _prompt_text(messages)
        shown = _readable(text)
        # %%agent fills {name} from the notebook: the server's braces stay braces, never a variable's value
        body = shown.replace("{", "{{").replace("}", "}}")
        self.shell.set_next_input(f"%%agent --tools {tools}\n{body}", replace=False)
        notes = [
            f"The prompt {_line(wanted.name)!r} of MCP server {server.name!r} is in a new cell below. "
            "It is the server's text: read it before you run it."
        ]
        if getattr(server, "untrusted_metadata", lambda: None)() is not None:
            notes.append(
                f"{server.name!r} is not marked trusted: its text is untrusted, and running the cell (which offers "
                "its tools) marks the session, so tools that are not read-only then need your approval."
            )
        if shown != text:
            notes.append(
                "Shown as it will be sent: invisible characters as ⟦U+XXXX⟧, long runs of blanks and empty "
                "lines as a count, long lines wrapped, braces doubled (kept as braces)."
            )
        verdict = screen(text)
        if verdict.reasons:
            state = "blocks" if verdict.blocked else "flags" if verdict.flagged else "notes"
            found = ", ".join(verdict.reasons)
            notes.append(
                f"The injection screen {state} it: {found} (score {verdict.score:.2f}; {FLAG_AT:.1f} flags, "
                f"{BLOCK_AT:.1f} blocks)."
            )
        print("\n".join(notes))

    def _cell_tools(self, server: MCPServer) -> str:
        """The word for ``--tools`` that names exactly ``server`` in a ``%%agent`` cell of this notebook (a
        variable, a built-in tool or a tools file of the same name would win over a configured server)."""
        namespace = self.shell.user_ns if self.shell is not None else {}
        holders = sorted(str(k) for k, v in namespace.items() if v is server and str(k).isidentifier() and k[0] != "_")
        words: list[str] = [*(n for n in holders if n == server.name), *holders, str(server.name)]
        for word in dict.fromkeys(words):
            try:
                found = resolve_tools(word, namespace, self.shell)
            except UsageError:
                continue
            if len(found) == 1 and _same_server(found[0], server):
                return word
        raise UsageError(
            f"in a %%agent cell, --tools {server.name} would name something else (a variable, a built-in tool or "
            "another server of that name): put the server in a variable (srv = MCPServer...) and ask again"
        )

    def _stop(self, rest: list[str]) -> None:
        server = self._server(rest, "stop")
        server.stop()
        print(f"Stopped MCP server {server.name!r}.")


def _line(text: str, limit: int = 160) -> str:
    """A server's name or description on one line: what hides or reorders text (escape sequences, bidi
    controls) shown as ``⟦U+XXXX⟧``, whitespace collapsed, cut at ``limit``."""
    one = mark_invisible(" ".join(str(text or "").split()))
    return one if len(one) <= limit else one[: limit - 1] + "…"


def _same_server(found: object, server: MCPServer) -> bool:
    if found is server:
        return True
    same = ("name", "transport", "target")
    return bool(getattr(found, "__nbagent_toolset__", False)) and all(
        getattr(found, k, None) == getattr(server, k, None) for k in same
    )


def _prompt_text(messages: list[tuple[str, str]]) -> str:
    """The messages as one text: a lone user message as it is, else each under its role's label."""
    if len(messages) == 1 and messages[0][0] == "user":
        return messages[0][1]
    return "\n\n".join(f"[{role} message]\n{body}" for role, body in messages)


_WIDTH = 100


def _readable(text: str) -> str:
    """``text`` as the cell shows it and sends it, so that what a person reads is what runs (the caller
    then doubles its braces, so ``%%agent`` keeps ``{name}`` as text, never a notebook variable's value):

    - invisible characters as ``⟦U+202E⟧`` (:func:`nbagent.approval.mark_invisible`);
    - runs of 8 or more blanks (spaces of any kind, tabs, U+2800) and of 3 or more empty lines as a
      count: text pushed out of sight to the right or below;
    - lines over 100 characters wrapped (a notebook cell does not wrap: the rest would be off screen).

    (Lines that look like Python prompts, ``>>> ``, stay: the ``%%agent`` transformer runs before
    IPython's prompt strippers.)
    """
    shown = mark_invisible(text)
    shown = re.sub(r"\n(?:[^\S\n]*\n){3,}", lambda m: f"\n⟦{m.group(0).count(chr(10)) - 1} empty lines⟧\n", shown)
    shown = re.sub(r"[^\S\n]{8,}|\u2800{2,}", lambda m: f" ⟦{len(m.group(0))} blanks⟧ ", shown)
    lines = []
    for line in shown.split("\n"):
        if len(line) <= _WIDTH:
            lines.append(line)
        else:
            lines.extend(textwrap.wrap(line, _WIDTH, break_on_hyphens=False, replace_whitespace=False) or [""])
    return "\n".join(lines)
