"""Editing the ``mcp_servers:`` block of a YAML file as text, so the person's own lines survive.

``%agent_mcp add`` / ``remove`` change one server: only that entry's lines are replaced,
inserted or removed. Comments, blank lines, quoting and the order of the other entries
stay as the person wrote them, inside the block and around it. When there is no block
in block style to edit (none yet, ``mcp_servers: {}``, a flow mapping) or no server is
left, the whole ``mcp_servers:`` entry is written (or removed) instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..exceptions import ConfigError

if TYPE_CHECKING:
    import yaml

__all__ = ["with_server"]


Servers = Callable[[str], Mapping[str, object]]


def with_server(text: str, name: str, entry: Mapping[str, object] | None, block: Servers) -> str:
    """``text`` with server ``name`` set to ``entry`` (``None``: removed).

    ``block`` reads the ``mcp_servers`` mapping of a text (raising on a bad file). The result
    must give exactly these servers and leave everything else the file says as it was: the
    edit of the entry's lines if it does, else the whole block written anew if that does,
    else :class:`~nbagent.exceptions.ConfigError` and nothing is written.
    """
    servers = dict(block(text))
    if entry is None:
        servers.pop(name, None)
    else:
        servers[name] = dict(entry)
    rest = _rest(text)
    edited = _edit_entry(text, name, entry) if servers else None
    if edited is not None and _says(edited, block, servers, rest):
        return edited
    edited = _with_block(text, servers)  # written only when the line edit did not do
    if _says(edited, block, servers, rest):
        return edited
    raise ConfigError(
        f"could not change mcp_servers.{name} without changing something else in the file (a layout the "
        "editor does not handle); edit the file by hand"
    )


def _says(edited: str, block: Servers, servers: Mapping[str, object], rest: object) -> bool:
    """Does ``edited`` parse, with exactly ``servers`` and everything else as ``rest``?"""
    try:
        return dict(block(edited)) == servers and _rest(edited) == rest
    except Exception:  # an edit that does not parse (an anchor cut away, a broken layout) is a failed edit
        return False


def _rest(text: str) -> object:
    """Everything the file says but its servers: an edit must leave it exactly as it was."""
    import yaml

    data: object = yaml.safe_load(text)
    if data is None:  # an empty file says nothing, like one with only servers
        return {}
    if isinstance(data, dict):
        data.pop("mcp_servers", None)
    return data


def _servers_pair(text: str) -> tuple[yaml.Node, yaml.Node] | None:
    """The top-level ``mcp_servers`` key node and its value node, if the text has that key."""
    import yaml

    node = yaml.compose(text, Loader=yaml.SafeLoader) if text.strip() else None
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == "mcp_servers":
                return key, value
    return None


def _servers_node(text: str) -> yaml.MappingNode | None:
    """The ``mcp_servers`` value node when it is a block mapping with entries, else None."""
    import yaml

    pair = _servers_pair(text)
    value = pair[1] if pair is not None else None
    if isinstance(value, yaml.MappingNode) and value.value and not value.flow_style:
        return value
    return None


def _content_end(node: yaml.Node) -> int:
    """Where a node's own text ends: a block collection's end mark lies past the comments after it."""
    import yaml

    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        return int(node.end_mark.index)
    children: list[yaml.Node] = []
    if isinstance(node, yaml.MappingNode):
        children = [part for pair in node.value for part in pair]
    elif isinstance(node, yaml.SequenceNode):
        children = list(node.value)
    return max((_content_end(c) for c in children), default=int(node.end_mark.index))


def _line_end(text: str, index: int) -> int:
    """The index after the newline that ends the line ``index`` is on (the text's end without one);
    ``index`` itself when it is already at a line's start (a block scalar's end mark is there)."""
    if index == 0 or text[index - 1] == "\n":
        return index
    newline = text.find("\n", index)
    return len(text) if newline < 0 else newline + 1


def _edit_entry(text: str, name: str, entry: Mapping[str, object] | None) -> str | None:
    import yaml

    servers = _servers_node(text)
    if servers is None:
        return None
    pairs = servers.value
    indent = pairs[0][0].start_mark.column
    lines = ""
    if entry is not None:
        dumped = yaml.safe_dump({name: dict(entry)}, sort_keys=False, default_flow_style=False)
        lines = "".join(" " * indent + line for line in dumped.splitlines(keepends=True))
    for key, value in pairs:
        if isinstance(key, yaml.ScalarNode) and key.value == name:
            start = text.rfind("\n", 0, key.start_mark.index) + 1
            if text[start : key.start_mark.index].strip():
                return None  # the key does not start its line: leave it to the whole-block rewrite
            return text[:start] + lines + text[_line_end(text, _content_end(value)) :]
    end = _line_end(text, _content_end(pairs[-1][1]))
    before = text[:end] if text[:end].endswith("\n") or not end else text[:end] + "\n"
    return before + lines + text[end:]


def _with_block(text: str, servers: Mapping[str, object]) -> str:
    """``text`` with its top-level ``mcp_servers:`` entry replaced by ``servers`` (appended when absent,
    removed when empty)."""
    import yaml

    dumped = ""
    if servers:
        dumped = yaml.safe_dump({"mcp_servers": dict(servers)}, sort_keys=False, default_flow_style=False)
    pair = _servers_pair(text)
    if pair is not None:
        key, value = pair
        start, end = key.start_mark.index, _line_end(text, _content_end(value))
        if not text[:end].endswith("\n") and dumped:
            dumped = dumped.rstrip("\n")
        return text[:start] + dumped + text[end:]
    if not dumped:
        return text
    return text + ("" if not text or text.endswith("\n") else "\n") + dumped
