"""A team index on object storage: LanceDB on ``s3://`` against moto's S3 server on 127.0.0.1 (tests/_s3server.py).

Indexed by this process, read by another; one writer at a time through the lock object in the bucket (a second
writer waits, then fails naming the holder; a stale lock is broken; a lock its holder stops renewing is taken
over); its text is a team member's (``Index.origin``, the tool's first line); credentials appear nowhere.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import subprocess
import sys
import textwrap
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

import nbagent.rag
from nbagent.boundary import Kind
from nbagent.exceptions import UserError
from nbagent.rag import Index
from nbagent.rag._store import IndexURI, ObjectLock, member_name

sys.path.insert(0, str(Path(__file__).parent.parent))
from _s3server import create_bucket

REPO = Path(__file__).parent.parent.parent
SECRET = "s3cr3t-NOT-TO-BE-SHOWN-4242"
KEY_ID = "AKIDTEAMINDEXTEST"


@pytest.fixture
def bucket(s3_server: str) -> str:
    name = f"team-{uuid.uuid4().hex[:12]}"
    create_bucket(s3_server, name)
    return name


@pytest.fixture
def options(s3_server: str) -> dict[str, str]:
    return {
        "aws_endpoint": f"http://{s3_server}",
        "aws_access_key_id": KEY_ID,
        "aws_secret_access_key": SECRET,
        "region": "us-east-1",
        "allow_http": "true",
    }


@pytest.fixture
def uri(bucket: str) -> str:
    return f"s3://{bucket}/team/handbook.lance"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "handbook"
    root.mkdir()
    (root / "onboarding.md").write_text(
        "# Onboarding\n\n## Laptops\n\nNew hires collect their laptop from the quartermaster on floor three.\n"
    )
    (root / "travel.md").write_text("# Travel\n\nTrain tickets above 200 euros need the approval of a manager.\n")
    return root


def _env(s3_server: str, **extra: str) -> dict[str, str]:
    """A second process's environment: the credentials come from the standard AWS variables."""
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
        "AWS_ENDPOINT_URL": f"http://{s3_server}",
        "AWS_ACCESS_KEY_ID": KEY_ID,
        "AWS_SECRET_ACCESS_KEY": SECRET,
        "AWS_REGION": "us-east-1",
        **extra,
    }


def _run(code: str, env: dict[str, str], timeout: float = 120) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.fixture
def holder(s3_server: str, uri: str) -> Iterator[list[subprocess.Popen[str]]]:
    """Start processes that take the index's writer lock and hold it (killed after the test)."""
    procs: list[subprocess.Popen[str]] = []
    yield procs
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()


def _hold(procs: list[subprocess.Popen[str]], s3_server: str, uri: str, *, ttl: float, user: str) -> int:
    """Another process (user ``user``) takes the lock with ``ttl`` and keeps it, renewing, until killed."""
    code = f"""
        import time
        from nbagent.rag._store import ObjectLock, index_location
        lock = ObjectLock(index_location({uri!r}, lock_ttl={ttl}))
        lock.acquire()
        print("held", flush=True)
        time.sleep(300)
    """
    proc = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        env=_env(s3_server, NBAGENT_USER=user),
        stdout=subprocess.PIPE,
        text=True,
    )
    procs.append(proc)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc.pid


def test_team_index_on_s3_is_read_by_another_process(
    folder: Path, uri: str, options: dict[str, str], s3_server: str, bucket: str
) -> None:
    idx = nbagent.rag.index(
        folder, db=uri, embedder="hashing:256", storage_options=options, progress=False, verbose=False
    )
    assert isinstance(idx.path, IndexURI) and str(idx.path) == uri and idx.path.exists()
    assert idx.last_report is not None and len(idx.last_report.added) == 2 and len(idx) >= 2
    assert idx.search("quartermaster laptop", 1, mode="fts")["text"].str.contains("quartermaster").all()
    assert idx.search("train tickets approval", 1)["text"].str.contains("200 euros").all()  # hybrid
    # the lock is gone after the write; the index is LanceDB tables under the prefix
    lock = ObjectLock(idx.path)
    keys = [o["Key"] for o in lock.client.list_objects_v2(Bucket=bucket)["Contents"]]
    assert not any(k.endswith(".lock") for k in keys)
    assert any(k.startswith("team/handbook.lance/chunks.lance/") for k in keys)

    started = time.perf_counter()
    out = _run(
        f"""
        import json
        from nbagent.rag import Index
        idx = Index({uri!r})  # embedder "auto": the one the index records; credentials from AWS_* variables
        hybrid = idx.search("who hands out laptops to new hires", 2)
        fts = idx.search("quartermaster", 1, mode="fts")
        print(json.dumps({{"hybrid": hybrid["text"].tolist(), "fts": fts["text"].tolist(), "mode": hybrid.attrs["mode"],
                          "origin": str(idx.origin), "repr": repr(idx)}}))
        """,
        _env(s3_server),
    )
    seconds = time.perf_counter() - started
    found = json.loads(out.strip().splitlines()[-1])
    assert any("quartermaster" in text for text in found["hybrid"]) and found["mode"] == "hybrid"
    assert "quartermaster" in found["fts"][0]
    assert found["origin"] == f"team-member: {member_name()}"
    assert SECRET not in out and KEY_ID not in out
    print(f"second process: open and search in {seconds:.1f} s")


def test_second_writer_waits_then_fails_naming_the_holder_and_a_stale_lock_is_broken(
    folder: Path,
    uri: str,
    options: dict[str, str],
    s3_server: str,
    holder: list[subprocess.Popen[str]],
    caplog: pytest.LogCaptureFixture,
) -> None:
    pid = _hold(holder, s3_server, uri, ttl=600, user="alice")
    idx = Index(uri, embedder="hashing:256", storage_options=options, progress=False, lock_timeout=1.5)
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="nbagent.rag"), pytest.raises(UserError) as err:
        idx.update(folder)
    waited = time.monotonic() - started
    message = str(err.value)
    assert 1.5 <= waited < 10
    assert "alice@" in message and f"pid {pid}" in message and "since " in message and " UTC" in message
    assert "break_lock()" in message and uri in message
    assert any("alice@" in r.getMessage() and "waiting" in r.getMessage() for r in caplog.records)
    assert SECRET not in message and KEY_ID not in message
    assert not any(SECRET in r.getMessage() for r in caplog.records)
    assert idx.lock_holder() is not None and idx.lock_holder().pid == pid  # type: ignore[union-attr]

    # the holder dies without releasing: its lock (ttl 10 minutes) is stale; breaking it lets the writer in
    holder[0].kill()
    holder[0].wait(10)
    broken = idx.break_lock()
    assert broken is not None and broken.pid == pid and broken.holder.startswith("alice@") and not broken.expired
    assert idx.lock_holder() is None and idx.break_lock() is None
    report = idx.update(folder)
    assert len(report.added) == 2 and idx.lock_holder() is None


@pytest.mark.slow
def test_a_renewed_lock_holds_and_an_abandoned_one_is_taken_over(
    folder: Path,
    uri: str,
    options: dict[str, str],
    s3_server: str,
    holder: list[subprocess.Popen[str]],
    caplog: pytest.LogCaptureFixture,
) -> None:
    pid = _hold(holder, s3_server, uri, ttl=3, user="carol")  # renewed every second while its process lives
    idx = Index(uri, embedder="hashing:256", storage_options=options, progress=False, lock_timeout=5)
    with pytest.raises(UserError, match=f"carol@.*pid {pid}"):
        idx.update(folder)  # 5 s: longer than the ttl, but the holder renews it
    holder[0].kill()  # no renewal from now on: the lock expires 3 s after its last renewal
    holder[0].wait(10)
    idx = Index(uri, embedder="hashing:256", storage_options=options, progress=False, lock_timeout=60)
    with caplog.at_level(logging.WARNING, logger="nbagent.rag"):
        report = idx.update(folder)
    assert len(report.added) == 2 and idx.lock_holder() is None
    assert any("took over the writer lock" in r.getMessage() and "carol@" in r.getMessage() for r in caplog.records)


def test_team_index_origin_is_a_team_member_and_the_tool_says_so(
    folder: Path, uri: str, options: dict[str, str], s3_server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NBAGENT_USER", "alice")
    idx = nbagent.rag.index(
        folder, db=uri, embedder="hashing:256", storage_options=options, progress=False, verbose=False
    )
    alice = member_name()
    assert alice.startswith("alice@")
    origin = idx.origin
    assert origin.kind is Kind.TEAM_MEMBER and origin.where == alice
    assert origin.marks_session and not origin.speaks_as_person and not origin.may_publish_as_person
    tool = idx.tool()
    text = asyncio.run(tool.invoke(tool.validate({"query": "quartermaster", "k": 1})))
    first = text.splitlines()[0]
    assert first.startswith(f"Passages from the team index {uri}, written by {alice}: another team member's text")
    assert "quartermaster" in text and tool.untrusted_output

    # another member adds a file from another process: the index now says bob wrote it
    (folder / "expenses.md").write_text("# Expenses\n\nReceipts go to the finance inbox within a week.\n")
    _run(
        f"""
        from nbagent.rag import Index
        Index({uri!r}, embedder="hashing:256", progress=False).update({str(folder)!r})
        """,
        _env(s3_server, NBAGENT_USER="bob"),
    )
    assert idx.origin.where.startswith("bob@") and idx.written_by == idx.origin.where
    text = asyncio.run(tool.invoke(tool.validate({"query": "receipts finance inbox", "k": 1})))
    assert "written by bob@" in text.splitlines()[0] and "finance inbox" in text
    # the settings did not change: who wrote it is not a reason to rebuild
    assert idx.update(folder).rebuilt is False


def test_local_index_keeps_a_path_and_the_folder_origin(tmp_path: Path, folder: Path) -> None:
    idx = Index(tmp_path / "local.lance", embedder="hashing:256", progress=False)
    assert isinstance(idx.path, Path) and not idx.is_team_index and idx.written_by is None
    assert idx.origin.kind is Kind.UNTRUSTED_FOLDER  # tmp_path is not a folder the person trusted
    idx.update(folder)
    text = asyncio.run(idx.tool().invoke(idx.tool().validate({"query": "quartermaster", "k": 1})))
    assert not text.startswith("Passages from the team index") and idx.break_lock() is None
    with pytest.raises(UserError, match="storage_options are for an index on object storage"):
        Index(tmp_path / "x.lance", storage_options={"region": "us-east-1"})
    with pytest.raises(UserError, match="s3://"):
        Index("gs://bucket/x.lance")


def test_secrets_appear_in_no_repr_and_no_error(
    folder: Path,
    options: dict[str, str],
    s3_server: str,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    idx = Index("s3://no-such-bucket-here/team/x.lance", embedder="hashing:256", storage_options=options)
    shown = [repr(idx), str(idx), repr(idx.path), str(idx.path), repr(idx.origin)]
    assert all(SECRET not in s and KEY_ID not in s for s in shown)
    assert repr(idx) == "Index('s3://no-such-bucket-here/team/x.lance', embedder='hashing:256')"
    errors = []
    with caplog.at_level(logging.DEBUG, logger="nbagent"):
        for attempt in (lambda: idx.update(folder), lambda: idx.search("laptop")):
            with pytest.raises(UserError) as err:
                attempt()
            errors.append(err.value)
    for exc in errors:
        chain = [exc, exc.__cause__, exc.__context__]
        assert all(SECRET not in str(e) and KEY_ID not in str(e) for e in chain if e is not None), str(exc)
        assert "no-such-bucket-here" in str(exc)
    assert not any(SECRET in r.getMessage() or KEY_ID in r.getMessage() for r in caplog.records)
    # the environment's credentials are used and never shown either
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SECRET)
    from_env = Index("s3://bucket-x/y.lance", storage_options={"aws_endpoint": f"http://{s3_server}"})
    assert isinstance(from_env.path, IndexURI)
    assert from_env.path.storage_options["aws_secret_access_key"] == SECRET
    assert from_env.path.storage_options["allow_http"] == "true"  # an http:// endpoint
    assert SECRET not in repr(from_env) and SECRET not in repr(from_env.path)
