"""Record the demo notebooks' agent cells into their committed cassettes (docs/cassettes.md).

    python scripts/record_demo_cassettes.py

Each notebook listed below runs once with ``NBAGENT_CASSETTES=record`` against the local
OpenAI-compatible test server (tests/fakeapi: the real ``openai`` SDK, no network), which answers
with the replies written here, in a throwaway nbagent home. The cassettes land in the notebook's
``cassettes/<notebook>/`` folder; old ones there are removed first. Afterwards the notebook runs
offline, with no key, by replaying them (what CI and the README's first command do).

Run it again after changing an agent cell's prompt, tools or policy in a listed notebook.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import nbformat  # noqa: E402
from fakeapi import OpenAIServer, text, tool_calls  # noqa: E402
from nbclient import NotebookClient  # noqa: E402

SQL = "SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY total DESC"
# notebook -> the model's replies, in the order its agent cells ask
DEMOS: dict[str, list[Any]] = {
    "01_quickstart": [
        tool_calls(("query_dataframes", {"sql": SQL}), usage=(412, 38, 0)),
        text("**north** sells the most (219.5), then south (141.5) and east (42.0).", usage=(530, 24, 0)),
    ],
}


def record(name: str, replies: list[Any]) -> Path:
    notebook = ROOT / "notebooks" / f"{name}.ipynb"
    folder = notebook.parent / "cassettes" / name
    shutil.rmtree(folder, ignore_errors=True)
    with OpenAIServer() as server, tempfile.TemporaryDirectory() as home:
        server.enqueue(*replies)
        saved = dict(os.environ)
        os.environ.update(
            NBAGENT_CASSETTES="record",
            NBAGENT_HOME=home,
            OPENAI_API_KEY="sk-recording-only-000000",  # the local server checks that one is sent
            OPENAI_BASE_URL=server.url,
        )
        try:
            nb = nbformat.read(notebook, as_version=4)
            NotebookClient(
                nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(notebook.parent)}}
            ).execute()
        finally:
            os.environ.clear()
            os.environ.update(saved)
        asked = len(server.requests)
    if asked != len(replies):
        raise SystemExit(f"{name}: the notebook asked the model {asked} times, the script has {len(replies)} replies")
    return folder


def main() -> None:
    for name, replies in DEMOS.items():
        folder = record(name, replies)
        print(f"{name}: {len(list(folder.glob('cell-*.json')))} cassette(s) in {folder.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
