"""An MCP server's input schema, checked so that it cannot make the kernel fetch or hang.

The schema is the server's (third-party) text. ``jsonschema`` on its own would
fetch a remote ``$ref`` (``http://...``, ``file://...``) when it validates, and
run ``pattern`` / ``patternProperties`` on Python's backtracking ``re``
(``^(a+)+$`` on 30 characters takes tens of seconds). So:

- when the tools are listed (:func:`refusal`), a ``$ref`` (or ``$dynamicRef`` /
  ``$recursiveRef``) to anything but this schema (``#...``) refuses the tool, and
  so does a pattern RE2 cannot run (named in the message);
- when arguments are checked (:func:`validate`), references resolve in a registry
  that retrieves nothing, patterns run on RE2 (linear time), formats are not
  checked, and the whole check stops at a deadline (the tool's time limit).
"""

from __future__ import annotations

import contextvars
import functools
import json
import time
from collections.abc import Callable, Container, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, NoReturn

from ..boundary._linear import LinearPattern, compile_linear

if TYPE_CHECKING:  # jsonschema ships no types: these name its classes for the reader
    from jsonschema.exceptions import ValidationError
    from jsonschema.protocols import Validator
    from referencing import Registry

__all__ = ["SchemaTooSlow", "refusal", "validate"]

_REFS = ("$ref", "$dynamicRef", "$recursiveRef")
# keywords whose values are data, not schemas: a {"$ref": ...} in an example is not a reference
_DATA = frozenset({"enum", "const", "default", "examples", "example"})
_deadline: contextvars.ContextVar[float] = contextvars.ContextVar("nbagent_mcp_schema_deadline", default=0.0)
# a keyword's check, as jsonschema calls it: (validator, the keyword's value, the instance, the schema) -> errors
Keyword = Callable[["Validator", object, object, Mapping[str, object]], "Iterable[ValidationError] | None"]


class SchemaTooSlow(Exception):
    """Checking the arguments against the schema went past its deadline."""


def refusal(schema: Mapping[str, object]) -> str | None:
    """Why nbagent refuses a tool with this input schema (None: it may be offered).

    A reference must stay inside the schema; a pattern must run on RE2; ``unevaluatedProperties``
    cannot be combined with ``patternProperties`` (jsonschema matches those on ``re``).
    """
    found: list[str] = []
    uses = {"unevaluatedProperties": False, "patternProperties": False}

    def walk(node: object, depth: int) -> None:
        if found:
            return
        if depth > 100:
            found.append("the schema nests more than 100 levels deep")
            return
        if isinstance(node, list):
            for item in node:
                walk(item, depth + 1)
            return
        if not isinstance(node, Mapping):
            return
        for key, value in node.items():
            if key in _REFS and isinstance(value, str) and not value.startswith("#"):
                found.append(
                    f"its schema has {key} {value!r}, a reference outside the schema: nbagent fetches nothing a "
                    "server names (only references inside the schema, '#/...', are followed)"
                )
                return
            if key == "pattern" and isinstance(value, str):
                problem = _pattern_problem(value)
                if problem:
                    found.append(problem)
                    return
            if key == "patternProperties" and isinstance(value, Mapping):
                uses["patternProperties"] = True
                for source in value:
                    problem = _pattern_problem(str(source))
                    if problem:
                        found.append(problem)
                        return
            if key == "unevaluatedProperties":
                uses["unevaluatedProperties"] = True
            if key in _DATA:
                continue
            if key in ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas"):
                # a mapping of names to schemas: the names are not keywords
                if isinstance(value, Mapping):
                    for sub in value.values():
                        walk(sub, depth + 1)
                continue
            walk(value, depth + 1)

    walk(schema, 0)
    if not found and all(uses.values()):
        found.append(
            "its schema combines unevaluatedProperties with patternProperties, which nbagent cannot check in "
            "linear time"
        )
    return found[0] if found else None


def _pattern_problem(source: str) -> str | None:
    try:
        _linear(source)
    except ValueError as exc:
        return f"its schema has the pattern {source!r}, which cannot run on the linear-time engine (RE2): {exc}"
    return None


@functools.lru_cache(maxsize=1024)
def _linear(source: str) -> LinearPattern:
    return compile_linear(source)


def validate(schema: Mapping[str, object], instance: object, *, limit: float | None) -> list[ValidationError]:
    """The validation errors of ``instance``, sorted by path; :class:`SchemaTooSlow` past ``limit`` seconds.

    Any other failure (a reference that does not resolve, a schema that recurses into itself)
    raises as it is: the caller refuses the call (fail closed).
    """
    cls = _validator_class(str(schema.get("$schema", "")))
    from referencing import Registry

    registry: Registry[object] = Registry(retrieve=_retrieve_nothing)  # type: ignore[call-arg]  # attrs init, untyped here
    validator = cls(schema, registry=registry, format_checker=None)
    token = _deadline.set(time.monotonic() + limit if limit is not None else 0.0)
    try:
        return sorted(validator.iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
    finally:
        _deadline.reset(token)


def _retrieve_nothing(uri: str) -> NoReturn:
    from referencing.exceptions import NoSuchResource

    raise NoSuchResource(ref=uri)  # type: ignore[call-arg]  # the server's schema names it: nbagent fetches nothing


@functools.lru_cache(maxsize=16)
def _validator_class(dialect: str) -> type[Validator]:
    """The draft's validator with RE2 patterns and a deadline on every keyword."""
    import jsonschema

    base = jsonschema.validators.validator_for({"$schema": dialect} if dialect else {})
    keywords: dict[str, Keyword] = dict(base.VALIDATORS)
    if "pattern" in keywords:
        keywords["pattern"] = _pattern
    if "patternProperties" in keywords:
        keywords["patternProperties"] = _pattern_properties
    if "additionalProperties" in keywords:
        keywords["additionalProperties"] = _additional_properties
    if "uniqueItems" in keywords:
        keywords["uniqueItems"] = _unique_items  # jsonschema's own compares every pair: quadratic on objects
    extended: type[Validator] = jsonschema.validators.extend(base, {k: _timed(fn) for k, fn in keywords.items()})
    return extended


def _timed(fn: Keyword) -> Keyword:
    def keyword(
        validator: Validator, value: object, instance: object, schema: Mapping[str, object]
    ) -> Iterator[ValidationError]:
        deadline = _deadline.get()
        if deadline and time.monotonic() > deadline:
            raise SchemaTooSlow
        yield from fn(validator, value, instance, schema) or ()

    return keyword


def _unique_items(
    validator: Validator, unique: object, instance: object, schema: Mapping[str, object]
) -> Iterator[ValidationError]:
    """``uniqueItems`` in one pass: each item's canonical JSON into a set (1 and 1.0 and True differ as JSON
    Schema says; key order does not matter)."""
    from jsonschema.exceptions import ValidationError

    if not unique or not validator.is_type(instance, "array") or not isinstance(instance, list):
        return
    seen: set[str] = set()
    for item in instance:
        key = json.dumps(_canonical(item), sort_keys=True, ensure_ascii=False, default=str)
        if key in seen:
            yield ValidationError(f"{str(instance)[:100]} has non-unique elements")
            return
        seen.add(key)


def _canonical(value: object) -> object:
    """A JSON value with integral floats as ints (JSON Schema: 1 and 1.0 are equal), booleans kept apart."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value if not isinstance(value, bool) else {"\0bool": value}
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_canonical(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    return value


def _pattern(
    validator: Validator, source: object, instance: object, schema: Mapping[str, object]
) -> Iterator[ValidationError]:
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "string") or not isinstance(instance, str):
        return
    if not isinstance(source, str):  # fails closed, as compiling it would
        raise TypeError(f"pattern must be a string, got {type(source).__name__}")
    if not _linear(source).search(instance):
        yield ValidationError(f"{instance[:100]!r} does not match {source!r}")


def _pattern_properties(
    validator: Validator, patterns: object, instance: object, schema: Mapping[str, object]
) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object") or not isinstance(instance, Mapping):
        return
    if not isinstance(patterns, Mapping):  # fails closed, as reading it would
        raise TypeError(f"patternProperties must be a mapping, got {type(patterns).__name__}")
    for source, subschema in patterns.items():
        rx = _linear(source)
        for key, value in instance.items():
            if rx.search(key):
                yield from validator.descend(value, subschema, path=key, schema_path=source)


def _additional_properties(
    validator: Validator, extra_schema: object, instance: object, schema: Mapping[str, object]
) -> Iterator[ValidationError]:
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "object") or not isinstance(instance, Mapping):
        return
    known = schema.get("properties", {})
    sources = schema.get("patternProperties", {})
    if not isinstance(known, Container) or not isinstance(sources, Iterable):  # jsonschema's own check fails too
        raise TypeError("the schema's properties and patternProperties must be mappings")
    patterns = [_linear(p) for p in sources]
    extras = [k for k in instance if k not in known and not any(rx.search(k) for rx in patterns)]
    if validator.is_type(extra_schema, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], extra_schema, path=extra)
    elif not extra_schema and extras:
        names = ", ".join(repr(k[:60]) for k in sorted(extras)[:10])
        yield ValidationError(f"additional properties are not allowed ({names} unexpected)")
