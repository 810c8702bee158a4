"""The Agent panel shows the team lake (every member's costs, recent sessions and refusals) when the server
has one; what other members' kernels wrote there shows as text, never as markup."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from lab import Lab, start_jupyter_server
from playwright.sync_api import Browser, expect

import nbagent
from nbagent import Agent, ToolCall, tool
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Lake, Store, bind

sys.path.insert(0, str(Path(__file__).parent.parent / "store"))

pytestmark = pytest.mark.browser

HOSTILE = '<img src=x onerror="window.__nbagentPwned=1">'


@tool
def wipe() -> str:
    """Wipe the disk."""
    return "wiped"


def test_the_panel_shows_every_members_costs_from_the_lake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chromium_browser: Browser
) -> None:
    from store_helpers import counting_agent

    url = f"ducklake:sqlite:{tmp_path / 'catalog.sqlite'}"
    lake = Lake(url, data_path=str(tmp_path / "data") + "/")
    for user, runs in (("ada", 1), ("bob", 2)):
        nbagent.configure(user=user)
        try:
            with Store(tmp_path / user / "nbagent.duckdb", flush_interval=0.02) as store:
                for _ in range(runs):
                    counting_agent(1, store=store, session=f"{user}-s").run("count")
                if user == "bob":  # a refusal, in a session whose title (its first prompt) is markup
                    model = ScriptedProvider([ToolCall("wipe", {}, "w1"), "I could not."])
                    bind(Agent(model, tools=[wipe], policy=Policy(deny=["wipe"])), "bob-x", store=store).run(
                        f"{HOSTILE} wipe the disk"
                    )
                store.publish(lake)
        finally:
            nbagent.configure(user=None)
    lake.close()
    monkeypatch.setenv("NBAGENT_LAKE", url)
    server = start_jupyter_server(tmp_path / "lab")
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    try:
        lab = Lab(context.new_page(), server)
        lab.write_notebook("team.ipynb", ["1 + 1"])
        lab.open("team.ipynb")
        lab.page.evaluate("() => window.jupyterapp.commands.execute('nbagent:open-panel')")
        section = lab.page.locator("#nbagent-panel .nbagent-Panel-teamSection")
        expect(section).to_be_visible()
        expect(section).to_contain_text("2 stores")
        users = section.locator(".nbagent-Panel-teamUser")
        expect(users).to_have_count(2)
        expect(users.nth(0)).to_contain_text("ada")
        expect(users.nth(0)).to_contain_text("2 model calls")  # one run of one tool call: two model turns
        expect(users.nth(1)).to_contain_text("bob")
        expect(users.nth(1)).to_contain_text("6 model calls")
        sessions = section.locator(".nbagent-Panel-teamSession")
        expect(sessions).to_have_count(3)
        expect(sessions.nth(0)).to_contain_text("bob")  # the most recently used first
        expect(sessions.nth(0)).to_contain_text(f"{HOSTILE} wipe the disk")  # the markup as its characters
        refusals = section.locator(".nbagent-Panel-teamRefusal")
        expect(refusals).to_have_count(1)
        expect(refusals.nth(0)).to_contain_text("bob")
        expect(refusals.nth(0)).to_contain_text("wipe denied")
        expect(refusals.nth(0)).to_contain_text("deny: wipe")
        assert section.locator("img").count() == 0
        assert lab.page.evaluate("() => window.__nbagentPwned === undefined")
    finally:
        context.close()
        server.stop()
