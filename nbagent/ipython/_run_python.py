"""``run_python``: model-written code, run away from the kernel by default (:mod:`nbagent.sandbox`).

Where it runs is the person's choice, made in their own code (``nbagent.configure(sandbox=...)``; no folder,
policy file or recording can make it), read when the notebook tools are made:

- ``"preferred"`` (default): under bubblewrap, with no network, copies of the inputs named, the project folder
  read-only and a scratch folder; where bubblewrap cannot run, a plain subprocess with the same resource limits,
  which the model, the card and the audit row are told is not isolated;
- ``"required"``: under bubblewrap or not at all: where it cannot run, each call is denied before anything runs;
- ``"kernel"``: in the notebook's own kernel, as before the sandbox: the code sees and changes every variable,
  file and the network. A loosening choice: the person makes it in code.

Policy (the tool's ``read_only`` flag, which the default policy allows without review, also after untrusted
content): a run that is isolated can change nothing outside its scratch folder and reach no one, so it is
read-only; the unisolated fallback and the kernel are not (review).

Origin: the output is untrusted when an input was marked with :func:`nbagent.untrusted`, when the project folder
the code can read is not one the person trusted, or when the code ran unisolated (it could read anything, the
network included). A result the person takes from such a call comes marked untrusted (``RunResult.take``).
"""

from __future__ import annotations

import ast
import contextlib
import io
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from ..boundary._origin import folder_origin
from ..boundary._provenance import is_untrusted
from ..boundary._redact import is_secret_name, redact
from ..config._configure import check_sandbox_mode
from ..guards.hooks import ReviewResult
from ..messages import JSONValue, ToolCall, ToolOutput
from ..sandbox import InputError, Limits, SandboxResult, probe, project_folder, run
from ..sandbox._result import png_size
from ..tools import Tool, on_cancel
from ._clip import clip
from ._frames import is_dataframe

if TYPE_CHECKING:
    from ..sandbox import Probe

__all__ = ["SandboxMode", "check_mode", "run_python_tool"]

SandboxMode = Literal["preferred", "required", "kernel"]
TIMEOUT_S = 60.0  # the sandbox kills the process tree at this; the tool's own timeout leaves it time to say so
_GRACE_S = 15.0

_SANDBOX_DOC = """Run Python code in a sandbox on copies of the notebook's data; returns what it printed, its last value
and its figures.

The code runs in a separate process with no network and a time and memory limit. It sees only the notebook
variables named in inputs (as read-only copies, under the same names), the project folder read-only and a
writable scratch folder. Nothing it does changes the notebook: the person may take the final value.

Args:
    code: Python source. The value of a final expression is returned like in a cell (a DataFrame, a number,
        text, lists and dicts); matplotlib figures are returned as images.
    inputs: Names of the notebook variables the code uses: DataFrames, Series, numbers, strings, lists and dicts
        of them, e.g. ["df", "threshold"]. Nothing else of the notebook is visible.
    result_name: The name under which the final value is offered to the person.
"""

_KERNEL_DOC = """Run Python code in the notebook's namespace and return what it printed and its last value.

Args:
    code: Python source. The value of a final expression is returned like in a cell.
    inputs: Ignored here: the code sees every notebook variable.
    result_name: Ignored here: the code's assignments change the notebook directly.
"""


def _holds_secret(value: object, depth: int = 0) -> bool:
    """Does an input hold a secret by its form (``redact`` would change a string) or by a name (a dict's key, a
    DataFrame's column, a Series' name)? A reversed or encoded key is invisible to ``redact``, so the value never
    goes: the name of the variable alone (``settings``, ``key``) says nothing."""
    if depth > 32:
        return True  # deeper than JSON the sandbox takes anyway
    if isinstance(value, str):
        return redact(value) != value
    if isinstance(value, dict):
        return any(is_secret_name(str(k)) or _holds_secret(k, depth + 1) or _holds_secret(v, depth + 1)
                   for k, v in value.items())  # fmt: skip
    if isinstance(value, (list, tuple)):
        return any(_holds_secret(v, depth + 1) for v in value)
    if is_dataframe(value):
        return any(is_secret_name(str(c)) for c in value.columns)
    name = getattr(value, "name", None) if type(value).__module__.startswith("pandas") else None
    return isinstance(name, str) and is_secret_name(name)


def _project() -> Path | None:
    """The folder the code may read: the kernel's working folder (the notebook's), unless it is a home, ``/`` or a
    system folder (then the code sees no project at all)."""
    return project_folder(Path.cwd())


def _detail(result: SandboxResult, taken_as: str | None) -> dict[str, JSONValue]:
    inputs: list[JSONValue] = [{"name": n, "kind": k, "size": s} for n, k, s in result.inputs]
    limits = cast("dict[str, JSONValue]", {k: v for k, v in result.limits.items() if k != "applied"})
    detail: dict[str, JSONValue] = {
        "executor": result.executor,
        "isolated": result.isolated,
        "limits": limits,
        "status": result.status,
        "exit_code": result.exit_code,
        "inputs": inputs,
        "figures": len(result.figures),
        "value_kind": result.value_kind,
        "duration_s": round(result.duration_s, 3),
    }
    if not result.isolated:
        detail["why_not_isolated"] = result.why_not_isolated
    if result.killed_by:
        detail["killed_by"] = result.killed_by
    if taken_as is not None:
        detail["result_name"] = taken_as
    return detail


def _note(result: SandboxResult) -> str:
    limits = result.limits
    how = (
        f"sandboxed (bubblewrap, no network) · {limits.get('memory_mb')} MB per process · {limits.get('timeout_s'):g} s"
        if result.isolated
        else f"NOT isolated: {result.why_not_isolated} · ran as a plain subprocess with resource limits"
    )
    end = {"ok": "exit 0", "error": "the code raised", "timed-out": "timed out", "killed": "killed"}[result.status]
    return f"{how} · {end} · {result.duration_s:.2f} s"


def _output(result: SandboxResult, result_name: str) -> ToolOutput:
    takeable = result.value_kind in ("dataframe", "json") and result.status == "ok"
    # the figures are checked again here, whatever read them: the card puts them in the notebook as images
    figures = tuple(f for f in result.figures if png_size(f) is not None)
    text = redact(result.describe())  # a key the code printed goes no further than the card
    if takeable:
        text += f"\n(the value is offered to the person as {result_name!r})"
    return ToolOutput(
        text=text,
        figures=figures,
        values={result_name: result.value} if takeable else {},
        detail=_detail(result, result_name if takeable else None),
        note=_note(result),
    )


def _kernel_output(ns: dict[str, object], code: str) -> ToolOutput:
    tree = ast.parse(code, mode="exec")
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    out = io.StringIO()
    value: object = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            exec(compile(tree, "<agent>", "exec"), ns)
            if isinstance(last, ast.Expr):
                value = eval(compile(ast.Expression(last.value), "<agent>", "eval"), ns)
        except Exception:
            traceback.print_exc(limit=-3)
    text = out.getvalue()
    if value is not None:
        text += ("\n" if text and not text.endswith("\n") else "") + repr(value)
    detail: dict[str, JSONValue] = {"executor": "in-kernel", "isolated": False}
    note = "ran in your kernel (configure(sandbox='kernel')): not isolated"
    return ToolOutput(text=clip(text or "(no output)"), detail=detail, note=note)


def run_python_tool(
    ns: dict[str, object],
    user_vars: Callable[[Mapping[str, object]], dict[str, object]],
    mode: SandboxMode,
    *,
    limits: Limits | None = None,
) -> Tool:
    """The ``run_python`` tool over the namespace ``ns`` (``user_vars``: its variables the model may name)."""
    found: Probe = probe()
    isolated = mode != "kernel" and found.usable
    limits = limits or Limits()

    def run_python(code: str, inputs: list[str] | None = None, result_name: str = "result") -> ToolOutput:
        if mode == "kernel":
            return _kernel_output(ns, code)
        if not result_name.isidentifier():
            raise InputError(f"result_name must be a Python variable name, got {result_name!r}")
        names = list(dict.fromkeys(inputs or ()))
        visible = user_vars(ns)
        passed: dict[str, object] = {}
        for name in names:
            if is_secret_name(name):
                raise InputError(f"{name}: a variable named like a secret is never passed to model-written code")
            if name not in visible:
                raise InputError(f"{name}: there is no such variable in the notebook (list_variables shows them)")
            if _holds_secret(visible[name]):
                raise InputError(f"{name}: it holds what looks like a secret (a key, a token, a field named like "
                                 "one); it is never passed to model-written code")  # fmt: skip
            passed[name] = visible[name]
        result = run(
            code, passed, project=_project(), timeout_s=TIMEOUT_S, limits=limits,
            # a tool made isolated (read-only to the policy) never runs unisolated: a later probe cannot say otherwise
            isolation="required" if mode == "required" or isolated else "preferred", started=on_cancel,
        )  # fmt: skip
        return _output(result, result_name)

    def untrusted_output(kwargs: Mapping[str, object]) -> bool:
        if not isolated:  # the kernel, or a subprocess that could read anything and reach the network
            return True
        named = kwargs.get("inputs") or []
        visible = user_vars(ns)
        if any(isinstance(n, str) and is_untrusted(visible.get(n)) for n in cast("list[object]", named)):
            return True
        project = _project()
        return project is not None and not folder_origin(project).is_person

    def refuse_unisolated(call: ToolCall) -> ReviewResult:
        return ReviewResult(False, reason=f"the sandbox is required (configure(sandbox='required')): {found.reason}")

    required_but_missing = mode == "required" and not found.usable
    run_python.__doc__ = _KERNEL_DOC if mode == "kernel" else _SANDBOX_DOC  # what the model is told is true
    return Tool(
        run_python,
        domain="notebook",
        read_only=isolated or required_but_missing,  # the second runs nothing: its input hook denies every call
        thread=mode != "kernel",
        timeout=None if mode == "kernel" else TIMEOUT_S + _GRACE_S,
        untrusted_output=untrusted_output,
        review_input=refuse_unisolated if required_but_missing else None,
    )


def check_mode(value: object) -> SandboxMode:
    """``configure(sandbox=...)`` as set (also when set on ``defaults()`` directly): one of the three modes."""
    return cast("SandboxMode", check_sandbox_mode(value))
