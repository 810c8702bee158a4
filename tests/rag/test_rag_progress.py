"""The indexing progress line: a display updated in place that ends static, or a wiped terminal line."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from nbagent.rag._progress import Progress


def test_display_progress_is_updated_in_place_and_ends_as_static_text() -> None:
    InteractiveShell.instance()
    with capture_output() as out:
        bar = Progress(200, "embedding (hashing:64)", mode="display")
        for _ in range(200):
            bar.update(1)  # throttled: not one message per chunk
        bar.close("embedded 200 chunks with hashing:64 in 0.1 s")
    first, *updates = out.outputs
    assert not first.update and "<progress" in first.data["text/html"]
    assert first.data["text/plain"] == "embedding (hashing:64): 0/200 chunks (0%)"
    display_id = first.transient["display_id"]
    assert all(o.update and o.transient["display_id"] == display_id for o in updates)
    assert len(updates) <= 4  # the last count (forced) and the final line; no redraw per chunk
    assert updates[-2].data["text/plain"] == "embedding (hashing:64): 200/200 chunks (100%)"
    assert updates[-1].data == {"text/plain": "embedded 200 chunks with hashing:64 in 0.1 s"}
    assert not any("widget" in key for o in out.outputs for key in o.data)


def test_terminal_progress_is_wiped_and_leaves_the_final_line(capsys: pytest.CaptureFixture[str]) -> None:
    bar = Progress(3, "embedding (x)", mode="terminal")
    bar.update(3)
    bar.close("embedded 3 chunks")
    err = capsys.readouterr().err
    assert err.startswith("\rembedding (x): 0/3 chunks (0%)")
    assert "\rembedding (x): 3/3 chunks (100%)" in err
    assert err.endswith("\r" + " " * len("embedding (x): 3/3 chunks (100%)") + "\rembedded 3 chunks\n")


def test_progress_outside_a_kernel_and_terminal_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    bar = Progress(3, "embedding (x)")  # pytest: no kernel, stderr is not a terminal
    assert bar.mode == "off"
    bar.update(3)
    bar.close("done")
    assert capsys.readouterr() == ("", "")


def test_progress_counts_files_and_chunks_and_shows_rate_and_time_left() -> None:
    InteractiveShell.instance()
    with capture_output() as out:
        bar = Progress(400, "embedding (hashing:256)", files=7, hint="■ stops; run again to continue", mode="display")
        bar.update(40, files=1)  # the first batch: the rate starts here (a model loading does not count)
        assert bar.rate() is None and bar.text() == "embedding (hashing:256): 1/7 files, 40/400 chunks (10%)"
        time.sleep(0.3)
        bar.update(80, files=2)  # drawn: more than a redraw interval since the last draw
        bar.close("embedded 120 of 400 chunks with hashing:256 in 0.3 s, then stopped")
    rate = bar.rate()
    assert rate is not None and 0 < rate < 80 / 0.3 + 1
    first, *updates = out.outputs
    assert "■ stops; run again to continue" in first.data["text/html"] and "■" not in first.data["text/plain"]
    # the rate and time left are read when drawn (they move with the clock): the drawn line is checked
    drawn = [o.data["text/plain"] for o in updates if "<progress" in o.data.get("text/html", "")]
    pattern = r"embedding \(hashing:256\): 3/7 files, 120/400 chunks \(30%\), \d+ chunks/s, \d+ s left"
    assert any(re.fullmatch(pattern, line) for line in drawn), drawn
    assert updates[-1].data == {"text/plain": "embedded 120 of 400 chunks with hashing:256 in 0.3 s, then stopped"}
    assert not any("widget" in key for o in out.outputs for key in o.data)


def test_time_left_reads_in_seconds_minutes_and_hours() -> None:
    from nbagent.rag._progress import _left

    assert [_left(4.4), _left(125), _left(3 * 3600 + 4 * 60)] == ["4 s left", "2 min 05 s left", "3 h 04 min left"]


def test_stop_in_a_real_kernel_ends_agent_index_in_one_line_and_the_next_run_continues(tmp_path: Path) -> None:
    """Jupyter's Stop (interrupt_kernel) during ``%agent_index``: the cell ends in error with one line, the files
    indexed so far stay, and running the cell again indexes only the others. The embedder is the real
    hashing one, wrapped to take 0.5 s a batch (of 64 chunks) so that the interrupt lands mid-way."""
    from jupyter_client.manager import KernelManager

    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(200):
        (docs / f"note{i:03}.md").write_text(f"# Note {i}\n\n" + f"word{i} " * 100 + "\n")
    env = {**os.environ, "NBAGENT_HOME": str(tmp_path / "home"), "NBAGENT_EMBEDDER": "hashing:256"}
    setup = (
        "%load_ext nbagent\n"
        "import time\nfrom nbagent.rag import embedders\n"
        "_embed = embedders.HashingEmbedder.embed\n"
        "def slow(self, texts):\n    time.sleep(0.5)\n    return _embed(self, texts)\n"
        "embedders.HashingEmbedder.embed = slow\n"
    )
    manager = KernelManager(kernel_name="python3")
    manager.start_kernel(cwd=str(tmp_path), env=env)
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        assert _run(client, setup)[0]["content"]["status"] == "ok"
        msg_id = client.execute("%agent_index docs")
        outputs: list[dict[str, Any]] = []
        interrupted = False
        deadline = time.monotonic() + 120
        while True:
            msg = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                break
            outputs.append(msg)
            text = msg["content"].get("data", {}).get("text/plain", "")
            if not interrupted and re.search(r"embedding \(hashing:256\): [1-9]\d*/\d+ files", text):
                manager.interrupt_kernel()
                interrupted = True
        reply = _reply(client, msg_id)
        assert interrupted and reply["content"]["status"] == "error"
        assert reply["content"]["ename"] == "IndexStopped"
        stop_line = reply["content"]["evalue"]
        match = re.fullmatch(
            r"stopped after (\d+) of 200 files \((\d+) of (\d+) chunks\); run again to continue", stop_line
        )
        assert match, stop_line
        kept = int(match.group(1))
        assert 0 < kept < 200
        errors = [m for m in outputs if m["msg_type"] == "error"]
        assert len(errors) == 1 and len(errors[0]["content"]["traceback"]) == 1  # one line, no frames
        assert not any("widget" in key for m in outputs for key in m["content"].get("data", {}))
        again, again_out = _run(client, "%agent_index docs")
        assert again["content"]["status"] == "ok"
        html = "".join(m["content"].get("data", {}).get("text/html", "") for m in again_out)
        assert f"{200 - kept} indexed ({200 - kept} new, 0 changed)" in html and f"{kept} unchanged" in html
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def _run(client: Any, code: str, timeout: float = 120) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    msg_id = client.execute(code)
    outputs = []
    deadline = time.monotonic() + timeout
    while True:
        msg = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
        outputs.append(msg)
    return _reply(client, msg_id), outputs


def _reply(client: Any, msg_id: str, timeout: float = 30) -> dict[str, Any]:
    """The shell reply to ``msg_id`` (replies to other requests, e.g. wait_for_ready's, are passed over)."""
    deadline = time.monotonic() + timeout
    while True:
        reply: dict[str, Any] = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply
