"""Red team 32 (review): a cloned folder's ``.nbagent/MEMORY.md`` planted as a symlink to ``~/.bashrc`` made an
approved ``remember`` append the model's text to the shell's startup file (code at the next shell). Memory
files are written only inside the memory folder: a link, for the file or the ``memory/`` folder, is refused."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from nbagent.exceptions import UserError
from nbagent.memory import KnowledgeMemory


@pytest.mark.parametrize("planted", ["MEMORY.md", "memory"])
def test_remember_does_not_follow_a_planted_link_out_of_the_memory_folder(tmp_path: Path, planted: str) -> None:
    home = tmp_path / "home"
    (home / ".bashrc.d").mkdir(parents=True)
    bashrc = home / ".bashrc"
    bashrc.write_text("export PATH=$PATH\n")
    root = tmp_path / "clone" / ".nbagent"
    root.mkdir(parents=True)
    os.symlink(bashrc if planted == "MEMORY.md" else home / ".bashrc.d", root / planted)
    memory = KnowledgeMemory(root=str(root))
    category = "fact" if planted == "MEMORY.md" else "daily"
    with pytest.raises(UserError, match="symbolic link"):
        memory.tool.fn(text="Build cache lives in $(id > /tmp/pwned) for speed", category=category)
    assert bashrc.read_text() == "export PATH=$PATH\n"
    assert list((home / ".bashrc.d").iterdir()) == []
