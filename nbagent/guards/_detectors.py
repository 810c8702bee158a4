"""The built-in prompt-injection patterns, grouped by what the text tries to do.

Each pattern has a weight; the screening score is the sum of the strongest
weight per label, and 1.0 blocks. Strong signals (an order to ignore earlier
instructions, a fake tool-output boundary, exfiltration of secrets) reach 1.0
alone; weak ones (a line starting ``assistant:``, "developer mode") need
company. Patterns run on normalized text (lower case, lookalikes mapped,
single spaces) or on the raw text lower-cased, so patterns are written in
lower case (the ``R`` view keeps the original case for the few tests that need
it). Labels are fixed strings, never quotes of the text, so they
are safe to show the model.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable

from ..boundary._linear import sre_constants, sre_parser
from ._toolwall import TOOLWALL
from ._twins import Code, RE2Set, re2_options, twin
from ._views import utf8

__all__ = ["Pattern", "patterns", "scan_patterns"]

W = r"(?:\W+\w+){0,5}?\W+"  # up to five words in between

_EN_VERB = (
    r"(?:ignore|ignoring|disregard|disregarding|forget|override|bypass|skip|discard|abandon|neglect|set aside|"
    r"put aside|never mind|do not follow|don'?t follow|stop following|stop obeying|no longer follow)"
)
_EN_NOUN = (
    r"(?:instructions?|prompts?|rules|directions|directives?|guidelines|guidance|commands|orders|programming|"
    r"constraints|restrictions|system messages?|training|guardrails|policies)"
)
_GAP = r"(?:\W+(?!(?:its|their|his|her|my)\b)\w+){0,4}?"  # a few words, but not "its prior instructions"
_DET_STRONG = (
    r"(?:all|any|every|each|your|the|these|those|previous|prior|preceding|earlier|above|original|initial|system|"
    r"developer|existing|current|old)"
)

Finder = Callable[[str], bool]


class Pattern:
    """A compiled pattern: ``label``, ``weight``, and an optional veto regex for benign look-alikes."""

    __slots__ = ("anchored", "boundary", "label", "needles", "regex", "unless", "views", "weight")

    def __init__(
        self,
        label: str,
        weight: float,
        regex: str,
        *,
        unless: str | None = None,
        views: str = "nj",
        needles: tuple[str, ...] | None = None,
    ) -> None:
        self.label = label
        self.weight = weight
        # A leading \b stops the regex engine from skipping ahead to possible first letters, which
        # makes the scan about ten times slower; the word boundary is checked by hand instead.
        self.boundary = regex.startswith("\\b")
        # every view is lower-cased already: IGNORECASE would only make the scan slower
        self.regex = re.compile(regex[2:] if self.boundary else regex, re.MULTILINE)
        # words one of which must appear for the regex to match: a substring test skips most text
        # derived needles start every match (the regex is tried only where one occurs);
        # needles given by hand only say "one of these words must appear somewhere"
        self.anchored = needles is None
        self.needles = needles if needles is not None else _needles(regex)
        self.unless = re.compile(unless, re.IGNORECASE) if unless else None
        # which views it runs on: n = normalized, j = joined spaced letters, l = leetspeak undone,
        # r = raw lower-cased (whitespace and markup kept), R = raw as given
        self.views = views

    def positions(self, text: str, limit: int = 32, present: frozenset[str] | None = None) -> list[int]:
        """Start offsets of matches (at a word start, not vetoed), at most ``limit``.

        With needles, the regex is only tried where a needle occurs (``str.find`` is far
        faster than letting the regex engine try every position). ``present``, when given,
        is the set of all needles that occur in ``text`` (:func:`present_needles`): only those are looked for.
        """
        needles = self.needles
        if needles is not None and present is not None:
            needles = tuple(n for n in needles if n in present)
            if not needles:
                return []
        if needles is not None and not self.anchored and not any(n in text for n in needles):
            return []
        if needles is None or not self.anchored:
            matches: Iterable[re.Match[str]] = self.regex.finditer(text)
        else:
            starts: set[int] = set()
            for needle in needles:
                i = text.find(needle)
                while i != -1 and len(starts) < 4096:
                    starts.add(i)
                    i = text.find(needle, i + 1)
            if not starts:
                return []
            matches = (m for i in sorted(starts) if (m := self.regex.match(text, i)) is not None)
        out: list[int] = []
        for m in matches:
            start = m.start()
            if self.boundary and start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
                continue
            if self.unless is not None and self.unless.search(text[max(0, start - 40) : m.end() + 40]):
                continue
            out.append(start)
            if len(out) >= limit:
                break
        return out

    def search(self, text: str) -> bool:
        """True when the pattern matches somewhere in ``text``."""
        return bool(self.positions(text, limit=1))


def _needles(regex: str) -> tuple[str, ...] | None:
    """The literal starts (3+ characters) of every way the regex can begin, or None when unknown."""
    try:
        c, sre = sre_constants, sre_parser  # None when the private modules moved: AttributeError below
        parsed = sre.parse(regex)
    except Exception:  # private module moved or pattern unusual: no prefilter, just slower
        return None

    def starts(items: Iterable[Code]) -> list[str] | None:  # a parse tree: (opcode, argument) pairs
        out = [""]
        for op, av in items:
            if op is c.LITERAL and isinstance(av, int):
                out = [p + chr(av) for p in out]
                continue
            if op is c.AT and out == [""]:
                continue
            if op in (c.SUBPATTERN, c.BRANCH) and isinstance(av, tuple):
                branches = [av[-1]] if op is c.SUBPATTERN else av[1]
                alts: list[str] = []
                for branch in branches:
                    inner = starts(branch)
                    if inner is None:
                        return None if out == [""] else out
                    alts += inner
                out = [p + a for p in out for a in alts]
            break
        return out

    found = starts(parsed)
    if not found or len(found) > 200 or any(len(n) < 3 for n in found):
        return None
    return tuple(sorted(set(found)))


P = Pattern


@functools.lru_cache(maxsize=1)
def patterns() -> tuple[Pattern, ...]:
    """The built-in patterns, compiled on first use (keeps ``import nbagent.policy`` cheap)."""
    return _build()


def _build() -> tuple[Pattern, ...]:
    return (
    # -- instructions to ignore / replace earlier instructions -------------------------------
    P("instruction override (en)", 1.0,
      rf"\b{_EN_VERB}\b{_GAP}\W+{_DET_STRONG}\b{_GAP}\W+{_EN_NOUN}\b", views="njl"),
    P("instruction override (en)", 1.0,
      r"\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+|anything\s+)?(?:of\s+)?(?:the\s+|what\s+(?:is|was)"
      r"\s+)?(?:above|before|previous(?:ly)?|prior|earlier|said before|you were told|you have been told|you were "
      r"(?:given|instructed)|so far)\b(?=\s*(?:[.,;:!?\n]|$|and\b|then\b|instead\b|-))",
      views="njl"),
    P("instruction override (en)", 0.5, rf"\b{_EN_VERB}\b(?:\W+\w+){{0,3}}?\W+my\b(?:\W+\w+){{0,2}}?\W+{_EN_NOUN}\b"),
    P("instruction override (en)", 1.0,
      r"\b(?:ignore|disregard|forget|set aside|put aside|never mind)\s+(?:whatever|anything|everything|all)\b"
      r"(?:\W+\w+){0,3}?\W+(?:you were|you've been|you have been|you are)\s+(?:told|given|instructed|asked)\b",
      views="njl"),
    P("instruction override (en)", 1.0,
      r"\b(?:ignore|disregard|forget|never mind|set aside)\s+(?:what|whatever)\s+the user\s+(?:asked|said|wants|"
      r"requested|wrote)\b"),
    P("instruction override (en)", 1.0,
      r"\b(?:ignore|disregard|forget)\s+the user(?:'s)?\b(?:\s+(?:question|request|message|prompt|instructions?))?\s+"
      r"(?:and|,|;)"),
    P("replacement instructions", 0.7,
      r"\b(?:supersedes?|overrides?|replaces?|cancels?|voids?)\s+(?:all|any|the|your)\s+(?:previous|prior|earlier|"
      r"other|existing|system)\s+(?:rules|instructions|prompts?|guidelines)"),
    P("earlier instructions dismissed", 1.0,
      r"\b(?:earlier|previous|prior|above|original|your)\s+(?:instructions|rules|prompt)\s+(?:no longer apply|"
      r"do not apply|don'?t apply|are (?:void|invalid|cancell?ed|obsolete|outdated))"),
    P("replacement instructions", 0.9, r"\b(?:begin|start) (?:new|updated) instructions\b"),
    P("replacement instructions", 0.9, r"\byour instructions have (?:changed|been updated)\b"),
    P("replacement instructions", 0.9,
      r"\b(?:your|the)\s+(?:new|real|true|actual|updated)\s+(?:instructions?|task|goal|objective|purpose|mission|role|"
      r"orders)\s+(?:is|are|:)"),
    P("replacement instructions", 0.9, r"\bnew (?:instructions?|rules|task)\s*:"),
    P("earlier instructions dismissed", 1.0,
      r"\b(?:previous|prior|above|earlier|original)\s+(?:instructions?|prompts?|rules)\s+(?:were|was|are|is)\s+(?:only"
      r"\s+|just\s+)?(?:a\s+)?(?:test|fake|wrong|outdated|cancell?ed|revoked)"),
    P("instruction override (es)", 1.0,
      r"\b(?:ignora|ignore|ignorar|ignores|olvida|olvide|olvidar|olvides|omite|descarta|haz caso omiso|"
      r"hagas caso omiso|no sigas)\b(?:\W+\w+){0,3}?\W+(?:las|tus|sus|todas|estas|esas|lo|todo|de las|a las)\b"
      r"(?:\W+\w+){0,2}?\W+(?:instrucciones|instrucción|indicaciones|reglas|órdenes|directrices)\b"),
    P("instruction override (es)", 1.0,
      r"\b(?:olvida|olvide|ignora|ignore|no hagas caso|no haga caso)\s+(?:de |a )?(?:todo lo anterior|lo anterior|"
      r"todo lo que te (?:dijeron|han dicho|dije)|las instrucciones|tus instrucciones)\b"),
    P("instruction override (fr)", 1.0,
      r"\b(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|néglige|négligez|ne (?:tiens|tenez) pas compte)\b"
      r"(?:\W+\w+){0,3}?\W+(?:les|tes|vos|toutes|tous|des|ces|la|le|de|du)\b(?:\W+\w+){0,2}?\W+(?:instructions?|"
      r"consignes?|règles|directives|ordres)\b"),
    P("instruction override (de)", 1.0,
      r"\b(?:ignoriere|ignorieren|ignorier|vergiss|vergessen|vergesst|missachte|missachten|befolge nicht)\b"
      r"(?:\W+\w+){0,3}?\W+(?:alle|all|deine|ihre|die|vorherigen|bisherigen|obigen|diese|sämtliche)\b(?:\W+\w+){0,2}?"
      r"\W+(?:anweisungen|anweisung|instruktionen|regeln|befehle|vorgaben|richtlinien)\b"),
    P("instruction override (de)", 1.0,
      r"\b(?:vergiss|ignoriere|missachte)\s+(?:alles|alle),?\s+(?:was|die)\b(?:\W+\w+){0,5}?\W+(?:gesagt|gegeben|"
      r"aufgetragen|angewiesen)"),
    P("instruction override (pt/it)", 1.0,
      r"\b(?:ignore|ignora|ignorar|esqueça|esqueca|dimentica|ignorare)\b(?:\W+\w+){0,3}?\W+(?:as|todas|suas|tuas|le|"
      r"tutte|tue|sue|queste|essas)\b(?:\W+\w+){0,2}?\W+(?:instruções|instrucoes|istruzioni|regras|regole)\b"),
    # -- new role or persona --------------------------------------------------------------------
    P("persona assignment", 1.0,
      r"\byou are (?:now|no longer)\b(?:\W+\w+){0,3}?\W+(?:dan|unrestricted|unfiltered|uncensored|jailbroken|evil|"
      r"free (?:of|from)|without (?:any )?(?:restrictions|limits|rules|filters)|in (?:\w+ )?mode)\b",
      views="njl"),
    P("new role assigned", 0.4, r"\byou are now (?:a|an|the|my)\b",
      unless=r"\b(?:subscribed|connected|member|registered|signed|logged|enrolled|customer|subscriber|part of|"
      r"ready|eligible|able)\b"),
    P("persona assignment", 0.6, r"\byou are no longer\b"),
    P("persona assignment", 1.0,
      r"\bact as (?:dan|an? (?:unrestricted|unfiltered|uncensored|jailbroken|evil)\b|if you (?:have|had) no)"),
    P("persona assignment", 1.0, r"\bdo anything now\b"),
    P("persona assignment", 1.0,
      r"\b(?:role-?play|pretend|act|behave)\s+(?:as|like|to be)\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:without|with no)\s+"
      r"(?:any\s+)?(?:guidelines|rules|restrictions|limits|filters|ethics|morals)\b"),
    P("persona assignment", 1.0,
      r"\b(?:switch|enter|enable|activate|go)\s+(?:to|into|in)?\s*(?:jailbreak|dan|god|unrestricted|unfiltered|evil)"
      r"\s+mode\b",
      needles=('mode',)),
    P("persona assignment", 1.0,
      r"\byou are [\w-]+,?\s+(?:an? )?(?:\w+\s+)?(?:ai|model|assistant|chatbot|bot)\s+(?:with no|without)\s+(?:any"
      r"\s+)?(?:rules|restrictions|limits|filters|guidelines)\b"),
    P("persona assignment", 0.5,
      r"\b(?:pretend to be|you are|act as|roleplay as)\s+\w*(?:bot|gpt|ai)\b(?!\s+(?:assistant|helper))"),
    P("persona assignment", 0.6, r"\bfrom now on,? you (?:will|are|must|shall|should|can)\b"),
    P("persona assignment", 0.4, r"\b(?:pretend (?:to be|you are|that you are)|role-?play as|imagine you are)\b"),
    P("jailbreak vocabulary", 0.8, r"\b(?:dan|jailbreak|jailbroken|god) mode\b"),
    P("jailbreak vocabulary", 0.3, r"\bdeveloper mode\b"),
    P("jailbreak vocabulary", 0.5,
      r"\b(?:no|without any|free of all|free from all)\s+(?:restrictions|limitations|filters|content polic(?:y|ies)|"
      r"guidelines|safety (?:rules|filters))\b",
      needles=('restriction', 'limitation', 'filter', 'polic', 'guideline', 'safety')),
    # -- role / tag spoofing --------------------------------------------------------------------
    P("fake end of tool output", 1.0,
      r"</\s*(?:tool_output|tool_result|tool_response|function_results?|function_response|tool|output|search_results?|"
      r"document|context|untrusted[\w-]*)\s*>",
      views="r"),
    P("fake system tag", 0.8, r"<\s*/?\s*(?:system|system_prompt|sys|instructions?)\s*>", views="r"),
    P("chat template turn", 1.0,
      r"<\|im_start\|>\s*(?:system|user|assistant)|\[inst\].{0,2000}?\[/inst\]|<<sys>>|<\|start_header_id\|>|"
      r"<start_of_turn>\s*(?:user|model)",
      views="r"),
    P("chat template tokens", 0.8,
      r"<\|[a-z_]{2,30}\|>|\[/?inst\]|<</?sys>>|<(?:start|end)_of_turn>|<\|?(?:im_start|im_end|endoftext)\|?>",
      views="r"),
    P("fake role header", 1.0, r"##+\s*(?:system|instructions?)\s*:", views="r"),
    P("fake role header", 0.7, r"##+\s*(?:system|instructions?|assistant|user|human|response)\s*:?\s*$", views="r"),
    P("fake role header", 0.7, r"##+\s*(?:assistant|user|human|response)\s*:", views="r"),
    P("fake role header", 0.6, r"\[(?:system|admin|developer)\]"),
    P("fake role header", 1.0, r"\[(system|admin|developer|instructions?)\].{0,2000}?\[/\1\]"),
    P("chat template turn", 1.0, r"<\|(?:system|user|assistant)\|>", views="r"),
    P("fake instruction tag", 0.8,
      r"<\s*(?:instructions?|ai[_ -]?instructions?|prompt)\s*>|<!--\s*(?:ai|llm|assistant|agent)\b",
      views="r"),
    P("fake conversation turn", 0.4, r"<\s*/?\s*(?:user|assistant|human)\s*>", views="r"),
    P("authority claim", 0.8,
      r"\bthis is (?:a|an|the) (?:system|admin|administrator|developer|security|priority) (?:message|notice|"
      r"instruction|update|command)\b"),
    # -- addressing the model directly ---------------------------------------------------------
    P("text addressed to the AI", 1.0,
      r"\bif you(?: are|'re) (?:an? )?(?:ai|llm|large language model|language model|assistant|chatbot|bot|gpt|"
      r"ai agent|agent)\b(?!\s+(?:researcher|engineer|developer|enthusiast|company|startup|student|expert|"
      r"practitioner|professional|team|user|vendor|product))"),
    P("text addressed to the AI", 0.7,
      r"\b(?:ai|llm|language model|assistant|model|agent|chatbot)s?\s*(?:agents?|assistants?|models?|systems?)?\s+"
      r"(?:\w+\s+)?(?:reading|processing|summari[sz]ing|parsing|crawling|browsing|analy[sz]ing|that reads?|"
      r"that summari[sz]es) (?:this|these)\b",
      needles=('this', 'these')),
    P("text addressed to the AI", 0.7,
      r"\b(?:message|note|instructions?|reminder)\s+(?:to|for)\s+(?:the |all |any )?(?:ai|llm|language model|"
      r"assistant|automated agent|ai agent|agent|model|chatbot)s?\b"),
    P("text addressed to the AI", 0.6,
      r"\b(?:hi|hey|hello|dear)\s+(?:chatgpt|claude|gemini|copilot|gpt|llama)\b",
      needles=('chatgpt', 'claude', 'gemini', 'copilot', 'gpt', 'llama')),
    P("text addressed to the AI", 0.6,
      r"(?:^|[.!:\n\"]\s*)(?:assistant|model|ai|chatgpt|claude),?\s+(?:stop|listen|wait|read carefully)\b",
      needles=('assistant', 'model', 'ai', 'chatgpt', 'claude')),
    P("orders relayed to the AI", 0.5,
      r"\b(?:instructs|orders|commands|requires|wants|needs|asks|expects) (?:you|the assistant|the ai|the model) to\b"),
    P("text addressed to the AI", 0.6,
      r"\b(?:note|message|instructions?|attention|dear|hey|hello|hi)\s+(?:to |for )?(?:the |all |any )?(?:ai|llm|"
      r"assistant|language model|ai agent|chatbot|ai model|model)s?\b\s*[:,!]",
      needles=('ai', 'llm', 'assistant', 'model', 'chatbot')),
    P("text addressed to the AI", 0.5,
      r"(?:^|[.!:\n\"]\s*)(?:ai model|ai|assistant|llm)\s*[:,]\s+(?:you|please|the|ignore|do|now)\b",
      needles=('ai', 'assistant', 'llm')),
    P("fake authorization", 0.8,
      r"\bthe user has (?:already )?(?:authorized|authorised|approved|allowed|permitted|asked|requested) (?:you|"
      r"the assistant|the ai) to\b"),
    P("safety switched off", 0.6,
      r"\b(?:security checks|safety (?:filters|checks|rules)|restrictions|guardrails|content filters?)\s+(?:are|is|"
      r"have been|has been)\s+(?:now )?(?:disabled|turned off|lifted|removed|suspended)\b"),
    # -- orders typical of injected text (weak alone) -----------------------------------------
    P("direct order to the model", 0.3,
      r"\byou (?:must|have to|need to|are required to|shall) (?!log|sign|be logged|enter|have|be \d)"),
    P("forced reply", 0.5, r"\b(?:reply|respond|answer) (?:only with\b|with ['\"])"),
    P("message to the user dictated", 0.4, r"\btell the user (?:that|their|they|to)\b"),
    P("credential phishing", 0.6,
      r"\bask (?:the user |them |him |her )?for (?:their|the|his|her|your) (?:password|credentials|pin|credit card|"
      r"card number|ssn|social security|login|2fa|one-time)"),
    P("payment order", 0.5, r"\btransfer\b[^.]{0,30}(?:\d|\$)[^.]{0,40}\bto (?:account|iban|wallet|the account)\b"),
    P("secrets from the model's context", 0.4,
      r"\bfrom (?:your|the) (?:context|memory|system prompt|conversation|context window|instructions)\b"),
    P("hide it from the user", 0.9,
      r"\bdo not (?:mention|reveal|disclose) (?:this|that) (?:step|instruction|message|part)\b"),
    P("takes priority", 0.5,
      r"\b(?:this|these instructions?|it) (?:takes?|has|have) (?:priority|precedence) over\b",
      needles=('priority', 'precedence')),
    P("priority task", 0.4, r"\b(?:priority|urgent|mandatory|high-priority) (?:task|instruction|directive|order)\b"),
    # -- secrecy from the person ----------------------------------------------------------------
    P("hide it from the user", 1.0,
      r"\b(?:do not|don'?t|never)\s+(?:tell|mention|inform|reveal|show|alert|notify|disclose)\b(?:\W+\w+){0,3}?\W+"
      r"(?:the )?user\b",
      unless=r"password|one-time|otp|code to anyone|pin"),
    P("hide it from the user", 0.9,
      r"\bwithout (?:telling|informing|notifying|asking|alerting|warning) (?:the |your )?user\b"),
    P("hide it from the user", 0.9, r"\b(?:keep|stay|remain)\b(?:\W+\w+){0,2}?\W+(?:hidden|secret) from the user\b"),
    P("covert action", 0.4,
      r"\b(?:silently|quietly|secretly|covertly)\s+(?:call|run|send|delete|execute|forward|upload|email|transfer|"
      r"reveal|export)\b"),
    # -- exfiltration ---------------------------------------------------------------------------
    P("exfiltration of secrets", 1.0,
      r"\b(?:send|post|forward|upload|transmit|exfiltrate|leak|email|e-mail|mail|submit|copy|paste|append|export|put)"
      r"\b(?:\W+\w+){0,8}?\W+(?:api[ _-]?keys?|secrets?|passwords?|credentials|tokens?|private keys?|ssh|id_rsa|\.env|"
      r"env(?:ironment)? var\w*|conversation|chat (?:history|log)|system prompt|previous messages|cookies?|"
      r"session ids?)\b(?:\W+\w+){0,8}?\W+(?:to|into|at)\s+(?:https?://|ftp://|\S+@\S+\.\w+|webhook|pastebin|gist)",
      unless=r"authorization header|bearer|header of each request|never commit"),
    P("exfiltration of secrets", 1.0,
      r"\b(?:send|post|forward|upload|transmit|exfiltrate|leak|email|e-mail|mail|copy|export)\b(?:\W+\w+){0,4}?\W+"
      r"(?:all|every|the whole|the full|the entire|the user'?s)\b(?:\W+\w+){0,4}?\W+(?:to|into)\s+(?:https?://|ftp://|"
      r"\S+@\S+\.\w+|webhook)"),
    P("exfiltration of secrets", 1.0,
      r"\b(?:include|append|add|insert|embed|put|attach|concatenate)\b(?:\W+\w+){0,3}?\W+(?:api[ _-]?keys?|secrets?|"
      r"passwords?|credentials|tokens?|private key|\w*(?:api_key|secret|token|password)\w*)\b(?:\W+\w+){0,6}?\W+(?:in|"
      r"into|to|onto) (?:your |the |this |that )?(?:next |final )?(?:reply|response|answer|output|message|url|link|"
      r"query|https?://)",
      unless=r"\b(?:never|do not|don'?t|not)\b"),
    P("exfiltration of secrets", 0.8,
      r"\b(?:include|append|add|insert|embed|put)\b(?:\W+\w+){0,2}?\W+(?:the user'?s |your |the |any )?"
      r"(?:api[ _-]?keys?|secrets?|passwords?|credentials|tokens?|private key)\b",
      unless=r"\b(?:never|do not|don'?t|not)\b"),
    P("request to reveal the prompt", 1.0,
      r"\b(?:reveal|print|output|show|repeat|display|disclose|leak|dump|tell me|share)\b(?:\W+\w+){0,2}?\W+(?:your|"
      r"the)\s+(?:\w+\s+)?(?:system prompt|initial prompt|hidden prompt|hidden instructions|secret instructions|"
      r"original instructions|instructions you (?:were|have been) given)\b",
      unless=r"\b(?:never|do not|don'?t|not)\b"),
    P("request to reveal secrets", 0.8,
      r"\b(?:reveal|print|output|show|repeat|display|disclose|leak|dump|tell me)\b(?:\W+\w+){0,2}?\W+(?:your|the|any|"
      r"all)\s+(?:\w+\s+)?(?:system prompt|initial prompt|hidden prompt|(?:hidden |secret |original )?instructions|"
      r"secrets?|api[ _-]?keys?|passwords?|credentials|environment variables|secret tokens?|tokens?)\b",
      unless=r"\b(?:never|do not|don'?t|not)\b"),
    P("data appended to a link", 1.0,
      r"https?://\S+[?&][\w-]+=\s*(?:\W{0,3})(?:followed by|\+|plus|then append|and append|with)\b"),
    P("data appended to a link", 1.0,
      r"https?://\S*[?&][\w-]+=(?:[A-Z][A-Z_]{5,}(?![\w-])|\{\{?\w+\}?\}|<\w+>|\[\w+\])", views="R"),
    P("data published", 0.6,
      r"\b(?:into|to|on|in) (?:a |the )?(?:public |secret )?(?:gist|pastebin|paste site|public (?:repo|repository|"
      r"bucket|link|channel))\b",
      needles=('gist', 'pastebin', 'paste site', 'public')),
    P("bulk data copied", 0.5,
      r"\b(?:copy|export|dump|send|email|upload)\b(?:\W+\w+){0,3}?\W+(?:all|every|the last \w+|the whole|the entire)"
      r"\s+(?:\w+\s+)?(?:rows|records|entries|invoices|emails|files|customers|users|messages)\b"),
    P("data sent to a link", 0.5,
      r"\b(?:send|post|forward|upload|transmit|email|e-mail)\b(?:\W+\w+){0,8}?\W+(?:to|into|at)\s+(?:https?://|ftp://|"
      r"\S+@\S+\.\w+)"),
    P("markdown image carrying data", 1.0,
      r"!\[[^\]]*\]\(\s*https?://[^)\s]*\?[^)\s]*(?:\{|\}|%7b|\$|<|\[|secret|history|conversation|password|prompt|"
      r"token=[a-z]*$|chat|data=|key=)",
      views="r"),
    P("link built from data", 0.6,
      r"\b(?:append|add|attach|concatenate)\b(?:\W+\w+){0,6}?\W+(?:to|onto) (?:the |this )?(?:url|link|https?://)"),
    P("instruction to open a link", 0.3, r"\b(?:open|visit|fetch|load|click) (?:that|this|the) (?:link|url)\b"),
    # -- tool use and encodings -----------------------------------------------------------------
    P("instruction to call a tool", 0.4,
      r"\b(?:call|invoke|use|run|trigger)\s+the\s+`?[a-z_]+`?\s+(?:tool|function)\b"),
    P("dangerous command", 0.3, r"\brm\s+-rf\b"),
    P("dangerous command", 0.3, r"\bcurl\b[^\n|]*\|\s*(?:ba)?sh\b"),
    P("instruction to decode and obey", 0.6,
      r"\bdecode\b(?:\W+\w+){0,6}?\W+(?:and|then)\s+(?:follow|execute|run|obey|do)\b"),
    P("hidden HTML text", 0.4,
      r"display\s*:\s*none|font-size\s*:\s*0|visibility\s*:\s*hidden|color\s*:\s*(?:white|#fff\b|#ffffff)",
      views="r"),
    # -- rules ported from toolwall-guard (Apache-2.0, cited): see _toolwall.py -------------------
    *(P(rule.label, rule.weight, rule.regex, views=rule.views, unless=rule.unless) for rule in TOOLWALL),
)  # fmt: skip


Segment = tuple[int, float, str]  # (offset in the original text, scale, text of the view)


def scan_patterns(views: dict[str, list[Segment]]) -> list[tuple[int, str, float]]:
    """(offset, label, weight) of every match; an offset in a view segment is mapped back to
    roughly the original text's, close enough to tell which matches are near each other."""
    hits: list[tuple[int, str, float]] = []
    for key, segments in views.items():
        for offset, scale, text in segments:
            hits += [(offset + int(pos * scale), label, weight) for pos, label, weight in _scan_view(key, text)]
    return hits


def _scan_view(key: str, text: str) -> list[tuple[int, str, float]]:
    """(position, label, weight) of the matches of view ``key``'s patterns in ``text``.

    On a short text one pass of each of the view's RE2 sets of twins says which patterns can match (a twin matches
    wherever its pattern does); only those, and the few patterns without a twin, run. A pattern's own needle
    test (in :meth:`Pattern.positions`) then spares its regex where its words are missing. Over a long text
    an RE2 set of ~80 regexes can cost more than it spares: there the needles found in one pass choose.
    """
    found: list[tuple[int, str, float]] = []
    if len(text) <= TWINS_UP_TO:
        matcher, untwinned = _twin_set(key)
        chosen = sorted(untwinned.union(matcher.Match(utf8(text)) if matcher is not None else ()))
        present = None
    else:
        present = present_needles(text)
        always, by_needle = _index()
        candidates = set(always.get(key, ()))
        for needle in present:
            candidates.update(by_needle[needle])
        chosen = sorted(i for i in candidates if key in patterns()[i].views)
    for i in chosen:
        pattern = patterns()[i]
        found += [(pos, pattern.label, pattern.weight) for pos in pattern.positions(text, present=present)]
    return found


@functools.lru_cache(maxsize=1)
def _index() -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """(view -> patterns without needles, needle -> patterns that have it): which patterns a view's needles wake."""
    always: dict[str, list[int]] = {}
    by_needle: dict[str, list[int]] = {}
    for i, pattern in enumerate(patterns()):
        if pattern.needles is None:
            for key in pattern.views:
                always.setdefault(key, []).append(i)
        else:
            for needle in pattern.needles:
                by_needle.setdefault(needle, []).append(i)
    return {k: tuple(v) for k, v in always.items()}, {k: tuple(v) for k, v in by_needle.items()}


TWINS_UP_TO = 4_000  # characters: the texts the pattern screen reads after the learned one are shorter


def may_match(key: str, data: bytes) -> bool:
    """Can a pattern of view ``key`` match in a text of which ``data`` (UTF-8) is a superstring?

    False only when none of the view's patterns lacks a twin and no twin matches (twins have no anchors or
    lookarounds, so a match in a piece is a match in anything holding the piece).
    """
    matcher, untwinned = _twin_set(key)
    return bool(untwinned) or (matcher is not None and bool(matcher.Match(data)))


SET_SIZE = 25  # twins per RE2 set: a view with more is read by several sets (see _twin_set)


@functools.cache
def _twin_set(key: str) -> tuple[_Union | None, frozenset[int]]:
    """(RE2 sets of the twins of view ``key``'s patterns, giving pattern indexes; the view's patterns that have none).

    A twin RE2 does not take (none does today) is left out: its pattern then always runs. A view with more
    than ``SET_SIZE`` twins gets several sets, the twins dealt out in turn: RE2 builds a set's automaton
    lazily, one state per combination of partial matches it meets, and on text it has not seen that is most
    of a set's cost; the combinations of three sets of 25 are far fewer than those of one set of 75 (the
    normalized view's first pass over held-out documents took about 0.6 of the time; bench/screen_cost.py).
    """
    import re2

    twins: list[tuple[int, str]] = []
    untwinned: list[int] = []
    for i, pattern in enumerate(patterns()):
        if key not in pattern.views:
            continue
        regex = twin(pattern.regex.pattern, pattern.regex.flags)
        if regex is None:
            untwinned.append(i)
        else:
            twins.append((i, regex))
    parts = -(-len(twins) // SET_SIZE)  # ceiling division
    sets: list[_Renumbered] = []
    options = re2_options()
    options.max_mem //= max(1, parts)  # the view's sets share the memory one set had
    for part in range(parts):
        matcher: RE2Set = re2.Set.SearchSet(options)
        indexes: list[int] = []
        for i, regex in twins[part::parts]:
            try:
                added = matcher.Add(regex)
            except re2.error:
                untwinned.append(i)
                continue
            if added != len(indexes):  # the set numbers patterns from 0 in the order they were added
                raise RuntimeError(f"RE2 set numbering: {added} for pattern {i}")
            indexes.append(i)
        if indexes:
            matcher.Compile()
            sets.append(_Renumbered(matcher, tuple(indexes)))
    return (_Union(tuple(sets)) if sets else None), frozenset(untwinned)


class _Renumbered:
    """An RE2 set whose matches are given as pattern indexes."""

    __slots__ = ("indexes", "matcher")

    def __init__(self, matcher: RE2Set, indexes: tuple[int, ...]) -> None:
        self.matcher, self.indexes = matcher, indexes

    def Match(self, text: bytes) -> list[int]:
        return [self.indexes[j] for j in self.matcher.Match(text) or ()]


class _Union:
    """Several RE2 sets read as one: the pattern indexes any of them matched."""

    __slots__ = ("sets",)

    def __init__(self, sets: tuple[_Renumbered, ...]) -> None:
        self.sets = sets

    def Match(self, text: bytes) -> list[int]:
        return [i for matcher in self.sets for i in matcher.Match(text)]


def present_needles(text: str) -> frozenset[str]:
    """Every needle of every pattern that occurs in ``text``, from one linear-time pass (an RE2 set).

    Most patterns need one of their needles (a literal word) in the text; a 1 KB text holds a few of the
    ~370, and one pass over it replaces a ``str.find`` per needle per view.
    """
    matcher, needles = _needle_set()
    return frozenset(needles[i] for i in matcher.Match(utf8(text)) or ())  # None when nothing matched


@functools.lru_cache(maxsize=1)
def _needle_set() -> tuple[RE2Set, tuple[str, ...]]:
    import re2

    needles = tuple(sorted({n for p in patterns() if p.needles is not None for n in p.needles}))
    matcher: RE2Set = re2.Set.SearchSet(re2_options())
    for needle in needles:
        matcher.Add(re2.escape(needle))
    matcher.Compile()
    return matcher, needles
