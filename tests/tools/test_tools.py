"""@tool / Tool: schemas from signatures and docstrings, validation, execution."""

from __future__ import annotations

import asyncio
import dataclasses
import enum
from typing import Literal, Optional, TypedDict

import pydantic
import pytest

from nbagent import Tool, tool
from nbagent.exceptions import ToolError
from nbagent.tools import ArgumentError, ToolRegistry, format_output
from nbagent.tools._docstring import parse_docstring


class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Point(TypedDict):
    x: float
    y: float


@dataclasses.dataclass
class Box:
    width: int
    label: str = "box"


class Person(pydantic.BaseModel):
    name: str
    age: int


def test_schema_covers_every_supported_type() -> None:
    def everything(
        s: str,
        i: int,
        f: float,
        b: bool,
        opt: Optional[int],  # noqa: UP045 - the Optional spelling is what users write
        lit: Literal["a", "b"],
        color: Color,
        items: list[str],
        mapping: dict[str, int],
        point: Point,
        box: Box,
        person: Person,
        default: int = 3,
    ) -> None:
        """Do everything."""

    schema = Tool(everything).parameters
    props = schema["properties"]
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert props["s"]["type"] == "string"
    assert props["i"]["type"] == "integer"
    assert props["f"]["type"] == "number"
    assert props["b"]["type"] == "boolean"
    assert {"type": "null"} in props["opt"]["anyOf"] and {"type": "integer"} in props["opt"]["anyOf"]
    assert props["lit"]["enum"] == ["a", "b"]
    assert props["items"] == {"type": "array", "items": {"type": "string"}}
    assert props["mapping"]["additionalProperties"] == {"type": "integer"}
    defs = schema["$defs"]
    assert defs["Color"]["enum"] == ["red", "blue"]
    assert set(defs["Point"]["properties"]) == {"x", "y"}
    assert defs["Box"]["required"] == ["width"]
    assert set(defs["Person"]["properties"]) == {"name", "age"}
    assert props["default"]["default"] == 3
    assert set(schema["required"]) == {
        "s",
        "i",
        "f",
        "b",
        "opt",
        "lit",
        "color",
        "items",
        "mapping",
        "point",
        "box",
        "person",
    }
    # pydantic's auto titles are noise for a model; a parameter *named* title must survive
    assert "title" not in props["s"]


def test_parameter_named_title_is_kept() -> None:
    def note(title: str) -> str:
        return title

    assert "title" in Tool(note).parameters["properties"]


@pytest.mark.parametrize(
    "doc",
    [
        """Look up the weather.

        Args:
            city: Name of the city,
                in English.
            days (int): How many days.
        """,
        """Look up the weather.

        Parameters
        ----------
        city : str
            Name of the city,
            in English.
        days : int
            How many days.
        """,
        """Look up the weather.

        :param city: Name of the city,
            in English.
        :param int days: How many days.
        :returns: a forecast
        """,
    ],
    ids=["google", "numpy", "sphinx"],
)
def test_docstring_styles_give_descriptions(doc: str) -> None:
    summary, params = parse_docstring(doc)
    assert summary == "Look up the weather."
    assert params == {"city": "Name of the city, in English.", "days": "How many days."}


def test_descriptions_reach_the_schema() -> None:
    @tool
    def weather(city: str, days: int = 1) -> str:
        """Look up the weather.

        Args:
            city: Name of the city.
            days: How many days.
        """
        return f"{city}:{days}"

    assert weather.description == "Look up the weather."
    assert weather.parameters["properties"]["city"]["description"] == "Name of the city."
    assert weather("Paris") == "Paris:1"  # the decorated function stays callable


def test_validation_reports_every_problem_for_the_model() -> None:
    def f(count: int, color: Color) -> None: ...

    t = Tool(f)
    with pytest.raises(ArgumentError) as err:
        t.validate({"count": "many", "extra": 1})
    text = str(err.value)
    assert "argument 'count'" in text and "valid integer" in text
    assert "argument 'color': required" in text
    assert "argument 'extra': not a parameter" in text


def test_validation_builds_rich_objects_and_jsonable_round_trip() -> None:
    seen = {}

    def f(box: Box, person: Person, color: Color, point: Point) -> None:
        seen.update(box=box, person=person, color=color, point=point)

    t = Tool(f)
    kwargs = t.validate(
        {"box": {"width": 2}, "person": {"name": "Ada", "age": 36}, "color": "red", "point": {"x": 1, "y": 2}}
    )
    assert kwargs["box"] == Box(2, "box") and kwargs["person"] == Person(name="Ada", age=36)
    assert kwargs["color"] is Color.RED
    assert t.jsonable(kwargs) == {
        "box": {"width": 2, "label": "box"},
        "person": {"name": "Ada", "age": 36},
        "color": "red",
        "point": {"x": 1.0, "y": 2.0},
    }


def test_sync_async_and_timeout() -> None:
    async def slow(x: int) -> int:
        await asyncio.sleep(5)
        return x

    def quick(x: int) -> int:
        return x * 2

    async def main() -> None:
        assert await Tool(quick).invoke({"x": 2}) == 4
        fast_async = Tool(slow, timeout=0.05)
        with pytest.raises(TimeoutError):
            await fast_async.invoke({"x": 1})

    asyncio.run(main())


def test_bad_definitions_are_tool_errors() -> None:
    with pytest.raises(ToolError, match="invalid"):
        Tool(lambda: None, name="has space")
    with pytest.raises(ToolError, match=r"\*args"):
        Tool(lambda *a: None, name="star")

    def unresolvable(x: NoSuchType) -> None: ...  # noqa: F821

    with pytest.raises(ToolError, match="type hints"):
        _ = Tool(unresolvable).parameters


def test_domains_and_registry_exact_names() -> None:
    @tool(domain=["files", "io"])
    def read(path: str) -> str:
        return path

    assert read.domains == ("files", "io")
    reg = ToolRegistry([read])
    assert reg.get("read") is read
    for lookalike in ("Read", "READ", " read", "read ", "rеad", "read\u200b"):  # Cyrillic е, zero-width space
        assert reg.get(lookalike) is None
    with pytest.raises(ToolError, match="two tools"):
        reg.add(Tool(lambda path: path, name="read"))


def test_format_output() -> None:
    import pandas as pd

    assert format_output("x") == "x"
    assert format_output({"a": [1, 2]}) == '{"a": [1, 2]}'
    assert format_output(Box(1)) == '{"width": 1, "label": "box"}'
    assert format_output(Person(name="A", age=1)) == '{"name":"A","age":1}'
    assert "a" in format_output(pd.DataFrame({"a": [1]}))
    assert format_output(None) == "null"
