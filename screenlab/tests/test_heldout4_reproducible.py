"""Held-out set 4 (screenlab/heldout4): the generator reproduces the file byte for byte, and the set has the
promised size, families, languages, carriers and document lengths.

Deliberately no screen is run here: the set is scored once per screen version with
``bench/screen_heldout.py --set 4`` (README.md), and no test asserts a score on it.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

LAB = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(LAB))

from _heldout_load import load  # noqa: E402

HERE = LAB / "heldout4"
score = load(HERE / "_score.py", "heldout4_score")

INJECTION_FAMILIES = {
    "instruction_override",
    "role_spoofing",
    "exfiltration",
    "tool_hijack",
    "fake_error",
    "social_engineering",
    "obfuscated",
    "split_payload",
    "code_comment",
    "html_comment",
    "indirect",
}
BENIGN_FAMILIES = {"plain", "hard_negative", "quoted_attack", "large"}
REQUIRED_LANGUAGES = {"en", "es", "fr", "de", "pt", "zh", "ja"}
CARRIERS = {
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
}
TECHNIQUES = {"base64", "rot13", "hyphen_split", "spaced", "leet", "zero_width", "homoglyph", "fullwidth"}


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    return list(score.load())


@pytest.mark.slow  # rebuilds the whole set in a subprocess
def test_generator_reproduces_the_file_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "heldout4.jsonl"
    # a fresh interpreter with another hash seed: nothing may depend on set order or the process
    env = {"PYTHONHASHSEED": "12345", "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, str(HERE / "make_heldout4.py"), "--out", str(out)], check=True, env=env)
    assert out.read_bytes() == (HERE / "heldout4.jsonl").read_bytes()


def test_sizes_labels_and_ids(rows: list[dict[str, str]]) -> None:
    labels = Counter(r["label"] for r in rows)
    assert set(labels) == {"injection", "benign"}
    assert labels["injection"] >= 400
    assert sum(1 for r in rows if r["label"] == "benign" and r["family"] != "large") >= 400
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids) and all(i.startswith("h4-") for i in ids)
    assert len({r["text"] for r in rows}) == len(rows), "every document is distinct"


def test_families_languages_and_carriers(rows: list[dict[str, str]]) -> None:
    injections = [r for r in rows if r["label"] == "injection"]
    benign = [r for r in rows if r["label"] == "benign"]
    per_family = Counter(r["family"] for r in injections)
    assert set(per_family) == INJECTION_FAMILIES
    assert min(per_family.values()) >= 30
    assert {r["family"] for r in benign} == BENIGN_FAMILIES
    for group in (injections, benign):
        assert {r["language"] for r in group} >= REQUIRED_LANGUAGES
        assert {r["carrier"] for r in group if r["family"] != "large"} == CARRIERS
    # every required language carries every injection family
    assert {(r["family"], r["language"]) for r in injections} >= {
        (f, lang) for f in INJECTION_FAMILIES for lang in REQUIRED_LANGUAGES
    }
    obfuscated = [r for r in injections if r["family"] == "obfuscated"]
    assert {r["technique"] for r in obfuscated} == TECHNIQUES
    assert all("technique" not in r for r in rows if r["family"] != "obfuscated")


def test_document_lengths(rows: list[dict[str, str]]) -> None:
    for r in rows:
        if r["family"] == "large":
            assert 200_000 <= len(r["text"].encode("utf-8")) <= 1_000_000, r["id"]
        else:
            assert 300 <= len(r["text"]) <= 5000, r["id"]
    assert sum(1 for r in rows if r["family"] == "large") >= 3
