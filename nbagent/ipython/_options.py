"""The options of every nbagent magic, parsed with one voice: a misspelt option names the one that was meant.

IPython's ``parse_argstring`` answers ``--modle`` with argparse's ``unrecognized arguments: --modle``;
:func:`parse_options` answers ``%%agent: unknown option '--modle' (did you mean '--model'?)``, from the magic's own
parser, and likewise for a value outside an option's choices. Light: ``%load_ext`` imports it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from IPython.core.error import UsageError

from .._suggest import closest, hint

if TYPE_CHECKING:
    import argparse

__all__ = ["parse_options"]

_UNRECOGNIZED = "unrecognized arguments: "
_CHOICE = re.compile(r"argument (?P<arg>[^:]+): invalid choice: (?P<value>'[^']*'|\S+)")


def _actions(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return list(parser._actions)  # argparse keeps no public list of a parser's arguments


def _unknown_option(label: str, parser: argparse.ArgumentParser, unknown: Iterable[str]) -> str:
    words = list(unknown)
    option = next((w for w in words if w.startswith("-")), None)
    if option is None:
        return f"{label}: unexpected argument {' '.join(words)!r}"
    option = option.partition("=")[0]
    names = [s for action in _actions(parser) for s in action.option_strings]
    # compared without their dashes: the shared ``--`` would make ``--nope`` look like ``--store``
    bare: dict[str, str] = {}
    for name in sorted(names, key=lambda n: not n.startswith("--")):  # --long before -s
        bare.setdefault(name.lstrip("-"), name)
    meant = closest(option.lstrip("-"), bare)
    tip = (
        f" (did you mean {bare[meant]!r}?)"
        if meant
        else f"; its options: {', '.join(n for n in names if n.startswith('--'))}"
    )
    return f"{label}: unknown option {option!r}{tip}"


def _invalid_choice(label: str, parser: argparse.ArgumentParser, match: re.Match[str]) -> str:
    arg, value = match["arg"], match["value"].strip("'")
    for action in _actions(parser):
        if action.choices is not None and arg in {"/".join(action.option_strings), action.dest, action.metavar}:
            choices = [str(c) for c in action.choices]
            tip = hint(value, choices) or f"; choose from {', '.join(choices)}"
            return f"{label}: {value!r} is not a valid {arg}{tip}"
    return f"{label}: {match.group(0)}"


def parse_options(magic: Callable[..., object], line: str, label: str) -> argparse.Namespace:
    """``parse_argstring(magic, line)``, with a one-line :class:`UsageError` that suggests the closest option.

    ``label`` is how the person called the magic (``%%agent``, ``%agent_sql``): every message starts with it.
    """
    parser: argparse.ArgumentParser = magic.parser  # type: ignore[attr-defined]  # set by @magic_arguments
    try:
        args = parser.parse_argstring(line)  # type: ignore[attr-defined]
    except UsageError as exc:
        message = str(exc)
        if message.startswith(_UNRECOGNIZED):
            raise UsageError(_unknown_option(label, parser, message[len(_UNRECOGNIZED) :].split())) from None
        choice = _CHOICE.match(message)
        if choice is not None:
            raise UsageError(_invalid_choice(label, parser, choice)) from None
        raise UsageError(f"{label}: {message}") from None
    except SystemExit as exc:  # argparse on --help-like input
        raise UsageError(f"{label}: {exc}") from None
    return args  # type: ignore[no-any-return]
