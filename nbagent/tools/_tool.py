"""``Tool`` and ``@tool``: a plain Python function the model can call.

The JSON schema comes from the signature's type hints (built with pydantic on
first use, so defining tools costs nothing at import), argument descriptions
from the docstring. Arguments from the model are validated against the same
model; a mistake becomes an :class:`ArgumentError` whose text goes back to the
model, never an exception for the person.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import functools
import inspect
import json
import re
import sys
import typing
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypedDict, Unpack, overload

from ..exceptions import ToolError
from ..messages import JSONObject, JSONValue, ToolOutput, ToolSpec
from ._cancel import CancelScope, current_scope
from ._docstring import parse_docstring

if TYPE_CHECKING:
    import pydantic

    from ._toolset import Toolset

__all__ = ["ArgumentError", "Tool", "format_output", "tool"]

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

ReviewHook = Callable[..., object]
UntrustedWhen = Callable[[Mapping[str, object]], bool]


class ToolOptions(TypedDict, total=False):
    """The keyword options of :class:`Tool` (``@tool(**options)``, a YAML tool's settings)."""

    name: str | None
    description: str | None
    timeout: float | None
    domain: str | Sequence[str]
    screen_output: bool | None
    review_input: ReviewHook | None
    review_output: ReviewHook | None
    thread: bool
    read_only: bool
    audit_args: bool
    untrusted_output: bool | UntrustedWhen
    requires_approval: bool
    source: str | None


class ArgumentError(Exception):
    """The model's arguments do not fit the tool's schema (the text is for the model)."""


class Tool:
    """A callable the model may use.

    Args:
        fn: the function (sync or async). Parameters need type hints for a useful schema.
        name: the name the model sees (default: the function's name).
        description: what the tool does (default: the docstring's summary).
        timeout: seconds before the call is abandoned and reported to the model as a timeout.
        domain: one or more ``domain`` tags used by tool selection.
        screen_output: screen the result for prompt injection before the model sees it. None (the
            default): screen it when the output is untrusted; False turns screening off for this tool.
        review_input: hook ``(call) -> ReviewResult`` run before the tool (may rewrite arguments).
        review_output: hook ``(call, result) -> ReviewResult`` run after it (may rewrite the result).
        thread: run a sync function in a worker thread (default) so the event loop stays free;
            pass False for functions that must run on the notebook's main thread.
        read_only: the tool only reads; the default policy allows read-only tools without review, and
            read-only tools keep running without review after untrusted content entered the conversation.
            Say it only of a tool with no side effect at all (no writes, no messages, no requests that
            carry data out): it is what the containment of untrusted content relies on.
        untrusted_output: the output may carry third-party text (web pages, documents, files, e-mail,
            database rows, search results). True, or a function ``(kwargs) -> bool`` deciding per call
            (it raising counts as True). Once such output entered the conversation, calls of tools that
            are not read-only go to review (see docs/security.md); it also reaches the model spotlighted
            and, unless ``screen_output=False``, screened.
        audit_args: store raw argument values in the audit log instead of salted hashes.
        requires_approval: every call needs a person's (or an approval handler's) yes: the agent puts
            a ``review`` rule for this tool above every policy layer, so no ``allow`` or
            ``auto_approve`` rule lets it run unasked (a ``deny`` still wins). See docs/tools.md.
        source: where the tool was declared (``tools.yaml:12`` for a YAML tool), named by that rule.
    """

    def __init__(
        self,
        fn: Callable[..., object],
        *,
        name: str | None = None,
        description: str | None = None,
        timeout: float | None = None,
        domain: str | Sequence[str] = (),
        screen_output: bool | None = None,
        review_input: ReviewHook | None = None,
        review_output: ReviewHook | None = None,
        thread: bool = True,
        read_only: bool = False,
        audit_args: bool = False,
        untrusted_output: bool | UntrustedWhen = False,
        requires_approval: bool = False,
        source: str | None = None,
    ) -> None:
        if not callable(fn):
            raise ToolError(f"Tool needs a callable, got {type(fn).__name__}")
        self.fn = fn
        self.name: str = name or str(getattr(fn, "__name__", ""))
        if not _NAME.match(self.name):
            raise ToolError(
                f"tool name {self.name!r} is invalid: use 1-64 letters, digits, '_' or '-' "
                "(both OpenAI and Anthropic require this)"
            )
        summary, self._arg_docs = parse_docstring(inspect.getdoc(fn))
        self.description = description if description is not None else summary
        if timeout is not None and timeout <= 0:
            raise ToolError(f"tool {self.name!r}: timeout must be positive, got {timeout}")
        self.timeout = timeout
        self.domains: tuple[str, ...] = (domain,) if isinstance(domain, str) else tuple(domain)
        self.screen_output = screen_output
        self.review_input = review_input
        self.review_output = review_output
        if not isinstance(read_only, bool):  # "no" is truthy: containment relies on this flag
            raise ToolError(f"tool {self.name!r}: read_only must be True or False, got {read_only!r}")
        self.read_only = read_only
        if not (isinstance(untrusted_output, bool) or callable(untrusted_output)):
            raise ToolError(f"tool {self.name!r}: untrusted_output must be True, False or a function of the arguments")
        self.untrusted_output = untrusted_output
        if not isinstance(requires_approval, bool):
            raise ToolError(f"tool {self.name!r}: requires_approval must be True or False, got {requires_approval!r}")
        self.requires_approval = requires_approval
        self.source = source
        self.audit_args = audit_args
        self.is_async = inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(type(fn).__call__)
        self.thread = thread
        self._signature = inspect.signature(fn)
        for param in self._signature.parameters.values():
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
                raise ToolError(f"tool {self.name!r}: *args / **kwargs cannot be described to a model")
            if param.kind is param.POSITIONAL_ONLY:
                raise ToolError(f"tool {self.name!r}: positional-only parameter {param.name!r} is not supported")
        functools.update_wrapper(self, fn, updated=())

    def __repr__(self) -> str:
        return f"Tool({self.name!r})"

    destructive: bool | None = None
    """What the tool's source says of its side effects (an MCP server's ``destructiveHint``); None: nothing."""

    @property
    def server_name(self) -> str | None:
        """The MCP server the tool belongs to (recorded in the audit log); None for a tool of the person's own."""
        return None

    @property
    def toolset(self) -> Toolset | None:
        """The tool set (an MCP server) the tool was listed by, whose descriptions go out with every request."""
        return None

    def output_untrusted(self, kwargs: Mapping[str, object]) -> bool:
        """May this call's output (``kwargs``: its validated arguments) carry third-party text?
        A ``untrusted_output`` function that raises or answers anything but False says yes."""
        flag = self.untrusted_output
        if isinstance(flag, bool):
            return flag
        try:
            return flag(kwargs) is not False
        except Exception:  # fail closed: not knowing is untrusted
            return True

    def __call__(self, *args: object, **kwargs: object) -> Any:
        """Call the underlying function directly (the decorated name stays usable); its result as it is."""
        return self.fn(*args, **kwargs)

    # -- schema -----------------------------------------------------------------

    @functools.cached_property
    def _model(self) -> type[pydantic.BaseModel]:
        import pydantic

        try:
            hints = typing.get_type_hints(self.fn, include_extras=True)
        except Exception as exc:
            raise ToolError(f"tool {self.name!r}: cannot resolve type hints: {exc}") from exc
        fields: dict[str, Any] = {}  # (type hint, FieldInfo): create_model takes type forms mypy cannot check here
        for pname, param in self._signature.parameters.items():
            annotation = _portable(hints.get(pname, Any))  # no hint: any value (typing.Any at run time)
            default = ... if param.default is inspect.Parameter.empty else param.default
            annotation, default, doc = self._field(pname, annotation, default, self._arg_docs.get(pname))
            fields[pname] = (annotation, pydantic.Field(default, description=doc or None))
        config = pydantic.ConfigDict(extra="forbid", arbitrary_types_allowed=False, protected_namespaces=())
        try:
            return pydantic.create_model(f"{self.name}_args", __config__=config, **fields)
        except Exception as exc:
            raise ToolError(f"tool {self.name!r}: unsupported parameter type: {exc}") from exc

    def _field(
        self, name: str, annotation: object, default: object, doc: str | None
    ) -> tuple[object, object, str | None]:
        """One parameter's (type, default (``...``: required), description) for the schema and validation;
        a subclass may declare them otherwise (a YAML tool's ``parameters``)."""
        return annotation, default, doc

    @functools.cached_property
    def parameters(self) -> JSONObject:
        """The JSON schema of the arguments."""
        try:
            schema = self._model.model_json_schema()
        except Exception as exc:
            raise ToolError(f"tool {self.name!r}: cannot build a JSON schema: {exc}") from exc
        return _tidy_schema(schema)

    def to_spec(self) -> ToolSpec:
        """What a provider is told about this tool."""
        return ToolSpec(name=self.name, description=self.description, parameters=self.parameters)

    # -- calling ----------------------------------------------------------------

    def validate(self, args: Mapping[str, object]) -> dict[str, object]:
        """Check the model's arguments; return the keyword arguments for the function."""
        import pydantic

        try:
            instance = self._model.model_validate(dict(args))
        except pydantic.ValidationError as exc:
            raise ArgumentError(_describe_validation(exc)) from None
        return {name: getattr(instance, name) for name in self._signature.parameters}

    def jsonable(self, kwargs: Mapping[str, object]) -> JSONObject:
        """Validated keyword arguments back as JSON-ready values (for policy, audit and display)."""
        instance = self._model.model_construct(None, **kwargs)
        dumped: JSONObject = instance.model_dump(mode="json")
        return dumped

    async def invoke(self, kwargs: Mapping[str, object], *, default_timeout: float | None = None) -> object:
        """Run the tool with validated arguments, honouring ``timeout`` (else ``default_timeout``)."""
        timeout = self.timeout if self.timeout is not None else default_timeout
        call: Awaitable[object]
        scope: CancelScope | None = None
        if self.is_async:
            pending = self.fn(**kwargs)
            if not inspect.isawaitable(pending):
                raise TypeError(f"tool {self.name!r}: the async function returned {type(pending).__name__}")
            call = pending
        elif self.thread:
            # A worker thread cannot be stopped from here: the tool registers what stops its
            # work (on_cancel), and an abandoned call runs it.
            scope = CancelScope()
            ctx = contextvars.copy_context()
            ctx.run(current_scope.set, scope)
            call = asyncio.get_running_loop().run_in_executor(None, functools.partial(ctx.run, self.fn, **kwargs))
        else:
            return self.fn(**kwargs)
        try:
            if timeout is None:
                return await call
            return await asyncio.wait_for(call, timeout)
        except (TimeoutError, asyncio.CancelledError):
            if scope is not None:
                scope.cancel()
            raise


@overload
def tool(fn: Callable[..., object], /) -> Tool: ...


@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    timeout: float | None = None,
    domain: str | Sequence[str] = (),
    screen_output: bool | None = None,
    review_input: ReviewHook | None = None,
    review_output: ReviewHook | None = None,
    thread: bool = True,
    read_only: bool = False,
    audit_args: bool = False,
    untrusted_output: bool | UntrustedWhen = False,
    requires_approval: bool = False,
) -> Callable[[Callable[..., object]], Tool]: ...


def tool(
    fn: Callable[..., object] | None = None, /, **options: Unpack[ToolOptions]
) -> Tool | Callable[[Callable[..., object]], Tool]:
    """Make a function a tool: ``@tool`` or ``@tool(timeout=5, domain="files")``.

    Options are those of :class:`Tool`.
    """
    if fn is not None:
        return Tool(fn, **options)
    return lambda f: Tool(f, **options)


def as_tool(obj: Tool | Callable[..., object]) -> Tool:
    """A Tool as it is, or a plain function wrapped in one."""
    return obj if isinstance(obj, Tool) else Tool(obj)


def format_output(value: object) -> str:
    """The text the model sees for a tool's return value (a :class:`~nbagent.messages.ToolOutput`: its text)."""
    if isinstance(value, str):
        return value
    if isinstance(value, ToolOutput):
        return value.text
    if value is None:
        return "null"
    to_string = getattr(value, "to_string", None)
    if callable(to_string) and type(value).__module__.startswith("pandas"):
        return str(to_string(max_rows=50, max_cols=20))
    dump = getattr(value, "model_dump_json", None)
    if callable(dump):
        return str(dump())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = dataclasses.asdict(value)
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(value)


def _portable(tp: object) -> object:
    """Rebuild ``typing.TypedDict`` classes as ``typing_extensions`` ones on Python < 3.12.

    pydantic refuses the standard-library TypedDict before 3.12, but it is
    what people write; the replacement keeps the fields and required keys.
    """

    if sys.version_info >= (3, 12):
        return tp
    return _portable_rebuild(tp, {})


def _portable_rebuild(tp: object, seen: dict[int, object]) -> object:
    import typing_extensions

    if isinstance(tp, type) and typing.is_typeddict(tp) and type(tp).__module__ == "typing":
        if id(tp) in seen:
            return seen[id(tp)]
        hints = typing.get_type_hints(tp, include_extras=True)
        required = getattr(tp, "__required_keys__", frozenset(hints))
        fields = {k: (v if k in required else typing_extensions.NotRequired[v]) for k, v in hints.items()}
        rebuilt = typing_extensions.TypedDict(tp.__name__, {k: _portable_rebuild(v, seen) for k, v in fields.items()})  # type: ignore[misc]
        rebuilt.__doc__ = tp.__doc__
        seen[id(tp)] = rebuilt
        return rebuilt
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is None or not args:
        return tp
    new_args = tuple(_portable_rebuild(a, seen) for a in args)
    if new_args == args:
        return tp
    if origin is typing.Annotated:
        return typing.Annotated[(new_args[0], *args[1:])]
    if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
        return typing.Union[new_args]  # noqa: UP007
    try:
        return origin[new_args]
    except TypeError:
        return tp


def _tidy_schema(schema: JSONObject) -> JSONObject:
    """Drop pydantic's auto titles (tokens for nothing); keep ``$defs`` and the rest."""

    def walk_object(node: JSONObject, parent_is_properties: bool = False) -> JSONObject:
        return {
            key: walk(value, key in ("properties", "$defs"))
            for key, value in node.items()
            if not (key == "title" and not parent_is_properties and isinstance(value, str))
        }

    def walk(node: JSONValue, parent_is_properties: bool = False) -> JSONValue:
        if isinstance(node, dict):
            return walk_object(node, parent_is_properties)
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node

    tidy = walk_object(schema)
    tidy.setdefault("properties", {})
    tidy["type"] = "object"
    return tidy


def _describe_validation(exc: pydantic.ValidationError) -> str:
    problems = []
    for err in exc.errors(include_url=False):
        loc = ".".join(str(part) for part in err.get("loc", ())) or "(arguments)"
        kind = err.get("type", "")
        if kind == "missing":
            problems.append(f"argument '{loc}': required, but missing")
        elif kind == "extra_forbidden":
            problems.append(f"argument '{loc}': not a parameter of this tool")
        else:
            got = json.dumps(err.get("input"), default=str)
            if len(got) > 80:
                got = got[:77] + "..."
            problems.append(f"argument '{loc}': {err.get('msg', 'invalid')} (got {got})")
    return "invalid arguments: " + "; ".join(problems)
