"""Red team of issue 38, the result reader: what the sandbox wrote is read in the KERNEL, as root.

No sandbox is started here: the attacker controls every byte of ``out/``, so the files are written directly.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from nbagent.display._fold import CallRecord
from nbagent.ipython._card_extras import extras_html, extras_text
from nbagent.sandbox import Limits
from nbagent.sandbox._result import read_outputs


def _box(tmp_path: Path, manifest: dict[str, object]) -> Path:
    box = tmp_path / "box"
    (box / "out").mkdir(parents=True)
    (box / "out" / "manifest.json").write_text(json.dumps(manifest))
    return box


def test_a_parquet_value_small_on_disk_but_large_in_memory_is_not_read_into_the_kernel(tmp_path: Path) -> None:
    # 4 million zeros: 32 MB once decoded, ~20 KB on disk, and total_byte_size (what the reader checks) ~20 KB.
    # The same trick at the file cap (256 MB on disk) decodes to hundreds of GB: the person's kernel dies.
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    box = _box(tmp_path, {"value_kind": "dataframe"})
    buffer = io.BytesIO()
    pq.write_table(pa.table({"a": np.zeros(4_000_000, dtype="int64")}), buffer, compression="zstd")
    (box / "out" / "value.parquet").write_bytes(buffer.getvalue())
    got = read_outputs(str(box), Limits(max_value_mb=1))
    # expected: over max_value_mb once decoded, so dropped with a note (today: a 32 MB frame is read)
    assert got.value is None and got.value_kind == "none"
    assert any("over the limit" in note for note in got.notes)


def test_fifos_device_links_a_symlinked_out_and_a_false_figure_count_are_not_followed(tmp_path: Path) -> None:
    box = _box(tmp_path, {"value_kind": "dataframe", "figures": 3, "printed": "p"})
    os.mkfifo(box / "out" / "figure-1.png")  # a reader that waits on it would hang the tool thread forever
    (box / "out" / "figure-2.png").symlink_to("/dev/zero")
    (box / "out" / "value.parquet").symlink_to("/proc/self/environ")  # the kernel's environment: API keys
    got = read_outputs(str(box), Limits())
    assert got.found and got.printed == "p"
    assert got.figures == [] and got.value is None and got.value_kind == "none"
    # a manifest claiming more figures than the cap reads none of them
    box2 = _box(tmp_path / "2", {"figures": 10_000})
    assert read_outputs(str(box2), Limits()).figures == []
    # out/ itself a symlink to a host folder: nothing is read
    box3 = tmp_path / "3" / "box"
    box3.mkdir(parents=True)
    host = tmp_path / "host"
    host.mkdir()
    (host / "manifest.json").write_text('{"printed": "from the host"}')
    (box3 / "out").symlink_to(host)
    assert not read_outputs(str(box3), Limits()).found


def test_the_card_escapes_what_the_call_carries_and_draws_only_checked_pngs() -> None:
    record = CallRecord(
        id="c1", name="run_python", args={}, status="ok", output="x", error=None, duration_s=0.1,
        decision="allow", rule=None, decided_by=None,
        note='<script>alert(1)</script>"\x1b[2J', detail={"isolated": False},
        figures=(b"<svg onload=alert(1)>", b"\x89PNG\r\n\x1a\n<script>"), results=("r",),
    )  # fmt: skip
    page = extras_html(record)
    assert "<script>" not in page and "<svg" not in page and "data:image/png" not in page
    assert "&lt;script&gt;" in page and "not a well-formed PNG" in page
    assert "<script>" not in extras_text(record).replace(record.note or "", "")
