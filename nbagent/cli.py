"""The ``nbagent`` command line: store maintenance that cannot wait for a notebook.

::

    nbagent store rebuild PATH [--archive DIR] [--journal DIR] [--force]
    nbagent store verify [PATH]

``rebuild`` is :meth:`nbagent.Store.rebuild` (a damaged store file back from its
archive and journal, the damaged file kept aside); ``verify`` is
:func:`nbagent.store.verify_audit`. Exit status: 0 done, 1 the store is broken or
could not be rebuilt, 2 a usage mistake.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .exceptions import NbAgentError, UserError

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="nbagent", description="nbagent maintenance commands")
    groups = parser.add_subparsers(dest="group", required=True)
    store = groups.add_parser("store", help="the DuckDB store of sessions, messages and the audit log")
    commands = store.add_subparsers(dest="command", required=True)
    rebuild = commands.add_parser(
        "rebuild",
        help="rebuild a damaged store from its archive and journal (the damaged file is kept aside)",
    )
    rebuild.add_argument("path", help="the store file (e.g. .nbagent/nbagent.duckdb)")
    rebuild.add_argument("--archive", help="the archive folder, when not <path>.archive")
    rebuild.add_argument("--journal", help="the journal folder, when not <path>.journal")
    rebuild.add_argument("--force", action="store_true", help="rebuild even a file that reads whole")
    verify = commands.add_parser("verify", help="check the audit hash chain")
    verify.add_argument("path", nargs="?", help="the store file (default: the default store)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return the exit status."""
    args = _parser().parse_args(argv)
    from .store import Store, verify_audit  # after the arguments: --help and usage mistakes need no store

    try:
        if args.command == "rebuild":
            report = Store.rebuild(args.path, archive_dir=args.archive, journal_dir=args.journal, force=args.force)
            print(report)
            return 0
        check = verify_audit(args.path)
        print(check)
        return 0 if check else 1
    except UserError as exc:
        print(f"nbagent: {exc}", file=sys.stderr)
        return 2
    except NbAgentError as exc:
        print(f"nbagent: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
