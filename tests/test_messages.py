"""One voice for mistakes (issue 36): each misspelt name gets one line with the closest valid one, nbagent's
warnings show once as one line, a failed run shows its error once, and an edited replayed prompt says what
recording needs. Magics and failed runs on a real InteractiveShell."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent._suggest import closest, hint
from nbagent.config._configure import defaults
from nbagent.exceptions import CellFailed, PolicyError, UserError
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider, get_provider


@pytest.fixture
def shell() -> Iterator[InteractiveShell]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    saved = (defaults().model, defaults().policy, defaults().cassettes, defaults().cassette_dir)
    nbagent.configure(policy=Policy(allow=["*"]))
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    defaults().model, defaults().policy, defaults().cassettes, defaults().cassette_dir = saved
    sh.user_ns.pop("_agent", None)


def _usage_error(shell: InteractiveShell, cell: str) -> str:
    result = shell.run_cell(cell)
    assert isinstance(result.error_in_exec, UsageError), result.error_in_exec
    return str(result.error_in_exec)


# -- the one helper


def test_closest_and_hint_suggest_a_misspelling_a_lookalike_and_nothing_else() -> None:
    assert closest("modle", ["model", "tools", "policy"]) == "model"
    assert closest("Model", ["model", "tools"]) == "model"  # case
    assert closest("deny-when", ["deny_when", "deny"]) == "deny_when"  # - for _
    assert closest("plot", ["model", "tools"]) is None  # another word
    assert closest("model", ["model"]) is None  # never itself
    assert closest("she11_exec", ["shell_exec"], cutoff=None) is None  # lookalikes only: not by the default fold
    assert hint("tiemout", ["timeout", "command"]) == " (did you mean 'timeout'?)"
    assert hint("zzz", ["timeout"]) == ""


# -- magics


def test_a_misspelt_magic_option_names_the_option_meant(shell: InteractiveShell) -> None:
    assert _usage_error(shell, "%%agent --modle x\nhi") == "%%agent: unknown option '--modle' (did you mean '--model'?)"
    assert _usage_error(shell, "%agent --mdoel=x hi") == "%agent: unknown option '--mdoel' (did you mean '--model'?)"
    message = _usage_error(shell, "%%agent --zzzz\nhi")
    assert message.startswith("%%agent: unknown option '--zzzz'; its options: --model, ")
    assert _usage_error(shell, "%agent_trust --lst") == "%agent_trust: unknown option '--lst' (did you mean '--list'?)"
    assert _usage_error(shell, "%%agent_sql --stroe x.duckdb\nSELECT 1") == (
        "%%agent_sql: unknown option '--stroe' (did you mean '--store'?)"
    )


def test_a_misspelt_magic_choice_names_the_choice_meant(shell: InteractiveShell) -> None:
    assert _usage_error(shell, "%agent_session lisst") == (
        "%agent_session: 'lisst' is not a valid action (did you mean 'list'?)"
    )
    assert _usage_error(shell, "%agent_memory serach x") == (
        "%agent_memory: 'serach' is not a valid action (did you mean 'search'?)"
    )


# -- configure()


def test_a_misspelt_configure_keyword_is_one_line_with_the_keyword_meant(shell: InteractiveShell, capsys) -> None:
    with pytest.raises(TypeError) as caught:
        nbagent.configure(modle="openai:gpt-4.1-mini")
    assert isinstance(caught.value, UserError)
    assert str(caught.value) == "configure() got an unknown option 'modle' (did you mean 'model'?)"
    capsys.readouterr()
    result = shell.run_cell("import nbagent\nnbagent.configure(modle='x')")
    assert isinstance(result.error_in_exec, TypeError)
    shown = capsys.readouterr().out.strip().splitlines()
    assert len(shown) == 1 and "did you mean 'model'?" in shown[0] and "Traceback" not in shown[0], shown
    with pytest.raises(UserError, match=r"unknown option 'zzz'; its options: .*model"):
        nbagent.configure(zzz=1)


# -- model names


@pytest.mark.parametrize(
    "name,meant",
    [
        ("gpt-4.1-mini", "openai:gpt-4.1-mini"),  # a model of the catalogue
        ("o3", "openai:o3"),
        ("gpt-6-preview", "openai:gpt-6-preview"),  # a provider's naming
        ("claude-sonnet-4-5", "anthropic:claude-sonnet-4-5"),
        ("gemini-2.5-flash", "gemini:gemini-2.5-flash"),
        ("opnai:gpt-4.1", "openai:gpt-4.1"),  # a misspelt prefix
        ("antropic:claude-haiku-4-5", "anthropic:claude-haiku-4-5"),
    ],
)
def test_a_model_name_without_or_with_a_misspelt_prefix_gets_the_provider_meant(name: str, meant: str) -> None:
    with pytest.raises(UserError, match="unknown model provider") as caught:
        get_provider(name)
    assert f"(did you mean {meant!r}?)" in str(caught.value)


def test_the_magic_says_which_prefix_a_bare_model_needs(shell: InteractiveShell) -> None:
    message = _usage_error(shell, "%%agent -m gpt-4.1-mini\nhi")
    assert "(did you mean 'openai:gpt-4.1-mini'?)" in message and "\n" not in message


# -- policy YAML keys


def test_a_misspelt_policy_key_names_the_key_meant_with_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text("deny: [shell_exec]\ndeny_wehn:\n  - tool: write_file\n", encoding="utf-8")
    with pytest.raises(PolicyError) as caught:
        Policy.from_yaml(path)
    assert f"{path}:2:" in str(caught.value)
    assert "unknown key 'deny_wehn' (did you mean 'deny_when'?)" in str(caught.value)


# -- warnings


_UNTRUSTED_RUN = """
import os, sys
os.chdir(sys.argv[1])
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
shell.run_line_magic("load_ext", "nbagent")
shell.run_cell("import nbagent\\nfrom nbagent.providers import ScriptedProvider\\n"
               "nbagent.configure(model=ScriptedProvider(['one', 'two']))")
shell.run_cell("%%agent\\nhi")
shell.run_cell("%%agent\\nhi again")
"""


def test_an_untrusted_folders_ignored_allow_is_one_line_once_naming_the_file_and_the_fix(tmp_path: Path) -> None:
    folder = tmp_path / "project"
    (folder / ".nbagent").mkdir(parents=True)
    (folder / ".nbagent" / "policy.yaml").write_text("allow: ['*']\n", encoding="utf-8")
    env = {**os.environ, "NBAGENT_HOME": str(tmp_path / "home"), "PYTHONWARNINGS": "default"}
    out = subprocess.run(
        [sys.executable, "-c", _UNTRUSTED_RUN, str(folder)], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    warned = [line for line in lines if "ignored `allow" in line]
    assert len(warned) == 1, out.stderr  # two cells, one warning
    assert warned[0].startswith(f"nbagent: {folder / '.nbagent' / 'policy.yaml'}:1: ignored `allow: '*'`")
    assert f"%agent_trust {folder}" in warned[0]  # the fix
    assert "FolderTrustWarning" not in out.stderr and "_layers.py" not in out.stderr  # no nbagent source line
    assert lines == warned, out.stderr  # and nothing else


def test_nbagent_warnings_are_still_python_warnings(tmp_path: Path) -> None:
    from nbagent.boundary._folders import FolderTrustWarning
    from nbagent.policy._layers import project_layer

    folder = tmp_path / "other"
    (folder / ".nbagent").mkdir(parents=True)
    (folder / ".nbagent" / "policy.yaml").write_text("auto_approve: [read_file]\n", encoding="utf-8")
    with pytest.warns(FolderTrustWarning, match="ignored `auto_approve: 'read_file'`"):
        project_layer(folder / ".nbagent" / "policy.yaml")
    line = warnings.formatwarning("nbagent: x.yaml:1: ignored", FolderTrustWarning, "nbagent/policy/_layers.py", 7)
    assert line == "nbagent: x.yaml:1: ignored\n"
    # a project's folder name is outside text: its escape sequences are shown, never obeyed by the terminal
    forged = warnings.formatwarning("nbagent: \x1b[2K\rIn [3]: x.yaml:1", FolderTrustWarning, "f.py", 1)
    assert "\x1b" not in forged and "\r" not in forged and "x.yaml:1" in forged
    other = warnings.formatwarning("old", DeprecationWarning, "m.py", 3)
    assert "m.py:3: DeprecationWarning: old" in other  # other warnings keep Python's format


# -- a failed run


def test_a_failed_run_shows_its_error_once(shell: InteractiveShell, capsys) -> None:
    nbagent.configure(model=ScriptedProvider([]))
    capsys.readouterr()
    result = shell.run_cell("%%agent\nhi")
    assert isinstance(result.error_in_exec, CellFailed)
    shown = capsys.readouterr()
    text = shown.out + shown.err
    assert text.count("ScriptExhausted") == 1, text  # not in the footer too
    assert "✗ error" in text  # the footer still says the run failed


def test_a_failed_runs_traceback_is_folded_without_repeating_the_error() -> None:
    from nbagent.ipython._errors import _Folded

    try:
        raise RuntimeError("the model server said no")
    except RuntimeError as exc:
        bundle = _Folded(exc)._repr_mimebundle_()
    assert bundle["text/html"].startswith('<details class="nbagent-traceback"')
    summary = bundle["text/html"].split("<summary>")[1].split("</summary>")[0]
    assert "the model server said no" not in summary and "RuntimeError" not in summary
    assert "Traceback (most recent call last)" in bundle["text/html"]  # one click away


# -- an edited replayed prompt


def test_an_edited_replayed_prompt_says_recording_needs_the_key_and_offers_the_offline_model(
    shell: InteractiveShell, tmp_path: Path
) -> None:
    nbagent.configure(model=None, cassettes="keyless", cassette_dir=str(tmp_path / "cassettes"))
    result = shell.run_cell("%%agent -m openai:gpt-4.1-mini\nan edited prompt")
    assert isinstance(result.error_in_exec, CellFailed), result.error_in_exec
    message = str(result.error_in_exec)
    assert "CassetteMismatch" in message
    assert 'nbagent.configure(cassettes="record")' in message
    assert "recording calls the real model openai:gpt-4.1-mini and needs its API key, $OPENAI_API_KEY" in message
    assert 'nbagent.configure(model=nbagent.FunctionProvider(fn), cassettes="keyless")' in message
