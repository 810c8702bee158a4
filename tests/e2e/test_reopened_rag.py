"""The 03_rag demo run in JupyterLab, saved, and reopened: no widget errors where the progress bar was,
in the light and the dark theme (screenshots in ``test-artifacts/views/``)."""

from __future__ import annotations

import json
import shutil

import pytest
from lab import REPO_ROOT, JupyterServer, Lab

NOTEBOOK = "03_rag.ipynb"
WIDGET_ERRORS = ("Error displaying widget", "model not found", "Error rendering")


@pytest.mark.timeout(300)  # MiniLM embeds the handbook on a shared 2-core machine
def test_reopened_rag_notebook_shows_static_index_output(lab: Lab, jupyter_server: JupyterServer) -> None:
    shutil.copy(REPO_ROOT / "notebooks" / NOTEBOOK, jupyter_server.root / NOTEBOOK)
    shutil.copytree(REPO_ROOT / "notebooks" / "handbook", jupyter_server.root / "handbook", dirs_exist_ok=True)
    lab.open(NOTEBOOK)
    lab.run_all()
    index_cell = 2  # markdown, %load_ext, %agent_index handbook
    lab.wait_cell_done(index_cell, timeout=180)
    lab.wait_cell_done(5, timeout=60)  # the %%agent cell
    before = lab.wait_output_contains(index_cell, "Index updated")
    assert "embedded" in before and "Index(" not in before
    lab.save()
    saved = json.dumps(lab.read_notebook().cells[index_cell].outputs)
    assert "application/vnd.jupyter.widget-view+json" not in saved

    jupyter_server.shutdown_kernels()
    lab.page.reload()  # the notebook as it opens tomorrow: a new kernel, none of today's widget models
    lab.open(NOTEBOOK)
    after = lab.wait_output_contains(index_cell, "Index updated")
    assert "Files" in after and "Chunks" in after and "embedded" in after
    for theme in ("light", "dark"):
        lab.set_theme(theme)
        for cell in range(len(lab.read_notebook().cells)):
            text = lab.cell_output_text(cell)
            assert not any(error in text for error in WIDGET_ERRORS), (theme, cell, text)
        assert lab.cell(index_cell).locator(".jupyter-widgets, .jp-OutputArea-output progress").count() == 0
        lab.screenshot(f"views/rag-reopened-{theme}")
