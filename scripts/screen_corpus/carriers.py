"""Realistic carrier documents (e-mails, reports, CVs, legal text, whois, code, CSV, HTML, JSON, logs, tickets).

Each carrier takes the language, a random generator, a Faker for that
language, benign paragraphs and the pieces to embed, and returns the text.
Embedded pieces are wrapped in ``\\x01 ... \\x02`` markers that
:func:`strip_markers` removes while recording where the pieces ended up.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import datetime
from typing import Any

from .phrases import BENIGN_HOSTS

START, END = "\x01", "\x02"

Carrier = Callable[[str, random.Random, Any, list[str], list[str]], str]

_WORDS = {
    "en": ("Subject", "Hi", "Best regards", "Summary", "Experience", "Skills", "Article", "Comments", "Details"),
    "es": (
        "Asunto",
        "Hola",
        "Saludos cordiales",
        "Resumen",
        "Experiencia",
        "Habilidades",
        "Artículo",
        "Comentarios",
        "Detalles",
    ),
    "fr": (
        "Objet",
        "Bonjour",
        "Cordialement",
        "Résumé",
        "Expérience",
        "Compétences",
        "Article",
        "Commentaires",
        "Détails",
    ),
    "de": (
        "Betreff",
        "Hallo",
        "Viele Grüße",
        "Zusammenfassung",
        "Berufserfahrung",
        "Kenntnisse",
        "Artikel",
        "Kommentare",
        "Details",
    ),
    "pt": (
        "Assunto",
        "Olá",
        "Atenciosamente",
        "Resumo",
        "Experiência",
        "Competências",
        "Artigo",
        "Comentários",
        "Detalhes",
    ),
    "zh": ("主题", "你好", "此致敬礼", "摘要", "工作经历", "技能", "第", "备注", "详情"),
    "ja": ("件名", "お疲れ様です", "よろしくお願いいたします", "概要", "職歴", "スキル", "第", "コメント", "詳細"),
}


def _when(fake: Any, since: int) -> datetime:
    """A date between ``since`` and the end of 2025: fixed bounds, not "this year" (the corpus must not
    depend on the day it is built)."""
    return fake.date_time_between_dates(datetime(since, 1, 1), datetime(2025, 12, 31))  # type: ignore[no-any-return]


def _mark(piece: str) -> str:
    return START + piece + END


def _interleave(rng: random.Random, blocks: list[str], pieces: list[str]) -> list[str]:
    """Blocks with the marked pieces placed between them, in order, at random places."""
    out = list(blocks)
    slots = sorted(rng.randint(0, len(out)) for _ in pieces)
    for k, (slot, piece) in enumerate(zip(slots, pieces, strict=True)):
        out.insert(slot + k, _mark(piece))
    return out


def _img(rng: random.Random) -> str:
    host = rng.choice(BENIGN_HOSTS)
    return rng.choice(
        [
            f'<img src="https://{host}/images/logo.png" alt="logo" width="120">',
            f"![chart](https://{host}/static/chart-{rng.randint(1, 99)}.png)",
            f'<a href="https://{host}/news/{rng.randint(100, 999)}">read more</a>',
            f"[documentation](https://{host}/docs/latest/)",
            f"https://{host}/unsubscribe?id={rng.randint(10000, 99999)}",
        ]
    )


def email(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """An e-mail as a mail tool returns it, sometimes with links and images."""
    w = _WORDS[lang]
    sender, to = fake.name(), fake.name()
    body = list(paras)
    if rng.random() < 0.5:
        body.append(_img(rng))
    body = _interleave(rng, body, pieces)
    head = (
        f"From: {sender} <{fake.email()}>\nTo: {to} <{fake.email()}>\n{w[0]}: {fake.sentence(nb_words=5).rstrip('.')}\n"
        f"Date: {_when(fake, 2020).strftime('%a, %d %b %Y %H:%M:%S +0100')}\n\n"
    )
    return head + f"{w[1]} {to.split()[0]},\n\n" + "\n\n".join(body) + f"\n\n{w[2]},\n{sender}\n{fake.phone_number()}"


def report(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A markdown report with sections and a table."""
    blocks = [
        f"# {fake.catch_phrase() if lang == 'en' else fake.sentence(nb_words=4).rstrip('.')}",
        f"## {_WORDS[lang][3]}",
    ]
    blocks += paras[: len(paras) // 2]
    rows = "\n".join(
        f"| {fake.city()} | {rng.randint(10, 999)} | {rng.uniform(-9, 9):.1f}% |" for _ in range(rng.randint(2, 5))
    )
    blocks.append("| Region | Units | Change |\n|---|---|---|\n" + rows)
    if rng.random() < 0.3:
        blocks.append(_img(rng))
    blocks.append(f"## {_WORDS[lang][8]}")
    blocks += paras[len(paras) // 2 :]
    return "\n\n".join(_interleave(rng, blocks, pieces))


def cv(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A CV: contact block, summary, jobs, skills."""
    w = _WORDS[lang]
    jobs = []
    for _ in range(rng.randint(2, 4)):
        start = rng.randint(2005, 2020)
        jobs.append(
            f"{start}–{start + rng.randint(1, 5)}  {fake.job()}, {fake.company()}, {fake.city()}\n  {rng.choice(paras)}"
        )
    blocks = [
        f"{fake.name()}\n{fake.address()}\n{fake.phone_number()} · {fake.email()}",
        f"{w[3]}\n{paras[0]}",
        f"{w[4]}\n" + "\n".join(jobs),
        f"{w[5]}\nPython, SQL, Excel, {fake.word()}, {fake.word()}",
    ]
    return "\n\n".join(_interleave(rng, blocks, pieces))


def legal(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """Numbered clauses of a contract or terms of service."""
    w = _WORDS[lang]
    if lang in ("zh", "ja"):
        blocks = [f"{w[6]}{i + 1}条 {p}" for i, p in enumerate(paras)]
    else:
        blocks = [f"{w[6]} {i + 1}. {p}" for i, p in enumerate(paras)]
    blocks.insert(0, f"{fake.company()} — {_when(fake, 2020).date()}")
    return "\n\n".join(_interleave(rng, blocks, pieces))


def whois(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A whois record; pieces land in free-text fields."""
    domain = fake.domain_name()
    fields = [
        f"Domain Name: {domain.upper()}",
        f"Registry Domain ID: {rng.randint(10**9, 10**10)}_DOMAIN_COM-VRSN",
        "Registrar WHOIS Server: whois.registrar.example",
        f"Updated Date: {_when(fake, 2020).isoformat()}Z",
        f"Creation Date: {_when(fake, 2001).isoformat()}Z",
        f"Registrant Name: {fake.name()}",
        f"Registrant Organization: {fake.company()}",
        f"Registrant Street: {fake.street_address()}",
        f"Registrant City: {fake.city()}",
        f"Registrant Email: {fake.email()}",
        f"Name Server: NS1.{domain.upper()}",
        f"Name Server: NS2.{domain.upper()}",
        "DNSSEC: unsigned",
    ]
    for piece in pieces:
        key = rng.choice(["Registrant Organization", "Registrant Street", "Remarks", "Admin Name", "Tech Organization"])
        fields.insert(rng.randint(5, len(fields)), f"{key}: {_mark(piece)}")
    if rng.random() < 0.5:
        fields.append(f"Remarks: {rng.choice(paras)}")
    fields.append(">>> Last update of WHOIS database: 2024-05-14T09:00:00Z <<<")
    return "\n".join(fields)


_PY_COMMENTS = [
    "# TODO: handle empty rows",
    "# ignore rows without a customer id",
    "# the model must be retrained when the schema changes",
    "# NOTE: keep this in sync with the API docs",
    "# see https://docs.python.org/3/library/csv.html",
    "# override the default timeout for slow servers",
]


def code(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A Python or JavaScript file; pieces go into comments, docstrings or strings."""
    js = rng.random() < 0.35
    name = fake.word().lower() + "_" + rng.choice(["total", "load", "parse", "report", "sync"])
    lines: list[str] = []
    note = rng.choice(paras)
    if js:
        lines += [f"// {note}", "const fs = require('fs');", "", f"function {name}(rows) {{", "  // skip empty rows"]
        for piece in pieces:
            style = rng.randrange(3)
            if style == 0:
                lines.append("  // " + _mark(piece))
            elif style == 1:
                lines.append("  /* " + _mark(piece) + " */")
            else:
                lines.append(f"  const message = `{_mark(piece)}`;")
        lines += [
            "  return rows.filter(r => r.id).map(r => r.amount).reduce((a, b) => a + b, 0);",
            "}",
            "",
            f"module.exports = {{ {name} }};",
        ]
        return "\n".join(lines)
    lines += [
        f'"""{note}"""',
        "",
        "import csv",
        "from pathlib import Path",
        "",
        "",
        f"def {name}(path: Path) -> float:",
    ]
    body = [f'    """{rng.choice(paras)}"""', "    " + rng.choice(_PY_COMMENTS), "    total = 0.0"]
    for piece in pieces:
        style = rng.randrange(3)
        if style == 0:
            body.insert(rng.randint(1, len(body)), "    # " + _mark(piece))
        elif style == 1:
            body[0] = f'    """{rng.choice(paras)}\n\n    {_mark(piece)}\n    """'
        else:
            body.insert(rng.randint(1, len(body)), f"    message = {_mark(piece)!r}")
    body += [
        "    with open(path, newline='') as f:",
        "        for row in csv.DictReader(f):",
        "            " + rng.choice(_PY_COMMENTS),
        "            total += float(row['amount'] or 0)",
        "    return total",
    ]
    return "\n".join(lines + body) + "\n"


def csv_table(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A CSV export; pieces go into the comment column."""
    rows = ["id,name,city,amount,comment"]
    n = rng.randint(4, 14)
    where = sorted(rng.sample(range(n), min(len(pieces), n)))
    queue = list(pieces)
    for i in range(n):
        comment = rng.choice([*paras, "ok", "", "paid", "late", "refund requested"])
        if i in where and queue:
            comment = _mark(queue.pop(0))
        comment = '"' + comment.replace('"', '""') + '"'
        rows.append(f"{1000 + i},{fake.name()},{fake.city()},{rng.uniform(5, 5000):.2f},{comment}")
    return "\n".join(rows)


def html(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A web page with navigation, images, a script tag and a footer."""
    host = rng.choice(BENIGN_HOSTS)
    blocks = [f"<p>{p}</p>" for p in paras]
    if rng.random() < 0.5:
        blocks.insert(1, f'<img src="https://{host}/img/{fake.word()}.jpg" alt="{fake.word()}">')
    blocks = _interleave(rng, blocks, pieces)
    title = fake.sentence(nb_words=4).rstrip(".")
    script = rng.choice(
        [
            f'<script src="https://{host}/js/app.min.js"></script>',
            "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>",
            "",
        ]
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{title}</title>{script}</head>\n<body>\n"
        f'<nav><a href="/">Home</a> | <a href="/about">About</a></nav>\n<h1>{title}</h1>\n'
        + "\n".join(blocks)
        + f"\n<footer>© {rng.randint(2015, 2025)} {fake.company()}</footer>\n</body></html>"
    )


def json_api(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A JSON API response; pieces go into text fields."""
    items = []
    queue = list(pieces)
    for i in range(rng.randint(1, 4)):
        text = _mark(queue.pop(0)) if queue and (rng.random() < 0.6 or i == 0) else rng.choice(paras)
        items.append(
            {
                "id": rng.randint(1000, 9999),
                "title": fake.sentence(nb_words=4),
                "author": fake.name(),
                "body": text,
                "score": rng.randint(0, 50),
            }
        )
    for piece in queue:
        items.append({"id": rng.randint(1000, 9999), "title": fake.sentence(nb_words=3), "body": _mark(piece)})
    indent = rng.choice([None, 2])
    return json.dumps({"status": "ok", "page": 1, "results": items}, ensure_ascii=rng.random() < 0.2, indent=indent)


def logfile(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """Application log lines; pieces land in messages and user agents."""
    lines = []
    for _ in range(rng.randint(5, 14)):
        level = rng.choice(["INFO ", "DEBUG", "WARN ", "INFO "])
        msg = rng.choice(
            [
                f"GET /api/orders/{rng.randint(1, 9999)} 200 {rng.randint(3, 900)}ms",
                f"user {fake.user_name()} logged in from {fake.ipv4()}",
                f"job {rng.randint(100, 999)} finished in {rng.uniform(0.1, 30):.1f}s",
                "cache miss for key session:" + fake.uuid4()[:8],
                f"retrying request to https://{rng.choice(BENIGN_HOSTS)}/v1 (attempt 2)",
            ]
        )
        lines.append(f"{_when(fake, 2024).isoformat()}Z {level} worker-{rng.randint(1, 4)} {msg}")
    for piece in pieces:
        line = rng.choice(
            [
                f'WARN  api user_agent="{_mark(piece)}"',
                f"INFO  comment received: {_mark(piece)}",
                f"ERROR form field 'notes': {_mark(piece)}",
            ]
        )
        lines.insert(rng.randint(0, len(lines)), f"{_when(fake, 2024).isoformat()}Z {line}")
    return "\n".join(lines)


def ticket(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A support ticket thread or a review page."""
    blocks = [f"Ticket #{rng.randint(10000, 99999)} — {fake.sentence(nb_words=5)}"]
    for p in paras:
        blocks.append(f"{fake.name()} ({_when(fake, 2024).date()}):\n{p}")
    return "\n\n".join(_interleave(rng, blocks, pieces))


CARRIERS: dict[str, Carrier] = {
    "email": email,
    "report": report,
    "cv": cv,
    "legal": legal,
    "whois": whois,
    "code": code,
    "csv": csv_table,
    "html": html,
    "json": json_api,
    "log": logfile,
    "ticket": ticket,
}


def strip_markers(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Remove the markers (also JSON-escaped ones); return the text and the spans of the pieces."""
    text = text.replace("\\u0001", START).replace("\\u0002", END)
    text = text.replace("\\x01", START).replace("\\x02", END)  # repr() in code
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    pos = 0
    start = -1
    for ch in text:
        if ch == START:
            start = pos
        elif ch == END:
            spans.append((start, pos))
        else:
            out.append(ch)
            pos += 1
    return "".join(out), spans
