"""Rules ported from toolwall-guard 0.4.0 into the pattern screen (rule data under Apache-2.0).

toolwall-guard (https://pypi.org/project/toolwall-guard/, version 0.4.0) ships 65 prompt-injection rules,
each citing a public source, in ``toolwall/detect/attack_corpus.csv``.
Copyright 2026 Muhammad Hasnain (bryteai.studio / Bin Abdullah LLC), licensed under the Apache License,
Version 2.0; the licence and the wheel's attribution file (``AUTHORS.md``; the wheel has no ``NOTICE``) are in
``LICENSE-toolwall-guard.txt`` next to this file. Only rule data (regexes, ids, citations) is taken; the code
that runs them is nbagent's (:mod:`._detectors`).

Which rules: ``screenlab/toolwall_port.py`` compiled all 65 with RE2 (64 compile; ipi-011 needs a lookbehind)
and searched the development data (held-out sets 3 to 6 and ``tests/policy/data/screening.jsonl``, never the
held-out sets 7 and 8). A rule is ported when it catches an injection the pattern screen missed, at the weight
the screen gives comparable patterns, and matches no benign development row outside the grey family (security
writing that quotes attacks). Four did: Arabic, Hindi and Russian "ignore the previous instructions"
(ipi-039, ipi-040, ipi-042: the screen had no override pattern in those languages) and a request to print
the system prompt (ipi-060). Three more caught a missed injection but add nothing at a comparable weight,
and were left out: ipi-004 (a line starting ``system:``: :func:`._views.fake_turns` weighs a lone one 0.5),
ipi-018 (a shell command in backticks: "dangerous command" weighs ``curl ... | sh`` 0.3) and ipi-024 (a long
%-encoded run: the screen decodes such runs and screens what they say).

What was changed (Apache-2.0 section 4(b)):

- Each regex is written in lower case (every view the patterns read is lower-cased), so ipi-042, a
  case-sensitive rule in toolwall-guard whose verbs were capitalized, also matches them mid-sentence.
- ipi-060 is narrowed: toolwall-guard's rule accepts any "provide/return/output/copy ... instructions", which
  ordinary documentation says ("this guide provides instructions"); the port needs "system prompt" or a
  word saying the prompt is hidden or whole (hidden, original, full, verbatim...), and a negation just
  before the verb ("never reveal your system prompt") vetoes it. Its words and determiners are toolwall-guard's.
- The scores are not toolwall-guard's (0.80 and 0.84 there, against a 0.6 threshold): a weight here is what
  the screen gives a comparable pattern of its own (1.0 for an instruction override or a request to reveal
  the prompt: either flags alone), under that pattern's label, so that a text matching both is not counted twice.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["TOOLWALL", "Ported"]


class Ported(NamedTuple):
    """One ported rule: what the pattern screen needs (label, weight, regex, views, veto) and where it came from."""

    label: str  # fixed text, never a quote of the input: labels can reach the model
    weight: float
    regex: str  # Python syntax, lower case, run by :class:`._detectors.Pattern`
    views: str  # see Pattern: r = raw lower-cased, n = normalized...
    rule: str  # toolwall-guard's rule id
    source: str  # the source toolwall-guard cites for it
    unless: str | None = None


_REVEAL = (
    r"(?:reveal|share|provide|disclose|expose|leak|give\s+me|show\s+me|send\s+me|forward|output|return|print|"
    r"recite|repeat|copy|hand\s+over)"
)
_WHOLE = r"(?:full|raw|complete|verbatim|original|exact|literal|initial|hidden)"

TOOLWALL: tuple[Ported, ...] = (
    Ported(
        "instruction override (ar)",
        1.0,
        r"(?:تجاهل|تجاوز|انسى)\s+(?:(?:كل|جميع|كافة)\s+)?(?:التعليمات|الأوامر|التوجيهات)",
        "r",
        "ipi-039",
        "Multilingual jailbreak (Deng et al., COLM 2024).",
    ),
    Ported(
        "instruction override (hi)",
        1.0,
        r"(?:पिछले|पहले के)\s+(?:सभी\s+)?(?:निर्देशों|आदेशों|प्रॉम्प्ट)\s+(?:को\s+)?(?:अनदेखा|भूल|नज़रअंदाज|प्रकट)",
        "r",
        "ipi-040",
        "Multilingual jailbreak (Deng et al., COLM 2024).",
    ),
    Ported(
        "instruction override (ru)",
        1.0,
        r"(?:игнорируй|забудь|не учитывай)\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания|команды)",
        "r",
        "ipi-042",
        "Multilingual jailbreak (Deng et al., COLM 2024).",
    ),
    Ported(
        "request to reveal the prompt",
        1.0,
        rf"\b{_REVEAL}\w{{0,12}}\s+(?:to\s+me\s+|me\s+)?(?:the\s+|your\s+|all\s+|their\s+|its\s+|our\s+)?(?:{_WHOLE}\s+)?"
        rf"(?:system\s+prompt|{_WHOLE}\s+(?:prompt|instructions?|directives?))\b",
        "nj",
        "ipi-060",
        "Cross-cut from OWASP LLM07:2025 + PAP (Zeng et al. NeurIPS 2024) + Anthropic prompt-injection notes 2024.",
        unless=rf"\b(?:never|not|don'?t|cannot|can'?t|won'?t)\s+(?:\w+\s+)?{_REVEAL}",
    ),
)
