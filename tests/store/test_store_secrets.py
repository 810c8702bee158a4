"""Secrets at rest: every format the redactor knows, used everywhere a run writes, found nowhere on disk.

A real run against a local OpenAI-compatible server, recorded to a cassette, with a store that keeps
tool responses and audits arguments in clear (the widest setting). Afterwards neither a byte scan of
the store folder and the cassette nor an SQL search of every column of every table finds a secret.
The byte scan alone proves little (DuckDB compresses strings), hence the SQL search.
"""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest
from fakeapi import OpenAIServer, text, tool_calls
from store_helpers import frame_key

from nbagent import Agent, tool
from nbagent.exceptions import UserError
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers import ReplayProvider
from nbagent.store import Store, bind
from nbagent.store.writing._archive import read_archive

# name -> (the text as it is written, the part that must never reach disk)
FORMATS: dict[str, tuple[str, str]] = {
    "env password": ("DB_PASSWORD=Hx7Qp2Lm9Zt4", "Hx7Qp2Lm9Zt4"),
    "env secret": ("APP_SECRET=Sq3Wd8Rf1Yu6", "Sq3Wd8Rf1Yu6"),
    "env token": ("GH_TOKEN=Tk5Jh2Ng7Bv4", "Tk5Jh2Ng7Bv4"),
    "env key": ("STRIPE_KEY=Kx2Cv5Bn8Mq1", "Kx2Cv5Bn8Mq1"),
    "mysql": ("MYSQL_PWD=My5qlPw7Xz3", "My5qlPw7Xz3"),
    "aws": ("aws_secret_access_key = wJalrXUtnFEMIK7MDENGbPxRfiCYzEXAMPLE1", "wJalrXUtnFEMIK7MDENGbPxRfiCYzEXAMPLE1"),
    "aws id": ("AKIAQWERTYUIOPASDFGH", "AKIAQWERTYUIOPASDFGH"),
    "url no user": ("postgres://:PgNoUs3rPw9@db.internal/app", "PgNoUs3rPw9"),
    "url slash": ("https://ada:Sl4sh/In/Pw8@git.internal/repo", "Sl4sh/In/Pw8"),
    "gitlab": ("glpat-Gl4bPatT0kenXyZ12345", "Gl4bPatT0kenXyZ12345"),
    "slack": ("xoxb-2048-4096-SlAcKt0kEn99", "SlAcKt0kEn99"),
    "stripe secret": ("sk_live_StR1p3L1v3K3yAbCdEf9", "StR1p3L1v3K3yAbCdEf9"),
    "stripe restricted": ("rk_live_StR1p3R3strKeyAbCd9", "StR1p3R3strKeyAbCd9"),
    "google": ("AIzaSyGo0gl3ApiK3yAbCdEfGhIjKlMnOpQrStU", "Go0gl3ApiK3yAbCdEfGhIjKlMnOpQrStU"),
    "azure": (
        "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=AzUr3St0rag3K3y+AbCdEfGh==;EndpointSuffix=x",
        "AzUr3St0rag3K3y",
    ),
    "npm": ("npm_Np4T0k3nAbCdEfGhIjKlMnOpQrStUvWxYz01", "Np4T0k3nAbCdEfGhIjKlMnOpQrStUvWxYz01"),
    "pypi": ("pypi-AgEIcHlwaS5vcmcCJDk5ZjZmYjE4LTRhNmEtNDc4Mi1iYjQzLWY2M2QxN2VlYTBhOQ", "LWY2M2QxN2VlYTBhOQ"),
    "openai": ("sk-proj-0p3nA1K3yAbCdEfGhIjKlMn", "0p3nA1K3yAbCdEfGhIjKlMn"),
    "yaml": ("client_secret: Y4mlCl13ntS3cr3t", "Y4mlCl13ntS3cr3t"),
    "ini": ("passwd = In1Pa55wd", "In1Pa55wd"),
}
# arguments whose name says secret; the values alone look like nothing
ARGS = {"pwd": "ArgPwd1v4l", "passwd": "ArgPasswd2v4l", "secret": "ArgSecret3v4l", "token": "ArgToken4v4l",
        "api_key": "ArgApiKey5v4l"}  # fmt: skip
SECRET_SESSION = "sk-proj-S3ssi0nNam3AbCdEfGhIjKl"
BENIGN = [
    "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",  # a sha256, like the audit chain's
    "123e4567-e89b-12d3-a456-426614174000",
    "max_tokens: 1024",
    "Basic understanding of the token bucket",
    "def login(token: str) -> None",
    "the password policy needs 12 characters",
]


def _all(kinds: list[str]) -> str:
    return "\n".join(FORMATS[k][0] for k in kinds)


@tool(audit_args=True)
def connect(dsn: str, pwd: str, passwd: str, secret: str, token: str, api_key: str, note: str) -> str:
    """Connect somewhere (arguments are audited in clear, secrets redacted)."""
    return "connected.\n" + _all(["gitlab", "npm", "pypi", "azure"]) + "\n" + json.dumps({"pwd": pwd})


@tool
def deploy(target: str) -> str:
    """Deploy; fails, naming the secrets it was given."""
    raise RuntimeError(f"deploy to {target} failed: {_all(['mysql', 'stripe secret', 'env token'])}")


def never_on_disk(paths: list[Path]) -> None:
    needles = {name: value.encode() for name, (_, value) in FORMATS.items()}
    needles.update({f"arg {k}": v.encode() for k, v in ARGS.items()})
    needles["session name"] = SECRET_SESSION.encode()
    for path in paths:
        data = path.read_bytes()
        for name, needle in needles.items():
            assert needle not in data, f"{name} found in {path}"


def never_in_sql(db: Path) -> tuple[int, str]:
    """Search every column of every table (cast to text); return how many cells were searched and all text."""
    con = duckdb.connect(str(db), read_only=True)
    try:
        tables = [r[0] for r in con.execute("SELECT table_name FROM duckdb_tables() WHERE NOT internal").fetchall()]
        assert {"audit", "messages", "sessions"} <= set(tables)
        searched = 0
        everything: list[str] = []
        for table in tables:
            columns = [r[0] for r in con.execute(f'DESCRIBE "{table}"').fetchall()]
            for column in columns:
                values = con.execute(f'SELECT CAST("{column}" AS VARCHAR) FROM "{table}"').fetchall()
                for (value,) in values:
                    if value is None:
                        continue
                    searched += 1
                    everything.append(value)
                    for name, (_, secret) in FORMATS.items():
                        assert secret not in value, f"{name} in {table}.{column}: {value[:200]}"
                    for arg, secret in ARGS.items():
                        assert secret not in value, f"argument {arg} in {table}.{column}"
                    assert SECRET_SESSION not in value, f"session name in {table}.{column}"
        return searched, "\n".join(everything)
    finally:
        con.close()


@pytest.mark.parametrize("stream", [False, True], ids=["json", "sse"])
def test_no_secret_format_reaches_the_store_the_journal_or_a_cassette(tmp_path: Path, stream: bool) -> None:
    folder = tmp_path / "store"
    store = Store(folder / "nbagent.duckdb", flush_interval=0.02, keep_tool_responses=True)
    cassette = tmp_path / "run.json"
    call_args = {**ARGS, "dsn": FORMATS["url no user"][0], "note": _all(["slack", "url slash", "openai"])}
    answer = "Done. " + _all(["google", "stripe restricted", "yaml", "ini", "aws id"]) + "\n" + "\n".join(BENIGN)

    # a session named after a secret is refused before anything is written
    with pytest.raises(UserError, match="holds a secret"):
        store.new_session(SECRET_SESSION)
    with OpenAIServer() as server:
        with pytest.raises(UserError, match="holds a secret"):
            bind(
                Agent(ReplayProvider(cassette, record="openai:gpt-4.1-mini", base_url=server.url, api_key="k")),
                SECRET_SESSION,
                store=store,
            )
        server.enqueue(
            tool_calls(("connect", call_args), ("deploy", {"target": FORMATS["aws"][0]})),
            text(answer),
        )
        recorder = ReplayProvider(cassette, record="openai:gpt-4.1-mini", base_url=server.url, api_key="k")
        agent = bind(
            Agent(recorder, tools=[connect, deploy], policy=Policy(allow=["*"]), defaults=RunOptions(stream=stream)),
            "deploy-notes",
            store=store,
        )
        prompt = "Set up the service.\n" + _all(["env password", "env secret", "env key", "aws"]) + "\n" + BENIGN[0]
        result = agent.run(prompt)
    assert result.text.startswith("Done.")
    assert [r.status for r in result.call_records] == ["ok", "failed"]  # deploy failed: its error is stored too
    store.flush(30)
    store.close()

    files = [p for p in folder.rglob("*") if p.is_file()]
    assert any(p.suffix == ".duckdb" for p in files)
    never_on_disk([*files, cassette])
    # the archive is compressed, so the byte scan cannot see into it: search what it holds
    archived = read_archive(folder / "nbagent.duckdb.archive", frame_key(folder / "nbagent.duckdb"))
    assert archived.frames and not archived.refused
    unpacked = tmp_path / "archive-unpacked.txt"
    unpacked.write_text(repr(archived.batches), encoding="utf-8")
    never_on_disk([unpacked])
    assert "[REDACTED:" in unpacked.read_text(encoding="utf-8") and "Set up the service." in unpacked.read_text()
    searched, everything = never_in_sql(folder / "nbagent.duckdb")
    assert searched > 50
    # the scan was not vacuous: the rows are there, with the secrets masked and the prose kept
    assert everything.count("[REDACTED:") >= 20
    for benign in BENIGN:
        assert benign in everything, benign
    assert "deploy-notes" in everything and "Set up the service." in everything
    assert "connected." in everything and "failed" in everything
