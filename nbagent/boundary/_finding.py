"""What the injection screen found in one tool output, as the person is shown it (never the model).

The screen (``nbagent.guards.screening``) decides; this is the record of what it saw, made once where the
output was screened and carried, unchanged, to every reader: the call's card, the approval card and the
terminal prompt of every approval later in the session, the audit row, the folded call record, the panel
and the telemetry span. The quote is outside text: it is cut to :data:`QUOTE_CHARS`, kept on one line, and
every invisible character is shown as a marker (``⟦U+200B⟧``) when it is made, so no reader has to clean it
(HTML readers still escape it, as they escape any text). A finding loaded back from a store is checked
and made again the same way: a stored one is data too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ..messages import JSONObject
from ._marks import mark_invisible
from ._terminal import one_line

__all__ = ["QUOTE_CHARS", "Finding", "quote", "uncut"]

QUOTE_CHARS = 120  # characters of the quoted stretch (markers of invisible characters count)
_FAMILY_CHARS = 60
_REASONS = 8  # reasons kept (labels of what was found; a classifier's free text is cut like a quote)


def quote(text: str, limit: int = QUOTE_CHARS) -> str:
    """``text`` as a finding quotes it: invisible characters marked, whitespace runs as one space, at most
    ``limit`` characters (the cut marked ``…``)."""
    return one_line(mark_invisible(text), limit)


def uncut(quoted: str) -> str:
    """``quoted`` without the word its cut went through (``…`` stays): what a redactor can still recognise
    (a key or an address cut in the middle no longer looks like one)."""
    if not quoted.endswith("…"):
        return quoted
    head = quoted[:-1]
    space = max(head.rfind(" "), 0)
    return head[:space] + "…"


@dataclass(frozen=True, slots=True)
class Finding:
    """What the screen found in one output.

    ``quote``: the stretch that scored (made by :func:`quote`); ``score``: the screen's score (``FLAG_AT``
    flags, ``BLOCK_AT`` blocks); ``family``: the kind of injection it looks like, a guess from what the
    patterns found (``"unclear (learned screen only)"`` when only the learned screen scored); ``blocked``:
    whether the output was withheld from the model (else it was flagged: the model read it, spotlighted);
    ``reasons``: the screen's labels. ``tool`` / ``call_id`` / ``number`` / ``run_id`` say which call's output
    it was (set by the loop).
    """

    quote: str
    score: float
    family: str
    blocked: bool = False
    reasons: tuple[str, ...] = ()
    tool: str = ""
    call_id: str = ""
    number: int = 0
    run_id: str = ""

    def at(self, tool: str, call_id: str, number: int, run_id: str) -> Finding:
        """The same finding, placed on the output of one call."""
        return replace(self, tool=tool, call_id=call_id, number=number, run_id=run_id)

    @property
    def scored(self) -> str:
        """``score 1.78, orders to the model``: what every reader says before the quote."""
        return f"score {self.score:.2f}, {self.family}"

    @property
    def quoted(self) -> str:
        """``'...'`` (or ``(no quote)``): what every reader shows last, so outside text cannot write an attribution
        of its own after it."""
        return f"'{self.quote}'" if self.quote else "(no quote)"

    @property
    def where(self) -> str:
        """``read_document, call 3`` (the call's tool and its number in its run)."""
        name = one_line(self.tool or "a tool", 80)
        return f"{name}, call {self.number}" if self.number else name

    def line(self, run_id: str = "", more: int = 0) -> str:
        """The one line that opens every later approval: ``this run read text that looks like an injection, in
        the output of read_document, call 3 (score 1.42, instruction override): '...'``. ``run_id``: the run
        asking (a finding of an earlier run of the session says "this session"); ``more``: other findings of the
        session. The quote comes last: outside text cannot write the attribution after it."""
        scope = "run" if run_id and run_id == self.run_id else "session"
        what = (
            "withheld an output that looks like an injection"
            if self.blocked
            else "read text that looks like an injection"
        )
        others = f" (and {more} more finding{'s' if more != 1 else ''} this session)" if more else ""
        return f"this {scope} {what}{others}, in the output of {self.where} ({self.scored}): {self.quoted}"

    def state(self) -> JSONObject:
        """JSON-ready form (saved with a session's provenance, written to the audit row's detail)."""
        return {
            "quote": self.quote,
            "score": round(float(self.score), 3),
            "family": self.family,
            "blocked": self.blocked,
            "reasons": list(self.reasons),
            "tool": self.tool,
            "call_id": self.call_id,
            "number": self.number,
            "run_id": self.run_id,
        }

    @classmethod
    def from_state(cls, raw: object) -> Finding | None:
        """A finding from :meth:`state` (a stored session, an audit row), its text made safe again; None if damaged."""
        if not isinstance(raw, Mapping):
            return None
        try:
            score = float(raw["score"])
            number = raw.get("number", 0)
            reasons = raw.get("reasons", [])
            return cls(
                quote=quote(str(raw.get("quote", ""))),
                score=score if score == score else 0.0,  # NaN: damaged
                family=quote(str(raw.get("family", "")), _FAMILY_CHARS),
                blocked=raw.get("blocked") is True,
                reasons=tuple(quote(str(r)) for r in reasons[:_REASONS]) if isinstance(reasons, list) else (),
                tool=quote(str(raw.get("tool", "")), 200),
                call_id=str(raw.get("call_id", ""))[:200],
                number=number if isinstance(number, int) and not isinstance(number, bool) and number >= 0 else 0,
                run_id=str(raw.get("run_id", ""))[:200],
            )
        except (KeyError, TypeError, ValueError):
            return None
