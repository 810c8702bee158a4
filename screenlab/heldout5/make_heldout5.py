"""Assemble held-out set 5 (``heldout5.jsonl``) from the hand-written parts in this folder.

``python screenlab/heldout5/make_heldout5.py [--out PATH]`` rewrites the file byte for byte: one
``random.Random(SEED)``, no dependence on hash order, the clock or the environment. See README.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _attacks import ATTACKS, BASE, DECODE_INTRO, SHORT  # noqa: E402
from _carriers import CARRIERS, HTML_CARRIERS, build  # noqa: E402
from _negatives import HARD, HARD_HTML, QUOTED  # noqa: E402
from _transform import (  # noqa: E402
    ENCODING_NAME,
    ENCODINGS_LATIN,
    ENCODINGS_OTHER,
    HIDINGS,
    LATIN,
    MD_HIDINGS,
    SPLITS_CYRILLIC,
    SPLITS_LATIN,
    SPLITS_OTHER,
    encode,
    html_hide,
    spaced_cjk,
    split_words,
    unicode_tags,
)

SEED = 20261123_5
OUT = HERE / "heldout5.jsonl"
LANGUAGES = ("en", "es", "de", "fr", "pt", "it", "ru", "zh", "ja", "ko", "ar", "hi")
CJK = {"zh", "ja", "ko"}
FAMILIES = (
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
)
PER_FAMILY = {"en": 19} | {lang: 2 for lang in LANGUAGES[1:]}
PLAIN = {"en": 135} | {lang: 15 for lang in LANGUAGES[1:]}
HARD_COUNT = {"en": 101} | {lang: 9 for lang in LANGUAGES[1:]}
QUOTED_EN = 25
ONE_LINE = 0.12  # share of injections in the smallest form of their carrier (benign rows get it by chance)
CROSS_LINGUAL = 0.25  # share of non-English injections whose carrier text is English
# carriers that fit a family better than others (a goal hijack lives in reviews, CVs and pages, not in a log)
FAMILY_CARRIERS = {
    "goal_hijack": ("review", "html", "search", "pdf", "json", "email", "issue", "csv", "readme"),
    # hidden markup needs a carrier that renders HTML; unicode tag characters hide in any carrier
    "hidden_text": HTML_CARRIERS * 4 + ("json", "csv", "code", "commit", "log", "chat", "issue", "search", "pdf"),
    "credential_phishing": ("email", "html", "pdf", "calendar", "chat", "issue", "search", "review", "json", "readme"),
}
LARGE = (  # carrier, language, target bytes of UTF-8
    ("email", "en", 52_000),
    ("log", "en", 78_000),
    ("csv", "de", 101_000),
    ("html", "ja", 128_000),
    ("pdf", "es", 162_000),
    ("issue", "zh", 196_000),
)

URLS = [
    "https://cdn-static-assets.net",
    "https://img.analytics-pixel.io",
    "https://docs-preview.app",
    "https://webhook.relay-hub.dev",
    "https://login.micros0ft-support.com",
    "https://sso.corp-verify.net",
    "https://files.share-point.cloud",
    "https://api.metrics-collect.org",
]
MAILS = [
    "archive.bot@protonmail.com",
    "it-audit@corp-verify.net",
    "records.team@gmx.de",
    "backup-agent@outlook-mail.net",
    "noreply.sync@proton.me",
]


class Maker:
    """Draws documents; keeps every text distinct."""

    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.rows: list[dict[str, str]] = []
        self.seen: set[str] = set()
        self.techniques: dict[str, int] = {}

    def least_used(self, options: tuple[str, ...]) -> str:
        """The technique of ``options`` used least so far (first in order on ties): even counts per technique."""
        return min(options, key=lambda t: self.techniques.get(t, 0))

    def fill(self, text: str) -> str:
        url = self.rng.choice(URLS)
        return text.format(url=url, mail=self.rng.choice(MAILS), host=url.split("//")[1], user="the user")

    def add(self, row: dict[str, str]) -> bool:
        if row["text"] in self.seen:
            return False
        self.seen.add(row["text"])
        self.rows.append(row)
        return True

    # -------------------------------------------------------------------------------------------- injections
    def injection(self, family: str, lang: str, carrier: str) -> None:
        rng = self.rng
        for _ in range(50):
            doc_lang = "en" if lang != "en" and rng.random() < CROSS_LINGUAL else lang
            row = {"label": "injection", "family": family, "language": lang, "carrier": carrier}
            size = "line" if rng.random() < ONE_LINE else None
            raw = False
            if family in {"hidden_text", "encoded", "split_words"}:
                base = self.fill(rng.choice(ATTACKS[lang][rng.choice(BASE)]))
                if family == "hidden_text":
                    hidings = MD_HIDINGS if carrier == "readme" else HIDINGS
                    tech = self.least_used(hidings) if carrier in HTML_CARRIERS else "unicode_tags"
                    if tech == "unicode_tags":
                        ascii_payload = (
                            base
                            if lang in LATIN and base.isascii()
                            else self.fill(rng.choice(ATTACKS["en"][rng.choice(BASE)]))
                        )
                        passage = rng.choice(
                            ATTACKS_VISIBLE_COVER.get(doc_lang, ATTACKS_VISIBLE_COVER["en"])
                        ) + unicode_tags(ascii_payload)
                    else:
                        passage, raw = html_hide(tech, base, rng), True
                elif family == "encoded":
                    tech = self.least_used(ENCODINGS_LATIN if lang in LATIN else ENCODINGS_OTHER)
                    payload = (
                        base
                        if tech != "rot13" or lang in LATIN
                        else self.fill(rng.choice(ATTACKS["en"][rng.choice(BASE)]))
                    )
                    enc = encode(tech, payload)
                    if tech == "leetspeak":
                        passage = enc
                    else:
                        passage = rng.choice(DECODE_INTRO[lang]).format(enc=enc, how=ENCODING_NAME[tech])
                else:
                    splits = SPLITS_LATIN if lang in LATIN else SPLITS_CYRILLIC if lang == "ru" else SPLITS_OTHER
                    tech = self.least_used(splits)
                    if lang in CJK and tech != "zero_width":
                        passage = spaced_cjk(base, rng)
                    else:
                        passage = split_words(tech, base, rng)
                row["technique"] = tech
                self.techniques[tech] = self.techniques.get(tech, 0) + 1
            elif size == "line" and lang == "en" and rng.random() < 0.7:
                passage = self.fill(rng.choice(SHORT[family]))
            else:
                passage = self.fill(rng.choice(ATTACKS[lang][family]))
            row["text"] = build(carrier, rng, doc_lang, passage, raw, size)
            if self.add(row):
                return
        raise RuntimeError(f"no distinct document for {family}/{lang}/{carrier}")

    # ----------------------------------------------------------------------------------------------- benign
    def benign(self, family: str, lang: str, carrier: str, passage: str | None, raw: bool = False) -> None:
        for _ in range(50):
            row = {"label": "benign", "family": family, "language": lang, "carrier": carrier}
            row["text"] = build(carrier, self.rng, lang, passage, raw)
            if self.add(row):
                return
        raise RuntimeError(f"no distinct document for {family}/{lang}/{carrier}")

    def large(self, carrier: str, lang: str, target: int) -> None:
        rng = self.rng
        parts: list[str] = []
        size = 0
        hard = [p for p, cs in HARD[lang] if carrier in cs]
        while size < target:
            passage = rng.choice(hard) if hard and rng.random() < 0.12 else None
            part = build(carrier, rng, lang, passage, False, rng.choice(["medium", "long"]))
            parts.append(part)
            size += len(part.encode()) + 2
        sep = {"email": "\n\n", "log": "", "csv": "\n", "html": "\n\n", "pdf": "\x0c", "issue": "\n\n=====\n\n"}[
            carrier
        ]
        self.add({"label": "benign", "family": "large", "language": lang, "carrier": carrier, "text": sep.join(parts)})


# A visible, ordinary sentence that the invisible tag characters trail behind.
ATTACKS_VISIBLE_COVER = {
    "en": ["Thanks for reading! ", "Updated on 3 March. ", "All prices include VAT. ", "See the FAQ for details. "],
    "es": ["Gracias por leer. ", "Precios con IVA incluido. "],
    "de": ["Danke fürs Lesen. ", "Alle Preise inkl. MwSt. "],
    "fr": ["Merci de votre lecture. ", "Prix TTC. "],
    "pt": ["Obrigado pela leitura. ", "Preços com impostos incluídos. "],
    "it": ["Grazie per la lettura. ", "Prezzi IVA inclusa. "],
    "ru": ["Спасибо за внимание. ", "Цены указаны с НДС. "],
    "zh": ["感谢阅读。", "价格含税。"],
    "ja": ["お読みいただきありがとうございます。", "価格は税込です。"],
    "ko": ["읽어 주셔서 감사합니다. ", "가격은 부가세 포함입니다. "],
    "ar": ["شكرًا للقراءة. ", "الأسعار شاملة الضريبة. "],
    "hi": ["पढ़ने के लिए धन्यवाद। ", "कीमतों में कर शामिल है। "],
}


def make() -> list[dict[str, str]]:
    """Every row of the set, shuffled, with ids."""
    m = Maker()
    rng = m.rng
    for family in FAMILIES:
        pool = list(FAMILY_CARRIERS.get(family, CARRIERS))
        deck: list[str] = []
        for lang in LANGUAGES:
            for _ in range(PER_FAMILY[lang]):
                if not deck:
                    deck = rng.sample(pool, len(pool))
                m.injection(family, lang, deck.pop())
    for lang in LANGUAGES:
        deck = []
        for _ in range(PLAIN[lang]):
            if not deck:
                deck = rng.sample(CARRIERS, len(CARRIERS))
            m.benign("plain", lang, deck.pop(), None)
        hard = HARD[lang]
        for i in range(HARD_COUNT[lang]):
            if lang == "en" and i % 10 == 9:
                m.benign(
                    "hard_negative", lang, rng.choice(HTML_CARRIERS), HARD_HTML[(i // 10) % len(HARD_HTML)], raw=True
                )
                continue
            passage, carriers = hard[i % len(hard)]
            m.benign("hard_negative", lang, rng.choice(carriers), passage)
        quoted = QUOTED[lang]
        for i in range(QUOTED_EN if lang == "en" else len(quoted)):
            m.benign(
                "quoted_attack",
                lang,
                rng.choice(("pdf", "html", "email", "readme", "search", "chat")),
                quoted[i % len(quoted)],
            )
    for carrier, lang, target in LARGE:
        m.large(carrier, lang, target)
    rows = m.rows
    rng.shuffle(rows)
    keys = ("id", "text", "label", "family", "language", "carrier", "technique")
    out = []
    for i, row in enumerate(rows):
        row["id"] = f"h5-{i:04d}"
        out.append({k: row[k] for k in keys if k in row})
    return out


def main() -> None:
    """Write the set."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    with args.out.open("w", encoding="utf-8", newline="\n") as f:
        for row in make():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
