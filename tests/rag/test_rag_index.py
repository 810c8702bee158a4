"""The index on a real LanceDB folder: formats, incremental updates, rebuilds, bad files, search."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import CountingEmbedder

import nbagent.rag
from nbagent.exceptions import UserError
from nbagent.rag import HashingEmbedder, Index, SkipFile
from nbagent.rag import _index as index_module
from nbagent.rag import _store as store_module
from nbagent.rag import embedders as embedders_module
from nbagent.rag._report import IndexStopped
from nbagent.rag.loaders import _REGISTRY, register_loader

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def make_index(tmp_path: Path, embedder: object = None, **options: object) -> Index:
    options.setdefault("progress", False)
    options.setdefault("max_bytes", 100_000)
    return Index(tmp_path / "db", embedder=embedder, **options)  # type: ignore[arg-type]


def paths_of(df: object) -> list[str]:
    return [Path(p).name for p in df["path"]]  # type: ignore[index]


def test_every_format_is_indexed_and_searchable(tmp_path: Path, corpus: Path, counting: CountingEmbedder) -> None:
    idx = make_index(tmp_path, counting)
    report = idx.update(corpus)
    names = sorted(Path(p).name for p in report.added)
    assert names == [
        "analysis.ipynb",
        "deep.md",
        "guide.md",
        "manual.rst",
        "module.py",
        "notes.txt",
        "page.html",
        "report.pdf",
        "table.csv",
    ]
    assert report.skipped == [] and report.embedded == report.total_chunks == len(idx) > 9
    assert counting.calls >= 1 and len(counting.texts) == report.embedded
    expectations = {
        "apt-get install": (
            "guide.md",
            "lines 1-17",
            "Guide",
        ),  # small sections pack into one chunk
        "pelican migration": ("notes.txt", "lines 1-3", ""),
        "ocelot daemon": ("manual.rst", "lines 1-9", "Manual"),
        "zanzibar score": ("module.py", "lines 1-21", ""),
        "capybara populations": ("analysis.ipynb", "cell 1", "Analysis"),
        "axolotl sightings": ("report.pdf", "page 2", "Sightings"),
        "tusks haul": ("page.html", "lines 6-9", "Walrus Handbook"),
        "tapir42": ("table.csv", "lines 2-61", ""),
        "okapi": ("deep.md", "lines 1-3", "Deep"),
    }
    for query, (name, where, heading) in expectations.items():
        top = idx.search(query, k=3, mode="fts").iloc[0]
        assert Path(top["path"]).name == name, query
        assert top["location"] == where, query
        assert top["heading"] == heading, query
    assert idx.search("tapir42", k=1, mode="fts").iloc[0]["text"].startswith("species,count\n")
    for hidden in ("wombat", "OUTPUT-ONLY-TOKEN", "xylograph"):
        assert idx.search(hidden, k=5, mode="fts").empty, hidden
    df = idx.search("frobnicator", k=4)
    assert {"text", "path", "location", "heading", "score", "link"} <= set(df.columns)
    assert list(df["score"]) == sorted(df["score"], reverse=True)


def test_unchanged_corpus_never_reaches_the_embedder(tmp_path: Path, corpus: Path, counting: CountingEmbedder) -> None:
    idx = make_index(tmp_path, counting)
    first = idx.update(corpus)
    counting.reset()
    again = make_index(tmp_path, counting).update(corpus)  # a new Index object: state comes from disk
    assert counting.calls == 0
    assert again.unchanged == len(first.added) and not (again.added or again.changed or again.removed)
    # Touched but identical content: the hash matches, still no embedding.
    os.utime(corpus / "guide.md", ns=(time.time_ns(), time.time_ns() + 10**9))
    touched = idx.update(corpus)
    assert counting.calls == 0 and touched.unchanged == len(first.added)


def test_changed_file_replaces_its_chunks_only(tmp_path: Path, corpus: Path, counting: CountingEmbedder) -> None:
    idx = make_index(tmp_path, counting)
    idx.update(corpus)
    before = len(idx)
    counting.reset()
    (corpus / "notes.txt").write_text("Rewritten notes about flamingo colonies.\n")
    report = idx.update(corpus)
    assert [Path(p).name for p in report.changed] == ["notes.txt"]
    assert counting.texts and all("flamingo" in t for t in counting.texts)
    assert idx.search("pelican", k=5, mode="fts").empty
    assert paths_of(idx.search("flamingo", k=1, mode="fts")) == ["notes.txt"]
    assert len(idx) == before


def test_deleted_file_loses_its_chunks(tmp_path: Path, corpus: Path, counting: CountingEmbedder) -> None:
    idx = make_index(tmp_path, counting)
    idx.update(corpus)
    (corpus / "sub" / "deep.md").unlink()
    counting.reset()
    report = idx.update(corpus)
    assert [Path(p).name for p in report.removed] == ["deep.md"] and counting.calls == 0
    assert idx.search("okapi", k=5, mode="fts").empty
    assert "deep.md" not in [Path(s).name for s in idx.files()["source"]]


def test_files_outside_this_runs_paths_are_kept(tmp_path: Path, corpus: Path) -> None:
    idx = make_index(tmp_path, HashingEmbedder(32))
    idx.update(corpus / "sub")
    idx.update(corpus / "guide.md")
    assert paths_of(idx.search("okapi", k=1, mode="fts")) == ["deep.md"]
    assert paths_of(idx.search("frobnicator", k=1, mode="fts")) == ["guide.md"]


def test_model_change_rebuilds_everything(tmp_path: Path, corpus: Path, counting: CountingEmbedder) -> None:
    make_index(tmp_path, counting).update(corpus)
    other = CountingEmbedder(HashingEmbedder(32))
    report = make_index(tmp_path, other).update(corpus)
    assert report.rebuilt and "hashing:64 (64) -> hashing:32 (32)" in report.rebuild_reason
    assert report.embedded == report.total_chunks and len(other.texts) == report.total_chunks
    # "auto" keeps the model the index was built with (re-created from its name).
    auto = Index(tmp_path / "db", progress=False, max_bytes=100_000)
    again = auto.update(corpus)
    assert not again.rebuilt and again.embedder == "hashing:32" and again.embedded == 0
    forced = make_index(tmp_path, other).update(corpus, rebuild=True)
    assert forced.rebuilt and forced.rebuild_reason == "rebuild requested"


def test_auto_refuses_to_silently_replace_an_embedder_it_cannot_recreate(tmp_path: Path, corpus: Path) -> None:
    custom = CountingEmbedder(HashingEmbedder(16))
    custom.name = "my-own-model"
    make_index(tmp_path, custom).update(corpus / "guide.md")
    auto = Index(tmp_path / "db", progress=False)
    with pytest.raises(UserError, match="my-own-model"):
        auto.update(corpus / "guide.md")
    # searching it is refused, naming the embedder and the ways out; full-text search still works
    with pytest.raises(UserError, match=r"built with embedder 'my-own-model', which is not available here.*--rebuild"):
        auto.search("frobnicator", k=1)
    assert paths_of(auto.search("frobnicator", k=1, mode="fts")) == ["guide.md"]


def test_an_index_built_by_another_embedder_is_refused_for_vector_search(tmp_path: Path, corpus: Path) -> None:
    make_index(tmp_path, HashingEmbedder(64)).update(corpus / "guide.md")
    other = make_index(tmp_path, HashingEmbedder(32))
    for mode in ("auto", "hybrid", "vector"):
        with pytest.raises(UserError) as refused:
            other.search("frobnicator", k=1, mode=mode)
        message = str(refused.value)
        assert "built with embedder 'hashing:64', not 'hashing:32'" in message
        assert "%agent_index --rebuild" in message and "Index(embedder='hashing:64')" in message
    assert paths_of(other.search("frobnicator", k=1, mode="fts")) == ["guide.md"]
    assert paths_of(make_index(tmp_path, HashingEmbedder(64)).search("frobnicator", k=1)) == ["guide.md"]


def test_full_text_only_mode(tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NBAGENT_EMBEDDER", raising=False)
    monkeypatch.setattr(embedders_module, "minilm_available", lambda: False)
    idx = Index(tmp_path / "db", progress=False)  # auto, and no model installed
    report = idx.update(corpus)
    assert report.embedder == "none" and report.embedded == 0 and report.total_chunks > 9
    assert "full-text only" in report.summary()
    assert not idx._store.has_vectors()
    assert paths_of(idx.search("axolotl", k=1)) == ["report.pdf"]
    with pytest.raises(UserError, match="needs vectors"):
        idx.search("axolotl", mode="vector")


def test_bad_files_are_skipped_and_reported(
    tmp_path: Path, corpus: Path, bad_files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    register_loader(".boom", "boom", lambda data, path: 1 / 0)  # a loader bug must not stop the run
    (corpus / "x.boom").write_text("boom")
    try:
        idx = nbagent.rag.index(
            corpus, tmp_path / "db", embedder=HashingEmbedder(32), progress=False, max_bytes=100_000
        )
    finally:
        _REGISTRY.by_suffix.pop(".boom")
    report = idx.last_report
    assert report is not None
    reasons = {Path(s.path).name: s.reason for s in report.skipped}
    assert set(reasons) == {*bad_files, "x.boom"}
    for name, word in bad_files.items():
        assert word in reasons[name], (name, reasons[name])
    assert "ZeroDivisionError" in reasons["x.boom"]
    assert len(report.added) == 9 and not report.ok
    printed = capsys.readouterr().out
    assert "skipped 6 files" in printed and "broken.pdf: corrupt PDF" in printed
    # A file that goes bad after being indexed loses its chunks and is reported.
    (corpus / "notes.txt").write_bytes(b"caf\x00 broken now")
    again = idx.update(corpus)
    assert "notes.txt" in {Path(s.path).name for s in again.skipped}
    assert idx.search("pelican", k=5, mode="fts").empty


def test_old_versions_are_compacted_and_cleaned(tmp_path: Path, corpus: Path) -> None:
    idx = make_index(tmp_path, HashingEmbedder(32), cleanup_older_than=timedelta(0))
    for n in range(4):
        (corpus / f"extra{n}.md").write_text(f"# Extra {n}\n\nNumber {n}.\n")
        idx.update(corpus)
    assert idx.versions() <= 2
    kept = make_index(tmp_path, HashingEmbedder(32))  # default: keep a minute of versions for other readers
    (corpus / "extra0.md").write_text("# Changed\n")
    kept.update(corpus)
    assert kept.versions() > 2


def test_default_index_lives_under_nbagent_home(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NBAGENT_EMBEDDER", "hashing:16")
    idx = nbagent.rag.index(corpus, progress=False, verbose=False)
    assert idx.path == Path(os.environ["NBAGENT_HOME"]) / "rag.lance"
    df = nbagent.rag.search("ocelot", k=2)
    assert paths_of(df)[0] == "manual.rst"
    monkeypatch.delenv("NBAGENT_HOME")
    monkeypatch.chdir(corpus)
    assert nbagent.rag.default_db_path() == corpus / ".nbagent" / "rag.lance"


def test_paths_are_relative_to_the_notebook_folder(
    tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    idx = make_index(tmp_path, HashingEmbedder(16))
    idx.update(corpus)
    monkeypatch.chdir(corpus)
    row = idx.search("okapi", k=1, mode="fts").iloc[0]
    assert row["path"] == "sub/deep.md" and row["link"] == "[sub/deep.md:lines 1-3](sub/deep.md)"
    assert row["source"] == str(corpus / "sub" / "deep.md")


def test_import_rag_stays_light() -> None:
    probe = "import sys, json, nbagent.rag, nbagent.rag.tool; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    heavy = {
        "lancedb",
        "pyarrow",
        "pandas",
        "sentence_transformers",
        "torch",
        "numpy",
        "openai",
        "pypdf",
    }
    loaded = {m.split(".")[0] for m in json.loads(out.stdout)}
    assert not (heavy & loaded), heavy & loaded


def test_skipfile_is_an_nbagent_error() -> None:
    from nbagent.exceptions import NbAgentError

    assert issubclass(SkipFile, NbAgentError)


class Flaky(CountingEmbedder):
    """Fails on its n-th call, like an embedding service that goes away mid-run."""

    def __init__(self, inner: object, fail_on_call: int) -> None:
        super().__init__(inner)
        self.fail_on_call = fail_on_call

    def embed(self, texts: object) -> list[list[float]]:
        if self.calls + 1 == self.fail_on_call:
            self.calls += 1
            raise RuntimeError("embedding service went away")
        return super().embed(texts)  # type: ignore[arg-type]


def test_a_run_that_stops_half_way_leaves_no_duplicates(
    tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(index_module, "_WRITE_EVERY", 4)  # write often, so a failure lands mid-way

    def ids(idx: Index) -> list[str]:
        return idx._store.chunks().to_arrow()["id"].to_pylist()  # type: ignore[no-any-return]

    with pytest.raises(RuntimeError, match="went away"):
        make_index(tmp_path, Flaky(HashingEmbedder(32), 3), batch_size=2).update(corpus)
    good = make_index(tmp_path, HashingEmbedder(32), batch_size=2)
    assert len(good) > 0  # the first run wrote some chunks before it failed
    report = good.update(corpus)
    assert len(ids(good)) == len(set(ids(good))) == report.total_chunks == report.embedded

    for n in range(3):
        (corpus / f"new{n}.md").write_text("\n\n".join(f"# Part {i}\n\n" + "words " * 150 for i in range(4)))
    with pytest.raises(RuntimeError):
        make_index(tmp_path, Flaky(HashingEmbedder(32), 3), batch_size=2).update(corpus)
    again = good.update(corpus)
    assert sorted(Path(p).name for p in again.added) == ["new0.md", "new1.md", "new2.md"]
    assert len(ids(good)) == len(set(ids(good))) == again.total_chunks


def test_large_tables_get_a_vector_index(tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "VECTOR_INDEX_ROWS", 10)
    idx = make_index(tmp_path, HashingEmbedder(32))
    idx.update(corpus)
    indexed = {c for i in idx._store.chunks().list_indices() for c in i.columns}
    assert indexed == {"search_text", "vector"}
    assert paths_of(idx.search("capybara populations", k=1, mode="vector")) == ["analysis.ipynb"]
    (corpus / "later.md").write_text("# Later\n\nA note about the pangolin.\n")
    idx.update(corpus)  # new rows are folded into both indexes
    assert paths_of(idx.search("pangolin", k=1)) == ["later.md"]


def test_legacy_encodings_are_indexed_found_and_named(tmp_path: Path) -> None:
    """A Windows cp1252 file and a Shift-JIS one are decoded (not refused), found by their words, and the
    report says which encoding each was read with; a binary file is still refused, by name."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "menu.txt").write_bytes("Le café “crème brûlée” coûte 4 € à Zürich.\n".encode("cp1252"))
    (docs / "売上.md").write_bytes(
        "# 倉庫\n\n売上データは東京の倉庫にあります。請求書の締め日は毎月二十日です。\n".encode("shift_jis")
    )
    (docs / "plain.md").write_text("# Plain\n\nNothing special here.\n")
    (docs / "noise.txt").write_bytes(bytes(range(1, 256)) * 3)
    idx = make_index(tmp_path, HashingEmbedder(32))
    report = idx.update(docs)
    assert {Path(p).name: e for p, e in report.decoded.items()} == {"menu.txt": "cp1252", "売上.md": "cp932"}
    assert [Path(s.path).name for s in report.skipped] == ["noise.txt"] and "binary" in report.skipped[0].reason
    summary = report.summary()
    assert "menu.txt (cp1252)" in summary and "売上.md (cp932)" in summary and "noise.txt: binary" in summary
    assert "brûlée" in idx.search("crème brûlée", k=1, mode="fts")["text"].iloc[0]
    # full-text search splits words on spaces: a Japanese sentence is one token, its heading another
    hits = idx.search("倉庫", k=3, mode="fts")
    assert not hits.empty and "毎月二十日" in hits["text"].iloc[0]
    assert "cp1252" in report._repr_html_()


def test_two_processes_indexing_one_folder_leave_one_consistent_index(tmp_path: Path) -> None:
    """Two kernels run %agent_index on the same folder at once: one waits for the other (a lock beside the
    index), and the index ends whole: every file once, its chunks once, each file findable."""
    docs = tmp_path / "docs"
    docs.mkdir()
    for n in range(40):
        (docs / f"note{n:02}.md").write_text(f"# Note {n}\n\n" + f"word{n} appears in note {n}. " * 40 + "\n")
    code = (
        "import sys, nbagent.rag as r\n"
        "r.index(sys.argv[1], sys.argv[2], embedder=r.HashingEmbedder(32), progress=False, verbose=False)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(nbagent.__file__).parent.parent)}
    db = tmp_path / "db"
    both = [subprocess.Popen([sys.executable, "-c", code, str(docs), str(db)], env=env) for _ in range(2)]
    assert [p.wait(timeout=300) for p in both] == [0, 0]
    idx = make_index(tmp_path, HashingEmbedder(32))
    files = idx.files()
    assert sorted(Path(s).name for s in files["source"]) == [f"note{n:02}.md" for n in range(40)]
    assert len(idx) == int(files["chunks"].sum())  # no chunk twice, none without its file record
    for n in (0, 17, 39):
        assert paths_of(idx.search(f"word{n}", k=1, mode="fts")) == [f"note{n:02}.md"]
    again = idx.update(docs)
    assert again.unchanged == 40 and not again.added and not again.changed and not again.rebuilt


class StopAfter(CountingEmbedder):
    """A real embedder that raises KeyboardInterrupt (Stop in Jupyter) on its n-th call."""

    def __init__(self, inner: object, stop_on_call: int) -> None:
        super().__init__(inner)
        self.stop_on_call = stop_on_call

    def embed(self, texts: object) -> list[list[float]]:
        if self.calls + 1 == self.stop_on_call:
            self.calls += 1
            raise KeyboardInterrupt
        return super().embed(texts)  # type: ignore[arg-type]


def _long_notes(root: Path, n: int, parts: int = 4) -> None:
    """``n`` files of ``parts`` chunks each (one chunk per section at the default chunk size)."""
    root.mkdir(exist_ok=True)
    for i in range(n):
        sections = [f"# Part {p} of file {i}\n\n" + f"topic{i} section{p} " * 50 for p in range(parts)]
        (root / f"file{i}.md").write_text("\n\n".join(sections))


def _chunk_ids(idx: Index) -> list[str]:
    return idx._store.chunks().to_arrow()["id"].to_pylist()  # type: ignore[no-any-return]


def test_stop_keeps_the_finished_files_and_the_next_run_embeds_only_the_rest(tmp_path: Path) -> None:
    """Stop (a KeyboardInterrupt from the embedder's 4th batch) ends the run after the files embedded whole: the
    index holds exactly them and searches fine; the next run embeds only the other files."""
    docs = tmp_path / "docs"
    _long_notes(docs, 6)
    stopper = StopAfter(HashingEmbedder(256), 4)  # batches of 3: 9 chunks embedded, files 0 and 1 whole
    idx = make_index(tmp_path, stopper, batch_size=3)
    with pytest.raises(KeyboardInterrupt) as stopped:
        idx.update(docs)
    assert isinstance(stopped.value, IndexStopped)
    report = stopped.value.report
    assert report is idx.last_report and report.stopped
    per_file = int(idx.files()["chunks"].iloc[0])
    assert per_file == 4
    assert sorted(Path(p).name for p in report.added) == ["file0.md", "file1.md"]
    assert sorted(Path(p).name for p in report.left) == [f"file{i}.md" for i in range(2, 6)]
    assert str(stopped.value) == "stopped after 2 of 6 files (8 of 24 chunks); run again to continue"
    assert report.summary().startswith("stopped after 2 of 6 files (8 of 24 chunks); run again to continue\n")
    assert "Indexing stopped" in report._repr_html_()
    # exactly the finished files: their records, their chunks, nothing of file2 (one chunk of it was embedded)
    assert sorted(Path(s).name for s in idx.files()["source"]) == ["file0.md", "file1.md"]
    assert len(idx) == 8 == len(set(_chunk_ids(idx)))
    assert paths_of(idx.search("topic1 section3", k=1, mode="fts")) == ["file1.md"]
    assert paths_of(idx.search("topic0 section2", k=1)) == ["file0.md"]  # hybrid: vectors and full text
    assert idx.search("topic2", k=3, mode="fts").empty

    counting = CountingEmbedder(HashingEmbedder(256))
    again = make_index(tmp_path, counting, batch_size=3).update(docs)
    assert not again.stopped and not again.rebuilt
    assert sorted(Path(p).name for p in again.added) == [f"file{i}.md" for i in range(2, 6)]
    assert again.unchanged == 2 and len(counting.texts) == again.embedded == 16
    assert all(
        not t.startswith(("file0", "file1")) and "topic0 " not in t and "topic1 " not in t for t in counting.texts
    )
    assert again.total_chunks == 24 == len(set(_chunk_ids(idx)))


def test_stop_drops_a_file_whose_chunks_were_half_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows are appended every 2 chunks here: when Stop comes, file0 has 2 of its 4 chunks in the table. They
    are deleted (no record vouches for them), and the next run embeds file0 whole."""
    monkeypatch.setattr(index_module, "_WRITE_EVERY", 2)
    docs = tmp_path / "docs"
    _long_notes(docs, 3)
    idx = make_index(tmp_path, StopAfter(HashingEmbedder(256), 2), batch_size=2)
    with pytest.raises(IndexStopped) as stopped:
        idx.update(docs)
    assert str(stopped.value) == "stopped after 0 of 3 files (0 of 12 chunks); run again to continue"
    assert len(idx) == 0 and idx.files().empty
    counting = CountingEmbedder(HashingEmbedder(256))
    again = make_index(tmp_path, counting, batch_size=2).update(docs)
    assert len(again.added) == 3 and len(counting.texts) == 12 == again.total_chunks == len(set(_chunk_ids(idx)))


def test_chunks_no_record_vouches_for_are_dropped_per_file_not_by_a_reset(tmp_path: Path) -> None:
    """A run killed half-way (no cleanup) leaves chunks without a record, or fewer than a record says; the next
    run drops those files' chunks and re-embeds those files only."""
    docs = tmp_path / "docs"
    _long_notes(docs, 4)
    idx = make_index(tmp_path, HashingEmbedder(256))
    idx.update(docs)
    store = idx._store
    file1, file3 = str(docs / "file1.md"), str(docs / "file3.md")
    store.chunks().delete(f"source = '{file1}' AND ordinal > 1")  # the record says 4 chunks, 2 are left
    records = store.read_files()
    store.write_files(r for s, r in records.items() if s != file3)  # file3's chunks have no record
    counting = CountingEmbedder(HashingEmbedder(256))
    again = make_index(tmp_path, counting).update(docs)
    assert not again.rebuilt and again.unchanged == 2
    assert sorted(Path(p).name for p in again.added) == ["file1.md", "file3.md"]
    assert len(counting.texts) == 8 and all("topic1" in t or "topic3" in t for t in counting.texts)
    assert again.total_chunks == 16 == len(set(_chunk_ids(idx)))


def test_in_memory_search_matches_lancedb_and_follows_every_write(tmp_path: Path, corpus: Path) -> None:
    """Vector and full-text hits served from the in-memory snapshot are LanceDB's own (same rows, same order,
    same scores); a write makes the next search see it, and a table above the limit is left to LanceDB."""
    from nbagent.rag import _search

    idx = Index(tmp_path / "db", embedder="hashing:64", progress=False)
    idx.update(corpus)
    tbl = idx._store.chunks()
    assert tbl is not None
    query = "pelican migration herons"
    vector = idx._embedder(for_search=True).embed([query])[0]  # type: ignore[union-attr]
    snap = _search.snapshot(tbl)
    assert snap is not None and snap.matrix is not None and len(snap.rows) == tbl.count_rows()
    mine, lance = _search._vector(tbl, vector, 8, snap), _search._lance_vector(tbl, vector, 8)
    assert [h["id"] for h in mine] == [h["id"] for h in lance]
    assert [round(h["_score"], 5) for h in mine] == [round(h["_score"], 5) for h in lance]
    full = tbl.search(query, query_type="fts", fts_columns="search_text").select(["id", "text", "_score"]).limit(8)
    assert [(h["id"], h["text"]) for h in _search._fts(tbl, query, 8, snap)] == [
        (r["id"], r["text"]) for r in full.to_arrow().to_pylist()
    ]

    (corpus / "new.md").write_text("# Kingfishers\n\nKingfishers dive for minnows along the riverbank.\n")
    idx.update(corpus)
    assert Path(idx.search("kingfishers minnows", k=1, mode="vector").iloc[0]["path"]).name == "new.md"
    assert Path(idx.search("kingfishers minnows", k=1, mode="fts").iloc[0]["path"]).name == "new.md"
    again = _search.snapshot(tbl)
    assert again is not None and again.version != snap.version and len(again.rows) == tbl.count_rows()

    monkeypatch = pytest.MonkeyPatch()
    with monkeypatch.context() as m:
        m.setattr(_search, "SNAPSHOT_MAX_ROWS", 1)
        (corpus / "newer.md").write_text("# Herons\n\nGrey herons stand still in the shallows.\n")
        idx.update(corpus)
        assert _search.snapshot(tbl) is None
        assert Path(idx.search("grey herons shallows", k=1, mode="hybrid").iloc[0]["path"]).name == "newer.md"
    with monkeypatch.context() as m:  # nor above the byte limit: the version is remembered as too big
        m.setattr(_search, "SNAPSHOT_MAX_BYTES", 1)
        (corpus / "newest.md").write_text("# Egrets\n\nLittle egrets wade through the salt marsh.\n")
        idx.update(corpus)
        assert _search.snapshot(tbl) is None and _search._TOO_BIG.get(tbl) == tbl.version
        assert Path(idx.search("egrets salt marsh", k=1, mode="vector").iloc[0]["path"]).name == "newest.md"
