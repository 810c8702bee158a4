"""Loaders, chunking and file discovery on generated files (no LanceDB here)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from conftest import GUIDE_MD, HTML, MODULE_PY, make_pdf, notebook

from nbagent.exceptions import UserError
from nbagent.rag import SkipFile, chunk_document
from nbagent.rag.chunking import Chunk
from nbagent.rag.files import discover
from nbagent.rag.loaders import decode, decode_text, load


def chunks_of(name: str, content: str | bytes, **options: int) -> list[Chunk]:
    data = content.encode() if isinstance(content, str) else content
    return chunk_document(load(Path(name), data), **options)


def test_markdown_heading_paths_and_lines() -> None:
    doc = load(Path("guide.md"), GUIDE_MD.encode())
    by_heading = {s.heading: s for s in doc.sections}
    assert set(by_heading) == {
        "Guide",
        "Guide > Install",
        "Guide > Install > Linux",
        "Guide > Install > macOS",
        "Guide > Usage",
    }
    linux = by_heading["Guide > Install > Linux"]
    lines = GUIDE_MD.split("\n")
    assert lines[linux.start_line - 1] == "### Linux" and "apt-get" in lines[linux.end_line - 1]
    assert by_heading["Guide > Install"].heading_only
    # Small neighbours pack under their common heading path; a bare heading joins what follows.
    packed = chunks_of("guide.md", GUIDE_MD, size=200, overlap=40)
    assert [(c.heading, c.location) for c in packed] == [
        ("Guide", "lines 1-13"),
        ("Guide > Usage", "lines 15-17"),
    ]
    small = chunks_of("guide.md", GUIDE_MD, size=100, overlap=20)
    linux_chunk = next(c for c in small if "apt-get" in c.text)
    assert linux_chunk.heading == "Guide > Install > Linux" and linux_chunk.location == "lines 7-9"


def test_markdown_ignores_headings_in_code_and_front_matter() -> None:
    text = "---\ntitle: x\n---\n\nIntro\n\n```python\n# not a heading\n```\n\nSetext Title\n============\n\nBody.\n"
    doc = load(Path("a.md"), text.encode())
    assert [s.heading for s in doc.sections] == ["", "Setext Title"]
    assert "# not a heading" in doc.sections[0].text


def test_long_sections_split_with_overlap_and_line_ranges() -> None:
    paragraphs = [f"Paragraph {i} " + " ".join(f"word{i}x{j}" for j in range(40)) for i in range(30)]
    text = "# Long\n\n" + "\n\n".join(paragraphs) + "\n"
    chunks = chunks_of("long.md", text, size=1000, overlap=150)
    assert len(chunks) > 5
    assert all(len(c.text) <= 1250 for c in chunks)
    assert all(c.heading == "Long" for c in chunks)
    for a, b in itertools.pairwise(chunks):
        assert a.start_line <= b.start_line <= a.end_line + 2  # ranges follow each other
    # A single long line is cut on words, and neighbours share text (the overlap).
    one_line = " ".join(f"token{i}" for i in range(600))
    pieces = chunks_of("one.txt", one_line, size=500, overlap=100)
    assert len(pieces) > 5 and all(p.location == "line 1" for p in pieces)
    assert all(set(a.text.split()[-3:]) & set(b.text.split()) for a, b in itertools.pairwise(pieces))
    assert {w for p in pieces for w in p.text.split()} == set(one_line.split())


def test_rst_levels_follow_adornment_order() -> None:
    text = "=====\nTitle\n=====\n\nIntro.\n\nPart\n----\n\nText.\n\nSub\n~~~\n\nMore.\n\nOther\n-----\n\nEnd.\n"
    doc = load(Path("m.rst"), text.encode())
    assert [s.heading for s in doc.sections] == [
        "Title",
        "Title > Part",
        "Title > Part > Sub",
        "Title > Other",
    ]
    assert doc.sections[0].start_line == 1


def test_text_is_split_on_paragraphs() -> None:
    text = "\n\n".join(f"Paragraph {i}. " + "lorem ipsum " * 30 for i in range(10))
    chunks = chunks_of("t.txt", text, size=800, overlap=100)
    assert len(chunks) >= 4
    assert all(c.text.startswith("Paragraph") or c.text.startswith("lorem") for c in chunks)


def test_python_functions_and_classes() -> None:
    doc = load(Path("module.py"), MODULE_PY.encode())
    headings = [s.heading for s in doc.sections]
    assert headings == ["", "def zanzibar_score", "def quokka_cache", "class Pipeline"]
    quokka = doc.sections[2]
    assert quokka.text.startswith("# The cache keeps quokka") and "@staticmethod" in quokka.text
    lines = MODULE_PY.split("\n")
    assert lines[doc.sections[1].start_line - 1].startswith("def zanzibar_score")


def test_python_big_class_is_split_by_method_and_bad_syntax_falls_back() -> None:
    methods = "\n".join(f"    def method_{i}(self):\n        return {i}  # {'padding ' * 20}\n" for i in range(12))
    source = f"class Big:\n    '''A big class.'''\n\n{methods}"
    doc = load(Path("big.py"), source.encode())
    assert doc.sections[0].heading == "class Big" and "A big class" in doc.sections[0].text
    assert "class Big > def method_11" in [s.heading for s in doc.sections]
    broken = load(Path("py2.py"), b"print 'hello'\n")
    assert [s.text for s in broken.sections] == ["print 'hello'\n"] or broken.sections[0].text.startswith("print")


def test_notebook_cells_numbered_outputs_skipped() -> None:
    nb = notebook(
        [
            ("markdown", "# Analysis\n\nIntro."),
            ("code", "x = 1"),
            ("markdown", "## Plots"),
            ("code", "plot(x)"),
        ],
        outputs="SECRET-OUTPUT",
    )
    chunks = chunks_of("a.ipynb", nb)
    assert [c.cell for c in chunks] == [1, 2, 3, 4]
    assert [c.location for c in chunks] == ["cell 1", "cell 2", "cell 3", "cell 4"]
    assert chunks[1].heading == "Analysis" and chunks[3].heading == "Analysis > Plots"
    assert not any("SECRET-OUTPUT" in c.text for c in chunks)
    with pytest.raises(SkipFile, match="notebook"):
        load(Path("b.ipynb"), b"{ nope")


def test_pdf_pages_and_outline_headings() -> None:
    data = make_pdf(["First page text", "Second page text"], title="Doc", outline=[("Intro", 0), ("Details", 1)])
    chunks = chunks_of("r.pdf", data)
    assert [(c.page, c.location, c.heading) for c in chunks] == [
        (1, "page 1", "Intro"),
        (2, "page 2", "Details"),
    ]
    assert "Second page text" in chunks[1].text
    with pytest.raises(SkipFile, match="corrupt PDF"):
        load(Path("bad.pdf"), b"%PDF-1.4\ngarbage")


def test_html_visible_text_title_and_headings() -> None:
    doc = load(Path("p.html"), HTML.encode())
    assert doc.title == "Walrus Handbook"
    text = "\n".join(s.text for s in doc.sections)
    assert "xylograph" not in text and "color: red" not in text
    assert "one metre & help" in text
    tusks = next(s for s in doc.sections if "Tusks grow" in s.text)
    assert tusks.heading == "Walrus Handbook > Tusks"
    assert HTML.split("\n")[tusks.start_line - 1].startswith("<h2>Tusks")


def test_csv_rows_grouped_with_header_repeated() -> None:
    text = "name,value,comment\n" + "".join(f'item{i},{i},"a comment, with a comma"\n' for i in range(200))
    chunks = chunks_of("t.csv", text, size=600)
    assert len(chunks) > 5
    assert all(c.text.startswith("name,value,comment\n") for c in chunks)
    assert chunks[0].start_line == 2
    body_rows = [line for c in chunks for line in c.text.split("\n")[1:]]
    assert len(body_rows) == 200 and "\n\n" not in chunks[0].text


def test_decode_reads_legacy_encodings_and_rejects_binary() -> None:
    assert decode(b"\xef\xbb\xbfhello\r\nworld") == "hello\nworld"
    assert decode_text("hé".encode("utf-16")) == ("hé", "utf-16")
    assert decode_text(b"plain") == ("plain", "utf-8")
    with pytest.raises(SkipFile, match="binary"):
        decode(b"ab\x00cd")
    with pytest.raises(SkipFile, match=r"binary content .no text encoding fits"):
        decode(bytes(range(1, 256)) * 3)
    # short Western texts fit many code pages alike: the common Western one wins, the text comes back right
    assert decode_text("café au lait".encode("latin-1")) == ("café au lait", "cp1252")
    western = "It’s a café “naïve” résumé — Größe in Zürich"
    assert decode_text(western.encode("cp1252")) == (western, "cp1252")
    for text, codec in [
        ("売上データは東京の倉庫にあります。請求書の締め日は毎月二十日です。", "shift_jis"),
        ("Привет, мир! Это документ в кодировке Windows-1251 о продажах.", "cp1251"),
        ("Zażółć gęślą jaźń – polski tekst w kodowaniu", "cp1250"),
    ]:
        assert decode(text.encode(codec)) == text, codec


def test_discover_respects_gitignore_default_ignores_and_size(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    (root / ".gitignore").write_text("*.log\nsecret/\n")
    (root / "docs" / "secret").mkdir(parents=True)
    (root / "docs" / ".gitignore").write_text("draft*.md\n!draft-keep.md\n")
    for name in (
        "docs/a.md",
        "docs/draft1.md",
        "docs/draft-keep.md",
        "docs/secret/s.md",
        "x.log",
        "docs/.ipynb_checkpoints/a-checkpoint.md",
        ".venv/lib.py",
        "__pycache__/m.py",
    ):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("hello\n")
    (root / "docs" / "big.md").write_text("y" * 2000)
    entries, skipped, roots = discover(root / "docs", max_bytes=1000)  # the repo root's .gitignore applies too
    names = sorted(e.path.relative_to(root).as_posix() for e in entries)
    assert names == ["docs/a.md", "docs/draft-keep.md"]
    assert [(Path(s.path).name, "too large" in s.reason) for s in skipped] == [("big.md", True)]
    assert roots == [root / "docs"]
    # An explicitly named file is taken even when ignored.
    entries, _, _ = discover([root / "docs" / "draft1.md"])
    assert [e.path.name for e in entries] == ["draft1.md"]
    with pytest.raises(UserError, match="no such file"):
        discover(root / "missing")
