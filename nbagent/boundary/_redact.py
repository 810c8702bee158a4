"""Find and mask things that look like secrets.

Used on everything nbagent writes down: the store (messages, audit reasons,
session names and titles, memories), the journal and cassettes. Patterns
favour catching a secret over keeping text intact, but leave ordinary prose,
hex digests (the audit chain) and UUIDs alone.

What is caught (rule names of detect-secrets / gitleaks in brackets, where the
pattern follows theirs):

- token formats: OpenAI / Anthropic ``sk-...``; Stripe ``sk_live_`` / ``rk_live_``
  (StripeDetector, stripe-access-token); AWS ``AKIA...`` (AWSKeyDetector);
  Google ``AIza...`` (gcp-api-key); GitHub ``ghp_`` / ``github_pat_``
  (GitHubTokenDetector); GitLab ``glpat-`` and friends (GitLabTokenDetector,
  gitlab-pat); Slack ``xox[abposr]-`` and webhooks (SlackDetector); Hugging Face
  ``hf_``; npm ``npm_`` (npm-access-token); PyPI ``pypi-`` (PypiTokenDetector);
  SendGrid ``SG.`` (SendGridDetector); JWTs (JwtTokenDetector); PEM private keys
  (PrivateKeyDetector); Azure ``AccountKey=`` / ``SharedAccessKey=`` and SAS
  ``sig=`` (AzureStorageKeyDetector); ``Bearer`` / ``Basic`` credentials;
- URL credentials ``scheme://user:password@host``, also with an empty user or a
  ``/`` in the password (BasicAuthDetector);
- ``name = value`` and ``name: value`` pairs (env files, INI, YAML, JSON, HTTP
  headers, ``DB_PASSWORD=...``, ``MYSQL_PWD=...``, ``aws_secret_access_key = ...``)
  whose name says the value is a secret (KeywordDetector), see :func:`is_secret_name`;
- everyday spellings: prose ("my password is X", when X looks made up), long flags
  named like secrets (``--password X``, ``--client_secret X``), ``mysql -pX``,
  ``sshpass -p X``, ``curl -u user:X``, ``https://TOKEN@host``,
  ``<password>X</password>``, ``'password' => 'X'``, a triple-quoted Python string, a YAML
  value on the indented line under ``password:``, URL-encoded ``password%3DX``;
- in :func:`redact_obj`, the values of keys named like secrets (an argument
  called ``pwd``, ``token``, ``api_key``...), whatever their type.

Matching runs on RE2 (linear time): a 100 KB hostile answer costs milliseconds,
not seconds. One pass of a combined set finds which patterns occur at all;
only those rewrite the text.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Protocol

from ._linear import _options

__all__ = ["is_secret_name", "redact", "redact_fragments", "redact_obj"]


class _Match(Protocol):
    """A match of an RE2 pattern on bytes (google-re2 ships no types); the groups read are ones the
    pattern always matches."""

    def group(self, index: int = 0, /) -> bytes: ...
    def start(self, index: int = 0, /) -> int: ...
    def end(self, index: int = 0, /) -> int: ...
    def span(self, index: int = 0, /) -> tuple[int, int]: ...


class _Pattern(Protocol):
    """A compiled RE2 pattern, used on bytes."""

    def search(self, data: bytes, pos: int = 0, /) -> _Match | None: ...
    def match(self, data: bytes, pos: int = 0, /) -> _Match | None: ...
    def sub(self, repl: Callable[[_Match], bytes], data: bytes, /) -> bytes: ...
    def finditer(self, data: bytes, /) -> Iterator[_Match]: ...


_KEY_QUALIFIERS_WORDS = (
    "api access auth private secret client account service signing master encryption db database "
    "priv storage subscription app consumer shared session ssh"
)
_KEY_QUALIFIERS = tuple(_KEY_QUALIFIERS_WORDS.split())
# Names that may be secret (is_secret_name decides); strict enough that "key: key: key: ..." finds nothing.
_KV_NAME = (
    r"[A-Za-z0-9_.\-]*(?:(?i:pass|pwd|secret|token|credential|auth|cookie)"
    r"|(?i:" + "|".join(_KEY_QUALIFIERS) + r")[_.\-]?(?i:keys?)|_KEYS?\b)[A-Za-z0-9_.\-]*"
)
_KV = r"((?:\\[nrtbf])?\\?[\"']?)(" + _KV_NAME + r")(\\?[\"']?[ \t]*(?::=|==|=>|[:=])[ \t]*)"
_KV_VALUE = (
    r'"""([^"]*)"""'  # 1: Python """value"""
    r"|'''([^']*)'''"  # 2: Python '''value'''
    r"|\\\"([^\"\n]*?)\\\""  # 3: JSON inside JSON: \"value\"
    r"|\"((?:[^\"\\\n]|\\.)*)\""  # 4: "value" with escapes
    r"|'([^'\n]*)'"  # 5: 'value'
    # 6: a YAML value on the next, indented line (also after | or >), for a name that starts its line
    r"|(?:[|>][-+0-9]?[ \t]*)?\r?\n[ \t]+([^\s\"'#][^\n]{0,511})"
    r"|([^\s\"'\\,;}&<>\[\]][^\n\"'\\,;}&<>]{0,511})"  # 7: bare value, to the end of the line
)
_KV_GROUPS = (1, 2, 3, 4, 5, 6, 7)
_KV_YAML_BLOCK = 6

# A token starts at a word boundary, or right after a JSON escape: in `"...\nAKIA..."` (a cassette's
# response body, JSON inside JSON) the "n" of "\n" would otherwise glue itself to the token.
_B = r"(\\[nrtbf]|\b)"

# Everyday names of a secret in prose. Qualified: two words ("api key", "access token", "signing secret");
# "my": "my api key", "my openai key", "our token" (a bare "key" only after "my": "the primary key is id"
# is about a table).
_QUALIFIED = (
    r"(?:api|access|secret|private|auth|client|app|signing|webhook|bot|refresh|bearer|session|service"
    r"|account|encryption|master|deploy|personal access)[ \t]+(?:keys?|tokens?|secrets?)"
)
_MY = (
    r"(?:my|our)[ \t]+(?:[A-Za-z][A-Za-z0-9.\-]*[ \t]+){0,2}?"
    r"(?:keys?|tokens?|secrets?|password|passwd|passphrase|pass|pwd|credentials?)"
)
_PROSE_NAME = (
    r"password|passwd|passphrase|passcode|pwd|secret|credentials?|tokens?"
    r"|(?:api|access|secret|private|auth|client|app|signing|webhook|bot|refresh|bearer|session|service"
    r"|account|encryption|master|deploy)[_\-]?(?:keys?|tokens?|secrets?)|" + _QUALIFIED + "|" + _MY
)
# the value: one word, maybe quoted, without the sentence's closing punctuation
_PROSE_VALUE = r"[ \t]*:?[ \t]*[\"'`]?([^\s\"'`<>]*[^\s\"'`<>.,;:!?)\]])"

# (kind, RE2 source, how to replace). "keep1": keep group 1 (a boundary or a key name), mask the rest;
# "url": keep groups 1 and 3 ("inner" too, with the kind as marker); "bearer": keep the scheme word when
# the credential looks random.
_PATTERNS: tuple[tuple[str, str, str], ...] = (
    (
        "private-key",
        r"()-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?s:.*?)(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\z)",
        "keep1",
    ),
    ("api-key", _B + r"(?:sk|pk|rk)-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{16,}", "keep1"),
    ("api-key", _B + r"(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}", "keep1"),  # StripeDetector
    # Stripe webhook signing secrets (https://docs.stripe.com/webhooks#verify-official-libraries, "whsec_...")
    ("api-key", _B + r"whsec_[A-Za-z0-9]{20,}", "keep1"),
    ("api-key", _B + r"(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b", "keep1"),  # AWSKeyDetector
    ("api-key", _B + r"AIza[0-9A-Za-z_\-]{35}", "keep1"),  # gcp-api-key
    # Google OAuth 2.0 access tokens "ya29." and refresh tokens "1//0"
    # (https://developers.google.com/identity/protocols/oauth2, https://cloud.google.com/docs/authentication/token-types)
    ("api-key", _B + r"ya29\.[0-9A-Za-z_\-]{20,}", "keep1"),
    ("api-key", _B + r"1//0[0-9A-Za-z_\-]{30,}", "keep1"),
    ("api-key", _B + r"(?:(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})", "keep1"),
    ("api-key", _B + r"gl(?:pat|ptt|dt|rt|cbt|oas|ft|imt|soat|agent)-[0-9A-Za-z_\-]{20,}", "keep1"),  # gitlab-pat
    # Slack bot, user, app-level, refresh and config tokens: xoxb-, xoxp-, xapp-1-..., xoxe.xoxp-1-..., xoxe-1-...
    # (SlackDetector of detect-secrets, Apache-2.0; https://api.slack.com/authentication/token-types)
    ("api-key", _B + r"xox(?:[abcdeposr]|e\.xox[bp])-[A-Za-z0-9\-]{10,}", "keep1"),
    ("api-key", _B + r"xapp-[0-9]+-[A-Za-z0-9\-]{10,}", "keep1"),
    ("api-key", r"(hooks\.slack\.com/(?:services|workflows)/)[A-Za-z0-9+/_\-]{20,}", "keep1"),
    ("api-key", _B + r"hf_[A-Za-z0-9]{20,}\b", "keep1"),
    ("api-key", _B + r"npm_[A-Za-z0-9]{36}\b", "keep1"),  # npm-access-token
    ("api-key", _B + r"pypi-[A-Za-z0-9_\-]{50,}", "keep1"),  # PypiTokenDetector
    ("api-key", _B + r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b", "keep1"),  # SendGridDetector
    # Groq "gsk_" (https://console.groq.com/docs/quickstart: keys made at https://console.groq.com/keys)
    ("api-key", _B + r"gsk_[A-Za-z0-9]{20,}", "keep1"),
    # xAI "xai-" (https://docs.x.ai/docs/overview, API keys of https://console.x.ai)
    ("api-key", _B + r"xai-[A-Za-z0-9]{20,}", "keep1"),
    # Databricks personal access tokens "dapi" + 32 hex, sometimes "-2" after
    # (https://docs.databricks.com/en/dev-tools/auth/pat.html)
    ("api-key", _B + r"dapi[0-9a-f]{32}(?:-[0-9]+)?", "keep1"),
    # DigitalOcean personal access, OAuth and refresh tokens "dop_v1_", "doo_v1_", "dor_v1_" + 64 hex
    # (https://docs.digitalocean.com/reference/api/create-personal-access-token/)
    ("api-key", _B + r"do[opr]_v1_[0-9A-Za-z]{32,}", "keep1"),
    # Shopify admin API access tokens, shared secrets, custom-app and partner tokens "shpat_", "shpss_",
    # "shpca_", "shppa_" + 32 hex (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens)
    ("api-key", _B + r"shp(?:at|ss|ca|pa)_[0-9A-Za-z]{20,}", "keep1"),
    # Telegram bot tokens "123456789:AA..." (TelegramBotTokenDetector of detect-secrets, Apache-2.0;
    # https://core.telegram.org/bots/api#authorizing-your-bot): bot id, a colon, 35 characters, and then
    # no more of them (a longer run is something else, and is kept whole)
    ("api-key", _B + r"([0-9]{8,10}:[0-9A-Za-z_\-]{35})([^0-9A-Za-z_\-]|\z)", "inner"),
    # Twilio account SIDs "AC" and API key SIDs "SK" + 32 hex (TwilioKeyDetector of detect-secrets,
    # Apache-2.0; https://www.twilio.com/docs/iam/api-keys, https://www.twilio.com/docs/iam/api/account).
    # The auth token (32 hex) or API key secret (32 letters and digits) has no prefix of its own: it is
    # known by following the SID, as in `Client("AC...", "token")` or `curl -u AC...:token`. First the
    # secret after a SID, then the SIDs themselves.
    (
        "api-key",
        r"(\b(?:AC|SK)[0-9a-f]{32}(?:[\s\\\"'`,:;=()/|]|\\[nrt]){1,8})[0-9A-Za-z]{32}\b",
        "keep1",
    ),
    ("api-key", _B + r"(?:AC|SK)[0-9a-f]{32}\b", "keep1"),
    ("jwt", _B + r"eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}", "keep1"),  # JwtTokenDetector
    ("secret", r"(?i)((?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*)([^;\s\"'\\]+)", "keep1"),
    ("secret", r"(?i)([?&;]sig=)([A-Za-z0-9%+/=]{16,})", "keep1"),  # Azure SAS
    ("token", r"(?i)(\\[nrtbf]|\b)(bearer|token|basic)\s+([A-Za-z0-9._~+/=\-]{12,})", "bearer"),
    ("password", r"(?i)\b([a-z][a-z0-9+.\-]*://[^\s:/@]*:)([^\s@]+)(@)", "url"),  # BasicAuthDetector
    ("secret", _KV, "kv"),  # KeywordDetector
    # Everyday spellings. "named": group 1 is a name (is_secret_name decides), group 2 the value;
    # "random": group 1 is masked when it looks generated (see _looks_secret); "always": group 1 is masked.
    # prose: "my password is X", "the API key was: X", "my GitHub token is X"
    (
        "secret",
        r"(?i)\b(?:" + _PROSE_NAME + r")\s+(?:is now|is set to|is|was|will be|has been set to)" + _PROSE_VALUE,
        "random",
    ),
    # prose with a colon or an equals sign: "my api key: X", "API Key = X", "signing secret: X", and after
    # "my" a bare space too: "here is my api key X" (one-word names followed by `:` or `=` are pairs, above)
    (
        "secret",
        r"(?i)\b(?:(?:"
        + _QUALIFIED
        + r")[ \t]*(?::=|[:=])|(?:"
        + _MY
        + r")(?:[ \t]*(?::=|[:=])|[ \t]))"
        + _PROSE_VALUE,
        "random",
    ),
    # command-line flags: --password X, --client_secret X, --api-key "X" (`--password=X` is a pair)
    ("secret", r"(?:^|[\s;|&(])--([A-Za-z][A-Za-z0-9_\-]*)[ \t]+(\"[^\"\n]*\"|'[^'\n]*'|[^\s\-\"'][^\s\"']*)", "named"),
    # mysql -pSECRET (no space: with one, -p asks and the next word is the database)
    (
        "password",
        r"\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]*?\s-p"
        r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s\-\"'][^\s\"']*)",
        "always",
    ),
    ("password", r"\bsshpass\b[^\n|;&]*?\s-p[ \t]*(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)", "always"),
    # curl -u user:password, --user user:password
    ("password", r"\bcurl\b[^\n|;&]*?\s(?:-u|--user)[ \t]*[\"']?[^\s:\"']*:([^\s\"']+)", "always"),
    # a token as the whole userinfo of a URL: https://TOKEN@github.com/...
    ("password", r"(?i)\b[a-z][a-z0-9+.\-]*://([^\s:/@]{16,})@", "random"),
    # <password>X</password>, <ns:client_secret>X</...>
    ("secret", r"<((?:[A-Za-z0-9_\-]+:)?[A-Za-z0-9_\-]+)>[ \t]*([^<\n]+)</", "named"),
    # URL-encoded pairs: password%3DX (a login form's redirect target, a logged query string)
    ("secret", r"([A-Za-z0-9_.\-]+)(?i:%3D)((?:[^&\s#\"'%]|%[013-9A-Fa-f][0-9A-Fa-f]|%2[0-57-9A-Fa-f])+)", "named"),
)

_NOT_SECRETS_WORDS = (
    "str int bytes bool float none null true false undefined string number any optional secret password token ***"
)
_NOT_SECRETS = frozenset(_NOT_SECRETS_WORDS.split())
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[A-Za-z_*]+")
_CALL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+[(\[]")  # an attribute call or index
_PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_STRONG = ("password", "passwd", "passphrase", "secret", "credential", "apikey", "privatekey", "accesskey")
_TOKEN_COUNTS_WORDS = "max min num total count prompt completion input output type limit usage cached reasoning budget"
_TOKEN_COUNTS = frozenset(_TOKEN_COUNTS_WORDS.split())


@functools.lru_cache(maxsize=4096)
def is_secret_name(name: str) -> bool:
    """Does an argument, key or variable called ``name`` hold a secret?

    ``password``, ``DB_PASSWORD``, ``PGPASSWORD``, ``MYSQL_PWD``, ``pwd``, ``passwd``,
    ``client_secret``, ``aws_secret_access_key``, ``api_key``, ``X-Api-Key``, ``OPENAI_API_KEY``,
    ``STRIPE_KEY`` (upper-case env style ``*_KEY``), ``token``, ``X-Auth-Token``,
    ``Authorization``, ``Cookie``, ``credentials``: yes. ``max_tokens``, ``token_count``,
    ``sort_key``, ``primary_key``, ``key``, the shell's ``PWD``: no.
    """
    if not name or len(name) > 100:
        return False
    lower = name.lower()
    squashed = re.sub(r"[^a-z0-9]", "", lower)
    if any(word in squashed for word in _STRONG):
        return True
    if name in ("PWD", "OLDPWD"):  # the shell's working directory, not a password
        return False
    parts = [p.lower() for p in _PART.findall(name)]
    if not parts:
        return False
    if any(p in ("pwd", "authorization", "cookie", "auth", "pass") for p in parts):
        return not (parts[-1] in ("rate", "count", "fail", "through") or "passed" in parts)
    if "token" in parts:
        return not any(p in _TOKEN_COUNTS for p in parts)
    if parts[-1] in ("key", "keys") and len(parts) > 1:
        return parts[-2] in _KEY_QUALIFIERS or (name.isupper() and "_" in name)
    return False


class _Redactor:
    """The compiled patterns and the set that tells which of them occur in a text."""

    def __init__(self) -> None:
        import re2

        opts = _options(ignore_case=False, dotall=False)
        self.rules: list[tuple[str, _Pattern, str]] = [
            (kind, re2.compile(source, opts), how) for kind, source, how in _PATTERNS
        ]
        self.kv_value: _Pattern = re2.compile(_KV_VALUE, opts)
        self.any_of = re2.Set.SearchSet(opts)
        for _, source, _ in _PATTERNS:
            self.any_of.Add(source)
        self.any_of.Compile()

    def __call__(self, text: str) -> str:
        data = text.encode("utf-8", "surrogatepass")
        hits = self.any_of.Match(data)
        if not hits:
            return text
        for i in sorted(hits):
            kind, rx, how = self.rules[i]
            data = _redact_pairs(rx, self.kv_value, data) if how == "kv" else rx.sub(_replacer(kind, how), data)
        return data.decode("utf-8", "surrogatepass")

    def spans(self, data: bytes) -> list[tuple[int, int, bytes]]:
        """(start, end, marker) of what :meth:`__call__` would mask, each pattern run on ``data`` as given."""
        hits = self.any_of.Match(data)
        out: list[tuple[int, int, bytes]] = []
        for i in sorted(hits or ()):
            kind, rx, how = self.rules[i]
            if how == "kv":
                out += [(a, b, b"[REDACTED:secret]") for a, b in _pair_spans(rx, self.kv_value, data)]
                continue
            mark = f"[REDACTED:{'password' if how == 'url' else kind}]".encode()
            for m in rx.finditer(data):
                if how in _CONTEXT:
                    group = _masked_group(how, m)
                    if group is not None:
                        out.append((*m.span(group), mark))
                elif how == "keep1":
                    out.append((m.end(1), m.end(), mark))
                elif how == "inner":
                    out.append((*m.span(2), mark))
                elif how == "url":
                    if not m.group(1).endswith(b"[REDACTED:"):
                        out.append((*m.span(2), mark))
                elif _replacer(kind, how)(m) != m.group(0):  # bearer: only credentials that look random
                    out.append((*m.span(3), mark))
        return sorted(out)


def redact_fragments(fragments: list[str]) -> list[str]:
    """Redact text that arrives in pieces (a streamed answer): a secret split across pieces is found
    in their concatenation; its first piece gets the marker, every piece loses its part of it."""
    global _REDACTOR
    if _REDACTOR is None:
        _REDACTOR = _Redactor()
    encoded = [f.encode("utf-8", "surrogatepass") for f in fragments]
    data = b"".join(encoded)
    spans = _merged(_REDACTOR.spans(data))
    out: list[str] = []
    start = 0
    first = 0  # the first span that ends after ``start``: pieces and spans advance together (linear)
    for piece in encoded:
        end = start + len(piece)
        while first < len(spans) and spans[first][1] <= start:
            first += 1
        buf: list[bytes] = []
        cur = start
        i = first
        while i < len(spans) and spans[i][0] < end:
            a, b, mark = spans[i]
            if a >= cur:
                buf += (data[cur:a], mark)
            cur = min(b, end)
            i += 1
        buf.append(data[cur:end])
        # a piece may still hold a secret of its own that the concatenation hid (rare): redact it too
        out.append(redact(b"".join(buf).decode("utf-8", "surrogatepass")))
        start = end
    return out


def _merged(spans: list[tuple[int, int, bytes]]) -> list[tuple[int, int, bytes]]:
    """Sorted spans with overlapping ones joined (the first one's marker): disjoint, so both ends ascend.

    Spans that only touch stay apart: each keeps its marker, as :meth:`_Redactor.__call__` writes them.
    """
    out: list[tuple[int, int, bytes]] = []
    for a, b, mark in spans:
        if out and a < out[-1][1]:
            if b > out[-1][1]:
                out[-1] = (out[-1][0], b, out[-1][2])
            continue
        out.append((a, b, mark))
    return out


_CONTEXT = ("named", "random", "always")
_WHERE = frozenset(("file", "path", "dir", "env", "var", "cmd", "command", "prompt", "stdin", "fd"))
_SYMBOLS = frozenset("!@#$%^&*+=~/\\_?")


def _looks_secret(value: str) -> bool:
    """Does a word after "password is" look made up (``Zq9xW2vLp8``, ``s3cret!``, ``P@ssword``), not
    a word of prose (``required``, ``case-sensitive``, ``valid``)? Letters only, however long, is prose."""
    value = value.strip("\"'`")
    if len(value) < 6 or not any(c.isalpha() for c in value):
        return False
    camel = any(a.islower() and b.isupper() for a, b in itertools.pairwise(value))
    return any(c.isdigit() for c in value) or camel or any(c in _SYMBOLS for c in value)


def _masked_group(how: str, m: _Match) -> int | None:
    """The group of an everyday-spelling match to mask, None when the match is not a secret after all."""
    if how == "named":
        name = m.group(1).decode("utf-8", "replace")
        value = m.group(2).decode("utf-8", "replace").strip().strip("\"'")
        # --password-file /run/secrets/db: the name says where the secret is, the value is a path
        where = name.lower().replace("-", "_").rsplit("_", 1)[-1] in _WHERE
        return 2 if is_secret_name(name) and not where and not _harmless(value) else None
    value = m.group(1).decode("utf-8", "replace")
    if how == "random":
        # `my token: base64.b64encode(raw)` is code, and a marker is what an earlier rule left
        return 1 if _looks_secret(value) and not _harmless(value) else None
    if m.group(0)[: m.start(1) - m.start()].endswith(b"[REDACTED:"):
        return None  # `curl -u [REDACTED:api-key]:...`: the colon is the marker's, masked already
    return 1 if value.strip("\"'") else None


def _replacer(kind: str, how: str) -> Callable[[_Match], bytes]:
    mark = f"[REDACTED:{kind}]".encode()
    if how in _CONTEXT:

        def context(m: _Match) -> bytes:
            whole = bytes(m.group(0))
            group = _masked_group(how, m)
            if group is None:
                return whole
            a, b = m.start(group) - m.start(), m.end(group) - m.start()
            return whole[:a] + mark + whole[b:]

        return context
    if how == "keep1":
        return lambda m: m.group(1) + mark
    if how == "inner":
        return lambda m: m.group(1) + mark + m.group(3)
    if how == "url":
        # https://[REDACTED:password]@host (a token masked as the whole userinfo) is done already
        return lambda m: (
            bytes(m.group(0))
            if m.group(1).endswith(b"[REDACTED:")
            else m.group(1) + b"[REDACTED:password]" + m.group(3)
        )

    def bearer(m: _Match) -> bytes:
        credential = m.group(3)
        if not _DIGIT.search(credential.decode("utf-8", "replace")) and len(credential) < 24:
            return bytes(m.group(0))  # "Basic understanding", "token management": words, not credentials
        return bytes(m.group(1)) + bytes(m.group(2)) + b" " + mark

    return bearer


def _pair_spans(head: _Pattern, tail: _Pattern, data: bytes) -> list[tuple[int, int]]:
    """Where the values of ``name = value`` / ``name: value`` pairs whose name says secret are.

    ``head`` finds ``name =``; the value is read after it only when the name is a secret. A name
    that is not (``monkey: password=x``) moves the scan to its value, where the next pair starts.
    """
    out: list[tuple[int, int]] = []
    pos = 0
    while True:
        m = head.search(data, pos)
        if m is None:
            return out
        pos = m.end()
        if not is_secret_name(m.group(2).decode("utf-8", "replace")):
            continue
        v = tail.match(data, pos)
        if v is None:
            continue
        group = next(g for g in _KV_GROUPS if v.start(g) >= 0)
        if group == _KV_YAML_BLOCK and data[data.rfind(b"\n", 0, m.start()) + 1 : m.start()].strip() not in (b"", b"-"):
            continue  # `if not password:` and an indented line below: code, not a YAML key
        raw = v.group(group)
        if _harmless(raw.decode("utf-8", "replace").strip()):
            continue
        start = v.start(group)
        pos = start + len(raw.rstrip())  # a bare value's trailing blanks are not the secret
        out.append((start, pos))


def _redact_pairs(head: _Pattern, tail: _Pattern, data: bytes) -> bytes:
    """``data`` with the values found by :func:`_pair_spans` masked."""
    out: list[bytes] = []
    done = 0
    for start, end in _pair_spans(head, tail, data):
        out += (data[done:start], b"[REDACTED:secret]")
        done = end
    out.append(data[done:])
    return b"".join(out)


def _harmless(value: str) -> bool:
    """An empty value, a placeholder, a type name (``token: str`` in a signature) or a call
    (``token = base64.b64encode(...)``, ``password = os.environ["PW"]``): code, not a secret."""
    if not value or value.startswith("[REDACTED") or _CALL.match(value):
        return True
    word = _WORD.match(value)
    if word is None:
        return False
    rest = value[word.end() :].lstrip()
    return word.group(0).lower() in _NOT_SECRETS and (not rest or rest[0] in ")]|=,(")


_REDACTOR: _Redactor | None = None


def redact(text: str) -> str:
    """Replace anything that looks like a secret with ``[REDACTED:<kind>]``."""
    global _REDACTOR
    if not text:
        return text
    if _REDACTOR is None:
        _REDACTOR = _Redactor()
    return _REDACTOR(text)


def redact_obj(value: object, _depth: int = 0) -> object:
    """Redact every string inside nested dicts / lists: keys, values, and values of keys named like secrets.

    Under a key named like a secret (:func:`is_secret_name`), a string or number becomes
    ``[REDACTED:secret]`` and so does every scalar of a list; a mapping is walked like any other
    (``{"credentials": {"user": ..., "password": ...}}`` keeps ``user``), which also leaves JSON
    schemas of a ``pwd`` parameter readable.
    """
    if isinstance(value, str):
        return redact(value)
    if _depth > 200:  # deeper than any real payload: keep nothing rather than recurse without end
        return "[REDACTED:too-deep]"
    if isinstance(value, Mapping):
        out: dict[object, object] = {}
        for key, item in value.items():
            new_key = redact(key) if isinstance(key, str) else key
            secret = isinstance(key, str) and is_secret_name(key)
            out[new_key] = _secret_value(item, _depth + 1) if secret else redact_obj(item, _depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [redact_obj(item, _depth + 1) for item in value]
    return value


def _secret_value(item: object, depth: int) -> object:
    if isinstance(item, (list, tuple)):
        return [_secret_value(x, depth + 1) for x in item]
    if isinstance(item, Mapping) or item is None or isinstance(item, bool) or item == "":
        return redact_obj(item, depth)
    if isinstance(item, (str, int, float)):
        return "[REDACTED:secret]"
    return redact_obj(item, depth)
