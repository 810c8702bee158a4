"""The training corpus of the learned screen (screenlab/screen_corpus): what keeps its validation split honest.

The threshold is set on the validation documents people wrote. A validation document that also carries a
training injection has its text trained on (the windows of its carrier, as negatives), so it scores lower
than unseen text and the threshold set on it sits too low: these tests hold the corpus to its splits.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "screenlab"))

from screen_corpus.build import _tune_rows  # noqa: E402
from screen_corpus.hosts import rehost  # noqa: E402
from screen_corpus.written_rows import _rows, dev_sets, written  # noqa: E402

URL_HOST = re.compile(r"://([A-Za-z0-9.-]+)")


def test_rehost_redraws_hosts_of_urls_and_e_mail_addresses_consistently() -> None:
    text = "Write to ana@ventas.example.es or see https://evil.example/x; again: https://evil.example/y."
    out = rehost(text, random.Random(0))
    hosts = URL_HOST.findall(out)
    assert "ventas.example.es" not in out and "evil.example" not in out
    assert hosts[0] == hosts[1]  # the same host stays the same within a text
    assert out.endswith("/y.")  # the sentence's full stop is not part of the host


@pytest.mark.parametrize(
    "text",
    [
        "@pytest.mark.parametrize('x', [1, 2])\ndef test(x): ...",
        "@functools.lru_cache(maxsize=8)",
        "ping @10.0.0.1 and http://192.168.1.20/status",
        "a model name: user@v1.2",
    ],
)
def test_rehost_leaves_decorators_and_ip_addresses_alone(text: str) -> None:
    assert rehost(text, random.Random(0)) == text


def _host_document(row: dict[str, Any]) -> str:
    """The document a snippet was planted in: the row's text without the snippet's line."""
    (a, b), text = row["spans"][0], row["text"]
    left, right = text[:a], text[b:]
    if left.endswith("\n"):
        left = left[:-1]
    elif right.startswith("\n"):
        right = right[1:]
    return left + right


def test_a_written_snippet_is_planted_only_in_a_document_of_its_own_split() -> None:
    from faker import Faker

    def no_generated_paragraphs(lang: str, split: str, rng: random.Random) -> list[str]:
        raise KeyError(lang)  # the written documents' own paragraphs are used instead

    rows = written(15, {"en": Faker("en_US")}, no_generated_paragraphs)
    by_split: dict[str, set[str]] = {"train": set(), "val": set()}
    for row in rows:
        if row["label"] == "benign" and row["family"] == "written plain":
            by_split[row["split"]].add(row["text"])
    snippets = sum(1 for row in _rows("inj_") if row["kind"] != "document")
    planted = []
    for row in rows:
        if row["label"] != "injection" or row["carrier"] != "written document" or len(row["spans"]) != 1:
            continue
        host = _host_document(row)
        if host in by_split["train"] or host in by_split["val"]:
            planted.append((row["split"], host))
    assert len(planted) == snippets  # each snippet is planted once in a written document, and found here
    for split, host in planted:
        assert host in by_split[split], (split, host[:80])
    assert by_split["val"] and by_split["train"]


def _drawn(host: str) -> bool:
    """Could :func:`rehost` have drawn this host name (words of its pool and one of its top-level domains)?"""
    from screen_corpus import hosts

    words = "|".join(sorted(hosts._WORDS, key=len, reverse=True))
    return any(
        host.endswith("." + tld) and re.fullmatch(rf"(?:(?:{words})[.-]?)+", host[: -len(tld) - 1]) is not None
        for tld in hosts._TLDS
    )


def test_the_tune_rows_and_the_development_sets_are_rehosted() -> None:
    from screen_corpus import hosts

    named = re.compile(r"(?://|@)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})")  # independent of hosts._HOST
    raw_rows = [
        json.loads(line)
        for path in (
            "tests/policy/data/screening.jsonl",
            "screenlab/heldout3/heldout3.jsonl",
            "screenlab/heldout4/heldout4.jsonl",
        )
        for line in (ROOT / path).read_text(encoding="utf-8").splitlines()
    ]
    raw = {h.lower() for r in raw_rows for h in named.findall(r["text"])}
    assert {"evil.example", "github.com", "mailhost.example.org"} <= raw  # attack hosts, benign hosts...
    for rows in (_tune_rows(19), dev_sets(15)):
        found = [m.group(0) for row in rows for m in hosts._HOST.finditer(row["text"])]
        assert len(found) > 100
        assert all(_drawn(h) for h in found), [h for h in found if not _drawn(h)][:5]
        seen = {h.lower() for row in rows for h in named.findall(row["text"])}
        assert not {h for h in seen & raw if not _drawn(h)}  # ...and none of them is left
