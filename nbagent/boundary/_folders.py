"""Folder trust: may a project folder loosen the policy and speak in the system prompt?

A notebook's folder may be a cloned repository or a shared drive: its
``.nbagent/policy.yaml`` could say ``allow: ['*']`` and its ``MEMORY.md``
could tell the model what to do. Until the person trusts the folder (like
VS Code's workspace trust or direnv's ``allow``):

* its policy may only tighten: ``deny``, ``review``, ``deny_when``,
  ``review_when`` and ``read_only: review`` count; ``allow``, ``auto_approve``
  and ``read_only: allow`` are ignored, each with one visible warning naming
  ``file:line`` (see :func:`nbagent.policy._layers.project_layer`);
* its knowledge memory files (``MEMORY.md``, ``memory/*.md``) pass the
  prompt-injection screen entry by entry, and what passes goes into the
  system prompt quoted and labelled as data from an untrusted folder, not as
  the person's notes (see :meth:`nbagent.memory.KnowledgeMemory.context`).

:func:`trust` remembers the folder in ``trusted-folders.json`` in the user's
nbagent home (written atomically, mode 0600) together with a SHA-256 of each
configuration file in its ``.nbagent/`` (``*.yaml``, ``*.yml``, ``*.json``:
every format a configuration key could come in). When one of them changes,
appears or disappears outside nbagent, trust is withdrawn with a warning that
names the file and says how to trust the folder again. A configuration file
nbagent writes itself goes through :func:`write_config`, which keeps the trust.

The record also holds a SHA-256 of each memory file (``.nbagent/MEMORY.md``,
``.nbagent/memory/*.md``; ``MEMORY.md`` and ``memory/*.md`` for a memory kept
in the folder itself). nbagent's own memory writes (``remember``, ``forget``,
``restore``) move those hashes on (:func:`own_memory_write`). A memory file
changed in any other way (a ``git pull``, a planted file, and also the person's
own edit: nbagent cannot tell them apart) makes the memory untrusted again,
screened and quoted like an untrusted folder's, with one warning saying how to
accept it (``%agent_trust`` again). The policy's trust is not withdrawn for it.

A tools YAML file (``%%agent --tools tools.yaml``) imports the functions it
names: it is loaded only when :func:`file_trusted` says so (the nbagent home, a
trusted folder's ``.nbagent/`` as trusted, or a file under a trusted folder);
any other is refused before anything is imported.

The user's own nbagent home (``~/.nbagent``, ``$NBAGENT_HOME``) and code are
always trusted.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import logging
import os
import threading
import warnings
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..exceptions import UserError
from ..files._home import user_home
from ..files._private import private_dir, write_atomic
from ._terminal import visible

__all__ = [
    "ONE_LINE",
    "TRUST_FILE",
    "FolderTrustWarning",
    "TrustedFolder",
    "config_files",
    "describe",
    "file_trusted",
    "format_folders",
    "is_trusted",
    "memory_files",
    "memory_trusted",
    "own_memory_write",
    "project_folder",
    "show_one_line",
    "trust",
    "trusted_files",
    "trusted_folders",
    "untrust",
    "warn_once",
    "write_config",
]

log = logging.getLogger("nbagent")

TRUST_FILE = "trusted-folders.json"
CONFIG_SUFFIXES = (".yaml", ".yml", ".json")
# where a folder's knowledge memory may live, as a prefix of the names in the record
MEMORY_PREFIXES = (".nbagent/", "")

_lock = threading.RLock()
_reported: set[str] = set()


ONE_LINE = "nbagent_one_line"
"""A warning category with this attribute set is shown as its message alone: one line naming the file and the fix,
not ``nbagent/...py:107: FolderTrustWarning: ...`` followed by a line of nbagent's source."""


class FolderTrustWarning(UserWarning):
    """Something from an untrusted project folder was ignored or left out, or trust was withdrawn."""

    nbagent_one_line = True


def show_one_line() -> None:
    """Have ``warnings`` show nbagent's own categories (:data:`ONE_LINE`) as their message alone; once.

    Only how they are printed changes: filters, ``pytest.warns`` and ``catch_warnings`` see them as before,
    and every other warning keeps Python's format."""
    with _lock:
        previous = warnings.formatwarning
        if getattr(previous, ONE_LINE, False):
            return

        def one_line(
            message: Warning | str, category: type[Warning], filename: str, lineno: int, line: str | None = None
        ) -> str:
            if getattr(category, ONE_LINE, False):
                # the message names folders and files of a project: their control characters are shown, not obeyed
                text = visible(str(message))
                return f"{text}\n" if text.startswith("nbagent") else f"nbagent: {text}\n"
            return previous(message, category, filename, lineno, line)

        setattr(one_line, ONE_LINE, True)
        warnings.formatwarning = one_line


def warn_once(key: str, message: str) -> None:
    """Show ``message`` as a :class:`FolderTrustWarning`, once per ``key`` in this process, as one line.

    The policy is loaded again for every ``%%agent`` cell: without this, each ignored
    rule would be reported on every cell.
    """
    with _lock:
        if key in _reported:
            return
        _reported.add(key)
    show_one_line()
    warnings.warn(message, FolderTrustWarning, stacklevel=3)


@dataclass(frozen=True, slots=True)
class TrustedFolder:
    """One entry of ``%agent_trust --list``: the folder, when it was trusted, and whether it still is.

    ``status`` is ``trusted``, ``changed`` (a configuration file changed since: trust is withdrawn
    on the next use), ``memory changed`` (a memory file changed outside nbagent since: its entries
    are screened and quoted until the person trusts the folder again) or ``missing`` (the folder is gone).
    """

    path: str
    trusted_at: str
    files: tuple[str, ...]
    status: str


def _folder(path: str | os.PathLike[str]) -> Path:
    return Path(path).expanduser().resolve()


def _is_home(folder: Path) -> bool:
    """Is ``folder`` the user's nbagent home, or inside it? Those are the person's own, always trusted.

    The home's parent folders are not: with ``NBAGENT_HOME`` unset the home is ``~/.nbagent``, and a
    clone anywhere under ``~`` must not count as trusted because ``~`` holds the home. Only the home's
    own configuration is read as the person's for a notebook in ``~`` itself (:func:`_holds_home`).
    """
    home = user_home().expanduser().resolve()
    return folder == home or home in folder.parents


def _holds_home(folder: Path) -> bool:
    """Is ``folder/.nbagent`` the user's nbagent home (a notebook in ``~`` reads ``~/.nbagent``)?

    Only the configuration and memory files in that ``.nbagent`` are the person's; nothing else in
    ``folder`` is trusted for it.
    """
    return (folder / ".nbagent").resolve() == user_home().expanduser().resolve()


def broad(folder: Path) -> bool:
    """Would trusting ``folder`` cover the person's whole home, or more (``/``, ``~``, a folder above ``~``)?"""
    home = Path.home().resolve()
    return folder == home or folder in home.parents or folder == Path(folder.anchor)


def config_files(path: str | os.PathLike[str]) -> dict[str, str]:
    """``{file name: sha256}`` of the configuration files in ``path/.nbagent/`` (``*.yaml|*.yml|*.json``)."""
    base = _folder(path) / ".nbagent"
    out: dict[str, str] = {}
    try:
        names = sorted(os.listdir(base))
    except (FileNotFoundError, NotADirectoryError):
        return out
    for name in names:
        if not name.lower().endswith(CONFIG_SUFFIXES):
            continue
        file = base / name
        if file.is_file():
            out[name] = _hash_file(file)
    return out


def _hash_file(file: Path) -> str:
    import hashlib  # here, not at module level: importing nbagent.boundary loads no OpenSSL

    try:
        return hashlib.sha256(file.read_bytes()).hexdigest()
    except OSError as exc:  # unreadable: a hash that never matches, so trust fails closed
        return f"unreadable: {exc.__class__.__name__}"


def memory_files(path: str | os.PathLike[str], prefixes: tuple[str, ...] = MEMORY_PREFIXES) -> dict[str, str]:
    """``{name: sha256}`` of the knowledge memory files of the folder ``path``.

    Names are relative to the folder: ``.nbagent/MEMORY.md``, ``.nbagent/memory/2026-11-23.md``
    (and ``MEMORY.md``, ``memory/*.md`` for a memory kept in the folder itself; ``prefixes``
    picks which). Every ``*.md`` in ``memory/`` counts, a superset of what the backend reads.
    """
    folder = _folder(path)
    out: dict[str, str] = {}
    for prefix in prefixes:
        root = folder / prefix if prefix else folder
        long_term = root / "MEMORY.md"
        if long_term.is_file():
            out[f"{prefix}MEMORY.md"] = _hash_file(long_term)
        try:
            names = sorted(os.listdir(root / "memory"))
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError as exc:
            out[f"{prefix}memory/"] = f"unreadable: {exc.__class__.__name__}"
            continue
        for name in names:
            file = root / "memory" / name
            if name.lower().endswith(".md") and file.is_file():
                out[f"{prefix}memory/{name}"] = _hash_file(file)
    return out


# -- the trusted-folders file ----------------------------------------------------------


def _trust_file() -> Path:
    return user_home() / TRUST_FILE


def _load() -> dict[str, object]:
    path = _trust_file()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        # a broken file trusts nothing (fail closed); say so instead of guessing
        warn_once(f"broken:{path}", f"nbagent: {path} cannot be read ({exc}); no folder is trusted until it is fixed")
        return {}
    folders = data.get("folders") if isinstance(data, dict) else None
    return folders if isinstance(folders, dict) else {}


def _save(folders: dict[str, object]) -> None:
    path = _trust_file()
    private_dir(path.parent)
    # private: the list says which folders may loosen the policy, the person's alone
    write_atomic(path, json.dumps({"version": 1, "folders": folders}, indent=2, sort_keys=True), private=True)


@contextlib.contextmanager
def _editing() -> Iterator[dict[str, object]]:
    with _lock:
        folders = _load()
        yield folders
        _save(folders)


# -- the public functions ------------------------------------------------------------------


def trust(path: str | os.PathLike[str] = ".", *, confirm: bool = False) -> Path:
    """Trust the folder ``path`` (default: the working folder) with its current ``.nbagent/`` configuration.

    Its policy may then loosen yours (until one of its configuration files changes outside
    nbagent) and its memory files reach the prompt as written (until one of them changes
    outside nbagent); files below it (cassettes, policy and tools files you name, stores) count
    as yours. Trusting your home folder, ``/`` or a folder above your home covers every clone and
    download below it: that needs ``confirm=True`` (``%agent_trust ~ --yes``). Returns the folder.
    """
    folder = _folder(path)
    if not folder.is_dir():
        raise UserError(f"cannot trust {folder}: it is not a folder")
    if broad(folder) and not confirm:
        raise UserError(
            f"trusting {folder} would trust every folder below it: each repository you clone and each "
            "archive you unpack there could loosen your policy, replay recorded approvals and put its notes "
            "in the prompt as yours. Trust the project folders one by one (%agent_trust PATH), or if you "
            f"really mean all of {folder}: %agent_trust {folder} --yes (nbagent.trust({str(folder)!r}, "
            "confirm=True))"
        )
    files = config_files(folder)
    memory = memory_files(folder)
    now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    with _editing() as folders:
        folders[str(folder)] = {"files": files, "memory": memory, "trusted_at": now}
    with _lock:  # a later withdrawal or memory change is news again
        _reported.difference_update(
            {k for k in _reported if k.startswith((f"withdrawn:{folder}:", f"memory-changed:{folder}:"))}
        )
    return folder


def untrust(path: str | os.PathLike[str]) -> bool:
    """Stop trusting ``path``; False when it was not trusted."""
    folder = str(_folder(path))
    with _editing() as folders:
        return folders.pop(folder, None) is not None


def _changes(recorded: dict[str, str], current: dict[str, str]) -> list[str]:
    changed = [f"{name} changed" for name in sorted(recorded) if name in current and current[name] != recorded[name]]
    changed += [f"{name} was added" for name in sorted(set(current) - set(recorded))]
    changed += [f"{name} was removed" for name in sorted(set(recorded) - set(current))]
    return changed


def is_trusted(path: str | os.PathLike[str] = ".") -> bool:
    """Is the folder ``path`` trusted with its configuration as it is now (the folder itself, not above)?

    The nbagent home and folders inside it are; any other folder only when the person trusted it
    (:func:`trust`). A folder whose configuration changed since it was trusted is no longer: its entry
    is removed and a :class:`FolderTrustWarning` names the file and how to trust it again.
    """
    folder = _folder(path)
    if _is_home(folder):
        return True
    if _holds_home(folder):  # ~ (its .nbagent is the home): trusted only when the person said so, with --yes
        return str(folder) in _load()
    return trusted_files(folder) is not None


def trusted_here_or_above(path: str | os.PathLike[str]) -> bool:
    """Did the person trust the folder ``path`` or a folder above it (configuration unchanged), or is it
    inside the nbagent home? The home's parent folders count only when trusted explicitly."""
    folder = _folder(path)
    if _is_home(folder):
        return True
    recorded = _load()
    return any(str(f) in recorded and is_trusted(f) for f in (folder, *folder.parents))


def trusted_files(path: str | os.PathLike[str] = ".") -> dict[str, str] | None:
    """The configuration hashes the person trusted (``{file name: sha256}``), or None when untrusted.

    A reader that then opens one of the files should check that what it read hashes to the
    trusted value: the file may have changed between this check and the read.
    """
    folder = _folder(path)
    if _is_home(folder) or _holds_home(folder):
        return config_files(folder)
    with _lock:
        entry = _load().get(str(folder))
        if not isinstance(entry, dict):
            return None
        current = config_files(folder)
        recorded = entry.get("files")
        if recorded == current:
            return current
        changes = _changes(recorded if isinstance(recorded, dict) else {}, current)
        with _editing() as folders:
            folders.pop(str(folder), None)
    where = ", ".join(f"{folder / '.nbagent'}/{c}" for c in changes) or "its configuration changed"
    warn_once(
        f"withdrawn:{folder}:{changes}",
        f"nbagent: trust in {folder} was withdrawn because {where} outside nbagent since you trusted it. "
        f"Its policy may now only tighten yours and its memory is screened. Read the change, then run "
        f"%agent_trust {folder} (or nbagent.trust({str(folder)!r})) to trust it again.",
    )
    return None


def file_trusted(path: str | os.PathLike[str], text: str) -> bool:
    """May the configuration file ``path``, read as ``text``, run code (a tools file imports functions)?

    Yes when it lies in the user's nbagent home; when it is ``<folder>/.nbagent/<name>`` of a trusted
    folder and ``text`` is what the person trusted (its hash is in the record); or when it lies under
    a folder in the trusted-folders file whose configuration is unchanged (a file outside ``.nbagent/``
    is not hashed, like the Python modules next to it: trusting a folder trusts its code). The path
    is resolved first, so a symlink counts where it points. The user's home folder (``~``, whose
    ``.nbagent`` is the nbagent home) does not make every file below it trusted.
    """
    file = _folder(path)
    if _is_home(file):
        return True
    if file.parent.name == ".nbagent":
        trusted = trusted_files(file.parent.parent)
        if trusted is not None:  # what was read must be what was trusted: the file may have changed since
            import hashlib

            return trusted.get(file.name) == hashlib.sha256(text.encode("utf-8")).hexdigest()
    return trusted_here_or_above(file.parent)


def code_trusted(folder: str | os.PathLike[str]) -> bool:
    """May Python modules lying in ``folder`` be imported for a trusted configuration file?

    Yes inside the user's nbagent home, or in (or below) a trusted folder whose configuration is
    unchanged. The notebook's folder of a cloned repository is not: a tools file from the nbagent
    home must not import a module of the same name that the repository ships.
    """
    return trusted_here_or_above(folder)


def project_folder(path: str | os.PathLike[str]) -> Path:
    """The folder a configuration file belongs to: ``<folder>`` for ``<folder>/.nbagent/<name>``, else its folder."""
    file = _folder(path)
    return file.parent.parent if file.parent.name == ".nbagent" else file.parent


def trusted_folders() -> list[TrustedFolder]:
    """Every folder in the trusted-folders file, with its status now (nothing is withdrawn here)."""
    out: list[TrustedFolder] = []
    for name, entry in sorted(_load().items()):
        if not isinstance(entry, dict):
            continue
        recorded = entry.get("files") if isinstance(entry.get("files"), dict) else {}
        folder = Path(name)
        memory = entry.get("memory") if isinstance(entry.get("memory"), dict) else {}
        if not folder.is_dir():
            status = "missing"
        elif config_files(folder) != recorded:
            status = "changed"
        else:
            status = "trusted" if memory_files(folder) == memory else "memory changed"
        out.append(TrustedFolder(name, str(entry.get("trusted_at", "")), tuple(sorted(recorded or {})), status))
    return out


def describe(folder: Path) -> str:
    """What trusting ``folder`` means, for ``%agent_trust`` to print."""
    files = ", ".join(f".nbagent/{name}" for name in config_files(folder)) or "no configuration files yet"
    below = " and every folder below it" if broad(folder) else ""
    return (
        f"Trusted {folder}{below} ({files}): its policy may now loosen yours, its memory files reach the prompt "
        "as written, and the recordings, policy and tools files and stores below it count as yours "
        "(recorded approvals replay). If a configuration file changes outside nbagent, trust is withdrawn with a "
        "warning; if a "
        "memory file does, its entries are screened and quoted as data until you run %agent_trust again. "
        f"Undo with %agent_trust --revoke {folder}"
    )


def format_folders(folders: list[TrustedFolder]) -> str:
    """``%agent_trust --list``: one line per trusted folder."""
    if not folders:
        return "No trusted folders: project policies may only tighten yours, project memory is screened and quoted."
    return "\n".join(
        f"{f.status:14} {f.path}  (since {f.trusted_at}; {', '.join(f.files) or 'no configuration files'})"
        for f in folders
    )


def write_config(path: str | os.PathLike[str], name: str, text: str) -> Path:
    """Write ``path/.nbagent/name`` (atomically) as nbagent itself; a trusted folder stays trusted.

    Use this for every configuration file nbagent writes: a write that bypasses it looks
    like a change made outside nbagent and withdraws the folder's trust.
    """
    if "/" in name or "\\" in name or name.startswith("."):
        raise UserError(f"a configuration file name is a plain file name, got {name!r}")
    folder = _folder(path)
    with _lock:
        was_trusted = is_trusted(folder)
        target = folder / ".nbagent" / name
        private_dir(target.parent)
        write_atomic(target, text)
        if was_trusted and not _is_home(folder):
            with _editing() as folders:
                entry = folders.get(str(folder))
                if isinstance(entry, dict):
                    entry["files"] = config_files(folder)
    return target


def _memory_root(root: str | os.PathLike[str]) -> tuple[Path, str]:
    """The folder a memory root belongs to and the prefix of its files' names in the trust record."""
    folder = _folder(root)
    return (folder.parent, ".nbagent/") if folder.name == ".nbagent" else (folder, "")


def _recorded_memory(folder: Path, prefix: str) -> dict[str, str] | None:
    """The memory hashes recorded when ``folder`` was trusted (those under ``prefix``); None: not trusted."""
    entry = _load().get(str(folder))
    if not isinstance(entry, dict):
        return None
    recorded = entry.get("memory")
    if not isinstance(recorded, dict):
        return {}  # trusted before memory was hashed: what is there now was never accepted
    return {k: recorded[k] for k in _recorded_names(recorded, prefix)}


def memory_trusted(root: str | os.PathLike[str]) -> bool:
    """Is the knowledge memory kept in ``root`` (``<folder>/.nbagent`` or a folder of its own) trusted?

    It is when its folder is trusted (see :func:`is_trusted`) and its memory files are as they were
    when the person trusted the folder or as nbagent last wrote them. A memory file changed in any
    other way makes it untrusted, with one :class:`FolderTrustWarning` naming the files and how to
    accept them; the folder's policy stays trusted. Call this after reading the files: a change
    between the read and this check then counts as a change.
    """
    folder, prefix = _memory_root(root)
    if _is_home(_folder(root)) or _is_home(folder):
        return True
    if not is_trusted(folder):
        return False
    with _lock:
        recorded = _recorded_memory(folder, prefix)
        if recorded is None:
            return False
        current = memory_files(folder, (prefix,))
    if current == recorded:
        return True
    changes = _changes(recorded, current)
    warn_once(
        f"memory-changed:{folder}:{changes}",
        f"nbagent: {', '.join(f'{folder}/{c}' for c in changes)} outside nbagent since you trusted {folder} "
        "(a pull, a copied file, or an edit by hand). Until you accept the change, its memory entries are "
        "screened and go into the prompt quoted as data from an untrusted folder, not as your notes; its "
        f"policy stays trusted. Read the change, then run %agent_trust {folder} "
        f"(or nbagent.trust({str(folder)!r})) to accept it.",
    )
    return False


@contextlib.contextmanager
def own_memory_write(root: str | os.PathLike[str]) -> Iterator[None]:
    """Around nbagent's own write of the memory files in ``root``: trusted memory stays trusted.

    When the memory was trusted before the write, the record takes the files' new hashes after
    it. Memory that was untrusted before (changed outside nbagent) stays untrusted: a write of
    ours must not launder someone else's change.
    """
    folder, prefix = _memory_root(root)
    with _lock:
        keep = not (_is_home(_folder(root)) or _is_home(folder)) and memory_trusted(root)
        yield
        if keep:
            with _editing() as folders:
                entry = folders.get(str(folder))
                if isinstance(entry, dict):
                    recorded = entry.get("memory")
                    memory: dict[str, object] = recorded if isinstance(recorded, dict) else {}
                    kept = {k: v for k, v in memory.items() if k not in _recorded_names(memory, prefix)}
                    entry["memory"] = {**kept, **memory_files(folder, (prefix,))}


def _recorded_names(memory: Mapping[str, object], prefix: str) -> set[str]:
    """The names in a memory record that belong to the memory root of ``prefix``."""
    other = tuple(p for p in MEMORY_PREFIXES if p != prefix and p.startswith(prefix))
    return {k for k in memory if k.startswith(prefix) and not (other and k.startswith(other))}
