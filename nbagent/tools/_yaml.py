"""Tools declared in YAML (the Selectools proposal's item 10): an import path, a description, parameters.

The format::

    tools:
      search_docs:                          # the tool's name (what the model and the policy see)
        function: myapp.tools.search_docs   # import path (``pkg.mod.fn`` or ``pkg.mod:fn``); required
        description: "Search internal documentation"   # default: the function's docstring
        parameters:                         # JSON-schema-like, checked against the signature
          query: {type: string, required: true, description: "what to look for"}
          limit: {type: integer, default: 10}
        requires_approval: true             # a review rule for this tool on top of the policy
        timeout: 30                         # seconds, enforced by the pipeline (a tool error)
        domain: docs                        # or a list: for domain-based tool selection
        untrusted_output: true              # output may carry third-party text (containment)
        read_only: true                     # no side effect at all (the default policy allows it)

Loading checks everything it can before importing anything (keys, types, names), then
imports each function and checks the declared parameters against its signature. Every
mistake is a :class:`~nbagent.exceptions.ToolsFileError` naming ``file:line`` and the key,
with a "did you mean" for a misspelt key or parameter.

Importing runs code, and ``read_only: true`` loosens the default policy, so a file is
loaded only from the user's nbagent home or a trusted folder (:func:`nbagent.boundary._folders.file_trusted`);
any other file is refused before anything is imported.

The schema the model sees is the one from the function's type hints, with the YAML's
declarations on top: a parameter's ``description``, ``default`` (what a call without it
gets), ``required: true`` (even if the function has a default) and ``enum``. A parameter
the function has and the YAML does not declare is offered as the function defines it
(it needs a default, else loading fails: the model could not know to send it).
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import sys
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias, TypedDict, TypeGuard, Unpack

from .._suggest import closest, hint
from ..boundary import code_origin, file_origin
from ..exceptions import ToolError, ToolsFileError
from ..files._home import user_home
from ..files._yaml import KeyPath, Locate, fmt_key, parse_yaml, unknown_key_problem
from ._tool import Tool, ToolOptions

if TYPE_CHECKING:
    from typing_extensions import TypeForm

    from ._toolset import Toolset

__all__ = ["PARAM_KEYS", "TOOL_KEYS", "TOP_KEYS", "expand_tool_files", "is_tools_file", "load_tools"]

TOP_KEYS = ("tools", "version")
TOOL_KEYS = (
    "function", "description", "parameters", "requires_approval", "timeout", "domain", "untrusted_output", "read_only",
)  # fmt: skip
PARAM_KEYS = ("type", "description", "required", "default", "enum")
# JSON schema type -> the Python type a value of it has (bool is not an integer here)
TYPES: dict[str, type | tuple[type, ...]] = {
    "string": str, "integer": int, "number": (int, float), "boolean": bool, "array": list, "object": dict,
}  # fmt: skip
_PYTHON = {"string": str, "integer": int, "number": float, "boolean": bool, "array": list, "object": dict}
_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_TARGET = re.compile(rf"^{_IDENT}(\.{_IDENT})*(:{_IDENT}(\.{_IDENT})*)?$")


def is_tools_file(item: object) -> TypeGuard[str | os.PathLike[str]]:
    """A ``.yaml`` / ``.yml`` path (text or ``PathLike``): what ``--tools`` and ``configure(tools=...)`` load."""
    if isinstance(item, os.PathLike):
        item = os.fspath(item)
    return isinstance(item, str) and item.strip().lower().endswith((".yaml", ".yml"))


ToolItem: TypeAlias = "Tool | Toolset | Callable[..., object]"
"""One entry of a tool list once files and registries are expanded: a tool, a function or a tool set."""


def expand_tool_files(
    items: Iterable[ToolItem | Iterable[Tool] | str | os.PathLike[str]],
) -> list[ToolItem]:
    """``items`` with each tools file replaced by its tools and each registry by its tools (others as they are).

    A registry is known by what it is, an iterable of tools (this module sits below ``_registry``, whose
    ``ToolRegistry.from_yaml`` reads tools files with it); a tool, a function or a tool set is not iterable.
    """
    out: list[ToolItem] = []
    for item in items:
        if isinstance(item, (str, os.PathLike)):
            if not is_tools_file(item):
                raise ToolError(f"{os.fspath(item)!r} is not a tools file (a .yaml or .yml path) nor a tool")
            out.extend(load_tools(item))
        elif isinstance(item, Iterable):
            out.extend(item)
        else:
            out.append(item)
    return out


# -- reading and checking the file (nothing imported yet) ------------------------------------


@dataclass
class _Param:
    type: str | None = None
    description: str | None = None
    required: bool | None = None
    default: object = ...  # ...: none declared (a YAML value otherwise)
    enum: list[object] | None = None
    path: KeyPath = ()


class _Options(TypedDict, total=False):
    """The :class:`Tool` options a tool's entry sets (besides its name, source and parameters)."""

    description: str
    requires_approval: bool
    untrusted_output: bool
    read_only: bool
    timeout: float
    domain: tuple[str, ...]


@dataclass
class _Spec:
    name: str
    function: str
    path: KeyPath
    options: _Options = field(default_factory=lambda: _Options())
    params: dict[str, _Param] | None = None


class _Ctx:
    def __init__(self, label: str, locate: Locate) -> None:
        self.label, self.locate = label, locate

    def line(self, path: KeyPath) -> int | None:
        for cut in range(len(path), -1, -1):
            line = self.locate(path[:cut])
            if line is not None:
                return line
        return None

    def where(self, path: KeyPath) -> str:
        line = self.line(path)
        return f"{self.label}:{line}" if line is not None else self.label

    def error(self, path: KeyPath, problem: str) -> ToolsFileError:
        key = fmt_key(path)
        return ToolsFileError(f"{self.where(path)}: {key}: {problem}", path=self.label, line=self.line(path), key=key)


def _check_keys(ctx: _Ctx, path: KeyPath, data: Mapping[str, object], allowed: tuple[str, ...]) -> None:
    for key in data:
        if key not in allowed:
            raise ctx.error((*path, key), unknown_key_problem(key, allowed))


def _mapping(ctx: _Ctx, path: KeyPath, value: object, example: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise ctx.error(path, f"must be a mapping, e.g. {example}; got {type(value).__name__} {value!r}")
    return value


def _bool(ctx: _Ctx, path: KeyPath, value: object) -> bool:
    if not isinstance(value, bool):  # "no" would be truthy: containment relies on these flags
        raise ctx.error(path, f"must be true or false, got {value!r}")
    return value


def _type_ok(type_name: str, value: object) -> bool:
    return isinstance(value, TYPES[type_name]) and not (isinstance(value, bool) and type_name in ("integer", "number"))


def _param(ctx: _Ctx, path: KeyPath, value: object) -> _Param:
    data = _mapping(ctx, path, value, "{type: string, required: true}")
    _check_keys(ctx, path, data, PARAM_KEYS)
    param = _Param(path=path)
    if "type" in data:
        kind = data["type"]
        if not isinstance(kind, str) or kind not in TYPES:
            tip = hint(kind, TYPES)
            raise ctx.error((*path, "type"), f"unknown type {kind!r}{tip}; types: {', '.join(TYPES)}")
        param.type = kind
    if "description" in data:
        if not isinstance(data["description"], str):
            raise ctx.error((*path, "description"), f"must be text, got {data['description']!r}")
        param.description = data["description"]
    if "required" in data:
        param.required = _bool(ctx, (*path, "required"), data["required"])
    if "enum" in data:
        enum = data["enum"]
        if not isinstance(enum, list) or not enum:
            raise ctx.error((*path, "enum"), f"must be a non-empty list of values, got {enum!r}")
        for i, item in enumerate(enum):
            if param.type is not None and not _type_ok(param.type, item):
                raise ctx.error((*path, "enum", i), f"{item!r} is not of type {param.type}")
        param.enum = enum
    if "default" in data:
        default = data["default"]
        if param.required:
            raise ctx.error((*path, "default"), "a parameter with required: true has no default: drop one of them")
        if param.type is not None and default is not None and not _type_ok(param.type, default):
            raise ctx.error((*path, "default"), f"{default!r} is not of type {param.type}")
        if param.enum is not None and default not in param.enum:
            raise ctx.error((*path, "default"), f"{default!r} is not one of enum {param.enum!r}")
        param.default = default
    return param


def _spec(ctx: _Ctx, name: str, value: object) -> _Spec:
    path: KeyPath = ("tools", name)
    if not _NAME.match(name):
        raise ctx.error(path, f"tool name {name!r} is invalid: use 1-64 ASCII letters, digits, '_' or '-'")
    data = _mapping(ctx, path, value, "{function: mymodule.my_function, description: ...}")
    _check_keys(ctx, path, data, TOOL_KEYS)
    if "function" not in data:
        raise ctx.error(path, "missing required key 'function' (the import path, e.g. function: mymodule.my_function)")
    target = data["function"]
    if not isinstance(target, str) or not _TARGET.match(target.strip()):
        raise ctx.error((*path, "function"), f"must be an import path like mymodule.my_function, got {target!r}")
    spec = _Spec(name, target.strip(), path)
    if "description" in data:
        if not isinstance(data["description"], str) or not data["description"].strip():
            raise ctx.error((*path, "description"), f"must be non-empty text, got {data['description']!r}")
        spec.options["description"] = data["description"].strip()
    for flag in ("requires_approval", "untrusted_output", "read_only"):
        if flag in data:
            spec.options[flag] = _bool(ctx, (*path, flag), data[flag])
    if "timeout" in data:
        timeout = data["timeout"]
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0:
            raise ctx.error((*path, "timeout"), f"must be positive seconds, got {timeout!r}")
        spec.options["timeout"] = float(timeout)
    if "domain" in data:
        domain = data["domain"]
        domains = [domain] if isinstance(domain, str) else domain
        if not isinstance(domains, list) or not all(isinstance(d, str) and d.strip() for d in domains):
            raise ctx.error((*path, "domain"), f"must be a domain name or a list of them, got {domain!r}")
        spec.options["domain"] = tuple(d.strip() for d in domains)
    if "parameters" in data:
        params = data["parameters"]
        if params is None:
            params = {}
        params = _mapping(ctx, (*path, "parameters"), params, "{query: {type: string, required: true}}")
        spec.params = {str(p): _param(ctx, (*path, "parameters", str(p)), v) for p, v in params.items()}
    return spec


def _specs(ctx: _Ctx, data: object) -> list[_Spec]:
    if data is None:
        raise ctx.error((), "the file is empty: it needs a tools: mapping")
    data = _mapping(ctx, (), data, "tools: {name: {function: ...}}")
    _check_keys(ctx, (), data, TOP_KEYS)
    version = data.get("version", 1)
    if version != 1 or isinstance(version, bool):
        raise ctx.error(("version",), f"only version 1 is supported, got {version!r}")
    if "tools" not in data:
        raise ctx.error((), "missing required key 'tools' (a mapping of tool names to their definitions)")
    tools = data["tools"] if data["tools"] is not None else {}
    tools = _mapping(ctx, ("tools",), tools, "{search_docs: {function: myapp.search_docs}}")
    return [_spec(ctx, str(name), value) for name, value in tools.items()]


# -- importing and checking against the signature -------------------------------------------


def _import(ctx: _Ctx, path: KeyPath, target: str) -> Callable[..., object]:
    where = (*path, "function")
    candidates: list[tuple[str, list[str]]]
    if ":" in target:
        module_name, attr_path = target.split(":", 1)
        candidates = [(module_name, attr_path.split("."))]
    else:
        parts = target.split(".")
        candidates = [(".".join(parts[:cut]), parts[cut:]) for cut in range(len(parts) - 1, 0, -1)]
    if not candidates:
        raise ctx.error(where, f"{target!r} names no module: write module.function")
    for module_name, attrs in candidates:
        try:
            with _without_untrusted_cwd():
                module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            missing = exc.name or ""
            if missing and (module_name == missing or module_name.startswith(missing + ".")):
                continue  # this prefix is not a module: try a shorter one
            raise ctx.error(where, f"importing {module_name!r} failed: {exc}") from None
        except Exception as exc:  # the module itself raised while importing
            raise ctx.error(where, f"importing {module_name!r} raised {type(exc).__name__}: {exc}") from None
        _refuse_untrusted_module(ctx, where, module)
        obj: object = module
        for i, attr in enumerate(attrs):
            if not hasattr(obj, attr):
                owner = ".".join([module_name, *attrs[:i]])
                names = [n for n in dir(obj) if not n.startswith("_")]
                meant = closest(attr, names)
                tip = f" (did you mean {owner}.{meant}?)" if meant else ""
                raise ctx.error(where, f"{owner!r} has no attribute {attr!r}{tip}")
            obj = getattr(obj, attr)
        if isinstance(obj, Tool):
            obj = obj.fn
        if not callable(obj) or isinstance(obj, type):
            raise ctx.error(where, f"{target!r} is a {type(obj).__name__}, not a function")
        return obj
    cwd = _untrusted_cwd()
    skipped = f" (the notebook's folder {cwd} is not searched: it is not a trusted folder)" if cwd else ""
    raise ctx.error(
        where, f"cannot import {target!r}: no module {target.rsplit('.', 1)[0]!r} on the import path{skipped}"
    )


def _untrusted_cwd() -> Path | None:
    """The kernel's working directory (the notebook's folder) when it is not trusted to hold code, else None."""

    try:
        cwd = Path.cwd().resolve()
    except OSError:  # the folder was removed under the kernel
        return None
    return None if code_origin(cwd).may_run_code else cwd


@contextlib.contextmanager
def _without_untrusted_cwd() -> Iterator[None]:
    """Import with the untrusted notebook folder off ``sys.path`` (``''``, ``.``, or the folder itself).

    A kernel puts the notebook's folder first on ``sys.path``; a cloned repository shipping a
    module named like the one a trusted tools file names would otherwise be imported (and run)
    in its place. The entries come back afterwards, in place, for the person's own imports.
    """
    cwd = _untrusted_cwd()
    if cwd is None:
        yield
        return
    saved = list(sys.path)

    def is_cwd(entry: str) -> bool:
        try:
            return Path(entry or ".").resolve() == cwd
        except (OSError, ValueError):
            return False

    sys.path[:] = [entry for entry in saved if not (isinstance(entry, str) and is_cwd(entry))]
    try:
        yield
    finally:
        sys.path[:] = saved


def _refuse_untrusted_module(ctx: _Ctx, where: KeyPath, module: ModuleType) -> None:
    """A module already imported from the untrusted notebook folder (before this load) is refused too."""
    cwd = _untrusted_cwd()
    origin = getattr(module, "__file__", None)
    if cwd is None or not origin:
        return
    try:
        inside = Path(origin).resolve().is_relative_to(cwd)
    except (OSError, ValueError):
        return
    if inside:
        raise ctx.error(
            where,
            f"refused: module {module.__name__!r} comes from {origin}, inside the notebook's folder {cwd}, which is "
            "not trusted: a cloned folder must not replace the function a tools file names. Install the module "
            f"(pip install -e), rename it, or trust the folder with %agent_trust {cwd} if the code is yours.",
        )


def _hint_types(annotation: TypeForm[object]) -> set[str] | None:
    """The JSON schema types a type hint accepts (None: any, or not expressible as plain types)."""
    import pydantic

    try:
        schema = pydantic.TypeAdapter(annotation).json_schema()
    except Exception:
        return None
    branches = schema.get("anyOf", [schema])
    kinds = {b.get("type") for b in branches if isinstance(b, dict)}
    kinds.discard("null")
    if not kinds or None in kinds:
        return None
    return {str(k) for k in kinds}


class YamlTool(Tool):
    """A :class:`Tool` whose parameters a tools file declares (descriptions, defaults, required, enum)."""

    def __init__(
        self, fn: Callable[..., object], *, declared: Mapping[str, _Param], **options: Unpack[ToolOptions]
    ) -> None:
        self._declared = dict(declared)
        super().__init__(fn, **options)

    def _field(
        self, name: str, annotation: object, default: object, doc: str | None
    ) -> tuple[object, object, str | None]:
        param = self._declared.get(name)
        if param is None:
            return annotation, default, doc
        if annotation is Any and param.type is not None:  # the function gave no hint (typing.Any at run time)
            annotation = _PYTHON[param.type]
        if param.enum is not None:
            annotation = typing.Literal[tuple(param.enum)]
        if param.required:
            default = ...
        elif param.default is not ...:
            default = param.default
        return annotation, default, param.description or doc


def _check_values(ctx: _Ctx, param: _Param, annotation: TypeForm[object]) -> None:
    """The declared default and enum values must be valid for the function's type hint."""
    import pydantic

    try:
        adapter = pydantic.TypeAdapter(annotation)
    except Exception:
        return  # a type pydantic cannot check: the tool itself refuses it when its schema is built
    values: list[tuple[KeyPath, object]] = [(("default",), param.default)] if param.default is not ... else []
    values += [(("enum", i), v) for i, v in enumerate(param.enum or [])]
    for key, value in values:
        try:
            adapter.validate_python(value, strict=True)
        except pydantic.ValidationError:
            where = (*param.path, *key)
            raise ctx.error(where, f"{value!r} does not fit the function's type hint {annotation!r}") from None


def _check_signature(ctx: _Ctx, spec: _Spec, tool: YamlTool) -> None:
    """The declared parameters against the function's: names, required or default, types where both say."""
    import inspect

    params = tool._signature.parameters
    declared = spec.params or {}
    try:
        hints = typing.get_type_hints(tool.fn)
    except Exception:
        hints = {}
    for name, param in declared.items():
        if name not in params:
            tip = hint(name, params)
            raise ctx.error(
                param.path,
                f"{spec.function} has no parameter {name!r}{tip}; its parameters: {', '.join(params) or 'none'}",
            )
        has_default = params[name].default is not inspect.Parameter.empty
        if not has_default and not param.required and param.default is ...:
            raise ctx.error(param.path, f"{spec.function} requires {name!r}: say required: true, or give it a default")
        if name in hints:
            _check_values(ctx, param, hints[name])
        kinds = _hint_types(hints[name]) if name in hints else None
        if param.type is not None and kinds is not None:
            fits = param.type in kinds or (param.type == "integer" and "number" in kinds)
            if not fits:
                raise ctx.error(
                    (*param.path, "type"),
                    f"type {param.type} does not fit the function's type hint "
                    f"({', '.join(sorted(kinds))}) for {name!r}",
                )
    if spec.params is not None:
        for name, p in params.items():
            if name not in declared and p.default is inspect.Parameter.empty:
                raise ctx.error(
                    (*spec.path, "parameters"),
                    f"{spec.function} requires {name!r}, which parameters does not declare: add {name}: "
                    "{type: ..., required: true}",
                )
    try:
        tool.parameters  # builds the schema and validation model now, not at the first call  # noqa: B018
    except ToolError as exc:
        raise ctx.error((*spec.path, "parameters"), str(exc)) from None


def _refused(label: str, folder: str) -> ToolsFileError:
    return ToolsFileError(
        f"{label}: refused: {folder} is not a trusted folder, and a tools file imports and runs the functions "
        "it names (and read_only: true loosens the default policy), so nothing was imported. Read the file "
        f"and the modules it names; if you trust them, run %agent_trust {folder} (or "
        f"nbagent.trust({str(folder)!r})) and load it again. Tools files in your nbagent home "
        f"({user_home()}) are always trusted.",
        path=label,
    )


def load_tools(path: str | os.PathLike[str]) -> list[Tool]:
    """The tools a YAML file declares, each checked against its function (see the module docstring).

    Raises :class:`~nbagent.exceptions.ToolsFileError`: the file is missing, malformed, not from a
    trusted place (nothing is imported then), or a tool is wrong (``file:line`` and the key).
    """

    file = Path(os.fspath(path).strip()).expanduser()
    label = str(file)
    try:
        text = file.read_bytes().decode("utf-8")  # bytes as they are: the text hashes like the file
    except FileNotFoundError:
        raise ToolsFileError(f"{label}: tools file not found", path=label) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ToolsFileError(f"{label}: cannot read the tools file: {exc}", path=label) from None
    origin = file_origin(file, text)
    if not origin.may_run_code:
        raise _refused(label, origin.where)
    data, locate = parse_yaml(text, label, error=ToolsFileError, what="tools file")
    ctx = _Ctx(label, locate)
    specs = _specs(ctx, data)  # every key checked before anything is imported
    tools: list[Tool] = []
    for spec in specs:
        fn = _import(ctx, spec.path, spec.function)
        source = ctx.where(spec.path)
        try:
            tool = YamlTool(fn, name=spec.name, declared=spec.params or {}, source=source, **spec.options)
        except (ToolError, ValueError, TypeError) as exc:  # ValueError: a builtin without a signature
            raise ctx.error((*spec.path, "function"), f"{spec.function} cannot be a tool: {exc}") from None
        if not tool.description:
            raise ctx.error(spec.path, f"missing 'description': {spec.function} has no docstring to take it from")
        _check_signature(ctx, spec, tool)
        tools.append(tool)
    return tools
