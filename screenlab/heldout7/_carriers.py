# ruff: noqa: E501
"""Carrier renderers: each builds an ordinary document in one language and places an optional slot in it.

A slot is the planted text (an injection, a hard negative or a quoted attack). Renderers record the exact
substrings they inserted in ``slot.inserted`` so the tests can verify that the text is embedded.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import random
import re
import unicodedata
from dataclasses import dataclass, field

from _labels import LABELS
from _lang import CITIES, COMPANIES, NAMES
from _lang_extra import EXTRA
from _prose_a import PROSE as _PA
from _prose_b import PROSE as _PB
from _prose_c import PROSE as _PC

PROSE = {**_PA, **_PB, **_PC}

HANDLES = [
    "mkowal",
    "jdr-dev",
    "lena-ops",
    "t-hartmann",
    "yuki-s",
    "rafa-m",
    "ciaran",
    "p-nowicki",
    "dcosta",
    "zhao-w",
    "emre-k",
    "svdb",
]
ROMAN = {
    "zh": ["huachen-logistics", "qinghe-edu", "hongyuan-jiancai", "mingde-cpa", "ruikang-dental"],
    "ja": ["minato-butsuryu", "sakura-dental", "towa-seiki", "aoba-kaikei", "komorebi-print"],
    "ko": ["hanbit-logis", "miso-dental", "daesung-const", "saerom-cpa", "pureunsup-print"],
    "ru": ["severny-put", "ulybka-plus", "stroymontazh", "balans-buh", "listok-print"],
}
TLD = {
    "en": "co.uk",
    "es": "es",
    "fr": "fr",
    "de": "de",
    "pt": "com.br",
    "zh": "cn",
    "ja": "co.jp",
    "it": "it",
    "ru": "ru",
    "ko": "co.kr",
    "nl": "nl",
    "pl": "pl",
    "tr": "com.tr",
}


@dataclass
class Slot:
    text: str | list[str]
    raw: bool = False  # insert verbatim (HTML, config lines, code) instead of wrapping as prose
    kind: str = "text"  # "text" or "comment" (wrap in the carrier's comment syntax)
    inserted: list[str] = field(default_factory=list)

    def put(self, s: str) -> str:
        self.inserted.append(s)
        return s

    def joined(self) -> str:
        return "\n".join(self.text) if isinstance(self.text, list) else self.text


class Ctx:
    def __init__(self, rng: random.Random, lang: str) -> None:
        self.rng = rng
        self.lang = lang
        self.L = LABELS[lang]
        self.P = PROSE[lang]
        self.X = EXTRA[lang]

    def name(self) -> str:
        return self.rng.choice(NAMES[self.lang])

    def names(self, k: int) -> list[str]:
        return self.rng.sample(NAMES[self.lang], k)

    def company(self) -> str:
        return self.rng.choice(COMPANIES[self.lang])

    def city(self) -> str:
        return self.rng.choice(CITIES[self.lang])

    def paras(self, k: int) -> list[str]:
        return self.rng.sample(self.P["PARAS"], min(k, len(self.P["PARAS"])))

    def shorts(self, k: int) -> list[str]:
        pool = self.P["SHORT"]
        return [self.rng.choice(pool) for _ in range(k)] if k > len(pool) else self.rng.sample(pool, k)

    def title(self) -> str:
        return self.rng.choice(self.P["TITLES"])

    def date(self) -> str:
        return f"{self.rng.choice([2023, 2024])}-{self.rng.randint(1, 12):02d}-{self.rng.randint(1, 28):02d}"

    def day(self) -> dt.date:
        return dt.date(self.rng.choice([2023, 2024]), self.rng.randint(1, 12), self.rng.randint(1, 28))

    def rfc_date(self) -> str:
        d = self.day()
        tz = self.rng.choice(["+0000", "+0100", "+0200", "-0500", "+0900", "+0300", "+0800"])
        return (
            f"{DAYS[d.weekday()]}, {d.day} {MONTHS[d.month - 1]} {d.year} {self.time()}:{self.rng.randint(10, 59)} {tz}"
        )

    def time(self) -> str:
        return f"{self.rng.randint(7, 19):02d}:{self.rng.randint(0, 59):02d}"

    def domain(self, company: str | None = None) -> str:
        src = company or self.company()
        slug = re.sub(r"[^a-z0-9]+", "-", _ascii(src.lower())).strip("-")
        if len(slug) < 3 and src in COMPANIES[self.lang]:
            slug = ROMAN[self.lang][COMPANIES[self.lang].index(src)]
        elif len(slug) < 3:
            slug = "mail-" + str(sum(map(ord, src)) % 997)
        if len(slug) > 22 and "-" in slug[:22]:
            slug = slug[:22].rsplit("-", 1)[0]
        return f"{slug}.{TLD[self.lang]}"

    def addr(self, name: str | None = None, company: str | None = None) -> str:
        base = _ascii((name or self.name()).lower())
        local = re.sub(r"[^a-z]+", ".", base).strip(".") or self.rng.choice(
            ["info", "office", "team", "kontakt", "admin"]
        )
        return f"{local}@{self.domain(company)}"

    def iban(self) -> str:
        cc = {"de": "DE", "es": "ES", "fr": "FR", "pt": "PT", "it": "IT", "nl": "NL", "pl": "PL", "tr": "TR"}.get(
            self.lang, "GB"
        )
        digits = "".join(str(self.rng.randint(0, 9)) for _ in range(20))
        return cc + f"{self.rng.randint(10, 99)} " + " ".join(digits[i : i + 4] for i in range(0, 20, 4))


def _ascii(s: str) -> str:
    s = s.replace("ł", "l").replace("ß", "ss").replace("ı", "i").replace("ø", "o")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _place(rng: random.Random, blocks: list[str], item: str, lo: int = 0) -> None:
    """Insert item at a random position in blocks, not before index lo."""
    blocks.insert(rng.randint(lo, len(blocks)), item)


def _prefix(text: str, p: str) -> str:
    return "\n".join(p + line if line else p.rstrip() for line in text.split("\n"))


# ---------------------------------------------------------------- prose-like carriers


def web_page(c: Ctx, slot: Slot | None) -> str:
    co, title = c.company(), c.title()
    head = [f"{co}  |  {c.L['home']} › Blog › {title}", title, f"{c.date()} · {c.name()}"]
    body = c.paras(c.rng.randint(2, 5))
    if slot:
        _place(c.rng, body, slot.put(slot.joined()))
    foot = [f"{c.L['contact']} · {c.L['privacy']} · Cookies", f"© {c.rng.choice([2023, 2024])} {co}. {c.L['rights']}"]
    return "\n\n".join(head[:2]) + "\n" + head[2] + "\n\n" + "\n\n".join(body) + "\n\n" + "\n".join(foot) + "\n"


def html_source(c: Ctx, slot: Slot | None) -> str:
    co, title = c.company(), c.title()
    body = [f"    <p>{p}</p>" for p in c.paras(c.rng.randint(2, 4))]
    if slot:
        if slot.kind == "comment":
            s = slot.put(f"<!-- {slot.joined()} -->")
        elif slot.raw:
            s = slot.put(slot.joined())
        else:
            s = "<p>" + slot.put(slot.joined()) + "</p>"
        _place(c.rng, body, "    " + s)
    return (
        f'<!DOCTYPE html>\n<html lang="{c.lang}">\n<head>\n  <meta charset="utf-8">\n  <title>{title} – {co}</title>\n'
        '  <meta name="viewport" content="width=device-width, initial-scale=1">\n  <link rel="stylesheet" href="/assets/site.css">\n</head>\n<body>\n'
        f'  <header class="top">\n    <nav><a href="/">{c.L["home"]}</a> <a href="/blog/">Blog</a> <a href="/contact">{c.L["contact"]}</a></nav>\n  </header>\n'
        f'  <main id="content">\n    <h1>{title}</h1>\n    <p class="meta">{c.date()} · {c.name()}</p>\n'
        + "\n".join(body)
        + "\n  </main>\n"
        f'  <footer>\n    <p>&copy; 2024 {co}. {c.L["rights"]} <a href="/privacy">{c.L["privacy"]}</a></p>\n  </footer>\n'
        '  <script src="/assets/app.js" defer></script>\n</body>\n</html>\n'
    )


def search_results(c: Ctx, slot: Slot | None) -> str:
    n = c.rng.randint(4, 6)
    items = []
    for _ in range(n):
        co = c.company()
        p = c.rng.choice(c.P["PARAS"])
        snippet = p[:150].rsplit(" ", 1)[0] + " …" if len(p) > 150 and " " in p[:150] else p[:90] + "…"
        items.append(
            [
                c.title() + " - " + co,
                f"https://www.{c.domain(co)}/{c.rng.choice(['blog', 'news', 'info', 'support'])}/{c.rng.randint(100, 9999)}",
                snippet,
            ]
        )
    if slot:
        items[c.rng.randrange(n)][2] = slot.put(slot.joined())
    out = [c.L["results"].format(n=f"{c.rng.randint(2, 90) * 1000:,}")]
    for t, u, s in items:
        out.append(f"{t}\n{u}\n{c.date()} — {s}")
    return "\n\n".join(out) + "\n"


def email(c: Ctx, slot: Slot | None) -> str:
    a, b = c.names(2)
    co, co2 = c.company(), c.company()
    head = (
        f"From: {a} <{c.addr(a, co)}>\nTo: {b} <{c.addr(b, co2)}>\nSubject: {c.title()}\n"
        f"Date: {c.rfc_date()}\nMessage-ID: <{c.rng.randint(10**8, 10**9)}.{c.rng.randint(1000, 9999)}@mail.{c.domain(co)}>\n"
        'MIME-Version: 1.0\nContent-Type: text/plain; charset="UTF-8"\n'
    )
    body = c.paras(c.rng.randint(1, 3))
    where = c.rng.choice(["body", "body", "quote", "footer"]) if slot else ""
    if where == "body":
        _place(c.rng, body, slot.put(slot.joined()))
    text = (
        head
        + "\n"
        + c.L["greet"].format(name=b.split()[0])
        + "\n\n"
        + "\n\n".join(body)
        + f"\n\n{c.L['signoff']}\n{a}\n{co}\n"
    )
    if c.rng.random() < 0.5 or where == "quote":
        q = c.paras(1)
        if where == "quote":
            q.insert(c.rng.randint(0, 1), slot.joined())
        quoted = "\n>\n".join(_prefix(x, "> ") for x in q)
        if where == "quote":
            slot.put(_prefix(slot.joined(), "> "))
        text += "\n" + c.L["wrote"].format(date=c.date(), name=b) + "\n" + quoted + "\n"
    if where == "footer":
        text += "\n--\n" + c.L["footer"].format(company=co) + "\n" + slot.put(slot.joined()) + "\n"
    elif c.rng.random() < 0.4:
        text += "\n--\n" + c.L["footer"].format(company=co) + "\n"
    return text


def chat_export(c: Ctx, slot: Slot | None) -> str:
    people = c.names(c.rng.randint(3, 5))
    chan = c.rng.choice(["#ops", "#general", "#finance", "#proj-aurora", "#support-l2", "#team-lager"])
    msgs = [(c.rng.choice(people), s) for s in c.shorts(c.rng.randint(7, 13))]
    if slot:
        who = c.rng.choice(people)
        parts = slot.text if isinstance(slot.text, list) else [slot.text]
        pos = c.rng.randint(1, len(msgs))
        for i, p in enumerate(parts):
            msgs.insert(pos + i, (who, slot.put(p)))
    h, m = c.rng.randint(8, 10), c.rng.randint(0, 30)
    lines = [f"Slack export — {chan} — {c.date()}", ""]
    for who, s in msgs:
        m += c.rng.randint(1, 9)
        lines.append(f"[{h + m // 60:02d}:{m % 60:02d}] {who}: {s}")
    return "\n".join(lines) + "\n"


def github_issue(c: Ctx, slot: Slot | None) -> str:
    users = c.rng.sample(HANDLES, 4)
    num = c.rng.randint(120, 4800)
    body = c.paras(c.rng.randint(1, 2))
    comments = [(u, s) for u, s in zip(users[1:], c.shorts(c.rng.randint(2, 3)), strict=False)]
    if slot:
        if c.rng.random() < 0.5:
            _place(c.rng, body, slot.put(slot.joined()))
        else:
            comments.insert(c.rng.randint(0, len(comments)), (users[-1], slot.put(slot.joined())))
    out = [
        f"{c.title()} #{num}",
        f"Open · {users[0]} opened this issue on {c.date()} · {len(comments)} comments",
        "",
        "\n\n".join(body),
        "",
    ]
    out.append(
        "Labels: "
        + ", ".join(c.rng.sample(["bug", "needs-triage", "docs", "enhancement", "good first issue", "regression"], 2))
    )
    for u, s in comments:
        out += ["", "---", f"{u} commented on {c.date()}", "", s]
    return "\n".join(out) + "\n"


def pdf_report(c: Ctx, slot: Slot | None) -> str:
    co, title = c.company(), c.title()
    secs = c.paras(c.rng.randint(3, 5))
    if slot:
        _place(c.rng, secs, slot.put(slot.joined()))
    npages = max(2, (len(secs) + 1) // 2)
    out = [co, title, f"{c.date()}", "", c.L["summary"], secs[0], ""]
    page = 1
    for i, s in enumerate(secs[1:], start=1):
        out += [f"{i}.  {c.title()}", s, ""]
        if i % 2 == 0 and page < npages:
            out += [c.L["page"].format(i=page, n=npages), "\f"]
            page += 1
    out += [c.L["conclusion"], c.rng.choice(c.P["SHORT"]), "", c.L["page"].format(i=npages, n=npages)]
    return "\n".join(out) + "\n"


def cv(c: Ctx, slot: Slot | None) -> str:
    nm = c.name()
    L, X = c.L, c.X
    blocks = [
        f"{nm}\n{c.city()} · {c.addr(nm)} · +{c.rng.randint(30, 90)} {c.rng.randint(100, 999)} {c.rng.randint(100, 999)} {c.rng.randint(1000, 9999)}",
        f"{L['profile']}\n{c.rng.choice(X['profile'])}",
    ]
    exp = []
    year = c.rng.randint(2016, 2021)
    for role in c.rng.sample(X["roles"], 2):
        exp.append(f"{year}–{year + c.rng.randint(1, 3)}  {role}, {c.company()}, {c.city()}")
        year -= c.rng.randint(2, 4)
    blocks.append(f"{L['experience']}\n" + "\n".join(exp))
    blocks.append(f"{L['education']}\n{c.rng.choice(X['degrees'])}")
    blocks.append(
        f"{L['skills']}\n"
        + ", ".join(
            c.rng.sample(
                ["Excel", "SQL", "SAP", "Python", "Power BI", "Jira", "DATEV", "Salesforce", "Tableau", "Git"], 5
            )
        )
    )
    blocks.append(
        f"{L['languages']}\n"
        + ", ".join(
            c.rng.sample(
                ["English C1", "Deutsch B2", "Español C2", "Français B1", "中文 HSK5", "日本語 N2", "Italiano B2"], 3
            )
        )
    )
    if slot:
        _place(c.rng, blocks, slot.put(slot.joined()), lo=1)
    return "\n\n".join(blocks) + "\n"


def invoice(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    co, co2 = c.company(), c.company()
    lines, net = [], 0.0
    issued = c.day()
    for it in c.rng.sample(c.X["items"], c.rng.randint(2, 4)):
        q, p = c.rng.randint(1, 12), c.rng.randint(40, 900)
        net += q * p
        lines.append(f"{it:<42} {q:>4} {p:>10.2f} {q * p:>11.2f}")
    vat = round(net * 0.2, 2)
    out = [
        co,
        f"{c.city()} · {c.addr(None, co)}",
        "",
        f"{L['invoice']} {c.rng.randint(2023, 2024)}-{c.rng.randint(100, 9999):04d}",
        f"{L['date']}: {issued.isoformat()}    {L['due']}: {(issued + dt.timedelta(days=c.rng.choice([14, 30, 45]))).isoformat()}",
        f"{L['bill_to']}: {co2}",
        "",
        f"{L['item']:<42} {L['qty']:>4} {L['price']:>10} {L['total']:>11}",
        *lines,
        "",
        f"{'':<42} {L['vat']:>15} {vat:>11.2f}",
        f"{'':<42} {L['total']:>15} {net + vat:>11.2f} EUR",
        "",
        f"{L['bank']}: IBAN {c.iban()} · BIC {c.rng.choice(['COBADEFFXXX', 'BSCHESMMXXX', 'BNPAFRPPXXX', 'INGBNL2AXXX'])}",
    ]
    note = c.rng.choice(c.P["SHORT"])
    if slot and c.rng.random() < 0.7:
        out += [f"{L['notes']}:", slot.put(slot.joined())]
    else:
        out.append(f"{L['notes']}: {note}")
        if slot:
            out.insert(c.rng.randint(6, 7), slot.put(slot.joined()) + "\n")
    return "\n".join(out) + "\n"


def contract(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    co, co2 = c.company(), c.company()
    clauses = list(c.X["clauses"]) + c.paras(1)
    if slot:
        _place(c.rng, clauses, slot.put(slot.joined()), lo=1)
    out = [
        L["agreement"].upper() if c.lang in ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr") else L["agreement"],
        "",
        f"{L['parties']}:",
        f"(1) {co}, {c.city()}",
        f"(2) {co2}, {c.city()}",
        "",
    ]
    for i, cl in enumerate(clauses, start=1):
        head = L["clause"].format(n=i) if "{n}" in L["clause"] else f"{L['clause']} {i}"
        out += [head, cl, ""]
    out += [
        f"{c.city()}, {c.date()}",
        "",
        f"{L['signature']}: ____________________    {L['signature']}: ____________________",
    ]
    return "\n".join(out) + "\n"


def meeting_minutes(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    ppl = c.names(c.rng.randint(3, 5))
    agenda = [
        f"{i}. {t}\n{p}"
        for i, (t, p) in enumerate(zip(c.rng.sample(c.P["TITLES"], 3), c.paras(3), strict=False), start=1)
    ]
    acts = [f"- {n}: {s}" for n, s in zip(ppl, c.shorts(len(ppl)), strict=False)]
    if slot:
        if c.rng.random() < 0.6:
            _place(c.rng, agenda, slot.put(slot.joined()))
        else:
            acts.insert(c.rng.randint(0, len(acts)), "- " + slot.put(slot.joined()))
    out = [
        f"{L['minutes']} — {c.title()}",
        c.date(),
        f"{L['attendees']}: " + ", ".join(ppl),
        "",
        L["agenda"],
        "\n\n".join(agenda),
        "",
        L["actions"],
        "\n".join(acts),
        "",
        f"{L['next']}: {c.date()} {c.time()}",
    ]
    return "\n".join(out) + "\n"


def support_ticket(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    cust, ag = c.names(2)
    msgs = [(cust, L["customer"], "\n\n".join(c.paras(1) + c.shorts(1))), (ag, L["agent"], c.rng.choice(c.P["SHORT"]))]
    if c.rng.random() < 0.5:
        msgs.append((cust, L["customer"], c.rng.choice(c.P["SHORT"])))
    if slot:
        i = c.rng.randrange(len(msgs))
        who, role, txt = msgs[i]
        s = slot.put(slot.joined())
        msgs[i] = (who, role, txt + "\n\n" + s if c.rng.random() < 0.6 else s + "\n\n" + txt)
    out = [
        f"{L['ticket']} #{c.rng.randint(10000, 99999)} — {c.title()}",
        f"{L['status']}: {L['open']}    {L['priority']}: {L['high']}",
        f"{L['customer']}: {cust} <{c.addr(cust)}>",
        "",
    ]
    day = c.day()
    for who, role, txt in msgs:
        out += [f"--- {who} ({role}) · {day.isoformat()} {c.time()} ---", txt, ""]
        day += dt.timedelta(days=c.rng.randint(0, 2))
    return "\n".join(out)


def markdown_readme(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    proj = c.rng.choice(["ledgerkit", "tidy-routes", "kanban-lite", "stockwatch", "pdf2table", "roster-tool"])
    sections = [
        f"# {proj}\n\n{c.rng.choice(c.P['PARAS'])}",
        f"## {L['install']}\n\n```bash\npip install {proj}\n```",
        f'## {L["usage"]}\n\n```python\nfrom {proj.replace("-", "_")} import load\n\ndata = load("input.csv")\nprint(data.summary())\n```\n\n{c.rng.choice(c.P["SHORT"])}',
        f"## {L['license']}\n\nMIT",
    ]
    if slot:
        s = slot.put(f"<!-- {slot.joined()} -->") if slot.kind == "comment" else slot.put(slot.joined())
        sections.insert(c.rng.randint(1, len(sections)), s)
    return "\n\n".join(sections) + "\n"


def product_reviews(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    prod = c.rng.choice(c.X["products"])
    revs = []
    for s in c.shorts(c.rng.randint(3, 6)):
        st = c.rng.randint(2, 5)
        revs.append([st, c.name(), s])
    if slot:
        revs.insert(c.rng.randint(0, len(revs)), [c.rng.randint(4, 5), c.name(), slot.put(slot.joined())])
    avg = sum(r[0] for r in revs) / len(revs)
    out = [prod, L["stars"].format(n=f"{avg:.1f}"), "", L["reviews"], ""]
    for st, nm, txt in revs:
        out += [
            "★" * st + "☆" * (5 - st) + f"  {nm} · {c.date()}",
            L["verified"],
            txt,
            L["helpful"].format(n=c.rng.randint(0, 40)),
            "",
        ]
    return "\n".join(out)


# ---------------------------------------------------------------- structured carriers


def whois(c: Ctx, slot: Slot | None) -> str:
    co = c.company()
    dom = c.domain(co)
    reg = c.rng.choice(
        [
            "Gandi SAS",
            "NameSilo, LLC",
            "Key-Systems GmbH",
            "Alibaba Cloud Computing (Beijing) Co., Ltd.",
            "GMO Internet Group, Inc.",
            "REG.RU LLC",
        ]
    )
    remark = c.rng.choice(c.P["SHORT"])
    lines = [
        f"Domain Name: {dom.upper()}",
        f"Registry Domain ID: {c.rng.randint(10**9, 10**10)}_DOMAIN-VRSN",
        f"Registrar WHOIS Server: whois.{reg.split()[0].lower().strip(',')}.net",
        f"Updated Date: {c.date()}T{c.time()}:00Z",
        f"Creation Date: {c.date()}T{c.time()}:00Z",
        f"Registrar: {reg}",
        f"Registrar IANA ID: {c.rng.randint(80, 2000)}",
        "Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited",
        f"Registrant Organization: {co}",
        f"Registrant City: {c.city()}",
        f"Registrant Email: {c.addr(None, co)}",
        f"Name Server: NS1.{dom.upper()}",
        f"Name Server: NS2.{dom.upper()}",
        "DNSSEC: unsigned",
        f"Remarks: {remark}",
    ]
    if slot:
        if c.rng.random() < 0.6:
            lines[-1] = "Remarks: " + slot.put(slot.joined())
        else:
            lines.insert(c.rng.randint(8, 11), "Registrant Street: " + slot.put(slot.joined()))
    lines += [
        f">>> Last update of WHOIS database: {c.date()}T{c.time()}:00Z <<<",
        "",
        "Access to WHOIS information is provided to assist persons in determining the contents of a domain name",
        "registration record. The data is provided for information purposes only.",
    ]
    return "\n".join(lines) + "\n"


def _table_rows(c: Ctx, n: int) -> list[list[str]]:
    rows = []
    for _ in range(n):
        rows.append(
            [
                c.name(),
                c.date(),
                f"{c.rng.randint(20, 9000)}.{c.rng.randint(0, 99):02d}",
                c.rng.choice([c.L["paid"], c.L["pending"]]),
                c.rng.choice(c.P["SHORT"]) if c.rng.random() < 0.5 else "",
            ]
        )
    return rows


def _spread(c: Ctx, rows: list[list[str]], slot: Slot, col: int, esc) -> None:
    parts = slot.text if isinstance(slot.text, list) else [slot.text]
    start = c.rng.randint(0, max(0, len(rows) - len(parts)))
    for i, p in enumerate(parts):
        rows[start + i][col] = p
        slot.put(esc(p))


def csv_export(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    rows = _table_rows(c, c.rng.randint(8, 20))
    if slot:
        _spread(c, rows, slot, 4, lambda p: p.replace('"', '""'))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["id", L["col_name"], L["date"], L["col_amount"], L["col_status"], L["col_notes"]])
    for i, r in enumerate(rows, start=1):
        w.writerow([str(1000 + i), *r])
    return buf.getvalue()


def spreadsheet(c: Ctx, slot: Slot | None) -> str:
    L = c.L
    rows = _table_rows(c, c.rng.randint(8, 16))
    if slot:
        _spread(c, rows, slot, 4, lambda p: p.replace("\n", " ").replace("\t", " "))
    for r in rows:
        r[4] = r[4].replace("\n", " ").replace("\t", " ")
    head = "\t".join(["", "A", "B", "C", "D", "E"])
    out = [
        f"{c.title()}.xlsx — Sheet1",
        head,
        "\t".join(["1", L["col_name"], L["date"], L["col_amount"], L["col_status"], L["col_notes"]]),
    ]
    for i, r in enumerate(rows, start=2):
        out.append("\t".join([str(i), *r]))
    return "\n".join(out) + "\n"


def json_api(c: Ctx, slot: Slot | None) -> str:
    items = []
    for i in range(c.rng.randint(3, 7)):
        items.append(
            {
                "id": c.rng.randint(10000, 99999),
                "title": c.title(),
                "author": c.name(),
                "updated_at": c.date() + "T" + c.time() + ":00Z",
                "description": c.rng.choice(c.P["SHORT"]),
                "tags": c.rng.sample(["news", "ops", "finance", "hr", "it", "sales"], 2),
                "rank": i + 1,
            }
        )
    if slot:
        parts = slot.text if isinstance(slot.text, list) else [slot.text]
        if len(parts) > 1:
            start = c.rng.randint(0, max(0, len(items) - len(parts)))
            while len(items) < start + len(parts):
                items.append(dict(items[-1], id=c.rng.randint(10000, 99999)))
            for i, p in enumerate(parts):
                items[start + i]["description"] = p
        else:
            tgt = c.rng.choice(items)
            tgt[c.rng.choice(["description", "description", "summary", "note"])] = parts[0]
        for p in parts:
            slot.put(json.dumps(p, ensure_ascii=False)[1:-1])
    doc = {"status": "ok", "page": 1, "per_page": 20, "total": len(items), "locale": c.lang, "results": items}
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def log_file(c: Ctx, slot: Slot | None) -> str:
    svc = c.rng.choice(["orders-api", "billing-worker", "notify", "ingest", "portal-web"])
    tmpl = [
        "INFO  [http] GET /api/v1/orders?page={n} 200 {ms}ms",
        "INFO  [db] pool stats active={k} idle={n}",
        "DEBUG [cache] hit ratio 0.{n}",
        "WARN  [http] slow request POST /api/v1/checkout {ms}ms",
        "INFO  [worker-{k}] job {n} completed in {ms}ms",
        'INFO  [feedback] customer_comment="{s}"',
        "ERROR [smtp] delivery deferred: 421 try again later (attempt {k})",
        "INFO  [auth] session refreshed user_id={n}",
    ]
    lines = []
    for _ in range(c.rng.randint(14, 30)):
        t = c.rng.choice(tmpl)
        lines.append(
            t.format(
                n=c.rng.randint(1, 999), ms=c.rng.randint(3, 2400), k=c.rng.randint(1, 8), s=c.rng.choice(c.P["SHORT"])
            )
        )
    if slot:
        parts = slot.text if isinstance(slot.text, list) else [slot.text]
        pos = c.rng.randint(1, len(lines))
        style = c.rng.choice(["feedback", "note", "plain"])
        for i, p in enumerate(parts):
            p1 = p.replace("\n", " ")
            s = slot.put(p1)
            lines.insert(
                pos + i,
                {
                    "feedback": f'INFO  [feedback] customer_comment="{s}"',
                    "note": f"WARN  [import] row note: {s}",
                    "plain": f"INFO  [ingest] {s}",
                }[style],
            )
    base = c.date()
    sec = c.rng.randint(0, 30000)
    out = []
    for ln in lines:
        sec += c.rng.randint(0, 40)
        out.append(
            f"{base}T{sec // 3600 % 24:02d}:{sec // 60 % 60:02d}:{sec % 60:02d}.{c.rng.randint(0, 999):03d}Z {svc} {ln}"
        )
    return "\n".join(out) + "\n"


def _ics_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def calendar_ics(c: Ctx, slot: Slot | None) -> str:
    org = c.name()
    d = c.date().replace("-", "")
    desc_parts = c.paras(1) + c.shorts(1)
    if slot:
        parts = slot.text if isinstance(slot.text, list) else [slot.text]
        pos = c.rng.randint(0, len(desc_parts))
        for i, p in enumerate(parts):
            desc_parts.insert(pos + i, p)
            slot.put(_ics_escape(p))
    desc = _ics_escape("\n\n".join(desc_parts))
    h = c.rng.randint(8, 16)
    return (
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Calendar Export//EN\nMETHOD:REQUEST\nBEGIN:VEVENT\n"
        f"UID:{c.rng.randint(10**9, 10**10)}@{c.domain()}\nDTSTAMP:{d}T080000Z\nDTSTART:{d}T{h:02d}0000Z\nDTEND:{d}T{h + 1:02d}0000Z\n"
        f"SUMMARY:{_ics_escape(c.title())}\nLOCATION:{_ics_escape(c.city())}\nORGANIZER;CN={org}:mailto:{c.addr(org)}\n"
        + "".join(f"ATTENDEE;CN={n};ROLE=REQ-PARTICIPANT:mailto:{c.addr(n)}\n" for n in c.names(c.rng.randint(2, 4)))
        + f"DESCRIPTION:{desc}\nSTATUS:CONFIRMED\nEND:VEVENT\nEND:VCALENDAR\n"
    )


def yaml_config(c: Ctx, slot: Slot | None) -> str:
    svc = c.rng.choice(["billing", "reports", "intranet", "shipping", "catalog"])
    blocks = [
        f"# {c.title()}\n# {c.rng.choice(c.X['code'])}",
        f'service:\n  name: {svc}\n  description: "{c.rng.choice(c.P["SHORT"]).replace(chr(34), "")}"\n  replicas: {c.rng.randint(1, 6)}\n  port: {c.rng.choice([8080, 8000, 9090, 3000])}',
        f"database:\n  host: db-{c.rng.randint(1, 4)}.internal\n  name: {svc}_prod\n  pool_size: {c.rng.randint(5, 40)}",
        f"logging:\n  level: {c.rng.choice(['info', 'warning', 'debug'])}\n  format: json",
        f"notifications:\n  email: {c.addr(None)}\n  locale: {c.lang}",
    ]
    if slot:
        if slot.raw:
            s = slot.put(slot.joined())
        elif slot.kind == "comment" or c.rng.random() < 0.5:
            s = slot.put(_prefix(slot.joined(), "# "))
        else:
            v = slot.joined().replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            s = 'notes:\n  maintainer_note: "' + slot.put(v) + '"'
        _place(c.rng, blocks, s, lo=1)
    return "\n\n".join(blocks) + "\n"


def ini_config(c: Ctx, slot: Slot | None) -> str:
    blocks = [
        f"; {c.title()}\n; {c.rng.choice(c.X['code'])}",
        f"[general]\nname = {c.rng.choice(['kasse', 'lager', 'portal', 'sync'])}\nlocale = {c.lang}\ntimezone = UTC",
        f"[database]\nhost = 10.0.{c.rng.randint(0, 9)}.{c.rng.randint(2, 250)}\nport = 5432\nuser = app",
        f"[mail]\nsmtp_host = mail.{c.domain()}\nfrom = {c.addr(None)}",
    ]
    if slot:
        if slot.raw:
            s = slot.put(slot.joined())
        elif slot.kind == "comment" or c.rng.random() < 0.5:
            s = slot.put(_prefix(slot.joined(), "; "))
        else:
            s = "[notes]\ncomment = " + slot.put(slot.joined().replace("\n", " "))
        _place(c.rng, blocks, s, lo=1)
    return "\n\n".join(blocks) + "\n"


def source_code(c: Ctx, slot: Slot | None) -> str:
    X = c.X
    if c.rng.random() < 0.6:
        funcs = [
            f'def total_with_vat(net: float, rate: float = 0.2) -> float:\n    """{X["code"][0]}."""\n    return round(net * (1 + rate), 2)',
            f"def fetch(session, url, retries=1):\n    # {X['code'][1]}\n    for attempt in range(retries + 1):\n        resp = session.get(url, timeout=10)\n        if resp.status_code != 503:\n            return resp\n    resp.raise_for_status()",
            f'def to_display(ts):\n    # {X["code"][2]}\n    return ts.astimezone().strftime("%Y-%m-%d %H:%M")',
        ]
        head = f'"""{c.title()}."""\n\nimport datetime as dt\nimport json\n'
        if slot:
            if slot.raw:
                s = slot.put(slot.joined())
            elif c.rng.random() < 0.5:
                s = slot.put(_prefix(slot.joined(), "# "))
            else:
                s = '"""\n' + slot.put(slot.joined()) + '\n"""'
            _place(c.rng, funcs, s)
        return head + "\n\n" + "\n\n\n".join(funcs) + "\n"
    funcs = [
        f"// {X['code'][0]}\nexport function totalWithVat(net, rate = 0.2) {{\n  return Math.round(net * (1 + rate) * 100) / 100;\n}}",
        f"// {X['code'][1]}\nexport async function fetchRetry(url, retries = 1) {{\n  for (let i = 0; i <= retries; i++) {{\n    const r = await fetch(url);\n    if (r.status !== 503) return r;\n  }}\n  throw new Error('unavailable');\n}}",
        f"/* {X['code'][2]} */\nexport const toDisplay = (d) => d.toLocaleString();",
    ]
    if slot:
        if slot.raw:
            s = slot.put(slot.joined())
        elif c.rng.random() < 0.5:
            s = slot.put(_prefix(slot.joined(), "// "))
        else:
            s = "/*\n" + slot.put(_prefix(slot.joined(), " * ")) + "\n */"
        _place(c.rng, funcs, s)
    return f"// {c.title()}\n'use strict';\n\n" + "\n\n".join(funcs) + "\n"


RENDERERS = {
    "web_page": web_page,
    "html_source": html_source,
    "search_results": search_results,
    "email": email,
    "chat_export": chat_export,
    "github_issue": github_issue,
    "pdf_report": pdf_report,
    "cv": cv,
    "invoice": invoice,
    "contract": contract,
    "whois": whois,
    "csv": csv_export,
    "json_api": json_api,
    "yaml_config": yaml_config,
    "ini_config": ini_config,
    "source_code": source_code,
    "log_file": log_file,
    "calendar_ics": calendar_ics,
    "product_reviews": product_reviews,
    "meeting_minutes": meeting_minutes,
    "spreadsheet": spreadsheet,
    "support_ticket": support_ticket,
    "markdown_readme": markdown_readme,
}

# carriers whose structure accepts a list of fragments in consecutive fields
FIELD_CARRIERS = ["csv", "spreadsheet", "json_api", "log_file", "chat_export", "calendar_ics"]
RAW_CARRIERS = ["html_source", "yaml_config", "ini_config", "source_code"]


def render(carrier: str, rng: random.Random, lang: str, slot: Slot | None) -> str:
    return RENDERERS[carrier](Ctx(rng, lang), slot)
