"""The harness works: cells run, widget clicks reach the kernel, awaiting cells resume on a click.

The last three tests check the facts the approval flow rests on (DESIGN.md, "approvals while
a cell runs"); run with ``-s`` to see the measured latencies.
"""

from __future__ import annotations

import re

from lab import Lab
from playwright.sync_api import Locator

_AWAIT_CLICK = """\
import asyncio, time
import ipywidgets as widgets

loop = asyncio.get_running_loop()
decision = loop.create_future()
clicks = []

def resolve(value):
    if not decision.done():
        decision.set_result(value)

def on_click(button):
    clicks.append(time.time())
    loop.call_soon_threadsafe(resolve, "approved")  # comm handlers may run off the loop thread

button = widgets.Button(description="Approve")
button.on_click(on_click)
display(button)
while not decision.done():
    await asyncio.wait({decision}, timeout=0.25)  # slices, so Stop lands
resumed = time.time()
print(f"clicked_at={clicks[0] * 1000:.3f} resumed_at={resumed * 1000:.3f}")
"""

_ANYWIDGET_ACK = '''\
import asyncio, time
import anywidget

class Probe(anywidget.AnyWidget):
    _esm = """
    export default {
      render({ model, el }) {
        el.textContent = "probe rendered";
        model.send({ event: "rendered" });
      }
    };
    """

loop = asyncio.get_running_loop()
ack = loop.create_future()

def acknowledge(stamp):
    if not ack.done():
        ack.set_result(stamp)

def on_msg(widget, content, buffers):
    if content.get("event") == "rendered":
        loop.call_soon_threadsafe(acknowledge, time.perf_counter())

probe = Probe()
probe.on_msg(on_msg)
shown = time.perf_counter()
display(probe)
done, _ = await asyncio.wait({ack}, timeout=10)
acked = ack.result() if done else time.perf_counter()
print(f"ack={'yes' if done else 'no'} elapsed_ms={(acked - shown) * 1000:.1f}")
'''


# Wall-clock stamps (ms since the epoch, same clock as the kernel's time.time()) of the
# first click inside `target` and of the moment the cell's prompt stops showing [*]:.
_STAMP_CLICK_AND_DONE = """([cell, target]) => {
  const now = () => performance.timeOrigin + performance.now();
  window.__stamps = {};
  target.addEventListener('click', () => { window.__stamps.click ??= now(); }, {capture: true});
  const prompt = cell.querySelector('.jp-InputPrompt');
  new MutationObserver(() => {
    if (prompt.textContent.trim() !== '[*]:') window.__stamps.done ??= now();
  }).observe(prompt, {childList: true, subtree: true, characterData: true});
}"""


def _stamp_click_and_done(lab: Lab, index: int, target: Locator) -> None:
    lab.page.evaluate(_STAMP_CLICK_AND_DONE, [lab.cell(index).element_handle(), target.element_handle()])


def test_expression_shows_result(lab: Lab) -> None:
    lab.write_notebook("smoke_result.ipynb", ["1+1"])
    lab.open("smoke_result.ipynb")
    lab.run_cell(0)

    assert lab.wait_cell_done(0) == 1
    assert lab.cell_output_text(0) == "2"
    lab.save()
    assert lab.read_notebook().cells[0].outputs[0]["data"]["text/plain"] == "2"
    lab.screenshot("smoke_result")


def test_button_click_reaches_kernel(lab: Lab) -> None:
    lab.write_notebook(
        "smoke_button.ipynb",
        [
            "import ipywidgets as widgets\n"
            "seen = []\n"
            "button = widgets.Button(description='Add')\n"
            "button.on_click(lambda b: seen.append(len(seen) + 1))\n"
            "button",
            "print(seen)",
        ],
    )
    lab.open("smoke_button.ipynb")
    lab.run_cell(0)
    lab.wait_cell_done(0)

    lab.click_button_in_cell(0, "Add")
    lab.click_button_in_cell(0, "Add")
    lab.run_cell(1)
    lab.wait_cell_done(1)

    assert lab.cell_output_text(1) == "[1, 2]"
    lab.screenshot("smoke_button")


def test_awaiting_cell_resumes_on_click(lab: Lab) -> None:
    lab.write_notebook("smoke_await.ipynb", [_AWAIT_CLICK, "print(decision.result(), len(clicks))"])
    lab.open("smoke_await.ipynb")
    lab.run_all()
    lab.button_in_cell(0, "Approve").wait_for()
    lab.page.wait_for_timeout(1000)

    # Busy until the click: Run All keeps the next cell queued behind it.
    assert lab.is_cell_running(0)
    assert lab.is_cell_running(1)
    assert lab.kernel_status() == "busy"
    lab.screenshot("smoke_await_waiting")

    _stamp_click_and_done(lab, 0, lab.cell(0))
    lab.click_button_in_cell(0, "Approve")
    lab.wait_cell_done(0, timeout=10)
    lab.wait_cell_done(1, timeout=10)

    assert lab.cell_output_text(1) == "approved 1"
    stamps = lab.cell(0).evaluate("() => window.__stamps")
    kernel = re.search(r"clicked_at=([\d.]+) resumed_at=([\d.]+)", lab.cell_output_text(0))
    assert kernel is not None
    handler, resumed = float(kernel[1]), float(kernel[2])
    print(
        f"\nclick -> on_click {handler - stamps['click']:.1f} ms, on_click -> resume "
        f"{resumed - handler:.1f} ms, click -> [n] shown {stamps['done'] - stamps['click']:.1f} ms"
    )
    lab.screenshot("smoke_await_done")


def test_anywidget_render_is_acknowledged(lab: Lab) -> None:
    lab.write_notebook("smoke_anywidget.ipynb", [_ANYWIDGET_ACK])
    lab.open("smoke_anywidget.ipynb")
    lab.run_cell(0)
    lab.wait_cell_done(0, timeout=20)

    output = lab.cell_output_text(0)
    assert "probe rendered" in output
    assert "ack=yes" in output, output
    elapsed = re.search(r"elapsed_ms=([\d.]+)", output)
    assert elapsed is not None
    print(f"\nanywidget 'rendered' ack after {float(elapsed[1]):.1f} ms")
    lab.screenshot("smoke_anywidget")


def test_stop_interrupts_awaiting_cell(lab: Lab) -> None:
    lab.write_notebook(
        "smoke_stop.ipynb",
        [
            "import asyncio, ipywidgets as widgets\n"
            "display(widgets.Button(description='Never clicked'))\n"
            "never = asyncio.get_running_loop().create_future()\n"
            "while not never.done():\n"
            "    await asyncio.wait({never}, timeout=0.25)",
            "print('ran after stop')",
        ],
    )
    lab.open("smoke_stop.ipynb")
    lab.run_all()
    lab.button_in_cell(0, "Never clicked").wait_for()
    assert lab.is_cell_running(0)

    _stamp_click_and_done(lab, 0, lab.panel.locator(".jp-NotebookPanel-toolbar"))
    lab.interrupt()
    lab.wait_cell_done(0, timeout=5)
    lab.wait_cell_done(1, timeout=5)

    # ipykernel 7.4 turns SIGINT during an awaiting cell into a cancel of the cell's task.
    assert "CancelledError" in lab.cell_output_text(0)
    # The kernel aborts what Run All queued behind the interrupted cell.
    assert lab.cell_prompt(1) == "[ ]:"
    assert lab.cell_output_text(1) == ""
    stamps = lab.page.evaluate("() => window.__stamps")
    print(f"\nStop -> [n] shown {stamps['done'] - stamps['click']:.0f} ms")
    lab.screenshot("smoke_stop")
