"""Domain-based tool selection (REMLight PRD25).

Tools carry domain tags (``Tool(domain="tasks")``; a ``"domain:tasks"`` tag
means the same). For each user message a :class:`DomainSelector`:

1. identifies the domains the message is about: a cheap model call given the
   domain descriptions, answered in JSON; keyword matching when there is no
   model, or the call fails or answers something unusable;
2. orders domains by recency: this message's domains first (in the order the
   model or the keyword score ranks them), then the others by when they were
   last identified;
3. takes whole domains from the front while they fit in ``max_tools`` and
   ``max_domains``; the first domain that does not fit ends the selection
   (older ones never jump ahead of newer ones).

Tools without a domain are always offered and count against ``max_tools``:
they are what the agent needs whatever the topic (``remember``, notebook
basics). One exception to the limits: when this message's first domain does
not fit even alone, it is offered anyway (a domain bigger than the budget is
a configuration mistake, and offering nothing would surely fail); the
reasoning says so. A message that names no domain keeps the recent ones.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Self

from ..exceptions import UserError
from ..extensions import ToolFilter
from ..messages import SystemMessage, Usage, UserMessage
from ..providers import ModelRequest, get_provider
from ._memory import ask_reported

if TYPE_CHECKING:
    from ..providers import Provider
    from ..tools import Tool
    from ._memory import ModelCallReport

__all__ = ["Domain", "DomainSelector", "ToolSelection", "tool_domains"]

log = logging.getLogger("nbagent.memory")

SELECT_INSTRUCTIONS = """\
You route a person's request to groups of tools ("domains") before an assistant answers it.
Pick the domains whose tools the assistant will need for this request, most relevant first, \
at most {max_domains}, only from the list. Pick none when the request needs no listed domain \
or continues the recent work (recent domains stay available anyway).
Answer with JSON only: {{"domains": ["name", ...], "reasoning": "one short sentence"}}"""

_JSON_OBJECT = re.compile(r"\{.*\}", re.S)


@dataclass(frozen=True, slots=True)
class Domain:
    """A group of tools: its ``name``, a ``description`` for the selecting model, extra ``keywords``."""

    name: str
    description: str = ""
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ToolSelection:
    """Which tools to offer for one user message, and why (what the ``tools-selected`` event carries).

    ``method`` is ``"model"``, ``"keywords"`` (the fallback) or ``"recency"``
    (nothing identified: the recent domains stay). ``usage`` is the selection
    call's tokens (zero without a model call).
    """

    tool_names: tuple[str, ...]
    domains: tuple[str, ...]
    reasoning: str
    method: Literal["model", "keywords", "recency"] = "keywords"
    usage: Usage = field(default_factory=Usage)


def _domain_name(tag: str) -> str:
    tag = tag.strip()
    return tag[len("domain:") :].strip() if tag.lower().startswith("domain:") else tag


def tool_domains(tools: Iterable[Tool]) -> tuple[dict[str, list[str]], list[str]]:
    """``({domain: [tool names]}, [names of tools with no domain])``, in registration order."""
    by_domain: dict[str, list[str]] = {}
    untagged: list[str] = []
    for t in tools:
        names = [n for n in (_domain_name(d) for d in t.domains) if n]
        if not names:
            untagged.append(str(t.name))
        for name in names:
            by_domain.setdefault(name, []).append(str(t.name))
    return by_domain, untagged


def _forms(word: str) -> set[str]:
    """A word and its simple singular / plural forms, for keyword matching."""
    w = word.lower().strip()
    if not w:
        return set()
    singular = w[:-3] + "y" if w.endswith("ies") else w[:-1] if w.endswith("s") and not w.endswith("ss") else w
    plural = singular[:-1] + "ies" if singular.endswith("y") else singular + "s"
    return {w, singular, plural}


class DomainSelector(ToolFilter):
    """Chooses which tools the model is offered for each user message.

    Args:
        domains: descriptions (and keywords) of the domains: ``{"tasks": "to-do items"}``
            or :class:`Domain` objects. Domains of the tools that are not described
            here get a description listing their tools.
        model: the model that identifies domains: a provider or a name; None (default)
            uses the agent's model; False never calls a model (keywords only).
        max_tools: most tools offered, tools without a domain included.
        max_domains: most domains offered at once (and asked of the model).
        settings: extra request options for the selection call.

    With an offline ``ScriptedProvider`` as the agent's model, pass ``model=False``
    (or a provider of its own): the selection call would otherwise use up a scripted step.
    """

    def __init__(
        self,
        domains: Mapping[str, str | Domain] | Iterable[Domain] | None = None,
        *,
        model: str | Provider | Literal[False] | None = None,
        max_tools: int = 10,
        max_domains: int = 3,
        settings: Mapping[str, object] | None = None,
    ) -> None:
        if max_tools < 1 or max_domains < 1:
            raise UserError(f"max_tools and max_domains must be at least 1, got {max_tools} and {max_domains}")
        self.domains: dict[str, Domain] = {}
        items: Iterable[Domain | tuple[object, object]] = (
            domains.items() if isinstance(domains, Mapping) else (domains or ())
        )
        for item in items:
            if isinstance(item, Domain):
                self.domains[_domain_name(item.name)] = item
            else:
                name, value = item
                d = value if isinstance(value, Domain) else Domain(str(name), str(value))
                self.domains[_domain_name(str(name))] = Domain(
                    _domain_name(str(name)), d.description, tuple(d.keywords)
                )
        self.model = model
        self.max_tools = max_tools
        self.max_domains = max_domains
        self.settings = dict(settings or {})
        self.recency: list[str] = []
        self.usage = Usage()
        self._provider: Provider | None = None

    def __repr__(self) -> str:
        return f"DomainSelector(max_tools={self.max_tools}, max_domains={self.max_domains}, recency={self.recency})"

    def fresh(self) -> Self:
        """A selector with the same domains and limits but no recent domains (one per conversation)."""
        return type(self)(
            list(self.domains.values()),
            model=self.model,
            max_tools=self.max_tools,
            max_domains=self.max_domains,
            settings=self.settings,
        )

    def reset(self) -> None:
        """Forget which domains were used recently."""
        self.recency.clear()

    def state(self) -> dict[str, list[str]]:
        """The recency list, for a session store."""
        return {"recency": list(self.recency)}

    def load_state(self, state: Mapping[str, object] | None) -> None:
        """Continue from :meth:`state`."""
        recency = (state or {}).get("recency", ())
        if not isinstance(recency, Iterable):
            raise TypeError(f"recency is {type(recency).__name__}, not a list")
        self.recency = [str(d) for d in recency if isinstance(d, str)]

    # -- selecting ----------------------------------------------------------------

    async def select(
        self,
        prompt: str,
        tools: Iterable[Tool],
        provider: Provider | None = None,
        *,
        report: ModelCallReport | None = None,
    ) -> ToolSelection:
        """The tools to offer for ``prompt``; updates the recency list.

        ``provider`` is used for the selection call when the selector has no
        ``model`` of its own (None) and is not keyword-only (False);
        ``report`` is told of that call (the agent counts its tokens).
        """
        tools = list(tools)
        by_domain, untagged = tool_domains(tools)
        known = list(by_domain)
        current: list[str] = []
        notes: list[str] = []
        method: Literal["model", "keywords", "recency"] = "keywords"
        usage = Usage()
        model = self._model(provider)
        if known and model is not None:
            try:
                current, why, usage = await self._ask(model, prompt, known, by_domain, report)
                method = "model"
                notes.append(why or f"the model chose {', '.join(current) or 'no domain'}")
            except _Unusable as exc:
                notes.append(f"model answer unusable ({exc}); keyword match")
            except Exception as exc:  # a failed selection must not stop the run: fall back
                log.warning(
                    "nbagent: tool selection call failed (%s: %s); using keywords",
                    type(exc).__name__,
                    exc,
                )
                notes.append(f"model call failed ({type(exc).__name__}); keyword match")
        if method == "keywords" and known:
            current = self._keywords(prompt, known, by_domain)
            notes.append(f"keywords matched {', '.join(current)}" if current else "no keyword matched")
        if not known:
            notes.append("no tool has a domain: all offered")
        current = current[: self.max_domains]
        if not current and self.recency:
            method = "recency" if method != "model" else method
        self.recency = current + [d for d in self.recency if d not in current]
        chosen, offered, limit_note = self._fit(current, by_domain, untagged)
        if limit_note:
            notes.append(limit_note)
        return ToolSelection(
            tool_names=tuple(t.name for t in tools if t.name in offered),
            domains=tuple(chosen),
            reasoning="; ".join(notes),
            method=method,
            usage=usage,
        )

    def _fit(
        self, current: list[str], by_domain: dict[str, list[str]], untagged: list[str]
    ) -> tuple[list[str], set[str], str]:
        """Whole domains from the front of the recency order, within the limits."""
        offered = set(untagged)
        chosen: list[str] = []
        note = ""
        order = [d for d in self.recency if d in by_domain]
        for name in order:
            if len(chosen) >= self.max_domains:
                note += f"dropped {', '.join(order[order.index(name) :])} (max_domains={self.max_domains})"
                break
            grown = offered | set(by_domain[name])
            if len(grown) > self.max_tools:
                if not chosen and current and name == current[0]:
                    # see the module docs: the top current domain is offered even when too big
                    note = f"{name} alone is over max_tools={self.max_tools}: offered whole; "
                    chosen.append(name)
                    offered = grown
                    continue
                note += f"dropped {', '.join(order[order.index(name) :])} (max_tools={self.max_tools})"
                break
            chosen.append(name)
            offered = grown
        return chosen, offered, note.rstrip("; ")

    def _keywords(self, prompt: str, known: list[str], by_domain: dict[str, list[str]]) -> list[str]:
        """Domains whose name, keywords or tool names occur in ``prompt``; most hits first, then first mention."""
        text = prompt.lower()
        scored: list[tuple[int, int, str]] = []
        for name in known:
            domain = self.domains.get(name, Domain(name))
            words: set[str] = set()
            for word in (name, *domain.keywords):
                words |= _forms(word)
            words |= {t.lower() for t in by_domain[name]}
            hits = [m.start() for w in words for m in re.finditer(rf"(?<![\w]){re.escape(w)}(?![\w])", text)]
            if hits:
                scored.append((-len(hits), min(hits), name))
        return [name for _, _, name in sorted(scored)]

    def _model(self, provider: Provider | None) -> Provider | None:
        if self.model is False:
            return None
        if self.model is None:
            return provider
        if self._provider is None:
            self._provider = get_provider(self.model)
        return self._provider

    async def _ask(
        self,
        model: Provider,
        prompt: str,
        known: list[str],
        by_domain: dict[str, list[str]],
        report: ModelCallReport | None = None,
    ) -> tuple[list[str], str, Usage]:
        lines = []
        for name in known:
            described = self.domains.get(name)
            about = described.description if described and described.description else ""
            lines.append(f"- {name}: {about + ' ' if about else ''}(tools: {', '.join(by_domain[name])})")
        recent = ", ".join(d for d in self.recency if d in by_domain) or "none"
        body = "Domains:\n" + "\n".join(lines) + f"\n\nRecently used, most recent first: {recent}\n\nRequest:\n{prompt}"
        request = ModelRequest(
            messages=(
                SystemMessage(SELECT_INSTRUCTIONS.format(max_domains=self.max_domains)),
                UserMessage(body),
            ),
            settings=self.settings,
        )
        response = await ask_reported(model, request, report)
        self.usage = self.usage + response.usage  # counted even when the answer is unusable
        names, why = parse_domains(response.message.text, known)
        return names, why, response.usage


class _Unusable(ValueError):
    """The model's answer was not the JSON asked for."""


def parse_domains(text: str, known: Iterable[str]) -> tuple[list[str], str]:
    """``(domains, reasoning)`` from a selection answer; raises ``ValueError`` when it is unusable.

    Accepts ``{"domains": [...], "reasoning": "..."}`` (possibly in a code
    fence or with words around it) or a bare JSON list. Names match known
    domains ignoring case and a ``domain:`` prefix; an answer naming only
    unknown domains is unusable, an empty list is a valid "none".
    """
    lookup = {k.lower(): k for k in known}
    match = _JSON_OBJECT.search(text or "")
    raw: object = None
    for candidate in ([match.group(0)] if match else []) + [(text or "").strip()]:
        try:
            raw = json.loads(candidate)
            break
        except (json.JSONDecodeError, ValueError):
            continue
    why = ""
    if isinstance(raw, dict):
        why = str(raw.get("reasoning") or "")[:500]
        raw = raw.get("domains")
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise _Unusable("no JSON list of domain names")
    names: list[str] = []
    for item in raw:
        name = lookup.get(_domain_name(item).lower())
        if name is not None and name not in names:
            names.append(name)
    if raw and not names:
        raise _Unusable(f"unknown domains {raw[:5]}")
    return names, why
