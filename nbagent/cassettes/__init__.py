"""Reproducible ``%%agent`` cells: each cell's model exchanges and approvals on a cassette (docs/cassettes.md).

    nbagent.configure(cassettes="auto")                          # replay what is recorded, record the rest
    nbagent.configure(cassettes="replay", cassette_dir="cassettes")  # a committed folder, no network, no key

Modes (``configure(cassettes=...)``, else ``$NBAGENT_CASSETTES``, else ``off``):

- ``off``: cells talk to the model as usual;
- ``record``: every cell runs live and its recording is (re)written;
- ``replay``: every cell is served from its recording, with no network and no API key; a cell
  without a matching recording fails with :class:`~nbagent.exceptions.CassetteMismatch`,
  naming the cell and what changed (prompt, conversation, model, tools, policy);
- ``auto``: replay a cell that has a recording, record one that has none;
- ``keyless``: replay a cell whose model has no API key here (a notebook that runs anywhere, and live
  where the key is set); a cell on an offline model (``FunctionProvider``, ``ScriptedProvider``,
  ``ReplayProvider``) always runs live; one whose key is set runs as ``$NBAGENT_CASSETTES`` says (CI
  forcing ``replay``, a recording script ``record``), else live.

A cell's recording is keyed by its prompt as sent (after ``{var}`` interpolation), the
conversation it continues, the model, the tools and the policy. The folder is
``.nbagent/cassettes`` under the kernel's working directory unless
``configure(cassette_dir=...)`` (or ``$NBAGENT_CASSETTE_DIR``) names another; a relative
folder is taken from the working directory when the cell runs.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from ..approval import ApprovalHandler
from ..boundary import cassette_origin
from ..config._configure import CASSETTE_MODES, check_cassette_mode, defaults
from ..messages import Message
from ..providers import Provider
from ..tools import Tool, ToolRegistry
from ..tools._toolset import Toolset
from ._cell import CellCassette, describe_cell
from ._file import CellKey, history_digest, policy_rules, tool_specs
from ._provider import CassetteProvider, LazyProvider, lazy_provider

__all__ = [
    "MODES",
    "CassetteProvider",
    "CellCassette",
    "LazyProvider",
    "cassette_dir",
    "cassette_mode",
    "check_mode",
    "for_cell",
    "in_trusted_folder",
    "lazy_provider",
]

MODES = CASSETTE_MODES
OFFLINE_PROVIDERS = ("scripted", "function", "replay")  # need no key: under ``keyless`` they always run live
DEFAULT_DIR = Path(".nbagent") / "cassettes"
check_mode = check_cassette_mode


def cassette_mode() -> str:
    """The mode now: ``configure(cassettes=...)``, else ``$NBAGENT_CASSETTES``, else ``off``."""

    configured = defaults().cassettes
    if configured is not None:
        return str(configured)
    env = os.environ.get("NBAGENT_CASSETTES", "").strip()
    return check_mode(env, "$NBAGENT_CASSETTES") if env else "off"


def cassette_dir() -> Path:
    """The folder of the cell cassettes (absolute, from the working directory now)."""

    folder = defaults().cassette_dir or os.environ.get("NBAGENT_CASSETTE_DIR") or DEFAULT_DIR
    return Path(folder).expanduser().absolute()


def for_cell(
    *,
    prompt: str,
    model: str,
    tools: ToolRegistry | Iterable[Tool | Toolset | Callable[..., object] | ToolRegistry] | None,
    policy: object,
    provider: str | Provider | None,
    approver: ApprovalHandler | None,
    cell_id: str | None,
    number: int | None,
    history: Sequence[Message] = (),
) -> CellCassette | None:
    """The cassette of one cell under the current mode (None: ``off``); ``history``: the conversation it continues.

    ``provider`` is the cell's model, made by now (a name or None is a TypeError); ``policy`` its policy."""
    mode = cassette_mode()
    if mode == "keyless":
        mode = _keyless_mode(provider)
    if mode == "off":
        return None
    if not isinstance(provider, Provider):
        raise TypeError(f"a cell's cassette wraps the cell's provider, got {provider!r}")
    folder = cassette_dir()
    key = CellKey(
        prompt=prompt,
        model=model,
        tools=tool_specs(tools),
        policy=policy_rules(policy),
        history=history_digest(history),
        history_len=len(history),
    )
    return CellCassette(
        mode=mode,
        folder=folder,
        key=key,
        where=describe_cell(number, cell_id, prompt),
        cell={"id": cell_id, "number": number},
        provider=provider,
        approver=approver,
        origin=cassette_origin(folder),
    )


def _keyless_mode(provider: object) -> str:
    """``keyless`` for one cell: ``replay`` when its model's key is missing here (a :class:`LazyProvider`),
    ``off`` on an offline model, else ``$NBAGENT_CASSETTES`` when set, else ``off`` (live)."""
    if isinstance(provider, LazyProvider):
        return "replay"
    if getattr(provider, "provider", None) in OFFLINE_PROVIDERS:
        return "off"
    env = os.environ.get("NBAGENT_CASSETTES", "").strip()
    mode = check_mode(env, "$NBAGENT_CASSETTES") if env else "off"
    return "off" if mode == "keyless" else mode


def in_trusted_folder(folder: Path) -> bool:
    """Are the recordings in ``folder`` the person's own (the folder or one above it trusted, ``%agent_trust``,
    or the nbagent home)? Recorded approvals replay only then; elsewhere a recording's answers are
    untrusted model text (see :func:`nbagent.boundary.cassette_origin`)."""
    return cassette_origin(folder).may_replay_approvals
