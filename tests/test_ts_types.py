"""The lab extension's TypeScript vocabulary is generated from the Python literals and committed: no drift."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "gen_ts_types.py"


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("gen_ts_types", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_typescript_vocabulary_is_what_the_script_writes() -> None:
    gen = _generator()
    committed = gen.TARGET.read_text(encoding="utf-8")
    assert committed == gen.render(), "vocabulary.ts is out of date: run python scripts/gen_ts_types.py"


def test_the_check_mode_fails_on_drift(tmp_path: Path) -> None:
    gen = _generator()
    drifted = tmp_path / "vocabulary.ts"
    drifted.write_text(gen.render().replace("'timed-out'", "'timeout'"), encoding="utf-8")
    gen.TARGET = drifted
    assert gen.main(["--check"]) == 1
    drifted.write_text(gen.render(), encoding="utf-8")
    assert gen.main(["--check"]) == 0


def test_the_panel_and_the_approvals_take_their_types_from_the_generated_file() -> None:
    for name in ("panel.ts", "approvals.ts", "api.ts"):
        source = (ROOT / "labextension" / "src" / name).read_text(encoding="utf-8")
        assert "from './vocabulary'" in source, name
    panel = (ROOT / "labextension" / "src" / "panel.ts").read_text(encoding="utf-8")
    for stored_name in ("policy_decision", "tool_executed", "screening_blocked", "run_started"):
        assert stored_name not in panel  # no copy of the audit names, no status logic of its own


def test_the_script_runs_from_the_command_line() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
