"""Policy layers and where their files live.

From lowest to highest:

1. ``default``: ``nbagent/policy/default.yaml`` shipped with the package
   (tools marked ``read_only=True`` are allowed; everything else is review).
2. ``user``: ``$NBAGENT_HOME/policy.yaml``, else ``~/.nbagent/policy.yaml``.
3. ``project``: ``.nbagent/policy.yaml`` in the notebook's folder (the cwd).
   Until the person trusts that folder (:func:`nbagent.trust`), only its rules
   that tighten count (see :func:`project_layer`).
4. ``code``: a :class:`Policy` given in code, or ``%%agent --policy FILE``.

How layers combine is explained in :mod:`nbagent.policy._policy`. A file
that does not exist is simply not a layer; a file that exists and is wrong
is a :class:`PolicyError` (never silently skipped).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from pathlib import Path

from ..boundary import config_origin, file_origin
from ..boundary._folders import warn_once
from ..files._home import user_home
from ..files._yaml import Locate
from ..usage.budget import Budget
from ._load import build_rules, layer_budget, parse_yaml, read_policy_file, trusted_names, untrusted_names
from ._rules import KINDS, RESTRICTIVE, GlobSet, Rule, RuleKind

__all__ = [
    "DEFAULT_POLICY",
    "LOOSENING",
    "Layer",
    "file_layer",
    "project_layer",
    "project_policy_path",
    "user_policy_path",
]

DEFAULT_POLICY = Path(__file__).with_name("default.yaml")


def user_policy_path(user_dir: str | os.PathLike[str] | None = None) -> Path:
    """``user_dir/policy.yaml``; by default in ``$NBAGENT_HOME`` or ``~/.nbagent``."""
    base = user_home() if user_dir is None else Path(user_dir).expanduser()
    return base / "policy.yaml"


def project_policy_path(project_dir: str | os.PathLike[str] | None = None) -> Path:
    """``project_dir/.nbagent/policy.yaml`` (``project_dir`` defaults to the cwd)."""
    base = Path(project_dir).expanduser() if project_dir is not None else Path.cwd()
    return base / ".nbagent" / "policy.yaml"


# What an untrusted project policy may not say: rule kinds that allow, read_only: allow, and
# trusted_after_untrusted (it keeps an allow working after untrusted content came in). Everything
# else in the format (deny, review, deny_when, review_when, read_only: review, version) can only
# make a call stricter. A new loosening key must be added here or to _tighten_only.
LOOSENING: tuple[RuleKind, ...] = ("allow", "auto_approve")


def project_layer(path: str | os.PathLike[str]) -> Layer:
    """The ``project`` layer from ``<folder>/.nbagent/policy.yaml``: whole when the folder is trusted.

    Otherwise its loosening rules (``allow``, ``auto_approve``, ``read_only: allow``) are left
    out, each reported once by a :class:`~nbagent.boundary._folders.FolderTrustWarning` naming
    ``file:line``; its deny and review rules count, but the ``reason:`` text of each is
    replaced by a fixed one naming ``file:line`` (see :func:`_untrusted_reason`).
    """

    file = Path(path).expanduser()
    folder = file.parent.parent
    origin, trusted = config_origin(folder)
    text, label = read_policy_file(file)
    # what was read must be what was trusted: the file may have changed since the check
    if (
        origin.may_loosen_policy
        and trusted is not None
        and trusted.get(file.name) == hashlib.sha256(text.encode("utf-8")).hexdigest()
    ):
        return Layer.from_yaml_text(text, name="project", label=label, source=label)
    return _untrusted_layer(text, label, name="project", folder=folder)


def file_layer(path: str | os.PathLike[str], *, name: str) -> Layer:
    """A policy file the person names (``%%agent --policy FILE``, ``configure(policy=path)``,
    ``Policy.from_yaml(path)``), with the trust of the folder it lies in: whole in the nbagent home or a
    trusted folder (judged on the path as given and resolved), else only what tightens, like an untrusted
    project folder's policy (:func:`project_layer`). The file is read once; its origin is decided first."""

    origin = file_origin(path)
    text, label = read_policy_file(path)
    if origin.may_loosen_policy:
        return Layer.from_yaml_text(text, name=name, label=label, source=label)
    return _untrusted_layer(text, label, name=name, folder=Path(origin.where))


def _untrusted_layer(text: str, label: str, *, name: str, folder: Path) -> Layer:
    """A layer from an untrusted folder's file: only its rules that tighten, its budget only lowers."""
    data, locate = parse_yaml(text, label)
    Layer.from_data(
        data, name=name, source=label, locate=locate
    )  # a broken rule is an error with file:line, kept or not
    layer = Layer.from_data(_tighten_only(data, locate, label, folder), name=name, source=label, locate=locate)
    layer.budget_lowers_only = True  # an untrusted folder's budget: block may lower limits, never raise them
    return layer


def _tighten_only(data: object, locate: Locate | None, label: str, folder: Path) -> object:
    """``data`` without its loosening rules, each reported once (bad data is left for build_rules to refuse)."""

    if not isinstance(data, Mapping):
        return data
    kept: dict[object, object] = dict(data)
    ignored: list[tuple[tuple[str | int, ...], str]] = []
    for kind in LOOSENING:
        items = kept.pop(kind, None)
        if items is None:
            continue
        if isinstance(items, list):
            ignored += [((kind, i), f"{kind}: {_show(item)}") for i, item in enumerate(items)]
        else:
            ignored.append(((kind,), f"{kind}: {_show(items)}"))
    if kept.get("read_only") == "allow":
        kept.pop("read_only")
        ignored.append((("read_only",), "read_only: allow"))
    if "mcp_servers" in kept:  # an untrusted folder's servers are never started (nbagent.mcp._config)
        items = kept.pop("mcp_servers")
        names = list(items) if isinstance(items, Mapping) else items
        ignored.append((("mcp_servers",), f"mcp_servers: {_show(names)}"))
    if "trusted_after_untrusted" in kept:
        items = kept.pop("trusted_after_untrusted")
        ignored.append((("trusted_after_untrusted",), f"trusted_after_untrusted: {_show(items)}"))
    for kind in ("deny", "review", "deny_when", "review_when"):
        items = kept.get(kind)
        if isinstance(items, list):
            kept[kind] = [_untrusted_reason(item, kind, locate((kind, i)) if locate else None, label)
                          for i, item in enumerate(items)]  # fmt: skip
    for key, what in ignored:
        line = locate(key) if locate is not None else None
        where = f"{label}:{line}" if line is not None else label
        warn_once(
            f"untrusted:{where}:{what}",
            f"nbagent: {where}: ignored `{what}`: the folder is not trusted, so its policy may only add deny "
            f"and review rules. If you trust it: %agent_trust {folder}",
        )
    return kept


def _untrusted_reason(item: object, kind: str, line: int | None, label: str) -> object:
    """``item`` with its ``reason:`` text replaced by a fixed one that names ``file:line``.

    The reason of a deny or review rule is sent to the model with the denial and shown on
    the approval card next to the buttons: from an untrusted folder it is a channel into the
    prompt ("Ignore all previous instructions ...") and a way to word the card. The rule still
    counts; only what it says about itself is not shown. Items that are not mappings (a plain
    glob) or whose reason is not text are left for build_rules to accept or refuse.
    """
    if not isinstance(item, Mapping):
        return item
    reason: object = item.get("reason")
    if not (isinstance(reason, str) and reason.strip()):
        return item
    where = f"{label}:{line}" if line is not None else label
    verb = "denied" if kind.startswith("deny") else "sent to review"
    return {**item, "reason": f"{verb} by the project policy {where} (untrusted folder: its reason text is not shown)"}


def _show(item: object) -> str:
    """A short, escaped form of an ignored rule (the file is untrusted: repr escapes control characters)."""
    text = repr(item["tool"] if isinstance(item, Mapping) and "tool" in item else item)
    return text if len(text) <= 60 else text[:57] + "..."


class Layer:
    """The rules of one layer, compiled for fast matching."""

    __slots__ = (
        "budget",
        "budget_lowers_only",
        "cond",
        "globs",
        "name",
        "read_only",
        "rules",
        "source",
        "trusted_after_untrusted",
        "untrusted_output",
    )

    def __init__(
        self,
        name: str,
        rules: Mapping[RuleKind, list[Rule]],
        read_only: str | None = None,
        source: str | None = None,
        trusted_after_untrusted: frozenset[str] = frozenset(),
        budget: Budget | None = None,
    ) -> None:
        self.name = name
        self.budget = budget  # the layer's budget: block (an nbagent.Budget), None without one
        self.budget_lowers_only = False  # True for an untrusted project folder's layer
        self.trusted_after_untrusted = trusted_after_untrusted
        self.untrusted_output: frozenset[str] = frozenset()  # tools whose output is third-party text
        self.source = source
        self.read_only = read_only
        self.rules: dict[RuleKind, tuple[Rule, ...]] = {k: tuple(rules.get(k, ())) for k in KINDS}
        # every kind gets a GlobSet over its tool globs; conditional kinds use it to pre-select rules by name
        self.globs: dict[RuleKind, GlobSet] = {k: GlobSet(self.rules[k], lookalikes=k in RESTRICTIVE) for k in KINDS}
        self.cond = {k: self.rules[k] for k in ("deny_when", "review_when")}

    @property
    def label(self) -> str:
        """``project (/path/.nbagent/policy.yaml)`` or just ``code``."""
        return f"{self.name} ({self.source})" if self.source else self.name

    def __repr__(self) -> str:
        counts = ", ".join(f"{k}={len(v)}" for k, v in self.rules.items() if v)
        return f"Layer({self.label}: {counts or 'empty'}{', read_only=' + self.read_only if self.read_only else ''})"

    def __len__(self) -> int:
        extra = (1 if self.read_only else 0) + len(self.trusted_after_untrusted) + len(self.untrusted_output)
        return sum(len(v) for v in self.rules.values()) + extra

    @classmethod
    def from_data(cls, data: object, *, name: str, source: str | None = None, locate: Locate | None = None) -> Layer:
        """Validate data (a mapping as in the YAML file) and compile it."""
        rules, read_only = build_rules(data, layer=name, source=source, locate=locate)
        opt_out = trusted_names(data, source=source, locate=locate)
        layer = cls(name, rules, read_only, source, opt_out, layer_budget(data, source=source, locate=locate))
        layer.untrusted_output = untrusted_names(data, source=source, locate=locate)
        return layer

    @classmethod
    def from_yaml_text(cls, text: str, *, name: str, label: str = "<policy>", source: str | None = None) -> Layer:
        """Parse YAML text (``label`` is used in error messages)."""
        data, locate = parse_yaml(text, label)
        return cls.from_data(data, name=name, source=source or label, locate=locate)

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], *, name: str) -> Layer:
        """Load one policy file; PolicyError when it is missing or wrong."""
        text, label = read_policy_file(path)
        return cls.from_yaml_text(text, name=name, label=label, source=label)

    def conditional_for(self, kind: RuleKind, name: str) -> tuple[tuple[Rule, bool], ...]:
        """The conditional rules of ``kind`` whose tool glob matches ``name`` (or a lookalike of it)."""
        if not self.rules[kind]:
            return ()
        return tuple(self.globs[kind].all_matching(name))
