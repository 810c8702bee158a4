"""Red team 36: ``%agent_models`` lists a provider another package registers "by name only (making it could do
anything)" (nbagent/ipython/_models.py), but listing the name table loads every ``nbagent.providers`` entry point:
``ep.load()`` imports the package's module, which runs its code. A read-only listing runs third-party code that
no cell asked for; the names alone are in the entry points' metadata (``importlib.metadata.entry_points``).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent.providers as providers
from nbagent.config._configure import defaults


@pytest.fixture
def shell(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = cfg.model
    cfg.model = None
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model = saved


def test_listing_the_models_imports_no_third_party_provider(
    shell: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "imported"
    site = tmp_path / "site"
    (site / "rt36_provider_pkg-0.1.dist-info").mkdir(parents=True)
    (site / "rt36_provider_pkg-0.1.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: rt36-provider-pkg\nVersion: 0.1\n"
    )
    (site / "rt36_provider_pkg-0.1.dist-info" / "entry_points.txt").write_text(
        "[nbagent.providers]\nrt36 = rt36_provider_mod:factory\n"
    )
    (site / "rt36_provider_mod.py").write_text(
        f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n\n"
        "def factory(model, **kw):\n    raise RuntimeError\n"
    )
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    monkeypatch.setattr(providers, "_entry_points_loaded", False)
    try:
        text = repr(shell.run_line_magic("agent_models", ""))
        assert "rt36" in text  # listed
        assert not marker.exists(), "listing the providers imported the third-party provider's module"
    finally:
        providers._TABLE.pop("rt36", None)
        sys.modules.pop("rt36_provider_mod", None)
