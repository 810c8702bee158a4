"""Write labextension/src/vocabulary.ts: the lab extension's types generated from nbagent's Python literals.

The event kinds, call statuses (and how each reads), who decided, where a person approved and
the panel's activity categories are defined once, in Python; the TypeScript side imports them
from the generated file instead of copying strings. ``tests/test_ts_types.py`` fails when the
committed file differs from what this script writes.

    python scripts/gen_ts_types.py           # rewrite the file
    python scripts/gen_ts_types.py --check   # exit 1 if it is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, get_args

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "labextension" / "src" / "vocabulary.ts"


def _ts(value: Any) -> str:
    return "'" + str(value).replace("\\", "\\\\").replace("'", "\\'") + "'"


def _lines(name: str, doc: str, values: tuple[Any, ...], const: str) -> list[str]:
    return [
        f"/** {doc} */",
        f"export type {name} =",
        *(f"  | {_ts(v)}" + (";" if i == len(values) - 1 else "") for i, v in enumerate(values)),
        "",
        f"/** Every {name}, in the order Python lists them. */",
        f"export const {const}: readonly {name}[] = [",
        *(f"  {_ts(v)}," for v in values),
        "];",
        "",
    ]


def render() -> str:
    """The file's text."""
    sys.path.insert(0, str(ROOT))
    from nbagent.display._fold import CALL_STATUS_LABELS, CallStatus
    from nbagent.events import ApprovalVia, DecidedBy, EventKind, FailureStage, RunStatus
    from nbagent.server._activity import Category

    out = [
        "/**",
        " * nbagent's vocabulary, GENERATED from the Python literals by scripts/gen_ts_types.py: do not edit.",
        " * Run `python scripts/gen_ts_types.py` after changing nbagent/events/, nbagent/display/_fold.py or",
        " * nbagent/server/_activity.py (tests/test_ts_types.py checks that this file is up to date).",
        " */",
        "",
    ]
    out += _lines("EventKind", "A stream event's kind: also an audit row's `event` (old rows presented so).",
                  get_args(EventKind), "EVENT_KINDS")  # fmt: skip
    out += _lines("CallStatus", "A tool call's status, folded by nbagent.display._fold.fold_calls.",
                  get_args(CallStatus), "CALL_STATUSES")  # fmt: skip
    out += [
        "/** How each status reads (the cell's transcript uses the same words). */",
        "export const CALL_STATUS_LABELS: Readonly<Record<CallStatus, string>> = {",
        *(f"  {_ts(k)}: {_ts(v)}," for k, v in CALL_STATUS_LABELS.items()),
        "};",
        "",
    ]
    out += _lines("DecidedBy", "Who or what decided about a call.", get_args(DecidedBy), "DECIDED_BY")
    out += _lines("ApprovalVia", "Where a person decided an approval.", get_args(ApprovalVia), "APPROVAL_VIAS")
    out += _lines("FailureStage", "Where a failed call stopped.", get_args(FailureStage), "FAILURE_STAGES")
    out += _lines("RunStatus", "How a run ended.", get_args(RunStatus), "RUN_STATUSES")
    out += _lines("ActivityCategory", "What the Agent panel's filters go by.", get_args(Category),
                  "ACTIVITY_CATEGORIES")  # fmt: skip
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} is out of date: run python scripts/gen_ts_types.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
