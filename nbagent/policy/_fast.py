"""Speed for ``decide``: skip whole blocks of conditional rules with one test.

A plan (the checks for one tool name) is a sequence of blocks of conditional
rules and ends with an unconditional decision. Each block has a prefilter that
answers "could any rule of this block match?" with one combined regular
expression per argument and one threshold test per comparison kind. The
prefilter may say yes wrongly (then the rules are tested one by one, in order,
as before) but never says no when a rule would match: it is checked against
the one-by-one evaluation in the tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ._conditions import MISSING, WRONG_SHAPE, Condition, _as_number, _as_text, resolve_path
from ._decision import Decision
from ._rules import Rule

__all__ = ["Block", "run_plan"]

Path = tuple[str | int, ...]
_UNSET: Any = object()
_NUMBERED = re.compile(r"\\[1-9]|\(\?P=|\(\?\(|\\g<")


def _options(c: Condition) -> tuple[Any, ...]:
    return (c.expected,) if c.op == "equals" else tuple(c.expected)


def _key(value: Any, fold: bool) -> tuple[str, Any] | None:
    """A hashable key with the equality of ``Condition`` (true is not 1; 1 is 1.0), or None."""
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, (int, float)):
        return ("n", float(value))
    if isinstance(value, str):
        return ("s", value.casefold() if fold else value)
    return None


class _AnyOf:
    """May any of these conditions (all on one argument path) match a value?"""

    __slots__ = ("_exact", "_folded", "_ge", "_gt", "_le", "_lt", "_numeric", "_others", "_regex")

    def __init__(self, conditions: Sequence[Condition]) -> None:
        parts: list[str] = []
        self._others: list[Callable[[Any], bool]] = []
        self._gt = self._ge = float("inf")
        self._lt = self._le = float("-inf")
        self._numeric = False
        self._exact: set[tuple[str, Any]] = set()  # equals / in options, case-sensitive
        self._folded: set[tuple[str, Any]] = set()  # ... and case-insensitive
        for c in conditions:
            if c.op in ("pattern", "regex") and c._regex is not None:
                flag = "-i" if c.case_sensitive else "i"
                body = c._regex.pattern
                body = rf"\A(?:{body})" if c.op == "pattern" else body
                if _NUMBERED.search(body):  # group numbers shift when combined: test it on its own
                    self._others.append(c.matcher())
                    continue
                try:
                    re.compile(f"(?{flag}:{body})")
                except re.error:  # e.g. global inline flags in the rule's regex: test it on its own
                    self._others.append(c.matcher())
                    continue
                parts.append(f"(?{flag}:{body})")
            elif c.op in ("gt", "ge", "lt", "le"):
                self._numeric = True
                if c.op == "gt":
                    self._gt = min(self._gt, c.expected)
                elif c.op == "ge":
                    self._ge = min(self._ge, c.expected)
                elif c.op == "lt":
                    self._lt = max(self._lt, c.expected)
                else:
                    self._le = max(self._le, c.expected)
            elif c.op in ("equals", "in") and all(_key(o, False) is not None for o in _options(c)):
                target = self._exact if c.case_sensitive else self._folded
                target.update(_key(o, not c.case_sensitive) for o in _options(c))  # type: ignore[misc]
            else:
                self._others.append(c.matcher())
        self._regex = re.compile("|".join(parts), re.DOTALL) if parts else None

    def __call__(self, value: Any) -> bool:
        if value is MISSING:
            return False
        if value is WRONG_SHAPE:
            return True
        if isinstance(value, (list, tuple)):
            return any(self(item) for item in value if item is not None)
        if self._regex is not None and self._regex.search(value if isinstance(value, str) else _as_text(value)):
            return True
        if self._exact and _key(value, False) in self._exact:
            return True
        if self._folded and _key(value, True) in self._folded:
            return True
        if self._numeric:
            n = _as_number(value)
            if n is None or n > self._gt or n >= self._ge or n < self._lt or n <= self._le:
                return True
        return any(m(value) for m in self._others)


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
        memo: dict[Any, Any] | None = None,
    ) -> None:
        """``memo`` (owned by the policy, which keeps the rules alive) shares compiled parts between plans."""
        memo = {} if memo is None else memo
        self.make = make
        self.checks: tuple[tuple[Path, Callable[[Any], bool], Rule, bool], ...] = tuple(
            (rule.path, _cached(memo, ("m", id(rule)), rule.matcher), rule, look) for rule, look in items
        )
        self.decisions: dict[int, Decision] = {}
        key = ("f", tuple(id(rule) for rule, _ in items))
        self.filters = _cached(memo, key, lambda: _filters([rule for rule, _ in items]))

    def decision(self, i: int) -> Decision:
        """The decision of check ``i`` (built once)."""
        d = self.decisions.get(i)
        if d is None:
            _, _, rule, look = self.checks[i]
            d = self.decisions[i] = self.make(rule, look)
        return d


def _cached(memo: dict[Any, Any], key: Any, make: Callable[[], Any]) -> Any:
    value = memo.get(key)
    if value is None:
        value = memo[key] = make()
    return value


def _filters(rules: Sequence[Rule]) -> tuple[tuple[Path, _AnyOf], ...]:
    by_path: dict[Path, list[Condition]] = {}
    for rule in rules:
        assert rule.condition is not None
        by_path.setdefault(rule.path, []).append(rule.condition)
    return tuple((path, _AnyOf(conds)) for path, conds in by_path.items())


Plan = tuple[Block | Decision, ...]


def run_plan(plan: Plan, args: Mapping[str, Any]) -> Decision:
    """Evaluate a plan on arguments: the first block rule that matches, else the final decision."""
    resolved: dict[Path, Any] = {}
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
