"""One event vocabulary: the stream's kinds, and the old audit names presented as kinds."""

from __future__ import annotations

import typing

from nbagent import events
from nbagent.events import LEGACY_AUDIT_EVENTS, EventKind, audit_kind


def _kinds_of_event_classes() -> set[str]:
    return {cls.__dataclass_fields__["kind"].default for cls in typing.get_args(events.Event)}


def test_event_kind_lists_every_event_class() -> None:
    assert set(typing.get_args(EventKind)) == _kinds_of_event_classes()


def test_every_old_audit_name_maps_to_a_kind() -> None:
    kinds = set(typing.get_args(EventKind))
    # Every name the audit writer ever wrote (nbagent/store/_rows.py before issue 14).
    old = {
        "run_started", "run_finished", "model_retry", "tools_selected", "tool_requested", "policy_decision",
        "approval_requested", "approval_decided", "review_modified", "tool_started", "tool_executed",
        "tool_failed", "tool_blocked", "screening_blocked",
    }  # fmt: skip
    assert old <= set(LEGACY_AUDIT_EVENTS)
    assert set(LEGACY_AUDIT_EVENTS.values()) <= kinds
    assert audit_kind("tool_executed") == "tool-finished"
    assert audit_kind("screening_blocked") == "output-blocked"
    assert audit_kind("review_modified") == "tool-args-rewritten"
    assert audit_kind("policy_decision") == "tool-decided"


def test_kinds_and_unknown_names_present_as_themselves() -> None:
    for kind in typing.get_args(EventKind):
        assert audit_kind(kind) == kind
    assert audit_kind("something_new") == "something_new"


def test_the_old_catch_all_names_of_stored_kinds_map_back() -> None:
    # Before issue 14 an event kind the writer did not know was stored with "-" as "_".
    for kind in typing.get_args(EventKind):
        name = kind.replace("-", "_")
        if name in LEGACY_AUDIT_EVENTS:
            assert LEGACY_AUDIT_EVENTS[name] == kind
