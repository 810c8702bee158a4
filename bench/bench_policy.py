"""Policy and screening speed: ``python bench/bench_policy.py``.

Prints figures and ratios against baselines measured in the same run:

- ``decide()`` median with a 200-rule policy (target < 20 microseconds), warm (the per-name
  plan is cached, the normal case: an agent has a handful of tools) and cold (plan rebuilt
  on every call), against a bare dict lookup and a bare ``fnmatch`` over 200 globs;
- screening throughput in MB/s on benign text, against ``str.lower()`` over the same text;
- ``--fast-vs-plain``: whether the prefilter of ``nbagent/policy/_fast.py`` pays for itself. At 200 rules, the
  warm ``decide()`` (plan + prefilter) against the plain evaluator (the same cached plan, conditional rules
  tested one by one), and the plain evaluator's time as a share of one tool call's loop overhead
  (``bench/bench_loop.py``, measured in the same run). The rule (issue 14): keep ``_fast`` only if it is at
  least 5x faster AND the plain evaluator would be over 5% of a tool call's loop overhead.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from fnmatch import fnmatchcase
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _timing import per_call_us  # noqa: E402

from nbagent.guards import screen  # noqa: E402
from nbagent.policy import Decision, Policy  # noqa: E402
from nbagent.policy._conditions import resolve_path  # noqa: E402


def policy_200() -> Policy:
    """200 rules: 60 allow, 40 review, 40 deny, 10 auto_approve, 30 deny_when, 20 review_when."""
    allow = [f"tool_a{i}_*" for i in range(40)] + [f"exact_allow_{i}" for i in range(20)]
    review = [f"rev{i}_*" for i in range(30)] + [f"rev_exact_{i}" for i in range(10)]
    deny = [f"bad{i}*" for i in range(30)] + [f"bad_exact_{i}" for i in range(10)]
    auto = [f"rev{i}_auto" for i in range(10)]
    deny_when = [{"tool": f"run{i}_*", "arg": "cmd", "regex": rf"rm\s+-rf\s+/{i}"} for i in range(20)]
    deny_when += [{"tool": "*", "arg": "path", "pattern": f"/etc{i}/*"} for i in range(10)]
    review_when = [{"tool": "*", "arg": "amount", "gt": 1000 + i} for i in range(10)]
    review_when += [{"tool": "send_*", "arg": "to", "in": [f"vip{i}@corp.com"]} for i in range(10)]
    policy = Policy(
        allow=allow,
        review=review,
        deny=deny,
        auto_approve=auto,
        deny_when=deny_when,
        review_when=review_when,
    )
    assert sum(len(layer) for layer in policy.layers) == 200
    return policy


ARGS = {"cmd": "ls -la /home", "path": "/home/x/data.csv", "amount": 12, "to": "bob@corp.com"}
NAMES = ["tool_a7_read", "rev3_send", "rev3_auto", "bad2_x", "send_mail", "unknown_tool", "run5_x"]


def bench_decide() -> None:
    policy = policy_200()
    args, names = ARGS, NAMES
    table = {n: "allow" for n in names}
    globs = [r.tool for layer in policy.layers for rules in layer.rules.values() for r in rules]
    dict_us = per_call_us(lambda: table.get("run5_x"))
    fnmatch_us = per_call_us(lambda: [g for g in globs if fnmatchcase("run5_x", g)], rounds=50)
    print("decide() with a 200-rule policy (median per call)")
    print(f"  baseline dict lookup          {dict_us:8.3f} us")
    print(f"  baseline fnmatch x200 globs   {fnmatch_us:8.3f} us")
    warm = []
    for name in names:
        us = per_call_us(lambda n=name: policy.decide(n, args))  # type: ignore[misc]
        warm.append(us)
        kind = policy.decide(name, args).kind
        print(
            f"  warm {name:14s} -> {kind:6s} {us:8.3f} us  ({us / dict_us:6.0f}x dict, {us / fnmatch_us:5.2f}x fnmatch)"
        )
    med = statistics.median(warm)
    print(f"  warm median over tools        {med:8.3f} us  target < 20 us: {'OK' if med < 20 else 'MISSED'}")

    def cold() -> object:
        policy._cache.clear()
        return policy.decide("run5_x", args)

    cold_us = per_call_us(cold, rounds=20)
    print(f"  cold (plan rebuilt each call) {cold_us:8.3f} us  ({cold_us / fnmatch_us:5.2f}x fnmatch)")


def bench_screening() -> None:
    rows = [json.loads(line) for line in (ROOT / "tests/policy/data/screening.jsonl").read_text().splitlines()]
    docs = [r["text"] for r in rows if r["label"] == "benign"]
    corpus = "\n\n".join(docs)
    big = (corpus * (1_000_000 // len(corpus) + 1))[:1_000_000]
    mb = len(big.encode()) / 1e6
    t = time.perf_counter()
    for _ in range(5):
        big.lower()
    lower_s = (time.perf_counter() - t) / 5
    t = time.perf_counter()
    result = screen(big)
    whole_s = time.perf_counter() - t
    t = time.perf_counter()
    for doc in docs:
        screen(doc)
    docs_s = time.perf_counter() - t
    docs_mb = sum(len(d.encode()) for d in docs) / 1e6
    print("screen() throughput on benign text")
    print(f"  baseline str.lower()          {mb / lower_s:8.1f} MB/s")
    print(
        f"  one {mb:.1f} MB text              {mb / whole_s:8.2f} MB/s  ({whole_s * 1000:.0f} ms, score {result.score})"
    )
    per_doc_us = docs_s / len(docs) * 1e6
    print(f"  {len(docs)} documents one by one    {docs_mb / docs_s:8.2f} MB/s  ({per_doc_us:.0f} us per document)")


def plain_decide(policy: Policy, name: str, args: dict[str, object]) -> Decision:
    """The plain evaluator: the same cached per-name plan, every conditional rule tested one by one, no prefilter."""
    policy.decide(name, args)  # builds and caches the plan
    plan = policy._cache[(name, False)]
    resolved: dict[object, object] = {}
    for step in plan:
        if isinstance(step, Decision):
            return step
        for i, (path, match, _, _) in enumerate(step.checks):
            if path not in resolved:
                resolved[path] = resolve_path(args, path)
            if match(resolved[path]):
                return step.decision(i)
    raise AssertionError("a plan ends with a decision")


def bench_fast_vs_plain(calls: int, repeats: int) -> None:
    import bench_loop

    policy = policy_200()
    print("the prefilter (_fast.py) against the plain evaluator, 200 rules, warm (median per call)")
    fast, plain = [], []
    for name in NAMES:
        assert plain_decide(policy, name, ARGS) == policy.decide(name, ARGS)
        f = per_call_us(lambda n=name: policy.decide(n, ARGS))  # type: ignore[misc]
        p = per_call_us(lambda n=name: plain_decide(policy, n, ARGS))  # type: ignore[misc]
        fast.append(f)
        plain.append(p)
        print(f"  {name:14s} fast {f:8.3f} us  plain {p:8.3f} us  ({p / f:5.2f}x)")
    f_med, p_med, p_max = statistics.median(fast), statistics.median(plain), max(plain)
    bench_loop.through_loop(50, thread=True, stream=True)  # warm up
    overhead = []
    for _ in range(repeats):
        base = bench_loop.direct(calls)
        overhead.append((bench_loop.through_loop(calls, thread=True, stream=True) - base) / calls * 1e6)
    loop_us = statistics.median(overhead)
    speedup, share, worst = p_med / f_med, p_med / loop_us, p_max / loop_us
    print(f"  median over tools: fast {f_med:.3f} us, plain {p_med:.3f} us -> fast is {speedup:.2f}x faster")
    print(f"  loop overhead per tool call (bench_loop default path, {calls} calls x {repeats}): {loop_us:.1f} us")
    print(f"  plain evaluator as a share of it: median {share:.1%}, slowest tool {worst:.1%}")
    keep = speedup >= 5 and share > 0.05
    print(f"  rule: keep _fast if >= 5x faster AND plain > 5% of the overhead -> {'KEEP' if keep else 'DELETE'} _fast")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fast-vs-plain", action="store_true", help="only the _fast.py measurement")
    parser.add_argument("--calls", type=int, default=1000, help="tool calls per loop run (--fast-vs-plain)")
    parser.add_argument("--repeats", type=int, default=7, help="loop runs (--fast-vs-plain)")
    opts = parser.parse_args()
    if opts.fast_vs_plain:
        bench_fast_vs_plain(opts.calls, opts.repeats)
    else:
        bench_decide()
        bench_screening()
