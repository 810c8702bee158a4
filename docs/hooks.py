"""MkDocs hook: pages that come from the code, so the docs cannot drift from it.

A generated part is committed text between two markers, so that a page reads whole on the
repository too::

    <!-- nbagent:magics -->

    ...what the generator wrote...

    <!-- /nbagent:magics -->

``python scripts/gen_docs.py`` rewrites every such part from the code (:func:`sync`), and
``tests/test_docs.py`` fails when one is stale. The build (:func:`expand`) generates them afresh
and drops the markers; a lone opening marker (not committed yet) is expanded at build time only.
The markers:

``<!-- nbagent:magics -->``            every magic of ``AgentMagics``, ``SqlMagics``, ``McpMagics``: usage,
                                        description, options (from the ``@magic_arguments`` parsers, what
                                        ``%agent?`` shows)
``<!-- nbagent:magics-config -->``     the ``%config AgentMagics.*`` options (traitlets)
``<!-- nbagent:doc MODULE[:NAME] -->`` a module's (or an object's) docstring as Markdown
``<!-- nbagent:store-schema -->``      the store's tables and views, from its migrations
``<!-- nbagent:rest-api -->``          the server extension's endpoints

A marker the hook does not know is an error: the build fails rather than
publish a page with a hole in it.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import os
import re
import textwrap
from typing import Any

_MARKER = re.compile(r"<!--\s*nbagent:([\w-]+)(?:\s+([^\s>]+))?\s*-->")
# an opening marker, the committed text (no other marker in it: a lone marker before a committed part
# of the same name is not paired with that part's closing marker), its closing marker
_BLOCK = re.compile(
    r"<!--\s*nbagent:([\w-]+)(?:\s+([^\s>]+))?\s*-->(?:(?!<!--\s*/?nbagent:).)*?<!--\s*/nbagent:\1\s*-->", re.S
)
_WIDTH = "100"  # argparse wraps usage lines at $COLUMNS: fixed, so the text is the same everywhere

_ROLE = re.compile(r":(?:class|func|meth|mod|attr|exc|data|obj):`~?([^`]+)`")


def rst_to_md(text: str) -> str:
    """The reStructuredText bits our docstrings use, as Markdown."""
    text = textwrap.dedent(text).strip("\n")

    def role(match: re.Match[str]) -> str:
        target = match.group(1)
        shown = target.rsplit(".", 1)[-1] if match.group(0).split("`")[1].startswith("~") else target
        return f"`{shown}`"

    text = _ROLE.sub(role, text)
    text = re.sub(r"``([^`]+)``", r"`\1`", text)
    text = re.sub(r"(?m)^(\S.*?):?:$\n\n((?:    .*\n?|\n)+)", _literal_block, text)
    return text


def _literal_block(match: re.Match[str]) -> str:
    lead = match.group(1).rstrip(":")
    body = textwrap.dedent(match.group(2)).strip("\n")
    return f"{lead}:\n\n```text\n{body}\n```\n\n"


def _docstring(target: str) -> str:
    module_name, _, attr = target.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in filter(None, attr.split(".")):
        obj = getattr(obj, part)
    doc = inspect.getdoc(obj)
    if not doc:
        raise ValueError(f"{target} has no docstring")
    return rst_to_md(doc)


def _options_table(parser: argparse.ArgumentParser) -> str:
    rows = ["| option | meaning |", "| --- | --- |"]
    for action in parser._actions:  # argparse keeps no public list of its arguments
        if isinstance(action, argparse._HelpAction):
            continue
        if action.option_strings:
            metavar = "" if action.nargs == 0 else f" {action.metavar or action.dest.upper()}"
            name = ", ".join(f"`{opt}{metavar}`" for opt in action.option_strings)
        else:
            name = f"`{action.metavar or action.dest}`"
        help_text = (action.help or "").replace("|", "\\|")
        if action.choices:
            help_text += " Choices: " + ", ".join(f"`{c}`" for c in action.choices) + "."
        rows.append(f"| {name} | {help_text} |")
    return "\n".join(rows)


def _magic_classes() -> list[type]:
    """Every ``Magics`` class of nbagent that ``%load_ext nbagent`` can register: a new magic, or a
    new class of them, is documented without a change here. ``AgentMagics`` first, then by name."""
    from IPython.core.magic import Magics

    import nbagent.ipython  # noqa: F401  (imports every class it registers)

    found: list[type] = []
    todo = list(Magics.__subclasses__())
    while todo:
        cls = todo.pop(0)
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith("nbagent.") and cls not in found and any(cls.magics.values()):
            found.append(cls)
    return sorted(found, key=lambda c: (c.__name__ != "AgentMagics", c.__name__))


def _magics() -> str:
    kinds: dict[tuple[type, str], list[str]] = {}
    for cls in _magic_classes():
        for kind in ("line", "cell"):
            for method in cls.magics[kind].values():
                kinds.setdefault((cls, method), []).append(kind)
    parts = []
    for (cls, method), magic_kinds in kinds.items():
        fn = getattr(cls, method)
        parser: argparse.ArgumentParser | None = getattr(fn, "parser", None)
        forms = " / ".join(("%%" if k == "cell" else "%") + method for k in reversed(magic_kinds))
        parts.append(f"## `{forms}`\n")
        if parser is None:
            parts.append(rst_to_md(inspect.getdoc(fn) or "") + "\n")
            continue
        usage = parser.format_usage().strip().removeprefix("usage:").strip().removeprefix("::")
        parts.append(f"```text\n{textwrap.dedent(usage.strip(chr(10)))}\n```\n")
        parts.append(rst_to_md(inspect.cleandoc(parser.description or "")))
        parts.append("\n" + _options_table(parser) + "\n")
    return "\n".join(parts)


def _magics_config() -> str:
    from nbagent.ipython.magics import AgentMagics

    rows = ["| option | type | default | meaning |", "| --- | --- | --- | --- |"]
    for name, trait in sorted(AgentMagics.class_traits(config=True).items()):
        default = trait.default_value
        rows.append(f"| `AgentMagics.{name}` | {type(trait).__name__} | `{default!r}` | {trait.help} |")
    return "\n".join(rows)


def _simple_table(doc: str) -> dict[str, str]:
    """Rows of the first reST simple table in ``doc``: first column -> last column (joined)."""
    lines = doc.splitlines()
    rules = [i for i, line in enumerate(lines) if re.fullmatch(r"\s*=+(\s+=+)+\s*", line)]
    if len(rules) < 3:
        return {}
    spans = [m.span() for m in re.finditer(r"=+", lines[rules[0]])]
    rows: dict[str, str] = {}
    current = None
    for line in lines[rules[1] + 1 : rules[2]]:
        first = line[spans[0][0] : spans[0][1]].strip()
        last = line[spans[-1][0] :].strip()
        if first:
            current = first
            rows[current] = last
        elif current is not None and last:
            rows[current] += " " + last
    return rows


def _store_schema() -> str:
    import duckdb

    from nbagent.store import _schema

    con = duckdb.connect()
    try:
        _schema.migrate(con)
        columns = con.execute(
            "SELECT table_name, column_name, data_type, is_nullable "
            "FROM information_schema.columns "
            "WHERE table_schema = 'main' ORDER BY table_name, ordinal_position"
        ).fetchall()
        views = {
            r[0]
            for r in con.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_type = 'VIEW'"
            ).fetchall()
        }
    finally:
        con.close()
    import nbagent.store

    meanings = {"audit": _simple_table(nbagent.store.__doc__ or "")}  # the columns are documented there
    tables: dict[str, list[tuple[str, str, str]]] = {}
    for table, column, kind, nullable in columns:
        tables.setdefault(table, []).append((column, kind, nullable))
    internal = {"nbagent_meta", "schema_migrations", "audit_head", "session_tombstones", "message_seqs"}
    out = []
    for table in sorted(tables, key=lambda t: (t in internal, t in views, t)):
        label = "view" if table in views else ("internal table" if table in internal else "table")
        out.append(f"### `{table}` ({label})\n")
        out.append("| column | type | meaning |" if table in meanings else "| column | type | null |")
        out.append("| --- | --- | --- |")
        for column, kind, nullable in tables[table]:
            extra = meanings[table].get(column, "") if table in meanings else nullable.lower()
            out.append(f"| `{column}` | {kind} | {rst_to_md(extra).replace('|', '/')} |")
        out.append("")
    migrations = "\n".join(f"{v}. {name}" for v, name, _ in _schema.MIGRATIONS)
    return "\n".join(out) + "\nMigrations applied, in order (recorded in `schema_migrations`):\n\n" + migrations


def _rest_api() -> str:
    from nbagent.server._handlers import handlers
    from nbagent.server._reader import ApiReader

    rows = ["| endpoint | what |", "| --- | --- |"]
    for pattern, handler, _ in handlers(ApiReader(root=__import__("pathlib").Path("."))):
        doc = rst_to_md(inspect.getdoc(handler) or "")
        what = doc.split(":", 1)[1] if doc.startswith("`GET") and ":" in doc else doc
        what = " ".join(what.split())
        query = re.search(r"`GET ([^`]+)`", doc)
        rows.append(f"| `GET {query.group(1) if query else pattern}` | {what} |")
    return "\n".join(rows)


_GENERATORS = {
    "magics": _magics,
    "magics-config": _magics_config,
    "store-schema": _store_schema,
    "rest-api": _rest_api,
}


def generate(name: str, arg: str | None) -> str:
    """The text of marker ``nbagent:NAME [ARG]`` (an unknown marker raises ValueError)."""
    if name == "doc":
        if not arg:
            raise ValueError("<!-- nbagent:doc --> needs a MODULE[:NAME]")
        return _docstring(arg)
    if name not in _GENERATORS:
        raise ValueError(f"unknown docs marker nbagent:{name} (known: doc, {', '.join(_GENERATORS)})")
    saved = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = _WIDTH
    try:
        return _GENERATORS[name]()
    finally:
        if saved is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = saved


def _marker(name: str, arg: str | None) -> str:
    return f"<!-- nbagent:{name}{' ' + arg if arg else ''} -->"


def sync(markdown: str) -> str:
    """The page with every generated part written afresh between its markers (a lone opening marker
    gets its text and a closing marker): what ``scripts/gen_docs.py`` writes."""

    def block(match: re.Match[str]) -> str:
        name, arg = match.group(1), match.group(2)
        return f"{_marker(name, arg)}\n\n{generate(name, arg).strip()}\n\n<!-- /nbagent:{name} -->"

    parts = []
    end = 0
    for match in _BLOCK.finditer(markdown):  # committed parts first; lone markers in the text between them
        parts.append(_MARKER.sub(block, markdown[end : match.start()]))
        parts.append(block(match))
        end = match.end()
    parts.append(_MARKER.sub(block, markdown[end:]))
    return "".join(parts)


def expand(markdown: str) -> str:
    """Every generated part, as the site shows it: made afresh from the code, without markers
    (committed parts and lone markers alike; an unknown marker raises)."""

    def replace(match: re.Match[str]) -> str:
        return generate(match.group(1), match.group(2))

    return _MARKER.sub(replace, _BLOCK.sub(replace, markdown))


def on_page_markdown(markdown: str, **_: Any) -> str:
    """MkDocs event: expand the markers of every page."""
    return expand(markdown)
