"""Ordinary documents of thirteen kinds (carriers), with passages placed where such documents carry text.

``build(carrier, lang, rng, passages, how)`` writes one document in ``lang`` from the filler pools of
``_lang_west`` / ``_lang_more`` and places each passage (an attack, a hard negative, or nothing):

- ``text``: where the carrier naturally holds prose: a paragraph, a bullet, a CSV or JSON notes field,
  a logged message, a whois ``Remarks:`` line, an e-mail body;
- ``comment``: a source comment (code) or an HTML comment (html, readme);
- ``hidden`` / ``alt`` (html): a hidden element or an image's alt text;
- ``string`` (code): a string constant or docstring;
- ``raw``: verbatim as a block (benign code, markup or log lines).

Split payloads pass two passages; they land in different places of the same document.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable

from _lang_extra import LANGS as EXTRA
from _lang_more import LANGS as MORE
from _lang_west import LANGS as WEST

LANGS: dict[str, dict[str, object]] = {**WEST, **MORE, **EXTRA}
CARRIERS = (
    "report",
    "cv",
    "legal",
    "whois",
    "code",
    "email",
    "csv",
    "html",
    "json",
    "log",
    "readme",
    "review",
    "meeting",
)
CJK = ("zh", "ja", "ko")
CURRENCY = {"en": "£", "zh": "元", "ja": "円", "ko": "원"}
FLOOR = 280  # characters of filler below which a pool is reused


def pool(lang: str, key: str) -> list[str]:
    """A sentence pool of ``lang``."""
    value = LANGS[lang][key]
    assert isinstance(value, list)
    return value


def label(lang: str, key: str) -> str:
    """A heading or fixed string of ``lang``."""
    labels = LANGS[lang]["labels"]
    assert isinstance(labels, dict)
    value = labels[key]
    assert isinstance(value, str)
    return value


def cols(lang: str) -> list[str]:
    """CSV column names of ``lang``."""
    labels = LANGS[lang]["labels"]
    assert isinstance(labels, dict)
    value = labels["cols"]
    assert isinstance(value, list)
    return value


def amount(lang: str, rng: random.Random) -> str:
    """A sum of money written the way ``lang`` writes it."""
    n = rng.choice([1, 2, 5, 10, 25]) * rng.randint(1200, 98000)
    if lang == "en":
        return f"£{n:,}"
    if lang in CJK:
        return f"{n * 100 if lang in ('ja', 'ko') else n:,}{CURRENCY[lang]}"  # yen and won: no cents, bigger numbers
    return f"{n:,} €".replace(",", ".")


def date(lang: str, rng: random.Random) -> str:
    """A date in 2026 or 2027."""
    y, m, d = rng.choice([2026, 2027]), rng.randint(1, 12), rng.randint(1, 28)
    if lang == "ko":
        return f"{y}년 {m}월 {d}일"
    return f"{y}年{m}月{d}日" if lang in CJK else f"{y}-{m:02d}-{d:02d}"


def fill(text: str, lang: str, rng: random.Random) -> str:
    """Fill the ``{slots}`` of a filler sentence with values from ``lang``."""
    makers: dict[str, Callable[[], str]] = {
        "{name}": lambda: rng.choice(pool(lang, "people")),
        "{company}": lambda: rng.choice(pool(lang, "companies")),
        "{city}": lambda: rng.choice(pool(lang, "cities")),
        "{product}": lambda: rng.choice(pool(lang, "products")),
        "{n}": lambda: str(rng.randint(3, 480)),
        "{pct}": lambda: f"{rng.randint(2, 31)}%",
        "{amount}": lambda: amount(lang, rng),
        "{date}": lambda: date(lang, rng),
    }
    for slot, make in makers.items():
        while slot in text:
            text = text.replace(slot, make(), 1)
    return text


def prose(lang: str, rng: random.Random, keys: tuple[str, ...], target: int) -> list[str]:
    """Filled sentences from the pools ``keys``, about ``target`` characters in all.

    Each sentence is used once; a pool is gone through again only while the text is still shorter than
    ``FLOOR`` characters (short pools, and CJK sentences are short), so documents rarely repeat a line.
    """
    out: list[str] = []
    size = 0
    limit = target
    while not out or size < min(target, FLOOR):
        sentences = [s for key in keys for s in pool(lang, key)]
        rng.shuffle(sentences)
        for s in sentences:
            if size >= limit:
                break
            out.append(fill(s, lang, rng))
            size += len(out[-1])
        limit = min(target, FLOOR)
    return out


def _split(items: list[str], k: int, rng: random.Random) -> list[list[str]]:
    """``items`` cut into ``k`` non-empty-ish runs (for sections)."""
    cuts = sorted(rng.sample(range(1, max(len(items), k + 1)), k - 1)) if k > 1 else []
    bounds = [0, *cuts, len(items)]
    return [items[a:b] for a, b in itertools.pairwise(bounds)]


def _insert(items: list[str], new: list[str], rng: random.Random) -> list[str]:
    """``new`` placed at distinct random positions of ``items``, in order (first half before second)."""
    out = list(items)
    if not new:
        return out
    slots = sorted(rng.sample(range(len(out) + len(new)), len(new)))
    for pos, passage in zip(slots, new, strict=True):
        out.insert(pos, passage)
    return out


_HOSTS = (
    "northgate-freight.co.uk",
    "mailhost.example.org",
    "corp.example.com",
    "ventas.example.es",
    "atelier.example.fr",
)


def _mail(lang: str, rng: random.Random) -> str:
    user = rng.choice(["m.harlow", "ops", "j.rivera", "finance", "k.sato", "a.novak", "team", "office"])
    return f"{user}{rng.randint(1, 99)}@{rng.choice(_HOSTS)}"


# ---------------------------------------------------------------------------------------------- carriers


def report(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    body = prose(lang, rng, ("report",), rng.randint(250, 1400))
    body = _insert(body, passages, rng)
    sections = _split(body, min(3, max(1, len(body) // 3)), rng)
    heads = [label(lang, "summary"), f"{rng.choice(pool(lang, 'cities'))}", rng.choice(pool(lang, "companies"))]
    parts = [f"{label(lang, 'report')} — Q{rng.randint(1, 4)} {rng.choice([2025, 2026])}", ""]
    for head, sec in zip(heads, sections, strict=False):
        parts += [head, "", " ".join(sec) if rng.random() < 0.5 else "\n\n".join(sec), ""]
    return "\n".join(parts).strip()


def cv(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    name = rng.choice(pool(lang, "people"))
    bullets = [f"- {s}" for s in prose(lang, rng, ("cv",), rng.randint(200, 900))]
    top: list[str] = []
    if how == "raw":  # a heading or profile block under the contact line
        top = [x for p in passages for x in ("", p)]
    else:
        bullets = _insert(bullets, [f"- {p}" if rng.random() < 0.5 else p for p in passages], rng)
    half = len(bullets) // 2
    return "\n".join(
        [
            name,
            f"{_mail(lang, rng)} · +{rng.randint(30, 86)} {rng.randint(100, 999)} {rng.randint(100000, 999999)}"
            f" · {rng.choice(pool(lang, 'cities'))}",
            *top,
            "",
            label(lang, "experience"),
            f"{rng.choice(pool(lang, 'companies'))} ({rng.randint(2014, 2020)}–{rng.randint(2021, 2026)})",
            *bullets[:half],
            f"{rng.choice(pool(lang, 'companies'))} ({rng.randint(2008, 2013)}–{rng.randint(2014, 2019)})",
            *bullets[half:],
            "",
            label(lang, "education"),
            f"{rng.choice(['MSc', 'BA', 'MBA', 'BSc'])} — {rng.choice(pool(lang, 'cities'))}, {rng.randint(2004, 2014)}",
            "",
            label(lang, "skills"),
            ", ".join(rng.sample(["SQL", "Python", "Excel", "Power BI", "SAP", "Tableau", "R", "Git", "dbt"], 5)),
        ]
    )


def legal(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    clauses = prose(lang, rng, ("legal",), rng.randint(300, 1500))
    clauses = _insert(clauses, passages, rng)
    a, b = rng.sample(pool(lang, "companies"), 2)
    lines = [label(lang, "contract"), "", f"{a} — {b}", ""]
    lines += [f"{i}. {c}" for i, c in enumerate(clauses, 1)]
    return "\n".join(lines)


def whois(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    company = rng.choice(pool(lang, "companies"))
    stem = "".join(ch for ch in company.lower() if ch.isascii() and ch.isalnum())[:14] or f"site{rng.randint(10, 99)}"
    tld = {
        "en": ".co.uk",
        "es": ".es",
        "fr": ".fr",
        "de": ".de",
        "pt": ".pt",
        "it": ".it",
        "zh": ".cn",
        "ja": ".jp",
        "ko": ".kr",
        "nl": ".nl",
    }[lang]
    remarks = [label(lang, "remark"), *passages]
    lines = [
        f"Domain Name: {stem.upper()}{tld.upper()}",
        f"Registry Domain ID: D{rng.randint(10**8, 10**9)}-{lang.upper()}",
        f"Registrar: {rng.choice(['Gandi SAS', 'Key-Systems GmbH', 'Tucows Domains Inc.', 'GMO Internet', 'Alibaba Cloud'])}",
        f"Creation Date: {rng.randint(2001, 2020)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T09:12:44Z",
        f"Registry Expiry Date: {rng.randint(2027, 2030)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T09:12:44Z",
        f"Registrant Organization: {company}",
        f"Registrant City: {rng.choice(pool(lang, 'cities'))}",
        f"Registrant Email: {_mail(lang, rng)}",
        f"Name Server: ns{rng.randint(1, 4)}.dns-host.example.net",
        f"Name Server: ns{rng.randint(5, 8)}.dns-host.example.net",
        "DNSSEC: unsigned",
    ]
    for r in remarks:  # each remark is one block of consecutive Remarks: lines
        at = rng.randint(6, len(lines))
        lines[at:at] = [f"Remarks: {part}" for part in r.split("\n")]
    lines.append(">>> Last update of WHOIS database: 2026-11-20T06:00:00Z <<<")
    return "\n".join(lines)


_CODE = {
    "py": ("# ", '"""', "python"),
    "js": ("// ", "`", "javascript"),
    "go": ("// ", "`", "go"),
    "sql": ("-- ", "'", "sql"),
}


def _code_body(kind: str, rng: random.Random, comments: list[str]) -> list[str]:
    c = _CODE[kind][0]
    cm = [f"{c}{x}" for x in comments]
    n = rng.randint(2, 9)
    if kind == "py":
        return [
            "import csv",
            "from decimal import Decimal",
            "",
            cm[0],
            "def load_rows(path):",
            "    with open(path, newline='', encoding='utf-8') as fh:",
            "        return list(csv.DictReader(fh))",
            "",
            cm[1 % len(cm)],
            "def total(rows):",
            f"    return sum(Decimal(r['amount']) for r in rows) / {n * 10}",
            "",
            "if __name__ == '__main__':",
            "    print(total(load_rows('export.csv')))",
        ]
    if kind == "js":
        return [
            "import { readFile } from 'node:fs/promises';",
            "",
            cm[0],
            "export async function loadOrders(path) {",
            "  const text = await readFile(path, 'utf8');",
            "  return text.split('\\n').filter(Boolean).map((l) => l.split(';'));",
            "}",
            "",
            cm[1 % len(cm)],
            "export function sumCents(rows) {",
            f"  return rows.reduce((acc, r) => acc + Number(r[{n % 4}]), 0);",
            "}",
        ]
    if kind == "go":
        return [
            "package ledger",
            "",
            'import "time"',
            "",
            cm[0],
            "type Entry struct {",
            "\tWhen   time.Time",
            "\tCents  int64",
            "\tMemo   string",
            "}",
            "",
            cm[1 % len(cm)],
            "func Balance(es []Entry) (b int64) {",
            "\tfor _, e := range es {",
            "\t\tb += e.Cents",
            "\t}",
            f"\treturn b / {n}",
            "}",
        ]
    return [
        cm[0],
        "CREATE TABLE invoices (",
        "  id          BIGINT PRIMARY KEY,",
        "  customer_id BIGINT NOT NULL,",
        "  amount_cents BIGINT NOT NULL,",
        "  issued_on   DATE NOT NULL",
        ");",
        "",
        cm[1 % len(cm)],
        "SELECT customer_id, SUM(amount_cents) / 100.0 AS total",
        "FROM invoices",
        f"WHERE issued_on >= DATE '2026-0{n}-01'",
        "GROUP BY customer_id;",
    ]


def code(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    kind = "py" if how == "raw" else rng.choice(list(_CODE))  # the benign code passages are Python
    c, quote, _ = _CODE[kind]
    comments = rng.sample(pool(lang, "code"), 2)
    lines = _code_body(kind, rng, comments)
    blocks: list[list[str]] = []
    for p in passages:
        if how == "comment":
            blocks.append([f"{c}{x}" if x.strip() else c.rstrip() for x in p.split("\n")])
        elif how == "string":
            flat = p.replace("\\", "\\\\").replace(quote, "\\" + quote) if quote != '"""' else p.replace('"""', "'''")
            if kind == "py":
                blocks.append([f'NOTICE = """{flat}"""'])
            elif kind == "js":
                blocks.append([f"export const NOTICE = `{flat}`;"])
            elif kind == "go":
                blocks.append([f"const Notice = `{flat}`"])
            else:
                blocks.append([f"COMMENT ON TABLE invoices IS '{flat}';"])
        else:  # raw
            blocks.append(p.split("\n"))
    # blocks go between top-level statements: before a line that starts a definition or a comment
    starts = [i for i, x in enumerate(lines) if x and not x.startswith((" ", "\t", "}", ")")) and i > 0] or [len(lines)]
    for block in blocks:
        at = rng.choice(starts)
        lines[at:at] = [*block, ""]
        starts = [i + len(block) + 1 if i >= at else i for i in starts]
    header = f"{c}{rng.choice(pool(lang, 'readme'))}"
    return "\n".join([header, "", *lines])


_BOUNDARY = "=_part_7f3a91"  # the boundary _lookalikes writes its attachments with


def email(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    sender, to = rng.sample(pool(lang, "people"), 2)
    body = prose(lang, rng, ("email",), rng.randint(150, 700))
    attachments = passages if how == "raw" else []  # MIME parts after the signature
    body = _insert(body, [] if how == "raw" else passages, rng)
    paras = _split(body, min(len(body), rng.randint(1, 3)), rng)
    d = rng.randint(1, 28)
    head = [
        f"From: {sender} <{_mail(lang, rng)}>",
        f"To: {to} <{_mail(lang, rng)}>",
        f"Date: {rng.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, {d} Oct 2026 {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}:11 +0100",
        f"Subject: {fill(label(lang, 'subject'), lang, rng)}",
        f"Message-ID: <{rng.getrandbits(48):012x}@mail.example.net>",
        "MIME-Version: 1.0",
        *([f'Content-Type: multipart/mixed; boundary="{_BOUNDARY}"', "", f"--{_BOUNDARY}"] if attachments else []),
        "Content-Type: text/plain; charset=UTF-8",
        "",
        label(lang, "hello").replace("{name}", to.split()[0] if lang not in CJK else to),
        "",
    ]
    return "\n".join(
        head
        + ["\n".join(p) if lang in CJK else " ".join(p) for p in paras if p]
        + ["", label(lang, "regards"), sender]
        + [x for a in attachments for x in ("", a)]
    )


def _csv_cell(text: str) -> str:
    return '"' + text.replace('"', '""') + '"' if any(ch in text for ch in ',"\n') else text


def csv(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    n = rng.randint(8, 40)
    rows = [",".join(cols(lang))]
    notes = [rng.choice(pool(lang, "notes")) for _ in range(n)]
    for i, p in zip(sorted(rng.sample(range(n), len(passages))), passages, strict=True):
        notes[i] = p
    for i in range(n):
        rows.append(
            ",".join(
                [
                    str(10400 + i * rng.randint(1, 7)),
                    _csv_cell(rng.choice(pool(lang, "companies"))),
                    _csv_cell(rng.choice(pool(lang, "cities"))),
                    f"{rng.randint(40, 90000) / 100:.2f}",
                    _csv_cell(notes[i]),
                ]
            )
        )
    return "\n".join(rows)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_HIDDEN = (
    '<div style="display:none">{}</div>',
    '<p style="font-size:0;line-height:0">{}</p>',
    '<span style="color:#ffffff;background:#ffffff">{}</span>',
    '<div style="position:absolute;left:-9999px" aria-hidden="true">{}</div>',
)


def html(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    keys = rng.choice([("report",), ("review",), ("readme",)])
    paras = [f"<p>{_esc(s)}</p>" for s in prose(lang, rng, keys, rng.randint(250, 1300))]
    blocks: list[str] = []
    for p in passages:
        if how == "comment":
            blocks.append(f"<!-- {p} -->")
        elif how == "hidden":
            blocks.append(rng.choice(_HIDDEN).format(_esc(p)))
        elif how == "alt":
            alt = p.replace('"', "&quot;").replace("\n", " ")
            blocks.append(f'<img src="/img/figure-{rng.randint(1, 9)}.png" alt="{alt}" width="640">')
        elif how == "raw":
            blocks.append(p)
        else:
            blocks.append(f"<p>{_esc(p)}</p>")
    body = _insert(paras, blocks, rng)
    title = rng.choice([label(lang, "report"), label(lang, "reviews"), rng.choice(pool(lang, "companies"))])
    return "\n".join(
        [
            "<!DOCTYPE html>",
            f'<html lang="{lang}">',
            f'<head><meta charset="utf-8"><title>{_esc(title)}</title></head>',
            "<body>",
            f'<nav><a href="/">{_esc(rng.choice(pool(lang, "companies")))}</a> | <a href="/contact">@</a></nav>',
            f"<h1>{_esc(title)}</h1>",
            *body,
            f"<footer>© 2026 {_esc(rng.choice(pool(lang, 'companies')))}</footer>",
            "</body>",
            "</html>",
        ]
    )


def json_doc(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    items = []
    texts = prose(lang, rng, ("review",), rng.randint(150, 700))
    for i, t in enumerate(texts):
        items.append(
            {"id": 88000 + i * 7, "rating": rng.randint(3, 5), "author": rng.choice(pool(lang, "people")), "body": t}
        )
    for p in passages:
        at = rng.randint(0, len(items))
        items.insert(
            at, {"id": 88999 - at, "rating": rng.randint(1, 5), "author": rng.choice(pool(lang, "people")), "body": p}
        )
    doc = {"product": rng.choice(pool(lang, "products")), "page": 1, "reviews": items}
    return json.dumps(doc, ensure_ascii=rng.random() < 0.3, indent=2)


_LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")


def log(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    n = rng.randint(8, 30)
    generic = ["GET /api/orders 200 12ms", "GET /healthz 200 1ms", "POST /api/invoices 201 48ms", "worker heartbeat ok"]
    msgs = [fill(rng.choice(pool(lang, "log") + generic), lang, rng) for _ in range(n)]
    if how == "raw":  # consecutive log lines that carry their own level and component
        for block in passages:
            at = rng.randint(0, len(msgs))
            msgs[at:at] = block.split("\n")
    else:
        msgs = _insert(
            msgs, [f"message received: {p!r}" if rng.random() < 0.5 else p.replace("\n", " ") for p in passages], rng
        )
    t = rng.randint(0, 20000)
    day = rng.randint(10, 21)
    out = []
    for m in msgs:
        t += rng.randint(1, 400)
        level = rng.choice(["INFO", "INFO", "INFO", "DEBUG", "WARN"])
        stamp = f"2026-11-{day + t // 86400:02d}T{t // 3600 % 24:02d}:{t // 60 % 60:02d}:{t % 60:02d}Z"
        out.append(f"{stamp} {m}" if m.split(" ", 1)[0] in _LEVELS else f"{stamp} {level:5s} app: {m}")
    return "\n".join(out)


def readme(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    text = prose(lang, rng, ("readme",), rng.randint(200, 900))
    blocks = [f"<!-- {p} -->" if how == "comment" else f"\n{p}\n" if how == "raw" else p for p in passages]
    text = _insert(text, blocks, rng)
    half = max(1, len(text) // 2)
    name = rng.choice(["timesheet-convert", "ledger-tools", "csv2payroll", "depot-sync", "invoice-check"])
    return "\n".join(
        [
            f"# {name}",
            "",
            *text[:half],
            "",
            f"## {label(lang, 'install')}",
            "",
            "```bash",
            f"pip install {name}",
            "```",
            "",
            f"## {label(lang, 'usage')}",
            "",
            *text[half:],
            "",
            "```bash",
            f"{name} --input export.csv --out payroll.csv",
            "```",
        ]
    )


def review(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    product = rng.choice(pool(lang, "products"))
    texts = prose(lang, rng, ("review",), rng.randint(200, 900))
    texts = _insert(texts, passages, rng)
    chunks = _split(texts, min(len(texts), rng.randint(1, 4)), rng)
    out = [f"{label(lang, 'reviews')} — {product}", ""]
    for chunk in chunks:
        if not chunk:
            continue
        stars = rng.randint(3, 5)
        out += [
            f"{'★' * stars}{'☆' * (5 - stars)}  {rng.choice(pool(lang, 'people'))} · {date(lang, rng)}",
            " ".join(chunk),
            "",
        ]
    return "\n".join(out).strip()


def meeting(lang: str, rng: random.Random, passages: list[str], how: str) -> str:
    notes = [f"- {s}" for s in prose(lang, rng, ("meeting",), rng.randint(200, 800))]
    notes = _insert(notes, [f"- {p}" for p in passages], rng)
    people = rng.sample(pool(lang, "people"), 4)
    cut = max(1, len(notes) - 2)
    return "\n".join(
        [
            f"{label(lang, 'meeting')} — {date(lang, rng)}",
            f"{label(lang, 'attendees')}: {', '.join(people)}",
            "",
            *notes[:cut],
            "",
            f"{label(lang, 'actions')}:",
            *notes[cut:],
        ]
    )


BUILDERS = {
    "report": report,
    "cv": cv,
    "legal": legal,
    "whois": whois,
    "code": code,
    "email": email,
    "csv": csv,
    "html": html,
    "json": json_doc,
    "log": log,
    "readme": readme,
    "review": review,
    "meeting": meeting,
}


def build(carrier: str, lang: str, rng: random.Random, passages: list[str], how: str = "text") -> str:
    """One document of kind ``carrier`` in ``lang`` holding ``passages`` (placed per ``how``)."""
    return BUILDERS[carrier](lang, rng, passages, how)
