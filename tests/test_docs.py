"""The documentation site builds with no warning (``mkdocs build --strict``), offline.

The build runs in this process, so the test-wide socket guard (tests/conftest.py) turns
any attempt to reach the network (fonts, social cards) into a failure.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from nbagent.store import bind

REPO = Path(__file__).resolve().parents[1]


def _build(site: Path) -> None:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    config = load_config(str(REPO / "mkdocs.yml"), site_dir=str(site), strict=True)
    try:
        build(config)  # raises mkdocs.exceptions.Abort on any warning in strict mode
    finally:
        config.plugins.on_shutdown()


@pytest.mark.slow  # builds the whole site with mkdocs
def test_the_docs_build_strict_and_offline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("mkdocs", reason="install the docs extra: pip install 'jupyter-nbagent[docs]'")
    pytest.importorskip("material", reason="install the docs extra: pip install 'jupyter-nbagent[docs]'")
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    monkeypatch.chdir(REPO)
    _build(tmp_path / "site")
    site = tmp_path / "site"
    for page in (
        "getting-started",
        "magics",
        "policy",
        "tools",
        "store",
        "rag",
        "jupyterlab",
        "security",
        "binder",
    ):
        assert (site / page / "index.html").is_file(), page
    html = (site / "magics" / "index.html").read_text()
    # Generated from the magics' own help: every option of %%agent and the %config traits.
    from nbagent.ipython.magics import AgentMagics

    for action in AgentMagics.agent.parser._actions:
        for option in action.option_strings:
            if option not in ("-h", "--help"):
                assert option in html, option
    assert "AgentMagics.approval_timeout" in html
    store = (site / "store" / "index.html").read_text()
    assert "approval_stats" in store and "prev_hash" in store
    assert not re.search(r"nbagent:[\w-]+", (site / "policy" / "index.html").read_text())  # markers expanded
    assert "fonts.googleapis.com" not in (site / "index.html").read_text()


def test_an_unknown_docs_marker_fails_the_build() -> None:
    sys.path.insert(0, str(REPO / "docs"))
    try:
        import hooks
    finally:
        sys.path.remove(str(REPO / "docs"))
    with pytest.raises(ValueError, match="unknown docs marker"):
        hooks.expand("<!-- nbagent:nonsense -->")
    assert hooks.rst_to_md("See :class:`~nbagent.store.Store` and ``x``.") == "See `Store` and `x`."


def _hooks():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(REPO / "docs"))
    try:
        import hooks
    finally:
        sys.path.remove(str(REPO / "docs"))
    return hooks


def test_generated_docs_are_committed_text_and_current() -> None:
    """The option tables and docstrings in the docs read whole on the repository (issue 36): committed
    between markers, and the same as the code makes them now."""
    import difflib

    hooks = _hooks()
    stale = []
    for page in sorted((REPO / "docs").glob("*.md")):
        text = page.read_text(encoding="utf-8")
        lone = [m.group(0) for m in hooks._MARKER.finditer(hooks._BLOCK.sub("", text))]
        assert not lone, f"docs/{page.name}: {lone} has no committed text: run python scripts/gen_docs.py"
        fresh = hooks.sync(text)
        if fresh != text:
            diff = difflib.unified_diff(text.splitlines(), fresh.splitlines(), "committed", "generated", lineterm="")
            stale.append(f"docs/{page.name}:\n" + "\n".join(list(diff)[:30]))
    assert not stale, "generated docs are stale: run python scripts/gen_docs.py\n\n" + "\n\n".join(stale)
    magics = (REPO / "docs" / "magics.md").read_text(encoding="utf-8")
    from nbagent.ipython.magics import AgentMagics

    for kind in ("line", "cell"):  # every magic, the ones added since included
        for name in AgentMagics.magics[kind]:
            assert f"%{name}`" in magics, name
    for action in AgentMagics.agent.parser._actions:  # every option of %%agent, as text on the repository
        for option in action.option_strings:
            assert f"`{option}" in magics, option
    policy = (REPO / "docs" / "policy.md").read_text(encoding="utf-8")
    assert "<!-- /nbagent:doc -->" in policy and "review_when" in policy


def test_a_stale_generated_part_is_rewritten_and_a_lone_marker_gets_its_text() -> None:
    hooks = _hooks()
    page = (
        "intro\n<!-- nbagent:magics-config -->\nold text\n<!-- /nbagent:magics-config -->\n"
        "between\n<!-- nbagent:doc nbagent.config._configure:configure -->\nend\n"
    )
    fresh = hooks.sync(page)
    assert "old text" not in fresh and "AgentMagics.approval_timeout" in fresh
    assert "between" in fresh and fresh.endswith("<!-- /nbagent:doc -->\nend\n")
    assert hooks.sync(fresh) == fresh  # stable
    shown = hooks.expand(fresh)  # the site: no markers, the same text
    assert "nbagent:" not in shown.replace("nbagent.", "") and "AgentMagics.approval_timeout" in shown


def test_every_sql_example_in_the_docs_runs_on_a_real_store(tmp_path: Path) -> None:
    import time

    from IPython.core.interactiveshell import InteractiveShell

    import nbagent
    from nbagent import Agent, ToolCall
    from nbagent.config._configure import defaults
    from nbagent.memory import KnowledgeMemory, Memory
    from nbagent.providers import ScriptedProvider
    from nbagent.store import Store

    page = (REPO / "docs" / "store.md").read_text()
    queries = re.findall(r"```sql\n(.*?)```", page, re.S)
    magics = [c for c in re.findall(r"```python\n(.*?)```", page, re.S) if c.lstrip().startswith("%")]
    assert len(queries) >= 8 and len(magics) >= 2
    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "nbagent")
    saved = defaults().store
    try:
        with Store(tmp_path / "nbagent.duckdb", flush_interval=0.02) as store:
            knowledge = KnowledgeMemory(root=str(tmp_path / "notes"))
            agent = bind(
                Agent(
                    ScriptedProvider([ToolCall("remember", {"text": "Prices are in EUR"}), "Noted."]),
                    extensions=[Memory(knowledge=knowledge)],
                    policy={"allow": ["remember"]},
                ),
                "docs",
                store=store,
            )
            agent.run("remember the currency")
            # a row as an earlier nbagent stored it, through the same write path
            store._writer.record([("audit", {"id": "legacy", "ts": time.time(), "event": "tool_executed"})])
            for sql in queries:
                store.query(sql)  # a UserError names the failing query
            [traced] = [q for q in queries if "origin = 'remember'" in q]
            traced_rows = store.query(traced)
            legacy = store.query(next(q for q in queries if "audit_stored" in q)).to_dict("records")
            nbagent.configure(store=store)
            for cell in magics:  # %%agent_sql examples, on this store
                line, _, body = re.sub(r"--store \S+", f"--store {store.path}", cell).partition("\n")
                magic, _, options = line.lstrip("%").partition(" ")
                if cell.startswith("%%"):
                    frame = shell.run_cell_magic(magic, options, body)
                else:
                    frame = shell.run_line_magic(magic, options)
                assert list(frame.columns), cell
    finally:
        shell.run_line_magic("unload_ext", "nbagent")
        defaults().store = saved
    assert traced_rows["text"].tolist() == ["Prices are in EUR"]
    assert traced_rows["title"].tolist() == ["remember the currency"]
    assert ("tool_executed", "tool-finished") in [(r["stored"], r["shown"]) for r in legacy]
    assert "denied" in shell.user_ns  # -o kept the answer
