"""The LanceDB side of an index: three tables in one folder.

- ``chunks``: one row per chunk (text, where it is, its vector when there is
  an embedder) with LanceDB's native full-text index on ``search_text``.
- ``files``: one row per indexed file with its content hash, size and mtime;
  this is what makes re-indexing incremental.
- ``meta``: key/value facts about the index (embedding model and dimension,
  chunking settings, schema version); a change in them means a rebuild.

Chunks are written before the ``files`` rows that vouch for them, a file's
row once all its chunks are in, so a run that stops half-way leaves chunks no
row vouches for, and the next run drops and redoes those files only.
lancedb and pyarrow are imported here, on first use only.

An index lives in a local folder (a :class:`~pathlib.Path`) or on object storage
(an :class:`IndexURI`, ``s3://bucket/prefix/name.lance``: a team index). A team
index's ``meta`` also says which member wrote it last (``written_by``), and one
writer at a time holds :class:`ObjectLock`, an object beside the index taken with
a conditional put.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import re
import threading
import time
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypedDict

from ..config._configure import current_user
from ..exceptions import MissingDependency, UserError

if TYPE_CHECKING:
    import numpy as np
    import pyarrow as pa  # ships no types: mypy reads its objects as Any
    from lancedb import DBConnection
    from lancedb.table import Table
    from numpy.typing import NDArray

    from .chunking import Chunk
    from .loaders import Document

__all__ = [
    "CHUNK_COLUMNS",
    "ChunkRow",
    "FileRecord",
    "IndexURI",
    "LockInfo",
    "ObjectLock",
    "Store",
    "chunk_row",
    "chunk_table",
    "index_location",
    "member_name",
]

log = logging.getLogger("nbagent.rag")


CHUNKS, FILES, META = "chunks", "files", "meta"
FTS_COLUMN: Final = "search_text"
VECTOR_INDEX_ROWS = 5000
"""From this many chunks on, vectors get an IVF index (flat search costs ~2.5 ms per 1,000 rows)."""
CHUNK_COLUMNS = (
    "id",
    "source",
    "text",
    "heading",
    "kind",
    "start_line",
    "end_line",
    "cell",
    "page",
    "ordinal",
)


class ChunkRow(TypedDict):
    """One ``chunks`` row without its vector (:func:`chunk_row`); ``search_text`` is ``FTS_COLUMN``."""

    id: str
    source: str
    text: str
    search_text: str
    heading: str
    kind: str
    start_line: int
    end_line: int
    cell: int
    page: int
    ordinal: int


class FileRecord(NamedTuple):
    """What the index remembers about one file."""

    source: str
    sha256: str
    size: int
    mtime_ns: int
    kind: str
    chunks: int


def chunk_schema(dim: int) -> pa.Schema:
    """The ``chunks`` table schema; no vector column when ``dim`` is 0 (full-text only)."""
    import pyarrow as pa

    fields = [
        pa.field("id", pa.string()),
        pa.field("source", pa.string()),
        pa.field("text", pa.string()),
        pa.field(FTS_COLUMN, pa.string()),
        pa.field("heading", pa.string()),
        pa.field("kind", pa.string()),
        pa.field("start_line", pa.int32()),
        pa.field("end_line", pa.int32()),
        pa.field("cell", pa.int32()),
        pa.field("page", pa.int32()),
        pa.field("ordinal", pa.int32()),
    ]
    if dim:
        fields.append(pa.field("vector", pa.list_(pa.float32(), dim)))
    return pa.schema(fields)


def chunk_row(record: FileRecord, doc: Document, chunk: Chunk) -> ChunkRow:
    """One ``chunks`` row (without its vector); ``search_text`` adds the title and heading path."""
    label = doc.title or Path(record.source).stem.replace("_", " ").replace("-", " ")
    context = f"{label} > {chunk.heading}" if chunk.heading else label
    return {
        "id": f"{hashlib.sha1(record.source.encode()).hexdigest()[:16]}:{chunk.ordinal}",
        "source": record.source,
        "text": chunk.text,
        FTS_COLUMN: f"{context}\n{chunk.text}",
        "heading": chunk.heading,
        "kind": record.kind,
        "start_line": chunk.start_line,
        "end_line": chunk.end_line,
        "cell": chunk.cell,
        "page": chunk.page,
        "ordinal": chunk.ordinal,
    }


def chunk_table(rows: Sequence[Mapping[str, object]], vectors: list[NDArray[np.float32]], dim: int) -> pa.Table:
    """Rows and their vectors (float32 arrays, one per batch) as an Arrow ``chunks`` table."""
    import numpy as np
    import pyarrow as pa

    schema = chunk_schema(dim)
    columns: dict[str, list[object]] = {name: [r[name] for r in rows] for name in schema.names if name != "vector"}
    arrays = [pa.array(columns[f.name], type=f.type) for f in schema if f.name != "vector"]
    if dim:
        flat = pa.array(np.concatenate(vectors).astype(np.float32, copy=False).reshape(-1))
        arrays.append(pa.FixedSizeListArray.from_arrays(flat, dim))
    return pa.Table.from_arrays(arrays, schema=schema)


def _files_schema() -> pa.Schema:
    import pyarrow as pa

    return pa.schema(
        [
            pa.field("source", pa.string()),
            pa.field("sha256", pa.string()),
            pa.field("size", pa.int64()),
            pa.field("mtime_ns", pa.int64()),
            pa.field("kind", pa.string()),
            pa.field("chunks", pa.int32()),
        ]
    )


def _quote(value: str) -> str:
    """``value`` as a DataFusion string literal (quotes doubled; DataFusion reads no backslash escapes): only for a
    LanceDB without structured filter expressions (``lancedb.expr``, 0.2x); see :meth:`Store.delete_sources`."""
    return "'" + value.replace("'", "''") + "'"


_MEMBER = re.compile(r"[\w.+-]{1,64}(?:@[\w.-]{1,253})?")
"""A member name as nbagent writes one (``user@host``): letters, digits and ``_.+-``, one ``@``; no spaces, no
controls, at most 64 characters before the ``@``."""

UNNAMED_MEMBER: Final = "an unnamed member (the name the index gives is not a user@host name)"


def _member(value: object) -> str | None:
    """A member name read from a team index (its meta's ``written_by``, its lock's ``holder``), or None when it
    is not one nbagent would write: those names are spoken in nbagent's own voice (the ``search_docs`` tool's
    first line, the lock messages), so a sentence, a newline or an escape sequence posing as a name never gets
    there."""
    return value if isinstance(value, str) and _MEMBER.fullmatch(value) else None


# -- where an index lives: a local folder or object storage -------------------------------------

WRITER_KEYS: Final = ("written_by", "written_at")
"""``meta`` keys of a team index saying which member wrote it last, and when (UTC)."""

_ENV_DEFAULTS: Final = {
    "aws_access_key_id": ("AWS_ACCESS_KEY_ID",),
    "aws_secret_access_key": ("AWS_SECRET_ACCESS_KEY",),
    "aws_session_token": ("AWS_SESSION_TOKEN",),
    "region": ("AWS_REGION", "AWS_DEFAULT_REGION"),
    "aws_endpoint": ("AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL", "AWS_ENDPOINT"),
    "allow_http": ("AWS_ALLOW_HTTP",),
}
"""LanceDB's storage option -> the standard AWS environment variables it defaults to (first set wins)."""

_ALIASES: Final = {
    "endpoint": "aws_endpoint",
    "endpoint_url": "aws_endpoint",
    "access_key_id": "aws_access_key_id",
    "secret_access_key": "aws_secret_access_key",
    "session_token": "aws_session_token",
    "aws_region": "region",
    "region_name": "region",
}
_SECRET_KEYS: Final = ("aws_access_key_id", "aws_secret_access_key", "aws_session_token")


def member_name() -> str:
    """Who this is in a team: ``user@host`` (the user as the team lake names them: ``$NBAGENT_USER`` or the
    OS user)."""
    import socket

    return f"{current_user()}@{socket.gethostname()}"


def _storage_options(given: Mapping[str, object] | None) -> dict[str, str]:
    """``given`` (keys lower-cased, common aliases mapped to LanceDB's names, values as strings) over the
    standard AWS environment variables; ``allow_http`` is on when the endpoint is ``http://``."""
    options: dict[str, str] = {}
    for key, names in _ENV_DEFAULTS.items():
        from_env = next((os.environ[n] for n in names if os.environ.get(n)), None)
        if from_env is not None:
            options[key] = from_env
    for key, value in (given or {}).items():
        name = _ALIASES.get(key.lower(), key.lower())
        options[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    if options.get("aws_endpoint", "").startswith("http://") and "allow_http" not in options:
        options["allow_http"] = "true"
    return options


@dataclass(frozen=True, eq=False)
class IndexURI:
    """Where a team index lives on object storage (``s3://bucket/prefix/name.lance``) and how to reach it.

    ``str()`` and ``repr()`` show the URI only: the storage options (credentials among them) never appear.
    Equal and hashed by URI. ``exists()`` answers as :meth:`pathlib.Path.exists` does for a local index.
    """

    uri: str
    storage_options: Mapping[str, str] = field(default_factory=dict, repr=False)
    lock_timeout: float = 600.0
    """Seconds a second writer waits for the lock before it gives up."""
    lock_ttl: float = 60.0
    """Seconds a lock stays valid unless renewed (the holder renews it every third of that)."""

    def __str__(self) -> str:
        return self.uri

    def __repr__(self) -> str:
        return f"IndexURI({self.uri!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IndexURI) and other.uri == self.uri

    def __hash__(self) -> int:
        return hash(self.uri)

    @property
    def bucket(self) -> str:
        return self.uri.split("://", 1)[1].split("/", 1)[0]

    @property
    def key(self) -> str:
        """The index's key prefix in the bucket (no trailing slash)."""
        rest = self.uri.split("://", 1)[1]
        return rest.split("/", 1)[1].rstrip("/") if "/" in rest else ""

    @property
    def name(self) -> str:
        return self.key.rsplit("/", 1)[-1] or self.bucket

    def exists(self) -> bool:
        """Is there an index at this URI (a ``chunks`` table)?"""
        return Store(self).exists()

    def scrub(self, text: str) -> str:
        """``text`` with the credentials of the storage options replaced by ``***``."""
        for key in _SECRET_KEYS:
            value = self.storage_options.get(key, "")
            if len(value) >= 4:
                text = text.replace(value, "***")
        return text


def index_location(
    db: str | os.PathLike[str] | IndexURI,
    *,
    storage_options: Mapping[str, object] | None = None,
    lock_timeout: float = 600.0,
    lock_ttl: float = 60.0,
) -> Path | IndexURI:
    """A local folder as an absolute :class:`~pathlib.Path` (``file://`` too), ``s3://...`` as an
    :class:`IndexURI` with ``storage_options`` over the AWS environment variables (an :class:`IndexURI` is
    returned as it is)."""
    if isinstance(db, IndexURI):
        return db
    text = os.fspath(db)
    scheme = text.split("://", 1)[0].lower() if "://" in text else ""
    if not scheme or scheme == "file":
        if storage_options:
            raise UserError(f"storage_options are for an index on object storage (s3://...), not {text!r}")
        local = text.split("://", 1)[1] if scheme else text
        return Path(local).expanduser().absolute()
    if scheme not in ("s3", "s3a"):
        raise UserError(f"an index on object storage must be an s3:// URI (S3 or a compatible store), not {text!r}")
    uri = "s3://" + text.split("://", 1)[1].rstrip("/")
    if not uri[len("s3://") :].split("/", 1)[0]:
        raise UserError(f"{text!r} names no bucket: write s3://bucket/prefix/name.lance")
    return IndexURI(uri, _storage_options(storage_options), lock_timeout=lock_timeout, lock_ttl=lock_ttl)


# -- one writer at a time on object storage ------------------------------------------------------


@dataclass(frozen=True)
class LockInfo:
    """Who holds a team index's writer lock: ``holder`` (user@host), ``pid``, ``started`` (UTC), and whether
    its renewal lapsed (``expired``: the holder stopped renewing it, e.g. a killed kernel)."""

    holder: str
    pid: int
    started: datetime
    expires: datetime
    expired: bool
    etag: str = field(default="", repr=False)

    def describe(self) -> str:
        since = self.started.strftime("%Y-%m-%d %H:%M:%S UTC")
        state = "expired" if self.expired else "valid"
        return f"{self.holder} (pid {self.pid}) since {since}, {state} until {self.expires.strftime('%H:%M:%S UTC')}"


def _utc(text: object) -> datetime:
    try:
        return datetime.fromisoformat(str(text)[:64]).astimezone(UTC)
    except (ValueError, OverflowError):
        return datetime.fromtimestamp(0, UTC)


def _number(value: object, default: float) -> float:
    """A finite number read from a lock object, else ``default``."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return default
    try:
        number = float(value)
    except (ValueError, OverflowError):
        return default
    return number if math.isfinite(number) else default


class ObjectLock:
    """The writer lock of a team index: the object ``<index>.lock`` beside it in the bucket.

    Taken with a conditional put (``If-None-Match: *``: only one writer can create it), holding the writer's
    identity and an expiry it renews (``If-Match`` its own ETag) every third of ``lock_ttl`` while it writes;
    deleted (``If-Match`` again) when it is done. A second writer waits up to ``lock_timeout`` seconds, then
    fails naming the holder. A lock whose holder stopped renewing it (judged on the bucket's clock: its
    Last-Modified plus the ttl against the server's Date) is taken over, atomically, by one waiter. A lock that
    is still renewed cannot be taken: :meth:`break_` deletes it whoever holds it (the index's
    ``break_lock()``), for a holder you know is gone.
    """

    def __init__(self, where: IndexURI, *, poll: float = 0.5) -> None:
        self.where = where
        self.key = f"{where.key}.lock" if where.key else "index.lock"
        self.poll = poll
        self._client: Any = None
        self._etag = ""
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self.lost = False
        self._started = datetime.now(UTC)

    @property
    def client(self) -> Any:
        if self._client is None:
            try:
                import boto3
                from botocore.config import Config
            except ImportError as exc:
                raise MissingDependency("boto3", "writing a team index on object storage", extra="team") from exc
            opts = self.where.storage_options
            virtual = opts.get("virtual_hosted_style_request", opts.get("aws_virtual_hosted_style_request", ""))
            self._client = boto3.client(
                "s3",
                endpoint_url=opts.get("aws_endpoint") or None,
                aws_access_key_id=opts.get("aws_access_key_id") or None,
                aws_secret_access_key=opts.get("aws_secret_access_key") or None,
                aws_session_token=opts.get("aws_session_token") or None,
                region_name=opts.get("region") or None,
                config=Config(
                    s3={"addressing_style": "virtual" if virtual.lower() == "true" else "path"},
                    connect_timeout=10,
                    read_timeout=30,
                    retries={"max_attempts": 3},
                ),
            )
        return self._client

    def _body(self) -> bytes:
        now = datetime.now(UTC)
        return json.dumps({
            "holder": member_name(),
            "pid": os.getpid(),
            "started": self._started.isoformat(timespec="seconds"),
            "renewed": now.isoformat(timespec="seconds"),
            "ttl_seconds": self.where.lock_ttl,
            "expires": (now + timedelta(seconds=self.where.lock_ttl)).isoformat(timespec="seconds"),
        }).encode()  # fmt: skip

    def _error(self, exc: Exception, doing: str) -> UserError:
        return UserError(self.where.scrub(f"could not {doing} the writer lock of {self.where}: {exc}"))

    def holder(self) -> LockInfo | None:
        """Who holds the lock now, or None."""
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            got = self.client.get_object(Bucket=self.where.bucket, Key=self.key)
            body = json.loads(got["Body"].read() or b"{}")
        except ClientError as exc:
            if _code(exc) in ("NoSuchKey", "404"):
                return None
            raise self._error(exc, "read") from None
        except BotoCoreError as exc:
            raise self._error(exc, "read") from None
        except ValueError:
            body = {}
        if not isinstance(body, dict):  # the lock is whatever the last writer put there
            body = {}
        from email.utils import parsedate_to_datetime

        date = got.get("ResponseMetadata", {}).get("HTTPHeaders", {}).get("date")
        server_now = parsedate_to_datetime(date).astimezone(UTC) if date else datetime.now(UTC)
        modified = got.get("LastModified") or server_now
        ttl = _number(body.get("ttl_seconds"), self.where.lock_ttl)
        # a ttl beyond a day is no lock nbagent writes: judged with ours (else a planted lock never expires)
        expires = modified.astimezone(UTC) + timedelta(seconds=ttl if 0 <= ttl <= 86400 else self.where.lock_ttl)
        pid = _number(body.get("pid"), 0)
        return LockInfo(
            holder=_member(body.get("holder")) or UNNAMED_MEMBER,
            pid=int(pid) if 0 <= pid < 2**31 else 0,
            started=_utc(body.get("started", modified.isoformat())),
            expires=expires,
            expired=server_now > expires,
            etag=str(got.get("ETag", "")),
        )

    def acquire(self) -> None:
        """Take the lock, waiting up to ``lock_timeout`` seconds; then renew it in the background."""
        from botocore.exceptions import BotoCoreError, ClientError

        deadline = time.monotonic() + self.where.lock_timeout
        warned = False
        while True:
            try:
                put = self.client.put_object(Bucket=self.where.bucket, Key=self.key, Body=self._body(), IfNoneMatch="*")
                self._etag = put["ETag"]
                break
            except ClientError as exc:
                if _code(exc) not in ("PreconditionFailed", "412", "ConditionalRequestConflict", "409"):
                    raise self._error(exc, "take") from None
            except BotoCoreError as exc:
                raise self._error(exc, "take") from None
            info = self.holder()
            if info is None:
                continue  # released in between: try again
            if info.expired and self._take_over(info):
                log.warning(
                    "nbagent: took over the writer lock of %s from %s: it stopped renewing it", self.where, info.holder
                )
                break
            if not warned:
                log.warning("nbagent: %s is indexing into %s; waiting for it to finish", info.holder, self.where)
                warned = True
            left = deadline - time.monotonic()
            if left <= 0:
                raise UserError(self.where.scrub(_held_message(self.where, info, self.where.lock_timeout)))
            time.sleep(min(self.poll, left))
        self._stop.clear()
        self._renewer = threading.Thread(target=self._renew, name=f"nbagent-lock-{self.where.name}", daemon=True)
        self._renewer.start()

    def _take_over(self, info: LockInfo) -> bool:
        from botocore.exceptions import ClientError

        try:
            put = self.client.put_object(Bucket=self.where.bucket, Key=self.key, Body=self._body(), IfMatch=info.etag)
        except ClientError:
            return False  # another waiter took it first, or it was released
        self._etag = put["ETag"]
        return True

    def _renew(self) -> None:
        while not self._stop.wait(self.where.lock_ttl / 3):
            try:
                put = self.client.put_object(
                    Bucket=self.where.bucket, Key=self.key, Body=self._body(), IfMatch=self._etag
                )
                self._etag = put["ETag"]
            except Exception as exc:  # lost (broken by someone) or the store is unreachable: say so, stop
                self.lost = True
                log.error("nbagent: could not renew the writer lock of %s: %s", self.where, self.where.scrub(str(exc)))
                return

    def release(self) -> None:
        """Stop renewing and delete the lock if it is still ours."""
        from botocore.exceptions import BotoCoreError, ClientError

        self._stop.set()
        if self._renewer is not None:
            self._renewer.join()
            self._renewer = None
        if not self._etag:
            return
        try:
            self.client.delete_object(Bucket=self.where.bucket, Key=self.key, IfMatch=self._etag)
        except (ClientError, BotoCoreError) as exc:
            self.lost = True
            log.warning(
                "nbagent: the writer lock of %s was not ours any more: %s", self.where, self.where.scrub(str(exc))
            )
        if self.lost:
            log.warning(
                "nbagent: the writer lock of %s was broken while this kernel wrote: another writer may have "
                "written at the same time; run the update again to be sure the index is whole",
                self.where,
            )
        self._etag = ""

    def break_(self) -> LockInfo | None:
        """Delete the lock whoever holds it; returns who held it (None: nobody)."""
        from botocore.exceptions import BotoCoreError, ClientError

        info = self.holder()
        if info is None:
            return None
        try:
            self.client.delete_object(Bucket=self.where.bucket, Key=self.key)
        except (ClientError, BotoCoreError) as exc:
            raise self._error(exc, "break") from None
        log.warning("nbagent: broke the writer lock of %s held by %s", self.where, info.describe())
        return info


def _writer_stamp() -> dict[str, str]:
    return {"written_by": member_name(), "written_at": datetime.now(UTC).isoformat(timespec="seconds")}


def _code(exc: Exception) -> str:
    response = getattr(exc, "response", None) or {}
    return str(response.get("Error", {}).get("Code", ""))


def _held_message(where: IndexURI, info: LockInfo, waited: float) -> str:
    return (
        f"the team index {where} is being written by {info.describe()}; waited {waited:g} s for it. "
        f"Try again when it is done. A lock its writer stops renewing expires ({where.lock_ttl:g} s after its "
        "last renewal) and the next writer takes it over; if that writer is stuck, or you know it is gone, break "
        f"the stale lock: nbagent.rag.Index({where.uri!r}, storage_options=...).break_lock()"
    )


class Store:
    """Opens, reads and writes the index tables in ``path`` (a LanceDB folder, or an :class:`IndexURI` on object
    storage)."""

    def __init__(self, path: Path | IndexURI) -> None:
        self.path = path
        self._db: DBConnection | None = None
        self._tables: dict[str, Table] = {}  # open handles: they follow new versions (consistency interval 0)

    @property
    def remote(self) -> bool:
        """Is the index on object storage (a team index)?"""
        return isinstance(self.path, IndexURI)

    @property
    def db(self) -> DBConnection:
        if self._db is None:
            import lancedb

            # Consistency interval 0: a kernel sees what another kernel indexed since.
            if isinstance(self.path, IndexURI):
                try:
                    self._db = lancedb.connect(
                        self.path.uri,
                        storage_options=dict(self.path.storage_options),
                        read_consistency_interval=timedelta(0),
                    )
                except (ValueError, OSError, RuntimeError) as exc:
                    raise UserError(self.path.scrub(f"cannot open the team index {self.path}: {exc}")) from None
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = lancedb.connect(str(self.path), read_consistency_interval=timedelta(0))
        return self._db

    def _has(self, name: str) -> bool:
        if isinstance(self.path, IndexURI):
            db = self.db
            try:
                # list_tables: one LIST request for the first 10,000 tables; table_names: lancedb < 0.25
                names = list(db.list_tables().tables) if hasattr(db, "list_tables") else list(db.table_names())
            except (ValueError, OSError, RuntimeError) as exc:
                raise UserError(self.path.scrub(f"cannot read the team index {self.path}: {exc}")) from None
            return name in names
        return (self.path / f"{name}.lance").exists()

    def exists(self) -> bool:
        """Is there an index here already (without creating the folder)?"""
        return self._has(CHUNKS)

    def table(self, name: str) -> Table | None:
        if not self._has(name):
            self._tables.pop(name, None)
            return None
        if name not in self._tables:
            try:
                self._tables[name] = self.db.open_table(name)
            except (ValueError, FileNotFoundError):
                return None
        return self._tables[name]

    # -- meta and files ------------------------------------------------------------------

    def read_meta(self) -> dict[str, str]:
        """The index's settings (embedder, dimension, chunking, schema); without who wrote it (see
        :meth:`written_by`), so a new writer alone does not make the settings look changed."""
        return {k: v for k, v in self._raw_meta().items() if k not in WRITER_KEYS}

    def _raw_meta(self) -> dict[str, str]:
        tbl = self.table(META)
        if tbl is None:
            return {}
        rows = tbl.to_arrow().to_pylist()
        return {row["key"]: row["value"] for row in rows}

    def written_by(self) -> tuple[str, str] | None:
        """The member who last wrote this team index and when (ISO UTC), from its meta; None if unrecorded."""
        raw = self._raw_meta()
        if not raw.get("written_by"):
            return None
        at = raw.get("written_at", "")
        at = _utc(at).isoformat(timespec="seconds") if at else ""
        return (_member(raw["written_by"]) or UNNAMED_MEMBER, at)

    def write_meta(self, meta: dict[str, str]) -> None:
        import pyarrow as pa

        if self.remote:  # a team index says who wrote it
            meta = {**meta, **_writer_stamp()}
        data = pa.table({"key": list(meta), "value": list(meta.values())})
        self._overwrite(META, data)

    def read_files(self) -> dict[str, FileRecord]:
        tbl = self.table(FILES)
        if tbl is None:
            return {}
        return {row["source"]: FileRecord(**row) for row in tbl.to_arrow().to_pylist()}

    def write_files(self, records: Iterable[FileRecord]) -> None:
        import pyarrow as pa

        rows = sorted(records)
        columns = {name: [getattr(r, name) for r in rows] for name in FileRecord._fields}
        self._overwrite(FILES, pa.table(columns, schema=_files_schema()))
        if self.remote:
            # The files changed: this member wrote the team index. (A first build or a rebuild has no meta yet:
            # write_meta, which follows, stamps it.)
            raw = self._raw_meta()
            if raw:
                self.write_meta({k: v for k, v in raw.items() if k not in WRITER_KEYS})

    def _overwrite(self, name: str, data: pa.Table) -> None:
        tbl = self.table(name)
        if tbl is None:
            self._tables[name] = self.db.create_table(name, data=data)
        else:
            tbl.add(data, mode="overwrite")

    # -- chunks --------------------------------------------------------------------------

    def reset(self, dim: int) -> Table:
        """Drop every table and start an empty ``chunks`` table for vectors of ``dim``."""
        for name in (CHUNKS, FILES, META):
            if self.table(name) is not None:
                self.db.drop_table(name)
            self._tables.pop(name, None)
        self._tables[CHUNKS] = self.db.create_table(CHUNKS, schema=chunk_schema(dim))
        return self._tables[CHUNKS]

    def chunks(self) -> Table | None:
        return self.table(CHUNKS)

    def has_vectors(self) -> bool:
        tbl = self.chunks()
        return tbl is not None and "vector" in tbl.schema.names

    def delete_sources(self, sources: list[str]) -> None:
        tbl = self.chunks()
        if tbl is None or not sources:
            return
        # The sources come from the index itself (a shared or cloned index's rows are data): a structured filter
        # (lancedb.expr) carries them as literals, never as SQL text. An older lancedb takes SQL text only: quoted.
        try:
            from lancedb.expr import col
        except ImportError:
            structured = False
        else:
            structured = True
        for start in range(0, len(sources), 200):
            batch = sources[start : start + 200]
            if structured:
                tbl.delete(col("source").isin(batch))
            else:
                tbl.delete(f"source IN ({', '.join(_quote(s) for s in batch)})")

    def add_chunks(self, data: pa.Table) -> None:
        tbl = self.chunks()
        assert tbl is not None, "reset() or an existing index comes first"
        tbl.add(data)

    def finish(self, cleanup_older_than: timedelta) -> None:
        """Make sure the indexes exist, fold new rows into them, drop old versions.

        Full-text: LanceDB's native index. Vectors: from ``VECTOR_INDEX_ROWS`` rows on,
        an IVF_FLAT index (exact distances within the probed partitions; builds in
        well under a second for 10,000 rows); smaller tables are searched exhaustively.
        """
        tbl = self.chunks()
        if tbl is None:
            return
        rows = tbl.count_rows()
        indexed = {column for idx in tbl.list_indices() for column in idx.columns}
        if rows and FTS_COLUMN not in indexed:
            from lancedb.index import FTS

            tbl.create_index(FTS_COLUMN, config=FTS(), replace=True)
        if rows >= VECTOR_INDEX_ROWS and "vector" in tbl.schema.names and "vector" not in indexed:
            from lancedb.index import IvfFlat

            tbl.create_index("vector", config=IvfFlat(distance_type="cosine"), replace=True)
        with warnings.catch_warnings():
            # We choose the age; LanceDB warns about 0 (readers of old versions could fail).
            warnings.simplefilter("ignore", UserWarning)
            tbl.optimize(cleanup_older_than=cleanup_older_than)
            for name in (FILES, META):
                other = self.table(name)
                if other is not None:
                    other.optimize(cleanup_older_than=cleanup_older_than)

    def versions(self) -> int:
        """How many versions of the ``chunks`` table are on disk."""
        tbl = self.chunks()
        return 0 if tbl is None else len(tbl.list_versions())

    def source_counts(self) -> dict[str, int]:
        """How many ``chunks`` rows each source has (reads the ``source`` column only).

        What :meth:`Index.update <nbagent.rag.Index.update>` checks the ``files`` records against: a
        source whose count differs from its record (or that has no record) comes from a run that stopped
        half-way."""
        tbl = self.chunks()
        if tbl is None or not tbl.count_rows():
            return {}
        column = tbl.search().select(["source"]).limit(None).to_arrow().column("source")
        return {row["values"]: int(row["counts"]) for row in column.value_counts().to_pylist()}
