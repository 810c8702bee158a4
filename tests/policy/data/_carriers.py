"""Wrappers that put a payload inside a realistic tool output (shared by both splits)."""

from __future__ import annotations

import json
import random

NAMES = [
    "Alice Martin",
    "Bob Chen",
    "Carla Diaz",
    "Deepak Rao",
    "Emma Novak",
    "Farid Haddad",
    "Greta Lind",
]
TOPICS = [
    ("Quarterly sales review", "Revenue grew 4% over the quarter, driven by the northern region."),
    ("Team offsite planning", "We booked the venue for the 14th; lunch is included."),
    ("Release notes 2.3", "This release fixes the CSV export and speeds up loading by 30%."),
    ("Garden club newsletter", "Tomatoes did well this year despite the late frost."),
    ("Server maintenance window", "The database cluster will be patched on Saturday night."),
    ("Hiking trail report", "The upper trail is muddy after the rain; bring boots."),
    ("Recipe: lentil soup", "Simmer the lentils with onion, carrot and cumin for 25 minutes."),
]


def web(payload: str, rng: random.Random) -> str:
    """A scraped page as text with a little markup."""
    title, para = rng.choice(TOPICS)
    other = rng.choice(TOPICS)[1]
    style = rng.randrange(3)
    if style == 0:
        return (
            f"<html><head><title>{title}</title></head><body><h1>{title}</h1>"
            f"<p>{para}</p><p>{payload}</p><p>{other}</p></body></html>"
        )
    if style == 1:
        return f"# {title}\n\n{para}\n\n{payload}\n\n{other}\n\n[Home](/) | [Contact](/contact)"
    return f"{title}\n{'=' * len(title)}\n{para} {payload} {other}\nCopyright 2024. All rights reserved."


def email(payload: str, rng: random.Random) -> str:
    """One message as an e-mail reading tool returns it."""
    sender, to = rng.sample(NAMES, 2)
    title, para = rng.choice(TOPICS)
    return (
        f"From: {sender} <{sender.split()[0].lower()}@example.com>\nTo: {to} <{to.split()[0].lower()}@example.org>\n"
        f"Subject: {title}\nDate: Tue, 14 May 2024 09:{rng.randrange(10, 59)}:00 +0200\n\n"
        f"Hi {to.split()[0]},\n\n{para}\n\n{payload}\n\nBest,\n{sender.split()[0]}"
    )


def csv(payload: str, rng: random.Random) -> str:
    """A small CSV with the payload in one cell."""
    cell = '"' + payload.replace('"', '""') + '"'
    rows = ["id,customer,rating,comment"]
    where = rng.randrange(1, 4)
    for i in range(1, 5):
        name = rng.choice(NAMES)
        comment = (
            cell if i == where else rng.choice(['"fast delivery"', '"ok"', '"would buy again"', '"box was damaged"'])
        )
        rows.append(f"{i},{name},{rng.randrange(1, 6)},{comment}")
    return "\n".join(rows)


def code(payload: str, rng: random.Random) -> str:
    """A source file with the payload in a comment or docstring."""
    if rng.random() < 0.5:
        return f"import os\n\n\ndef load(path):\n    # {payload}\n    with open(path) as f:\n        return f.read()\n"
    return (
        f'def total(items):\n    """Sum the prices.\n\n    {payload}\n    """\n    return sum(i.price for i in items)\n'
    )


def json_api(payload: str, rng: random.Random) -> str:
    """A JSON API response with the payload in a text field."""
    doc = {
        "id": rng.randrange(1000, 9999),
        "status": "ok",
        "item": {
            "title": rng.choice(TOPICS)[0],
            "description": payload,
            "tags": ["news", "update"],
        },
        "page": 1,
    }
    return json.dumps(doc, ensure_ascii=False)


def log(payload: str, rng: random.Random) -> str:
    """Application log lines with the payload in one message."""
    lines = [
        "2024-05-14T10:00:01Z INFO  worker-1 job started id=5812",
        "2024-05-14T10:00:02Z DEBUG worker-1 fetched 120 rows",
        f'2024-05-14T10:00:03Z WARN  worker-1 user_agent="{payload}"',
        "2024-05-14T10:00:04Z INFO  worker-1 job finished in 3.2s",
    ]
    if rng.random() < 0.5:
        lines[2] = f"2024-05-14T10:00:03Z INFO  api request body: {payload}"
    return "\n".join(lines)


CARRIERS = {"web": web, "email": email, "csv": csv, "code": code, "json": json_api, "log": log}


def wrap(payload: str, rng: random.Random, source: str | None = None) -> tuple[str, str]:
    """Embed ``payload`` in a carrier; returns (text, source)."""
    source = source or rng.choice(sorted(CARRIERS))
    return CARRIERS[source](payload, rng), source


def zw_interleave(text: str, rng: random.Random) -> str:
    """Put zero-width characters between letters (hides words from naive matching)."""
    marks = ["\u200b", "\u200c", "\u2060", "\ufeff"]
    return "".join(ch + (rng.choice(marks) if ch.isalpha() and rng.random() < 0.6 else "") for ch in text)


def spaced(text: str, sep: str = " ") -> str:
    """'ignore all' -> 'i g n o r e   a l l'."""
    return "   ".join(sep.join(word) for word in text.split())


def tag_chars(text: str) -> str:
    """Unicode tag characters (invisible 'ASCII smuggling')."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 128)


CYRILLIC = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і", "x": "х", "y": "у"})
GREEK = str.maketrans({"o": "ο", "i": "ι", "v": "ν", "a": "α", "n": "η", "u": "υ"})
