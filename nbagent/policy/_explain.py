"""``Policy.explain`` (every rule, in order, and why) and ``Policy.check_tools``.

``explain`` walks the rules one by one, the slow and obvious way; the tests
check that it always agrees with the fast ``decide``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .._suggest import closest
from . import _decision as D
from ._decision import Decision, Step
from ._layers import Layer
from ._names import skeleton
from ._rules import RESTRICTIVE, Rule, is_literal, rule_matches_name

__all__ = ["check_tools", "explain"]


def _name_why(how: bool | None, rule: Rule, name: str) -> str:
    if how is None:
        return f"{name!r} does not match {rule.tool!r}"
    return f"{name!r} looks like {rule.tool!r} (lookalike, fail closed)" if how else f"{name!r} matches {rule.tool!r}"


def explain(high_first: Sequence[Layer], name: str, args: Mapping[str, object], read_only: bool) -> list[Step]:
    """Steps for every rule of every layer in evaluation order."""
    steps: list[Step] = []
    decided: Decision | None = None
    sk = skeleton(name)

    def add(stage: str, rule: Rule, matched: bool | None, why: str, decision: Decision | None = None) -> None:
        nonlocal decided
        if decided is not None:
            steps.append(
                Step(
                    stage,
                    rule.text(),
                    rule.layer,
                    rule.source,
                    None,
                    "not reached: already decided",
                )
            )
            return
        steps.append(
            Step(
                stage,
                rule.text(),
                rule.layer,
                rule.source,
                matched,
                why,
                decisive=decision is not None,
            )
        )
        if decision is not None:
            decided = decision

    pending: int | None = None  # the step of a plain review that decided; lower layers' review_when still ask

    def conditional(stage: str, kind: D.DecisionKind, rule: Rule) -> None:
        nonlocal decided, pending
        how = rule_matches_name(rule, name, sk, lookalikes=True)
        if pending is not None and stage == "review_when" and how is not None:
            # a plain review decided above (a grant could allow it): a lower review_when that matches takes over
            ok, why = rule.test_args(args)
            if ok:
                s = steps[pending]
                steps[pending] = Step(s.stage, s.rule, s.layer, s.source, s.matched,
                                      s.why + "; a lower layer's review_when matches and decides", False)  # fmt: skip
                pending = None
                decided = D.conditional(kind, rule, name, how)
            steps.append(Step(stage, rule.text(), rule.layer, rule.source, ok, f"{_name_why(how, rule, name)}; {why}",
                              decisive=ok))  # fmt: skip
            return
        if decided is not None or how is None:
            add(stage, rule, False, _name_why(how, rule, name))
            return
        ok, why = rule.test_args(args)
        add(
            stage,
            rule,
            ok,
            f"{_name_why(how, rule, name)}; {why}",
            D.conditional(kind, rule, name, how) if ok else None,
        )

    for layer in high_first:
        for rule in layer.rules["deny_when"]:
            conditional("deny_when", "deny", rule)
    for layer in high_first:
        for rule in layer.rules["deny"]:
            how = rule_matches_name(rule, name, sk, lookalikes=True)
            add("deny", rule, how is not None, _name_why(how, rule, name),
                D.by_name("deny", rule, name, how) if how is not None else None)  # fmt: skip
    for layer in high_first:
        for rule in layer.rules["review_when"]:
            conditional("review_when", "review", rule)
        review_hit: tuple[Rule, bool] | None = None
        for rule in layer.rules["review"]:
            how = rule_matches_name(rule, name, sk, lookalikes=True)
            if how is not None and review_hit is None:
                review_hit = (rule, how)
            add("review", rule, how is not None, _name_why(how, rule, name))
        auto_hit: Rule | None = None
        for rule in layer.rules["auto_approve"]:
            how = rule_matches_name(rule, name, sk, lookalikes=False)
            if how is not None and auto_hit is None:
                auto_hit = rule
                add("auto_approve", rule, True, _name_why(how, rule, name),
                    D.auto_approved(rule, name, review_hit[0] if review_hit else None))  # fmt: skip
            else:
                add("auto_approve", rule, how is not None, _name_why(how, rule, name))
        if review_hit is not None and decided is None:
            # the review rule decides: mark it (it was listed above as matched, not yet decisive)
            rule, how = review_hit
            decision = D.by_name("review", rule, name, how)
            for i, s in enumerate(steps):
                if s.stage == "review" and s.rule == rule.text() and s.source == rule.source and s.layer == rule.layer:
                    steps[i] = Step(
                        s.stage,
                        s.rule,
                        s.layer,
                        s.source,
                        True,
                        s.why + "; no auto_approve matches",
                        True,
                    )
                    pending = i
                    break
            decided = decision
        for rule in layer.rules["allow"]:
            how = rule_matches_name(rule, name, sk, lookalikes=False)
            add("allow", rule, how is not None, _name_why(how, rule, name),
                D.by_name("allow", rule, name, how) if how is not None else None)  # fmt: skip
        if layer.read_only:
            text = f"read_only: {layer.read_only}"
            if decided is not None:
                steps.append(
                    Step(
                        "read_only",
                        text,
                        layer.name,
                        layer.source,
                        None,
                        "not reached: already decided",
                    )
                )
            elif read_only:
                decided = D.read_only(layer.read_only, name, layer.name, layer.source)
                if decided.kind == "review":
                    pending = len(steps)
                steps.append(
                    Step(
                        "read_only",
                        text,
                        layer.name,
                        layer.source,
                        True,
                        f"{name!r} is read-only",
                        True,
                    )
                )
            else:
                steps.append(
                    Step(
                        "read_only",
                        text,
                        layer.name,
                        layer.source,
                        False,
                        f"{name!r} is not marked read-only",
                    )
                )
    if decided is None:
        d = D.default(name)
        steps.append(Step("default", d.rule, d.layer, None, True, "no rule matched", True))
    return steps


def check_tools(layers: Sequence[Layer], names: list[str]) -> list[str]:
    """Warnings about registered names next to the policy's globs."""
    warnings: list[str] = []
    for name in names:
        for layer in layers:
            for kind in ("deny_when", "deny", "review_when", "review"):
                for rule, lookalike in layer.globs[kind].all_matching(name):
                    if lookalike:
                        effect = "deny" if kind.startswith("deny") else "review"
                        warnings.append(
                            f"tool {name!r} is not matched by {rule.text()} ({rule.source or layer.label}) but looks "
                            f"like it: decide() treats it as matched ({effect}). Rename the tool or fix the glob"
                        )
    by_skeleton: dict[str, str] = {}
    for name in names:
        sk = skeleton(name)
        other = by_skeleton.setdefault(sk, name)
        if other != name:
            warnings.append(
                f"tools {other!r} and {name!r} look alike; a person approving one may think it is the other"
            )
    for layer in layers:
        for kind, rules in layer.rules.items():
            for rule in rules:
                if not is_literal(rule.tool) or rule.tool in names:
                    continue
                meant = closest(rule.tool, names, cutoff=0.85, alike=skeleton)
                close = [meant] if meant is not None else []
                if close:
                    strict = kind in RESTRICTIVE
                    warnings.append(
                        f"{rule.text()} ({rule.source or layer.label}) names no registered tool; did you mean "
                        f"{close[0]!r}?"
                        + (
                            " The rule does not protect it."
                            if strict and skeleton(close[0]) != skeleton(rule.tool)
                            else ""
                        )
                    )
    for layer in layers:
        for rule in (*layer.rules["deny_when"], *layer.rules["review_when"]):
            condition = rule.condition
            if condition is not None and condition.op == "pattern" and "@" in str(condition.expected):
                domain = str(condition.expected).rpartition("@")[2].strip("*. ") or "example.com"
                warnings.append(
                    f"{rule.text()} ({rule.source or layer.label}) is a glob over the whole value: addresses are "
                    f"compared without case or a root dot, but 'Name <a@{domain}>' and lists of addresses in one "
                    f"value are read only by email_domain: {domain} (or email_outside: your-company.com)"
                )
    return warnings
