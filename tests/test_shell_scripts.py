"""The repository's shell entry points parse, and none has the pipefail race that broke Binder and setup.sh.

Under ``set -o pipefail``, ``lister | grep -q PATTERN`` fails whenever grep finds the line and exits before the
lister has written everything: the lister dies of SIGPIPE (or Python's BrokenPipeError) and the pipeline's
status is the lister's. It depends on timing, so the slow tests in tests/launch that run these scripts catch it
only sometimes; this check catches the pattern itself. Capture the output first, then grep it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(
    [*REPO.glob("scripts/*.sh"), REPO / "binder" / "postBuild", REPO / "binder" / "start", REPO / ".ci" / "run"]
)
EARLY_EXIT = re.compile(r"\|\s*grep\s+(-\w*q|--quiet|--silent)")  # grep -q, -qE, -Eq...: exits at the first match


def test_every_entry_point_is_found() -> None:
    assert {p.name for p in SCRIPTS} >= {"setup.sh", "lab.sh", "test.sh", "mcp_servers.sh", "postBuild", "start", "run"}


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(REPO)))
def test_the_script_parses(script: Path) -> None:
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(REPO)))
def test_no_pipe_into_an_early_exiting_grep_under_pipefail(script: Path) -> None:
    text = script.read_text()
    if "pipefail" not in text:
        return
    lines = enumerate(text.splitlines(), 1)
    racy = [
        f"{script.name}:{n}: {line.strip()}"
        for n, line in lines
        if not line.lstrip().startswith("#") and EARLY_EXIT.search(line)
    ]
    assert racy == [], 'capture the output first (out=$(cmd); grep -q PATTERN <<<"$out"):\n' + "\n".join(racy)


def test_the_check_sees_the_race_it_guards_against(tmp_path: Path) -> None:
    """The pattern fails for real: a lister that writes after grep -q has matched makes the pipeline fail."""
    script = tmp_path / "racy.sh"
    script.write_text(
        "set -o pipefail\n"
        "lister() { echo match; sleep 0.2; seq 1 100000; }\n"
        "if lister | grep -q match; then echo piped-ok; else echo piped-failed; fi\n"
        'out="$(lister)"; if grep -q match <<<"$out"; then echo captured-ok; fi\n'
    )
    result = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=60)
    assert result.stdout.split() == ["piped-failed", "captured-ok"], result
    assert EARLY_EXIT.search(script.read_text().splitlines()[2])
