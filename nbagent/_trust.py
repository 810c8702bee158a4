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
  prompt-injection screen entry by entry before they reach a prompt.

:func:`trust` remembers the folder in ``trusted-folders.json`` in the user's
nbagent home (written atomically, mode 0600) together with a SHA-256 of each
configuration file in its ``.nbagent/`` (``*.yaml``, ``*.yml``, ``*.json``:
every format a configuration key could come in). When one of them changes,
appears or disappears outside nbagent, trust is withdrawn with a warning that
names the file and says how to trust the folder again. A configuration file
nbagent writes itself goes through :func:`write_config`, which keeps the trust.

The user's own nbagent home (``~/.nbagent``, ``$NBAGENT_HOME``) and code are
always trusted.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import logging
import os
import tempfile
import threading
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._home import user_home
from .exceptions import UserError

__all__ = [
    "TRUST_FILE",
    "FolderTrustWarning",
    "TrustedFolder",
    "config_files",
    "describe",
    "format_folders",
    "is_trusted",
    "memory_trusted",
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

_lock = threading.RLock()
_reported: set[str] = set()


class FolderTrustWarning(UserWarning):
    """Something from an untrusted project folder was ignored or left out, or trust was withdrawn."""


def warn_once(key: str, message: str) -> None:
    """Show ``message`` as a :class:`FolderTrustWarning`, once per ``key`` in this process.

    The policy is loaded again for every ``%%agent`` cell: without this, each ignored
    rule would be reported on every cell.
    """
    with _lock:
        if key in _reported:
            return
        _reported.add(key)
    warnings.warn(message, FolderTrustWarning, stacklevel=3)


@dataclass(frozen=True, slots=True)
class TrustedFolder:
    """One entry of ``%agent_trust --list``: the folder, when it was trusted, and whether it still is.

    ``status`` is ``trusted``, ``changed`` (a configuration file changed since: trust is withdrawn
    on the next use) or ``missing`` (the folder is gone).
    """

    path: str
    trusted_at: str
    files: tuple[str, ...]
    status: str


def _folder(path: str | os.PathLike[str]) -> Path:
    return Path(path).expanduser().resolve()


def _is_home(folder: Path) -> bool:
    """The user's own nbagent home (a folder whose ``.nbagent`` is it, or the home itself) is trusted."""
    home = user_home().expanduser().resolve()
    return folder == home or (folder / ".nbagent").resolve() == home


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
        try:
            if file.is_file():
                out[name] = hashlib.sha256(file.read_bytes()).hexdigest()
        except OSError as exc:  # unreadable: a hash that never matches, so trust fails closed
            out[name] = f"unreadable: {exc.__class__.__name__}"
    return out


# -- the trusted-folders file ----------------------------------------------------------


def _trust_file() -> Path:
    return user_home() / TRUST_FILE


def _load() -> dict[str, Any]:
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


def _save(folders: dict[str, Any]) -> None:
    path = _trust_file()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o600)  # the list says which folders may loosen the policy: the person's alone
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({"version": 1, "folders": folders}, fh, indent=2, sort_keys=True)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


@contextlib.contextmanager
def _editing() -> Iterator[dict[str, Any]]:
    with _lock:
        folders = _load()
        yield folders
        _save(folders)


# -- the public functions ------------------------------------------------------------------


def trust(path: str | os.PathLike[str] = ".") -> Path:
    """Trust the folder ``path`` (default: the working folder) with its current ``.nbagent/`` configuration.

    Its policy may then loosen yours and its memory files reach the prompt unscreened,
    until one of its configuration files changes outside nbagent. Returns the folder.
    """
    folder = _folder(path)
    if not folder.is_dir():
        raise UserError(f"cannot trust {folder}: it is not a folder")
    files = config_files(folder)
    with _editing() as folders:
        folders[str(folder)] = {"files": files, "trusted_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    with _lock:  # a later withdrawal is news again
        _reported.difference_update({k for k in _reported if k.startswith(f"withdrawn:{folder}:")})
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
    """Is ``path`` trusted with its configuration as it is now?

    A folder whose configuration changed since it was trusted is no longer: its entry is
    removed and a :class:`FolderTrustWarning` names the file and how to trust it again.
    """
    return trusted_files(path) is not None


def trusted_files(path: str | os.PathLike[str] = ".") -> dict[str, str] | None:
    """The configuration hashes the person trusted (``{file name: sha256}``), or None when untrusted.

    A reader that then opens one of the files should check that what it read hashes to the
    trusted value: the file may have changed between this check and the read.
    """
    folder = _folder(path)
    if _is_home(folder):
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


def trusted_folders() -> list[TrustedFolder]:
    """Every folder in the trusted-folders file, with its status now (nothing is withdrawn here)."""
    out: list[TrustedFolder] = []
    for name, entry in sorted(_load().items()):
        if not isinstance(entry, dict):
            continue
        recorded = entry.get("files") if isinstance(entry.get("files"), dict) else {}
        folder = Path(name)
        status = "missing" if not folder.is_dir() else ("trusted" if config_files(folder) == recorded else "changed")
        out.append(TrustedFolder(name, str(entry.get("trusted_at", "")), tuple(sorted(recorded or {})), status))
    return out


def describe(folder: Path) -> str:
    """What trusting ``folder`` means, for ``%agent_trust`` to print."""
    files = ", ".join(f".nbagent/{name}" for name in config_files(folder)) or "no configuration files yet"
    return (
        f"Trusted {folder} ({files}): its policy may now loosen yours and its memory files reach the prompt "
        "unscreened. If a configuration file changes outside nbagent, trust is withdrawn with a warning. "
        f"Undo with %agent_trust --revoke {folder}"
    )


def format_folders(folders: list[TrustedFolder]) -> str:
    """``%agent_trust --list``: one line per trusted folder."""
    if not folders:
        return "No trusted folders: project policies may only tighten yours, project memory is screened."
    return "\n".join(
        f"{f.status:8} {f.path}  (since {f.trusted_at}; {', '.join(f.files) or 'no configuration files'})"
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
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        if was_trusted and not _is_home(folder):
            with _editing() as folders:
                entry = folders.get(str(folder))
                if isinstance(entry, dict):
                    entry["files"] = config_files(folder)
    return target


def memory_trusted(root: str | os.PathLike[str]) -> bool:
    """Is the knowledge memory kept in ``root`` (``<folder>/.nbagent`` or a folder of its own) trusted?"""
    folder = _folder(root)
    if _is_home(folder):
        return True
    return is_trusted(folder.parent if folder.name == ".nbagent" else folder)
