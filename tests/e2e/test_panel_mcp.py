"""The Agent panel lists the MCP servers the running kernels use, with their status and tools."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from lab import Lab, start_jupyter_server
from playwright.sync_api import Browser, expect

pytestmark = pytest.mark.browser

SLOW_SERVER = Path(__file__).resolve().parents[1] / "mcp" / "_slow_server.py"


def test_the_panel_shows_a_kernels_mcp_server_and_its_tools(tmp_path: Path, chromium_browser: Browser) -> None:
    server = start_jupyter_server(tmp_path / "lab")
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    try:
        lab = Lab(context.new_page(), server)
        lab.write_notebook(
            "mcp.ipynb",
            [
                "from nbagent.mcp import MCPServer\n"
                f"slow = MCPServer.stdio([{sys.executable!r}, {str(SLOW_SERVER)!r}], name='slow')\n"
                "print(len(slow.tools()), 'tools')",
                "slow.stop()\nprint('stopped')",
            ],
        )
        lab.open("mcp.ipynb")
        lab.run_cell(0)
        lab.wait_output_contains(0, "2 tools", timeout=60)
        lab.page.evaluate("() => window.jupyterapp.commands.execute('nbagent:open-panel')")
        section = lab.page.locator("#nbagent-panel .nbagent-Panel-mcpSection")
        expect(section).to_be_visible()
        item = section.locator(".nbagent-Panel-mcpServer")
        expect(item).to_have_count(1)
        expect(item).to_contain_text("slow · running")
        expect(item.locator(".nbagent-Panel-mcpTool")).to_have_text(["slow__pid", "slow__sleep"])
        lab.run_cell(1)
        lab.wait_output_contains(1, "stopped")
        expect(item).to_contain_text("slow · stopped")  # the panel follows the kernel
    finally:
        context.close()
        server.stop()
