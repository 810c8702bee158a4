"""YAML configuration files read with the line of every key, so each error can name ``file:line``.

``yaml.compose`` gives nodes with marks; :func:`parse_yaml` walks them into
plain Python data plus a ``{key path: line}`` table. Duplicate keys are errors
(PyYAML would silently keep the last one, dropping e.g. the first ``deny:``
list or the first of two tools with one name). Aliases are expanded under a
node budget, so an alias bomb is an error, not a hung kernel.

The policy files (:mod:`nbagent.policy._load`) and the tools files
(:mod:`nbagent.tools._yaml`) both read through here; each passes its own
:class:`~nbagent.exceptions.ConfigError` subclass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from .._suggest import hint
from ..exceptions import ConfigError

__all__ = ["KeyPath", "Locate", "fmt_key", "parse_yaml", "unknown_key_problem"]

KeyPath = tuple[str | int, ...]
Locate = Callable[[KeyPath], int | None]
"""``locate(key path)``: the line of that key in the YAML file (None for data given in code)."""


class _Mark(Protocol):
    """Where PyYAML found something (a ``yaml.Mark``; PyYAML ships no types)."""

    @property
    def line(self) -> int: ...  # 0-based


class _Node(Protocol):
    """A composed ``yaml.Node``: all :func:`parse_yaml` reads of every node is where it starts."""

    @property
    def start_mark(self) -> _Mark: ...


# a configuration file holds a few hundred entries; these stop alias bombs and cycles (``&a [*a]``)
_MAX_NODES = 100_000
_MAX_DEPTH = 20


def _where(label: str, mark: _Mark | None) -> tuple[str, int | None]:
    if mark is None:
        return label, None
    return f"{label}:{mark.line + 1}", mark.line + 1


def fmt_key(path: KeyPath) -> str:
    """``tools.send.parameters.user_id``, ``deny_when[2].arg``; ``(top level)`` for the root."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out or "(top level)"


def unknown_key_problem(key: object, allowed: Sequence[str]) -> str:
    """``unknown key 'tiemout' (did you mean 'timeout'?); allowed keys: ...``."""
    return f"unknown key {key!r}{hint(key, allowed)}; allowed keys: {', '.join(allowed)}"


def parse_yaml(
    text: str, label: str, *, error: type[ConfigError] = ConfigError, what: str = "file"
) -> tuple[object, Locate]:
    """YAML text -> (data, locate). ``label`` names the file in messages, ``what`` the kind of file
    ("policy"); every problem is an ``error`` carrying ``path``, ``line`` and (for keys) ``key``."""
    import yaml

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where, line = _where(label, mark)
        problem = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        if exc.context_mark is not None and mark is not None and exc.context_mark.line != mark.line:
            problem += f" (the construct began at line {exc.context_mark.line + 1})"
        raise error(f"{where}: malformed YAML: {problem}", path=label, line=line) from None
    except yaml.YAMLError as exc:
        raise error(f"{label}: malformed YAML: {exc}", path=label) from None

    lines: dict[KeyPath, int] = {}
    constructor = yaml.SafeLoader("")
    budget = [_MAX_NODES]

    def walk(n: _Node, path: KeyPath) -> object:
        budget[0] -= 1
        if budget[0] < 0 or len(path) > _MAX_DEPTH:
            where, line = _where(label, n.start_mark)
            raise error(
                f"{where}: the {what} is too large or too deeply nested (aliases expanding?)", path=label, line=line
            )
        lines.setdefault(path, n.start_mark.line + 1)
        if isinstance(n, yaml.MappingNode):
            out: dict[str, object] = {}
            for key_node, value_node in n.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    where, line = _where(label, key_node.start_mark)
                    raise error(f"{where}: a key must be plain text", path=label, line=line)
                key = constructor.construct_object(key_node)
                if not isinstance(key, str):
                    key = str(key)
                if key in out:
                    where, line = _where(label, key_node.start_mark)
                    raise error(
                        f"{where}: duplicate key {key!r} (first at line {lines[(*path, key)]}): merge the two",
                        path=label,
                        line=line,
                        key=fmt_key((*path, key)),
                    )
                lines[(*path, key)] = key_node.start_mark.line + 1
                out[key] = walk(value_node, (*path, key))
            return out
        if isinstance(n, yaml.SequenceNode):
            return [walk(item, (*path, i)) for i, item in enumerate(n.value)]
        try:
            return constructor.construct_object(n, deep=True)
        except yaml.YAMLError as exc:
            where, line = _where(label, n.start_mark)
            raise error(f"{where}: bad value: {exc}", path=label, line=line) from None

    data = None if node is None else walk(node, ())
    return data, lines.get
