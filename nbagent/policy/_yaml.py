"""Read policy YAML keeping the line of every key and list item.

``yaml.compose`` gives nodes with marks; this walks them into plain Python
data plus a ``{key path: line}`` table, so every later error can name
``file:line``. Duplicate keys are errors (PyYAML would silently keep the
last one, dropping e.g. the first ``deny:`` list).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..exceptions import PolicyError
from ._build import KeyPath, Locate

__all__ = ["parse_yaml", "read_policy_file"]

# a policy is a few hundred rules; these stop alias bombs and cycles (``&a [*a]``)
_MAX_NODES = 100_000
_MAX_DEPTH = 20


def _where(label: str, mark: Any) -> tuple[str, int | None]:
    if mark is None:
        return label, None
    return f"{label}:{mark.line + 1}", mark.line + 1


def parse_yaml(text: str, label: str) -> tuple[Any, Locate]:
    """YAML text -> (data, locate). ``label`` names the file in messages."""
    import yaml

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where, line = _where(label, mark)
        problem = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        if exc.context_mark is not None and mark is not None and exc.context_mark.line != mark.line:
            problem += f" (the construct began at line {exc.context_mark.line + 1})"
        raise PolicyError(f"{where}: malformed YAML: {problem}", path=label, line=line) from None
    except yaml.YAMLError as exc:
        raise PolicyError(f"{label}: malformed YAML: {exc}", path=label) from None

    lines: dict[KeyPath, int] = {}
    constructor = yaml.SafeLoader("")
    budget = [_MAX_NODES]

    def walk(n: Any, path: KeyPath) -> Any:
        budget[0] -= 1
        if budget[0] < 0 or len(path) > _MAX_DEPTH:
            where, line = _where(label, n.start_mark)
            raise PolicyError(
                f"{where}: the policy is too large or too deeply nested (aliases expanding?)",
                path=label,
                line=line,
            )
        lines.setdefault(path, n.start_mark.line + 1)
        if isinstance(n, yaml.MappingNode):
            out: dict[Any, Any] = {}
            for key_node, value_node in n.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    where, line = _where(label, key_node.start_mark)
                    raise PolicyError(f"{where}: a key must be plain text", path=label, line=line)
                key = constructor.construct_object(key_node)
                if not isinstance(key, str):
                    key = str(key)
                if key in out:
                    where, line = _where(label, key_node.start_mark)
                    raise PolicyError(
                        f"{where}: duplicate key {key!r} (first at line {lines[(*path, key)]}): merge the two",
                        path=label,
                        line=line,
                        key=key,
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
            raise PolicyError(f"{where}: bad value: {exc}", path=label, line=line) from None

    data = None if node is None else walk(node, ())
    return data, lines.get


def read_policy_file(path: str | os.PathLike[str]) -> tuple[str, str]:
    """(text, label) of a policy file; a missing or unreadable file is a PolicyError."""
    p = Path(path).expanduser()
    try:
        # bytes decoded as they are (no newline translation): the text hashes like the file,
        # which lets folder trust check that what it read is what the person trusted
        return p.read_bytes().decode("utf-8"), str(p)
    except FileNotFoundError:
        raise PolicyError(f"{p}: policy file not found", path=str(p)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PolicyError(f"{p}: cannot read the policy file: {exc}", path=str(p)) from None
