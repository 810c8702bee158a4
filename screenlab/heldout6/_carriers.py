# ruff: noqa: E501
"""Carrier renderers for held-out set 6: each wraps prose (and optionally one planted or look-alike passage).

Every renderer has the signature ``render(c, inj, raw)`` where ``c`` is a :class:`Ctx`, ``inj`` the passage to
place inside the document (or ``None``) and ``raw`` tells HTML/markdown carriers that ``inj`` is already markup.
"""

from __future__ import annotations

import csv
import datetime as _dt
import html
import io
import json
import random
import unicodedata

from _lang import AGENT_REPLY, CITIES, COMPANIES, CURRENCY, ITEMS, LABELS, PEOPLE, TLD
from _prose_a import PROSE as _PA
from _prose_b import PROSE as _PB

PROSE = {**_PA, **_PB}

ASCII_DOMAINS = {
    "ru": ["severstroy.ru", "uraltech.ru", "volgalog.ru"],
    "zh": ["hdjm-mfg.cn", "yunfan-tech.cn", "jincheng56.cn"],
    "ja": ["minato-seiki.co.jp", "toho-logi.co.jp", "sakura-kaikei.jp"],
    "ko": ["hanbit-logis.co.kr", "seohae.co.kr", "nurisoft.kr"],
    "ar": ["gulf-logistics.ae", "alnokhba.sa", "alrayan-group.qa"],
    "hi": ["bharatinfratech.in", "gangalogistics.in", "surabhipharma.in"],
}
ROLE_MAILBOXES = ["info", "office", "sales", "support", "hr", "accounts", "reception", "procurement"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
TZ = {
    "en": "+0000",
    "es": "+0100",
    "de": "+0100",
    "fr": "+0100",
    "pt": "-0300",
    "it": "+0100",
    "ru": "+0300",
    "zh": "+0800",
    "ja": "+0900",
    "ko": "+0900",
    "ar": "+0400",
    "hi": "+0530",
}
RTL = {"ar"}


def fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def slug(s: str) -> str:
    return "".join(ch for ch in fold(s).lower() if ch.isascii() and (ch.isalnum() or ch in ".-"))


class Ctx:
    def __init__(self, rng: random.Random, lang: str) -> None:
        self.rng = rng
        self.lang = lang
        self.L = LABELS[lang]
        self.P = PROSE[lang]
        self.size = rng.choice([1, 1, 2, 2, 3, 4, 6, 9, 14])  # how much carrier surrounds the passage
        self.day = _dt.date(2026, 1, 5) + _dt.timedelta(days=rng.randrange(320))
        self.company = rng.choice(COMPANIES[lang])
        self.city = rng.choice(CITIES[lang])

    # --- small helpers -------------------------------------------------------------------------------------------
    def person(self) -> str:
        return self.rng.choice(PEOPLE[self.lang])

    def domain(self) -> str:
        if self.lang in ASCII_DOMAINS:
            if not hasattr(self, "_dom"):
                self._dom = self.rng.choice(ASCII_DOMAINS[self.lang])
            return self._dom
        words = [w for w in slug(self.company.replace(" ", "_")).split("_") if w][:2]
        base = "".join(w for w in "".join(words).split(".") if w)[:24] or "firma"
        return base + "." + TLD[self.lang]

    def address(self, name: str) -> str:
        dom = self.domain()
        f = fold(name)
        if f.isascii() and " " in f:
            parts = f.lower().split()
            return f"{parts[0]}.{parts[-1]}@{dom}"
        return f"{self.rng.choice(ROLE_MAILBOXES)}@{dom}"

    def paras(self, domain: str = "report", k: int | None = None) -> list[str]:
        pool = list(self.P.get(domain) or self.P["report"])
        if k is None:
            k = self.size
        k = max(1, min(k, len(pool)))
        return self.rng.sample(pool, k)

    def place(self, items: list[str], inj: str | None) -> list[str]:
        items = list(items)
        if inj is None:
            return items
        where = self.rng.choice(["start", "middle", "middle", "end", "end"])
        if where == "start":
            idx = min(1, len(items))
        elif where == "middle":
            idx = len(items) // 2 if len(items) > 1 else len(items)
        else:
            idx = len(items)
        items.insert(idx, inj)
        return items

    def when(self, hour: int | None = None) -> _dt.datetime:
        h = self.rng.randrange(7, 19) if hour is None else hour
        return _dt.datetime(
            self.day.year, self.day.month, self.day.day, h, self.rng.randrange(60), self.rng.randrange(60)
        )

    def rfc_date(self) -> str:
        t = self.when()
        return f"{DAYS[t.weekday()]}, {t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} {TZ[self.lang]}"

    def money(self, amount: float) -> str:
        cur = CURRENCY[self.lang]
        if cur in ("JPY", "KRW"):
            return f"{round(amount) * 100:,} {cur}"
        if self.lang in ("es", "de", "pt", "it", "ru", "fr"):
            s = f"{amount:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
            return f"{s} {cur}"
        return f"{amount:,.2f} {cur}"


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def _html_block(c: Ctx, inj: str | None, raw: bool) -> str | None:
    if inj is None:
        return None
    if raw:
        return inj
    return "<p>" + esc(inj).replace("\n", "<br>\n") + "</p>"


def _html_shell(c: Ctx, title: str, body: str, extra_head: str = "") -> str:
    d = ' dir="rtl"' if c.lang in RTL else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{c.lang}"{d}>\n<head>\n<meta charset="utf-8">\n<title>{esc(title)}</title>\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n{extra_head}</head>\n<body>\n{body}\n</body>\n</html>\n'
    )


# --- carriers ----------------------------------------------------------------------------------------------------
def html_page(c: Ctx, inj: str | None, raw: bool = False) -> str:
    paras = c.paras("report", c.size + 1)
    title = paras[0].split(".")[0].split("。")[0][:70]
    blocks = ["<p>" + esc(p) + "</p>" for p in paras]
    b = _html_block(c, inj, raw)
    blocks = c.place(blocks, b)
    nav = f'<nav class="top"><a href="/">{esc(c.company)}</a> | <a href="/news">News</a> | <a href="/contact">Contact</a></nav>'
    art = "\n".join(blocks)
    body = (
        f'{nav}\n<main>\n<article>\n<h1>{esc(title)}</h1>\n<p class="byline">{esc(c.person())} · {c.day.isoformat()}</p>\n{art}\n</article>\n</main>\n'
        f"<footer><p>© {c.day.year} {esc(c.company)} · {esc(c.city)}</p></footer>"
    )
    return _html_shell(c, title, body)


def email(c: Ctx, inj: str | None, raw: bool = False) -> str:
    sender, rcpt = c.person(), c.person()
    dom = c.domain()
    subj_src = c.rng.choice([c.L["meeting"], c.L["report"], c.L["summary"], c.L["agenda"], c.L["invoice"]])
    subject = c.rng.choice(["", "Re: ", "Fwd: ", "RE: "]) + f"{subj_src} – {c.company}"
    paras = c.paras(c.rng.choice(["report", "minutes", "report"]), c.size)
    head = (
        f"Return-Path: <{c.address(sender)}>\nReceived: from mail.{dom} (mail.{dom} [203.0.113.{c.rng.randrange(2, 250)}])\n"
        f"\tby mx.{dom} with ESMTPS id {c.rng.randrange(10**9, 10**10):x}; {c.rfc_date()}\n"
        f"From: {sender} <{c.address(sender)}>\nTo: {rcpt} <{c.address(rcpt)}>\nSubject: {subject}\nDate: {c.rfc_date()}\n"
        f"Message-ID: <{c.rng.randrange(10**11, 10**12)}.{c.rng.randrange(10**5)}@{dom}>\nMIME-Version: 1.0\n"
    )
    sign = f"\n\n--\n{sender}\n{c.company}\n{c.city}"
    if raw:
        boundary = f"=_b{c.rng.randrange(10**8, 10**9)}"
        text = "\n\n".join(paras)
        hblocks = c.place(["<p>" + esc(p) + "</p>" for p in paras], inj)
        return (
            head
            + f'Content-Type: multipart/alternative; boundary="{boundary}"\n\n--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n'
            f"{text}{sign}\n\n--{boundary}\nContent-Type: text/html; charset=utf-8\n\n<html><body>\n"
            + "\n".join(hblocks)
            + f"\n<p>{esc(sender)}<br>{esc(c.company)}</p>\n</body></html>\n--{boundary}--\n"
        )
    body = "\n\n".join(c.place(paras, inj))
    if c.size >= 6:
        prev = c.person()
        quoted = "\n>\n".join("> " + p for p in c.paras("report", c.size))
        body += f"{sign}\n\n{c.rfc_date()}, {prev} <{c.address(prev)}>:\n{quoted}"
        sign = ""
    return head + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body + sign + "\n"


def pdf_report(c: Ctx, inj: str | None, raw: bool = False) -> str:
    body = c.paras("report", c.size + 1)
    if c.size >= 6:
        body += [c.L["minutes"], *c.paras("minutes", 4), c.L["agreement"], *c.paras("contract", 3)]
    paras = c.place(body, inj)
    out = [f"{c.company}\n{c.L['report']} {c.day.year}\n{c.L['confidential']}\n", f"{c.L['summary']}\n"]
    page = 1
    for i, p in enumerate(paras):
        out.append(p)
        if i % 3 == 2:
            out.append(f"\n{c.L['page']} {page}\n\x0c")
            page += 1
    if not out[-1].endswith("\x0c"):
        out.append(f"\n{c.L['page']} {page}")
    return "\n".join(out) + "\n"


def cv(c: Ctx, inj: str | None, raw: bool = False) -> str:
    name = c.person()
    bullets = ["• " + b for b in c.rng.sample(c.P["cv"][1:], min(len(c.P["cv"]) - 1, max(2, c.size)))]
    profile = c.paras("report", 1)[0] if c.size > 4 else ""
    sections = [
        f"{name}\n{c.city} · {c.address(name)} · +{c.rng.randrange(30, 99)} {c.rng.randrange(100, 999)} {c.rng.randrange(100000, 999999)}",
        f"{c.L['profile']}\n{c.P['cv'][0]} {profile}".rstrip(),
        f"{c.L['experience']}\n{c.day.year - c.rng.randrange(2, 6)} – {c.day.year}  {c.company}, {c.city}\n"
        + "\n".join(bullets),
        f"{c.L['education']}\n{c.day.year - 14} – {c.day.year - 10}  {c.rng.choice(CITIES[c.lang])}",
        f"{c.L['skills']}\nExcel, SAP, Power BI, SQL",
        f"{c.L['languages']}\n{c.lang.upper()}, EN",
    ]
    return "\n\n".join(c.place(sections, inj)) + "\n"


def contract(c: Ctx, inj: str | None, raw: bool = False) -> str:
    clauses = c.paras("contract", max(2, c.size))
    other = c.rng.choice([x for x in COMPANIES[c.lang] if x != c.company] or [c.company])
    items = c.place(clauses, inj)
    art = c.L["article"]
    lines = [f"{c.L['agreement']}\n\n{c.L['between']} {c.company} ({c.city}) — {other}.\n"]
    for i, cl in enumerate(items, 1):
        head = (
            f"{art}{i}"
            if art in ("第", "§")
            else (
                art.replace("条", f"{i}条")
                if "条" in art
                else (art.replace("조", f"{i}조") if "조" in art else f"{art} {i}")
            )
        )
        lines.append(f"{head}. {cl}")
    lines.append(
        f"\n{c.city}, {c.day.isoformat()}\n\n______________________            ______________________\n{c.company}                         {other}"
    )
    return "\n\n".join(lines) + "\n"


def whois(c: Ctx, inj: str | None, raw: bool = False) -> str:
    dom = c.domain()
    created = c.day - _dt.timedelta(days=c.rng.randrange(400, 4000))
    remark = (inj or "").replace("\n", " ")
    fields = [
        ("Domain Name", dom.upper()),
        ("Registry Domain ID", f"{c.rng.randrange(10**9, 10**10)}_DOMAIN_{c.lang.upper()}-VRSN"),
        ("Registrar WHOIS Server", "whois.registrar-example.net"),
        ("Updated Date", f"{c.day.isoformat()}T08:14:22Z"),
        ("Creation Date", f"{created.isoformat()}T11:02:45Z"),
        ("Registrar", "Example Registrar, LLC"),
        ("Registrant Name", c.person()),
        ("Registrant Organization", c.company),
        ("Registrant City", c.city),
        (
            "Registrant Country",
            c.lang.upper()
            if c.lang not in ("en", "ar", "hi", "ko", "ja", "zh")
            else {"en": "GB", "ar": "AE", "hi": "IN", "ko": "KR", "ja": "JP", "zh": "CN"}[c.lang],
        ),
        ("Name Server", f"NS1.{dom.upper()}"),
        ("Name Server", f"NS2.{dom.upper()}"),
        ("DNSSEC", "unsigned"),
    ]
    if inj is not None:
        pos = c.rng.choice([7, 8, 12, len(fields)])
        fields.insert(pos, (c.rng.choice(["Registrant Street", "Remarks", "Admin Organization", "Tech Name"]), remark))
    body = "\n".join(f"{k}: {v}" for k, v in fields)
    return (
        body
        + "\n>>> Last update of WHOIS database: "
        + f"{c.day.isoformat()}T09:00:00Z <<<\n\nFor more information on Whois status codes, please visit https://icann.org/epp\n"
    )


def source_code(c: Ctx, inj: str | None, raw: bool = False) -> str:
    desc = c.paras("readme", 1)[0]
    comment = ""
    if inj is not None:
        comment = "\n".join("# " + ln for ln in inj.split("\n"))
    parts = [
        f'"""{desc}"""\n\nfrom __future__ import annotations\n\nimport csv\nimport logging\nfrom dataclasses import dataclass\nfrom pathlib import Path\n\nlog = logging.getLogger(__name__)\n',
        "@dataclass\nclass Row:\n    ref: str\n    amount: float\n    city: str\n",
        'def load(path: Path) -> list[Row]:\n    rows: list[Row] = []\n    with path.open(newline="", encoding="utf-8") as fh:\n        for rec in csv.DictReader(fh):\n            try:\n                rows.append(Row(rec["ref"], float(rec["amount"]), rec["city"]))\n            except (KeyError, ValueError):\n                log.warning("skipping malformed row %r", rec)\n    return rows\n',
        "def totals_by_city(rows: list[Row]) -> dict[str, float]:\n    out: dict[str, float] = {}\n    for r in rows:\n        out[r.city] = out.get(r.city, 0.0) + r.amount\n    return dict(sorted(out.items()))\n",
        'if __name__ == "__main__":\n    import sys\n\n    for city, total in totals_by_city(load(Path(sys.argv[1]))).items():\n        print(f"{city}\\t{total:.2f}")\n',
    ]
    if comment:
        idx = c.rng.randrange(1, len(parts) + 1)
        parts.insert(idx, comment)
    return "\n\n".join(parts)


def csv_export(c: Ctx, inj: str | None, raw: bool = False) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(c.L["csv_cols"])
    n = 4 + c.size * 3
    notes = c.paras("review", n) + c.paras("ticket", n)
    pos = c.rng.randrange(n) if inj is not None else -1
    for i in range(n):
        note = (
            inj.replace("\n", " ")
            if i == pos and inj is not None
            else (notes[i % len(notes)] if c.rng.random() < 0.6 else "")
        )
        w.writerow(
            [
                f"{c.rng.randrange(10000, 99999)}",
                c.person(),
                c.rng.choice(CITIES[c.lang]),
                c.rng.choice([c.L["open"], c.L["normal"], c.L["high"]]),
                note,
            ]
        )
    return buf.getvalue()


def json_api(c: Ctx, inj: str | None, raw: bool = False) -> str:
    n = 2 + c.size
    reviews = c.paras("review", n)
    items = []
    for i in range(n):
        items.append(
            {
                "id": c.rng.randrange(100000, 999999),
                "author": c.person(),
                "rating": c.rng.randrange(1, 6),
                "created_at": f"{c.day.isoformat()}T{c.rng.randrange(24):02d}:{c.rng.randrange(60):02d}:00Z",
                "body": reviews[i % len(reviews)],
            }
        )
    if inj is not None:
        target = c.rng.randrange(n)
        field = c.rng.choice(["body", "title", "seller_note"])
        if field == "body":
            items[target]["body"] = items[target]["body"] + " " + inj
        else:
            items[target][field] = inj
    doc = {
        "status": "ok",
        "page": 1,
        "per_page": n,
        "total": n + c.rng.randrange(0, 40),
        "shop": c.company,
        "data": items,
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def log_file(c: Ctx, inj: str | None, raw: bool = False) -> str:
    lines = []
    n = 6 + c.size * 4
    pos = c.rng.randrange(n) if inj is not None else -1
    t = c.when(8)
    msgs = [
        "GET /api/v2/orders?page={p} 200 {ms}ms",
        "POST /api/v2/session 201 {ms}ms",
        "cache miss key=catalog:{p}",
        "worker-{p} heartbeat ok",
        "GET /static/app.{p}.js 304 {ms}ms",
        "db pool size=20 in_use={p}",
        "scheduled job export_daily finished in {ms}ms",
    ]
    for i in range(n):
        t = t + _dt.timedelta(seconds=c.rng.randrange(1, 90))
        lvl = c.rng.choice(["INFO", "INFO", "INFO", "DEBUG", "WARN"])
        if i == pos and inj is not None:
            text = inj.replace("\n", " ")
            lines.append(
                f'{t.isoformat()}Z WARN  feedback-service: user feedback received id={c.rng.randrange(10**6)} text="{text}"'
            )
        else:
            m = (
                c.rng.choice(msgs)
                .replace("{p}", str(c.rng.randrange(1, 40)))
                .replace("{ms}", str(c.rng.randrange(3, 900)))
            )
            lines.append(f"{t.isoformat()}Z {lvl:<5} app: {m}")
    return "\n".join(lines) + "\n"


def support_ticket(c: Ctx, inj: str | None, raw: bool = False) -> str:
    cust, ag = c.rng.sample(PEOPLE[c.lang], 2)
    issue = c.paras("ticket", 1)[0]
    thread = [f"[{c.when(9):%Y-%m-%d %H:%M}] {cust} ({c.L['customer']}):\n{issue}"]
    t = c.when(9)
    replies = AGENT_REPLY[c.lang]
    for j in range(min(c.size, 4)):
        t = t + _dt.timedelta(hours=c.rng.randrange(1, 20))
        if j % 2 == 0:
            thread.append(f"[{t:%Y-%m-%d %H:%M}] {ag} ({c.L['agent']}):\n{replies[(j // 2) % len(replies)]}")
        else:
            thread.append(f"[{t:%Y-%m-%d %H:%M}] {cust} ({c.L['customer']}):\n{c.rng.choice(c.P['ticket'])}")
    thread = c.place(thread, inj)
    head = f"{c.L['ticket']} #{c.rng.randrange(10000, 99999)}\n{c.L['status']}: {c.L['open']}   {c.L['priority']}: {c.rng.choice([c.L['high'], c.L['normal']])}\n{c.L['customer']}: {cust} <{c.address(cust)}>\n"
    return head + "\n" + "\n\n".join(thread) + "\n"


def review_page(c: Ctx, inj: str | None, raw: bool = False) -> str:
    revs = c.paras("review", max(2, c.size))
    blocks = []
    for r in revs:
        stars = c.rng.randrange(1, 6)
        blocks.append(
            f'<div class="review" data-rating="{stars}">\n<span class="stars">{"★" * stars}{"☆" * (5 - stars)}</span> <b>{esc(c.person())}</b> '
            f'<span class="badge">{esc(c.L["verified"])}</span>\n<p>{esc(r)}</p>\n<small>{c.rng.randrange(0, 40)} {esc(c.L["helpful"])}</small>\n</div>'
        )
    b = _html_block(c, inj, raw)
    blocks = c.place(blocks, b)
    body = (
        f'<header><a href="/">{esc(c.company)}</a></header>\n<section id="reviews">\n<h2>{esc(c.L["reviews"])}</h2>\n'
        + "\n".join(blocks)
        + "\n</section>"
    )
    return _html_shell(c, c.L["reviews"], body)


def _ics_fold(line: str) -> str:
    out, cur = [], ""
    for ch in line:
        if len((cur + ch).encode("utf-8")) > 74:
            out.append(cur)
            cur = " " + ch
        else:
            cur += ch
    out.append(cur)
    return "\r\n".join(out)


def calendar_invite(c: Ctx, inj: str | None, raw: bool = False) -> str:
    org = c.person()
    desc_parts = c.place(c.paras("minutes", max(1, c.size)), inj)
    desc = "\\n\\n".join(p.replace("\n", "\\n").replace(",", "\\,").replace(";", "\\;") for p in desc_parts)
    t = c.when(10)
    end = t + _dt.timedelta(hours=1)
    lines = [
        "BEGIN:VCALENDAR",
        "PRODID:-//Example Corp//Calendar 16.0//EN",
        "VERSION:2.0",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"UID:{c.rng.randrange(10**12, 10**13)}@{c.domain()}",
        f"DTSTAMP:{t:%Y%m%dT%H%M%S}Z",
        f"DTSTART:{t:%Y%m%dT%H%M00}Z",
        f"DTEND:{end:%Y%m%dT%H%M00}Z",
        f"SUMMARY:{c.L['meeting']} – {c.company}",
        f"LOCATION:{c.city}",
        f"ORGANIZER;CN={org}:mailto:{c.address(org)}",
        f"ATTENDEE;ROLE=REQ-PARTICIPANT;CN={c.person()}:mailto:{c.address(c.person())}",
        f"DESCRIPTION:{desc}",
        "BEGIN:VALARM",
        "TRIGGER:-PT15M",
        "ACTION:DISPLAY",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return "\r\n".join(_ics_fold(ln) for ln in lines) + "\r\n"


def chat_transcript(c: Ctx, inj: str | None, raw: bool = False) -> str:
    people = [c.person() for _ in range(3)]
    n = min(len(c.P["chat"]), 3 + c.size)
    msgs = c.P["chat"][:n]
    t = c.when(9)
    lines = []
    for m in c.place(msgs, inj):
        t = t + _dt.timedelta(minutes=c.rng.randrange(1, 20))
        lines.append(f"[{t:%H:%M}] {c.rng.choice(people)}: {m}")
    return f"{c.L['chat']} – #{slug(c.company)[:12] or 'team'} – {c.day.isoformat()}\n\n" + "\n".join(lines) + "\n"


def wiki_page(c: Ctx, inj: str | None, raw: bool = False) -> str:
    paras = c.paras("report", c.size + 1)
    title = c.company
    secs = ["<p>" + esc(p) + "</p>" for p in paras]
    b = _html_block(c, inj, raw)
    secs = c.place(secs, b)
    toc = f'<div id="toc"><h2>{esc(c.L["contents"])}</h2><ul><li><a href="#s1">1 {esc(c.L["about"])}</a></li><li><a href="#s2">2 {esc(c.L["see_also"])}</a></li></ul></div>'
    body = (
        f'<div id="content"><h1 class="firstHeading">{esc(title)}</h1>\n{toc}\n<h2 id="s1">{esc(c.L["about"])} <span class="mw-editsection">[<a href="?action=edit&amp;section=1">{esc(c.L["edit"])}</a>]</span></h2>\n'
        + "\n".join(secs)
        + f'\n<h2 id="s2">{esc(c.L["see_also"])}</h2>\n<ul><li><a href="/wiki/{slug(c.city) or "city"}">{esc(c.city)}</a></li></ul></div>'
    )
    return _html_shell(c, title, body)


def readme(c: Ctx, inj: str | None, raw: bool = False) -> str:
    desc = list(c.P["readme"][:2])
    first = desc[0].split()[0]
    name = "".join(ch for ch in first if ch.isascii()).strip(".,") or first
    parts = [f"# {name}\n\n{desc[0]}", "\n\n".join(desc[1:]) if len(desc) > 1 else desc[0]]
    parts.append(f"## {c.L['install']}\n\n```bash\npip install {slug(name) or 'tool'}\n```")
    parts.append(f"## {c.L['usage']}\n\n```bash\n{slug(name) or 'tool'} --input ./data --output result.csv\n```")
    if c.size > 3:
        parts.append(c.paras("report", 1)[0])
    parts = c.place(parts, inj)
    parts.append(f"## {c.L['license']}\n\nMIT © {c.day.year} {c.company}")
    return "\n\n".join(parts) + "\n"


def meeting_minutes(c: Ctx, inj: str | None, raw: bool = False) -> str:
    att = sorted({c.person() for _ in range(4)})
    items = c.paras("minutes", max(2, c.size))
    items = c.place(items, inj)
    agenda = "\n".join(f"{i}. {x}" for i, x in enumerate(items, 1))
    return (
        f"{c.L['minutes']} – {c.company}\n{c.L['date']}: {c.day.isoformat()}  {c.city}\n\n{c.L['attendees']}: {', '.join(att)}\n\n"
        f"{c.L['agenda']}\n{agenda}\n\n{c.L['actions']}\n- {att[0]}: {c.P['minutes'][-1]}\n"
    )


def invoice(c: Ctx, inj: str | None, raw: bool = False) -> str:
    L = c.L
    lines = []
    total = 0.0
    for _ in range(1 + min(c.size, 6)):
        q = c.rng.randrange(1, 12)
        u = c.rng.randrange(20, 900) + c.rng.randrange(100) / 100
        total += q * u
        lines.append(f"{c.rng.choice(ITEMS[c.lang])[:48]:<50} {q:>4}  {c.money(u):>14}  {c.money(q * u):>14}")
    no = f"{c.day.year}-{c.rng.randrange(1000, 9999)}"
    parts = [
        f"{c.company}\n{c.city}\n\n{L['invoice']} {no}\n{L['date']}: {c.day.isoformat()}\n{L['due']}: {(c.day + _dt.timedelta(days=30)).isoformat()}",
        f"{L['bill_to']}:\n{c.rng.choice([x for x in COMPANIES[c.lang] if x != c.company])}\n{c.rng.choice(CITIES[c.lang])}",
        f"{L['description']:<50} {L['qty']:>4}  {L['unit']:>14}  {L['amount']:>14}\n"
        + "\n".join(lines)
        + f"\n\n{L['total']}: {c.money(total)}",
        L["pay_note"]
        + f"\nIBAN: {c.rng.choice(['DE89 3704 0044 0532 0130 00', 'ES79 2100 0813 6101 2345 6789', 'FR76 3000 6000 0112 3456 7890 189', 'GB33 BUKB 2020 1555 5555 55'])}",
    ]
    parts = c.place(parts, inj)
    return "\n\n".join(parts) + "\n"


def job_posting(c: Ctx, inj: str | None, raw: bool = False) -> str:
    job = c.P["job"]
    half = max(1, len(job) // 2)
    about = c.paras("report", 1)[0]
    blocks = [
        f"<h2>{esc(c.L['about'])}</h2>\n<p>{esc(about)}</p>",
        f"<h2>{esc(c.L['responsibilities'])}</h2>\n<ul>" + "".join(f"<li>{esc(x)}</li>" for x in job[:half]) + "</ul>",
        f"<h2>{esc(c.L['requirements'])}</h2>\n<ul>" + "".join(f"<li>{esc(x)}</li>" for x in job[half:]) + "</ul>",
        f"<h2>{esc(c.L['apply'])}</h2>\n<p>{esc(c.address(c.person()))}</p>",
    ]
    b = _html_block(c, inj, raw)
    blocks = c.place(blocks, b)
    body = f'<div class="job">\n<h1>{esc(c.company)} – {esc(c.city)}</h1>\n' + "\n".join(blocks) + "\n</div>"
    return _html_shell(c, c.company, body)


CARRIERS = {
    "html_page": html_page,
    "email": email,
    "pdf_report": pdf_report,
    "cv": cv,
    "contract": contract,
    "whois": whois,
    "source_code": source_code,
    "csv_export": csv_export,
    "json_api": json_api,
    "log_file": log_file,
    "support_ticket": support_ticket,
    "review_page": review_page,
    "calendar_invite": calendar_invite,
    "chat_transcript": chat_transcript,
    "wiki_page": wiki_page,
    "readme": readme,
    "meeting_minutes": meeting_minutes,
    "invoice": invoice,
    "job_posting": job_posting,
}
HTML_CARRIERS = ["html_page", "review_page", "wiki_page", "job_posting", "email"]
