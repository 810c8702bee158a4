"""`import nbagent` and `%load_ext nbagent` stay light: no SDK, DuckDB, LanceDB, pandas, widgets or Markdown."""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = (
    "openai",
    "anthropic",
    "google",  # google-genai (the gemini provider), google-auth
    "duckdb",
    "lancedb",
    "pandas",
    "ipywidgets",
    "pyarrow",
    "pydantic",
    "numpy",
    "httpx",
    "httpx2",
    "markdown_it",  # the safe renderer (nbagent.display._render) loads these on first display
    "mistune",
    "nh3",
)

PROBE = r"""
import json, sys
before = set(sys.modules)
import nbagent
after_import = set(sys.modules)
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
base = set(sys.modules)
shell.run_line_magic("load_ext", "nbagent")
assert shell.find_magic("agent") is not None
after_load = set(sys.modules)
print(json.dumps({"import": sorted(after_import - before), "load_ext": sorted(after_load - base)}))
"""


def test_import_and_load_ext_import_nothing_heavy() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    added = json.loads(out.stdout.strip().splitlines()[-1])
    for phase, modules in added.items():
        heavy = sorted({m for m in modules if m.split(".")[0] in HEAVY})
        assert heavy == [], f"{phase} imported {heavy}"
    assert any(m.startswith("nbagent") for m in added["import"])


def test_load_ext_has_no_global_side_effects() -> None:
    probe = r"""
import sys
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
hooks = (
    sys.excepthook, shell.CustomTB, tuple(shell.input_transformers_post),
    dict(shell.user_ns).keys() - {"_", "__", "___"},
)
shell.run_line_magic("load_ext", "nbagent")
print("SAME" if hooks[0] is sys.excepthook and shell.CustomTB is hooks[1] else "CHANGED")
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "SAME", out.stdout + out.stderr


MAX_LOAD_EXT_MODULES = 20
FORBIDDEN = ("asyncio", "ssl", "_ssl", "socket", "http", "urllib.request", "subprocess", "concurrent")
"""What a bare shell's ``%load_ext nbagent`` must not import (a kernel has asyncio already; a shell need not)."""

COUNT_PROBE = r"""
import json, sys
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
importer = {}

class Witness:  # records, for each new module, the nbagent module whose code imported it
    def find_spec(self, name, path=None, target=None):
        if name not in sys.modules and name not in importer:
            frame = sys._getframe(1)
            while frame is not None and not frame.f_globals.get("__name__", "").startswith("nbagent"):
                frame = frame.f_back
            importer[name] = frame.f_globals["__name__"] if frame is not None else "(IPython)"
        return None

base = set(sys.modules)
sys.meta_path.insert(0, Witness())
shell.run_line_magic("load_ext", "nbagent")
assert shell.find_magic("agent") is not None
added = sorted(set(sys.modules) - base)
print(json.dumps({m: importer.get(m, "?") for m in added}))
"""


def test_load_ext_imports_few_modules_and_no_event_loop_or_network() -> None:
    """A bare shell's ``%load_ext nbagent`` registers the magics with what registration needs: at most 20
    new modules, no asyncio, ssl, socket, http, urllib.request, subprocess or concurrent."""
    out = subprocess.run([sys.executable, "-c", COUNT_PROBE], capture_output=True, text=True, check=True)
    added: dict[str, str] = json.loads(out.stdout.strip().splitlines()[-1])
    named = ", ".join(f"{m} (by {by})" for m, by in added.items())
    bad = {m: by for m, by in added.items() if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)}
    assert bad == {}, "%load_ext nbagent imported " + ", ".join(f"{m} (by {by})" for m, by in bad.items())
    assert len(added) <= MAX_LOAD_EXT_MODULES, f"%load_ext nbagent added {len(added)} modules: {named}"
