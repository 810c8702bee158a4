"""Held-out set 7: the committed file is reproducible and keeps the promises made in its README.

These tests only regenerate and inspect the documents; they never run a screen or a classifier.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1] / "heldout7"
GENERATOR = HERE / "make_heldout7.py"
COMMITTED = HERE / "heldout7.jsonl"

KEYS = ["id", "text", "label", "family", "language", "carrier", "technique"]
INJECTION_FAMILIES = {
    "instruction_override",
    "persona_hijack",
    "fake_system",
    "exfiltration",
    "tool_coercion",
    "credential_phishing",
    "hidden_text",
    "encoded",
    "split_words",
    "delayed_trigger",
    "goal_hijack",
    "code_comment",
}
TECHNIQUE_FAMILIES = {"hidden_text", "encoded", "split_words"}
BENIGN_FAMILIES = {"plain", "hard_negative", "quoted_attack", "large"}
MAIN_LANGS = {"en", "es", "fr", "de", "pt", "zh", "ja"}
OTHER_LANGS = {"it", "ru", "ko", "ar", "hi", "nl", "pl", "tr", "vi", "id"}

STOCK_PHRASE = re.compile(
    r"ignore\s+(all\s+)?(the\s+|your\s+|of\s+the\s+)?(previous|prior|above|earlier|preceding)\s+instructions"
    r"|ignora\s+(todas\s+)?las\s+instrucciones\s+(anteriores|previas)"
    r"|ignorez\s+(toutes\s+)?les\s+instructions\s+pr[ée]c[ée]dentes"
    r"|ignorier(e|en\s+sie)\s+(alle\s+)?(vorherigen|bisherigen|vorigen)\s+anweisungen"
    r"|ignore\s+(todas\s+)?as\s+instru[çc][õo]es\s+anteriores"
    r"|ignora\s+(tutte\s+)?le\s+istruzioni\s+precedenti"
    r"|игнорируй(те)?\s+(все\s+)?предыдущие\s+инструкции"
    r"|忽略(之前|以上|先前|前面)(的)?(所有)?(的)?指令"
    r"|以前の指示を無視",
    re.IGNORECASE,
)

DUMP_INSERTED = (
    "import json, sys\n"
    "sys.path.insert(0, sys.argv[1])\n"
    "import make_heldout7\n"
    "print(json.dumps([[rec['id'], ins] for rec, ins in make_heldout7.build()], ensure_ascii=False))\n"
)


@pytest.fixture(scope="module")
def lines() -> list[str]:
    raw = COMMITTED.read_text(encoding="utf-8")
    assert raw.endswith("\n")
    assert not raw.endswith("\n\n")
    return raw[:-1].split("\n")


@pytest.fixture(scope="module")
def records(lines: list[str]) -> list[dict[str, str]]:
    return [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def inserted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    cwd = tmp_path_factory.mktemp("h7dump")
    proc = subprocess.run(
        [sys.executable, "-B", "-c", DUMP_INSERTED, str(HERE)],
        check=True,
        cwd=cwd,
        timeout=300,
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    return {doc_id: ins for doc_id, ins in json.loads(proc.stdout)}


@pytest.mark.slow  # rebuilds the whole set in a subprocess
def test_regenerates_byte_identical(tmp_path: Path) -> None:
    out = tmp_path / "heldout7.jsonl"
    subprocess.run([sys.executable, "-B", str(GENERATOR), "--out", str(out)], check=True, cwd=tmp_path, timeout=300)
    assert out.read_bytes() == COMMITTED.read_bytes()


def test_jsonl_format_and_schema(lines: list[str], records: list[dict[str, str]]) -> None:
    for i, (line, obj) in enumerate(zip(lines, records, strict=True)):
        assert json.dumps(obj, ensure_ascii=False) == line
        assert list(obj) == KEYS
        assert all(isinstance(obj[k], str) for k in KEYS)
        assert obj["id"] == f"h7-{i:04d}"
        assert obj["label"] in ("injection", "benign")
        assert re.fullmatch(r"[a-z]{2}", obj["language"])
        assert obj["carrier"]
        if obj["label"] == "injection":
            assert obj["family"] in INJECTION_FAMILIES
        else:
            assert obj["family"] in BENIGN_FAMILIES
        if obj["family"] in TECHNIQUE_FAMILIES:
            assert re.fullmatch(r"[a-z0-9_]+", obj["technique"])
        else:
            assert obj["technique"] == ""


def test_totals(records: list[dict[str, str]]) -> None:
    labels = Counter(r["label"] for r in records)
    assert 850 <= len(records) <= 950
    assert 380 <= labels["injection"] <= 460
    assert 440 <= labels["benign"] <= 520


def test_injection_families(records: list[dict[str, str]]) -> None:
    count: Counter[str] = Counter()
    langs: defaultdict[str, set[str]] = defaultdict(set)
    for r in records:
        if r["label"] == "injection":
            count[r["family"]] += 1
            langs[r["family"]].add(r["language"])
    assert set(count) == INJECTION_FAMILIES
    for fam in sorted(INJECTION_FAMILIES):
        assert count[fam] >= 25, fam
        assert len(langs[fam]) >= 9, fam


def test_techniques_vary(records: list[dict[str, str]]) -> None:
    for fam in sorted(TECHNIQUE_FAMILIES):
        techniques = {r["technique"] for r in records if r["family"] == fam}
        assert len(techniques) >= 4, fam


def test_languages(records: list[dict[str, str]]) -> None:
    all_langs = {r["language"] for r in records}
    assert all_langs >= MAIN_LANGS
    assert len(all_langs & OTHER_LANGS) >= 5
    assert all_langs <= MAIN_LANGS | OTHER_LANGS
    inj = Counter(r["language"] for r in records if r["label"] == "injection")
    assert inj["en"] * 4 <= sum(inj.values())
    for lang in sorted(MAIN_LANGS - {"en"}):
        assert inj[lang] >= 25, lang


def test_benign_families(records: list[dict[str, str]]) -> None:
    fam = Counter(r["family"] for r in records if r["label"] == "benign")
    assert fam["plain"] >= 240
    assert fam["hard_negative"] >= 150
    assert fam["quoted_attack"] >= 45
    assert 5 <= fam["large"] <= 8
    for name, minimum in (("plain", 8), ("hard_negative", 8), ("quoted_attack", 8), ("large", 4)):
        assert len({r["language"] for r in records if r["family"] == name}) >= minimum, name


def test_carriers(records: list[dict[str, str]]) -> None:
    assert len({r["carrier"] for r in records}) >= 16
    assert len({r["carrier"] for r in records if r["label"] == "injection"}) >= 16


def test_sizes(records: list[dict[str, str]]) -> None:
    for r in records:
        size = len(r["text"].encode("utf-8"))
        if r["family"] == "large":
            assert 50_000 <= size <= 200_000, r["id"]
        else:
            assert size < 50_000, r["id"]
        if r["label"] == "injection":
            assert "\n" in r["text"], r["id"]
            assert len(r["text"]) >= 150, r["id"]


def test_stock_phrase_share(records: list[dict[str, str]]) -> None:
    inj = [r for r in records if r["label"] == "injection"]
    stock = [r["id"] for r in inj if STOCK_PHRASE.search(r["text"])]
    assert len(stock) <= 0.15 * len(inj)


def test_injections_embedded(records: list[dict[str, str]], inserted: dict[str, list[str]]) -> None:
    assert sorted(inserted) == [r["id"] for r in records]
    for r in records:
        pieces = inserted[r["id"]]
        if r["family"] in ("plain", "large"):
            assert pieces == [], r["id"]
            continue
        assert pieces, r["id"]
        rest = r["text"]
        for piece in pieces:
            assert piece in rest, r["id"]
            rest = rest.replace(piece, "", 1)
        if r["label"] == "injection":
            assert len(rest.strip()) >= 150, r["id"]
