"""A store written by DuckDB 2.0 (nbagent before the move to 1.5.x): a clear error naming the file, both
versions and the way out, and ``nbagent.store.convert`` (run with DuckDB 2.0) makes it readable again.

DuckDB 2.0 runs in a separate interpreter: ``$NBAGENT_DUCKDB2_PYTHON`` when it has DuckDB 2.x, else a
cached virtualenv made once with ``pip install duckdb==2.0.0``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from nbagent.events import RunStarted
from nbagent.exceptions import StoreError
from nbagent.store import Store, open_reader
from nbagent.store import convert as convert_module

CONVERT = Path(convert_module.__file__)


def _duckdb_version(python: str) -> str | None:
    if not Path(python).exists():
        return None
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [python, "-c", "import duckdb; print(duckdb.__version__)"], capture_output=True, text=True, env=env, check=False
    )
    return done.stdout.strip() if done.returncode == 0 else None


@pytest.fixture(scope="session")
def duckdb2_python() -> str:
    """An interpreter whose DuckDB is 2.x."""
    python = os.environ.get("NBAGENT_DUCKDB2_PYTHON")
    if python and (_duckdb_version(python) or "").startswith("2."):
        return python
    venv = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "nbagent-tests" / "duckdb2"
    python = str(venv / "bin" / "python")
    if not (_duckdb_version(python) or "").startswith("2."):
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "duckdb==2.0.0"], check=True, timeout=600)
    return python


def _rewrite_with(python: str, src: Path, dst: Path) -> None:
    """Copy a store into a new file written by that interpreter's DuckDB in its default format."""
    code = (
        "import duckdb, sys; c = duckdb.connect(sys.argv[2]); "
        "c.execute(f\"ATTACH '{sys.argv[1]}' AS old (READ_ONLY)\"); "
        "c.execute('COPY FROM DATABASE old TO ' + c.execute('SELECT current_database()').fetchall()[0][0]); c.close()"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    subprocess.run([python, "-c", code, str(src), str(dst)], check=True, env=env, capture_output=True, timeout=120)


def test_a_store_written_by_duckdb_2_fails_clearly_then_converts(tmp_path: Path, duckdb2_python: str) -> None:
    assert duckdb.__version__.startswith("1.5"), "this test is about nbagent on DuckDB 1.5.x"
    made = tmp_path / "made" / "nbagent.duckdb"
    with Store(made) as store:
        for i in range(5):
            store.record(RunStarted(run_id=str(i), prompt="p", model="m"))
        store.new_session("kept")
        store.flush()
    path = tmp_path / "old" / "nbagent.duckdb"
    path.parent.mkdir()
    _rewrite_with(duckdb2_python, made, path)

    with pytest.raises(StoreError) as err:
        Store(path)
    text = str(err.value)
    assert str(path) in text and "DuckDB v2." in text and f"v{duckdb.__version__}" in text
    assert "python -m nbagent.store.convert" in text and err.value.path == str(path)
    with pytest.raises(StoreError, match="written by DuckDB v2"):
        open_reader(path).sessions()

    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [duckdb2_python, str(CONVERT), str(path)], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    assert "converted" in done.stdout
    assert path.with_name(path.name + ".duckdb2").is_file()  # the original, kept aside
    reader = open_reader(path)
    assert reader.sessions()["name"].tolist() == ["kept"]
    assert len(reader.audit()) == 5
    with Store(path) as store:  # writable again, the chain continues
        store.record(RunStarted(run_id="after", prompt="p", model="m"))
        store.flush()
        assert len(store.audit()) == 6
