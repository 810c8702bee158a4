"""Mail addresses for ``email_domain`` conditions: every address in a value, and its domain.

A glob like ``pattern: "*@external.com"`` sees the value as one string, so the
spellings every mail library accepts pass it: ``Evil <a@external.com>``,
``<a@external.com>``, ``a@external.com.`` (the root dot), and a list in one
string (``a@external.com;b@corp.com``). ``email_domain`` parses the value as an
address list (RFC 5322, :func:`email.utils.getaddresses`) and looks at the
domain of every address. Anything it cannot read as plain addresses counts as
a match (fail closed).
"""

from __future__ import annotations

import re
from email.utils import getaddresses

__all__ = ["address_forms", "domain_form", "domains_in", "in_domains"]

# Separators people and tools use between addresses besides the RFC's comma.
_SEPARATORS = re.compile(r"[;\r\n\t]")
_ADDRESS_ENDS = re.compile(r"[,;\s<>()]+")
# dots IDNA reads as a dot (a mailer may deliver a@external.com。 to external.com)
_DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})
_DOMAIN = re.compile(r"[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*")


def domain_form(domain: str) -> str:
    """A domain as a rule names it, lower case without a root dot; ValueError when it is not a domain name.

    ``@corp.com`` and ``*.corp.com`` are accepted as ``corp.com`` (subdomains always count).
    """
    if not isinstance(domain, str):
        raise ValueError(f"email_domain takes domain names like 'corp.com', got {type(domain).__name__}")
    text = domain.strip().casefold().removeprefix("@").removeprefix("*.").rstrip(".")
    try:
        text = text.encode("idna").decode("ascii") if not text.isascii() else text
    except UnicodeError:
        raise ValueError(f"email_domain: {domain!r} is not a domain name") from None
    if not _DOMAIN.fullmatch(text):
        raise ValueError(f"email_domain: {domain!r} is not a domain name like 'corp.com'")
    return text


def domains_in(text: str) -> list[str] | None:
    """The domain of every address in ``text`` (lower case, no root dot), or None when ``text`` holds
    something that is not a plain list of addresses (then a rule must count it as a match).

    Text without any ``@`` holds no address: ``[]`` (a name or alias is not a mail domain).
    """
    if "@" not in text:
        return []
    pairs = getaddresses([_SEPARATORS.sub(",", text)])
    found: list[str] = []
    ats = 0
    for _, address in pairs:
        if not address:
            continue
        local, at, domain = address.rpartition("@")
        if not at or not local or "@" in local:  # no address, or a second "@": which one the mailer uses is unclear
            return None
        ats += 1
        domain = domain.strip().rstrip(".").casefold()
        if domain.startswith("["):  # an address literal (a@[192.0.2.1]): no name to compare
            return None
        try:
            domain = domain.encode("idna").decode("ascii") if not domain.isascii() else domain
        except UnicodeError:
            return None
        if not _DOMAIN.fullmatch(domain):
            return None
        found.append(domain)
    # every "@" of the text must belong to an address read above: one the parser skipped may still be mailed
    if ats != text.count("@"):
        return None
    return found


def in_domains(domain: str, names: tuple[str, ...]) -> bool:
    """``domain`` is one of ``names`` or a subdomain of one."""
    return any(domain == name or domain.endswith("." + name) for name in names)


def address_forms(text: str, fold: bool = True) -> list[str]:
    """Spellings of the addresses in ``text`` as a mailer delivers them, for an address glob to look at:
    each address bare, without the root dot, lower case when ``fold`` (``A@External.COM.`` -> ``a@external.com``).

    A restrictive ``pattern: "*@external.com"`` rule then matches them too (a form can only add matches).
    The text is split on the characters that end an address (separators, spaces, angle brackets and
    quotes) in one linear pass: no parser to recurse on hostile input. Empty when ``text`` holds no ``@``.
    """
    if "@" not in text:
        return []
    forms: list[str] = []
    for token in _ADDRESS_ENDS.split(text):
        local, at, domain = token.rpartition("@")
        local = local.strip("\"'") or ("x" if at else "")  # a quoted local part ("x"@external.com) is a local part
        domain = domain.translate(_DOTS).strip("\"'").rstrip(".")
        if at and domain:
            form = f"{local}@{domain}"
            form = form.casefold() if fold else form
            if form not in forms:
                forms.append(form)
    return forms
