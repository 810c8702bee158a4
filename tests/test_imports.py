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
    "markdown_it",  # the safe renderer (nbagent._render) loads these on first display
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
