"""Speed for ``decide``: skip whole blocks of conditional rules with one test.

A plan (the checks for one tool name) is a sequence of blocks of conditional
rules and ends with an unconditional decision. Each block has a prefilter that
answers "could any rule of this block match?" with one combined regular
expression per argument and one threshold test per comparison kind. The
prefilter may say yes wrongly (then the rules are tested one by one, in order,
as before) but never says no when a rule would match: it is checked against
the one-by-one evaluation in the tests.

Why it stays (issue 14 weighed it; re-measure with ``python bench/bench_policy.py --fast-vs-plain``):
at 200 rules, warm, the plain evaluator (the same plan, rules one by one) took a median of 72-73 us per
decision against 5.5-5.6 us with the prefilter (13x), which is 12-23% of one tool call's loop overhead
(307-630 us, bench_loop in the same run, two runs on a loaded 2-core machine; up to 58% for a tool many
``*`` argument rules apply to). The rule: keep it only if it is at least 5x faster AND the plain
evaluator would be over 5% of that overhead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, TypeVar

from ..boundary._linear import LinearPattern
from ._conditions import MISSING, TEXT_OPS, WRONG_SHAPE, Condition, any_leaf, resolve_path
from ._decision import Decision
from ._rules import Rule
from ._values import TOO_DEEP, Key, Where, as_number, as_text, keys, leaves, text_forms

__all__ = ["Block", "Memo", "run_plan"]

Path = Where
_UNSET: Final = object()
K = TypeVar("K")
V = TypeVar("V")


class _AnyOf:
    """May any of these conditions (all on one argument path) match a value?

    Walks the value like :meth:`Condition.test` does (lists at any depth; mappings for text
    tests, a mapping is "not a number" for comparisons) and asks each leaf one combined RE2
    regex (all ``pattern`` / ``regex`` / path-glob rules) over every spelling the rules look at,
    one set lookup (``equals`` / ``in``) and one threshold test per comparison kind.
    """

    __slots__ = ("_exact", "_folded", "_ge", "_gt", "_into", "_le", "_lt", "_numeric", "_others", "_regex")

    def __init__(self, conditions: Sequence[Condition]) -> None:
        parts: list[str] = []
        self._others: list[Condition] = []  # asked leaf by leaf (their matchers are made per value)
        self._gt = self._ge = float("inf")
        self._lt = self._le = float("-inf")
        self._numeric = False
        self._into = False  # some text test: mappings are searched, not "not a number"
        self._exact: set[Key] = set()  # equals / in keys, case-sensitive
        self._folded: set[Key] = set()  # ... and case-insensitive
        for c in conditions:
            self._into = self._into or c.op in TEXT_OPS
            if c.op in ("pattern", "regex"):
                assert c._regex is not None  # built with the condition
                flags = ("" if c.case_sensitive else "i") + ("s" if c.op == "pattern" else "")
                body = rf"\A(?:{c._regex.pattern})\z" if c.op == "pattern" else c._regex.pattern
                parts.append(f"(?{flags}:{body})" if flags else f"(?:{body})")
            elif c.op in ("gt", "ge", "lt", "le"):
                self._numeric = True
                if c.op == "gt":
                    self._gt = min(self._gt, c._limit)
                elif c.op == "ge":
                    self._ge = min(self._ge, c._limit)
                elif c.op == "lt":
                    self._lt = max(self._lt, c._limit)
                else:
                    self._le = max(self._le, c._limit)
            elif c.op in ("equals", "in"):
                (self._exact if c.case_sensitive else self._folded).update(c._keys)
            else:
                self._others.append(c)
        self._regex: LinearPattern | None = None
        if parts:
            try:
                self._regex = LinearPattern("|".join(parts))
            except ValueError:  # too large for one RE2 program: each rule on its own
                self._others += [c for c in conditions if c.op in ("pattern", "regex")]

    def __call__(self, value: object) -> bool:
        if value is MISSING:
            return False
        if value is WRONG_SHAPE:
            return True
        others = [c.one_matcher() for c in self._others]
        if isinstance(value, (str, int, float)):  # the common case: one scalar, nothing to walk
            return self._leaf(value, others)
        if self._numeric and self._into and any(isinstance(leaf, Mapping) for _, leaf in leaves(value, False)):
            return True  # a comparison calls a mapping "not a number"; the text tests below look inside it
        return any_leaf(lambda leaf: self._leaf(leaf, others), leaves(value, self._into))

    def _leaf(self, leaf: object, others: list[Callable[[object], bool]]) -> bool:
        if leaf is TOO_DEEP or (not isinstance(leaf, (str, int, float)) and isinstance(leaf, Mapping)):
            return True  # too deep, or a mapping (only reached for comparisons): not a number
        if self._regex is not None:
            search = self._regex.search
            if any(search(form) for form in text_forms(as_text(leaf), True)):
                return True
        if (self._exact and not self._exact.isdisjoint(keys(leaf, False))) or (
            self._folded and not self._folded.isdisjoint(keys(leaf, True))
        ):
            return True
        if self._numeric:
            n = as_number(leaf)
            if n is None or n > self._gt or n >= self._ge or n < self._lt or n <= self._le:
                return True
        return any(m(leaf) for m in others)


Filters = tuple[tuple[Path, _AnyOf], ...]
"""A block's prefilter: one :class:`_AnyOf` per argument path its rules look at."""


class Memo:
    """Compiled parts shared between the plans of one policy (which keeps the rules alive, so ids stay valid)."""

    __slots__ = ("filters", "matchers")

    def __init__(self) -> None:
        self.matchers: dict[int, Callable[[object], bool]] = {}  # by id(rule)
        self.filters: dict[tuple[int, ...], Filters] = {}  # by the ids of a block's rules


class Block:
    """Consecutive conditional rules of one plan (one tool name), with their prefilter.

    Decisions are built when a rule first matches (building the reason texts
    of rules that never match is most of the cost of a cold plan).
    """

    __slots__ = ("checks", "decisions", "filters", "make")

    def __init__(
        self,
        items: Sequence[tuple[Rule, bool]],
        make: Callable[[Rule, bool], Decision],
        memo: Memo | None = None,
    ) -> None:
        """``memo`` (owned by the policy, which keeps the rules alive) shares compiled parts between plans."""
        memo = Memo() if memo is None else memo
        self.make = make
        self.checks: tuple[tuple[Path, Callable[[object], bool], Rule, bool], ...] = tuple(
            (rule.path, _cached(memo.matchers, id(rule), rule.matcher), rule, look) for rule, look in items
        )
        self.decisions: dict[int, Decision] = {}
        key = tuple(id(rule) for rule, _ in items)
        self.filters = _cached(memo.filters, key, lambda: _filters([rule for rule, _ in items]))

    def decision(self, i: int) -> Decision:
        """The decision of check ``i`` (built once)."""
        d = self.decisions.get(i)
        if d is None:
            _, _, rule, look = self.checks[i]
            d = self.decisions[i] = self.make(rule, look)
        return d


def _cached(memo: dict[K, V], key: K, make: Callable[[], V]) -> V:
    value = memo.get(key)
    if value is None:
        value = memo[key] = make()
    return value


def _filters(rules: Sequence[Rule]) -> Filters:
    by_path: dict[Path, list[Condition]] = {}
    for rule in rules:
        assert rule.condition is not None
        by_path.setdefault(rule.path, []).append(rule.condition)
    return tuple((path, _AnyOf(conds)) for path, conds in by_path.items())


Plan = tuple[Block | Decision, ...]


def run_plan(plan: Plan, args: Mapping[str, object]) -> Decision:
    """Evaluate a plan on arguments: the first block rule that matches, else the final decision."""
    resolved: dict[Path, object] = {}
    for step in plan:
        if isinstance(step, Decision):
            return step
        may = False
        for path, any_of in step.filters:
            value = resolved.get(path, _UNSET)
            if value is _UNSET:
                value = resolved[path] = resolve_path(args, path)
            if any_of(value):
                may = True
                break
        if not may:
            continue
        for i, (path, match, _, _) in enumerate(step.checks):
            value = resolved.get(path, _UNSET)
            if value is _UNSET:
                value = resolved[path] = resolve_path(args, path)
            if match(value):
                return step.decision(i)
    raise AssertionError("a policy plan always ends with an unconditional decision")  # pragma: no cover
