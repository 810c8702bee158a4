"""Encodings, word splitting and hiding applied to a payload (families ``encoded``, ``split_words``,
``hidden_text``). Every function is deterministic given the ``random.Random`` it is handed.
"""

from __future__ import annotations

import base64
import codecs
import random
import urllib.parse

LATIN = {"en", "es", "de", "fr", "pt", "it"}

ENCODINGS_LATIN = ("base64", "hex", "rot13", "url_encoding", "leetspeak")
ENCODINGS_OTHER = ("base64", "hex", "url_encoding", "rot13")  # rot13 carries an English payload there
SPLITS_LATIN = ("hyphenated", "spaced_letters", "homoglyph", "zero_width", "fullwidth")
SPLITS_CYRILLIC = ("hyphenated", "spaced_letters", "homoglyph", "zero_width")
SPLITS_OTHER = ("hyphenated", "spaced_letters", "zero_width")
HIDINGS = ("html_comment", "css_hidden", "alt_text", "unicode_tags")
MD_HIDINGS = ("html_comment", "md_comment", "alt_text", "unicode_tags")  # markdown: link-reference "comments"

ENCODING_NAME = {"base64": "base64", "hex": "hex", "rot13": "ROT13", "url_encoding": "URL-encoded", "leetspeak": "leet"}


def encode(technique: str, text: str) -> str:
    """``text`` under one of the encodings."""
    if technique == "base64":
        return base64.b64encode(text.encode()).decode()
    if technique == "hex":
        return text.encode().hex()
    if technique == "rot13":
        return codecs.encode(text, "rot13")
    if technique == "url_encoding":
        return urllib.parse.quote(text, safe="")
    if technique == "leetspeak":
        table = str.maketrans(
            {
                "a": "4",
                "e": "3",
                "i": "1",
                "o": "0",
                "s": "5",
                "t": "7",
                "A": "4",
                "E": "3",
                "I": "1",
                "O": "0",
                "S": "5",
                "T": "7",
            }
        )
        return text.translate(table)
    raise ValueError(technique)


# Cyrillic and Greek letters that look like Latin ones, and the reverse for Russian text.
_LAT_TO_LOOKALIKE = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "y": "у",
    "i": "і",
    "A": "Α",
    "B": "В",
    "E": "Е",
    "H": "Н",
    "K": "Κ",
    "M": "М",
    "O": "Ο",
    "P": "Р",
    "T": "Т",
    "X": "Χ",
}
_CYR_TO_LATIN = {
    "а": "a",
    "е": "e",
    "о": "o",
    "р": "p",
    "с": "c",
    "х": "x",
    "у": "y",
    "А": "A",
    "Е": "E",
    "О": "O",
    "Р": "P",
    "С": "C",
    "Т": "T",
    "Н": "H",
    "К": "K",
    "М": "M",
}
_ZW = ("\u200b", "\u200c", "\u200d", "\u2060")


def split_words(technique: str, text: str, rng: random.Random) -> str:
    """``text`` with its words broken up or disguised so that keyword matching misses them."""
    words = text.split(" ")
    out: list[str] = []
    for w in words:
        long_enough = len(w) >= 4
        if technique == "hyphenated" and long_enough and rng.random() < 0.6:
            cut = rng.randint(1, len(w) - 2)
            sep = rng.choice(["-", "- ", "\u00ad-"]) if cut else "-"
            out.append(w[:cut] + sep + w[cut:])
        elif technique == "spaced_letters" and long_enough and rng.random() < 0.5:
            out.append(" ".join(w))
        elif technique == "homoglyph":
            table = _CYR_TO_LATIN if any("\u0400" <= ch <= "\u04ff" for ch in w) else _LAT_TO_LOOKALIKE
            out.append("".join(table[ch] if ch in table and rng.random() < 0.5 else ch for ch in w))
        elif technique == "zero_width" and len(w) >= 2:
            chars = list(w)
            for k in range(len(chars) - 1, 0, -1):
                if rng.random() < 0.4:
                    chars.insert(k, rng.choice(_ZW))
            out.append("".join(chars))
        elif technique == "fullwidth":
            out.append("".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in w))
        else:
            out.append(w)
    return " ".join(out)


def spaced_cjk(text: str, rng: random.Random) -> str:
    """Chinese, Japanese and Korean have no spaces between words: break the text every few characters."""
    out: list[str] = []
    for ch in text:
        out.append(ch)
        if rng.random() < 0.5 and not ch.isspace():
            out.append(rng.choice([" ", "-", "·"]))
    return "".join(out)


def unicode_tags(text: str) -> str:
    """ASCII text as Unicode tag characters (U+E0020-U+E007E): invisible in most renderers, read by models."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text if 0x20 <= ord(ch) < 0x7F)


def html_hide(technique: str, text: str, rng: random.Random) -> str:
    """An HTML (or markdown) fragment that a renderer does not show, carrying ``text``."""
    esc = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if technique == "html_comment":
        return rng.choice([f"<!-- {text} -->", f"<!--\n  {text}\n-->", f"<!-- note: {text} -->"])
    if technique == "css_hidden":
        return rng.choice(
            [
                f'<span style="color:#ffffff;background:#ffffff">{esc}</span>',
                f'<div style="display:none">{esc}</div>',
                f'<p style="font-size:0px;line-height:0">{esc}</p>',
                f'<div style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">{esc}</div>',
                f'<span class="sr-only" style="opacity:0">{esc}</span>',
                f"<div hidden>{esc}</div>",
                f'<font color="white" size="1">{esc}</font>',
            ]
        )
    if technique == "alt_text":
        attr = esc.replace('"', "&quot;")
        return rng.choice(
            [
                f'<img src="/static/img/banner-{rng.randint(1, 9)}.jpg" alt="{attr}" width="600">',
                f'<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="{attr}">',
                f'<a href="#" title="{attr}" aria-label="{attr}"></a>',
            ]
        )
    if technique == "md_comment":
        flat = text.replace("\n", " ").replace(")", "]")
        return rng.choice(
            [f"[//]: # ({flat})", f'[comment]: <> "{flat.replace(chr(34), chr(39))}"', f"[//]: # ({flat})\n"]
        )
    raise ValueError(technique)
