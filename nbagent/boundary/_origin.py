"""Origins: where a piece of outside data comes from, decided once, and what that origin may do.

Every reader of data from outside the person's own code (a project folder's policy, a tools
file, a cassette, a store, memory files, an MCP server's metadata, the team lake) asks this
module for the :class:`Origin` of what it reads, and does what the origin allows: it never
decides trust on its own. The vocabulary is small:

========================  ===============================================================
``person``                their code, their nbagent home, folders they trusted (and below)
``untrusted-folder``      a folder they did not trust: a clone, a download, a shared drive
``model``                 what a language model wrote
``tool-output``           what a tool returned
``mcp-server``            an MCP server's tool descriptions, instructions, prompts, schemas
``team-member``           rows another member published to the team lake
``recording``             a cassette from a folder the person did not trust
========================  ===============================================================

What each may do is one table (:data:`RIGHTS`), read through :class:`Origin`'s properties:

* ``may_loosen_policy``: its ``allow`` / ``auto_approve`` / ``read_only: allow`` rules count
  (otherwise a policy from it only tightens);
* ``may_run_code``: a tools file from it may import functions, its MCP servers may start;
* ``may_replay_approvals``: a recording from it may answer an approval as it was answered;
* ``speaks_as_person``: its text goes into the prompt as the person's own (memory notes) and its
  rule reasons are shown as written; otherwise the text is quoted as data;
* ``marks_session``: text from it entering the conversation marks the session as holding
  untrusted content, so containment sends every call that is not read-only to review;
* ``may_publish_as_person``: rows from it may go to the team lake under the person's name.

Paths are judged twice, as given (absolute, symlinks kept) and resolved: both must be the
person's. A folder is the person's only when it is in the nbagent home or the person trusted it
or a folder above it (:func:`nbagent.trust`); the home's parent folders are not.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from ..files._home import user_home
from . import _folders

__all__ = [
    "PERSON",
    "RIGHTS",
    "Kind",
    "Origin",
    "cassette_origin",
    "code_origin",
    "config_origin",
    "file_origin",
    "folder_origin",
    "in_nbagent_home",
    "mcp_origin",
    "memory_origin",
    "store_origin",
    "team_origin",
]


class Kind(StrEnum):
    """Where outside data comes from (see the module docstring)."""

    PERSON = "person"
    UNTRUSTED_FOLDER = "untrusted-folder"
    MODEL = "model"
    TOOL_OUTPUT = "tool-output"
    MCP_SERVER = "mcp-server"
    TEAM_MEMBER = "team-member"
    RECORDING = "recording"


@dataclass(frozen=True, slots=True)
class Rights:
    """What data of one origin may do."""

    may_loosen_policy: bool
    may_run_code: bool
    may_replay_approvals: bool
    speaks_as_person: bool
    marks_session: bool
    may_publish_as_person: bool


_NOTHING = Rights(False, False, False, False, True, False)

RIGHTS: dict[Kind, Rights] = {
    Kind.PERSON: Rights(True, True, True, True, False, True),
    Kind.UNTRUSTED_FOLDER: _NOTHING,
    # the model's own words do not mark the session: what it read did, when it came in
    Kind.MODEL: Rights(False, False, False, False, False, False),
    Kind.TOOL_OUTPUT: _NOTHING,  # a tool's output marks the session when the tool says it is untrusted
    Kind.MCP_SERVER: _NOTHING,
    Kind.TEAM_MEMBER: _NOTHING,
    Kind.RECORDING: _NOTHING,
}
"""The one table of what each origin may do (docs/security.md, "Origins")."""


@dataclass(frozen=True, slots=True)
class Origin:
    """Where something came from: its :class:`Kind` and ``where`` (a folder, a file, a server, a member)."""

    kind: Kind
    where: str = ""

    @property
    def rights(self) -> Rights:
        """What data of this origin may do."""
        return RIGHTS[self.kind]

    @property
    def is_person(self) -> bool:
        """The person's own (their code, home, or a folder they trusted)."""
        return self.kind is Kind.PERSON

    @property
    def may_loosen_policy(self) -> bool:
        """May a policy from here allow what a lower layer sends to review or denies?"""
        return self.rights.may_loosen_policy

    @property
    def may_run_code(self) -> bool:
        """May a file from here import functions or start programs (tools files, MCP servers)?"""
        return self.rights.may_run_code

    @property
    def may_replay_approvals(self) -> bool:
        """May a recording from here answer an approval as it was answered when recorded?"""
        return self.rights.may_replay_approvals

    @property
    def speaks_as_person(self) -> bool:
        """Does text from here reach the prompt (and the approval card) as the person's own words?"""
        return self.rights.speaks_as_person

    @property
    def marks_session(self) -> bool:
        """Does text from here entering the conversation mark the session as holding untrusted content?"""
        return self.rights.marks_session

    @property
    def may_publish_as_person(self) -> bool:
        """May rows from here go to the team lake under the person's name?"""
        return self.rights.may_publish_as_person

    @property
    def label(self) -> str:
        """How the session's mark and messages name it: ``the recording in /x/cassettes (untrusted folder)``."""
        noun = {
            Kind.PERSON: "your own",
            Kind.UNTRUSTED_FOLDER: "the untrusted folder",
            Kind.MODEL: "the model",
            Kind.TOOL_OUTPUT: "the output of",
            Kind.MCP_SERVER: "the MCP server",
            Kind.TEAM_MEMBER: "the team member",
            Kind.RECORDING: "the recording in",
        }[self.kind]
        return f"{noun} {self.where}".strip()

    def __str__(self) -> str:
        return f"{self.kind.value}: {self.where}" if self.where else self.kind.value


PERSON = Origin(Kind.PERSON)


def _paths(path: str | os.PathLike[str]) -> tuple[Path, ...]:
    """``path`` as given (absolute, symlinks kept) and resolved: both are judged."""
    given = Path(os.path.abspath(Path(path).expanduser()))
    return tuple(dict.fromkeys((given, given.resolve())))


def folder_origin(folder: str | os.PathLike[str]) -> Origin:
    """The origin of what lies in ``folder``: the person's when it is in the nbagent home, or the person
    trusted it or a folder above it, judged both as given and resolved; else an untrusted folder."""
    paths = _paths(folder)
    if all(_folders.trusted_here_or_above(p) for p in paths):
        return PERSON
    return Origin(Kind.UNTRUSTED_FOLDER, str(paths[0]))


def file_origin(path: str | os.PathLike[str], text: str | None = None) -> Origin:
    """The origin of a file the person names (``--policy FILE``, ``--tools FILE``, ``Store(path)``).

    A ``<folder>/.nbagent/<name>`` configuration file of a trusted folder is the person's only when
    ``text`` (what the reader read) is what the person trusted: the file may have changed since. Any
    other file has the origin of the folder it lies in, judged on the path as given and resolved.
    """
    paths = _paths(path)
    ok = all(_folders.file_trusted(p, text) if text is not None else _folders.trusted_here_or_above(p.parent)
             for p in paths)  # fmt: skip
    if ok:
        return PERSON
    return Origin(Kind.UNTRUSTED_FOLDER, str(_folders.project_folder(paths[0])))


def config_origin(folder: str | os.PathLike[str]) -> tuple[Origin, dict[str, str] | None]:
    """The origin of the configuration in ``folder/.nbagent/`` and the hashes the person trusted
    (``{file name: sha256}``; None when untrusted). A notebook in ``~`` reads ``~/.nbagent`` (the
    nbagent home) as the person's own. A reader checks that what it read hashes to the trusted value."""
    hashes = _folders.trusted_files(folder)
    if hashes is None:
        return Origin(Kind.UNTRUSTED_FOLDER, str(_paths(folder)[-1])), None
    return PERSON, hashes


def code_origin(folder: str | os.PathLike[str]) -> Origin:
    """May Python modules lying in ``folder`` be imported for a trusted tools file? Its origin says."""
    return folder_origin(folder)


def memory_origin(root: str | os.PathLike[str]) -> Origin:
    """The origin of the knowledge memory kept in ``root`` (``<folder>/.nbagent`` or a folder of its own):
    the person's when its folder is trusted and its files are as the person accepted them."""
    if _folders.memory_trusted(root):
        return PERSON
    return Origin(Kind.UNTRUSTED_FOLDER, str(_paths(root)[-1]))


def cassette_origin(folder: str | os.PathLike[str]) -> Origin:
    """The origin of the recordings in ``folder``: the person's in a folder they trusted (or the nbagent
    home), else a recording: its answers are untrusted model text and its approvals are not replayed."""
    origin = folder_origin(folder)
    return PERSON if origin.is_person else Origin(Kind.RECORDING, origin.where)


def in_nbagent_home(path: str | os.PathLike[str]) -> bool:
    """Does ``path`` lie in the user's nbagent home (``$NBAGENT_HOME``, or ``~/.nbagent`` while it points
    elsewhere), both as given and with symlinks followed? Only such a store is plainly the person's own."""
    homes = {*_paths(user_home()), *_paths("~/.nbagent")}
    return all(any(h == p or h in p.parents for h in homes) for p in _paths(path))


def store_origin(db_path: str | os.PathLike[str]) -> Origin:
    """The origin of a store file: the person's in the nbagent home or in a folder they trusted itself (the
    folder holding its ``.nbagent``; a parent's trust does not count), judged as given and resolved; else
    the folder it came with."""
    if in_nbagent_home(db_path):
        return PERSON
    paths = _paths(db_path)
    folders = [p.parent.parent if p.parent.name == ".nbagent" else p.parent for p in paths]
    # the folder itself, not a parent's trust: a store planted in a sub-folder of a trusted repository is
    # someone else's until that folder is trusted (a store's sessions go into the prompt as history)
    if all(_folders.is_trusted(f) for f in dict.fromkeys(folders)):
        return PERSON
    return Origin(Kind.UNTRUSTED_FOLDER, str(folders[0]))


def mcp_origin(server: str, *, vouched: bool) -> Origin:
    """The origin of an MCP server's metadata (tool descriptions, instructions, prompts, schemas):
    the person's only when the person vouched for the server in their own code or configuration."""
    return PERSON if vouched else Origin(Kind.MCP_SERVER, server)


def team_origin(member: str) -> Origin:
    """The origin of rows from the team lake: another member's, whoever the rows say wrote them."""
    return Origin(Kind.TEAM_MEMBER, member)
