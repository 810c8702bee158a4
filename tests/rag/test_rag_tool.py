"""The search_docs tool (in a real agent run); the OpenAI embedder against a local server."""

from __future__ import annotations

import asyncio
import json
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import nbagent.rag
from nbagent import Agent, ToolCall
from nbagent.exceptions import MissingCredentials, ProviderError
from nbagent.messages import ToolResult
from nbagent.providers import ScriptedProvider
from nbagent.rag import HashingEmbedder, Index, OpenAIEmbedder, format_results, resolve_embedder

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

CITATION = re.compile(r"^\[(\d+)\] ([^\s\[][^\s:]*):(lines \d+-\d+|line \d+|cell \d+|page \d+)", re.M)


@pytest.fixture
def docs_index(tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch) -> Index:
    monkeypatch.chdir(corpus)  # the notebook's folder: paths and links are relative to it
    idx = Index(tmp_path / "db", embedder=HashingEmbedder(32), progress=False)
    idx.update(".")
    return idx


def test_search_docs_tool_is_read_only_docs_tool(docs_index: Index) -> None:
    tool = docs_index.tool()
    assert tool.name == "search_docs" and tool.read_only and tool.domains == ("docs",)
    assert set(tool.parameters["properties"]) == {"query", "k"}
    assert nbagent.rag.search_docs.read_only and nbagent.rag.search_docs.domains == ("docs",)


def test_tool_output_has_numbered_citations_and_markdown_links(docs_index: Index) -> None:
    tool = docs_index.tool()
    text = asyncio.run(tool.invoke(tool.validate({"query": "walrus tusks", "k": 2})))
    cites = CITATION.findall(text)
    assert [c[0] for c in cites] == ["1", "2"]
    assert cites[0][1:] == ("page.html", "lines 6-9")
    sources = text.split("Sources:\n", 1)[1].splitlines()
    assert sources[0] == "[1] [page.html:lines 6-9](page.html)"
    assert "Tusks grow up to one metre" in text


def test_agent_run_shows_citations_from_search_docs(docs_index: Index) -> None:
    provider = ScriptedProvider([ToolCall("search_docs", {"query": "capybara"}), "Capybaras are studied [1]."])
    result = Agent(provider, tools=[docs_index.tool()]).run("what is studied?")  # default policy: read-only tools run
    assert result.status == "ok"
    tool_result = next(m for m in provider.requests[1].messages if isinstance(m, ToolResult))
    assert "[1] analysis.ipynb:cell 1 (Analysis)" in tool_result.content
    assert "[analysis.ipynb:cell 1](analysis.ipynb)" in tool_result.content


def test_default_search_docs_without_an_index_says_what_to_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "empty-home"))
    assert "No documents are indexed yet" in nbagent.rag.search_docs("anything")


def test_format_results_handles_no_match_and_long_text(docs_index: Index) -> None:
    assert "No passage" in format_results(docs_index.search("zzzzunknownword", mode="fts"))
    df = docs_index.search("tapir42", k=1, mode="fts")
    assert df.iloc[0]["text"] not in format_results(df, max_chars=50)
    assert "…" in format_results(df, max_chars=50)


def test_results_carry_rank_and_a_relevance_a_person_reads_right(docs_index: Index) -> None:
    hybrid = docs_index.search("walrus tusks", k=5)
    assert hybrid.attrs["mode"] == "hybrid"
    assert list(hybrid["rank"]) == list(range(1, len(hybrid) + 1))
    top = hybrid.iloc[0]
    # the raw fused score is tiny (about 0.033 at best); relevance puts it on 0-1
    assert top["score"] == pytest.approx(2 / 61) and top["relevance"] == 1.0
    assert list(hybrid["relevance"]) == sorted(hybrid["relevance"], reverse=True)
    assert all(0 < r <= 1 for r in hybrid["relevance"])

    fts = docs_index.search("walrus tusks", k=3, mode="fts")
    assert fts.attrs["mode"] == "fts" and fts.iloc[0]["relevance"] == 1.0 and fts.iloc[0]["score"] > 1
    vector = docs_index.search("walrus tusks", k=3, mode="vector")
    assert list(vector["relevance"]) == [round(min(max(s, 0.0), 1.0), 3) for s in vector["score"]]

    text = format_results(hybrid)
    assert "best first. Relevance is 0-1: 1.00 = ranked first by both keyword and meaning search" in text
    assert "[1] page.html:lines 6-9" in text and ", relevance 1.00\n" in text
    assert "keyword match relative to the best passage" in format_results(fts)
    empty = docs_index.search("", k=3)
    assert list(empty.columns[:2]) == ["rank", "relevance"] and empty.empty


def test_relevance_scales_each_mode() -> None:
    from nbagent.rag._search import relevance

    assert relevance([2 / 61, 1 / 61, 1 / 62], "hybrid") == pytest.approx([1.0, 0.5, 61 / 124])
    assert relevance([0.9, -0.2, 1.2], "vector") == [0.9, 0.0, 1.0]
    assert relevance([8.0, 2.0], "fts") == [1.0, 0.25]
    assert relevance([], "fts") == [] and relevance([0.0], "fts") == [0.0]


# -- OpenAI embeddings through the official SDK, against a local wire-format server -------


class _EmbeddingsHandler(BaseHTTPRequestHandler):
    server: _EmbeddingsServer

    def log_message(self, *args: Any) -> None:  # keep test output clean
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
        if self.server.fail_with:
            status, payload = (
                self.server.fail_with,
                {"error": {"message": "quota exceeded", "type": "insufficient_quota"}},
            )
        elif self.path != "/v1/embeddings":
            status, payload = 404, {"error": {"message": "not found"}}
        else:
            texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
            dim = body.get("dimensions") or 24
            vectors = HashingEmbedder(dim).embed(texts)
            status = 200
            payload = {
                "object": "list",
                "model": body["model"],
                "data": [
                    {"object": "embedding", "index": i, "embedding": v} for i, v in reversed(list(enumerate(vectors)))
                ],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            }
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class _EmbeddingsServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _EmbeddingsHandler)
        self.requests: list[dict[str, Any]] = []
        self.fail_with = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


@pytest.fixture
def embeddings_server() -> Iterator[_EmbeddingsServer]:
    server = _EmbeddingsServer()
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def test_openai_embedder_indexes_through_the_sdk(
    tmp_path: Path, corpus: Path, embeddings_server: _EmbeddingsServer
) -> None:
    embedder = OpenAIEmbedder("local-embed", base_url=embeddings_server.base_url, api_key="sk-test", batch_size=4)
    assert embedder.dim == 24  # an unknown model: one request finds the length
    idx = Index(tmp_path / "db", embedder=embedder, progress=False, batch_size=8)
    report = idx.update(corpus)
    assert report.embedder == "openai:local-embed" and report.embedded == report.total_chunks
    bodies = [r["body"] for r in embeddings_server.requests]
    assert all(r["auth"] == "Bearer sk-test" and r["path"] == "/v1/embeddings" for r in embeddings_server.requests)
    assert all(b["model"] == "local-embed" and len(b["input"]) <= 4 for b in bodies)
    assert sum(len(b["input"]) for b in bodies[1:]) == report.embedded
    top = idx.search("capybara populations", k=1, mode="vector").iloc[0]
    assert top["path"].endswith("analysis.ipynb")


def test_openai_embedder_dimensions_errors_and_credentials(
    embeddings_server: _EmbeddingsServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    short = OpenAIEmbedder("text-embedding-3-small", base_url=embeddings_server.base_url, dimensions=8)
    assert short.name == "openai:text-embedding-3-small@8" and short.dim == 8
    assert [len(v) for v in short.embed(["a", ""])] == [8, 8]
    assert embeddings_server.requests[-1]["body"]["input"] == [
        "a",
        " ",
    ]  # the API refuses empty strings
    embeddings_server.fail_with = 429
    with pytest.raises(ProviderError, match="quota exceeded") as info:
        OpenAIEmbedder("m", base_url=embeddings_server.base_url, dim=8, max_retries=0).embed(["x"])
    assert info.value.status == 429
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(MissingCredentials, match="OPENAI_API_KEY"):
        OpenAIEmbedder().embed(["x"])
    resolved = resolve_embedder("openai:text-embedding-3-large")
    assert isinstance(resolved, OpenAIEmbedder) and resolved.dim == 3072
