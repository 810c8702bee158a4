"""Streaming a 2,000-token answer into a cell: redraw count and CPU time.

The answer is streamed by a ScriptedProvider (one delta per token) through
the real Transcript and IPython's display machinery (an InteractiveShell with
a capturing display publisher, i.e. the same objects ipykernel serialises).
Throttled (<= 10 redraws/s, the default) against redrawing on every delta,
measured in the same run. Deltas are paced at ``--rate`` tokens/s like a
real model (default 80/s, so the stream lasts ~25 s; use --rate 0 for no pacing).

    python bench/bench_stream.py [--tokens 2000] [--rate 80]
"""

from __future__ import annotations

import argparse
import asyncio
import time

from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from nbagent import Agent
from nbagent.messages import AssistantMessage
from nbagent.providers import ModelResponse
from nbagent.providers.scripted import ScriptedProvider


class PacedProvider(ScriptedProvider):
    """Streams its text one token at a time at a fixed rate."""

    def __init__(self, text: str, rate: float) -> None:
        super().__init__([text])
        self.rate = rate

    async def stream(self, request):  # type: ignore[override]
        response: ModelResponse = await self.request(request)
        for token in response.message.text.split(" "):
            if self.rate:
                await asyncio.sleep(1 / self.rate)
            yield token + " "
        yield ModelResponse(AssistantMessage(response.message.text + " "), response.usage, response.model)


def run(tokens: int, rate: float, min_interval: float) -> tuple[int, float, float, int]:
    from nbagent.ipython.display import Transcript

    InteractiveShell.instance()
    text = " ".join(f"tok{i}" for i in range(tokens))
    transcript = Transcript(min_interval=min_interval)
    agent = Agent(PacedProvider(text, rate), on_event=transcript)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    with capture_output() as captured:
        agent.run("stream")
    return transcript.redraws, time.process_time() - cpu0, time.perf_counter() - wall0, len(captured.outputs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--rate", type=float, default=80.0)
    args = parser.parse_args()
    rows = [("throttled (10/s)", 0.1), ("every delta (baseline)", 0.0)]
    results = {label: run(args.tokens, args.rate, interval) for label, interval in rows}
    for label, (redraws, cpu, wall, outputs) in results.items():
        print(
            f"{label:24s} redraws {redraws:5d}  ({redraws / wall:5.1f}/s)  CPU {cpu * 1e3:8.1f} ms  "
            f"wall {wall:6.2f} s  outputs {outputs}"
        )
    t, b = results["throttled (10/s)"], results["every delta (baseline)"]
    print(
        f"throttling: {b[0] / max(t[0], 1):.0f}x fewer redraws, CPU {t[1] / b[1]:.2f}x of the baseline "
        f"for {args.tokens} tokens at {args.rate:g} tokens/s"
    )


if __name__ == "__main__":
    main()
