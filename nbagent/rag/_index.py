"""The :class:`Index`: files -> chunks -> vectors -> LanceDB, incrementally.

An update walks the paths, compares each file with what the ``files`` table
remembers (size and mtime first, then a SHA-256 of the content), and only
loads, chunks and embeds files that are new or changed. Chunks of changed,
deleted and now-unreadable files are removed; files outside this run's paths
are left alone. A different embedding model (name or dimension) or chunking
setting rebuilds the whole index. After writing, new rows are folded into the
full-text index and old LanceDB versions are compacted and cleaned.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from ..boundary import Origin, folder_origin, team_origin
from ..boundary._terminal import one_line
from ..exceptions import MissingDependency, UserError
from ._onnx_embedder import BUILD_COMMAND, OnnxMiniLMEmbedder
from ._progress import Progress
from ._report import IndexReport, IndexStopped
from ._search import search_table
from ._store import (
    FTS_COLUMN,
    ChunkRow,
    FileRecord,
    IndexURI,
    LockInfo,
    ObjectLock,
    Store,
    chunk_row,
    chunk_table,
    index_location,
)
from ._tool import search_tool
from .chunking import DEFAULT_OVERLAP, DEFAULT_SIZE, Chunk, chunk_document
from .embedders import Embedder, default_embedder, embedder_available, resolve_embedder
from .files import DEFAULT_MAX_BYTES, Skipped, discover
from .loaders import Document, SkipFile, load

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd
    from numpy.typing import NDArray

    from ..tools import Tool

__all__ = ["SCHEMA_VERSION", "Index", "default_db_path"]

log = logging.getLogger("nbagent.rag")

SCHEMA_VERSION = "1"
_WRITE_EVERY = 4096  # rows per LanceDB append: few table versions, bounded memory
_STOP_HINT = "■ stops; run again to continue"

PathsArg = str | os.PathLike[str] | Sequence[str | os.PathLike[str]]


def default_db_path() -> Path:
    """``$NBAGENT_HOME/rag.lance`` when NBAGENT_HOME is set, else ``./.nbagent/rag.lance``."""
    home = os.environ.get("NBAGENT_HOME")
    base = Path(home).expanduser() if home else Path.cwd() / ".nbagent"
    return (base / "rag.lance").absolute()


class Index:
    """A searchable index of documents in a LanceDB folder, or on object storage (a team index).

    Args:
        db: the LanceDB folder (default :func:`default_db_path`), or ``s3://bucket/prefix/name.lance``: a
            team index on S3 or a compatible store (``path`` is then an :class:`IndexURI`, a local
            index's ``path`` a :class:`~pathlib.Path`). One writer at a time holds its lock, an
            object beside it; its text is another member's (:attr:`origin`).
        storage_options: for an ``s3://`` index, passed to LanceDB (``aws_endpoint``,
            ``aws_access_key_id``, ``aws_secret_access_key``, ``aws_session_token``, ``region``,
            ``allow_http``...), over the standard AWS environment variables (``AWS_ACCESS_KEY_ID``,
            ``AWS_SECRET_ACCESS_KEY``, ``AWS_SESSION_TOKEN``, ``AWS_REGION``, ``AWS_ENDPOINT_URL``,
            ``AWS_ALLOW_HTTP``). Never shown: the repr and messages name the URI only.
        lock_timeout: seconds a second writer of a team index waits for the first, then gives up
            naming who holds the lock (a local index waits as long as it takes).
        embedder: an :class:`~nbagent.rag.Embedder`, a name (``"minilm"``,
            ``"openai:text-embedding-3-small"``, ``"hashing:256"``), ``None`` for
            full-text search only, or ``"auto"``: the model this index was built
            with, else ``$NBAGENT_EMBEDDER``, else MiniLM when installed, else none.
        chunk_size: target characters per chunk; ``overlap``: characters repeated
            between pieces of a long section.
        max_bytes: larger files are skipped and reported (default 5 MB).
        batch_size: chunks per call to the embedder.
        progress: show progress while embedding: in a notebook a display updated in place that
            ends as one static line (no widget is left in the saved notebook), in a terminal a
            line on stderr.
        cleanup_older_than: LanceDB versions older than this are deleted after a write.
            Keep it above zero when other kernels may be reading the same index.
    """

    def __init__(
        self,
        db: str | os.PathLike[str] | IndexURI | None = None,
        *,
        embedder: Embedder | str | None = "auto",
        chunk_size: int = DEFAULT_SIZE,
        overlap: int = DEFAULT_OVERLAP,
        max_bytes: int = DEFAULT_MAX_BYTES,
        batch_size: int = 64,
        progress: bool = True,
        cleanup_older_than: timedelta = timedelta(minutes=1),
        storage_options: Mapping[str, str | bool] | None = None,
        lock_timeout: float = 600.0,
    ) -> None:
        self.path: Path | IndexURI = (
            index_location(db, storage_options=storage_options, lock_timeout=lock_timeout)
            if db is not None
            else default_db_path()
        )
        self.chunk_size = chunk_size
        self.overlap = overlap
        self.max_bytes = max_bytes
        self.batch_size = batch_size
        self.progress = progress
        self.cleanup_older_than = cleanup_older_than
        self.last_report: IndexReport | None = None
        self._spec = embedder
        self._explicit: Embedder | None = None if embedder == "auto" else resolve_embedder(embedder)
        self._store = Store(self.path)
        self._search_embedder: tuple[str, Embedder | None] | None = None

    def __repr__(self) -> str:
        spec = self._spec if isinstance(self._spec, str) or self._spec is None else self._spec.name
        return f"Index({str(self.path)!r}, embedder={spec!r})"  # a URI only: storage options never appear

    @property
    def is_team_index(self) -> bool:
        """Does the index live on object storage, where a team shares it?"""
        return isinstance(self.path, IndexURI)

    @property
    def written_by(self) -> str | None:
        """The member (``user@host``) who last wrote this team index, as its meta says; None for a local index
        or an index whose meta does not say."""
        if not isinstance(self.path, IndexURI) or not self._store.exists():
            return None
        stamp = self._store.written_by()
        return stamp[0] if stamp else None

    @property
    def origin(self) -> Origin:
        """Where this index's text comes from, under the trust boundary (docs/security.md, "Origins").

        A team index (object storage): ``team-member``, the member who last wrote it: another member's text,
        never the person's, whoever the meta names (anyone who can write to the bucket can write it). A local
        index: the origin of the folder it lives in (:func:`nbagent.boundary.folder_origin`): the person's in
        their nbagent home or a folder they trusted. Either way the ``search_docs`` tool's output is
        third-party text (the documents are whatever was indexed)."""
        if isinstance(self.path, IndexURI):
            try:
                member = self.written_by
            except UserError:  # unreachable now: still another member's text
                member = None
            return team_origin(member or f"unknown (the index {self.path} does not say who wrote it)")
        return folder_origin(self.path)

    def lock_holder(self) -> LockInfo | None:
        """Who holds the writer lock of this team index now (None: nobody, or a local index)."""
        return ObjectLock(self.path).holder() if isinstance(self.path, IndexURI) else None

    def break_lock(self) -> LockInfo | None:
        """Delete the writer lock of this team index, whoever holds it; returns who held it (None: nobody).

        For a writer that is stuck or that you know is gone: a writer still running loses its lock (it logs an
        error and, when done, says to run the update again). A lock its writer stops renewing expires by
        itself and is taken over by the next writer. A local index needs nothing: its lock is an OS file lock,
        released when the process holding it ends."""
        return ObjectLock(self.path).break_() if isinstance(self.path, IndexURI) else None

    def __len__(self) -> int:
        tbl = self._store.chunks()
        return 0 if tbl is None else int(tbl.count_rows())

    # -- which embedder ------------------------------------------------------------------

    def _embedder(self, *, for_search: bool, rebuild: bool = False) -> Embedder | None:
        if self._spec != "auto":
            return self._explicit
        recorded = self._store.read_meta().get("embedder", "none") if self._store.exists() else "none"
        if recorded == "none" or rebuild:
            return default_embedder()
        why = _not_for_you(recorded)
        if why:
            origin = self.origin
            if not origin.is_person:  # the meta is another member's (or an untrusted folder's) data
                raise UserError(
                    f"the index {self.path} names the embedder {_shown(recorded)!r} in its meta, written by "
                    f"{origin.label}: nbagent does not take that choice from it ({why}). If you mean it, say "
                    f"so: Index(..., embedder={_shown(recorded)!r}); or rebuild it with your own embedder "
                    "(rebuild=True)"
                )
        try:
            candidate = resolve_embedder(recorded)
        except UserError:
            candidate = None
        if candidate is not None and embedder_available(candidate):
            return candidate
        if for_search:
            raise UserError(_other_embedder(self.path, recorded, None))
        fallback = default_embedder()
        raise UserError(
            f"the index {self.path} was built with embedder {recorded!r}, "
            "which cannot be used here: pass the same embedder (Index(embedder=...)) "
            "or rebuild=True to re-embed everything with "
            f"{fallback.name if fallback else 'no embedder (full-text only)'}"
        )

    # -- indexing --------------------------------------------------------------------------

    def update(
        self,
        paths: PathsArg = ".",
        *,
        rebuild: bool = False,
        verbose: bool = False,
        exclude: Sequence[str | os.PathLike[str]] = (),
    ) -> IndexReport:
        """Index ``paths`` (files or folders): embed new and changed files, drop deleted ones.

        Returns the :class:`~nbagent.rag.IndexReport` (also kept as ``last_report``).
        A file that cannot be read is skipped and listed there; it never stops the run. The files of
        ``exclude`` are left out (and leave the index if they were in it); the report names them.

        One writer at a time: a second kernel indexing into the same index waits for the first (a lock
        file beside it), then sees what the first wrote, so the index stays one consistent whole.
        """
        with _writer_lock(self.path):
            return self._update(paths, rebuild=rebuild, verbose=verbose, exclude=exclude)

    def _update(
        self, paths: PathsArg, *, rebuild: bool, verbose: bool, exclude: Sequence[str | os.PathLike[str]]
    ) -> IndexReport:
        started = time.perf_counter()
        store = self._store
        embedder = self._embedder(for_search=False, rebuild=rebuild)
        name, dim = (embedder.name, int(embedder.dim)) if embedder is not None else ("none", 0)
        meta = {
            "schema": SCHEMA_VERSION,
            "embedder": name,
            "dim": str(dim),
            "chunking": f"{self.chunk_size}/{self.overlap}",
        }
        report = IndexReport(embedder=name)
        old_meta = store.read_meta() if store.exists() else {}
        reason = _rebuild_reason(old_meta, meta, rebuild)
        known = store.read_files() if reason is None else {}
        tbl = store.chunks()
        stale: list[str] = []
        # No meta: a first run that failed half-way (chunks, perhaps of another dimension); start over.
        if reason is not None or tbl is None or not old_meta:
            store.reset(dim)
            known = {}
            report.rebuilt, report.rebuild_reason = reason is not None, reason or ""
            old_meta = {}  # reset() dropped it
        else:
            # A run that failed or was killed half-way leaves chunks that no file record vouches for, or fewer
            # than the record says: those sources lose their chunks and their files are indexed again.
            counts = store.source_counts()
            stale = [source for source, n in counts.items() if source not in known or known[source].chunks != n]
            known = {source: r for source, r in known.items() if counts.get(source, 0) == r.chunks}

        keep: dict[str, FileRecord] = {}
        prepared: list[tuple[FileRecord, Document, list[Chunk]]] = []
        touched = False
        try:
            entries, skipped, roots = discover(paths, max_bytes=self.max_bytes, exclude=exclude)
            report.skipped.extend(skipped)
            report.excluded = [str(Path(os.path.abspath(os.fspath(p)))) for p in exclude if os.path.exists(p)]
            for entry in entries:
                source = str(entry.path)
                old = known.get(source)
                if old is not None and (old.size, old.mtime_ns) == (entry.size, entry.mtime_ns):
                    keep[source] = old
                    continue
                try:
                    data = entry.path.read_bytes()
                except OSError as exc:
                    report.skipped.append(Skipped(source, f"cannot read ({exc.strerror or exc})"))
                    continue
                sha = hashlib.sha256(data).hexdigest()
                if old is not None and old.sha256 == sha:
                    keep[source] = old._replace(size=entry.size, mtime_ns=entry.mtime_ns)
                    touched = True
                    continue
                try:
                    doc = load(entry.path, data)
                    chunks = chunk_document(doc, size=self.chunk_size, overlap=self.overlap)
                except SkipFile as exc:
                    report.skipped.append(Skipped(source, str(exc)))
                    continue
                except Exception as exc:  # a loader bug or a library choking on one file: report, go on
                    log.debug("loader failed on %s", source, exc_info=True)
                    report.skipped.append(Skipped(source, f"could not be read ({type(exc).__name__}: {exc})"))
                    continue
                if doc.encoding not in ("utf-8", "ascii"):
                    report.decoded[source] = doc.encoding
                record = FileRecord(source, sha, entry.size, entry.mtime_ns, entry.kind, len(chunks))
                prepared.append((record, doc, chunks))
                (report.changed if old is not None else report.added).append(source)
        except KeyboardInterrupt:  # nothing written yet
            report.stopped = True
            report.seconds = time.perf_counter() - started
            self.last_report = report
            raise IndexStopped("stopped while reading the files, before any was indexed; run again", report) from None
        report.unchanged = len(keep)

        new_sources = {record.source for record, _, _ in prepared}
        drop: list[str] = [*report.changed, *(s for s in stale if s not in report.changed)]
        for source, old in known.items():
            if source in keep or source in new_sources:
                continue
            if _under(source, roots) or not os.path.exists(source):
                drop.append(source)
                if not any(s.path == source for s in report.skipped):
                    report.removed.append(source)
            else:
                keep[source] = old  # outside this run's paths: not ours to judge
        report.chunks_removed = sum(known[s].chunks for s in drop if s in known)

        # Stop (a KeyboardInterrupt) keeps every file whose chunks are all written and records them; any
        # other error records nothing of this run (the next one drops its chunks and redoes the files).
        finished: list[FileRecord] = []
        try:
            with _deferred_interrupt():
                store.delete_sources(drop)
            self._write(prepared, embedder, dim, report, finished)
        except KeyboardInterrupt:
            _stopped(report, prepared, finished)
        for record in finished:
            keep[record.source] = record
        wrote = bool(prepared or drop or not old_meta)
        with _deferred_interrupt():  # the records and meta are written whole, or the next run redoes files
            if wrote or touched:
                store.write_files(keep.values())
            if meta != old_meta:
                store.write_meta(meta)
            if wrote:
                store.finish(self.cleanup_older_than)
            else:
                _ensure_fts(store)
        self._search_embedder = None
        report.total_chunks = len(self)
        report.seconds = time.perf_counter() - started
        self.last_report = report
        for item in report.skipped:
            log.info("skipped %s: %s", item.path, item.reason)
        if verbose:
            print(report.summary())
        if report.stopped:
            raise IndexStopped(report.stop_line(), report)
        return report

    def _write(
        self,
        prepared: list[tuple[FileRecord, Document, list[Chunk]]],
        embedder: Embedder | None,
        dim: int,
        report: IndexReport,
        finished: list[FileRecord],
    ) -> None:
        """Embed and write the chunks of ``prepared``; a file goes into ``finished`` once all its chunks are written.

        Batches run across files; rows are appended every ``_WRITE_EVERY``. On a KeyboardInterrupt (Stop), the
        embedded rows of files embedded whole are written too, the rows already written of a file cut in two are
        deleted, and the interrupt goes on: the index then holds exactly the files in ``finished``.
        """
        records = {record.source: record for record, _, _ in prepared}
        unwritten = {record.source: record.chunks for record, _, _ in prepared}  # chunks not yet in the table
        unembedded = dict(unwritten)  # chunks not yet embedded: the bar's file count
        finished.extend(record for record, _, _ in prepared if not record.chunks)
        rows = [(record, doc, chunk) for record, doc, chunks in prepared for chunk in chunks]
        if not rows:
            return
        show = self.progress and embedder is not None
        bar = (
            Progress(len(rows), f"embedding ({report.embedder})", files=len(prepared), hint=_STOP_HINT)
            if show
            else None
        )
        if bar is not None:
            bar.files_done = len(finished)
        pending: list[ChunkRow] = []
        vectors: list[NDArray[np.float32]] = []

        def flush(batch_rows: list[ChunkRow], batch_vectors: list[NDArray[np.float32]]) -> None:
            with _deferred_interrupt():  # appended and counted whole, never cut in two
                self._store.add_chunks(chunk_table(batch_rows, batch_vectors, dim))
                report.chunks_added += len(batch_rows)
                for row in batch_rows:
                    unwritten[row["source"]] -= 1
                    if not unwritten[row["source"]]:
                        finished.append(records[row["source"]])
                batch_rows.clear()
                batch_vectors.clear()

        stopped = False
        try:
            for start in range(0, len(rows), self.batch_size):
                batch = [chunk_row(record, doc, chunk) for record, doc, chunk in rows[start : start + self.batch_size]]
                if embedder is not None:
                    t0 = time.perf_counter()
                    vectors.append(_checked(embedder, [r[FTS_COLUMN] for r in batch], dim))
                    report.embed_seconds += time.perf_counter() - t0
                    report.embedded += len(batch)
                pending.extend(batch)
                whole = 0
                for row in batch:
                    unembedded[row["source"]] -= 1
                    whole += not unembedded[row["source"]]
                if bar is not None:
                    bar.update(len(batch), files=whole)
                if len(pending) >= _WRITE_EVERY:
                    flush(pending, vectors)
            if pending:
                flush(pending, vectors)
        except KeyboardInterrupt:
            stopped = True
            with _deferred_interrupt():
                cut_rows = self._keep_whole_files(pending, vectors, unwritten, records, flush)
                report.chunks_added -= cut_rows  # (not in one statement: flush adds to it meanwhile)
            raise
        finally:
            if bar is not None:
                done = f"{bar.done} of {len(rows)}" if bar.done < len(rows) else str(bar.done)
                then = ", then stopped" if stopped else ""
                bar.close(f"embedded {done} chunks with {report.embedder} in {bar.seconds():.1f} s{then}")

    def _keep_whole_files(
        self,
        pending: list[ChunkRow],
        vectors: list[NDArray[np.float32]],
        unwritten: dict[str, int],
        records: dict[str, FileRecord],
        flush: Callable[[list[ChunkRow], list[NDArray[np.float32]]], None],
    ) -> int:
        """After a Stop: write the pending rows of files whose chunks are then all written; delete the rows
        already written of the files that are not whole, and return how many those were."""
        waiting: dict[str, int] = {}
        for row in pending:
            waiting[row["source"]] = waiting.get(row["source"], 0) + 1
        whole = {source for source, n in waiting.items() if n == unwritten[source]}
        if vectors:
            import numpy as np

            # the last batch's vectors may be in while its rows are not (the stop fell between the two)
            stacked = np.concatenate(vectors)[: len(pending)]
            keep_at = [i for i, row in enumerate(pending) if row["source"] in whole]
            kept_vectors = [stacked[keep_at]] if keep_at else []
        else:
            kept_vectors = []
        kept = [row for row in pending if row["source"] in whole]
        if kept:
            flush(kept, kept_vectors)
        # a file cut in two: some of its chunks are in the table, not all; none of it stays
        cut = [s for s, n in unwritten.items() if 0 < n < records[s].chunks and s not in whole]
        self._store.delete_sources(cut)
        return sum(records[s].chunks - unwritten[s] for s in cut)

    # -- searching ---------------------------------------------------------------------------

    def search(self, query: str, k: int = 5, *, mode: str = "auto") -> pd.DataFrame:
        """The ``k`` best chunks for ``query`` as a DataFrame.

        Columns: ``rank`` (1 = best), ``relevance`` (0-1, see below), ``text``, ``path``
        (relative to the cwd when inside it), ``location`` (``"lines 10-42"``, ``"cell 3"``,
        ``"page 2"``), ``heading``, ``score`` (the raw score of the mode), ``link`` (a
        Markdown link that opens the file), ``kind``, ``source`` (absolute path),
        ``start_line``, ``end_line``, ``cell``, ``page``.

        ``relevance`` in hybrid mode: 1.00 when both full-text and vector search rank the
        passage first, 0.50 when one ranks it first and the other not at all (the raw
        reciprocal-rank score, about 0.033 at best, is ``score``); vector: the cosine
        similarity; full-text: the BM25 score over the best passage's. ``df.attrs["mode"]``
        names the mode used.

        ``mode``: ``"hybrid"`` (full-text and vectors fused by reciprocal rank),
        ``"fts"``, ``"vector"``, or ``"auto"``: hybrid when the index has vectors
        and their embedder is available, else full-text.
        """

        if mode not in ("auto", "hybrid", "fts", "vector"):
            raise UserError(f"mode must be 'auto', 'hybrid', 'fts' or 'vector', got {mode!r}")
        embedder = self._query_embedder() if mode != "fts" else None
        if mode in ("hybrid", "vector") and embedder is None:
            raise UserError(f"{mode} search needs vectors: this index has none, or its embedder is not available here")
        resolved = mode if mode != "auto" else ("hybrid" if embedder is not None else "fts")
        return search_table(self._store.chunks(), query, k, resolved, embedder)

    def _query_embedder(self) -> Embedder | None:
        tbl = self._store.chunks()
        if tbl is None:
            return None
        version = str(tbl.version)  # the schema and meta are re-read only when the index changed
        if self._search_embedder is None or self._search_embedder[0] != version:
            if "vector" not in tbl.schema.names:
                self._search_embedder = (version, None)
                return None
            recorded = self._store.read_meta().get("embedder", "none")
            try:
                embedder = self._embedder(for_search=True)
            except MissingDependency:
                raise UserError(_other_embedder(self.path, recorded, None)) from None
            if embedder is not None and embedder.name != recorded:
                raise UserError(_other_embedder(self.path, recorded, embedder.name))
            self._search_embedder = (version, embedder)
        return self._search_embedder[1]

    def files(self) -> pd.DataFrame:
        """The indexed files: source, sha256, size, mtime_ns, kind, chunks."""
        import pandas as pd

        records = sorted(self._store.read_files().values())
        return pd.DataFrame(records, columns=list(FileRecord._fields))

    def versions(self) -> int:
        """LanceDB versions of the chunks table on disk (old ones are cleaned after writes)."""
        return self._store.versions()

    def tool(self, *, name: str = "search_docs") -> Tool:
        """A ``search_docs`` tool bound to this index (read-only, domain ``"docs"``)."""
        return search_tool(lambda: self, name=name, default=False)


@contextlib.contextmanager
def _writer_lock(path: Path | IndexURI) -> Iterator[None]:
    """Hold the index's writer lock (``<index>.lock`` beside it) while indexing: another process waits.

    A local index: POSIX ``flock``, released when the file closes, so a killed kernel never leaves it held.
    Elsewhere, no lock (one writer at a time is then up to the person). A team index on object storage: the
    ``<index>.lock`` object in the bucket (:class:`~nbagent.rag._store.ObjectLock`), renewed while writing,
    released in ``finally``; a second writer waits up to ``lock_timeout`` then fails naming the holder."""
    if isinstance(path, IndexURI):
        lock = ObjectLock(path)
        lock.acquire()
        try:
            yield
        finally:
            lock.release()
        return
    try:
        import fcntl
    except ImportError:  # not POSIX
        yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a+b") as f:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log.warning("nbagent: another process is indexing into %s; waiting for it to finish", path)
            fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        yield


_MINILM = OnnxMiniLMEmbedder.name


def _other_embedder(path: Path | IndexURI, recorded: str, given: str | None) -> str:
    """Why an index built by another embedder is refused for vector search, and the ways out."""
    which = "which is not available here" if given is None else f"not {given!r} (the embedder this Index uses)"
    return (
        f"the index {path} was built with embedder {recorded!r}, {which}: its vectors cannot be compared. "
        "Rebuild it with `%agent_index --rebuild` (nbagent.rag.index(paths, rebuild=True)), "
        f"use the same embedder (Index(embedder={recorded!r})), or search full-text only (mode='fts')"
        + (f"; or build MiniLM's model for onnxruntime: `{BUILD_COMMAND}`" if recorded == _MINILM else "")
    )


_MAX_AUTO_DIM = 4096
"""The largest ``hashing:<dim>`` an index that is not the person's may pick (a vector of a billion floats a query
would end the kernel)."""


def _not_for_you(recorded: str) -> str:
    """Why the embedder an index's meta names is not one to run without the person asking ("" if it is): it
    sends text off the machine (an API embedder, with the person's key), or its vectors would exhaust memory."""
    prefix, _, rest = recorded.strip().partition(":")
    if prefix.lower() == "openai":
        return "it would send your documents and questions to OpenAI with your API key"
    if prefix.lower() == "hashing" and rest:
        try:
            dim = int(rest)
        except ValueError:
            return ""
        if dim > _MAX_AUTO_DIM:
            return f"vectors of {dim} dimensions, more than {_MAX_AUTO_DIM}"
    return ""


def _shown(value: object) -> str:
    """A value read from an index's meta as the report shows it: one line, controls as markers, at most 80
    characters (the meta of a shared or cloned index is data)."""
    return one_line(value, 80)


def _rebuild_reason(old: dict[str, str], new: dict[str, str], forced: bool) -> str | None:
    if forced:
        return "rebuild requested"
    if not old:
        return None
    if old.get("schema") != new["schema"]:
        return f"index format {_shown(old.get('schema'))} -> {new['schema']}"
    if (old.get("embedder"), old.get("dim")) != (new["embedder"], new["dim"]):
        before = f"{_shown(old.get('embedder'))} ({_shown(old.get('dim'))})"
        return f"embedding model changed: {before} -> {new['embedder']} ({new['dim']})"
    if old.get("chunking") != new["chunking"]:
        return f"chunking changed: {_shown(old.get('chunking'))} -> {new['chunking']}"
    return None


def _under(source: str, roots: list[Path]) -> bool:
    return any(source == str(root) or source.startswith(str(root).rstrip(os.sep) + os.sep) for root in roots)


def _ensure_fts(store: Store) -> None:
    tbl = store.chunks()
    if tbl is not None and tbl.count_rows() and not any(FTS_COLUMN in i.columns for i in tbl.list_indices()):
        store.finish(timedelta(days=3650))


def _checked(embedder: Embedder, texts: list[str], dim: int) -> NDArray[np.float32]:
    """The batch's vectors as one float32 array of shape ``(len(texts), dim)``.

    One array per batch, not lists of Python floats: millions of float objects kept
    until the next write made the garbage collector slow the embedding down.
    """
    import numpy as np

    vectors = embedder.embed(texts)
    if len(vectors) != len(texts):
        raise UserError(f"embedder {embedder.name!r} returned {len(vectors)} vectors for {len(texts)} texts")
    for vector in vectors:
        if len(vector) != dim:
            raise UserError(f"embedder {embedder.name!r} returned a vector of length {len(vector)}, expected dim={dim}")
    return np.asarray(vectors, dtype=np.float32).reshape(len(texts), dim)


def _stopped(
    report: IndexReport, prepared: list[tuple[FileRecord, Document, list[Chunk]]], finished: list[FileRecord]
) -> None:
    """Mark ``report`` as stopped: only the files in ``finished`` count as indexed, the others are ``left``."""
    done = {record.source for record in finished}
    report.stopped = True
    report.left = [record.source for record, _, _ in prepared if record.source not in done]
    report.chunks_left = sum(record.chunks for record, _, _ in prepared if record.source not in done)
    report.added = [source for source in report.added if source in done]
    report.changed = [source for source in report.changed if source in done]
    report.decoded = {source: enc for source, enc in report.decoded.items() if source in done}


@contextlib.contextmanager
def _deferred_interrupt() -> Iterator[None]:
    """Ctrl-C / Stop waits for the end of the block (a write to the index is not cut in two), then raises.

    On the main thread only (signal handlers live there); elsewhere the block runs as it is.
    """
    import signal

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt
