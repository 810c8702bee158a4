"""Privacy: no secret anywhere on disk, no argument value in the audit log, salted hashes."""

from __future__ import annotations

import stat
import subprocess
import sys
import time
from pathlib import Path

from store_helpers import allow_all

from nbagent import Agent, ToolCall, tool
from nbagent.loop import RunOptions
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind

KEY = "sk-proj-Zq8vW3xY7bN2mK5pL9rT4hJ6gF1dS0aQ"
EMAIL = "ada.lovelace@example.org"


@tool(read_only=True)
def send_report(to: str, api_key: str, note: str) -> str:
    """Send the report."""
    return f"report sent to {to}"


@tool(read_only=True, audit_args=True)
def lookup(query: str, token: str) -> str:
    """Look something up (its arguments are audited in clear, secrets redacted)."""
    return "found"


def script() -> ScriptedProvider:
    return ScriptedProvider(
        [
            [
                ToolCall("send_report", {"to": EMAIL, "api_key": KEY, "note": f"authorise with {KEY}"}),
                ToolCall("lookup", {"query": "owner of account 42", "token": KEY}),
                ToolCall("send_report", {"to": EMAIL, "api_key": "bad", "note": 12}),  # invalid: note is no str
            ],
            f"Done. I used {KEY} for {EMAIL}.",
        ]
    )


def all_bytes(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def hold_database(path: Path) -> subprocess.Popen[str]:
    """Another program keeps the DuckDB file open, so everything waits in the journal."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import duckdb, sys; c = duckdb.connect(sys.argv[1]); print('held', flush=True); sys.stdin.read()",
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_a_key_never_reaches_disk_and_an_email_never_reaches_the_audit_log(
    store_path: Path,
) -> None:
    store = Store(store_path, flush_interval=0.02, keep_tool_responses=True)
    agent = bind(
        Agent(script(), tools=[send_report, lookup], defaults=RunOptions(stream=False), **allow_all()),
        "privacy",
        store=store,
    )
    store.flush(30)  # the new session's row written: the writer is idle, so the holder gets the file
    holder = hold_database(store_path)
    try:
        result = agent.run(f"Send the report to {EMAIL}. The API key is {KEY}.")
        assert result.text.startswith("Done")
        assert store.pending > 0  # the database is held: the rows are in the journal
        journal = all_bytes(store.journal_dir)
        assert journal and any(EMAIL.encode() in data for data in journal.values())  # messages may hold it
        for path, data in journal.items():
            assert KEY.encode() not in data, path
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(10)
    store.flush(30)

    audit = store.audit()
    assert set(audit["event"]) >= {
        "run-started",
        "tool-requested",
        "tool-started",
        "tool-finished",
        "tool-failed",
    }
    text = audit.astype(str).to_string()
    assert EMAIL not in text and KEY not in text
    assert "lovelace" not in text
    requested = audit[(audit["event"] == "tool-requested") & (audit["tool"] == "send_report")]
    assert [list(k) for k in requested["arg_keys"]] == [["to", "api_key", "note"]] * 2
    first, second = requested["arg_hashes"].tolist()
    assert first[0] == second[0]  # the same e-mail hashes the same within a store
    assert first[1] != second[1] and all(len(h) == 64 for h in first)
    failed = audit[audit["event"] == "tool-failed"]
    assert len(failed) == 1 and failed["stage"].tolist() == ["arguments"]
    assert requested["args_json"].isna().all()  # no raw values for ordinary tools
    raw = audit[(audit["event"] == "tool-requested") & (audit["tool"] == "lookup")]["args_json"].tolist()
    assert raw == ['{"query": "owner of account 42", "token": "[REDACTED:secret]"}']  # audit_args=True

    messages = store.messages("privacy")
    assert EMAIL in messages.astype(str).to_string()  # messages may keep it
    assert store.sessions()["title"].tolist() == [f"Send the report to {EMAIL}. The API key is…"]
    store.close()

    folder = store_path.parent
    salt = (folder / "nbagent.duckdb.salt").read_text().strip()
    assert stat.S_IMODE((folder / "nbagent.duckdb.salt").stat().st_mode) == 0o600
    for path, data in all_bytes(folder).items():
        assert KEY.encode() not in data, path
        if path.suffix != ".salt":
            assert salt.encode() not in data, path


def test_each_store_has_its_own_salt(tmp_path: Path) -> None:
    hashes = []
    for name in ("a", "b"):
        with Store(tmp_path / name / "s.duckdb", flush_interval=0.02) as store:
            agent = bind(
                Agent(
                    ScriptedProvider([ToolCall("lookup", {"query": EMAIL, "token": "x"}), "ok"]),
                    tools=[lookup],
                    defaults=RunOptions(stream=False),
                    **allow_all(),
                ),
                store=store,
            )
            agent.run("look")
            rows = store.audit(event="tool-requested")
            hashes.append(rows["arg_hashes"].tolist()[0][0])
    assert hashes[0] != hashes[1]


# -- audit text: bounded work whatever the text holds ---------------------------------------------


def test_audit_text_is_linear_on_a_long_word() -> None:
    """The e-mail mask was Python re, quadratic on a long run of word characters without "@"
    (50 KB ~3 s, 100 KB ~13 s), and ran before the cut to 1,000 characters."""
    from nbagent.store.writing._privacy import audit_text

    audit_text("warm up: patterns compile on first use, x@example.com")
    started = time.thread_time()
    out = audit_text("a" * 200_000)
    assert time.thread_time() - started < 0.5
    assert out is not None and out.endswith("…[truncated 199000 chars]") and len(out) < 1100


def test_audit_text_masks_what_crosses_the_limit(tmp_path: Path) -> None:
    from nbagent.store.writing._privacy import audit_text

    long_value = "v" * 990 + "SECRETPART" * 300  # an argument longer than the margin, crossing the limit
    out = audit_text("x " + long_value + " tail " + "z" * 50_000, {"body": long_value})
    assert out is not None and "SECRETPART" not in out and out.startswith("x [arg] tail ")
    address = "someone.with.a.long.name@example.com"
    out = audit_text("y" * 985 + " " + address + " " + "z" * 50_000)
    assert out is not None and "someone" not in out and "[email]" in out
    out = audit_text("p" * 980 + " password=hunter2hunter2 " + "z" * 50_000)
    assert out is not None and "hunter2" not in out


def test_a_tool_error_quoting_a_long_page_does_not_stall_the_run(tmp_path: Path) -> None:
    from nbagent.store.writing._privacy import audit_text

    audit_text("warm up: patterns compile on first use, x@example.com")
    page = "a" * 50_000  # e.g. a base64 blob or a minified page without an "@"

    @tool
    def fetch(url: str) -> str:
        """Fetch a page."""
        raise RuntimeError(f"the server answered 500: {page}")

    with Store(tmp_path / "nbagent.duckdb", flush_interval=0.02) as store:
        agent = bind(
            Agent(
                ScriptedProvider([ToolCall("fetch", {"url": "https://x.test"}), "done"]), tools=[fetch], **allow_all()
            ),
            store=store,
        )
        started = time.thread_time()
        agent.run("fetch it")
        seconds = time.thread_time() - started
        reasons = store.query("SELECT reason FROM audit WHERE event = 'tool-failed'")["reason"].tolist()
    assert seconds < 1.0, f"the run took {seconds:.1f} s"
    assert reasons and all(len(r) < 1100 and "truncated" in r for r in reasons)
