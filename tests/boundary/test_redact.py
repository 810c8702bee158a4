"""The secret redactor: every format it knows, the prose it must leave alone, linear time on hostile text."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nbagent import Agent
from nbagent.boundary._redact import is_secret_name, redact, redact_obj
from nbagent.loop import RunOptions
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("DB_PASSWORD=hunter2xyz", "hunter2xyz"),
        ("export PGPASSWORD='pg pass word'", "pg pass word"),
        ("APP_SECRET=Sq3Wd8Rf1Yu6 python app.py", "Sq3Wd8Rf1Yu6"),
        ("GH_TOKEN=Tk5Jh2Ng7Bv4", "Tk5Jh2Ng7Bv4"),
        ("STRIPE_KEY=Kx2Cv5Bn8Mq1", "Kx2Cv5Bn8Mq1"),
        ("MYSQL_PWD=My5qlPw7Xz3 mysql -u root", "My5qlPw7Xz3"),
        ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"),
        ("[prod]\npassword = s3cret!\nuser = ada", "s3cret!"),
        ("client_secret: correct horse battery staple", "horse battery"),
        ('{"password": "correct horse battery"}', "correct horse"),
        ('{"api_key": "Ab12Cd34"}', "Ab12Cd34"),
        ('{\\"pwd\\": \\"hunter2zz\\"}', "hunter2zz"),  # JSON inside JSON
        ("X-Api-Key: abc123def", "abc123def"),
        ("Authorization: Bearer abcdef1234567890", "abcdef1234567890"),
        ("curl -H 'Authorization: Basic YWRhOmxvdmVsYWNl'", "YWRhOmxvdmVsYWNl"),
        ("monkey: password=abc123", "abc123"),  # a pair inside another pair's value
        ("password = Summer2024(!", "Summer2024(!"),  # looks a little like a call, is not code
        ("postgres://:PgNoUs3rPw9@db.internal/app", "PgNoUs3rPw9"),
        ("https://ada:Sl4sh/In/Pw8@git.internal/repo", "Sl4sh/In/Pw8"),
        ("mysql://root:r00t@localhost", "r00t"),
        ("glpat-Gl4bPatT0kenXyZ12345", "Gl4bPatT0kenXyZ12345"),
        ("xoxb-2048-4096-SlAcKt0kEn99", "SlAcKt0kEn99"),
        ("xoxp-1234567890-abcdefghij", "abcdefghij"),
        ("https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX", "XXXXXXXXXXXX"),
        ("sk_live_StR1p3L1v3K3yAbCdEf9", "StR1p3L1v3K3yAbCdEf9"),
        ("rk_live_StR1p3R3strKeyAbCd9", "StR1p3R3strKeyAbCd9"),
        ("AIzaSyGo0gl3ApiK3yAbCdEfGhIjKlMnOpQrStU", "Go0gl3ApiK3y"),
        ("AccountName=a;AccountKey=AzUr3St0rag3K3y+AbCdEfGh==;EndpointSuffix=x", "AzUr3St0rag3K3y"),
        ("https://acct.blob.core.windows.net/c?sv=2022&sig=AbCdEfGhIjKlMnOpQrSt%3D", "AbCdEfGhIjKlMnOpQrSt"),
        ("npm_Np4T0k3nAbCdEfGhIjKlMnOpQrStUvWxYz01", "Np4T0k3nAbCdEfGhIjKlMnOpQrStUvWxYz01"),
        ("pypi-AgEIcHlwaS5vcmcCJDk5ZjZmYjE4LTRhNmEtNDc4Mi1iYjQzLWY2M2QxN2VlYTBhOQ", "LWY2M2QxN2VlYTBhOQ"),
        ("AKIAQWERTYUIOPASDFGH", "AKIAQWERTYUIOPASDFGH"),
        ("sk-proj-0p3nA1K3yAbCdEfGhIjKlMn", "0p3nA1K3yAbCdEfGhIjKlMn"),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123", "abcdefghijklmnopqrstuvwxyz0123"),
        ("SG.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ", "abcdefghijklmnopqrstuv"),
        ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJlMTIz", "c2lnbmF0dXJlMTIz"),
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----", "MIIEow"),
        ('"body": "Done.\\nAKIAQWERTYUIOPASDFGH\\nsk-proj-0p3nA1K3yAbCdEfGhIjKlMn"', "0p3nA1K3yAbCdEfGhIjKlMn"),
        ('"body": "x\\nSTRIPE_KEY=Kx2Cv5Bn8Mq1"', "Kx2Cv5Bn8Mq1"),  # a JSON escape before the name
        ("ya29.a0AfH6SMBx3Gq9Zt4Lm2Pw8Kd5Rv7Nc1Yh6Jb0", "a0AfH6SMBx3Gq9Zt4"),  # Google OAuth access token
        ("1//0gHx7Qp2Lm9Zt4Rv8Kd5Nc1Yh6Jb0Wq3Es7Ty2Ui", "gHx7Qp2Lm9Zt4Rv8"),  # Google OAuth refresh token
        ("xapp-1-A0123ABCDEF-1234567890123-0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f6071"),
        ("xoxe.xoxp-1-Mi0yLTEyMzQ1Njc4OTAtMTIzNDU2Nzg5MA", "Mi0yLTEyMzQ1Njc4"),  # Slack refresh token
        ("whsec_Wh5ecR3tAbCdEfGhIjKlMnOpQrSt", "Wh5ecR3tAbCdEfGhIjKl"),
        ("gsk_Gr0qK3yAbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIj", "Gr0qK3yAbCdEfGh"),
        ("xai-Xa1K3yAbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "Xa1K3yAbCdEfGhIj"),
        ("dapi0123456789abcdef0123456789abcdef-2", "0123456789abcdef0123"),
        ("bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0 ok", "AAHdqTcvCH1vGWJxfSeof"),
        ("dop_v1_" + "0a1b2c3d" * 8, "0a1b2c3d0a1b2c3d"),
        ("doo_v1_" + "1b2c3d4e" * 8, "1b2c3d4e1b2c3d4e"),
        ("dor_v1_" + "2c3d4e5f" * 8, "2c3d4e5f2c3d4e5f"),
        ("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", "0a1b2c3d4e5f6071"),
        ("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", "0a1b2c3d4e5f6071"),
        ("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", "0a1b2c3d4e5f6071"),
        ("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", "0a1b2c3d4e5f6071"),
        ("SK0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f6071"),  # Twilio API key SID
        ('Client("AC0a1b2c3d4e5f60718293a4b5c6d7e8f9", "9f8e7d6c5b4a39281706f5e4d3c2b1a0")', "9f8e7d6c5b4a3928"),
        ("curl -u SK0a1b2c3d4e5f60718293a4b5c6d7e8f9:Tw1l10S3cr3tAbCdEfGhIjKlMnOpQrSt", "Tw1l10S3cr3t"),
    ],
)
def test_each_secret_format_is_masked(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out and "[REDACTED:" in out, out


@pytest.mark.parametrize(
    "text",
    [
        "The password policy asks for 12 characters; a token bucket limits the rate.",
        "Basic understanding of the token management process is needed.",
        "max_tokens: 1024, token_count=5, total_tokens = 77",
        "def login(token: str, api_key: str | None = None) -> None:",
        "sort_key = name; primary_key: id; key: value",
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "123e4567-e89b-12d3-a456-426614174000",
        "PWD=/home/ada OLDPWD=/tmp",
        "see https://example.com/docs/@ada and mailto:ada@example.org",
        "Please enter your key: later, or skip.",
        "task: summarise; author: Ada Lovelace",
        "token = base64.b64encode(b'user:pass').decode()",  # code, not a value
        'password = os.environ["DB_PASSWORD"]',
        "db_password: str (21 characters)",  # %agent's list_variables: a type and a length, not the value
        "The password is required and must be 12 characters long.",
        "Your API key is invalid; the token is expired. The secret key is stored in Vault.",
        "the password is case-sensitive",
        "The access token is then sent in the header.",
        "use --password-file /run/secrets/db to pass it; pytest --token-count 5",
        "mysql -p sales",  # -p with a space asks for the password; sales is the database
        "ssh -p 2222 deploy@host; curl -u admin https://x",
        "<key>name</key><token_count>5</token_count>",
        "https://user@github.com/x?a=1&keyword%3Dfoo",
        "if not password:\n    raise ValueError(1)\n",  # code, not a YAML block value
        # hex digests and words near the new formats and spellings
        "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "1700000000:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "md5 ACBD18DB4CC2F85CEDEF654FCCC4A4D8 and d41d8cd98f00b204e9800998ecf8427e",
        "The primary key is order_id2; the sort key is created_at.",
        "My key takeaway: revenue grew. My password reset link expired.",
        "API key: required. The access token expires in 3600s.",
        "Use the xai-grok-2-latest model; my token count is 1234.",
        "my api key: base64.b64encode(raw)",
    ],
)
def test_ordinary_text_survives(text: str) -> None:
    assert redact(text) == text


def test_names_that_say_secret() -> None:
    secret = ["password", "DB_PASSWORD", "PGPASSWORD", "MYSQL_PWD", "pwd", "passwd", "pass", "DB_PASS", "secret",
              "client_secret", "aws_secret_access_key", "api_key", "apiKey", "X-Api-Key", "OPENAI_API_KEY",
              "STRIPE_KEY", "token", "X-Auth-Token", "access_token", "Authorization", "Cookie", "credentials",
              "private_key", "passphrase"]  # fmt: skip
    plain = ["max_tokens", "token_count", "tokens", "sort_key", "primary_key", "key", "PWD", "OLDPWD", "name",
             "keyboard", "monkey", "pass_rate", "tokenizer", ""]  # fmt: skip
    assert [n for n in secret if not is_secret_name(n)] == []
    assert [n for n in plain if is_secret_name(n)] == []


def test_redact_obj_masks_values_of_secret_keys_and_secret_keys_themselves() -> None:
    key = "sk-proj-0p3nA1K3yAbCdEfGhIjKlMn"
    out = redact_obj(
        {
            "pwd": "x1",
            "passwd": 12345678,
            "token": ["a", "b"],
            "credentials": {"user": "ada", "password": "p"},
            "tools": {"properties": {"pwd": {"type": "string"}}},  # a schema stays readable
            key: "value",
            "max_tokens": 100,
            "note": f"use {key}",
            "secret": None,
        }
    )
    assert out == {
        "pwd": "[REDACTED:secret]",
        "passwd": "[REDACTED:secret]",
        "token": ["[REDACTED:secret]", "[REDACTED:secret]"],
        "credentials": {"user": "ada", "password": "[REDACTED:secret]"},
        "tools": {"properties": {"pwd": {"type": "string"}}},
        "[REDACTED:api-key]": "value",
        "max_tokens": 100,
        "note": "use [REDACTED:api-key]",
        "secret": None,
    }


SECRET = "Zq9xW2vLp8RtY4mN3bKc"
EVERYDAY = {
    "prose": f"my password is {SECRET}",
    "prose colon": f"the password is: {SECRET}",
    "prose quoted": f"The API key is `{SECRET}`.",
    "cli long flag": f"mysqldump --password {SECRET} sales",
    "mysql -p": f"mysql -u root -p{SECRET} sales",
    "sshpass": f"sshpass -p {SECRET} ssh deploy@host",
    "curl -u": f"curl -u admin:{SECRET} https://api.internal/x",
    "token in clone url": f"git clone https://{SECRET}@github.com/acme/private.git",
    "yaml block value": f"database:\n  password:\n    {SECRET}\n",
    "yaml literal block": f"password: |\n  {SECRET}\n",
    "xml": f"<password>{SECRET}</password>",
    "ruby/php hash": f"'password' => '{SECRET}'",
    "python triple quotes": f'password = """{SECRET}"""',
    "url-encoded query": f"https://h/login?next=%2F&password%3D{SECRET}",
    "client_secret flag": f"oauth-cli --client_secret {SECRET}",
    "my api key colon": f"my api key: {SECRET}",
    "my vendor key": f"here is my OpenAI key {SECRET}",
    "qualified name equals": f"API Key = {SECRET}",
    "qualified name colon": f"signing secret: {SECRET}",
    "key is": f"my key is {SECRET}",
    "password is now": f"the password is now {SECRET}",
    "token is set to": f"the token is set to {SECRET}",
}


@pytest.mark.parametrize("text", list(EVERYDAY.values()), ids=list(EVERYDAY))
def test_everyday_spellings_of_a_secret_are_masked(text: str) -> None:
    out = redact(text)
    assert SECRET not in out and "[REDACTED:" in out, out
    assert redact(out) == out


def test_a_password_in_the_prompt_reaches_neither_messages_nor_the_session_title(tmp_path: Path) -> None:
    import duckdb

    db = tmp_path / "nbagent.duckdb"
    with Store(db, flush_interval=0.02) as store:
        bind(Agent(ScriptedProvider(["ok"])), "s", store=store).run(f"my password is {SECRET}, log into the dashboard")
    con = duckdb.connect(str(db), read_only=True)
    try:
        found = []
        for table, column in con.execute(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE data_type = 'VARCHAR' AND table_schema = 'main'"
        ).fetchall():
            row = con.execute(f'SELECT count(*) FROM "{table}" WHERE "{column}" LIKE ?', [f"%{SECRET}%"]).fetchone()
            if row and row[0]:
                found.append(f"{table}.{column}")
    finally:
        con.close()
    assert not found, f"the password is stored in clear in {found}"


@pytest.mark.parametrize(
    "hostile",
    [
        "the password is " * 15_000,
        "curl" + " -u a:" * 30_000,
        "sshpass" + " -p" * 30_000,
        "--password " * 20_000,
        "<password>" * 20_000,
        "password%3D" * 20_000,
        "https://" * 20_000 + "@",
        "password:\n" + " " * 100_000,
        "a." * 50_000,  # quadratic for the old URL-credentials pattern (20 s with a store)
        "http://" + "a:" * 50_000,
        "key:" * 25_000,
        "password:" * 11_000,
        '"token": "' * 10_000,
        "max_tokens:" * 9_000,
        "-----BEGIN PRIVATE KEY-----" + "A" * 100_000,
        "Bearer " * 14_000,
        "my " * 30_000 + "key",
        "my api key " * 9_000,
        "api key: " * 11_000,
        "123456789:" * 10_000,
        "AC" + "0a1b2c3d" * 4 + " " * 100_000,
        "AC0a1b2c3d4e5f60718293a4b5c6d7e8f9 " * 2_800,
    ],
)
def test_hostile_text_takes_milliseconds(hostile: str) -> None:
    # CPU time of this thread: a loaded machine stretches the wall clock (0.54 s once in CI while other
    # processes ran), not the work; a catastrophic pattern costs seconds of CPU
    start = time.thread_time()
    redact(hostile)
    assert time.thread_time() - start < 0.5


def test_a_100_kb_pathological_answer_passes_a_run_with_a_store_in_under_a_second(tmp_path: Path) -> None:
    answer = "a." * 50_000
    with Store(tmp_path / "s.duckdb", flush_interval=0.02, keep_tool_responses=True) as store:
        agent = bind(Agent(ScriptedProvider([answer]), defaults=RunOptions(stream=False)), store=store)
        agent.run("warm up")  # first run loads the SDK-free machinery and opens the database
        agent = bind(Agent(ScriptedProvider([answer]), defaults=RunOptions(stream=False)), store=store)
        start = time.perf_counter()
        result = agent.run("go")
        store.flush(30)
        elapsed = time.perf_counter() - start
    assert result.text == answer
    assert elapsed < 1.0, elapsed


def test_a_huge_tool_output_is_redacted_where_it_is_kept(tmp_path: Path) -> None:
    from nbagent import ToolCall, tool
    from nbagent.policy import Policy

    key = "sk-proj-0p3nA1K3yAbCdEfGhIjKlMn"

    @tool
    def dump() -> str:
        """A huge output with a key across the cut and another far beyond it."""
        return "x" * 990 + " " + key + " " + "y" * 2_000_000 + " " + key

    with Store(tmp_path / "s.duckdb", flush_interval=0.02, keep_tool_responses=True, max_tool_response_chars=1000) as s:
        agent = bind(
            Agent(ScriptedProvider([ToolCall("dump", {}), "ok"]), tools=[dump], policy=Policy(allow=["*"])),
            "dump",
            store=s,
        )
        start = time.perf_counter()
        agent.run("dump it")
        s.flush(30)
        assert time.perf_counter() - start < 2.0
        kept = s.messages("dump")["text"].dropna().tolist()
    tool_text = next(t for t in kept if t.startswith("xxx"))
    assert "0p3nA1" not in tool_text and "sk-proj" not in tool_text and "[REDACTED" in tool_text
    assert "[truncated" in tool_text and len(tool_text) < 1100


def test_a_secret_split_across_streamed_pieces_is_masked_in_every_piece() -> None:
    from nbagent.boundary._redact import redact_fragments

    text = "Use DB_PASSWORD=Hx7Qp2Lm9Zt4\nthen sk-proj-0p3nA1K3yAbCdEfGhIjKlMn and https://ada:Sl4sh/Pw8@git.internal"
    for size in (1, 3, 4, 7):
        pieces = [text[i : i + size] for i in range(0, len(text), size)]
        out = redact_fragments(pieces)
        assert len(out) == len(pieces)
        joined = "".join(out)
        assert joined == redact(text), size  # so no piece kept any part of a secret
        for secret in ("Hx7Qp2Lm9Zt4", "0p3nA1K3y", "Sl4sh/Pw8"):
            assert secret not in joined


_SECRETS = [
    "DB_PASSWORD=Hx7Qp2Lm9Zt4",
    "sk-proj-0p3nA1K3yAbCdEfGhIjKlMn",
    "postgres://:PgNoUs3rPw9@db",
    "MYSQL_PWD=My5qlPw7",
]
_VALUES = ["Hx7Qp2Lm9Zt4", "0p3nA1K3yAbCdEfGhIjKlMn", "PgNoUs3rPw9", "My5qlPw7"]


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.characters(codec="utf-8"), max_size=60),
    st.sampled_from(range(len(_SECRETS))),
    st.sampled_from([" ", "\n", "\t", '"', "'", "(", ",", "\\n"]),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=60),
)
def test_redaction_is_idempotent_and_finds_a_secret_in_any_surroundings(
    before: str, which: int, sep: str, after: str
) -> None:
    text = before + sep + _SECRETS[which] + sep.replace("(", ")") + after
    once = redact(text)
    assert _VALUES[which] not in once
    assert redact(once) == once
