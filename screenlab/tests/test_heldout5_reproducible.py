"""Held-out set 5 (screenlab/heldout5): the generator reproduces the file byte for byte, the set loads with the
held-out loader used by ``bench/screen_heldout.py --set 4 --data``, and it has the promised size, families, languages,
carriers, techniques and document lengths.

Deliberately no screen is run here: the set is scored once per screen version by the lead (README.md), and no
test asserts a score on it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

LAB = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(LAB))

from _heldout_load import load  # noqa: E402

HERE = LAB / "heldout5"
DATA = HERE / "heldout5.jsonl"
# set 5 has no scorer of its own: it is read by set 4's, the one bench/screen_heldout.py --set 4 uses
score4 = load(LAB / "heldout4" / "_score.py", "heldout4_score")

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
}
BENIGN_FAMILIES = {"plain", "hard_negative", "quoted_attack", "large"}
LANGUAGES = {"en", "es", "de", "fr", "pt", "it", "ru", "zh", "ja", "ko", "ar", "hi"}
CARRIERS = {
    "html",
    "email",
    "pdf",
    "csv",
    "json",
    "code",
    "commit",
    "issue",
    "search",
    "calendar",
    "review",
    "log",
    "readme",
    "chat",
}
TECHNIQUES = {
    "hidden_text": {"html_comment", "css_hidden", "alt_text", "md_comment", "unicode_tags"},
    "encoded": {"base64", "hex", "rot13", "url_encoding", "leetspeak"},
    "split_words": {"hyphenated", "spaced_letters", "homoglyph", "zero_width", "fullwidth"},
}


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").split("\n") if line]


@pytest.mark.slow  # rebuilds the whole set in a subprocess
def test_generator_reproduces_the_file_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "heldout5.jsonl"
    # a fresh interpreter with another hash seed: nothing may depend on set order or the process
    env = {"PYTHONHASHSEED": "4242", "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, str(HERE / "make_heldout5.py"), "--out", str(out)], check=True, env=env)
    assert out.read_bytes() == DATA.read_bytes()


def test_the_loader_reads_every_row(rows: list[dict[str, str]]) -> None:
    loaded = score4.load(DATA)
    assert len(loaded) == len(rows)
    assert [r["id"] for r in loaded] == [r["id"] for r in rows]
    assert [r["text"] for r in loaded] == [r["text"] for r in rows]


def test_sizes_labels_and_ids(rows: list[dict[str, str]]) -> None:
    labels = Counter(r["label"] for r in rows)
    assert set(labels) == {"injection", "benign"}
    assert 0.40 <= labels["injection"] / len(rows) <= 0.50
    assert len(rows) >= 950
    ids = [r["id"] for r in rows]
    assert ids == [f"h5-{i:04d}" for i in range(len(rows))]
    assert len({r["text"] for r in rows}) == len(rows), "every document is distinct"
    assert all(set(r) <= {"id", "text", "label", "family", "language", "carrier", "technique"} for r in rows)


def test_families_languages_and_carriers(rows: list[dict[str, str]]) -> None:
    injections = [r for r in rows if r["label"] == "injection"]
    benign = [r for r in rows if r["label"] == "benign"]
    per_family = Counter(r["family"] for r in injections)
    assert set(per_family) == INJECTION_FAMILIES
    assert min(per_family.values()) >= 40
    assert {r["family"] for r in benign} == BENIGN_FAMILIES
    for group in (injections, benign):
        assert {r["language"] for r in group} == LANGUAGES
        assert {r["carrier"] for r in group if r["family"] != "large"} == CARRIERS
    # every language carries every injection family
    assert {(r["family"], r["language"]) for r in injections} == {
        (f, lang) for f in INJECTION_FAMILIES for lang in LANGUAGES
    }
    for family, techniques in TECHNIQUES.items():
        assert {r["technique"] for r in injections if r["family"] == family} == techniques
    assert all("technique" not in r for r in rows if r["family"] not in TECHNIQUES)


def test_document_lengths(rows: list[dict[str, str]]) -> None:
    sizes = [len(r["text"]) for r in rows if r["family"] != "large"]
    assert min(sizes) < 120, "some documents are a single line"
    assert max(sizes) > 4000, "some documents are several KB"
    assert all(s <= 20_000 for s in sizes)
    large = [len(r["text"].encode("utf-8")) for r in rows if r["family"] == "large"]
    assert len(large) == 6 and all(50_000 <= n <= 200_000 for n in large)
