"""Privacy of what the store keeps: salted hashes, secret redaction, masked audit text.

The audit log keeps argument *names* and a salted SHA-256 (a per-store random
salt of 32 bytes, then a canonical text of the value) of each value, never
the values; outputs as length and hash. The salt lives in a 0600 file next to the database and never
in it, so the hashes let you match equal values inside one store without
letting anyone who only has the database guess short values.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from ...boundary._linear import compile_linear
from ...boundary._redact import redact, redact_obj
from ...exceptions import StoreError
from ...files._private import create_once

if TYPE_CHECKING:
    from ...boundary._linear import LinearPattern

__all__ = ["Hasher", "audit_text", "canonical_json", "load_salt", "redact", "redact_obj"]

_EMAIL_SOURCE = r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+"
_email: LinearPattern | None = None  # compiled on first use (RE2: `import nbagent` stays cheap)
_MAX_AUDIT_TEXT = 1000
# Text is cut to the limit plus this margin before it is redacted and masked, so the work is bounded
# whatever a tool error or a model's reasoning holds; the margin lets a secret, an argument value or
# an address that crosses the limit still be recognised whole before the final cut.
_AUDIT_MARGIN = 1000


def canonical_json(value: object) -> str:
    """One text per value: sorted keys, no spaces, unicode kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def load_salt(path: Path) -> bytes:
    """Read the store's salt, creating it (random, mode 0600) on first use.

    Creation is atomic (write a temporary file, then hard-link it into place),
    so two processes starting together end up with the same salt.
    """
    try:
        text = path.read_text("ascii").strip()
    except FileNotFoundError:
        text = _create_salt(path)
    except OSError as exc:
        raise StoreError(f"cannot read the store's salt file {path}: {exc.strerror or exc}", path=str(path)) from exc
    try:
        salt = bytes.fromhex(text)
    except ValueError:
        salt = b""
    if len(salt) != 32:
        raise StoreError(
            f"the salt file {path} is damaged (expected 64 hex characters). Restore it from a "
            "backup; deleting it makes a new salt, and hashes already in the audit log stop "
            "matching new ones",
            path=str(path),
        )
    return salt


def _create_salt(path: Path) -> str:
    text = secrets.token_hex(32)
    try:
        if not create_once(path, text.encode("ascii") + b"\n"):
            return path.read_text("ascii").strip()  # another process made it first
        return text
    except OSError as exc:
        raise StoreError(
            f"cannot create the store's salt file {path}: {exc.strerror or exc}. "
            "The store needs a writable folder: pass Store(path=...) or set NBAGENT_HOME",
            path=str(path),
        ) from exc


class Hasher:
    """Salted SHA-256 of argument values and outputs: ``sha256(salt + canonical text)``."""

    def __init__(self, salt: bytes) -> None:
        self._base = hashlib.sha256(salt)

    def text(self, text: str) -> str:
        """Salted SHA-256 of a text."""
        h = self._base.copy()
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.hexdigest()

    def value(self, value: object) -> str:
        """Salted SHA-256 of a JSON value (canonical form, so equal values hash equal)."""
        # Scalars get a typed prefix (cheaper than JSON, and "1" and 1 stay apart).
        if isinstance(value, str):
            return self.text("s:" + value)
        if isinstance(value, bool) or value is None:
            return self.text(f"j:{json.dumps(value)}")
        if isinstance(value, int):
            return self.text(f"i:{value}")
        if isinstance(value, float):
            return self.text(f"f:{value!r}")
        return self.text("j:" + canonical_json(value))

    def args(self, args: Mapping[str, object]) -> tuple[list[str], list[str], str]:
        """Argument names, the hash of each value, the hash of them all (order-independent)."""
        keys = [str(k) for k in args]
        hashes = [self.value(args[k]) for k in args]
        pairs = sorted(zip(keys, hashes, strict=True))
        return keys, hashes, self.text("a:" + "\x1f".join(f"{k}\x1e{h}" for k, h in pairs))


def _values(value: object) -> Iterator[str]:
    if isinstance(value, str):
        if len(value) >= 3:
            yield value
            escaped = json.dumps(value)[1:-1]
            if escaped != value:
                yield escaped
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, (int, float)):
        text = str(value)
        if len(text) >= 4:
            yield text
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _values(item)


def audit_text(text: str | None, args: Mapping[str, object] | None = None) -> str | None:
    """Free text (a reason, an error) fit for the audit log.

    Secrets are redacted, the call's own argument values are replaced by
    ``[arg]`` and e-mail addresses by ``[email]``, so an error message that
    quotes an argument does not carry the value into the log. Only the first
    ``_MAX_AUDIT_TEXT`` characters are kept, and only those (plus a margin)
    are ever scanned: the time taken does not grow with the text.
    """
    global _email
    if text is None:
        return None
    text = str(text)
    total = len(text)
    values = sorted(set(_values(dict(args))), key=len, reverse=True) if args else []
    window = _MAX_AUDIT_TEXT + _AUDIT_MARGIN
    if total > window:
        # A value longer than the margin could start before the limit and end after the window,
        # where the cut text no longer holds it whole: replace those in the full text first
        # (str.replace is linear; there are few values that long).
        for value in values:
            if len(value) > _AUDIT_MARGIN and value in text:
                text = text.replace(value, "[arg]")
        text = text[:window]
    text = redact(text)
    for value in values:
        text = text.replace(value, "[arg]")
    if _email is None:
        _email = compile_linear(_EMAIL_SOURCE)
    text = _email.sub("[email]", text)
    if total > window:  # counted on the original text: most of it was never looked at
        return text[:_MAX_AUDIT_TEXT] + f"…[truncated {total - min(len(text), _MAX_AUDIT_TEXT)} chars]"
    if len(text) > _MAX_AUDIT_TEXT:
        text = text[:_MAX_AUDIT_TEXT] + f"…[truncated {len(text) - _MAX_AUDIT_TEXT} chars]"
    return text
