"""What a sandboxed run gives back, and reading it: everything the sandbox wrote is untrusted data.

The files are opened by fixed names under the scratch folder's ``out/`` (never a path read from the manifest),
without following symbolic links, as regular files only, with their sizes capped; JSON is parsed defensively and
checked for its shape; a DataFrame is read from Parquet with pyarrow only (its uncompressed size checked first);
a figure is kept only if it is a PNG (signature, IHDR, IEND). Nothing is unpickled.
"""

from __future__ import annotations

import json
import os
import stat
import struct
import zlib
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from ._runner import json_value

__all__ = ["Limits", "SandboxResult", "png_size", "read_outputs"]

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_IEND = b"\x00\x00\x00\x00IEND\xaeB`\x82"
_MAX_SIDE = 20_000
_MAX_PIXELS = 25_000_000  # a 5 MB PNG may declare 20000x20000: 1.6 GB for the browser to decode


@dataclass(frozen=True)
class Limits:
    """Resource limits of one run (each process the code starts inherits them)."""

    memory_mb: int = 1024  # RLIMIT_AS: address space of each process
    cpu_s: int = 60  # RLIMIT_CPU: CPU seconds of each process (the wall-clock timeout is run()'s timeout_s)
    max_procs: int = 64  # RLIMIT_NPROC: processes and threads of the sandbox's uid
    file_mb: int = 256  # RLIMIT_FSIZE: the largest file the code may write
    max_output_chars: int = 10_000  # printed text, a value's text and the error, each clipped to this
    max_figures: int = 10
    max_figure_mb: float = 5.0
    max_value_mb: int = 512  # a returned DataFrame, uncompressed (Parquet metadata), before it is read


Executor = Literal["sandboxed", "subprocess"]
Status = Literal["ok", "error", "timed-out", "killed"]
ValueKind = Literal["dataframe", "json", "text", "none"]


@dataclass(frozen=True)
class SandboxResult:
    """One run: how it ran (``executor``, ``isolated`` and why not), how it ended, and what came back."""

    executor: Executor
    isolated: bool
    why_not_isolated: str
    limits: dict[str, Any]
    status: Status
    exit_code: int | None
    printed: str = ""
    error: str = ""
    value: Any = None
    value_kind: ValueKind = "none"
    figures: tuple[bytes, ...] = ()
    inputs: tuple[tuple[str, str, int | None], ...] = ()
    duration_s: float = 0.0
    killed_by: str = ""  # the signal and the limit it means, when known

    def describe(self) -> str:
        """The text the model sees: printed output, the value shown compactly, the figures, the error."""
        limit = int(self.limits.get("max_output_chars", 10_000))
        lines: list[str] = []
        if not self.isolated:
            lines.append(f"not isolated: {self.why_not_isolated} (ran as a plain subprocess with resource limits)")
        if self.status == "timed-out":
            lines.append(f"timed out after {self.limits.get('timeout_s')} s: the process tree was killed")
        elif self.status == "killed":
            lines.append(f"killed: {self.killed_by or 'by a signal'}")
        if self.printed:
            lines += ["printed:", self.printed.rstrip("\n")]
        lines += _describe_value(self.value, self.value_kind, limit)
        for i, png in enumerate(self.figures, start=1):
            width, height = png_size(png) or (0, 0)
            lines.append(f"figure {i}: PNG {width}x{height}")
        if self.error:
            lines += ["error:", self.error.rstrip("\n")]
        if not lines:
            lines.append("(no output)")
        return "\n".join(lines)


def _describe_value(value: Any, kind: ValueKind, limit: int) -> list[str]:
    if kind == "dataframe":
        rows, columns = value.shape
        head = value.head(20).to_string(max_cols=20, max_colwidth=40)
        more = f"\n… {rows - 20} more rows" if rows > 20 else ""
        return [f"value: DataFrame {rows} rows x {columns} columns", _clip(head, limit) + more]
    if kind == "json":
        return ["value: " + _clip(json.dumps(value, ensure_ascii=False), limit)]
    if kind == "text":
        return ["value (its repr): " + _clip(str(value), limit)]
    return []


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + f"… [{len(text) - limit} more characters]"


def png_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) of a well-formed PNG (signature, a valid IHDR first, IEND last), else None."""
    if len(data) < 8 + 25 + 12 or not data.startswith(PNG_SIGNATURE) or not data.endswith(_IEND):
        return None
    length, kind = struct.unpack(">I4s", data[8:16])
    if length != 13 or kind != b"IHDR":
        return None
    (crc,) = struct.unpack(">I", data[29:33])
    if zlib.crc32(data[12:29]) != crc:
        return None
    width, height = struct.unpack(">II", data[16:24])
    if not (0 < width <= _MAX_SIDE and 0 < height <= _MAX_SIDE) or width * height > _MAX_PIXELS:
        return None
    return width, height


def _read(dir_fd: int, name: str, cap: int) -> bytes | None:
    """A regular file's bytes (no symlink followed, no FIFO waited on); None when absent, too big or odd."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > cap:
            return None
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return None if size > cap else b"".join(chunks)
    finally:
        os.close(fd)


@dataclass
class Outputs:
    """What the runner wrote, read back and checked."""

    found: bool = False  # out/manifest.json was there and well-formed
    printed: str = ""
    error: str = ""
    value: Any = None
    value_kind: ValueKind = "none"
    figures: list[bytes] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    applied: dict[str, int] = field(default_factory=dict)


def read_outputs(box: str, limits: Limits) -> Outputs:
    """Read ``box/out/`` (the scratch folder's outputs) as untrusted data."""
    got = Outputs()
    try:
        box_fd = os.open(box, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return got
    try:
        try:
            out_fd = os.open("out", os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=box_fd)
        except OSError:
            return got
        try:
            _read_manifest(out_fd, limits, got)
            if got.found:
                _read_value(out_fd, limits, got)
                _read_figures(out_fd, limits, got)
        finally:
            os.close(out_fd)
    finally:
        os.close(box_fd)
    return got


def _text(value: object, limit: int) -> str:
    return _clip(value, limit) if isinstance(value, str) else ""


def _read_manifest(out_fd: int, limits: Limits, got: Outputs) -> None:
    raw = _read(out_fd, "manifest.json", 16 * 1024 * 1024 + 8 * limits.max_output_chars)
    if raw is None:
        return
    try:
        manifest = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        got.notes.append("the sandbox's manifest was not valid JSON: its outputs were dropped")
        return
    if not isinstance(manifest, dict):
        return
    got.found = True
    limit = limits.max_output_chars
    got.printed = _text(manifest.get("printed"), limit)
    dropped = manifest.get("printed_dropped")
    if isinstance(dropped, int) and dropped > 0:
        got.printed += f"\n… [{dropped} more characters printed]"
    got.error = _text(manifest.get("error"), limit)
    applied = manifest.get("limits_applied")
    if isinstance(applied, dict):
        got.applied = {str(k): v for k, v in applied.items() if isinstance(v, int)}
    kind = manifest.get("value_kind")
    if kind == "json":
        value = manifest.get("value")
        if json_value(value):
            got.value, got.value_kind = value, "json"
        else:
            got.notes.append("the returned value was not a plain JSON value: dropped")
    elif kind == "text":
        got.value, got.value_kind = _text(manifest.get("value"), limit), "text"
    elif kind == "dataframe":
        got.value_kind = "dataframe"  # read by _read_value, or reset there
    figures = manifest.get("figures")
    got.figures = [b""] * (figures if isinstance(figures, int) and 0 < figures <= limits.max_figures else 0)
    extra = manifest.get("figures_dropped")
    if isinstance(extra, int) and extra > 0:
        got.notes.append(f"{extra} more figures were open: only the first {limits.max_figures} are kept")


def _read_value(out_fd: int, limits: Limits, got: Outputs) -> None:
    if got.value_kind != "dataframe":
        return
    got.value_kind = "none"
    raw = _read(out_fd, "value.parquet", limits.file_mb * 1024 * 1024)
    if raw is None:
        got.notes.append("the returned DataFrame could not be read back (missing or too large): dropped")
        return
    try:
        table = _decoded_table(raw, limits, got)
        if table is not None:
            got.value = table.to_pandas()
            got.value_kind = "dataframe"
    except Exception as e:  # a malformed file from the sandbox: said, not raised
        got.notes.append(f"the returned DataFrame could not be read back: {type(e).__name__}: {_clip(str(e), 200)}")


def _decoded_table(raw: bytes, limits: Limits, got: Outputs) -> Any:
    """The table in ``parquet``, if it fits ``max_value_mb`` once decoded (None otherwise, with a note).

    The file's own sizes are the attacker's: Parquet's run-length and dictionary encodings make 4 million zeros
    20 KB on disk, and one long string repeated a million times as small. So the columns are decoded batch by
    batch, strings kept as dictionaries while they are counted (each value's length, as many times as it is
    used), and the reading stops at half the limit (``to_pandas`` may copy); nested columns are not read.
    """
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    cap = limits.max_value_mb * 1024 * 1024
    parquet = pq.ParquetFile(pa.BufferReader(raw))
    schema = parquet.schema_arrow
    meta = parquet.metadata
    if meta.num_rows * max(1, meta.num_columns) > cap // 8:
        got.notes.append(f"the returned DataFrame has {meta.num_rows:,} rows x {meta.num_columns} columns: over the "
                         "limit, dropped")  # fmt: skip
        return None
    for f in schema:
        if isinstance(f.type, pa.ExtensionType) or pa.types.is_nested(f.type) or pa.types.is_dictionary(f.type):
            got.notes.append(f"the returned DataFrame's column {f.name!r} is {f.type}: only flat columns come back")
            return None
    texts = [f.name for f in schema if pa.types.is_string(f.type) or pa.types.is_binary(f.type)
             or pa.types.is_large_string(f.type) or pa.types.is_large_binary(f.type)]  # fmt: skip
    parquet = pq.ParquetFile(pa.BufferReader(raw), read_dictionary=texts)
    total, batches = 0, []
    for batch in parquet.iter_batches(batch_size=4096, use_pandas_metadata=True):
        for column in batch.columns:
            if pa.types.is_dictionary(column.type):
                lengths = pc.take(pc.binary_length(column.dictionary), column.indices)
                total += int(pc.sum(lengths).as_py() or 0) + 8 * len(column)
            else:
                total += column.nbytes
        if total > cap // 2:
            got.notes.append(f"the returned DataFrame is over {cap // 2**21} MB once decoded: over the limit, dropped")
            return None
        batches.append(batch)
    table = pa.Table.from_batches(batches, schema=batches[0].schema) if batches else schema.empty_table()
    return table.cast(schema) if texts else table


def _read_figures(out_fd: int, limits: Limits, got: Outputs) -> None:
    count, kept = len(got.figures), []
    cap = int(limits.max_figure_mb * 1024 * 1024)
    for i in range(1, count + 1):
        raw = _read(out_fd, f"figure-{i}.png", cap)
        if raw is None:
            got.notes.append(f"figure {i} was dropped: missing or larger than {limits.max_figure_mb} MB")
        elif png_size(raw) is None:
            got.notes.append(f"figure {i} was dropped: not a well-formed PNG")
        else:
            kept.append(raw)
    got.figures = kept


def limits_dict(limits: Limits, timeout_s: float, **more: Any) -> dict[str, Any]:
    return {**asdict(limits), "timeout_s": timeout_s, **more}
