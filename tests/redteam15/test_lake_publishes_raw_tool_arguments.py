"""Raw tool arguments leave the machine through the lake's ``messages`` table.

docs/team.md ("What is shared, and what never leaves the machine") says raw tool arguments are never
published: the audit keeps argument names and salted hashes. But the store's ``messages`` table keeps each
assistant message's ``tool_calls`` with the arguments as the model sent them, and ``publish`` copies that
table row for row, so every teammate reading the lake (and ``GET /nbagent/api/lake/*``) sees them, for tools
not marked ``audit_args`` and whatever ``keep_tool_responses`` says.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
from store_helpers import allow_all

from nbagent import Agent, tool
from nbagent.loop import RunOptions
from nbagent.messages import ToolCall
from nbagent.providers import FunctionProvider
from nbagent.store import Store, bind
from nbagent.store.lake import Lake

SECRET = "alice.private@example.com"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(tmp_path / "store" / "nbagent.duckdb", flush_interval=0.02)
    yield s
    s.close()


@pytest.fixture
def lake(tmp_path: Path) -> Iterator[Lake]:
    (tmp_path / "lake").mkdir()
    catalog = f"ducklake:sqlite:{tmp_path / 'lake' / 'catalog.sqlite'}"
    lake = Lake(catalog, data_path=str(tmp_path / "lake" / "data") + "/")
    yield lake
    lake.close()


def test_a_tools_raw_argument_is_not_in_the_lake(store: Store, lake: Lake) -> None:
    @tool(read_only=True)
    def lookup_customer(email: str) -> str:
        """Find a customer by e-mail."""
        return "found"

    asked = {"done": False}

    def model(messages: Any, tools: Any) -> Any:
        if not asked["done"]:
            asked["done"] = True
            return ToolCall("lookup_customer", {"email": SECRET})
        return "done"

    agent = bind(
        Agent(FunctionProvider(model), tools=[lookup_customer], defaults=RunOptions(stream=False), **allow_all()),
        "crm",
        store=store,
    )
    agent.run("find the customer")
    store.flush()
    audit = store.audit(event="tool-requested")
    assert audit["args_json"].isna().all()  # the audit kept only a salted hash, as documented

    store.publish(lake)
    leaked = lake.sql(
        "SELECT 'messages' AS t, tool_calls AS v FROM messages WHERE tool_calls LIKE ? "
        "UNION ALL SELECT 'audit', CAST(args_json AS VARCHAR) FROM audit WHERE CAST(args_json AS VARCHAR) LIKE ?",
        [f"%{SECRET}%", f"%{SECRET}%"],
    )
    assert leaked.empty, f"a raw tool argument was published to the team lake: {leaked.to_dict('records')}"
    with lake.connection() as con:
        tables = lake.tables(con)
    assert {"messages", "audit", "publishes"} <= tables
    for table in sorted(tables):  # every column of every published table
        found = lake.sql(f"SELECT * FROM lake.{table} WHERE CAST(lake.{table} AS VARCHAR) LIKE ?", [f"%{SECRET}%"])
        assert found.empty, f"the raw argument is in the lake's {table}: {found.to_dict('records')}"
