"""Assemble held-out set 7 (blind): heldout7.jsonl next to this file, or --out PATH.

One fixed seed, no dependence on hash order, locale or the clock: the output is byte-identical across runs.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from _attacks_a import ATTACKS as _AA
from _attacks_b import ATTACKS as _AB
from _attacks_c import CODE_COMMENT, CORE
from _benign_a import HARD as _HA
from _benign_b import HARD as _HB
from _carriers import FIELD_CARRIERS, RAW_CARRIERS, RENDERERS, Slot, render
from _lang import ATTACKER, LANGS
from _large import LARGE
from _quoted import FRAMES
from _techniques import HIDDEN, encode, encoded_techniques, hidden, hidden_techniques, split, split_techniques

HERE = Path(__file__).resolve().parent  # run as a script, so this folder is sys.path[0]
SEED = 70_411_2024
ATTACKS = {**_AA, **_AB, "code_comment": CODE_COMMENT}
HARD = {**_HA, **_HB}

INJECTION_FAMILIES = [
    "instruction_override",
    "persona_hijack",
    "fake_system",
    "exfiltration",
    "tool_coercion",
    "credential_phishing",
    "hidden_text",
    "encoded",
    "split_words",
    "delayed_trigger",
    "goal_hijack",
    "code_comment",
]
TECHNIQUE_FAMILIES = ["hidden_text", "encoded", "split_words"]

# documents per language for every injection family: the seven main languages plus three others per family
BASE = {"en": 8, "es": 4, "fr": 4, "de": 4, "pt": 3, "zh": 3, "ja": 3}
EXTRA_LANGS = {
    "instruction_override": ["it", "ru", "ko"],
    "persona_hijack": ["nl", "pl", "tr"],
    "fake_system": ["it", "ru", "ko"],
    "exfiltration": ["nl", "pl", "tr"],
    "tool_coercion": ["it", "ru", "ko"],
    "credential_phishing": ["nl", "pl", "tr"],
    "hidden_text": ["nl", "pl", "tr"],
    "encoded": ["it", "ru", "ko"],
    "split_words": ["nl", "pl", "tr"],
    "delayed_trigger": ["it", "ru", "ko"],
    "goal_hijack": ["nl", "pl", "tr"],
    "code_comment": ["it", "ru", "ko"],
}
PLAIN = {
    "en": 50,
    "es": 24,
    "fr": 24,
    "de": 24,
    "pt": 20,
    "zh": 20,
    "ja": 20,
    "it": 14,
    "ru": 14,
    "ko": 12,
    "nl": 12,
    "pl": 12,
    "tr": 12,
}
HARD_COUNTS = {
    "en": 38,
    "es": 15,
    "fr": 14,
    "de": 15,
    "pt": 11,
    "zh": 11,
    "ja": 11,
    "it": 8,
    "ru": 8,
    "ko": 6,
    "nl": 6,
    "pl": 6,
    "tr": 6,
}
QUOTED = {"en": 12, "es": 5, "fr": 5, "de": 5, "pt": 4, "zh": 4, "ja": 4, "it": 3, "ru": 3, "ko": 3}

GENERAL = [
    "web_page", "html_source", "search_results", "email", "chat_export", "github_issue", "pdf_report", "support_ticket",
    "markdown_readme", "meeting_minutes", "product_reviews", "json_api", "csv", "log_file", "calendar_ics", "whois",
    "spreadsheet", "yaml_config", "contract",
]  # fmt: skip
FAMILY_CARRIERS = {
    "instruction_override": GENERAL,
    "persona_hijack": GENERAL,
    "fake_system": GENERAL,
    "exfiltration": GENERAL,
    "tool_coercion": [*GENERAL, "source_code", "ini_config"],
    "credential_phishing": [
        "email",
        "support_ticket",
        "chat_export",
        "web_page",
        "html_source",
        "pdf_report",
        "github_issue",
        "calendar_ics",
        "search_results",
        "meeting_minutes",
        "whois",
        "json_api",
    ],
    "delayed_trigger": GENERAL,
    "encoded": [*GENERAL, "source_code", "ini_config", "cv", "invoice"],
    "split_words": [
        "web_page",
        "email",
        "chat_export",
        "github_issue",
        "pdf_report",
        "support_ticket",
        "product_reviews",
        "meeting_minutes",
        "search_results",
        "cv",
    ],
    "code_comment": ["source_code", "source_code", "html_source", "markdown_readme", "yaml_config", "ini_config"],
}
QUOTED_CARRIERS = [
    "github_issue",
    "markdown_readme",
    "web_page",
    "pdf_report",
    "email",
    "support_ticket",
    "meeting_minutes",
    "chat_export",
]
ALL_CARRIERS = list(RENDERERS)


class Cycle:
    """Deterministic shuffled round-robin over a list."""

    def __init__(self, rng: random.Random, items: list) -> None:
        self.rng, self.items, self.buf = rng, list(items), []

    def next(self):
        if not self.buf:
            self.buf = list(self.items)
            self.rng.shuffle(self.buf)
        return self.buf.pop()


def fill(rng: random.Random, s: str) -> str:
    vals = {k: rng.choice(v) for k, v in ATTACKER.items()}
    return s.format_map(vals)


def goal_carriers(lang: str, payload: str) -> list[str]:
    if "{iban}" in payload:
        return ["invoice", "invoice", "email", "spreadsheet"]
    if "{product}" in payload:
        return ["product_reviews", "product_reviews", "web_page", "search_results", "json_api"]
    if payload == ATTACKS["goal_hijack"][lang][0]:
        return ["cv"]
    return ["pdf_report", "web_page", "email", "markdown_readme", "meeting_minutes", "spreadsheet", "csv"]


def injection_docs(rng: random.Random) -> list[tuple[dict, list[str]]]:
    out = []
    for fam in INJECTION_FAMILIES:
        counts = dict(BASE)
        for lg in EXTRA_LANGS[fam]:
            counts[lg] = 2
        for lang, n in counts.items():
            pool = Cycle(rng, CORE[lang] if fam in TECHNIQUE_FAMILIES else ATTACKS[fam][lang])
            techs = (
                Cycle(
                    rng,
                    {"hidden_text": hidden_techniques, "encoded": encoded_techniques, "split_words": split_techniques}[
                        fam
                    ](lang),
                )
                if fam in TECHNIQUE_FAMILIES
                else None
            )
            for _ in range(n):
                payload = pool.next()
                text = fill(rng, payload)
                tech = techs.next() if techs else ""
                raw, kind = False, "text"
                if fam == "hidden_text":
                    carrier = rng.choice(HIDDEN[tech][0])
                    text, raw, kind = hidden(rng, tech, carrier, text)
                elif fam == "encoded":
                    carrier = rng.choice(FAMILY_CARRIERS["encoded"])
                    text = encode(rng, tech, lang, text)
                elif fam == "split_words":
                    carrier = rng.choice(
                        FIELD_CARRIERS if tech == "split_across_fields" else FAMILY_CARRIERS["split_words"]
                    )
                    text = split(rng, tech, lang, text)
                elif fam == "goal_hijack":
                    carrier = rng.choice(goal_carriers(lang, payload))
                elif fam == "code_comment":
                    carrier = rng.choice(FAMILY_CARRIERS["code_comment"])
                    kind = "comment"
                else:
                    carrier = rng.choice(FAMILY_CARRIERS[fam])
                slot = Slot(text, raw=raw, kind=kind)
                doc = render(carrier, rng, lang, slot)
                rec = {
                    "text": doc,
                    "label": "injection",
                    "family": fam,
                    "language": lang,
                    "carrier": carrier,
                    "technique": tech,
                }
                out.append((rec, slot.inserted))
    return out


def plain_docs(rng: random.Random) -> list[tuple[dict, list[str]]]:
    out = []
    carriers = Cycle(rng, ALL_CARRIERS)
    for lang, n in PLAIN.items():
        for _ in range(n):
            carrier = carriers.next()
            doc = render(carrier, rng, lang, None)
            out.append(
                (
                    {
                        "text": doc,
                        "label": "benign",
                        "family": "plain",
                        "language": lang,
                        "carrier": carrier,
                        "technique": "",
                    },
                    [],
                )
            )
    return out


def hard_docs(rng: random.Random) -> list[tuple[dict, list[str]]]:
    out = []
    for lang, n in HARD_COUNTS.items():
        pool = Cycle(rng, HARD[lang])
        for _ in range(n):
            carriers, text = pool.next()
            carrier = rng.choice(carriers.split("|"))
            raw = carrier in RAW_CARRIERS and (carrier != "html_source" or text.startswith("<"))
            slot = Slot(text, raw=raw)
            doc = render(carrier, rng, lang, slot)
            out.append(
                (
                    {
                        "text": doc,
                        "label": "benign",
                        "family": "hard_negative",
                        "language": lang,
                        "carrier": carrier,
                        "technique": "",
                    },
                    slot.inserted,
                )
            )
    return out


def _quote(rng: random.Random, s: str) -> str:
    style = rng.choice(["gt", "gt", "fence", "indent"])
    if style == "gt":
        return "\n".join("> " + ln for ln in s.split("\n"))
    if style == "fence":
        return "```text\n" + s + "\n```"
    return "\n".join("    " + ln for ln in s.split("\n"))


def quoted_docs(rng: random.Random) -> list[tuple[dict, list[str]]]:
    out = []
    for lang, n in QUOTED.items():
        frames = Cycle(rng, FRAMES[lang])
        attacks = []
        for fam in sorted(ATTACKS):
            attacks += ATTACKS[fam].get(lang, [])
        pool = Cycle(rng, attacks)
        for _ in range(n):
            intro, outro = frames.next()
            body = intro + "\n\n" + _quote(rng, fill(rng, pool.next())) + "\n\n" + outro
            carrier = rng.choice(QUOTED_CARRIERS)
            slot = Slot(body)
            doc = render(carrier, rng, lang, slot)
            out.append(
                (
                    {
                        "text": doc,
                        "label": "benign",
                        "family": "quoted_attack",
                        "language": lang,
                        "carrier": carrier,
                        "technique": "",
                    },
                    slot.inserted,
                )
            )
    return out


def large_docs(rng: random.Random) -> list[tuple[dict, list[str]]]:
    out = []
    for carrier, lang, fn in LARGE:
        doc = fn(rng, lang, rng.randint(72_000, 140_000))
        out.append(
            (
                {
                    "text": doc,
                    "label": "benign",
                    "family": "large",
                    "language": lang,
                    "carrier": carrier,
                    "technique": "",
                },
                [],
            )
        )
    return out


def build() -> list[tuple[dict, list[str]]]:
    """Return (record, inserted fragments) pairs in file order, ids assigned."""
    rng = random.Random(SEED)
    docs = injection_docs(rng) + plain_docs(rng) + hard_docs(rng) + quoted_docs(rng) + large_docs(rng)
    rng.shuffle(docs)
    result = []
    for i, (rec, ins) in enumerate(docs):
        result.append(({"id": f"h7-{i:04d}", **rec}, ins))
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default=str(HERE / "heldout7.jsonl"))
    args = ap.parse_args(argv)
    assert sorted(LANGS) == sorted(PLAIN)
    lines = [json.dumps(rec, ensure_ascii=False) for rec, _ in build()]
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")
    print(f"wrote {len(lines)} documents to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
