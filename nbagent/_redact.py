"""Find and mask things that look like secrets.

Used on everything nbagent writes down: the store, the journal, cassettes.
Patterns favour catching a secret over keeping text intact.
"""

from __future__ import annotations

import re

__all__ = ["redact", "redact_obj"]

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "private-key",
        re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)", re.S),
    ),
    ("api-key", re.compile(r"\b(?:sk|pk|rk)-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{16,}")),
    ("api-key", re.compile(r"\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}")),
    ("api-key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b")),
    ("api-key", re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}")),
    ("api-key", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}")),
    ("api-key", re.compile(r"\bhf_[A-Za-z0-9]{20,}\b")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("bearer", re.compile(r"(?i)\b(bearer|token|basic)\s+[A-Za-z0-9._~+/=\-]{12,}")),
    (
        "password",
        re.compile(
            r"""(?ix)
            (\b(?:password|passwd|pwd|passphrase|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)
             ["']?\s*[:=]\s*["']?)
            ([^\s"',;}]{3,})
            """
        ),
    ),
    ("url-credentials", re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://[^\s:/@]+:)([^\s@/]+)(@)")),
)


def redact(text: str) -> str:
    """Replace anything that looks like a secret with ``[REDACTED:<kind>]``."""
    if not text:
        return text
    for kind, pattern in _PATTERNS:
        if kind == "password":
            text = pattern.sub(lambda m: m.group(1) + "[REDACTED:password]", text)
        elif kind == "url-credentials":
            text = pattern.sub(lambda m: m.group(1) + "[REDACTED:password]" + m.group(3), text)
        elif kind == "bearer":
            text = pattern.sub(lambda m: m.group(1) + " [REDACTED:token]", text)
        else:
            text = pattern.sub(f"[REDACTED:{kind}]", text)
    return text


def redact_obj(value: object) -> object:
    """Redact every string inside nested dicts / lists (keys named like secrets too)."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        out: dict[object, object] = {}
        for key, item in value.items():
            if isinstance(key, str) and _SECRET_KEY.search(key) and isinstance(item, str) and item:
                out[key] = "[REDACTED:secret]"
            else:
                out[key] = redact_obj(item)
        return out
    if isinstance(value, (list, tuple)):
        return [redact_obj(item) for item in value]
    return value


_SECRET_KEY = re.compile(r"(?i)(password|passwd|secret|api[_-]?key|token|authorization|credential)")
