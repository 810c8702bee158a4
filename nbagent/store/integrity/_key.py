"""The audit key: a secret kept in the user's nbagent home, never in the database.

Audit chain links and journal frames are HMAC-SHA256 under this key, so
someone who can write the database (or the journal folder) but not the
person's home cannot recompute a chain or plant rows that verify.

The key is a 0600 file ``<user home>/audit.key`` (64 hex characters), made
on first use. Once any chain depends on it (a head record exists in
``<user home>/audit-heads``), a missing key is an error with a way out,
never silently replaced: a new key would make every keyed row so far
unverifiable.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import logging
import os
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path

from ...exceptions import StoreError
from ...files._home import user_home
from ...files._private import create_once, private_dir

__all__ = ["AuditKey", "find_key", "heads_dir", "key_path", "load_key"]

log = logging.getLogger("nbagent.store")

KEY_FILE = "audit.key"
HEADS_DIR = "audit-heads"


def key_path() -> Path:
    """Where the audit key lives: ``<user home>/audit.key``."""
    return user_home() / KEY_FILE


def heads_dir() -> Path:
    """Where the chain heads are kept outside the databases: ``<user home>/audit-heads``."""
    return user_home() / HEADS_DIR


@dataclass(frozen=True)
class AuditKey:
    """The loaded key: ``mac()`` for chain links and journal frames, ``id`` to name it."""

    secret: bytes = field(repr=False)
    path: Path

    @functools.cached_property
    def id(self) -> str:
        """A short public name of the key (an HMAC of a constant: it reveals nothing of the key)."""
        return self.hexmac(b"nbagent audit key id")[:16]

    @functools.cached_property
    def _base(self) -> hmac.HMAC:
        # The keyed inner/outer state, copied per message: cheaper than a new HMAC each time.
        return hmac.new(self.secret, digestmod=hashlib.sha256)

    def mac(self, data: bytes) -> bytes:
        """HMAC-SHA256 of ``data`` (32 bytes)."""
        h = self._base.copy()
        h.update(data)
        return h.digest()

    def hexmac(self, data: bytes) -> str:
        """HMAC-SHA256 of ``data`` as hex (chain links)."""
        h = self._base.copy()
        h.update(data)
        return h.hexdigest()


def _read(path: Path) -> AuditKey:
    try:
        mode = path.stat().st_mode
        text = path.read_text("ascii").strip()
    except OSError as exc:
        raise StoreError(f"cannot read the audit key {path}: {exc.strerror or exc}", path=str(path)) from exc
    try:
        secret = bytes.fromhex(text)
    except ValueError:
        secret = b""
    if len(secret) != 32:
        raise StoreError(
            f"the audit key {path} is damaged (expected 64 hex characters). Restore it from a backup: "
            "audit rows written with it cannot be verified without it",
            path=str(path),
        )
    if mode & (stat.S_IRWXG | stat.S_IRWXO):
        log.warning("nbagent store: the audit key %s is readable by others: chmod 600 it", path)
    return AuditKey(secret, path)


def find_key() -> AuditKey | None:
    """The user's audit key, or None when there is none (never made here: the verifier reports it)."""
    path = key_path()
    return _read(path) if path.exists() else None


def load_key() -> AuditKey:
    """The user's audit key, made on first use unless chains depend on a lost one.

    Raises :class:`StoreError` when the key is missing but head records show
    that chains were keyed with it.
    """
    path = key_path()
    if path.exists():
        return _read(path)
    heads = _head_files()
    if heads:
        raise StoreError(
            f"the audit key {path} is missing, but {len(heads)} audit chain(s) recorded in {heads_dir()} "
            "were written with it. Restore the key file from a backup. To start over with a new key "
            f"(rows written so far will then report 'keyed with another key'), move {heads_dir()} away",
            path=str(path),
        )
    return _create(path)


def _head_files() -> list[str]:
    try:
        return [n for n in os.listdir(heads_dir()) if n.endswith(".head")]
    except OSError:
        return []


def _create(path: Path) -> AuditKey:
    # Atomic: write a temporary file, then hard-link it into place; two processes starting
    # together end up with the same key (the loser reads the winner's).
    try:
        private_dir(path.parent)  # the home too, when nbagent makes it: 0700 (mkdir's mode skips parents)
        create_once(path, secrets.token_hex(32).encode("ascii") + b"\n")
    except OSError as exc:
        raise StoreError(
            f"cannot create the audit key {path}: {exc.strerror or exc}. Set NBAGENT_HOME to a writable folder",
            path=str(path),
        ) from exc
    return _read(path)
