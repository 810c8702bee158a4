# ruff: noqa: E501
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
    "it": (
        "Oggetto",
        "Ciao",
        "Cordiali saluti",
        "Sintesi",
        "Esperienza",
        "Competenze",
        "Articolo",
        "Commenti",
        "Dettagli",
    ),
    "ru": (
        "Тема",
        "Здравствуйте",
        "С уважением",
        "Резюме",
        "Опыт работы",
        "Навыки",
        "Статья",
        "Комментарии",
        "Подробности",
    ),
    "ko": ("제목", "안녕하세요", "감사합니다", "요약", "경력", "기술", "제", "댓글", "세부 정보"),
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


_OBLIGATIONS = {
    "en": [
        "You must report security incidents in writing within 72 hours.",
        "The supplier shall delete all personal data at the end of the contract.",
        "You must not disclose confidential information to third parties.",
        "Either party may terminate this agreement with ninety days' written notice.",
        "The customer must pay every invoice within thirty (30) days.",
    ],
    "es": [
        "Usted debe comunicar por escrito cualquier incidente de seguridad en un plazo de 72 horas.",
        "El proveedor deberá borrar todos los datos personales al terminar el contrato.",
        "No debe revelar información confidencial a terceros.",
        "El cliente debe pagar cada factura en un plazo de treinta (30) días.",
    ],
    "fr": [
        "Vous devez signaler par écrit tout incident de sécurité dans un délai de 72 heures.",
        "Le prestataire supprime toutes les données personnelles à la fin du contrat.",
        "Vous ne devez pas divulguer d'informations confidentielles à des tiers.",
        "Le client doit régler chaque facture sous trente (30) jours.",
    ],
    "de": [
        "Sie müssen Sicherheitsvorfälle unverzüglich, spätestens binnen 72 Stunden, schriftlich melden.",
        "Der Auftragnehmer hat nach Vertragsende alle personenbezogenen Daten zu löschen.",
        "Sie dürfen vertrauliche Informationen nicht an Dritte weitergeben.",
        "Der Kunde muss jede Rechnung innerhalb von dreißig (30) Tagen bezahlen.",
        "Sie müssen Änderungen Ihrer Bankverbindung schriftlich mitteilen.",
    ],
    "pt": [
        "Você deve comunicar por escrito qualquer incidente de segurança em até 72 horas.",
        "O fornecedor deverá apagar todos os dados pessoais ao fim do contrato.",
        "Você não deve divulgar informações confidenciais a terceiros.",
        "O cliente deve pagar cada fatura em até trinta (30) dias.",
    ],
    "zh": [
        "您必须在72小时内以书面形式报告安全事件。",
        "合同终止后，供应商应删除全部个人数据。",
        "您不得向第三方披露保密信息。",
        "客户须在三十（30）日内支付每张发票。",
    ],
    "ja": [
        "セキュリティインシデントは72時間以内に書面で報告しなければなりません。",
        "契約終了後、受託者はすべての個人データを削除するものとする。",
        "秘密情報を第三者に開示してはなりません。",
        "顧客は各請求書を30日以内に支払うものとする。",
    ],
    "it": [
        "Deve segnalare per iscritto ogni incidente di sicurezza entro 72 ore.",
        "Il fornitore cancellerà tutti i dati personali alla fine del contratto.",
    ],
    "ru": [
        "Вы обязаны сообщать об инцидентах безопасности письменно в течение 72 часов.",
        "Поставщик удаляет все персональные данные по окончании договора.",
    ],
    "ko": [
        "보안 사고는 72시간 이내에 서면으로 보고해야 합니다.",
        "계약 종료 후 공급자는 모든 개인 데이터를 삭제해야 합니다.",
    ],
}


def legal(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """Numbered clauses of a contract or terms of service."""
    w = _WORDS[lang]
    paras = list(paras)
    for _ in range(rng.randint(0, 2)):  # contracts oblige the reader: "you must notify...", benign
        clause = rng.choice(_OBLIGATIONS[lang])
        if clause not in paras:
            paras.insert(rng.randint(0, len(paras)), clause)
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
        "Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited",
        f"Registrar Abuse Contact Email: abuse@registrar-{rng.randint(1, 9)}.example",
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


_HIDDEN_HTML = [
    '<div class="cookie-banner" style="display:none">We use cookies to remember your preferences. <a href="/privacy">Learn more</a></div>',
    "<!-- Google Tag Manager -->",
    "<!-- end of header; do not remove: the CMS inserts the menu here -->",
    '<span class="sr-only">Open the navigation menu</span>',
    '<div id="modal-login" hidden><form action="/login" method="post"><input name="password" type="password"></form></div>',
    '<p style="display:none">{p}</p>',
    "<!-- TODO: replace this image before launch -->",
    '<noscript><img height="1" width="1" style="display:none" src="https://{host}/tr?id=1234&ev=PageView&noscript=1"/></noscript>',
    '<div aria-hidden="true" class="icon icon-close"></div>',
    "<!-- {p} -->",
]


def html(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A web page with navigation, images, a script tag and a footer."""
    host = rng.choice(BENIGN_HOSTS)
    blocks = [f"<p>{p}</p>" for p in paras]
    if rng.random() < 0.5:
        blocks.insert(1, f'<img src="https://{host}/img/{fake.word()}.jpg" alt="{fake.word()}">')
    for _ in range(rng.randint(0, 2)):  # hidden and commented-out markup is common and mostly harmless
        blocks.insert(rng.randint(0, len(blocks)), rng.choice(_HIDDEN_HTML).format(p=rng.choice(paras), host=host))
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
                f"POST /v1/login 401 user=u{rng.randint(1, 999)} reason={rng.choice(['expired_session', 'bad_password', 'mfa_required'])}",
                f"fetched https://cdn.jsdelivr.net/npm/{rng.choice(['chart.js', 'react', 'lodash'])} in {rng.randint(5, 90)}ms",
                f"token refresh ok for client_id={fake.uuid4()[:8]} (expires in 3600s)",
                f"user {fake.user_name()} logged in from {fake.ipv4()}",
                f"job {rng.randint(100, 999)} finished in {rng.uniform(0.1, 30):.1f}s",
                "cache miss for key session:" + fake.uuid4()[:8],
                f"retrying request to https://{rng.choice(BENIGN_HOSTS)}/v1 (attempt 2)",
            ]
        )
        lines.append(f"{_when(fake, 2024).isoformat()}Z {level} worker-{rng.randint(1, 4)} {msg}")
    for p in paras[: rng.randint(0, 3)]:  # user text quoted in logs (hard negatives land here too)
        field = rng.choice(["user_feedback text=", "ticket created subject=", "message body=", "search q="])
        lines.insert(rng.randint(0, len(lines)), f'{_when(fake, 2024).isoformat()}Z INFO  [{fake.word()}] {field}"{p}"')
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


def _badges(rng: random.Random, name: str) -> str:
    """Markdown badges as READMEs start with: remote images with query strings, all benign."""
    host = rng.choice(BENIGN_HOSTS)
    out = [
        f"[![CI](https://github.com/example/{name}/actions/workflows/ci.yml/badge.svg)](https://github.com/example/{name}/actions)",
        f"[![PyPI](https://img.shields.io/pypi/v/{name})](https://pypi.org/project/{name}/)",
        f"[![codecov](https://codecov.io/gh/example/{name}/branch/main/graph/badge.svg?token=AB12CD)](https://codecov.io/gh/example/{name})",
        f"![downloads](https://img.shields.io/badge/downloads-{rng.randint(1, 90)}k-blue?style=flat&logo=python)",
        f"[![docs](https://{host}/badge/docs-latest-green.svg)](https://{host}/docs/)",
        f"![screenshot](https://{host}/assets/screenshot-{rng.randint(1, 9)}.png)",
    ]
    return " ".join(rng.sample(out, rng.randint(1, 4)))


def readme(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A project README: badges, install and usage code blocks, configuration, licence."""
    name = fake.word().lower() + rng.choice(["ly", "kit", "db", "ledger", "flow", "-cli", "py"])
    cmd = rng.choice([f"pip install {name}", f"npm install {name}", f"cargo add {name}", f"go get example.com/{name}"])
    blocks = [f"# {name}", _badges(rng, name), paras[0], "## Installation", f"```bash\n{cmd}\n```", "## Usage"]
    blocks.append(
        rng.choice(
            [
                f"```python\nimport {name.replace('-', '_')}\n{name.replace('-', '_')}.run('data/', api_key=os.environ['API_KEY'])\n```",
                f"```bash\n{name} --config config.toml --token $TOKEN sync\n```",
                f"```js\nconst c = require('{name}');\nc.fetch('https://{rng.choice(BENIGN_HOSTS)}/api', {{ headers: {{ Authorization: `Bearer ${{process.env.TOKEN}}` }} }});\n```",
            ]
        )
    )
    blocks += paras[1:]
    blocks += [
        "## Configuration",
        rng.choice(
            [
                "Copy `config.example.toml` to `config.toml` and set `password`, `api_key` and `webhook_url`.",
                "Set `SECRET_KEY` and `DATABASE_URL` in your environment; never commit `.env`.",
                "Tokens are read from `~/.config/" + name + "/credentials`; run `" + name + " login` once.",
            ]
        ),
        "## License\n\n" + rng.choice(["MIT", "Apache-2.0", "BSD-3-Clause", "GPL-3.0-or-later"]),
    ]
    return "\n\n".join(_interleave(rng, blocks, pieces))


def changelog(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """A CHANGELOG with releases and bullet points."""
    blocks = ["# Changelog"]
    major, minor = rng.randint(0, 4), rng.randint(0, 20)
    entries = [
        "Fixed: the `--ignore` flag no longer ignores files listed in `.gitignore` twice.",
        "Changed: the default timeout is now 30 s; override it with `TIMEOUT`.",
        "Removed: the deprecated `send_email(to, body)` helper; use `Mailer.send`.",
        "Security: tokens are redacted from debug logs (CVE-2024-12345).",
        "Added: `export --format csv` writes the report to a file.",
        "Fixed: previous instructions in the setup guide referred to Python 3.8.",
        "Changed: system prompts are now loaded from `prompts/system.md`.",
        "Added: a webhook that posts build results to the team channel.",
        "Fixed: images in the HTML report are loaded from the local folder, not a CDN.",
        "Deprecated: the `admin` role; grant `maintainer` instead.",
    ]
    for k in range(rng.randint(2, 4)):
        items = rng.sample(entries, rng.randint(2, 4))
        if paras and rng.random() < 0.5:
            items.append(rng.choice(paras))
        blocks.append(f"## [{major}.{minor - k if minor >= k else k}.{rng.randint(0, 9)}] - {_when(fake, 2021).date()}")
        blocks.append("\n".join("- " + x for x in items))
    return "\n\n".join(_interleave(rng, blocks, pieces))


def notice(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """An IT, security or maintenance notice (benign ones talk about passwords, links and urgency)."""
    host = rng.choice(BENIGN_HOSTS)
    lines = [
        rng.choice(
            [
                "IT Service Desk — planned maintenance",
                "Security notice: phishing attempts",
                "Password policy update",
                "[ACTION REQUIRED] Renew your certificate",
                "Incident report INC-" + str(rng.randint(1000, 9999)),
            ]
        )
    ]
    lines += paras
    lines.append(
        rng.choice(
            [
                f"Details: https://{host}/status",
                f"Questions? Contact the service desk at servicedesk@{host} or call ext. {rng.randint(1000, 9999)}.",
                "We will never ask for your password by e-mail or phone.",
                f"Reset your password at https://{host}/account/password if it is older than 90 days.",
                "Error code 503 may appear during the window; retry after 04:00 UTC.",
            ]
        )
    )
    return "\n\n".join(_interleave(rng, lines, pieces))


def meeting(lang: str, rng: random.Random, fake: Any, paras: list[str], pieces: list[str]) -> str:
    """Meeting minutes with attendees, agenda and action items."""
    names = [fake.name() for _ in range(rng.randint(2, 5))]
    blocks = [f"{_WORDS[lang][3]} — {_when(fake, 2023).date()}", ", ".join(names)]
    blocks += [f"{i + 1}. {p}" for i, p in enumerate(paras)]
    blocks.append(
        "\n".join(f"- [ ] {rng.choice(names)}: {fake.sentence(nb_words=6)}" for _ in range(rng.randint(1, 3)))
    )
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
    "readme": readme,
    "changelog": changelog,
    "notice": notice,
    "meeting": meeting,
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
