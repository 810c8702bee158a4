"""Fourteen kinds of tool output, and where a passage (an attack or a hard negative) sits in each.

``build(carrier, rng, lang, passage, html)`` returns one document. ``passage`` is None for a plain benign
document; ``html=True`` means the passage is an HTML fragment (hidden text) and goes in unescaped, which only
the HTML-capable carriers accept (``HTML_CARRIERS``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from _langs import LANGS, Lang

CARRIERS = (
    "html",
    "email",
    "pdf",
    "csv",
    "json",
    "code",
    "commit",
    "issue",
    "search",
    "calendar",
    "review",
    "log",
    "readme",
    "chat",
)
HTML_CARRIERS = ("html", "email", "readme", "review", "calendar")

SIZES = ("line", "short", "medium", "long")
SIZE_WEIGHTS = (1, 4, 4, 2)

DOMAINS = [
    "harbourline.co.uk",
    "quillfield.io",
    "brightmoor-health.org",
    "fernhill.dev",
    "northgate-cu.com",
    "tandemprint.net",
    "example.org",
    "docs.internal.example",
    "wiki.example.com",
    "news.example.net",
]


# Technical prose for READMEs, issues and code comments of English documents.
EN_TECH = [
    "The exporter now streams rows instead of loading the whole table, so memory stays flat on large files.",
    "On macOS the file watcher falls back to polling when FSEvents is unavailable, which costs some CPU.",
    "Configuration is read from settings.toml, then from environment variables prefixed with APP_, which win.",
    "I can reproduce this on 2.4.1 with Python 3.12, but not on 2.3.9; bisecting points at the new date parser.",
    "Setting workers to more than the number of cores does not help, because the bottleneck is the database.",
    "The test suite needs a running Postgres; docker compose up db starts one with the right extensions.",
    "Timestamps are stored in UTC and converted to the viewer's time zone only when rendered.",
    "We keep the public API stable within a major version; anything under _internal may change without notice.",
    "Windows paths with a trailing backslash broke the glob matcher; this is fixed in the next patch release.",
    "The retry logic only applies to idempotent requests, so POSTs are never sent twice.",
    "Coverage dropped to 81% after the refactor because the legacy branches are no longer reachable.",
    "Large uploads are split into 8 MB parts and resumed from the last confirmed part after a failure.",
    "The CLI exits with status 2 on invalid arguments and 1 on any runtime error.",
    "Thanks for the report. Could you attach the full traceback and the output of pip freeze?",
    "Closing as a duplicate of the scheduler issue; the fix there covers this case too.",
    "Benchmarks were run on a 4-core laptop; numbers on CI runners are roughly 30% slower.",
]


def pool_of(lang: Lang, tech: bool) -> list[str]:
    return EN_TECH if tech and lang is LANGS["en"] else lang["sentences"]


def draw(rng: random.Random, pool: list[str], n: int) -> list[str]:
    """``n`` items of ``pool``, no repeat until the pool is used up."""
    out: list[str] = []
    deck: list[str] = []
    while len(out) < n:
        if not deck:
            deck = rng.sample(pool, len(pool))
        out.append(deck.pop())
    return out


def para(rng: random.Random, lang: Lang, k: int, tech: bool = False) -> str:
    """``k`` distinct filler sentences of ``lang`` as one paragraph."""
    pool = pool_of(lang, tech)
    return " ".join(rng.sample(pool, min(k, len(pool))))


def paras(rng: random.Random, lang: Lang, size: str, tech: bool = False) -> list[str]:
    """A few paragraphs, how many by size class; no sentence repeats until the pool is used up."""
    n = {"line": 1, "short": 1, "medium": rng.randint(2, 4), "long": rng.randint(6, 14)}[size]
    per = {"line": 1, "short": 2, "medium": 3, "long": 4}[size]
    pool = pool_of(lang, tech)
    deck: list[str] = []
    out = []
    for _ in range(n):
        k = rng.randint(1, per)
        chosen: list[str] = []
        while len(chosen) < k:
            if not deck:
                deck = rng.sample(pool, len(pool))
            chosen.append(deck.pop())
        out.append(" ".join(chosen))
    return out


def insert(items: list[str], passage: str | None, rng: random.Random) -> list[str]:
    """``items`` with ``passage`` at a random position (not always the end, not always the middle)."""
    if passage is None:
        return items
    out = list(items)
    out.insert(rng.randint(0, len(out)), passage)
    return out


def date(rng: random.Random) -> str:
    return f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"


def clock(rng: random.Random) -> str:
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slug(rng: random.Random) -> str:
    return rng.choice(["news", "blog", "docs", "products", "help", "about", "press"]) + f"/{rng.randint(100, 9999)}"


# --------------------------------------------------------------------------------------------------------- html
def html(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    title = rng.choice(lang["headings"]) + " — " + rng.choice(lang["orgs"])
    body = [f"<p>{esc(p)}</p>" for p in paras(rng, lang, size)]
    if rng.random() < 0.5:
        body.insert(rng.randint(0, len(body)), f"<h2>{esc(rng.choice(lang['headings']))}</h2>")
    if passage is not None:
        body = insert(body, passage if raw else f"<p>{esc(passage)}</p>", rng)
    nav = "".join(
        f'<li><a href="/{s}">{s.title()}</a></li>'
        for s in rng.sample(["home", "products", "blog", "support", "careers"], 3)
    )
    variant = rng.random()
    if size == "line" and variant < 0.5:
        return f"<title>{esc(title)}</title>\n" + "\n".join(body)
    head = f'<!DOCTYPE html>\n<html lang="{code}">\n<head>\n<meta charset="utf-8">\n<title>{esc(title)}</title>\n'
    if variant < 0.4:
        head += '<link rel="stylesheet" href="/assets/site.css">\n<script defer src="/assets/app.js"></script>\n'
    main = "\n".join(body)
    return (
        f"{head}</head>\n<body>\n<nav><ul>{nav}</ul></nav>\n<main>\n<h1>{esc(title)}</h1>\n{main}\n</main>\n"
        f'<footer>© 2026 {esc(rng.choice(lang["orgs"]))} · <a href="/privacy">Privacy</a></footer>\n</body>\n</html>'
    )


# -------------------------------------------------------------------------------------------------------- email
def local_part(name: str) -> str:
    """A mailbox name from a person's name (ASCII letters of the first name, else a role address)."""
    return name.split()[0].lower().encode("ascii", "ignore").decode() or "info"


def email(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    sender, rcpt = rng.sample(lang["names"], 2)
    org = rng.choice(DOMAINS[:6])
    s_addr, r_addr = f"{local_part(sender)}{rng.randint(1, 99)}@{org}", f"{local_part(rcpt)}@{rng.choice(DOMAINS[:6])}"
    hello = rng.choice(lang["hello"]).format(n=rcpt.split()[0])
    bye = rng.choice(lang["bye"]).format(n=sender)
    parts = paras(rng, lang, size)
    text_parts = insert(parts, None if raw else passage, rng)
    text = f"{hello}\n\n" + "\n\n".join(text_parts) + f"\n\n{bye}"
    headers = (
        f"From: {sender} <{s_addr}>\nTo: {rcpt} <{r_addr}>\nDate: {date(rng)} {clock(rng)} +0000\n"
        f"Subject: {rng.choice(lang['subjects'])}\nMessage-ID: <{rng.getrandbits(48):x}@{org}>\n"
    )
    if rng.random() < 0.2:
        fwd = rng.choice(lang["names"])
        text = f"FYI, see below.\n\n---------- Forwarded message ---------\nFrom: {fwd}\nDate: {date(rng)}\n\n{text}"
    if raw or rng.random() < 0.3:
        boundary = f"=_{rng.getrandbits(40):x}"
        html_parts = [f"<p>{esc(p)}</p>" for p in parts]
        if raw and passage is not None:
            html_parts = insert(html_parts, passage, rng)
        html_body = f"<html><body><p>{esc(hello)}</p>{''.join(html_parts)}<p>{esc(bye).replace(chr(10), '<br>')}</p></body></html>"
        return (
            f'{headers}MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary="{boundary}"\n\n'
            f"--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n{text}\n\n"
            f"--{boundary}\nContent-Type: text/html; charset=utf-8\n\n{html_body}\n--{boundary}--\n"
        )
    return f"{headers}Content-Type: text/plain; charset=utf-8\n\n{text}\n"


# ---------------------------------------------------------------------------------------------------------- pdf
def pdf(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    org = rng.choice(lang["orgs"])
    blocks = paras(rng, lang, size)
    if size != "line":
        blocks = [
            f"{i + 1}. {rng.choice(lang['headings'])}\n{b}" if rng.random() < 0.4 else b for i, b in enumerate(blocks)
        ]
    blocks = insert(blocks, passage, rng)
    per_page = rng.randint(2, 4)
    pages = [blocks[i : i + per_page] for i in range(0, len(blocks), per_page)]
    out: list[str] = []
    w = lang["words"]
    for i, page in enumerate(pages, 1):
        text = "\n\n".join(page)
        if code in {"en", "de", "fr", "es", "pt", "it"} and rng.random() < 0.5:
            text = wrap(text, rng.randint(70, 95))
        out.append(f"{org}{' ' * rng.randint(10, 30)}{date(rng)}\n\n{text}\n\n{w['page']} {i} {w['of']} {len(pages)}")
    return "\x0c".join(out)


def wrap(text: str, width: int) -> str:
    """Hard line breaks as a PDF text extractor leaves them."""
    lines: list[str] = []
    for block in text.split("\n"):
        line = ""
        for word in block.split(" "):
            if len(line) + len(word) + 1 > width and line:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------- csv
def csv(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    kind = rng.choice(["crm", "expenses", "survey", "catalogue"])
    n = {"line": 1, "short": rng.randint(2, 4), "medium": rng.randint(5, 12), "long": rng.randint(20, 45)}[size]
    note_col = lang["words"]["notes"]
    rows: list[list[str]] = []
    if kind == "crm":
        header = ["id", "name", "company", "city", "last_contact", note_col]
        for i in range(n):
            rows.append(
                [
                    str(1000 + i),
                    rng.choice(lang["names"]),
                    rng.choice(lang["orgs"]),
                    rng.choice(lang["cities"]),
                    date(rng),
                    rng.choice(lang["sentences"]) if rng.random() < 0.5 else "",
                ]
            )
    elif kind == "expenses":
        header = ["date", "employee", "category", "amount", "currency", "description"]
        for _ in range(n):
            rows.append(
                [
                    date(rng),
                    rng.choice(lang["names"]),
                    rng.choice(["travel", "meals", "software", "hotel", "office"]),
                    f"{rng.uniform(5, 900):.2f}",
                    rng.choice(["EUR", "USD", "GBP", "JPY"]),
                    rng.choice(lang["sentences"])[:60],
                ]
            )
    elif kind == "survey":
        header = ["response_id", "submitted", "score", "comment"]
        for _ in range(n):
            rows.append(
                [f"R{rng.randint(10000, 99999)}", date(rng), str(rng.randint(1, 10)), rng.choice(lang["reviews"])]
            )
    else:
        header = ["sku", "product", "price", "stock", "description"]
        for _ in range(n):
            rows.append(
                [
                    f"SKU-{rng.randint(1000, 9999)}",
                    rng.choice(lang["products"]),
                    f"{rng.uniform(9, 400):.2f}",
                    str(rng.randint(0, 300)),
                    rng.choice(lang["sentences"]),
                ]
            )
    if passage is not None:
        row = list(rng.choice(rows))
        row[0] = (
            str(1000 + len(rows))
            if kind == "crm"
            else f"R{rng.randint(10000, 99999)}"
            if kind == "survey"
            else date(rng)
            if kind == "expenses"
            else f"SKU-{rng.randint(1000, 9999)}"
        )
        row[-1] = passage
        rows.insert(rng.randint(0, len(rows)), row)
    return "\n".join(",".join(cell_csv(c) for c in r) for r in [header, *rows]) + "\n"


def cell_csv(cell: str) -> str:
    if any(ch in cell for ch in ',"\n'):
        return '"' + cell.replace('"', '""') + '"'
    return cell


# --------------------------------------------------------------------------------------------------------- json
def json_doc(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    kind = rng.choice(["tickets", "reviews", "profile", "search"])
    n = {"line": 1, "short": 2, "medium": rng.randint(3, 6), "long": rng.randint(10, 25)}[size]
    obj: dict[str, object]
    if kind == "tickets":
        items = [
            {
                "id": rng.randint(10000, 99999),
                "status": rng.choice(["open", "pending", "closed"]),
                "subject": rng.choice(lang["subjects"]),
                "body": para(rng, lang, 2),
                "assignee": rng.choice(lang["names"]),
            }
            for _ in range(n)
        ]
        if passage is not None:
            rng.choice(items)["body"] = passage
        obj = {"tickets": items, "count": len(items), "next_page": None}
    elif kind == "reviews":
        items = [
            {
                "rating": rng.randint(1, 5),
                "author": rng.choice(lang["names"]),
                "text": rng.choice(lang["reviews"]),
                "verified": rng.random() < 0.7,
            }
            for _ in range(n)
        ]
        if passage is not None:
            rng.choice(items)["text"] = passage
        obj = {"product": rng.choice(lang["products"]), "reviews": items}
    elif kind == "profile":
        obj = {
            "user": {
                "name": rng.choice(lang["names"]),
                "org": rng.choice(lang["orgs"]),
                "city": rng.choice(lang["cities"]),
                "bio": passage if passage is not None else para(rng, lang, 2),
            },
            "followers": rng.randint(0, 5000),
            "joined": date(rng),
        }
    else:
        items = [
            {
                "title": rng.choice(lang["headings"]) + " – " + rng.choice(lang["orgs"]),
                "url": f"https://{rng.choice(DOMAINS)}/{slug(rng)}",
                "snippet": para(rng, lang, 1),
            }
            for _ in range(n)
        ]
        if passage is not None:
            rng.choice(items)["snippet"] = passage
        obj = {"query": rng.choice(lang["subjects"]), "results": items}
    return json.dumps(obj, ensure_ascii=rng.random() < 0.3, indent=rng.choice([None, 2]))


# --------------------------------------------------------------------------------------------------------- code
PY_FUNCS = [
    ("load_orders", "path: str", "rows = read_csv(path)\n    return [r for r in rows if r['status'] != 'void']"),
    (
        "retry",
        "fn, attempts: int = 3",
        "for i in range(attempts):\n        try:\n            return fn()\n        except TimeoutError:\n            time.sleep(2 ** i)\n    raise RuntimeError('gave up')",
    ),
    (
        "normalise_vat",
        "amount: Decimal, rate: Decimal",
        "return (amount * rate).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)",
    ),
    ("parse_tz", "value: str", "if not value:\n        return timezone.utc\n    return ZoneInfo(value)"),
    ("chunk", "items: list, size: int", "return [items[i:i + size] for i in range(0, len(items), size)]"),
]


def code_doc(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    kind = rng.choice(["py", "js", "go", "sql", "sh", "yaml"])
    comment = {"py": "#", "sh": "#", "yaml": "#", "js": "//", "go": "//", "sql": "--"}[kind]
    lines: list[str] = []
    k = {"line": 1, "short": 1, "medium": 3, "long": 5}[size]
    for name, args, body in rng.sample(PY_FUNCS, k):
        note = rng.choice(pool_of(lang, True)) if rng.random() < 0.4 else ""
        if kind == "py":
            doc = f'    """{note or name.replace("_", " ").capitalize()}."""\n'
            lines.append(f"def {name}({args}):\n{doc}    {body}\n")
        elif kind == "js":
            lines.append(
                f"{'// ' + note + chr(10) if note else ''}export function {to_camel(name)}(...args) {{\n  return impl.{to_camel(name)}(...args);\n}}\n"
            )
        elif kind == "go":
            lines.append(
                f"// {to_camel(name).capitalize()} {note or 'handles ' + name.replace('_', ' ')}\nfunc {to_camel(name).capitalize()}(ctx context.Context) error {{\n\treturn nil\n}}\n"
            )
        elif kind == "sql":
            lines.append(
                f"{'-- ' + note + chr(10) if note else ''}CREATE INDEX IF NOT EXISTS idx_{name} ON orders ({rng.choice(['created_at', 'customer_id', 'status'])});\n"
            )
        elif kind == "sh":
            lines.append(
                f'{"# " + note + chr(10) if note else ""}{name}() {{\n  echo "running {name}" >&2\n  "$@"\n}}\n'
            )
        else:
            lines.append(
                f"{'# ' + note + chr(10) if note else ''}{name}:\n  enabled: {rng.choice(['true', 'false'])}\n  timeout_s: {rng.randint(5, 120)}\n"
            )
    header = {
        "py": "from __future__ import annotations\n\nimport time\nfrom decimal import ROUND_HALF_UP, Decimal\n",
        "js": "import * as impl from './impl.js';\n",
        "go": 'package billing\n\nimport "context"\n',
        "sql": "BEGIN;\n",
        "sh": "#!/usr/bin/env bash\nset -euo pipefail\n",
        "yaml": "version: 2\n",
    }[kind]
    if passage is not None:
        where = rng.random()
        if kind == "py" and where < 0.4:
            text = passage.replace('"""', "'''")
            lines.insert(rng.randint(0, len(lines)), f'PROMPT_NOTE = """\n{text}\n"""\n')
        elif kind == "js" and where < 0.3:
            lines.insert(
                rng.randint(0, len(lines)), "/*\n * " + passage.replace("*/", "* /").replace("\n", "\n * ") + "\n */\n"
            )
        else:
            lines.insert(rng.randint(0, len(lines)), "\n".join(f"{comment} {ln}" for ln in passage.split("\n")) + "\n")
    footer = "COMMIT;\n" if kind == "sql" else ""
    return header + "\n" + "\n".join(lines) + footer


def to_camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(p.capitalize() for p in rest)


# ------------------------------------------------------------------------------------------------------- commit
def commit(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": 2, "medium": rng.randint(3, 6), "long": rng.randint(10, 20)}[size]
    entries: list[str] = []
    where = rng.randint(0, n - 1)
    for i in range(n):
        msg = rng.choice(lang["commits"] + EN_COMMITS)
        body = ""
        if rng.random() < 0.4:
            body = "\n\n    " + rng.choice(pool_of(lang, True))
        if passage is not None and i == where:
            body += "\n\n    " + passage.replace("\n", "\n    ")
        who = rng.choice(lang["names"])
        mail = who.split()[0].lower().encode("ascii", "ignore").decode() or "dev"
        entries.append(
            f"commit {rng.getrandbits(160):040x}\nAuthor: {who} <{mail}@{rng.choice(DOMAINS[:6])}>\n"
            f"Date:   {date(rng)} {clock(rng)} +0100\n\n    {msg}{body}\n"
        )
    return "\n".join(entries)


EN_COMMITS = [
    "Merge pull request #412 from feature/export",
    "ci: pin actions/checkout to v4",
    "Fix flaky test_scheduler_dst",
    "Update CHANGELOG for 2.4.1",
    "Lint: sort imports",
]


# -------------------------------------------------------------------------------------------------------- issue
def issue(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": 2, "medium": rng.randint(3, 5), "long": rng.randint(8, 16)}[size]
    w = lang["words"]
    title = rng.choice(lang["commits"] + EN_COMMITS)
    posts = [
        f"**{rng.choice(lang['names'])}** {w['comment']} {date(rng)}\n\n{para(rng, lang, rng.randint(1, 3), tech=True)}"
        for _ in range(n)
    ]
    if passage is not None:
        posts.insert(
            rng.randint(1 if n > 1 else 0, len(posts)),
            f"**{rng.choice(['ghost-user-2231', 'helpful-dev', 'anon8871', 'qa-bot-fan'])}** {w['comment']} {date(rng)}\n\n{passage}",
        )
    labels = ", ".join(rng.sample(["bug", "needs-triage", "docs", "enhancement", "good first issue"], 2))
    return f"#{rng.randint(100, 9000)} {title}\nLabels: {labels}\n\n" + "\n\n---\n\n".join(posts)


# ------------------------------------------------------------------------------------------------------- search
def search(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": 3, "medium": rng.randint(5, 8), "long": rng.randint(10, 20)}[size]
    q = rng.choice(lang["products"] + lang["subjects"])
    results = [
        f"{i + 1}. {rng.choice(lang['headings'])} | {rng.choice(lang['orgs'])}\n   https://{rng.choice(DOMAINS)}/{slug(rng)}\n   {para(rng, lang, 1)}"
        for i in range(n)
    ]
    if passage is not None:
        k = rng.randint(0, n - 1)
        results[k] = results[k].rsplit("\n", 1)[0] + "\n   " + passage.replace("\n", " ")
    return f'{lang["words"]["results"]} "{q}"\n\n' + "\n\n".join(results)


# ----------------------------------------------------------------------------------------------------- calendar
def calendar(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    title = rng.choice(lang["meetings"])
    people = rng.sample(lang["names"], min(len(lang["names"]), rng.randint(2, 5)))
    desc = " ".join(paras(rng, lang, "short" if size in {"line", "short"} else "medium"))
    if passage is not None and not raw:
        desc = f"{desc}\n\n{passage}" if rng.random() < 0.6 else f"{passage}\n\n{desc}"
    d = date(rng).replace("-", "")
    if rng.random() < 0.5 or raw:
        alt = ""
        if raw and passage is not None:
            alt = f"X-ALT-DESC;FMTTYPE=text/html:<html><body><p>{esc(desc)}</p>{passage}</body></html>\n"
        att = "".join(
            f"ATTENDEE;CN={p}:mailto:{p.split()[0].lower().encode('ascii', 'ignore').decode() or 'guest'}@{DOMAINS[0]}\n"
            for p in people
        )
        body = desc.replace("\n", "\\n").replace(",", "\\,")
        return (
            "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Example Corp//Calendar 4.2//EN\nBEGIN:VEVENT\n"
            f"UID:{rng.getrandbits(64):x}@{DOMAINS[0]}\nDTSTART:{d}T{rng.randint(8, 17):02d}0000Z\nDTEND:{d}T{rng.randint(18, 19):02d}0000Z\n"
            f"SUMMARY:{title}\nLOCATION:{rng.choice(lang['cities'])}\n{att}DESCRIPTION:{body}\n{alt}END:VEVENT\nEND:VCALENDAR\n"
        )
    w = lang["words"]
    return f"{title}\n{date(rng)} {rng.randint(8, 17)}:00–{rng.randint(18, 19)}:00\n{w['location']}: {rng.choice(lang['cities'])}\n{w['attendees']}: {', '.join(people)}\n\n{desc}\n"


# ------------------------------------------------------------------------------------------------------- review
def review(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": 2, "medium": rng.randint(3, 6), "long": rng.randint(10, 25)}[size]
    w = lang["words"]
    revs = [(rng.randint(1, 5), rng.choice(lang["names"]), date(rng), rng.choice(lang["reviews"])) for _ in range(n)]
    product = rng.choice(lang["products"])
    if raw:
        items = [
            f'<div class="review"><span class="stars">{"★" * s}{"☆" * (5 - s)}</span> <b>{esc(a)}</b> <time>{d}</time><p>{esc(t)}</p></div>'
            for s, a, d, t in revs
        ]
        if passage is not None:
            k = rng.randint(0, len(items) - 1)
            items[k] = items[k].replace("</p></div>", f"</p>{passage}</div>")
        return f'<section id="reviews"><h2>{esc(product)}</h2>\n' + "\n".join(items) + "\n</section>"
    lines = [f"{w['rating']}: {s}/5 — {a}, {d}\n{t}" for s, a, d, t in revs]
    if passage is not None:
        s, a, d = rng.randint(4, 5), rng.choice(lang["names"]), date(rng)
        lines.insert(
            rng.randint(0, len(lines)), f"{w['rating']}: {s}/5 — {a}, {d}\n{rng.choice(lang['reviews'])} {passage}"
        )
    return f"{product}\n\n" + "\n\n".join(lines)


# ---------------------------------------------------------------------------------------------------------- log
LOG_MSGS = [
    "GET /api/v2/orders?page={n} 200 {ms}ms",
    "POST /login 302 {ms}ms",
    "worker-{n} picked job export-{n}",
    "cache miss for key user:{n}:prefs",
    "retrying upstream request (attempt {a}/5)",
    "connection pool at {p}% capacity",
    "scheduled task nightly_export finished in {ms}ms",
    "TLS handshake with 10.0.{a}.{n} completed",
    "disk usage on /var at {p}%",
    "GC pause {ms}ms",
    "rate limit: client {n} throttled",
    "sent 1 message to smtp relay in {ms}ms",
    "job export-{n} failed: upstream timeout after 30000ms",
    "deprecated config key 'retries' ignored; use 'max_retries'",
    "health check ok (db {ms}ms)",
    "user {n} logged out",
    "webhook delivery to partner-{a} returned 500; will retry",
]


def log(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": rng.randint(3, 6), "medium": rng.randint(10, 25), "long": rng.randint(40, 90)}[size]
    svc = rng.choice(["api", "billing", "mailer", "ingest", "auth"])
    day = date(rng)
    t = rng.randint(0, 80_000) * 1000  # milliseconds since midnight, increasing line by line
    stamps = []
    for _ in range(n + 1):
        t += rng.randint(1, 90_000)
        secs, ms = divmod(t % 86_400_000, 1000)
        stamps.append(f"{day}T{secs // 3600:02d}:{secs // 60 % 60:02d}:{secs % 60:02d}.{ms:03d}Z")
    lines = []
    for _ in range(n):
        lvl = rng.choices(["INFO", "DEBUG", "WARN", "ERROR"], [6, 3, 2, 1])[0]
        msg = rng.choice(LOG_MSGS).format(
            n=rng.randint(1, 999), ms=rng.randint(1, 4000), a=rng.randint(1, 5), p=rng.randint(5, 97)
        )
        lines.append(f"{lvl:<5} [{svc}] {msg}")
    if passage is not None:
        flat = passage.replace("\n", "\\n")
        form = rng.choice(
            [
                f"INFO  [{svc}] user feedback received: {flat}",
                f"WARN  [{svc}] validation failed for field 'comment': {flat!r}",
                f"DEBUG [{svc}] request body={json.dumps({'note': passage}, ensure_ascii=False)}",
                f'INFO  [{svc}] 10.2.{rng.randint(0, 255)}.{rng.randint(0, 255)} "GET /search?q=x HTTP/1.1" 200 - "{flat}"',
            ]
        )
        lines.insert(rng.randint(0, len(lines)), form)
    return "\n".join(f"{ts} {ln}" for ts, ln in zip(stamps, lines, strict=False)) + "\n"


# ------------------------------------------------------------------------------------------------------- readme
def readme(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    name = rng.choice(["tidyframe", "quickmail", "geo-lite", "ledgerkit", "pagewatch", "csvkit-plus", "snapcfg"])
    parts = [f"# {name}\n\n{para(rng, lang, 1, tech=True)}"]
    if size != "line":
        parts.append(f"## Install\n\n```bash\npip install {name}\n```")
    if size in {"medium", "long"}:
        parts.append(
            f"## Usage\n\n```python\nimport {name.replace('-', '_')}\n{name.replace('-', '_')}.run(config='settings.toml')\n```"
        )
        parts.append(f"## {rng.choice(lang['headings'])}\n\n" + "\n\n".join(paras(rng, lang, size, tech=True)))
    if size == "long":
        parts.append("## Licence\n\nMIT. See `LICENSE`.")
        parts.insert(
            1,
            f"[![CI](https://github.com/example/{name}/actions/workflows/ci.yml/badge.svg)](https://github.com/example/{name}/actions)",
        )
    if passage is not None:
        if raw:
            parts.insert(rng.randint(1, len(parts)), passage)
        else:
            parts.insert(
                rng.randint(1, len(parts)),
                rng.choice([passage, "> " + passage.replace("\n", "\n> "), f"**Note:** {passage}"]),
            )
    return "\n\n".join(parts) + "\n"


# --------------------------------------------------------------------------------------------------------- chat
def chat(rng: random.Random, code: str, lang: Lang, passage: str | None, raw: bool, size: str) -> str:
    n = {"line": 1, "short": rng.randint(2, 4), "medium": rng.randint(5, 10), "long": rng.randint(15, 30)}[size]
    people = rng.sample(lang["names"], min(3, len(lang["names"])))
    channel = rng.choice(["#general", "#ops", "#sales-emea", "#proj-migration", "#support-escalations"])
    said = draw(rng, lang["sentences"] + lang["reviews"][:2], n)
    minute = rng.randint(8 * 60, 12 * 60)
    msgs = []
    for line in said:
        minute += rng.randint(0, 25)
        msgs.append(f"[{minute // 60:02d}:{minute % 60:02d}] {rng.choice(people)}: {line}")
    if passage is not None:
        guest = rng.choice(["external-guest", "vendor-support (guest)", "bot-integration", rng.choice(lang["names"])])
        k = rng.randint(0, len(msgs))
        stamp = msgs[k - 1][:7] if k else "[07:58]"
        msgs.insert(k, f"{stamp} {guest}: {passage}")
    return f"{channel} — export {date(rng)}\n" + "\n".join(msgs) + "\n"


BUILDERS: dict[str, Callable[[random.Random, str, Lang, str | None, bool, str], str]] = {
    "html": html,
    "email": email,
    "pdf": pdf,
    "csv": csv,
    "json": json_doc,
    "code": code_doc,
    "commit": commit,
    "issue": issue,
    "search": search,
    "calendar": calendar,
    "review": review,
    "log": log,
    "readme": readme,
    "chat": chat,
}


def build(
    carrier: str, rng: random.Random, code: str, passage: str | None, raw: bool = False, size: str | None = None
) -> str:
    """One document of ``carrier`` in language ``code`` holding ``passage`` (or nothing)."""
    if raw and carrier not in HTML_CARRIERS:
        raise ValueError(f"{carrier} cannot hold raw HTML")
    size = size or rng.choices(SIZES, SIZE_WEIGHTS)[0]
    return BUILDERS[carrier](rng, code, LANGS[code], passage, raw, size)
