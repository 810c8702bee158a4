"""Policy text to rules: read YAML keeping the line of every key, check the data, build the rules.

:func:`parse_yaml` reads through :mod:`nbagent.files._yaml` (shared with the tools
files): plain data plus a ``{key path: line}`` table, so every later error can
name ``file:line``; duplicate keys are errors.

:func:`build_rules` checks policy data (from YAML or from code). Every mistake
is a :class:`PolicyError` that says where (``file:line`` for YAML, the key path
for code), which key, and what to write instead. Unknown keys are errors at
every level, with a "did you mean" hint: a misspelt ``deny_when`` silently
ignored would be a hole in the policy.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Required, TypedDict

from ..exceptions import PolicyError, UserError
from ..files._yaml import KeyPath, Locate, fmt_key, unknown_key_problem
from ..files._yaml import parse_yaml as _parse_yaml
from ..messages import JSONValue
from ..usage.budget import Budget
from ._conditions import CONDITION_KEYS, Condition, not_a_path, parse_path
from ._rules import KINDS, NAME_KINDS, Rule, RuleKind

__all__ = [
    "TOP_KEYS", "CondRuleData", "KeyPath", "Locate", "NameRuleData", "build_rules", "parse_yaml", "read_policy_file",
    "untrusted_names",
]  # fmt: skip


class NameRuleData(TypedDict, total=False):
    """A ``deny`` / ``review`` / ``auto_approve`` / ``allow`` entry written as a mapping (else a plain glob)."""

    tool: Required[str]
    reason: str | None


CondRuleData = TypedDict(
    "CondRuleData",
    {
        "tool": Required[str],
        "arg": Required[str],
        "pattern": str,
        "regex": str,
        "equals": JSONValue,
        "in": list[JSONValue],
        "path": str,
        "email_domain": str | list[str],
        "email_outside": str | list[str],
        "gt": float,
        "ge": float,
        "lt": float,
        "le": float,
        "reason": str | None,
        "case_sensitive": bool,
        "resolve": bool,
    },
    total=False,
)
"""A ``deny_when`` / ``review_when`` entry: ``tool``, ``arg`` and exactly one condition (checked at load)."""


# -- reading YAML --------------------------------------------------------------


def parse_yaml(text: str, label: str) -> tuple[object, Locate]:
    """YAML text -> (data, locate); problems are :class:`PolicyError` naming ``file:line``."""
    return _parse_yaml(text, label, error=PolicyError, what="policy")


def read_policy_file(path: str | os.PathLike[str]) -> tuple[str, str]:
    """(text, label) of a policy file; a missing or unreadable file is a PolicyError."""
    p = Path(path).expanduser()
    try:
        # bytes decoded as they are (no newline translation): the text hashes like the file,
        # which lets folder trust check that what it read is what the person trusted
        return p.read_bytes().decode("utf-8"), str(p)
    except FileNotFoundError:
        raise PolicyError(f"{p}: policy file not found", path=str(p)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PolicyError(f"{p}: cannot read the policy file: {exc}", path=str(p)) from None


# -- checking policy data and building rules ------------------------------------

# mcp_servers: the MCP servers of this layer (read by nbagent.mcp._config, not a policy rule)
# budget: this layer's cost limits (read by Layer.from_data into an nbagent.Budget, not a rule)
TOP_KEYS = (*KINDS, "read_only", "trusted_after_untrusted", "untrusted_output", "mcp_servers", "budget", "version")
_NAME_RULE_KEYS = ("tool", "reason")
_COND_RULE_KEYS = ("tool", "arg", *CONDITION_KEYS, "reason", "case_sensitive", "resolve")
_GLOB_OK = re.compile(r"^[A-Za-z0-9_\-*?\[\]!]+$")
_NAME_OK = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class _Ctx:
    """Where the data came from, to build error messages."""

    def __init__(self, source: str | None, locate: Locate | None) -> None:
        self.source = source
        self.locate = locate

    def line(self, path: KeyPath) -> int | None:
        if self.locate is None:
            return None
        for cut in range(len(path), -1, -1):
            line = self.locate(path[:cut])
            if line is not None:
                return line
        return None

    def where(self, path: KeyPath) -> str:
        line = self.line(path)
        if self.source is None:
            return "policy given in code"
        return f"{self.source}:{line}" if line is not None else self.source

    def error(self, path: KeyPath, problem: str) -> PolicyError:
        key = fmt_key(path)
        return PolicyError(f"{self.where(path)}: {key}: {problem}", path=self.source, line=self.line(path), key=key)

    def rule_source(self, path: KeyPath) -> str | None:
        if self.source is None:
            return None
        line = self.line(path)
        return f"{self.source}:{line}" if line is not None else self.source


def _unknown(ctx: _Ctx, path: KeyPath, key: object, allowed: Sequence[str]) -> PolicyError:
    return ctx.error((*path, str(key)), unknown_key_problem(key, allowed))


def _check_glob(ctx: _Ctx, path: KeyPath, glob: object) -> str:
    if not isinstance(glob, str):
        raise ctx.error(path, f"a tool glob must be a string, got {type(glob).__name__} {glob!r}")
    if not glob:
        raise ctx.error(path, "a tool glob must not be empty")
    if not _GLOB_OK.match(glob):
        raise ctx.error(
            path,
            f"tool glob {glob!r} can never match a tool name: names use ASCII letters, digits, '_' and '-' "
            "(wildcards: * ? [...]). Lookalike letters and spaces are not allowed in globs",
        )
    return glob


def _check_reason(ctx: _Ctx, path: KeyPath, value: object) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ctx.error(path, f"reason must be text, got {type(value).__name__}")
    return value


def _name_rule(ctx: _Ctx, kind: RuleKind, layer: str, i: int, path: KeyPath, item: object) -> Rule:
    if isinstance(item, str):
        return Rule(kind, _check_glob(ctx, path, item), layer, i, ctx.rule_source(path))
    if isinstance(item, Mapping):
        for key in item:
            if key not in _NAME_RULE_KEYS:
                raise _unknown(ctx, path, key, _NAME_RULE_KEYS)
        if "tool" not in item:
            raise ctx.error(path, f"a {kind} rule needs 'tool' (a glob), e.g. {{tool: 'send_*', reason: '...'}}")
        glob = _check_glob(ctx, (*path, "tool"), item["tool"])
        reason = _check_reason(ctx, (*path, "reason"), item.get("reason"))
        return Rule(kind, glob, layer, i, ctx.rule_source(path), reason)
    raise ctx.error(
        path,
        f"a {kind} entry must be a tool glob (text) or {{tool, reason}}, got {type(item).__name__} {item!r}",
    )


def _cond_rule(ctx: _Ctx, kind: RuleKind, layer: str, i: int, path: KeyPath, item: object) -> Rule:
    example = "{tool: 'send_email', arg: 'to', email_outside: 'corp.com'}"
    if not isinstance(item, Mapping):
        raise ctx.error(
            path,
            f"a {kind} entry must be a mapping like {example}, got {type(item).__name__} {item!r}",
        )
    for key in item:
        if key not in _COND_RULE_KEYS:
            raise _unknown(ctx, path, key, _COND_RULE_KEYS)
    for required in ("tool", "arg"):
        if required not in item:
            raise ctx.error(path, f"a {kind} rule needs {required!r}, e.g. {example}")
    glob = _check_glob(ctx, (*path, "tool"), item["tool"])
    arg: object = item["arg"]
    try:
        if not isinstance(arg, str):
            raise ValueError(not_a_path(arg))
        parsed = parse_path(arg)
    except ValueError as exc:
        raise ctx.error((*path, "arg"), str(exc)) from None
    ops = [key for key in CONDITION_KEYS if key in item]
    if len(ops) != 1:
        found = ", ".join(ops) if ops else "none"
        raise ctx.error(
            path,
            f"a {kind} rule needs exactly one condition among {', '.join(CONDITION_KEYS)}; found {found}",
        )
    case_sensitive = item.get("case_sensitive", False)
    if not isinstance(case_sensitive, bool):
        raise ctx.error(
            (*path, "case_sensitive"),
            f"case_sensitive must be true or false, got {case_sensitive!r}",
        )
    resolve = item.get("resolve", False)
    if not isinstance(resolve, bool):
        raise ctx.error((*path, "resolve"), f"resolve must be true or false, got {resolve!r}")
    op = ops[0]
    if resolve and op != "path":
        raise ctx.error((*path, "resolve"), "resolve: true (follow symlinks) only goes with a path condition")
    try:
        condition = Condition.build(op, item[op], case_sensitive, resolve)
    except ValueError as exc:
        raise ctx.error((*path, op), str(exc)) from None
    reason = _check_reason(ctx, (*path, "reason"), item.get("reason"))
    return Rule(kind, glob, layer, i, ctx.rule_source(path), reason, arg, parsed, condition)


def build_rules(
    data: object, *, layer: str, source: str | None = None, locate: Locate | None = None
) -> tuple[dict[RuleKind, list[Rule]], str | None]:
    """Validate policy data; return the rules by kind and the ``read_only`` setting."""
    ctx = _Ctx(source, locate)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise ctx.error((), f"a policy must be a mapping of {', '.join(TOP_KEYS)}; got {type(data).__name__}")
    for key in data:
        if key not in TOP_KEYS:
            raise _unknown(ctx, (), key, TOP_KEYS)
    version = data.get("version", 1)
    if version != 1 or isinstance(version, bool):
        raise ctx.error(("version",), f"only version 1 is supported, got {version!r}")
    read_only: object = data.get("read_only")
    if read_only is not None and not (isinstance(read_only, str) and read_only in ("allow", "review")):
        raise ctx.error(("read_only",), f"read_only must be 'allow' or 'review', got {read_only!r}")
    rules: dict[RuleKind, list[Rule]] = {kind: [] for kind in KINDS}
    for kind in KINDS:
        items = data.get(kind)
        if items is None:
            continue
        if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
            shape = "['send_*', 'create_*']" if kind in NAME_KINDS else "[{tool: ..., arg: ..., pattern: ...}]"
            raise ctx.error(
                (kind,),
                f"{kind} must be a list, e.g. {kind}: {shape}; got {type(items).__name__} {items!r}",
            )
        build = _name_rule if kind in NAME_KINDS else _cond_rule
        for i, item in enumerate(items):
            rules[kind].append(build(ctx, kind, layer, i, (kind, i), item))
    return rules, read_only


def layer_budget(data: object, *, source: str | None = None, locate: Locate | None = None) -> Budget | None:
    """The ``budget:`` block of policy data as an :class:`nbagent.Budget`, or None; PolicyError naming
    ``file:line`` when it is not a mapping of ``per_run_usd``, ``per_session_usd``, ``per_day_usd``."""

    block = data.get("budget") if isinstance(data, Mapping) else None
    if block is None:
        return None
    ctx = _Ctx(source, locate)
    if not isinstance(block, Mapping):
        raise ctx.error(("budget",), f"budget must be a mapping such as {{per_run_usd: 0.50}}, got {block!r}")
    for key in block:
        if key not in ("per_run_usd", "per_session_usd", "per_day_usd"):
            raise _unknown(ctx, ("budget",), key, ("per_run_usd", "per_session_usd", "per_day_usd"))
    for key, value in block.items():
        try:
            Budget(**{key: value})
        except UserError:
            raise ctx.error(("budget", key), f"{key} must be a non-negative number of USD, got {value!r}") from None
    return Budget.from_mapping(block)


def trusted_names(data: object, *, source: str | None = None, locate: Locate | None = None) -> frozenset[str]:
    """The ``trusted_after_untrusted`` list of policy data: exact tool names, never globs.

    A tool named there keeps its ``allow`` / ``auto_approve`` / grant after untrusted content
    entered the conversation (see docs/security.md). A glob would opt out tools nobody named,
    so ``*``, ``?`` and ``[`` are refused with ``file:line``.
    """
    ctx = _Ctx(source, locate)
    items = data.get("trusted_after_untrusted") if isinstance(data, Mapping) else None
    if items is None:
        return frozenset()
    key = "trusted_after_untrusted"
    if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
        raise ctx.error((key,), f"{key} must be a list of tool names, e.g. {key}: [create_draft]; got {items!r}")
    names: list[str] = []
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise ctx.error((key, i), f"a tool name must be text, got {type(item).__name__} {item!r}")
        if any(c in item for c in "*?[]!"):
            raise ctx.error(
                (key, i),
                f"{item!r} is a glob: {key} takes exact tool names only (a glob would exempt tools nobody named)",
            )
        if not _NAME_OK.match(item):
            raise ctx.error((key, i), f"{item!r} is not a tool name (1-64 ASCII letters, digits, '_' or '-')")
        names.append(item)
    return frozenset(names)


def untrusted_names(data: object, *, source: str | None = None, locate: Locate | None = None) -> frozenset[str]:
    """The ``untrusted_output`` list of policy data: tools whose output counts as third-party text.

    ``untrusted_output: [fetch_page, read_mail, web__*]`` says it without editing the tools' code: their
    output is spotlighted and screened and marks the session, as a tool declared with
    ``untrusted_output=True``. Globs are allowed (the list only ever tightens), so an untrusted folder's
    list counts too.
    """
    ctx = _Ctx(source, locate)
    key = "untrusted_output"
    items = data.get(key) if isinstance(data, Mapping) else None
    if items is None:
        return frozenset()
    if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
        raise ctx.error(
            (key,), f"{key} must be a list of tool names, e.g. {key}: [fetch_page, read_mail]; got {items!r}"
        )
    names: list[str] = []
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise ctx.error((key, i), f"a tool name must be text, got {type(item).__name__} {item!r}")
        if not item or len(item) > 128 or not _GLOB_OK.match(item):
            raise ctx.error(
                (key, i), f"{item!r} is not a tool name or glob (ASCII letters, digits, '_', '-', '*', '?')"
            )
        names.append(item)
    return frozenset(names)
