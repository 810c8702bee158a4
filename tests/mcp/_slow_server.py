"""A stdio MCP server built with the SDK's own server API: a tool that sleeps (to be killed mid-call) and its pid."""

from __future__ import annotations

import os
import sys
import time

from mcp.server.mcpserver import MCPServer

server = MCPServer("slow")


@server.tool()
def pid() -> int:
    """The server's process id."""
    return os.getpid()


@server.tool()
def sleep(seconds: float) -> str:
    """Sleep, then say so."""
    print(f"slow server: sleeping {seconds} s", file=sys.stderr, flush=True)
    time.sleep(seconds)
    return f"slept {seconds}"


if __name__ == "__main__":
    print("slow server: up", file=sys.stderr, flush=True)
    server.run()
