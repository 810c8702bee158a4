"""Knowledge memory: the remember tool, the Markdown mirror edited by hand, the system prompt cap."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

import nbagent
from nbagent import Agent, ToolCall
from nbagent.exceptions import UserError
from nbagent.memory import (
    KnowledgeMemory,
    MarkdownBackend,
    Memory,
    format_entries,
    list_entries,
    memory_home,
)
from nbagent.memory import forget as forget_default
from nbagent.memory import search as search_default
from nbagent.memory._knowledge import CONTEXT_TITLE, UNTRUSTED_TITLE
from nbagent.messages import SystemMessage
from nbagent.providers import ScriptedProvider


class Clock:
    def __init__(self, when: str) -> None:
        self.now = dt.datetime.fromisoformat(when)

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock("2026-11-22T14:32:00")


@pytest.fixture
def km(tmp_path: Path, clock: Clock) -> KnowledgeMemory:
    nbagent.trust(tmp_path)  # the person's own memory folder (untrusted ones: tests/boundary/test_trust_memory.py)
    return KnowledgeMemory(root=str(tmp_path), now=clock)


def test_remember_writes_the_daily_log_and_long_term_facts(km: KnowledgeMemory, tmp_path: Path) -> None:
    fact = km.remember("The fiscal year starts in April")
    pref = km.remember("Prefers metric units", "Preference")
    note = km.remember("Cleaned sales.csv,\n3 rows dropped", "note")
    assert (fact.kind, pref.kind, note.kind) == ("long-term", "long-term", "daily")
    memory_md = (tmp_path / "MEMORY.md").read_text()
    assert "- [2026-11-22] **fact**: The fiscal year starts in April\n" in memory_md
    assert "- [2026-11-22] **preference**: Prefers metric units\n" in memory_md
    daily = (tmp_path / "memory" / "2026-11-22.md").read_text()
    assert daily.startswith("# Memory log 2026-11-22\n")
    assert "- [14:32] **note**: Cleaned sales.csv, 3 rows dropped\n" in daily
    assert [e.id for e in km.entries()] == [pref.id, fact.id, note.id]  # newest first, facts first
    assert len({fact.id, pref.id, note.id}) == 3 and all(len(e.id) == 8 for e in (fact, pref, note))


def test_secrets_are_masked_and_empty_text_refused(km: KnowledgeMemory) -> None:
    entry = km.remember("the key is sk-abcdefghijklmnopqrstuvwxyz123456")
    assert "sk-abc" not in entry.text and "[REDACTED" in entry.text
    with pytest.raises(UserError):
        km.remember("   ")


def test_hand_edits_round_trip(km: KnowledgeMemory, tmp_path: Path, clock: Clock) -> None:
    km.remember("Sales data lives in data/sales.parquet")
    km.remember("Team meets on Mondays")
    km.remember("Look at churn next", "todo")
    km.remember("Plots use seaborn", "note")
    memory_md = tmp_path / "MEMORY.md"
    daily = tmp_path / "memory" / "2026-11-22.md"

    # edit a line, delete a line, add lines by hand (plain, with a category, continued, a checkbox)
    text = memory_md.read_text()
    text = text.replace("data/sales.parquet", "s3://bucket/sales.parquet")
    text = "\n".join(line for line in text.splitlines() if "Mondays" not in line) + "\n"
    text += (
        "- Budget owner is Ana\n* **preference**: Answers in French\n  (only for emails)\n\n"
        "Some prose that is not an entry.\n"
    )
    memory_md.write_text(text)
    daily.write_text(daily.read_text() + "- [09:05] **note**: Hand-written morning note\n- [x] a checkbox item\n")

    facts = km.entries("long-term")
    assert [(e.category, e.text) for e in facts] == [
        ("preference", "Answers in French (only for emails)"),
        ("fact", "Budget owner is Ana"),
        ("fact", "Sales data lives in s3://bucket/sales.parquet"),
    ]
    notes = km.entries("daily")
    assert [(e.time, e.category, e.text) for e in notes] == [
        ("", "note", "[x] a checkbox item"),
        ("09:05", "note", "Hand-written morning note"),
        ("14:32", "note", "Plots use seaborn"),
        ("14:32", "todo", "Look at churn next"),
    ]
    # ids are stable across reloads, and forgetting a hand-added entry removes exactly its lines
    assert [e.id for e in km.entries()] == [e.id for e in km.entries()]
    removed = km.forget("Answers in French")
    assert [e.text for e in removed] == ["Answers in French (only for emails)"]
    after = memory_md.read_text()
    assert "French" not in after and "only for emails" not in after
    assert "Some prose that is not an entry." in after and "- Budget owner is Ana" in after
    # the agent's next remember appends below the hand edits
    km.remember("Ana approves budgets over 10k")
    assert memory_md.read_text().rstrip().endswith("- [2026-11-22] **fact**: Ana approves budgets over 10k")
    assert "Budget owner is Ana" in [e.text for e in km.entries("long-term")]


def test_a_file_without_final_newline_and_headings_only(km: KnowledgeMemory, tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_text("# My notes\n\n- first fact")  # no newline at the end
    km.remember("second fact")
    assert [e.text for e in km.entries()] == ["second fact", "first fact"]
    (tmp_path / "MEMORY.md").write_text("# Only a heading\n")
    assert km.entries() == []


def test_forget_by_id_exact_text_or_unique_piece(km: KnowledgeMemory) -> None:
    a = km.remember("alpha one")
    km.remember("alpha two")
    km.remember("beta", "note")
    assert km.forget(a.id) == [a]
    with pytest.raises(UserError, match="forget one by its id") as err:
        km.remember("alpha three")
        km.forget("alpha")
    assert "alpha two" in str(err.value)
    assert [e.text for e in km.forget("ALPHA TWO")] == ["alpha two"]
    assert km.forget("nothing like this") == []
    assert [e.text for e in km.search("BETA")] == ["beta"]
    assert [e.text for e in km.search("alpha three")] == ["alpha three"]


@pytest.mark.parametrize("trusted", [True, False])
def test_recent_days_and_the_context_cap(tmp_path: Path, clock: Clock, trusted: bool) -> None:
    if trusted:
        nbagent.trust(tmp_path)
    km = KnowledgeMemory(root=str(tmp_path), now=clock, recent_days=2, max_context_chars=10_000)
    for day, text in (
        ("2026-11-19", "too old"),
        ("2026-11-21", "yesterday's note"),
        ("2026-11-22", "today's note"),
    ):
        clock.now = dt.datetime.fromisoformat(day + "T10:00:00")
        km.remember(text, "note")
    for i in range(5):
        km.remember(f"fact number {i} " + "z" * 40)
    full = km.context()
    assert full.startswith(CONTEXT_TITLE if trusted else UNTRUSTED_TITLE)  # untrusted: quoted, fenced, same cap
    assert "too old" not in full
    assert (
        full.index("fact number 4") < full.index("fact number 0") < full.index("today's note") < full.index("yesterday")
    )
    entry_lines = [line for line in full.splitlines() if line.startswith("- ")]
    for cap in range(0, len(full) + 20, 7):
        km.max_context_chars = cap
        text = km.context()
        assert len(text) <= cap
        lines = [line for line in text.splitlines() if line.startswith("- ")]
        assert all(line in entry_lines for line in lines)  # whole entries only
        facts = [line for line in lines if "fact number" in line]
        # newest first: the facts kept are the newest ones
        assert facts == [line for line in entry_lines if "fact number" in line][: len(facts)]
    km.max_context_chars = len(full)
    assert km.context() == full


def test_memory_goes_into_the_system_prompt_and_the_agent_can_remember(km: KnowledgeMemory, tmp_path: Path) -> None:
    km.remember("The person's name is Ana")
    km.max_context_chars = 400
    provider = ScriptedProvider(
        [
            ToolCall("remember", {"text": "Ana prefers bar charts", "category": "preference"}),
            "Noted.",
        ]
    )
    agent = Agent(
        provider,
        system="You help with data.",
        extensions=[Memory(knowledge=km)],
        policy={"allow": ["remember"]},
    )
    assert agent.run("I like bar charts, remember that").text == "Noted."
    first = provider.requests[0]
    assert "remember" in [t.name for t in first.tools]
    assert first.messages[0] == SystemMessage("You help with data.")
    assert isinstance(first.messages[1], SystemMessage) and "The person's name is Ana" in first.messages[1].text
    assert len(first.messages[1].text) <= 400
    # the notes are read once per run: the new fact shows from the next run on
    second = provider.requests[1].messages[1]
    assert isinstance(second, SystemMessage) and "bar charts" not in second.text
    assert "- [2026-11-22] **preference**: Ana prefers bar charts" in (tmp_path / "MEMORY.md").read_text()
    provider.extend(["Hello Ana."])
    agent.run("hi")
    third = provider.requests[2].messages[1]
    assert isinstance(third, SystemMessage) and "Ana prefers bar charts" in third.text


def test_default_location_and_the_functions_for_the_magic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home"))
    assert memory_home() == tmp_path / "home"
    assert MarkdownBackend().long_term_path == tmp_path / "home" / "MEMORY.md"
    KnowledgeMemory().remember("a default-location fact")
    entries = list_entries()
    assert [e.text for e in entries] == ["a default-location fact"]
    assert search_default("default") == entries
    assert entries[0].id in format_entries(entries) and "a default-location fact" in format_entries(entries)
    assert forget_default(entries[0].id) == entries and list_entries() == []
    assert format_entries([]) == "(no memory entries)"
    monkeypatch.delenv("NBAGENT_HOME")
    monkeypatch.chdir(tmp_path)
    assert memory_home() == tmp_path / ".nbagent"


@pytest.mark.parametrize("hostile", [" " * 20_000, "-" + " " * 20_000, "  -" + " " * 20_000])
def test_a_memory_file_with_a_long_blank_line_parses_in_linear_time(tmp_path: Path, hostile: str) -> None:
    # MEMORY.md may come from a cloned repository and is parsed for every %%agent cell: Python's re
    # backtracked over a run of spaces in the list-item patterns (20,000 spaces took ~4 s)
    import time

    root = tmp_path / ".nbagent"
    root.mkdir()
    (root / "MEMORY.md").write_text("# Memory\n\n- **fact**: the sales table is in EUR\n" + hostile + "\n- two\n")
    started = time.process_time()
    entries = KnowledgeMemory(root=str(root)).entries()
    assert time.process_time() - started < 0.5
    texts = sorted(e.text for e in entries)
    assert texts[0].startswith("the sales table is in EUR") and texts[1:] == ["two"]
