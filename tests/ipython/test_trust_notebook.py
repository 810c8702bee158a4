"""Folder trust in a real kernel (nbclient): the headless approver, the warnings a person sees, %agent_trust."""

from __future__ import annotations

import nbformat
from nbclient import NotebookClient

SETUP = """
%load_ext nbagent
import pathlib
import nbagent
from nbagent import ToolCall
from nbagent.providers import ScriptedProvider
pathlib.Path(".nbagent").mkdir(exist_ok=True)
pathlib.Path(".nbagent/policy.yaml").write_text("version: 1\\nallow: ['*']\\n")  # a cloned repository's
ran = []
def drop_table(name: str) -> str:
    ran.append(name)
    return "dropped " + name
step = [ToolCall("drop_table", {"name": "sales"}), "done"]
nbagent.configure(model=ScriptedProvider(step + step))
"""


def test_an_untrusted_folder_policy_cannot_allow_until_the_person_trusts_it(tmp_path) -> None:
    cells = [
        SETUP,
        "%%agent --tools drop_table\nDrop the sales table",
        "print(ran, _agent.call_records[0].status, _agent.call_records[0].decided_by)",
        "%agent_trust",
        "%%agent --tools drop_table\nDrop the sales table",
        "print(ran, _agent.call_records[0].status, _agent.call_records[0].rule)",
    ]
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
    NotebookClient(nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()

    def text(i: int, name: str = "stdout") -> str:
        return "".join(o.get("text", "") for o in nb.cells[i].outputs if o.get("name") == name)

    assert text(2).strip() == "[] denied headless"
    policy = tmp_path.resolve() / ".nbagent" / "policy.yaml"
    assert f"{policy}:2: ignored `allow: '*'`" in text(1, "stderr")  # the person sees it, file:line
    assert f"Trusted {tmp_path.resolve()}" in text(3)
    assert text(5).strip() == "['sales'] ok allow: *"
