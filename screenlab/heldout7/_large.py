# ruff: noqa: E501
"""Large benign documents (70-150 KB): concatenations of ordinary records built from the carrier renderers."""

from __future__ import annotations

import json
import random

from _carriers import Ctx, chat_export, email, log_file, support_ticket


def _grow(target: int, make) -> str:
    parts: list[str] = []
    size = 0
    while size < target:
        s = make()
        parts.append(s)
        size += len(s.encode("utf-8"))
    return "".join(parts)


def logs(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)
    return _grow(target, lambda: log_file(c, None))


def invoice_batch(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)
    L = c.L
    head = f"batch_id;{L['invoice']};{L['date']};{L['due']};{L['bill_to']};{L['item']};{L['qty']};{L['price']};{L['total']};{L['col_status']}\n"
    batch = rng.randint(100, 900)

    def row() -> str:
        q, p = rng.randint(1, 20), rng.randint(15, 1200)
        return (
            ";".join(
                [
                    str(batch),
                    f"R{rng.randint(2023, 2024)}-{rng.randint(1000, 99999)}",
                    c.date(),
                    c.date(),
                    c.company(),
                    rng.choice(c.X["items"]),
                    str(q),
                    f"{p:.2f}".replace(".", ","),
                    f"{q * p * 1.19:.2f}".replace(".", ","),
                    rng.choice([L["paid"], L["pending"]]),
                ]
            )
            + "\n"
        )

    return head + _grow(target, row)


def jsonl(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)

    def rec() -> str:
        obj = {
            "order_id": rng.randint(10**6, 10**7),
            "customer": c.name(),
            "company": c.company(),
            "city": c.city(),
            "created_at": c.date() + "T" + c.time() + ":00+09:00",
            "items": [
                {"sku": f"SKU-{rng.randint(1000, 9999)}", "name": rng.choice(c.X["products"]), "qty": rng.randint(1, 5)}
                for _ in range(rng.randint(1, 3))
            ],
            "note": rng.choice(c.P["SHORT"]) if rng.random() < 0.4 else "",
            "status": rng.choice(["shipped", "delivered", "processing", "returned"]),
        }
        return json.dumps(obj, ensure_ascii=False) + "\n"

    return _grow(target, rec)


def mbox(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)

    def msg() -> str:
        return f"From MAILER-DAEMON {c.date()} {c.time()}:00\n" + email(c, None) + "\n"

    return _grow(target, msg)


def tickets(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)
    return _grow(target, lambda: support_ticket(c, None) + "=" * 60 + "\n\n")


def chats(rng: random.Random, lang: str, target: int) -> str:
    c = Ctx(rng, lang)
    return _grow(target, lambda: chat_export(c, None) + "\n")


LARGE = [
    ("log_file", "en", logs),
    ("csv", "de", invoice_batch),
    ("jsonl_export", "ja", jsonl),
    ("mbox", "es", mbox),
    ("ticket_export", "fr", tickets),
    ("chat_export", "pt", chats),
]
