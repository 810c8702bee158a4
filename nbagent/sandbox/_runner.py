"""The program that runs INSIDE the sandbox (``python -I -S runner.py``, in the scratch folder).

Standalone: it imports no nbagent module, only the standard library and, when the code or its inputs need them,
pandas, pyarrow and matplotlib from the virtualenv's site-packages (given in the manifest: ``-S`` reads no ``.pth``).

1. set its own resource limits first (before any import of pandas and before the code runs: every process the
   code starts inherits them, and an unprivileged process cannot raise them again);
2. read ``inputs/manifest.json``: each input's name and kind, DataFrames from Parquet, plain values from JSON;
3. run the code in a fresh namespace holding the inputs, the final expression's value being the result (as in a
   cell), printed output captured (bounded);
4. write ``out/manifest.json`` (printed text, the value as JSON or its repr, the error), ``out/value.parquet``
   for a DataFrame, ``out/figure-N.png`` for every open matplotlib figure (Agg). Nothing is ever pickled.
"""

from __future__ import annotations

import ast
import io
import json
import linecache
import math
import os
import resource
import sys
import traceback
from typing import Any

FILENAME = "<run_python>"
_LIMITS = {"as": "RLIMIT_AS", "cpu": "RLIMIT_CPU", "nproc": "RLIMIT_NPROC", "fsize": "RLIMIT_FSIZE"}


def set_limits(limits: dict[str, Any]) -> dict[str, int]:
    """Lower soft and hard limits; what could be set is returned (a platform may lack one: it is left out)."""
    applied = {}
    for key, name in _LIMITS.items():
        value = limits.get(key)
        which = getattr(resource, name, None)
        if not isinstance(value, int) or which is None:
            continue
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            continue
        applied[key] = value
    return applied


class Bounded(io.TextIOBase):
    """A text sink keeping the first ``limit`` characters and counting the rest."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.parts: list[str] = []
        self.kept = 0
        self.dropped = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        text = str(text)
        room = self.limit - self.kept
        if room > 0:
            self.parts.append(text[:room])
            self.kept += min(room, len(text))
        self.dropped += max(0, len(text) - max(room, 0))
        return len(text)

    def text(self) -> str:
        return "".join(self.parts)


def json_value(value: object, depth: int = 0) -> bool:
    """A JSON value of the shapes nbagent passes: str, int, float, bool, None, and lists/dicts (str keys) of them.
    The executor checks inputs and reads results with this same function (the runner imports nothing of nbagent,
    so the parent imports it from here)."""
    if depth > 50:
        return False
    if value is None or isinstance(value, (str, bool, int)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (list, tuple)):
        return all(json_value(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and json_value(v, depth + 1) for k, v in value.items())
    return False


def read_inputs(manifest: dict[str, Any]) -> dict[str, object]:
    namespace: dict[str, object] = {}
    for item in manifest.get("inputs", []):
        name, kind, file = item["name"], item["kind"], os.path.join("inputs", item["file"])
        if kind == "json":
            with open(file, encoding="utf-8") as f:
                namespace[name] = json.load(f)
            continue
        import pyarrow.parquet as pq

        table = pq.read_table(file)
        if kind == "arrow":
            namespace[name] = table
        elif kind == "series":
            frame = table.to_pandas()
            series = frame.iloc[:, 0]
            series.name = item.get("series_name")
            namespace[name] = series
        else:
            namespace[name] = table.to_pandas()
    return namespace


def run_code(code: str, namespace: dict[str, object]) -> object:
    """Exec the code; the value of a final expression is returned (None otherwise)."""
    tree = ast.parse(code, FILENAME, "exec")
    linecache.cache[FILENAME] = (len(code), None, code.splitlines(keepends=True), FILENAME)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body[-1].value)
        tree.body.pop()
    exec(compile(tree, FILENAME, "exec"), namespace)
    if last is not None:
        return eval(compile(last, FILENAME, "eval"), namespace)
    return None


def error_text(error: BaseException) -> str:
    """The traceback from the code's own frames on (the runner's frames left out)."""
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != FILENAME:
        tb = tb.tb_next
    lines = traceback.format_exception(type(error), error, tb)
    return "".join(lines).strip()


def write_value(value: object, out: dict[str, Any], max_chars: int) -> None:
    pandas = sys.modules.get("pandas")
    pyarrow = sys.modules.get("pyarrow")
    table = None
    if pandas is not None and isinstance(value, pandas.Series):
        value = value.to_frame()
    if pandas is not None and isinstance(value, pandas.DataFrame):
        import pyarrow as pa

        frame = value.copy(deep=False)
        frame.columns = [str(c) for c in frame.columns]
        table = pa.Table.from_pandas(frame)
    elif pyarrow is not None and isinstance(value, pyarrow.Table):
        table = value
    if table is not None:
        import pyarrow.parquet as pq

        pq.write_table(table, os.path.join("out", "value.parquet"))
        out["value_kind"] = "dataframe"
        return
    item = getattr(value, "item", None)  # a numpy scalar: its Python value
    if item is not None and type(value).__module__ == "numpy" and getattr(value, "shape", None) == ():
        value = item()
    if value is None:
        out["value_kind"] = "none"
    elif json_value(value):
        out["value_kind"], out["value"] = "json", value
    else:
        text = repr(value)
        out["value_kind"], out["value"] = "text", text[:max_chars]


def write_figures(manifest: dict[str, Any], out: dict[str, Any]) -> None:
    plt = sys.modules.get("matplotlib.pyplot")
    if plt is None:
        return
    numbers = list(plt.get_fignums())
    limit = int(manifest.get("max_figures", 10))
    for i, number in enumerate(numbers[:limit], start=1):
        plt.figure(number).savefig(os.path.join("out", f"figure-{i}.png"), format="png")
    out["figures"] = min(len(numbers), limit)
    if len(numbers) > limit:
        out["figures_dropped"] = len(numbers) - limit


def main() -> int:
    with open(os.path.join("inputs", "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    out: dict[str, Any] = {"value_kind": "none", "error": "", "figures": 0}
    out["limits_applied"] = set_limits(manifest.get("limits", {}))
    sys.path.extend(manifest.get("site", []))
    os.makedirs("out", exist_ok=True)
    max_chars = int(manifest.get("max_output_chars", 10_000))
    printed = Bounded(max_chars)
    real_out, real_err = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = printed
    try:
        with open(os.path.join("inputs", "code.py"), encoding="utf-8") as f:
            code = f.read()
        namespace = {"__name__": "__main__", "__builtins__": __builtins__}
        namespace.update(read_inputs(manifest))
        value = run_code(code, namespace)
        write_value(value, out, max_chars)
    except BaseException as e:  # the code's error, whatever it is, goes into the manifest
        out["error"] = error_text(e)[:max_chars]
    try:
        write_figures(manifest, out)
    except Exception as e:
        out["error"] = (out["error"] + "\n" if out["error"] else "") + f"the figures could not be saved: {e!r}"
    finally:
        sys.stdout, sys.stderr = real_out, real_err
    out["printed"] = printed.text()
    out["printed_dropped"] = printed.dropped
    with open(os.path.join("out", "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
