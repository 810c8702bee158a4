"""EventHandler: every kind of the vocabulary reaches the method named for it, and only that one."""

from __future__ import annotations

import typing

import pytest

from nbagent.events import Event
from nbagent.events._handler import EventHandler

CLASSES = typing.get_args(Event)


def _blank(cls: type) -> Event:
    """An instance for matching on its class (the fields are not read)."""
    event: Event = object.__new__(cls)
    return event


def _kind(cls: type) -> str:
    return str(cls.__dataclass_fields__["kind"].default)


def test_the_vocabulary_is_what_the_handler_knows() -> None:
    methods = {name for name in vars(EventHandler) if name.startswith("on_")}
    assert methods == {"on_" + _kind(cls).replace("-", "_") for cls in CLASSES}
    assert len(CLASSES) >= 19


@pytest.mark.parametrize("cls", CLASSES, ids=_kind)
def test_each_event_reaches_the_method_of_its_kind(cls: type) -> None:
    seen: list[str] = []

    class Spy(EventHandler):
        pass

    for other in CLASSES:
        name = "on_" + _kind(other).replace("-", "_")
        setattr(Spy, name, lambda self, event, name=name: seen.append(name))
    Spy()(_blank(cls))
    assert seen == ["on_" + _kind(cls).replace("-", "_")]


def test_a_handler_ignores_kinds_it_does_not_override() -> None:
    got: list[Event] = []

    class OnlyFinished(EventHandler):
        def on_run_finished(self, event: typing.Any) -> None:
            got.append(event)

    handler = OnlyFinished()
    for cls in CLASSES:
        handler(_blank(cls))
    assert [type(e).__name__ for e in got] == ["RunFinished"]


def test_something_that_is_not_an_event_is_refused() -> None:
    with pytest.raises(AssertionError):
        EventHandler()(object())  # type: ignore[arg-type]
