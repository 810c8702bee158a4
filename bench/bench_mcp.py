"""Per-call overhead of an MCP tool through nbagent, against calling the same server with the SDK directly.

The server is the reference ``mcp-server-time`` (stdio; from the virtualenv scripts/test.sh makes, or
``--server PATH``), the call ``get_current_time(timezone="UTC")``. Three ways, N calls each, one
connection each (started before the clock runs):

- ``sdk``: ``mcp.Client`` over ``stdio_client`` on one event loop, ``await client.call_tool`` N times;
- ``tool``: nbagent's ``MCPTool.invoke`` (the hop to the MCP loop thread and back, the schema check);
- ``agent``: a whole agent run whose FunctionProvider asks for one call per turn: policy, events,
  untrusted-output screening and spotlighting included.

    python bench/bench_mcp.py [--calls 200] [--repeats 5] [--server .venv-mcp-servers/bin/mcp-server-time]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

from nbagent import Agent, ToolCall
from nbagent.loop import RunOptions
from nbagent.mcp import MCPServer, shutdown
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider

ARGS = {"timezone": "UTC"}


async def sdk(command: str, n: int) -> float:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters, stdio_client

    with open(os.devnull, "w") as errlog:
        async with Client(stdio_client(StdioServerParameters(command=command), errlog=errlog)) as client:
            await client.call_tool("get_current_time", ARGS)  # warm
            t0 = time.perf_counter()
            for _ in range(n):
                await client.call_tool("get_current_time", ARGS)
            return time.perf_counter() - t0


async def tool(server: MCPServer, n: int) -> float:
    (t,) = [t for t in await server.atools() if t.remote_name == "get_current_time"]
    await t.invoke(t.validate(ARGS))  # warm
    t0 = time.perf_counter()
    for _ in range(n):
        await t.invoke(t.validate(ARGS))
    return time.perf_counter() - t0


def agent(server: MCPServer, n: int) -> float:
    count = 0

    def decide(messages: object, tools: object) -> object:
        nonlocal count
        count += 1
        return ToolCall("time__get_current_time", ARGS) if count <= n else "done"

    run = Agent(
        FunctionProvider(decide),
        tools=[server],
        policy=Policy(allow=["time__*"]),
        defaults=RunOptions(max_iterations=n + 1),
    )
    server.tools()  # connected before the clock runs
    t0 = time.perf_counter()
    result = run.run("go")
    elapsed = time.perf_counter() - t0
    assert len(result.call_records) == n and all(r.status == "ok" for r in result.call_records)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    default = Path(os.environ.get("NBAGENT_MCP_SERVERS_VENV", ".venv-mcp-servers")) / "bin" / "mcp-server-time"
    parser.add_argument("--server", default=str(default))
    args = parser.parse_args()
    if not Path(args.server).exists():
        sys.exit(f"no {args.server}: run scripts/test.sh once (it makes the servers' virtualenv) or pass --server")
    n = args.calls
    # its tools say readOnlyHint and the person trusts that: they keep running after untrusted output
    server = MCPServer.stdio([args.server], name="time", trust_read_only_hints=True)
    ms = {"sdk": [], "tool": [], "agent": []}  # type: dict[str, list[float]]
    for _ in range(args.repeats):
        ms["sdk"].append(asyncio.run(sdk(args.server, n)) / n * 1000)
        ms["tool"].append(asyncio.run(tool(server, n)) / n * 1000)
        ms["agent"].append(agent(server, n) / n * 1000)
    shutdown()
    med = {k: statistics.median(v) for k, v in ms.items()}
    print(f"mcp-server-time get_current_time, {n} calls x {args.repeats} repeats (median ms per call)")
    print(f"  SDK directly (mcp.Client.call_tool):   {med['sdk']:.3f} ms")
    print(f"  nbagent MCPTool.invoke (loop hop):     {med['tool']:.3f} ms  ratio {med['tool'] / med['sdk']:.2f}x")
    print(f"  nbagent agent run (whole pipeline):    {med['agent']:.3f} ms  ratio {med['agent'] / med['sdk']:.2f}x")
    print(f"  overhead per call: MCPTool {med['tool'] - med['sdk']:+.3f} ms, agent {med['agent'] - med['sdk']:+.3f} ms")


if __name__ == "__main__":
    main()
