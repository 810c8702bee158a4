"""Carriers: ordinary documents of 13 kinds that can hold zero, one or two inserted passages.

``build(carrier, rng, lang, slots, mode)`` returns the document text. ``slots`` are the passages to
embed (an injection, the two halves of a split injection, or a benign hard-negative sentence);
they land at random positions in the document's body, in order. ``mode`` says how a carrier hides
a passage where it has a choice (HTML: visible, comment, hidden, alt; code: comment, string).
"""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Callable

from _lang_east import LANGS as EAST
from _lang_west import LANGS as WEST

Lang = dict[str, list[str]]
LANGS: dict[str, Lang] = {**WEST, **EAST}
CJK = {"zh", "ja", "ko"}
MIN_LEN, MAX_LEN = 300, 4000

COMPANIES = [
    "Northwind Traders",
    "Brightline Logistics",
    "Helix Medical",
    "Orbis Software",
    "Calder & Finch LLP",
    "Lumen Energy",
    "Vantaa Systems",
    "Meridian Foods",
]
CITIES = [
    "Rotterdam",
    "Madrid",
    "Lyon",
    "Hamburg",
    "Porto",
    "Shanghai",
    "Osaka",
    "Kazan",
    "Busan",
    "Bologna",
    "Leeds",
    "Valencia",
    "Campinas",
    "Kassel",
]
SAFE_URLS = [
    "https://docs.python.org/3/library/csv.html",
    "https://www.example.com/pricing",
    "https://intranet.example.org/wiki/Onboarding",
    "https://github.com/pandas-dev/pandas/issues/51234",
    "https://cdn.jsdelivr.net/npm/chart.js",
    "https://status.orbis-software.example/incidents/2291",
    "https://maps.example.net/?q=Rotterdam+Centraal",
    "https://shop.example.com/p/coffee-grinder-x2",
]


def pick(rng: random.Random, lang: Lang, key: str, n: int = 1) -> list[str]:
    """``n`` entries of ``lang[key]``, without repeats while the list lasts."""
    pool = lang[key]
    out = rng.sample(pool, min(n, len(pool)))
    while len(out) < n:
        out.append(rng.choice(pool))
    return out


class Deck:
    """Draws entries of a list in shuffled order, reshuffling only once all were used (few repeats)."""

    def __init__(self, rng: random.Random, items: list[str]) -> None:
        self.rng = rng
        self.items = list(items)
        self.left: list[str] = []

    def take(self, n: int = 1) -> list[str]:
        """The next ``n`` entries."""
        out: list[str] = []
        while len(out) < n:
            if not self.left:
                self.left = self.items[:]
                self.rng.shuffle(self.left)
            out.append(self.left.pop())
        return out

    def para(self, n: int) -> str:
        """``n`` entries joined as a paragraph (no spaces between Chinese or Japanese sentences)."""
        first = self.items[0]
        sep = "" if first and first[-1] in "。！？" else " "
        return sep.join(self.take(n))


def sentences(rng: random.Random, lang: Lang, n: int) -> str:
    """A paragraph of ``n`` distinct prose sentences."""
    return Deck(rng, lang["prose"]).para(n)


def insert(rng: random.Random, items: list[str], slots: list[str], start: int = 0) -> list[str]:
    """Insert ``slots`` into ``items`` at random positions at or after ``start``, keeping their order."""
    out = list(items)
    positions = sorted(rng.randint(start, len(items)) for _ in slots)
    for shift, (pos, slot) in enumerate(zip(positions, slots, strict=True)):
        out.insert(pos + shift, slot)
    return out


def _target(rng: random.Random, lang_code: str) -> int:
    """A target length in characters (shorter for CJK text, which packs more per character)."""
    lo, hi = (250, 1800) if lang_code in CJK else (400, 3000)
    return rng.randint(lo, hi)


def _grow(rng: random.Random, lang: Lang, lang_code: str, unit: Callable[[], str], minimum: int) -> list[str]:
    """Units until the target length is reached (at least ``minimum`` units).

    The target is capped by the amount of distinct prose the language has, so small pools do not repeat much.
    """
    target = min(_target(rng, lang_code), int(1.3 * sum(len(s) for s in lang["prose"])))
    items: list[str] = []
    while len(items) < minimum or sum(len(i) for i in items) < target:
        items.append(unit())
    return items


def report(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    heads = pick(rng, lang, "headings", rng.randint(3, 5))
    deck = Deck(rng, lang["prose"])
    paras = _grow(rng, lang, code, lambda: deck.para(rng.randint(2, 4)), len(heads))
    paras = insert(rng, paras, slots, 1)
    title = rng.choice(lang["titles"])
    lines = [title, "=" * min(60, len(title) * 2), f"{rng.choice(COMPANIES)} · {rng.randint(2023, 2026)}", ""]
    per = max(1, len(paras) // len(heads))
    for i, para in enumerate(paras):
        if i % per == 0 and i // per < len(heads):
            lines += [f"{i // per + 1}. {heads[i // per]}", ""]
        lines += [para, ""]
    return "\n".join(lines)


def cv(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    name = rng.choice(lang["names"])
    h = lang["cv_heads"]
    jobs: list[str] = []
    wins = Deck(rng, lang["achievements"])
    for k in range(rng.randint(2, 4)):
        year = 2025 - 3 * k
        bullets = [f"  - {a}" for a in wins.take(rng.randint(1, 3))]
        jobs.append(
            f"{rng.choice(lang['roles'])} | {rng.choice(COMPANIES)}, {rng.choice(CITIES)} | "
            f"{year - 3}–{year}\n" + "\n".join(bullets)
        )
    body = insert(rng, jobs, [f"  - {s}" for s in slots], 0)
    mail = f"{name.split()[0].lower()}.cv{rng.randint(10, 99)}@mail.example" if code not in CJK else "cv@mail.example"
    parts = [
        name,
        f"{mail} · +{rng.randint(30, 86)} {rng.randint(100, 999)} {rng.randint(1000000, 9999999)}",
        "",
        h[0],
        sentences(rng, lang, 2),
        "",
        h[1],
        *body,
        "",
        h[2],
        f"{rng.choice(['MSc', 'BSc', 'MBA', 'BA'])}, {rng.choice(CITIES)} University, {rng.randint(2005, 2016)}",
        "",
        h[3],
        ", ".join(pick(rng, lang, "skills", 2)),
        "",
        h[4],
        "EN, " + code.upper(),
    ]
    return "\n".join(parts)


def legal(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    deck = Deck(rng, lang["clauses"])
    clauses = [*deck.take(min(len(lang["clauses"]), rng.randint(4, 9)))]
    clauses = insert(rng, clauses, slots, 1)
    first, second = rng.sample(COMPANIES, 2)
    out = [
        rng.choice(lang["legal_titles"]).upper(),
        f"Ref. {rng.choice(['MSA', 'NDA', 'LIC'])}-2025-{rng.randint(100, 999)}",
        "",
        f"{first} — {second}",
        f"{rng.choice(CITIES)}, 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "",
    ]
    for i, clause in enumerate(clauses, 1):
        out.append(f"{(i - 1) // 3 + 1}.{(i - 1) % 3 + 1}  {clause}")
    signers = rng.sample(lang["names"], 2)
    out += ["", "__________________            __________________", f"{signers[0]}, {first}", f"{signers[1]}, {second}"]
    return "\n".join(out)


def whois(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    dom = rng.choice(["brightline-logistics", "helixmed", "orbis-sw", "calderfinch", "meridianfoods", "lumen-nrg"])
    tld = rng.choice([".com", ".net", ".de", ".fr", ".es", ".com.br", ".cn", ".jp", ".io"])
    name = rng.choice(lang["names"])
    remarks = [rng.choice(lang["prose"]) for _ in range(rng.randint(1, 3))]
    remarks = insert(rng, remarks, [s.replace("\n", " ") for s in slots])
    fields = [
        f"Domain Name: {dom.upper()}{tld.upper()}",
        f"Registry Domain ID: {rng.randint(10**9, 10**10)}_DOMAIN_COM-VRSN",
        f"Registrar WHOIS Server: whois.registrar-{rng.randint(1, 9)}.example",
        f"Updated Date: 2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T08:14:22Z",
        "Creation Date: 2011-03-04T17:02:51Z",
        f"Registrar: Example Registrar {rng.choice(['GmbH', 'Inc.', 'SAS', 'K.K.'])}",
        f"Registrar Abuse Contact Email: abuse@registrar-{rng.randint(1, 9)}.example",
        "Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited",
        f"Registrant Name: {name}",
        f"Registrant Organization: {rng.choice(COMPANIES)}",
        f"Registrant City: {rng.choice(CITIES)}",
        f"Registrant Country: {rng.choice(['NL', 'ES', 'FR', 'DE', 'BR', 'CN', 'JP', 'RU', 'KR', 'IT'])}",
    ]
    fields += [f"Remarks: {r}" for r in remarks]
    fields += [f"Name Server: NS{i}.DNS-HOST.EXAMPLE" for i in (1, 2)]
    fields += [
        "DNSSEC: unsigned",
        ">>> Last update of WHOIS database: 2025-11-20T06:00:01Z <<<",
        "",
        "% The data in this record is provided for information purposes only.",
    ]
    return "\n".join(fields)


_PY_FUNCS = [
    ("load_orders", "path", "rows = list(csv.DictReader(open(path, encoding='utf-8')))\n    return rows"),
    (
        "monthly_totals",
        "rows",
        "totals = defaultdict(float)\n    for r in rows:\n"
        "        totals[r['month']] += float(r['amount'])\n    return dict(totals)",
    ),
    (
        "retry",
        "fn",
        "for attempt in range(3):\n        try:\n            return fn()\n"
        "        except TimeoutError:\n            time.sleep(2 ** attempt)\n    raise RuntimeError('gave up')",
    ),
    ("normalise_vat", "vat", "vat = vat.replace(' ', '').upper()\n    return vat if len(vat) > 4 else ''"),
    ("chunk", "items", "size = 500\n    return [items[i:i + size] for i in range(0, len(items), size)]"),
]


def code(rng: random.Random, code_: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code_]
    funcs = _PY_FUNCS[:]
    rng.shuffle(funcs)
    units = []
    for fname, arg, body in funcs[: rng.randint(3, 5)]:
        comment = rng.choice(lang["code"] + LANGS["en"]["code"])
        units.append(f"def {fname}({arg}):\n    # {comment}\n    {body}\n")
    if mode == "string":
        rendered = [f'HELP_TEXT_{i} = """\n{s}\n"""\n' for i, s in enumerate(slots)]
    else:
        rendered = ["\n".join(f"# {line}" if line else "#" for line in s.splitlines()) + "\n" for s in slots]
    units = insert(rng, units, rendered)
    head = (
        '"""Order import helpers."""\n\nimport csv\nimport time\nfrom collections import defaultdict\n\n'
        f"# {rng.choice(lang['code'])}\n"
    )
    return head + "\n\n".join(units)


def email(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    sender, rcpt = rng.sample(lang["names"], 2) if len(lang["names"]) > 1 else (lang["names"][0], "Team")
    deck = Deck(rng, lang["prose"])
    paras = _grow(rng, lang, code, lambda: deck.para(rng.randint(1, 3)), 2)[:5]
    paras = insert(rng, paras, slots)
    quoted = "\n".join("> " + line for line in sentences(rng, lang, 2).split(". "))
    dom = rng.choice(["northwind.example", "helixmed.example", "orbis-sw.example"])
    head = [
        f"From: {sender} <u{rng.randint(100, 999)}@{dom}>",
        f"To: {rcpt} <u{rng.randint(100, 999)}@{dom}>",
        f"Subject: {rng.choice(lang['subjects'])}",
        f"Date: {rng.choice(['Mon', 'Tue', 'Wed', 'Thu'])}, {rng.randint(1, 28)} Oct 2025 "
        f"{rng.randint(8, 18)}:{rng.randint(10, 59)}:07 +0100",
        f"Message-ID: <{rng.randint(10**8, 10**9)}.{rng.randint(1000, 9999)}@mail.{dom}>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "",
        rng.choice(lang["greet"]),
        "",
    ]
    tail = ["", rng.choice(lang["close"]), sender, f"{rng.choice(COMPANIES)} | {rng.choice(SAFE_URLS)}", "", quoted]
    return "\n".join(head + [p + "\n" for p in paras] + tail)


def csv_doc(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["id", "customer", "city", "amount_eur", "status", "link", "notes"])
    n = rng.randint(8, 30)
    notes = [rng.choice(lang["prose"] + lang["tickets"] + [""] * 4) for _ in range(n)]
    where = sorted(rng.sample(range(n), len(slots)))
    for pos, slot in zip(where, slots, strict=True):
        notes[pos] = slot
    for i in range(n):
        writer.writerow(
            [
                1000 + i,
                rng.choice(COMPANIES),
                rng.choice(CITIES),
                f"{rng.uniform(50, 9000):.2f}",
                rng.choice(["paid", "open", "overdue", "refunded"]),
                rng.choice(SAFE_URLS + [""] * 3),
                notes[i],
            ]
        )
    return buf.getvalue()


_ANALYTICS = (
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XK2P1QZ9B"></script>\n'
    "<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}"
    "gtag('js', new Date());gtag('config', 'G-7XK2P1QZ9B');</script>"
)


def html(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    deck = Deck(rng, lang["prose"])
    paras = _grow(rng, lang, code, lambda: deck.para(rng.randint(1, 3)), 3)
    units = [f"<p>{p}</p>" for p in paras]
    units.insert(
        rng.randint(0, len(units)),
        f'<img src="/static/img/chart-{rng.randint(1, 40)}.png" alt="{rng.choice(lang["headings"])}" width="640">',
    )
    rendered = []
    for s in slots:
        if mode == "comment":
            rendered.append(f"<!-- {s} -->")
        elif mode == "hidden":
            style = rng.choice(
                ["display:none", "font-size:0", "color:#fff;background:#fff", "position:absolute;left:-9999px"]
            )
            rendered.append(f'<div style="{style}">{s}</div>')
        elif mode == "raw":
            rendered.append(s)
        elif mode == "alt":
            rendered.append(f'<img src="/static/img/team-{rng.randint(1, 9)}.jpg" alt="{s.replace(chr(34), chr(39))}">')
        else:
            rendered.append(f"<p>{s}</p>")
    units = insert(rng, units, rendered)
    title = rng.choice(lang["titles"])
    head = f'<!DOCTYPE html>\n<html lang="{code}">\n<head>\n<meta charset="utf-8">\n<title>{title}</title>\n'
    if rng.random() < 0.5:
        head += _ANALYTICS + "\n"
    nav = '<nav><a href="/">Home</a> | <a href="/blog">Blog</a> | <a href="/contact">Contact</a></nav>'
    return (
        head
        + "</head>\n<body>\n"
        + nav
        + f"\n<article>\n<h1>{title}</h1>\n"
        + "\n".join(units)
        + f"\n</article>\n<footer>© 2025 {rng.choice(COMPANIES)}</footer>\n</body>\n</html>\n"
    )


def json_doc(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    n = rng.randint(3, 10)
    texts = [rng.choice(lang["prose"] + lang["reviews"] + lang["tickets"]) for _ in range(n)]
    where = sorted(rng.sample(range(n), len(slots)))
    for pos, slot in zip(where, slots, strict=True):
        texts[pos] = slot
    items = [
        {
            "id": f"tk_{rng.randint(10**5, 10**6)}",
            "created_at": f"2025-10-{rng.randint(10, 30)}T09:00:00Z",
            "author": rng.choice(lang["names"]),
            "status": rng.choice(["open", "closed", "pending"]),
            "body": t,
            "url": rng.choice(SAFE_URLS),
        }
        for t in texts
    ]
    payload = {
        "object": "list",
        "data": items,
        "has_more": rng.random() < 0.3,
        "request_id": f"req_{rng.randint(10**9, 10**10)}",
    }
    return json.dumps(payload, ensure_ascii=rng.random() < 0.3, indent=rng.choice([None, 2]))


def log(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    services = ["api-gateway", "billing-worker", "auth", "scheduler", "mailer"]
    lines = []
    for _ in range(rng.randint(12, 40)):
        level, msg = rng.choice(
            [
                ("INFO", f"GET /v1/orders/{rng.randint(1000, 9999)} 200 {rng.randint(3, 400)}ms"),
                ("INFO", f"job export_daily finished in {rng.uniform(0.5, 40):.1f}s rows={rng.randint(100, 90000)}"),
                ("INFO", f'user_feedback text="{rng.choice(lang["reviews"])}"'),
                ("INFO", f'ticket created subject="{rng.choice(lang["tickets"])}"'),
                ("WARN", "connection pool exhausted, retrying in 2s"),
                ("ERROR", f"upstream timeout host=db-{rng.randint(1, 3)}.internal after 30000ms"),
                ("DEBUG", f"cache warm keys={rng.randint(10, 5000)}"),
                ("WARN", f"POST /v1/login 401 user=u{rng.randint(100, 999)} reason=expired_session"),
            ]
        )
        lines.append(
            f"2025-11-{rng.randint(10, 20)}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:"
            f"{rng.randint(0, 59):02d}.{rng.randint(100, 999)}Z {level:5s} [{rng.choice(services)}] {msg}"
        )
    rendered = [
        f'2025-11-15T12:{rng.randint(10, 59)}:00.000Z INFO  [support-inbox] message body="'
        + s.replace("\n", "\\n")
        + '"'
        for s in slots
    ]
    return "\n".join(sorted(lines + rendered)) + "\n"


def readme(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    name = rng.choice(["tidyledger", "pgsnap", "quickinvoice", "geo-utils", "mdlint-lite"])
    paras = [*pick(rng, lang, "readme", rng.randint(2, 4)), sentences(rng, lang, 2)]
    rendered = [f"<!-- {s} -->" if mode == "comment" else f"> {s}" if mode == "quote" else s for s in slots]
    paras = insert(rng, paras, rendered)
    return (
        "\n\n".join(
            [
                f"# {name}",
                f"[![CI](https://github.com/example/{name}/actions/workflows/ci.yml/badge.svg)]"
                f"(https://github.com/example/{name}/actions) [![PyPI](https://img.shields.io/pypi/v/{name})]"
                f"(https://pypi.org/project/{name}/)",
                paras[0],
                "## Installation",
                f"```bash\npip install {name}\n```",
                "## Usage",
                f"```python\nimport {name.replace('-', '_')}\n{name.replace('-', '_')}.run('data/')\n```",
                *paras[1:],
                "## License",
                "MIT",
            ]
        )
        + "\n"
    )


def review(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    deck = Deck(rng, lang["reviews"])
    revs = deck.take(rng.randint(4, 9))
    revs = insert(rng, revs, slots)
    product = rng.choice(["Coffee grinder X2", "Trail backpack 28L", "USB-C dock Pro", "LED desk lamp"])
    out = [f"{product} — {len(revs)} reviews", ""]
    for r in revs:
        stars = rng.randint(2, 5)
        out += [
            f"{'★' * stars}{'☆' * (5 - stars)}  {rng.choice(lang['names'])} · 2025-{rng.randint(1, 12):02d}-"
            f"{rng.randint(1, 28):02d}",
            r,
            f"👍 {rng.randint(0, 40)}",
            "",
        ]
    return "\n".join(out)


def meeting(rng: random.Random, code: str, slots: list[str], mode: str) -> str:
    lang = LANGS[code]
    h = lang["meet_heads"]
    deck = Deck(rng, lang["prose"])
    disc = ["- " + s for s in deck.take(min(len(lang["prose"]), rng.randint(3, 10)))]
    acts = ["- [ ] " + a for a in pick(rng, lang, "actions", rng.randint(2, 4))]
    items = insert(rng, [*disc, "\x00", *acts], ["- " + s for s in slots])
    split = items.index("\u0000")
    return (
        "\n".join(
            [
                f"# {rng.choice(lang['titles'])} — 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                "",
                f"## {h[0]}",
                ", ".join(lang["names"]),
                "",
                f"## {h[1]}",
                *items[:split],
                "",
                f"## {h[2]}",
                *items[split + 1 :],
                "",
                f"## {h[3]}",
                f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}, 10:00",
            ]
        )
        + "\n"
    )


Builder = Callable[[random.Random, str, list[str], str], str]
CARRIERS: dict[str, Builder] = {
    "report": report,
    "cv": cv,
    "legal": legal,
    "whois": whois,
    "code": code,
    "email": email,
    "csv": csv_doc,
    "html": html,
    "json": json_doc,
    "log": log,
    "readme": readme,
    "review": review,
    "meeting": meeting,
}


def build(carrier: str, rng: random.Random, lang: str, slots: list[str], mode: str = "") -> str:
    """The text of one document of kind ``carrier`` in ``lang`` with ``slots`` embedded.

    Documents are 300 to 4,000 characters long where the slots allow it: a draw outside that range is
    drawn again (a few times, deterministically from ``rng``).
    """
    text = CARRIERS[carrier](rng, lang, slots, mode)
    for _ in range(8):
        if MIN_LEN <= len(text) <= MAX_LEN:
            break
        text = CARRIERS[carrier](rng, lang, slots, mode)
    return text
