"""``Policy``: allow / review / deny for every tool call.

Evaluation, over layers ordered low -> high (default < user < project < code):

1. ``deny_when`` of **every** layer: a matching conditional rule denies.
2. ``deny`` of **every** layer: a matching glob denies. A deny anywhere wins;
   no higher layer, ``auto_approve``, grant or person can undo it.
3. Then the **highest layer that has a matching rule** decides, using only its
   own rules, in this order: ``review_when`` (review) -> ``review`` (review,
   unless the layer's ``auto_approve`` also matches: allow, naming the
   auto_approve rule) -> ``auto_approve`` alone (allow) -> ``allow`` ->
   ``read_only`` (for tools marked read-only). A layer whose rules do not
   match (a ``review_when`` whose condition is false included) passes the call
   down to the next layer.
   When that layer's decision is a plain ``review`` (which an "Always allow"
   grant could turn into allow), the ``review_when`` rules of the layers *below*
   it are checked too, and a matching one decides instead: a grant never covers
   a call that any layer's argument rule sends to review.
4. No rule matched: review.

Tools that say ``requires_approval`` (``requires_approval: true`` in a tools YAML
file) add a ``tools`` layer on top for the run (:meth:`Policy.requiring_approval`):
a ``review`` rule per tool, so no ``allow`` / ``auto_approve`` of any layer lets
them run unasked, while a deny anywhere still wins.

So a trusted project policy can relax the user's ``review`` rules but never a
deny; an untrusted one (a cloned repository, a shared drive: see
:mod:`nbagent.boundary._folders`) only tightens, its ``allow`` / ``auto_approve`` /
``read_only: allow`` ignored with a warning. Code is trusted: the code in a
notebook could pass any policy it likes. Put what must never run in ``deny``.

Lookalike names: ``deny``, ``deny_when``, ``review`` and ``review_when`` globs
also match registered names that merely look like what they cover
(``she11_exec`` for ``shell*``); ``allow``, ``auto_approve`` and grants match
exact names only. See :mod:`nbagent.policy._names`.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from ..exceptions import PolicyError
from . import _decision as D
from ._decision import Decision, Step
from ._explain import check_tools, explain
from ._fast import Block, Memo, Plan, run_plan
from ._layers import DEFAULT_POLICY, Layer, file_layer, project_layer, project_policy_path, user_policy_path
from ._load import CondRuleData, NameRuleData
from ._rules import Rule

__all__ = ["NamedTool", "Policy", "load_policy"]

_CACHE_MAX = 4096

Dir = str | os.PathLike[str] | None | bool


class NamedTool(Protocol):
    """What the policy reads from a tool (a :class:`~nbagent.tools.Tool`): its name; ``read_only``,
    ``source`` and ``requires_approval`` when it has them."""

    @property
    def name(self) -> str: ...


def _tool_name(tool: str | NamedTool, read_only: bool | None) -> tuple[str, bool]:
    if isinstance(tool, str):
        return tool, bool(read_only)
    name = getattr(tool, "name", None)
    if not isinstance(name, str):
        raise TypeError(f"decide() needs a tool name or a Tool, got {type(tool).__name__}")
    return name, bool(getattr(tool, "read_only", False) if read_only is None else read_only)


class Policy:
    """Rules that say whether a tool call may run (``allow``), needs a person (``review``) or never runs (``deny``).

    Args:
        allow, review, deny, auto_approve: tool-name globs (fnmatch-style, case-sensitive, matched
            against the exact registered name), or ``{"tool": glob, "reason": "..."}``.
        deny_when, review_when: conditional rules
            ``{"tool": glob, "arg": "dotted.path[0]", <condition>: value, "reason": "..."}`` with
            exactly one condition among ``pattern`` (glob on the value as text), ``regex``
            (searched, linear-time RE2), ``equals``, ``in`` (list), ``path`` (a folder or glob,
            the value normalised as a path; ``resolve: true`` follows symlinks), ``email_domain`` /
            ``email_outside`` (a domain or a list: every mail address in the value), ``gt`` / ``ge`` /
            ``lt`` / ``le`` (numbers); optional ``case_sensitive: true`` (string tests ignore case
            by default). Conditions fail closed; see :mod:`nbagent.policy._conditions`.
        read_only: ``"allow"`` or ``"review"`` for tools marked ``read_only=True`` that no other
            rule of this layer matches.
        trusted_after_untrusted: exact tool names (no globs) whose ``allow`` / ``auto_approve`` /
            grant still counts after untrusted content entered the conversation (see
            :attr:`trusted_after_untrusted`).
        name: the layer's name (``"code"``).

    A Policy built like this is one layer and nothing else; :func:`load_policy` (what the agent
    uses) puts it on top of the package default, user and project layers. Invalid rules raise
    :class:`~nbagent.exceptions.PolicyError`.
    """

    def __init__(
        self,
        allow: Iterable[str | NameRuleData] = (),
        review: Iterable[str | NameRuleData] = (),
        deny: Iterable[str | NameRuleData] = (),
        auto_approve: Iterable[str | NameRuleData] = (),
        deny_when: Iterable[CondRuleData] = (),
        review_when: Iterable[CondRuleData] = (),
        *,
        read_only: str | None = None,
        trusted_after_untrusted: Iterable[str] = (),
        name: str = "code",
    ) -> None:
        given = {
            "allow": allow, "review": review, "deny": deny, "auto_approve": auto_approve,
            "deny_when": deny_when, "review_when": review_when,
        }  # fmt: skip
        data: dict[str, object] = {}
        for key, value in given.items():
            # a bare string is a sequence of characters: refuse it instead of making one rule per letter
            data[key] = value if isinstance(value, (str, bytes, Mapping)) else list(value)
        if read_only is not None:
            data["read_only"] = read_only
        opt_out = trusted_after_untrusted
        if opt_out:
            data["trusted_after_untrusted"] = opt_out if isinstance(opt_out, (str, bytes)) else list(opt_out)
        self._init([Layer.from_data(data, name=name)])

    def _init(self, layers: Sequence[Layer]) -> None:
        self._layers = tuple(layers)
        self._high_first = tuple(reversed(self._layers))
        self._cache: dict[tuple[str, bool], Plan] = {}
        self._memo = Memo()
        self._required: dict[tuple[tuple[str, str | None], ...], Policy] = {}

    @classmethod
    def _from_layers(cls, layers: Sequence[Layer]) -> Policy:
        policy = cls.__new__(cls)
        policy._init(layers)
        return policy

    # -- construction -------------------------------------------------------------

    @classmethod
    def from_yaml(cls, path_or_text: str | os.PathLike[str], *, name: str = "code") -> Policy:
        """A one-layer policy from a YAML file or YAML text.

        A ``Path``, or a one-line string ending in ``.yaml`` / ``.yml`` or naming an existing file,
        is read as a file; any other string is YAML text. Errors name ``file:line`` and the key.
        """
        if isinstance(path_or_text, os.PathLike) or _looks_like_path(path_or_text):
            return cls._from_layers([file_layer(path_or_text, name=name)])
        return cls._from_layers([Layer.from_yaml_text(str(path_or_text), name=name, label="<policy text>")])

    @classmethod
    def stack(cls, *policies: Policy) -> Policy:
        """Combine policies, lowest first: their layers are stacked in the order given."""
        layers: list[Layer] = []
        for p in policies:
            if not isinstance(p, Policy):
                raise TypeError(f"Policy.stack() takes Policy objects, got {type(p).__name__}")
            layers.extend(p._layers)
        return cls._from_layers(layers)

    @classmethod
    def layered(
        cls, code_policy: Policy | str | os.PathLike[str] | Mapping[str, object] | None = None,
        project_dir: Dir = None, user_dir: Dir = None, *, default: bool = True,
    ) -> Policy:  # fmt: skip
        """The full stack: package default < user < project < ``code_policy``.

        ``project_dir`` / ``user_dir`` default to the cwd and ``$NBAGENT_HOME`` (else ``~/.nbagent``);
        pass False to leave that layer out. Missing files are no layer; a broken file raises
        :class:`PolicyError`. ``code_policy`` may be a Policy, a path to a YAML file
        (``%%agent --policy FILE``) or a mapping shaped like the YAML.
        """
        layers: list[Layer] = []
        if default:
            if not DEFAULT_POLICY.is_file():
                raise PolicyError(f"{DEFAULT_POLICY}: the package's default policy is missing; reinstall nbagent")
            layers.append(Layer.from_file(DEFAULT_POLICY, name="default"))
        if user_dir is not False:
            path = user_policy_path(None if isinstance(user_dir, bool) else user_dir)  # True: the default
            if path.is_file():
                layers.append(Layer.from_file(path, name="user"))
        if project_dir is not False:
            path = project_policy_path(None if isinstance(project_dir, bool) else project_dir)  # True: the default
            if path.is_file():
                layers.append(project_layer(path))  # only what tightens, until the folder is trusted
        if isinstance(code_policy, Policy):
            layers.extend(code_policy._layers)
        elif isinstance(code_policy, Mapping):
            layers.append(Layer.from_data(code_policy, name="code"))
        elif code_policy is not None:
            if not isinstance(code_policy, (str, os.PathLike)):
                raise PolicyError(
                    f"a policy must be a Policy, a YAML file path or a mapping, got {type(code_policy).__name__}"
                )
            layers.append(file_layer(code_policy, name="code"))  # the trust of the folder it lies in
        return cls._from_layers(layers)

    def requiring_approval(self, tools: Iterable[NamedTool]) -> Policy:
        """This policy with a top ``tools`` layer: a ``review`` rule for each tool that says
        ``requires_approval`` (a YAML tool's ``requires_approval: true``); itself when none does.

        On top, the rule decides over every ``allow`` and ``auto_approve`` below it; a ``deny`` or
        ``deny_when`` anywhere still wins, and the ``review_when`` rules below still ask. It is a
        plain review rule, so a person's "Always allow" in a session covers it like any other.
        The result is kept per set of tools: each run with the same tools gets the same object
        (and its cached decisions).
        """
        wanted = tuple(
            sorted({(t.name, getattr(t, "source", None)) for t in tools if getattr(t, "requires_approval", False)})
        )
        if not wanted:
            return self
        cached = self._required.get(wanted)
        if cached is None:
            rules = [
                Rule("review", name, "tools", i, source, f"{name!r} requires approval ({source or 'set in code'})")
                for i, (name, source) in enumerate(wanted)
            ]
            cached = self._from_layers([*self._layers, Layer("tools", {"review": rules})])
            self._required[wanted] = cached
        return cached

    # -- inspection ----------------------------------------------------------------

    @property
    def layers(self) -> tuple[Layer, ...]:
        """The layers, lowest first."""
        return self._layers

    @property
    def trusted_after_untrusted(self) -> frozenset[str]:
        """Tools whose ``allow`` still counts once untrusted content is in the conversation.

        The union of every layer's ``trusted_after_untrusted`` list: code, the user's policy and a
        trusted project folder. An untrusted folder's list is dropped with a warning when it is
        loaded (:func:`~nbagent.policy._layers.project_layer`), so it cannot exempt anything.
        """
        return frozenset().union(*(layer.trusted_after_untrusted for layer in self._layers))

    def output_untrusted(self, tool: str) -> bool:
        """Does a layer name ``tool`` (or a glob matching it) under ``untrusted_output``? Its output is
        then third-party text, whatever the tool itself says (any layer counts: it only tightens)."""

        return any(fnmatch.fnmatchcase(tool, glob) for layer in self._layers for glob in layer.untrusted_output)

    def __repr__(self) -> str:
        return f"Policy({', '.join(repr(layer) for layer in self._layers) or 'no rules'})"

    # -- deciding ------------------------------------------------------------------

    def _plan(self, name: str, read_only: bool) -> Plan:
        """The checks for one tool name, in evaluation order (blocks of conditional rules, then a decision)."""
        steps: list[Block | Decision] = []

        def final(decision: Decision) -> Plan:
            steps.append(decision)
            return tuple(steps)

        def deny(rule: Rule, look: bool) -> Decision:
            return D.conditional("deny", rule, name, look)

        def review(rule: Rule, look: bool) -> Decision:
            return D.conditional("review", rule, name, look)

        found = [hit for layer in self._high_first for hit in layer.conditional_for("deny_when", name)]
        if found:
            steps.append(Block(found, deny, self._memo))
        for layer in self._high_first:
            hit = layer.globs["deny"].match(name)
            if hit is not None:
                return final(D.by_name("deny", hit[0], name, hit[1]))
        for at, layer in enumerate(self._high_first):
            found = list(layer.conditional_for("review_when", name))
            if found:
                steps.append(Block(found, review, self._memo))
            outcome = self._layer_outcome(layer, name, read_only)
            if outcome is not None:
                if outcome.kind == "review":
                    # A plain review can become "allow" by a grant ("Always allow"): the review_when rules of
                    # the layers below must still ask, or a higher `review: [send_mail]` (even an untrusted
                    # one: it "tightens") would shadow the user's `review_when: *@external.com`.
                    below = self._high_first[at + 1 :]
                    lower = [hit for layer in below for hit in layer.conditional_for("review_when", name)]
                    if lower:
                        steps.append(Block(lower, review, self._memo))
                return final(outcome)
        return final(D.default(name))

    @staticmethod
    def _layer_outcome(layer: Layer, name: str, read_only: bool) -> Decision | None:
        review = layer.globs["review"].match(name)
        auto = layer.globs["auto_approve"].match(name)
        if auto is not None:
            return D.auto_approved(auto[0], name, review[0] if review else None)
        if review is not None:
            return D.by_name("review", review[0], name, review[1])
        allow = layer.globs["allow"].match(name)
        if allow is not None:
            return D.by_name("allow", allow[0], name, allow[1])
        if read_only and layer.read_only:
            return D.read_only(layer.read_only, name, layer.name, layer.source)
        return None

    def decide(
        self, tool: str | NamedTool, args: Mapping[str, object] | None = None, *, read_only: bool | None = None
    ) -> Decision:
        """The decision for calling ``tool`` (a name or a Tool) with ``args`` (validated JSON arguments).

        ``read_only`` says the tool only reads (taken from a Tool's ``read_only`` when not given).
        Pure and fast: no I/O, a cached per-name plan, then the argument conditions.
        """
        name, ro = _tool_name(tool, read_only)
        plan = self._cache.get((name, ro))
        if plan is None:
            if len(self._cache) >= _CACHE_MAX:
                self._cache.clear()
            plan = self._cache[(name, ro)] = self._plan(name, ro)
        return run_plan(plan, args if args is not None else {})

    def explain(
        self, tool: str | NamedTool, args: Mapping[str, object] | None = None, *, read_only: bool | None = None
    ) -> list[Step]:
        """Every rule in evaluation order: whether it matched, why, and which one decided."""

        name, ro = _tool_name(tool, read_only)
        return explain(self._high_first, name, args if args is not None else {}, ro)

    def explain_text(
        self, tool: str | NamedTool, args: Mapping[str, object] | None = None, *, read_only: bool | None = None
    ) -> str:
        """:meth:`explain` as readable lines, ending with the decision."""
        steps = self.explain(tool, args, read_only=read_only)
        decision = self.decide(tool, args, read_only=read_only)
        name, _ = _tool_name(tool, read_only)
        lines = [f"policy for {name}({_short_args(args)}):"]
        lines += [s.line() for s in steps]
        lines.append(f"=> {decision.kind.upper()} by {decision.rule}: {decision.reason}")
        return "\n".join(lines)

    def check_tools(self, names: Iterable[str]) -> list[str]:
        """Warnings for a set of registered tool names (lookalikes of deny/review globs, typos in rules)."""

        return check_tools(self._layers, list(names))


def _short_args(args: Mapping[str, object] | None) -> str:
    if not args:
        return ""
    text = ", ".join(f"{k}={v!r}" for k, v in args.items())
    return text if len(text) <= 120 else text[:117] + "..."


def _looks_like_path(value: object) -> bool:
    if not isinstance(value, str) or "\n" in value:
        return False
    if value.strip().lower().endswith((".yaml", ".yml")):
        return True
    try:
        return Path(value).expanduser().is_file()
    except OSError:
        return False


def load_policy(
    policy: Policy | str | os.PathLike[str] | Mapping[str, object] | None = None,
    *,
    project_dir: Dir = None,
    user_dir: Dir = None,
) -> Policy:
    """The policy an agent runs with; raises :class:`PolicyError` rather than ever running without one.

    ``policy`` (a Policy, a YAML path or a mapping) becomes the top ``code`` layer over the
    package default, the user and the project layers (:meth:`Policy.layered`). A Policy that
    already contains a ``default`` layer (built by :meth:`Policy.layered`) is used as it is.
    """
    if isinstance(policy, Policy) and any(layer.name == "default" for layer in policy.layers):
        return policy
    try:
        result = Policy.layered(policy, project_dir=project_dir, user_dir=user_dir)
    except PolicyError:
        raise
    except Exception as exc:  # never fall back to "no policy"
        raise PolicyError(f"the tool policy could not be loaded: {type(exc).__name__}: {exc}") from exc
    if not result.layers:
        raise PolicyError("the tool policy has no layers; refusing to run without a policy")
    return result
