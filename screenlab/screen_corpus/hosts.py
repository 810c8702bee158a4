"""Host names drawn from one pool for every row, benign or injected, so a host never tells the label.

Attack text written by people (and by the phrase lists) tends to name ``evil.example`` or
``attacker.test``, benign text ``github.com``; a model trained on that learns the host, not the
attack, and blocks a benign e-mail from ``ventas.example.es``. :func:`rehost` replaces every URL host
and e-mail domain with a random one from the same pool for both labels.
"""

from __future__ import annotations

import random
import re

_TLDS = (
    "example", "example.com", "example.org", "test", "com", "org", "net", "io", "info", "app", "de", "fr", "es",
    "it", "pt", "com.br", "nl", "pl", "jp", "co.jp", "cn", "com.cn", "kr", "ru", "in", "co.in", "ae", "sa", "tr",
    "vn", "id", "co.uk", "example.de", "example.fr", "example.es", "example.jp", "example.cn",
)  # fmt: skip
_WORDS = (
    "acme", "nordwind", "ventas", "pay", "secure", "login", "cdn", "static", "img", "mail", "portal", "docs", "api",
    "files", "share", "track", "stats", "shop", "support", "help", "cloud", "data", "sync", "hub", "news", "media",
    "intranet", "billing", "hr", "it", "verify", "account", "assets", "drive", "forms", "survey", "status", "go",
    "web", "app", "my", "office", "team", "partner", "vendor", "invoice", "report", "blue", "green", "river",
    "lumen", "kiwi", "atlas", "orbit", "delta", "pixel", "bridge", "harbor", "sakura", "hanse", "sol", "mar",
)  # fmt: skip
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
# a host name ends in a top-level domain of letters: an IP address (``@1.2.3.4``) is not one; after ``@``
# only in an e-mail address (a local part before it), not a decorator (``@pytest.mark.parametrize``)
_NAME = rf"{_LABEL}(?:\.{_LABEL})*\.[A-Za-z][A-Za-z-]*[A-Za-z](?!\.?[A-Za-z0-9-])"
_HOST = re.compile(rf"(?<=://){_NAME}|(?<=[A-Za-z0-9._%+\-]@){_NAME}")


def host(rng: random.Random) -> str:
    """A random host name: one to three words and a top-level domain."""
    words = [rng.choice(_WORDS) for _ in range(rng.choice((1, 1, 2, 2, 3)))]
    name = rng.choice(("-", "", ".")).join(words)
    return f"{name}.{rng.choice(_TLDS)}"


def rehost(text: str, rng: random.Random) -> str:
    """``text`` with each distinct host replaced by a random one (the same host stays the same within the text)."""
    seen: dict[str, str] = {}

    def swap(m: re.Match[str]) -> str:
        key = m.group(0).lower()
        if key not in seen:
            seen[key] = host(rng)
        return seen[key]

    return _HOST.sub(swap, text)
