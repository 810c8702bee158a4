"""Rules, tool-name globs and the fast glob index.

Tool-name globs are fnmatch-style (``*``, ``?``, ``[abc]``, ``[!abc]``) and
case-sensitive, matched against the exact registered name. A :class:`GlobSet`
answers "which is the first rule whose glob matches this name" with one dict
lookup (literal names) and one combined regular expression (wildcards).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ._conditions import Condition, quote, resolve_path
from ._glob import glob_to_regex, is_literal
from ._names import glob_skeleton, skeleton

__all__ = ["KINDS", "NAME_KINDS", "GlobSet", "Rule", "RuleKind", "glob_to_regex", "is_literal"]

RuleKind = Literal["deny_when", "deny", "review_when", "review", "auto_approve", "allow"]
KINDS: tuple[RuleKind, ...] = (
    "deny_when",
    "deny",
    "review_when",
    "review",
    "auto_approve",
    "allow",
)
NAME_KINDS: tuple[RuleKind, ...] = ("deny", "review", "auto_approve", "allow")
# Rules that only make a call stricter also match lookalike spellings (fail closed).
RESTRICTIVE: frozenset[str] = frozenset({"deny_when", "deny", "review_when", "review"})


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of one layer.

    ``source`` is ``path:line`` for rules from a file, None for rules given in
    code; ``index`` is the rule's position within its layer and kind.
    """

    kind: RuleKind
    tool: str
    layer: str
    index: int = 0
    source: str | None = None
    reason: str = ""
    arg: str | None = None
    path: tuple[str | int, ...] = ()
    condition: Condition | None = None

    def text(self) -> str:
        """The rule as readable text: ``deny_when: tool=run_*, arg=cmd, regex='rm\\s+-rf'``."""
        if self.condition is None:
            return f"{self.kind}: {self.tool}"
        return f"{self.kind}: tool={self.tool}, arg={self.arg}, {self.condition.text()}"

    def matcher(self) -> Callable[[object], bool]:
        """Fast test of a resolved argument value (see :meth:`Condition.matcher`)."""
        assert self.condition is not None
        return self.condition.matcher()

    def test_args(self, args: Mapping[str, object]) -> tuple[bool, str]:
        """For a conditional rule: does the condition hold on these arguments?"""
        assert self.condition is not None
        return self.condition.test(resolve_path(args, self.path))


class GlobSet:
    """The tool globs of a list of rules, indexed for "first rule matching this name"."""

    __slots__ = ("_each", "_exact", "_exact_re", "_lookalikes", "_rules", "_skel", "_skel_re")

    def __init__(self, rules: Sequence[Rule], *, lookalikes: bool) -> None:
        self._rules = tuple(rules)
        self._lookalikes = lookalikes
        self._each: list[tuple[re.Pattern[str], re.Pattern[str] | None]] | None = None
        self._exact: dict[str, int] = {}
        wild: list[str] = []
        for i, rule in enumerate(self._rules):
            if is_literal(rule.tool):
                self._exact.setdefault(rule.tool, i)
            else:
                wild.append(f"(?P<r{i}>{glob_to_regex(rule.tool)})")
        self._exact_re = re.compile("|".join(wild), re.DOTALL) if wild else None
        self._skel_re = None
        self._skel: dict[str, int] = {}
        if lookalikes and self._rules:
            skel_wild: list[str] = []
            for i, rule in enumerate(self._rules):
                sk = glob_skeleton(rule.tool)
                if is_literal(sk):
                    self._skel.setdefault(sk, i)
                else:
                    skel_wild.append(f"(?P<r{i}>{glob_to_regex(sk)})")
            self._skel_re = re.compile("|".join(skel_wild), re.DOTALL) if skel_wild else None

    def __len__(self) -> int:
        return len(self._rules)

    @property
    def rules(self) -> tuple[Rule, ...]:
        """The rules in order."""
        return self._rules

    @staticmethod
    def _first(name: str, exact: dict[str, int], regex: re.Pattern[str] | None) -> int | None:
        found = exact.get(name)
        if regex is not None:
            m = regex.fullmatch(name)
            if m is not None and m.lastgroup is not None:
                wild = int(m.lastgroup[1:])
                found = wild if found is None or wild < found else found
        return found

    def match(self, name: str) -> tuple[Rule, bool] | None:
        """The first rule matching ``name`` and whether it matched only as a lookalike."""
        i = self._first(name, self._exact, self._exact_re)
        if i is not None:
            return self._rules[i], False
        if self._skel_re is None and not self._skel:
            return None
        j = self._first(skeleton(name), self._skel, self._skel_re)
        return (self._rules[j], True) if j is not None else None

    def all_matching(self, name: str) -> list[tuple[Rule, bool]]:
        """Every rule matching ``name`` in order, with whether it matched only as a lookalike."""
        if self._each is None:
            self._each = [
                (
                    re.compile(glob_to_regex(r.tool), re.DOTALL),
                    re.compile(glob_to_regex(glob_skeleton(r.tool)), re.DOTALL) if self._lookalikes else None,
                )
                for r in self._rules
            ]
        out: list[tuple[Rule, bool]] = []
        sk: str | None = None
        for rule, (exact, skel) in zip(self._rules, self._each, strict=True):
            if exact.fullmatch(name):
                out.append((rule, False))
            elif skel is not None:
                sk = skeleton(name) if sk is None else sk
                if skel.fullmatch(sk):
                    out.append((rule, True))
        return out


def rule_matches_name(rule: Rule, name: str, name_skeleton: str | None = None, *, lookalikes: bool) -> bool | None:
    """None: no match; False: the glob matches the exact name; True: only a lookalike spelling matches."""
    if re.fullmatch(glob_to_regex(rule.tool), name, re.DOTALL):
        return False
    if lookalikes:
        sk = skeleton(name) if name_skeleton is None else name_skeleton
        if re.fullmatch(glob_to_regex(glob_skeleton(rule.tool)), sk, re.DOTALL):
            return True
    return None


def rule_text_with_reason(rule: Rule) -> str:
    """Rule text plus its reason in parentheses, for messages."""
    return rule.text() + (f" ({quote(rule.reason)})" if rule.reason else "")
