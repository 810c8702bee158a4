"""A small generated corpus of every supported format, a PDF writer, and counting embedders."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from nbagent.rag import HashingEmbedder, OnnxMiniLMEmbedder


def make_pdf(pages: Sequence[str], *, title: str = "", outline: Sequence[tuple[str, int]] = ()) -> bytes:
    """A real, minimal PDF: one Helvetica text page per entry, optional /Title and bookmarks.

    ``outline`` is ``(title, page_index)`` pairs, all at the top level.
    """
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    def esc(text: str) -> bytes:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)").encode("latin-1")

    catalog = add(b"")  # filled in at the end
    pages_obj = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    page_ids = []
    for text in pages:
        ops = (
            b"BT /F1 12 Tf 14 TL 72 720 Td "
            + b" T* ".join(b"(" + esc(line) + b") Tj" for line in text.split("\n"))
            + b" ET"
        )
        content = add(b"<< /Length %d >>\nstream\n" % len(ops) + ops + b"\nendstream")
        page_ids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] "
                b"/Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>" % (pages_obj, font, content)
            )
        )
    kids = b" ".join(b"%d 0 R" % p for p in page_ids)
    objects[pages_obj - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(page_ids))
    extra = b""
    if outline:
        root = add(b"")
        items = [add(b"") for _ in outline]
        for n, ((name, index), item) in enumerate(zip(outline, items, strict=True)):
            links = b""
            if n:
                links += b" /Prev %d 0 R" % items[n - 1]
            if n + 1 < len(items):
                links += b" /Next %d 0 R" % items[n + 1]
            objects[item - 1] = b"<< /Title (%s) /Parent %d 0 R /Dest [%d 0 R /XYZ 0 792 0]%s >>" % (
                esc(name),
                root,
                page_ids[index],
                links,
            )
        objects[root - 1] = b"<< /Type /Outlines /First %d 0 R /Last %d 0 R /Count %d >>" % (
            items[0],
            items[-1],
            len(items),
        )
        extra = b" /Outlines %d 0 R" % root
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R%s >>" % (pages_obj, extra)
    info = add(b"<< /Title (%s) >>" % esc(title)) if title else 0
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    trailer = b"<< /Size %d /Root %d 0 R%s >>" % (
        len(objects) + 1,
        catalog,
        b" /Info %d 0 R" % info if info else b"",
    )
    out += b"trailer\n" + trailer + b"\nstartxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def notebook(cells: list[tuple[str, str]], *, outputs: str = "") -> str:
    """An nbformat-4 notebook; code cells get ``outputs`` as a stream output."""
    nb_cells = []
    for kind, source in cells:
        cell: dict[str, object] = {
            "cell_type": kind,
            "metadata": {},
            "source": source.splitlines(keepends=True),
        }
        if kind == "code":
            cell["execution_count"] = 1
            cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": [outputs]}] if outputs else []
        nb_cells.append(cell)
    return json.dumps({"cells": nb_cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1)


GUIDE_MD = """# Guide

Welcome to the frobnicator guide.

## Install

### Linux

Install the frobnicator with `apt-get install frobnicator` on Debian and Ubuntu.

### macOS

Use `brew install frobnicator`.

## Usage

Call `frob()` with a list of widgets; it returns the polished widgets.
"""

MODULE_PY = '''"""Utilities for the zanzibar pipeline."""

import math


def zanzibar_score(values):
    """Average of the square roots (the zanzibar score)."""
    return sum(math.sqrt(v) for v in values) / len(values)


# The cache keeps quokka results between calls.
@staticmethod
def quokka_cache():
    return {}


class Pipeline:
    """Runs stages in order."""

    def run(self, data):
        return data
'''

HTML = """<!doctype html>
<html><head><title>Walrus Handbook</title>
<style>.hidden { color: red }</style>
<script>var secretScriptWord = "xylograph";</script></head>
<body>
<h1>Walrus Handbook</h1>
<p>Walruses eat clams.</p>
<h2>Tusks</h2>
<p>Tusks grow up to one metre &amp; help walruses haul out.</p>
</body></html>
"""


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A folder with every supported format, ignored files, and bad files."""
    root = tmp_path / "docs"
    root.mkdir()
    (root / "guide.md").write_text(GUIDE_MD)
    (root / "notes.txt").write_text("Plain notes about the pelican migration.\n\nSecond paragraph on herons.\n")
    (root / "manual.rst").write_text("Manual\n======\n\nIntro.\n\nSetup\n-----\n\nConfigure the ocelot daemon first.\n")
    (root / "module.py").write_text(MODULE_PY)
    (root / "analysis.ipynb").write_text(
        notebook(
            [
                ("markdown", "# Analysis\n\nWe study capybara populations."),
                ("code", "df = load_capybaras()\ndf.head()"),
            ],
            outputs="OUTPUT-ONLY-TOKEN",
        )
    )
    (root / "report.pdf").write_bytes(
        make_pdf(
            ["Quarterly narwhal report", "Page two talks about axolotl sightings"],
            title="Narwhal Report",
            outline=[("Summary", 0), ("Sightings", 1)],
        )
    )
    (root / "page.html").write_text(HTML)
    (root / "table.csv").write_text("species,count\n" + "".join(f"tapir{i},{i}\n" for i in range(60)))
    sub = root / "sub"
    sub.mkdir()
    (sub / "deep.md").write_text("# Deep\n\nThe deep file mentions the okapi.\n")
    (root / ".gitignore").write_text("ignored.md\nbuild/\n")
    (root / "ignored.md").write_text("ignored file mentions the wombat\n")
    (root / "build").mkdir()
    (root / "build" / "out.md").write_text("build output mentions the wombat\n")
    (root / "node_modules").mkdir()
    (root / "node_modules" / "pkg.md").write_text("a dependency mentions the wombat\n")
    (root / "picture.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")  # no loader: silently not indexed
    return root


@pytest.fixture
def bad_files(corpus: Path) -> dict[str, str]:
    """Unreadable files added to the corpus; maps file name -> a word its report reason contains."""
    (corpus / "binary.txt").write_bytes(b"abc\x00\x01\x02def")
    (corpus / "noise.md").write_bytes(bytes(range(1, 256)) * 3)  # no NUL, but no text encoding fits it
    (corpus / "broken.pdf").write_bytes(b"%PDF-1.4\nthis is not really a pdf\n%%EOF")
    (corpus / "broken.ipynb").write_text("{ not json")
    (corpus / "huge.txt").write_text("x" * 300_000)
    return {
        "binary.txt": "binary",
        "noise.md": "binary",
        "broken.pdf": "PDF",
        "broken.ipynb": "notebook",
        "huge.txt": "too large",
    }


class CountingEmbedder:
    """Wraps an embedder and counts the calls and texts that reach it."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.name: str = inner.name  # type: ignore[attr-defined]
        self.dim: int = inner.dim  # type: ignore[attr-defined]
        self.calls = 0
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls += 1
        self.texts.extend(texts)
        return self.inner.embed(texts)  # type: ignore[attr-defined,no-any-return]

    def reset(self) -> None:
        self.calls = 0
        self.texts = []


@pytest.fixture
def counting() -> CountingEmbedder:
    return CountingEmbedder(HashingEmbedder(64))


@pytest.fixture(scope="module")
def minilm() -> OnnxMiniLMEmbedder:
    """The real all-MiniLM-L6-v2, the default embedder (onnxruntime, no torch), loaded once per module (under a
    second). Its model is built by ``python -m nbagent.rag.build_model`` (scripts/setup.sh); missing, this fails
    with that command."""
    embedder = OnnxMiniLMEmbedder()
    embedder.embed(["warm up"])
    return embedder


@pytest.fixture(scope="session")
def s3_server() -> Iterator[str]:
    """moto's S3 server on a free loopback port: ``host:port`` (tests/_s3server.py, shared with tests/lake)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent))
    from _s3server import s3_server as start_s3_server

    with start_s3_server() as address:
        yield address
