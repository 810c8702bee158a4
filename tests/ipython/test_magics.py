"""%%agent / %agent on a real InteractiveShell: options, interpolation, errors, result, load/unload."""

from __future__ import annotations

import pandas as pd
import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import defaults
from nbagent.ipython._transform import agent_cell_transformer
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ScriptedProvider, register_provider


@pytest.fixture
def shell():
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    saved = (defaults().model, defaults().tools, defaults().policy)
    nbagent.configure(policy=Policy(allow=["*"]))
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    defaults().model, defaults().tools, defaults().policy = saved
    sh.user_ns.pop("_agent", None)


def echo_provider() -> FunctionProvider:
    """Replies with the last user prompt, so tests can see exactly what was sent."""

    def reply(messages, tools):
        users = [m.text for m in messages if isinstance(m, UserMessage)]
        return f"#{len(users)}: {users[-1]}"

    return FunctionProvider(reply)


def run(shell, cell: str):
    result = shell.run_cell(cell)
    return result


def test_cell_magic_runs_agent_and_stores_result(shell) -> None:
    nbagent.configure(model=ScriptedProvider([ToolCall("double", {"x": 21}), "It is **42**."]))
    run(shell, "def double(x: int) -> int:\n    return 2 * x")
    res = run(shell, "%%agent --tools double -o answer\nDouble 21")
    assert res.success, res.error_in_exec
    answer = shell.user_ns["answer"]
    assert answer.text == "It is **42**."
    assert list(answer.tool_calls["output"]) == ["42"]
    assert answer.usage.requests == 2
    assert res.result is None  # the transcript is the output, not an Out[] repr


def test_line_magic_and_default_result_variable(shell) -> None:
    nbagent.configure(model=echo_provider())
    assert run(shell, "%agent what is up").success
    assert shell.user_ns["_agent"].text == "#1: what is up"


def test_interpolation_from_the_namespace(shell) -> None:
    nbagent.configure(model=echo_provider())
    shell.user_ns["city"] = "Lyon"
    shell.user_ns["sales"] = pd.DataFrame({"region": ["n", "s"], "amount": [1.5, 2.5]})
    run(shell, "%%agent\nWeather in {city}? Data: {sales} Keep {unknown} and {{braces}} and {'json': 1}")
    text = shell.user_ns["_agent"].text
    assert "Weather in Lyon?" in text
    assert "DataFrame `sales` with 2 rows x 2 columns: region (" in text and "amount (float64)" in text
    assert "{unknown}" in text and "{braces}" in text and "{'json': 1}" in text


def test_sessions_continue_reset_and_separate(shell) -> None:
    nbagent.configure(model=echo_provider())
    run(shell, "%%agent\nfirst")
    run(shell, "%%agent\nsecond")
    assert shell.user_ns["_agent"].text == "#2: second"
    run(shell, "%%agent -s other\nelsewhere")
    assert shell.user_ns["_agent"].text == "#1: elsewhere"
    run(shell, "%%agent --new\nfresh")
    assert shell.user_ns["_agent"].text == "#1: fresh"


def test_config_trait_and_registered_provider(shell) -> None:
    register_provider("echo", lambda arg, **kw: echo_provider(), needs_argument=False)
    run(shell, "%config AgentMagics.model = 'echo'")
    assert run(shell, "%%agent\nvia config").success
    assert shell.user_ns["_agent"].text == "#1: via config"
    run(shell, "%config AgentMagics.model = ''")


@pytest.mark.parametrize(
    "cell,message",
    [
        ("%%agent --bogus\nhi", "%%agent: unknown option '--bogus'"),
        ("%%agent\n   ", "needs a prompt"),
        ("%%agent --max-iterations 0\nhi", "at least 1"),
        ("%%agent --tools no_such_tool\nhi", "not a function or Tool"),
        ("%%agent -m nosuchprovider:x\nhi", "unknown model provider"),
        ("%%agent --approval-timeout -3\nhi", "positive"),
    ],
)
def test_user_mistakes_are_usage_errors_without_traceback(shell, capsys, cell: str, message: str) -> None:
    nbagent.configure(model=echo_provider())
    res = run(shell, cell)
    assert isinstance(res.error_in_exec, UsageError)
    assert message in str(res.error_in_exec)
    err = capsys.readouterr()
    assert "Traceback" not in err.out + err.err


def test_no_model_anywhere_is_a_usage_error(shell, monkeypatch) -> None:
    defaults().model = None
    res = run(shell, "%%agent\nhi")
    assert isinstance(res.error_in_exec, UsageError) and "OPENAI_API_KEY" in str(res.error_in_exec)


def test_no_model_and_no_key_names_the_offline_models_and_its_example_works(shell, monkeypatch) -> None:
    """Without a key the message offers the offline models with a line to copy; that line, run as written, makes
    the next cell answer, and the offline providers are importable from nbagent itself."""
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    defaults().model = None
    message = str(run(shell, "%%agent\nhi").error_in_exec)
    assert "ScriptedProvider" in message and "FunctionProvider" in message and "neither is a language model" in message
    example = message[message.index("nbagent.configure(model=nbagent.ScriptedProvider") :].split(")) ")[0] + "))"
    assert run(shell, f"import nbagent\n{example}").error_in_exec is None
    res = run(shell, "%%agent\nhi")
    assert res.error_in_exec is None and shell.user_ns["_agent"].text == "Hello from a scripted model"
    assert (nbagent.ScriptedProvider, nbagent.FunctionProvider) == (ScriptedProvider, FunctionProvider)
    assert nbagent.ReplayProvider.__module__ == "nbagent.providers.replay"
    assert {"ScriptedProvider", "FunctionProvider", "ReplayProvider"} <= set(nbagent.__all__)


def test_help_is_left_to_ipython() -> None:
    assert agent_cell_transformer(["%%agent?\n"]) == ["%%agent?\n"]
    assert agent_cell_transformer(["x = 1\n"]) == ["x = 1\n"]
    assert agent_cell_transformer(["%agentfoo\n"]) == ["%agentfoo\n"]
    out = agent_cell_transformer(["%%agent -m x\n", "body {y}\n"])
    assert len(out) == 1 and out[0].startswith("await ") and "'-m x'" in out[0] and "'body {y}\\n'" in out[0]


def test_a_prompt_reaches_the_model_as_written_even_when_it_looks_like_a_python_session(shell) -> None:
    """The transformer runs before IPython's cleanup: its prompt strippers would take ``>>> `` and
    ``In [1]: `` off every line (and dedent) of a prompt that has one such line."""
    nbagent.configure(model=echo_provider())
    body = "Explain this session:\n>>> x = 1\n... y = 2\n    indented\nIn [3]: z"
    assert run(shell, "%%agent\n" + body).success
    assert shell.user_ns["_agent"].text == "#1: " + body
    assert run(shell, "\n\n%%agent -o again\nempty lines above the magic").success  # skipped, as IPython does
    assert shell.user_ns["again"].text.endswith("empty lines above the magic")
    assert run(shell, "  %%agent -o indented\n  an indented cell").success  # dedented, as IPython does
    assert shell.user_ns["indented"].text.endswith("#3: an indented cell")
    out = agent_cell_transformer(["\n", "  %%agent -o x\n", "  body\n"])  # the awaited path, not the magic's
    assert len(out) == 1 and out[0].startswith("await ") and "'body\\n'" in out[0]
    first = shell.input_transformers_cleanup[0]
    assert first is agent_cell_transformer


def test_run_cell_magic_directly_still_works(shell) -> None:
    nbagent.configure(model=echo_provider())
    result = shell.run_cell_magic("agent", "-o direct", "called directly")
    assert result.text == "#1: called directly" and shell.user_ns["direct"] is result


def test_unload_removes_magics_and_transformer() -> None:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    assert sh.find_magic("agent") is not None and agent_cell_transformer in sh.input_transformers_cleanup
    sh.run_line_magic("unload_ext", "nbagent")
    assert sh.find_magic("agent") is None and agent_cell_transformer not in sh.input_transformers_cleanup
    sh.run_line_magic("load_ext", "nbagent")
    assert sh.find_magic("agent") is not None
    sh.run_line_magic("unload_ext", "nbagent")


@pytest.mark.parametrize("answer,ran", [("y", True), ("n", False), ("a", True)])
def test_terminal_ipython_asks_y_n_for_review_calls(shell, monkeypatch, answer: str, ran: bool) -> None:
    calls = []
    shell.user_ns["risky"] = lambda: calls.append(1) or "did it"
    nbagent.configure(model=ScriptedProvider([ToolCall("risky"), "over"]), policy=Policy(review=["risky"]))
    asked = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or answer)
    assert run(shell, "%%agent --tools risky\ndo the risky thing").success
    assert len(asked) == 1 and "risky" in asked[0]
    assert bool(calls) is ran
    record = shell.user_ns["_agent"].call_records[0]
    assert record.decided_by == "person" and record.status == ("ok" if ran else "denied")


def test_policy_file_option_layers_on_top_and_deny_wins(shell, tmp_path) -> None:
    calls = []
    shell.user_ns["wipe"] = lambda: calls.append(1) or "wiped"
    policy_file = tmp_path / "cell.yaml"
    policy_file.write_text("deny:\n  - wipe\n")
    nbagent.configure(model=ScriptedProvider([ToolCall("wipe"), "ok"]))
    assert run(shell, f"%%agent --tools wipe --policy {policy_file}\nwipe it").success
    assert calls == []
    assert shell.user_ns["_agent"].call_records[0].status == "denied"
    bad = tmp_path / "bad.yaml"
    bad.write_text("deny:\n  - wipe\nallow: 5\n")
    res = run(shell, f"%%agent --tools wipe --policy {bad}\nwipe it")
    assert isinstance(res.error_in_exec, UsageError) and "bad.yaml:3" in str(res.error_in_exec)


def test_configured_tool_selection_offers_one_domain_and_shows_it(shell, capsys) -> None:
    from nbagent import Tool
    from nbagent.memory import DomainSelector

    shell.user_ns["plot_chart"] = Tool(lambda kind: kind, name="plot_chart", domain="charts")
    shell.user_ns["send_mail"] = Tool(lambda to: to, name="send_mail", domain="email")
    provider = ScriptedProvider(["done"])
    nbagent.configure(model=provider, tool_selection=DomainSelector(model=False))
    try:
        assert run(shell, "%%agent --tools plot_chart,send_mail\nplot a chart of the charts data").success
    finally:
        defaults().tool_selection = None
    offered = [t.name for t in provider.requests[0].tools]
    assert offered == ["plot_chart"]
    assert "tools offered from charts: plot_chart" in capsys.readouterr().out


def test_named_sessions_are_stored_and_resumed_after_a_restart(shell, tmp_path) -> None:
    from nbagent.store import Store

    store = Store(tmp_path / "nb.duckdb")
    nbagent.configure(model=echo_provider(), store=store)
    try:
        run(shell, "%%agent -s project\nfirst question")
        run(shell, "%%agent -s project\nsecond question")
        assert shell.user_ns["_agent"].text == "#2: second question"
        # a new kernel: reload the extension, which forgets every in-memory agent
        shell.run_line_magic("unload_ext", "nbagent")
        shell.run_line_magic("load_ext", "nbagent")
        run(shell, "%%agent -s project\nthird question")
        assert shell.user_ns["_agent"].text == "#3: third question"
        sessions = shell.run_line_magic("agent_session", "list")
        assert "project" in set(sessions["name"])
        assert shell.run_line_magic("agent_session", "rename project renamed") is None
        run(shell, "%%agent -s renamed\nfourth")
        assert shell.user_ns["_agent"].text == "#4: fourth"
        res = run(shell, "%%agent -s renamed --new\nagain")
        assert isinstance(res.error_in_exec, UsageError) and "already stored" in str(res.error_in_exec)
        shell.run_line_magic("agent_session", "delete renamed")
        store.flush()
        assert "renamed" not in set(store.sessions()["name"].dropna())
        run(shell, "%agent_session new fresh")
        run(shell, "%%agent\nin the fresh one")
        assert shell.user_ns["_agent"].text == "#1: in the fresh one"
    finally:
        defaults().store = None


def test_session_magic_usage_errors(shell, tmp_path) -> None:
    from nbagent.store import Store

    nbagent.configure(store=Store(tmp_path / "x.duckdb"))
    try:
        for line, message in (
            ("resume", "takes 1"),
            ("resume nosuch", "no stored session"),
            ("bogus", "%agent_session: 'bogus' is not a valid action; choose from list, new"),
        ):
            with pytest.raises(UsageError, match=message):
                shell.run_line_magic("agent_session", line)
    finally:
        defaults().store = None
