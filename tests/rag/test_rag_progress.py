"""The indexing progress line: a display updated in place that ends static, or a wiped terminal line."""

from __future__ import annotations

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
