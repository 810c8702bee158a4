"""Write held-out set 4 (``heldout4.jsonl``) for the prompt-injection screen: ``python make_heldout4.py [--out PATH]``.

Deterministic: one ``random.Random(SEED)`` drives every choice, in a fixed order, with no dependence on
hash order or the clock, so the file is rewritten byte for byte. See README.md for what the set holds,
who wrote it and how it may be used (never to train, tune, calibrate or pick thresholds).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _attacks_more import ATTACKS as _MORE_ATTACKS  # noqa: E402
from _attacks_west import ATTACKS as _WEST_ATTACKS  # noqa: E402
from _benign import HARD as _HARD  # noqa: E402
from _benign import QUOTED as _QUOTED  # noqa: E402
from _docs import CARRIERS, CJK, build  # noqa: E402
from _lang_extra import ATTACKS as _EXTRA_ATTACKS  # noqa: E402
from _lang_extra import HARD as _EXTRA_HARD  # noqa: E402
from _lang_extra import QUOTED as _EXTRA_QUOTED  # noqa: E402
from _lookalikes import LOOKALIKES  # noqa: E402
from _obfuscate import ENCODED, LATIN_ONLY, TECHNIQUES  # noqa: E402

SEED = 4_20261123
OUT = HERE / "heldout4.jsonl"
ATTACKS: dict[str, dict[str, object]] = {**_WEST_ATTACKS, **_MORE_ATTACKS, **_EXTRA_ATTACKS}
HARD = {**_HARD, **_EXTRA_HARD}
QUOTED = {**_QUOTED, **_EXTRA_QUOTED}
LANGUAGES = ("en", "es", "fr", "de", "pt", "it", "nl", "zh", "ja", "ko")
FAMILIES = (
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
)
# injections per family and language (44 per family, 484 in all); benign documents per language (464)
PER_FAMILY = {"en": 8, "es": 5, "fr": 5, "de": 5, "pt": 5, "it": 2, "nl": 2, "zh": 5, "ja": 5, "ko": 2}
BENIGN = {"en": 110, "es": 48, "fr": 48, "de": 48, "pt": 48, "it": 22, "nl": 22, "zh": 48, "ja": 48, "ko": 22}
# the large benign documents: (language, carrier, UTF-8 bytes at least), each under 1,000,000 bytes
LARGE = (("en", "email", 205_000), ("de", "log", 330_000), ("fr", "csv", 460_000),
         ("ja", "html", 610_000), ("es", "report", 780_000), ("zh", "meeting", 960_000))  # fmt: skip
MIN_CHARS, MAX_CHARS = 300, 5000

# attacker endpoints: invented, in the shapes attackers use (look-alike CDNs, free mail, webhook relays)
URLS = (
    "https://cdn-assets.statsrelay.net/v2",
    "https://docs-preview.sharebox-cloud.com/s",
    "http://img.pixeltrack.io",
    "https://hooks.reviewdesk.app/in",
    "https://api.northgate-freight.support/verify",
    "https://telemetry.ml-eval.org/r",
)
MAILS = (
    "backup.archive.2026@proton.me",
    "office.ceo.direct@gmail.com",
    "it-helpdesk@northgate-support.net",
    "records@mail-sync.ru",
    "invoices.team@outlook.com",
)
IBANS = ("DE89 3704 0044 0532 0130 00", "GB33 BUKB 2020 1555 5555 55", "ES91 2100 0418 4502 0005 1332")
# where an attack may sit, per carrier, for the families without a fixed place
HOW = {"html": ("text", "hidden", "alt", "hidden"), "code": ("string",)}
OBFUSCATED_FROM = ("instruction_override", "tool_hijack", "exfiltration", "indirect", "role_spoofing")


def _fill(text: str, rng: random.Random, goal: str = "") -> str:
    text = text.replace("{goal}", goal).replace("{goal_lower}", goal[:1].lower() + goal[1:])
    for slot, values in (("{url}", URLS), ("{mail}", MAILS), ("{iban}", IBANS)):
        while slot in text:
            text = text.replace(slot, rng.choice(values), 1)
    return text


def _pick(lang: str, key: str, rng: random.Random) -> object:
    value = ATTACKS[lang][key]
    assert isinstance(value, list)
    return rng.choice(value)


def attack(lang: str, family: str, rng: random.Random) -> list[str]:
    """One attack of ``family`` in ``lang``: one passage, or two for a split payload."""
    goal = _fill(str(_pick(lang, "goals", rng)), rng)
    if family == "split_payload":
        pair = _pick(lang, "split_payload", rng)
        assert isinstance(pair, tuple)
        return [_fill(str(half), rng, goal) for half in pair]
    return [_fill(str(_pick(lang, family, rng)), rng, goal)]


def obfuscated(lang: str, technique: str, rng: random.Random) -> str:
    """An attack disguised by ``technique`` (encoded ones with an introduction in ``lang``)."""
    source = "en" if technique == "rot13" and lang in CJK else lang  # ROT13 needs Latin letters
    plain = attack(source, rng.choice(OBFUSCATED_FROM), rng)[0]
    disguised = TECHNIQUES[technique](plain, rng)
    if technique in ENCODED:
        intro = ATTACKS[lang]["b64" if technique == "base64" else "rot13"]
        assert isinstance(intro, str)
        return intro.replace("{payload}", disguised)
    return disguised


def _document(carrier: str, lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    for _ in range(50):
        text = build(carrier, lang, rng, passages, how)
        if MIN_CHARS <= len(text) <= MAX_CHARS:
            return text
    raise RuntimeError(f"no {carrier} document in {lang} of {MIN_CHARS}-{MAX_CHARS} characters")


def _cycle(items: tuple[str, ...] | list[str], n: int, rng: random.Random) -> list[str]:
    """``n`` items taken round-robin from a shuffled copy (every item used before any repeats)."""
    out: list[str] = []
    while len(out) < n:
        batch = list(items)
        rng.shuffle(batch)
        out += batch
    return out[:n]


def injections(rng: random.Random) -> list[dict[str, str]]:
    """The injected documents, family by family."""
    rows = []
    for family in FAMILIES:
        total = sum(PER_FAMILY.values())
        if family == "code_comment":
            carriers = ["code"] * total
        elif family == "html_comment":
            carriers = _cycle(["html", "html", "readme"], total, rng)
        elif family == "split_payload":
            carriers = _cycle([c for c in CARRIERS if c != "code"], total, rng)
        else:
            carriers = _cycle(CARRIERS, total, rng)
        i = 0
        for lang, count in PER_FAMILY.items():
            techniques = _cycle([t for t in TECHNIQUES if lang not in CJK or t not in LATIN_ONLY], count, rng)
            for k in range(count):
                carrier = carriers[i]
                i += 1
                row = {"family": family, "language": lang, "carrier": carrier}
                if family in ("code_comment", "html_comment"):
                    how = "comment"
                else:
                    how = rng.choice(HOW.get(carrier, ("text",)))
                if family == "obfuscated":
                    row["technique"] = techniques[k]
                    passages = [obfuscated(lang, techniques[k], rng)]
                else:
                    passages = attack(lang, family, rng)
                row["text"] = _document(carrier, lang, rng, passages, how)
                rows.append(row)
    return [{"label": "injection", **r} for r in rows]


def benign(rng: random.Random) -> list[dict[str, str]]:
    """Plain documents, hard negatives and quoted attacks (grey), language by language."""
    rows = []
    for lang, count in BENIGN.items():
        quoted = QUOTED.get(lang, [])
        n_quoted = 2 * len(quoted)
        n_hard = (count - n_quoted) // 2
        n_plain = count - n_quoted - n_hard
        for carrier in _cycle(CARRIERS, n_plain, rng):
            text = _document(carrier, lang, rng, [], "text")
            rows.append({"family": "plain", "language": lang, "carrier": carrier, "text": text})
        hard = HARD[lang] + LOOKALIKES.get(lang, [])
        order = [hard[j] for j in _cycle_indices(len(hard), n_hard, rng)]
        for family, entries in (("hard_negative", order), ("quoted_attack", quoted + quoted)):
            for carrier, how, passage in entries:
                text = _document(carrier, lang, rng, [passage], how)
                rows.append({"family": family, "language": lang, "carrier": carrier, "text": text})
    return [{"label": "benign", **r} for r in rows]


def _cycle_indices(size: int, n: int, rng: random.Random) -> list[int]:
    out: list[int] = []
    while len(out) < n:
        batch = list(range(size))
        rng.shuffle(batch)
        out += batch
    return out[:n]


_JOIN = {
    "email": "\n\nFrom archive@mailhost.example.org Mon Oct  5 09:00:00 2026\n",
    "log": "\n",
    "csv": "\n",
    "html": "\n",
    "report": "\n\n\f\n\n",
    "meeting": "\n\n----------------------------------------\n\n",
}


def large(rng: random.Random) -> list[dict[str, str]]:
    """Long benign concatenations (an archive, a log, an export, a crawl, a binder of reports or minutes)."""
    rows = []
    for lang, carrier, size in LARGE:
        parts: list[str] = []
        total = 0
        hard = [h for h in HARD[lang] + LOOKALIKES.get(lang, []) if h[0] == carrier]
        while total < size:
            if hard and rng.random() < 0.15:
                _, how, passage = rng.choice(hard)
                part = build(carrier, lang, rng, [passage], how)
            else:
                part = build(carrier, lang, rng, [], "text")
            if carrier == "csv" and parts:
                part = part.split("\n", 1)[1]  # one header for the whole export
            parts.append(part)
            total += len(part.encode("utf-8")) + len(_JOIN[carrier].encode("utf-8"))
        rows.append(
            {
                "label": "benign",
                "family": "large",
                "language": lang,
                "carrier": carrier,
                "text": _JOIN[carrier].join(parts),
            }
        )
    return rows


def rows() -> list[dict[str, str]]:
    """Every row of the set, with ids, in the order written."""
    rng = random.Random(SEED)
    out = injections(rng) + benign(rng) + large(rng)
    keys = ("text", "label", "family", "language", "carrier", "technique")
    return [{"id": f"h4-{i:04d}", **{k: r[k] for k in keys if k in r}} for i, r in enumerate(out)]


def write(path: Path = OUT) -> None:
    """Write the set to ``path`` as JSON lines (UTF-8, ``\\n`` line ends)."""
    lines = [json.dumps(r, ensure_ascii=False) for r in rows()]
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8"))


def main() -> None:
    """Command line: write the set (default: next to this script)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT)
    write(parser.parse_args().out)


if __name__ == "__main__":
    main()
