"""What ``--tools`` says about a name it cannot use: why, and the name that was probably meant."""

from __future__ import annotations

import types
from collections.abc import Iterable, Mapping

from .._suggest import closest
from ..policy import skeleton

__all__ = ["did_you_mean", "unknown_tool_message"]

_CLOSE = 0.75  # difflib ratio: catches a dropped, doubled or swapped letter, not a different word


def did_you_mean(name: str, candidates: Iterable[str]) -> str | None:
    """The candidate ``name`` was most likely meant as: a lookalike (case, confusable letters) or a typo."""
    return closest(name, candidates, cutoff=_CLOSE, alike=skeleton)


def _tool_like(value: object) -> bool:
    """A value ``--tools`` could take: a function, a Tool, a callable object (not a class or module)."""
    return callable(value) and not isinstance(value, (type, types.ModuleType))


def unknown_tool_message(name: str, user_ns: Mapping[str, object], builtin_names: Iterable[str]) -> str:
    """The ``--tools`` error for ``name``: what it is instead, the likely intended name, and every form."""
    builtins = ["notebook", *builtin_names]
    value = user_ns.get(name)
    if value is not None:
        what = f"{name!r} is a {type(value).__name__}, not a function or Tool"
    else:
        what = f"{name!r} is not a function or Tool in this notebook nor a built-in tool"
    notebook = [k for k, v in user_ns.items() if not k.startswith("_") and _tool_like(v)]
    hint = did_you_mean(name, [*notebook, *builtins])
    suggestion = f" (did you mean {hint!r}?)" if hint else ""
    return (
        f"--tools: {what}{suggestion}. --tools takes names of functions or Tools defined in the notebook, "
        f"'notebook' for every built-in notebook tool, built-in tool names: {', '.join(builtins[1:])}, "
        "or tools YAML files (FILE.yaml)"
    )
