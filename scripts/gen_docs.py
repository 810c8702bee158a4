"""Write the generated parts of the docs from the code: ``python scripts/gen_docs.py [--check] [PAGE ...]``.

A generated part is the text between ``<!-- nbagent:NAME -->`` and ``<!-- /nbagent:NAME -->`` in a page
of ``docs/`` (the magics' options from their own argparse parsers, docstrings, the store's schema ...;
``docs/hooks.py`` lists the markers). A lone opening marker gets its text and a closing marker.
Without PAGE, every page of ``docs/``. ``--check`` writes nothing and exits 1 when a page is stale
(``tests/test_docs.py`` checks the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"


def _hooks():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(DOCS))
    try:
        import hooks
    finally:
        sys.path.remove(str(DOCS))
    return hooks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", type=Path, help="pages to update (default: every page of docs/)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a page is stale")
    args = parser.parse_args(argv)
    hooks = _hooks()
    stale = []
    for page in args.pages or sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        fresh = hooks.sync(text)
        if fresh == text:
            continue
        stale.append(page)
        if not args.check:
            page.write_text(fresh, encoding="utf-8")
    verb = "stale" if args.check else "updated"
    for page in stale:
        print(f"{verb}: {page.resolve().relative_to(REPO)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
