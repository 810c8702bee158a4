"""Red team: everyday ways people and tools write a secret that the redactor lets through to disk."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from nbagent import Agent
from nbagent._redact import redact
from nbagent.providers import ScriptedProvider
from nbagent.store import Store

SECRET = "Zq9xW2vLp8RtY4mN3bKc"

LEAKS = {
    "prose": f"my password is {SECRET}",
    "prose colon": f"the password is: {SECRET}",
    "cli long flag": f"mysqldump --password {SECRET} sales",
    "mysql -p": f"mysql -u root -p{SECRET} sales",
    "sshpass": f"sshpass -p {SECRET} ssh deploy@host",
    "curl -u": f"curl -u admin:{SECRET} https://api.internal/x",
    "token in clone url": f"git clone https://{SECRET}@github.com/acme/private.git",
    "yaml block value": f"database:\n  password:\n    {SECRET}\n",
    "xml": f"<password>{SECRET}</password>",
    "ruby/php hash": f"'password' => '{SECRET}'",
    "python triple quotes": f'password = """{SECRET}"""',
    "url-encoded query": f"https://h/login?next=%2F&password%3D{SECRET}",
    "client_secret flag": f"oauth-cli --client_secret {SECRET}",
}


@pytest.mark.parametrize("text", list(LEAKS.values()), ids=list(LEAKS))
def test_common_secret_spellings_are_redacted(text: str) -> None:
    assert SECRET not in redact(text), redact(text)


def test_a_password_in_the_prompt_reaches_neither_messages_nor_the_session_title(tmp_path: Path) -> None:
    db = tmp_path / "nbagent.duckdb"
    with Store(db, flush_interval=0.02) as store:
        Agent(ScriptedProvider(["ok"]), store=store, session="s").run(
            f"my password is {SECRET}, log into the dashboard"
        )
    con = duckdb.connect(str(db), read_only=True)
    try:
        found = []
        for table, column in con.execute(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE data_type = 'VARCHAR' AND table_schema = 'main'"
        ).fetchall():
            n = con.execute(f'SELECT count(*) FROM "{table}" WHERE "{column}" LIKE ?', [f"%{SECRET}%"]).fetchone()[0]
            if n:
                found.append(f"{table}.{column}")
    finally:
        con.close()
    assert not found, f"the password is stored in clear in {found}"


def test_redact_fragments_is_linear_in_pieces_times_secrets() -> None:
    """Each piece scans every span (nbagent/_redact.py redact_fragments): 8,000 streamed pieces each
    holding a `KEY=value` pair take ~1.5 s (a recorded stream of a dumped .env file)."""
    import time

    from nbagent._redact import redact_fragments

    pieces = [f"DB_PASSWORD=x{i}\n" for i in range(8000)]
    started = time.perf_counter()
    out = redact_fragments(pieces)
    assert time.perf_counter() - started < 0.5
    assert not any("x1" in p for p in out)
