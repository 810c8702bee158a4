"""``Decision`` and the texts that explain each kind of outcome.

Both the fast path (``Policy.decide``) and the slow one (``Policy.explain``)
build their decisions here, so they cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ._rules import Rule

__all__ = ["Decision", "DecisionKind", "Step"]

DecisionKind = Literal["allow", "review", "deny"]


@dataclass(frozen=True, slots=True)
class Decision:
    """What the policy says about one call.

    Attributes:
        kind: ``"allow"`` (run it), ``"review"`` (ask a person or handler) or ``"deny"`` (never run it).
        rule: the deciding rule as text, e.g. ``deny_when: tool=run_*, arg=cmd, regex='rm\\s+-rf'``,
            ``auto_approve: create_draft``, ``read_only: allow`` or ``default: review``.
        reason: why, in words; the rule's own ``reason`` when it has one. Safe to show the model.
        layer: the layer the rule came from: ``default``, ``user``, ``project``, ``code``,
            ``grant`` (a session grant) or ``built-in`` (no rule matched).
        source: ``file:line`` of the rule, or None for rules given in code.
    """

    kind: DecisionKind
    rule: str
    reason: str
    layer: str
    source: str | None = None

    @property
    def allowed(self) -> bool:
        """True for ``allow``."""
        return self.kind == "allow"


@dataclass(frozen=True, slots=True)
class Step:
    """One rule as :meth:`Policy.explain` saw it.

    ``matched`` is None when evaluation stopped before this rule (an earlier
    rule decided); ``decisive`` marks the rule whose outcome is the decision.
    """

    stage: str
    rule: str
    layer: str
    source: str | None
    matched: bool | None
    why: str
    decisive: bool = False

    def line(self) -> str:
        """One line of :meth:`Policy.explain_text`."""
        mark = "->" if self.decisive else ("  +" if self.matched else ("  -" if self.matched is False else "  ."))
        where = f" [{self.layer}{' ' + self.source if self.source else ''}]"
        return f"{mark} {self.rule}{where}: {self.why}"


DEFAULT_RULE = "default: review"


def _src(rule: Rule) -> str | None:
    return rule.source


def _looks(name: str, rule: Rule, lookalike: bool) -> str:
    return f" (the name {name!r} looks like {rule.tool!r}: matched to fail closed)" if lookalike else ""


def conditional(kind: DecisionKind, rule: Rule, name: str, lookalike: bool) -> Decision:
    """Decision of a matching ``deny_when`` / ``review_when`` rule."""
    assert rule.condition is not None
    verb = "denied" if kind == "deny" else "needs review"
    reason = rule.reason or f"{name!r} {verb}: condition {rule.condition.text()} on argument {rule.arg!r} matched"
    return Decision(kind, rule.text(), reason + _looks(name, rule, lookalike), rule.layer, _src(rule))


def by_name(kind: DecisionKind, rule: Rule, name: str, lookalike: bool) -> Decision:
    """Decision of a matching ``deny`` / ``review`` / ``allow`` rule."""
    verb = {"deny": "is denied", "review": "needs review", "allow": "is allowed"}[kind]
    reason = rule.reason or f"{name!r} {verb} by the {rule.layer} policy"
    return Decision(kind, rule.text(), reason + _looks(name, rule, lookalike), rule.layer, _src(rule))


def auto_approved(rule: Rule, name: str, review: Rule | None) -> Decision:
    """Decision of an ``auto_approve`` rule (allow, without asking a person)."""
    also = f" (it matches {review.text()})" if review is not None else ""
    reason = rule.reason or f"{name!r} is auto-approved by the {rule.layer} policy{also}"
    return Decision("allow", rule.text(), reason, rule.layer, _src(rule))


def read_only(setting: str, name: str, layer: str, source: str | None) -> Decision:
    """Decision of a layer's ``read_only`` setting for a read-only tool."""
    kind: DecisionKind = "allow" if setting == "allow" else "review"
    verb = "is allowed" if kind == "allow" else "needs review"
    return Decision(kind, f"read_only: {setting}", f"{name!r} is a read-only tool and {verb}", layer, source)


def default(name: str) -> Decision:
    """No rule matched: review."""
    return Decision("review", DEFAULT_RULE, f"no rule allows {name!r}, so it needs review", "built-in", None)
