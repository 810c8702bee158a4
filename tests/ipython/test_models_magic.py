"""Issue 36: ``%agent_models`` lists the providers, their models, whether each key is set, the offline
providers and the current model, on a real InteractiveShell."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ScriptedProvider
from nbagent.config._configure import defaults
from nbagent.models import models
from nbagent.providers import _TABLE, provider_names, register_provider

KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY")
SECRET = "sk-ant-the-secret-value-0123456789"


@pytest.fixture
def shell(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = cfg.model
    cfg.model = None
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model = saved


def listing(shell: Any) -> tuple[str, str]:
    result = shell.run_line_magic("agent_models", "")
    return repr(result), result._repr_html_()


def test_keys_are_said_set_or_not_set_never_shown(shell: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    text, page = listing(shell)
    assert SECRET not in text and SECRET not in page
    assert "ANTHROPIC_API_KEY set" in text and "OPENAI_API_KEY not set" in text
    assert "GEMINI_API_KEY (or GOOGLE_API_KEY) not set" in text
    assert "ANTHROPIC_API_KEY set" in page and "OPENAI_API_KEY not set" in page
    # a key-less local server says so; its row is the name table's
    assert "none needed (local server)" in text and "http://127.0.0.1:11434/v1" in text
    # the key decides the model a cell uses when none is configured
    assert "Current model: anthropic:claude-sonnet-4-5 (its provider's API key is set)" in text
    monkeypatch.setenv("GOOGLE_API_KEY", SECRET)
    text, _ = listing(shell)
    assert "set (not GEMINI_API_KEY)" in text and SECRET not in text


def test_every_provider_of_the_name_table_and_its_known_models_are_listed(shell: Any) -> None:
    text, page = listing(shell)
    for prefix in provider_names():
        if prefix not in ("scripted", "replay"):  # these two are listed among the offline ones
            assert f"-m {prefix}:" in text and f"-m {prefix}:" in page
    for family in ("openai", "anthropic", "gemini"):
        assert all(m.id in text for m in models(family))
    assert "-m ollama:llama3.2" in text


def test_the_offline_providers_each_with_an_example(shell: Any) -> None:
    text, page = listing(shell)
    for name in ("ScriptedProvider", "FunctionProvider", "ReplayProvider"):
        assert f"nbagent.configure(model=nbagent.{name}(" in text and name in page
    assert "not language models" in text and "replays that cell's steps" in text
    # the examples run as written
    ns: dict[str, Any] = {"nbagent": nbagent}
    saved = defaults().model
    try:
        for line in text.splitlines():
            if "nbagent.configure(model=nbagent.ScriptedProvider" in line or "FunctionProvider(lambda" in line:
                exec(line.strip(), ns)
                assert defaults().model is not None
    finally:
        defaults().model = saved


def test_the_current_default_model(shell: Any) -> None:
    text, page = listing(shell)
    assert "Current model: none: cells fail with 'no model configured'" in text
    assert "no model configured" in page
    nbagent.configure(model="openai:gpt-4.1-mini")
    text, page = listing(shell)
    assert "Current model: openai:gpt-4.1-mini (nbagent.configure)" in text and "openai:gpt-4.1-mini" in page
    nbagent.configure(model=ScriptedProvider(["hi"], model="my-model"))
    assert "Current model: scripted:my-model (nbagent.configure)" in listing(shell)[0]
    shell.run_line_magic("config", "AgentMagics.model = 'ollama:llama3.2'")
    try:
        assert "Current model: ollama:llama3.2 (%config AgentMagics.model)" in listing(shell)[0]
    finally:
        shell.run_line_magic("config", "AgentMagics.model = ''")


def test_a_provider_of_another_package_is_listed_by_name(shell: Any) -> None:
    made: list[str] = []

    def factory(model: str, **options: object) -> Any:
        made.append(model)
        return ScriptedProvider(["x"])

    register_provider("acme", factory)
    try:
        text, _ = listing(shell)
    finally:
        _TABLE.pop("acme")
    assert "acme" in text and "registered by another package" in text
    assert made == []  # listing it does not make it


def test_shown_once_in_a_cell_and_takes_no_arguments(shell: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert shell.run_cell("%agent_models").success
    assert capsys.readouterr().out.count("Current model:") == 1
    with pytest.raises(UsageError, match="takes no arguments"):
        shell.run_line_magic("agent_models", "openai")
