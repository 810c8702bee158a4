"""Start-up cost of run_python's sandbox (issue 38): one call of ``1+1`` sandboxed (bubblewrap), as a plain
subprocess (the fallback) and in-kernel (``exec``, the baseline, measured in the same run); then a 1M-row
DataFrame (3 columns) passed in and a summary brought back; then one agent run with one ``run_python`` call through
the whole pipeline (a real InteractiveShell, the scripted provider), with the tool in the kernel and sandboxed,
and a sandboxed call that draws a matplotlib figure.

    .venv/bin/python bench/bench_sandbox.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import time
from collections.abc import Callable
from unittest import mock

from nbagent.sandbox import _probe, probe, run


def _median(call: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _in_kernel(code: str, namespace: dict[str, object]) -> object:
    *body, last = code.strip().splitlines()
    with contextlib.redirect_stdout(io.StringIO()):  # captured, as the tool captures it
        exec("\n".join(body), namespace)
    return eval(last, namespace)


def _subprocess(code: str, inputs: dict[str, object]) -> object:
    not_here = _probe.Probe(False, "", "benchmark: the subprocess fallback")
    with mock.patch("nbagent.sandbox._executor.probe", return_value=not_here):
        return run(code, inputs, project=None)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    import numpy as np
    import pandas as pd

    print(f"sandbox: {probe()}; median of {repeat}")
    tiny = "x = 1\n1 + 1"
    kernel = _median(lambda: _in_kernel(tiny, {}), repeat)
    sub = _median(lambda: _subprocess(tiny, {}), repeat)
    box = _median(lambda: run(tiny, {}, project=None), repeat) if probe().usable else float("nan")
    print(f"1+1  in-kernel {kernel * 1e6:8.1f} us | subprocess {sub * 1e3:7.1f} ms | sandboxed {box * 1e3:7.1f} ms")
    print(f"     sandboxed / subprocess {box / sub:5.2f}x | sandboxed / in-kernel {box / kernel:,.0f}x")

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"a": rng.integers(0, 100, 1_000_000), "b": rng.random(1_000_000), "c": rng.random(1_000_000)})
    summary = "s = df.groupby('a')['b'].mean()\nprint(len(df))\nfloat(s.sum())"
    kernel_df = _median(lambda: _in_kernel(summary, {"df": df}), repeat)
    sub_df = _median(lambda: _subprocess(summary, {"df": df}), repeat)
    box_df = _median(lambda: run(summary, {"df": df}, project=None), repeat) if probe().usable else float("nan")
    result = run(summary, {"df": df}, project=None)
    assert result.status == "ok" and abs(result.value - _in_kernel(summary, {"df": df})) < 1e-6, result.describe()
    print(f"1M-row DataFrame in, summary out: in-kernel {kernel_df * 1e3:7.1f} ms | subprocess {sub_df * 1e3:7.1f}"
          f" ms | sandboxed {box_df * 1e3:7.1f} ms")  # fmt: skip
    print(f"     sandboxed / in-kernel {box_df / kernel_df:5.1f}x; the DataFrame costs "
          f"{(box_df - box) * 1e3:.0f} ms over an empty sandboxed call")  # fmt: skip
    _through_the_agent(repeat)


def _through_the_agent(repeat: int) -> None:
    import pandas as pd
    from IPython.core.interactiveshell import InteractiveShell

    from nbagent import Agent, ToolCall
    from nbagent.approval import ApprovalResult
    from nbagent.config._configure import defaults
    from nbagent.ipython.tools import notebook_tools
    from nbagent.providers import ScriptedProvider

    shell = InteractiveShell.instance()
    shell.user_ns["sales"] = pd.DataFrame({"region": ["n", "s", "n"], "amount": [1, 2, 3]})

    def agent_run(mode: str, code: str) -> float:
        defaults().sandbox = mode
        tools = notebook_tools(shell)
        call = ToolCall("run_python", {"code": code, "inputs": ["sales"]})

        def once() -> None:
            agent = Agent(ScriptedProvider([call, "done"]), tools=tools, approve=lambda r: ApprovalResult(True))
            record = agent.run("go").call_records[0]
            assert record.status == "ok", record

        return _median(once, repeat)

    frame = "sales.groupby('region').amount.sum()"
    figure = "import matplotlib.pyplot as plt\nplt.plot(sales.amount)\nlen(sales)"
    kernel = agent_run("kernel", frame)
    box = agent_run("preferred", frame) if probe().usable else float("nan")
    plot = agent_run("preferred", figure) if probe().usable else float("nan")
    defaults().sandbox = "preferred"
    print(
        f"one agent run, one run_python call on a DataFrame: in-kernel {kernel * 1e3:7.1f} ms | sandboxed "
        f"{box * 1e3:7.1f} ms ({box / kernel:,.0f}x) | sandboxed with a matplotlib figure {plot * 1e3:7.1f} ms"
    )


if __name__ == "__main__":
    main()
