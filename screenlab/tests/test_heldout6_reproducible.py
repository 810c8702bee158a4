"""Held-out set 6: the generator reproduces the committed file byte for byte, and the set keeps its promises.

No screen is run here; scoring the set is done separately, once per screen version.
"""

from __future__ import annotations

import collections
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parents[1] / "heldout6"
JSONL = HERE / "heldout6.jsonl"
GENERATOR = HERE / "make_heldout6.py"

KEYS = {"id", "text", "label", "family", "language", "carrier", "technique"}
INJ_FAMILIES = {
    "instruction_override", "persona_hijack", "fake_system", "exfiltration", "tool_coercion", "credential_phishing",
    "hidden_text", "encoded", "split_words", "delayed_trigger", "goal_hijack",
}  # fmt: skip
TECHNIQUE_FAMILIES = {"hidden_text", "encoded", "split_words"}
BENIGN_FAMILIES = {"plain", "hard_negative", "quoted_attack", "large"}
LANGS = {"en", "es", "de", "fr", "pt", "it", "ru", "zh", "ja", "ko", "ar", "hi"}


@pytest.fixture(scope="module")
def docs() -> list[dict[str, Any]]:
    with JSONL.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


@pytest.mark.slow  # rebuilds the whole set in a subprocess
def test_generator_is_byte_identical(tmp_path: Path) -> None:
    out = tmp_path / "regen.jsonl"
    subprocess.run([sys.executable, "-B", str(GENERATOR), "--out", str(out)], check=True, cwd=tmp_path, timeout=300)
    assert out.read_bytes() == JSONL.read_bytes()


def test_schema(docs: list[dict[str, Any]]) -> None:
    ids = [d["id"] for d in docs]
    assert len(ids) == len(set(ids))
    assert ids == [f"h6-{i:04d}" for i in range(len(docs))]
    for d in docs:
        assert set(d) == KEYS, d["id"]
        assert isinstance(d["text"], str) and d["text"].strip(), d["id"]
        assert d["language"] in LANGS, d["id"]
        assert isinstance(d["carrier"], str) and d["carrier"], d["id"]
        if d["label"] == "injection":
            assert d["family"] in INJ_FAMILIES, d["id"]
            assert bool(d["technique"]) == (d["family"] in TECHNIQUE_FAMILIES), d["id"]
        else:
            assert d["label"] == "benign", d["id"]
            assert d["family"] in BENIGN_FAMILIES, d["id"]
            assert d["technique"] == "", d["id"]


def test_jsonl_format() -> None:
    raw = JSONL.read_bytes().decode("utf-8")
    assert raw.endswith("\n")
    for line in raw.splitlines():
        obj = json.loads(line)
        assert json.dumps(obj, ensure_ascii=False) == line


def test_counts(docs: list[dict[str, Any]]) -> None:
    assert 850 <= len(docs) <= 950
    inj = [d for d in docs if d["label"] == "injection"]
    ben = [d for d in docs if d["label"] == "benign"]
    assert 380 <= len(inj) <= 460
    assert 440 <= len(ben) <= 520

    fam = collections.Counter(d["family"] for d in inj)
    assert set(fam) == INJ_FAMILIES
    assert min(fam.values()) >= 25, fam
    fam_langs: dict[str, set[str]] = collections.defaultdict(set)
    for d in inj:
        fam_langs[d["family"]].add(d["language"])
    for f, langs in fam_langs.items():
        assert len(langs) >= 9, (f, sorted(langs))

    lang = collections.Counter(d["language"] for d in inj)
    assert set(lang) == LANGS
    assert lang["en"] <= len(inj) / 4, lang
    for code in ("es", "fr", "de", "pt", "zh", "ja"):
        assert lang[code] >= 25, lang

    bfam = collections.Counter(d["family"] for d in ben)
    assert bfam["plain"] >= 240 and bfam["hard_negative"] >= 150 and bfam["quoted_attack"] >= 45, bfam
    assert 5 <= bfam["large"] <= 8, bfam
    for f in ("plain", "hard_negative", "quoted_attack"):
        assert len({d["language"] for d in ben if d["family"] == f}) >= 8, f
    assert len({d["language"] for d in ben if d["family"] == "large"}) >= 4

    carriers = {d["carrier"] for d in docs}
    assert len(carriers) >= 14, carriers


def test_large_and_normal_sizes(docs: list[dict[str, Any]]) -> None:
    for d in docs:
        n = len(d["text"].encode("utf-8"))
        if d["family"] == "large":
            assert d["label"] == "benign"
            assert 50 * 1024 <= n <= 200 * 1024, (d["id"], n)
        else:
            assert n < 50 * 1024, (d["id"], n)


def test_injections_are_embedded_not_whole(docs: list[dict[str, Any]]) -> None:
    for d in docs:
        if d["label"] == "injection":
            assert len(d["text"]) >= 150, d["id"]
            assert "\n" in d["text"], d["id"]


def test_stock_phrase_is_rare(docs: list[dict[str, Any]]) -> None:
    stock = re.compile(
        r"ignore (all )?(the )?previous instructions|ignora (todas )?las instrucciones anteriores|"
        r"ignorez les instructions précédentes|oubliez les instructions précédentes|"
        r"ignoriere (alle )?vorherigen anweisungen|ignore as instruções anteriores|"
        r"忽略之前的(所有)?指令|以前の指示を無視",
        re.IGNORECASE,
    )
    inj = [d for d in docs if d["label"] == "injection"]
    hits = sum(1 for d in inj if stock.search(d["text"]))
    assert hits <= 0.15 * len(inj), hits
