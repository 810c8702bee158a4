"""Write ``heldout3.jsonl``: held-out set 3 for the prompt-injection screen (see README.md).

Run ``python screenlab/heldout3/make_heldout3.py``; the output is the same on every run (fixed seeds,
no hash-dependent ordering). ``rows()`` returns the rows without writing them.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import _obfuscate as O  # noqa: E402
from _attacks_east import ATTACKS as EAST  # noqa: E402
from _attacks_west import ATTACKS as WEST  # noqa: E402
from _benign import LARGE_PLAN, hard_slots, large  # noqa: E402
from _docs import CARRIERS, CJK, build  # noqa: E402

OUT = HERE / "heldout3.jsonl"
SEED = 20261123
ATTACKS = {**WEST, **EAST}
# injections per language; benign documents: the same number per language, plus the large ones
COUNTS = {"en": 120, "es": 40, "fr": 40, "de": 40, "pt": 40, "zh": 40, "ja": 40, "ru": 15, "it": 15, "ko": 15}
FAMILIES = [
    "instruction_override",
    "role_spoofing",
    "exfiltration",
    "tool_hijack",
    "fake_error",
    "social_engineering",
    "obfuscated",
    "split_payload",
    "code_comment",
    "html_comment",
    "indirect",
]
# the attack frames each family draws from
FRAMES = {
    "instruction_override": "override",
    "role_spoofing": "role",
    "exfiltration": "exfil",
    "tool_hijack": "tool",
    "fake_error": "error",
    "social_engineering": "social",
    "indirect": "indirect",
}
URLS = [
    "https://collect.metrics-cdn.example/i",
    "http://img.statpixel.test/p.gif",
    "https://hooks.pastebox.example/in",
    "https://eu-telemetry.example.net/c",
    "https://cdn.assets-preview.test/render",
    "http://198.51.100.23:8080/log",
]
MAILS = [
    "archive-desk@mail-keeper.example",
    "backup.reports@protonmail.test",
    "it-audit@secure-review.example",
    "records@docs-sync.test",
]
GENERIC = [c for c in CARRIERS if c != "code"]
SPLIT_CARRIERS = ["csv", "json", "email", "meeting", "report", "html", "log", "cv", "legal", "review"]

Row = dict[str, str]


def compose(rng: random.Random, lang: str, key: str) -> str:
    """One attack sentence in ``lang`` from the frames under ``key``."""
    attacks = ATTACKS[lang]
    frame = rng.choice(attacks[key])
    goal = rng.choice(attacks["goals"]).replace("{M}", rng.choice(MAILS))
    lower = goal if lang in CJK or lang in ("zh", "ja") else goal[0].lower() + goal[1:]
    return (
        frame.replace("{G}", goal)
        .replace("{g}", lower)
        .replace("{U}", rng.choice(URLS))
        .replace("{M}", rng.choice(MAILS))
    )


def obfuscated(rng: random.Random, lang: str) -> tuple[str, str]:
    """An obfuscated attack and the name of the technique."""
    base = compose(rng, lang, rng.choice(["override", "exfil", "tool", "indirect"]))
    latin = lang in ("en", "es", "fr", "de", "pt", "it")
    techniques = [t for t in O.TECHNIQUES if latin or t not in O.LATIN_ONLY]
    if not any("{R}" in f for f in ATTACKS[lang]["decode"]):
        techniques = [t for t in techniques if t != "rot13"]
    technique = rng.choice(techniques)
    while technique not in ("base64", "rot13") and base.startswith(("<", "!")):
        base = compose(rng, lang, rng.choice(["override", "indirect"]))  # a spaced-out tag would not render
    if technique in ("base64", "rot13"):
        frames = [f for f in ATTACKS[lang]["decode"] if ("{B}" if technique == "base64" else "{R}") in f]
        return rng.choice(frames).replace("{B}", O.b64(base)).replace("{R}", O.rot13(base)), technique
    transform = {
        "hyphen_split": O.hyphen_split,
        "spaced": O.spaced,
        "leet": O.leet,
        "zero_width": O.zero_width,
        "homoglyph": O.homoglyph,
    }[technique]
    return transform(rng, base), technique


def injection(rng: random.Random, lang: str, family: str, carrier_cycle: list[str]) -> Row:
    """One document with an injection of ``family`` in ``lang``."""
    technique = ""
    mode = ""
    if family == "code_comment":
        carrier, mode = "code", "comment"
        slots = [compose(rng, lang, rng.choice(["override", "indirect", "tool", "exfil"]))]
    elif family == "html_comment":
        carrier, mode = rng.choice(["html", "html", "readme"]), "comment"
        slots = [compose(rng, lang, rng.choice(["override", "indirect", "tool", "exfil", "role"]))]
    elif family == "split_payload":
        carrier = rng.choice(SPLIT_CARRIERS)
        first, second = compose(rng, lang, "split").split(" || ")
        slots = [first, second]
    else:
        carrier = carrier_cycle.pop() if carrier_cycle else rng.choice(GENERIC)
        if family == "obfuscated":
            text, technique = obfuscated(rng, lang)
        else:
            text = compose(rng, lang, FRAMES[family])
        slots = [text]
    if carrier == "html" and mode != "comment":
        one_line = "\n" not in slots[0] and len(slots[0]) < 300
        mode = rng.choice(["visible", "hidden", "hidden"] + (["alt"] if one_line else []))
    elif carrier == "readme" and mode != "comment":
        mode = rng.choice(["", "quote"])
    elif carrier == "code" and mode != "comment":
        mode = "string"
    row = {
        "text": build(carrier, rng, lang, slots, mode),
        "label": "injection",
        "family": family,
        "language": lang,
        "carrier": carrier,
    }
    if technique:
        row["technique"] = technique
    return row


def benign(rng: random.Random, lang: str, carrier: str) -> Row:
    """One benign document; about half carry hard-negative passages."""
    if rng.random() < 0.5:
        slots, mode = hard_slots(rng, carrier, lang)
        family = "hard_negative"
    else:
        slots, mode = [], ("visible" if carrier == "html" else "comment" if carrier == "code" else "")
        family = "plain"
    return {
        "text": build(carrier, rng, lang, slots, mode),
        "label": "benign",
        "family": family,
        "language": lang,
        "carrier": carrier,
    }


def rows() -> list[Row]:
    """All rows of the set, in a fixed order, each with an ``id``."""
    rng = random.Random(SEED)
    out: list[Row] = []
    for lang, n in COUNTS.items():
        families = [FAMILIES[i % len(FAMILIES)] for i in range(n)]
        rng.shuffle(families)
        carriers = (GENERIC * (n // len(GENERIC) + 1))[:n]
        rng.shuffle(carriers)
        out += [injection(rng, lang, family, carriers) for family in families]
        ben_carriers = (list(CARRIERS) * (n // len(CARRIERS) + 1))[:n]
        rng.shuffle(ben_carriers)
        out += [benign(rng, lang, carrier) for carrier in ben_carriers]
    for carrier, lang, size in LARGE_PLAN:
        out.append(
            {
                "text": large(rng, carrier, lang, size),
                "label": "benign",
                "family": "large",
                "language": lang,
                "carrier": carrier,
            }
        )
    return [{"id": f"h3-{i:04d}", **row} for i, row in enumerate(out)]


def main() -> None:
    """Write the JSONL file."""
    data = rows()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in data:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} rows, {OUT.stat().st_size / 1e6:.2f} MB to {OUT}")


if __name__ == "__main__":
    main()
