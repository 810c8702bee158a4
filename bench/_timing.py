"""Timing helper shared by the benchmarks (run as ``python bench/NAME.py``)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def per_call_us(fn: Callable[[], object], rounds: int = 200, batch: int = 200) -> float:
    """Median over ``rounds`` batches of the mean time per call of ``fn``, in microseconds."""
    samples = []
    for _ in range(rounds):
        t = time.perf_counter_ns()
        for _ in range(batch):
            fn()
        samples.append((time.perf_counter_ns() - t) / batch / 1000)
    return statistics.median(samples)
