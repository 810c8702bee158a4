"""The response cache across kernel restarts: the same cell run in two fresh kernels (nbclient).

The model is a FunctionProvider that counts its calls in a file (the count must survive the
kernel). The store lives in NBAGENT_HOME (the user's own), with a StoreCache over it: the second
kernel gets the same text and tool calls from the cache with no provider call, and the hit is in the
audit table; a changed tool schema or another model misses.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import duckdb
import nbformat
from nbclient import NotebookClient

SETUP = """
%load_ext nbagent
import json, os, pathlib
import nbagent
from nbagent import Agent, MemoryCache, StoreCache, Store, ToolCall
from nbagent.providers import FunctionProvider
COUNT = pathlib.Path({count!r})

def model(messages, tools):
    COUNT.write_text(str(int(COUNT.read_text() or 0) + 1) if COUNT.exists() else "1")
    if not any(m.kind == "tool-result" for m in messages):
        return ToolCall("lookup", {{"city": "Oslo"}})
    return "Oslo: " + [m for m in messages if m.kind == "tool-result"][-1].content

def lookup(city: str{extra}) -> str:
    "Weather of a city."
    return "sunny"

store = Store()
nbagent.configure(
    model=FunctionProvider(model, model={model!r}), tools=[lookup], store=store,
    cache=StoreCache(store), settings={{"temperature": 0}}, headless="approve",
)
"""

CELL = """%%agent
What is the weather in Oslo?"""

REPORT = """
import json
print("RESULT " + json.dumps({
    "text": _agent.text,
    "calls": [[r.name, r.args, r.id] for r in _agent.call_records],
    "kinds": [e.kind for e in _agent.events],
}))
store.flush()
"""


def _kernel(tmp_path: Path, *, extra: str = "", model: str = "m1", no_cache: bool = False) -> dict[str, object]:
    """Run setup, the %%agent cell and a report in a fresh kernel; the report's JSON."""
    setup = SETUP.format(count=str(tmp_path / "calls.txt"), extra=extra, model=model)
    cell = CELL.replace("%%agent", "%%agent --no-cache") if no_cache else CELL
    nb = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    nb.cells = [nbformat.v4.new_code_cell(src) for src in (setup, cell, REPORT)]  # type: ignore[no-untyped-call]
    client = NotebookClient(nb, timeout=90, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    out = "".join(o.get("text", "") for o in nb.cells[2].outputs if o.output_type == "stream")
    line = next(ln for ln in out.splitlines() if ln.startswith("RESULT "))
    result: dict[str, object] = json.loads(line[len("RESULT ") :])
    footer = "".join(o.get("data", {}).get("text/plain", "") for o in nb.cells[1].outputs)
    result["footer"] = footer
    return result


def _calls(tmp_path: Path) -> int:
    return int((tmp_path / "calls.txt").read_text())


def test_same_cell_in_two_fresh_kernels_pays_once(tmp_path: Path) -> None:
    first = _kernel(tmp_path)
    assert _calls(tmp_path) == 2  # the tool call, then the answer
    assert first["text"] == "Oslo: sunny" and "cache-hit" not in first["kinds"]  # type: ignore[operator]

    second = _kernel(tmp_path)
    assert _calls(tmp_path) == 2, "the second kernel asked the model again"
    assert second["text"] == first["text"]
    assert second["calls"] == first["calls"]
    kinds = second["kinds"]
    assert isinstance(kinds, list) and kinds.count("cache-hit") == 2
    # the cached tool call was reviewed (the default policy reviews an unknown tool; headless approves) and ran
    for kind in ("tool-decided", "approval-decided", "tool-finished"):
        assert kind in second["kinds"], kind  # type: ignore[operator]
    assert "cached" in str(second["footer"])

    con = duckdb.connect(str(Path(os.environ["NBAGENT_HOME"]) / "nbagent.duckdb"), read_only=True)
    try:
        hits = con.execute("SELECT detail FROM audit WHERE event = 'cache-hit'").fetchall()
        usage_rows = con.execute("SELECT count(*) FROM usage").fetchone()
    finally:
        con.close()
    assert len(hits) == 2 and all(json.loads(d)["cached"] is True for (d,) in hits)
    assert usage_rows == (2,)  # the two paid calls of the first kernel; the hits cost nothing

    _kernel(tmp_path, extra=", days: int = 1")  # the tool's schema changed: a miss
    assert _calls(tmp_path) == 4
    _kernel(tmp_path, model="m2")  # another model: a miss
    assert _calls(tmp_path) == 6
    _kernel(tmp_path, no_cache=True)  # %%agent --no-cache asks again
    assert _calls(tmp_path) == 8
