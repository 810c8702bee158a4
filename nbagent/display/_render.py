"""Untrusted Markdown (a model's answer, a tool's text) as HTML that cannot act.

JupyterLab renders the ``text/html`` and the raw HTML inside ``text/markdown``
of a running notebook's outputs without sanitising them, so anything a model
repeats (a web page, a CSV cell, a RAG chunk) could run script in the page or
fetch a remote image the moment it is shown. Two steps close that:

1. markdown-it-py (CommonMark, tables, strikethrough) with raw HTML off: a
   ``<script>`` in the text comes out as the visible text ``<script>``.
   Images become links the person may click (``image: alt (url)``): nothing
   is fetched on display.
2. nh3 (the Rust ``ammonia`` sanitizer) with an allow-list: structural tags
   only, no ``style``, ``class``, ``id`` or event attribute, links only to
   ``http``, ``https``, ``mailto`` or a relative path inside the notebook's
   folder (:func:`safe_href`), each with ``rel="noopener noreferrer"`` and
   ``referrerpolicy="no-referrer"``.

markdown-it-py over mistune: both render a 5 KB answer in a few milliseconds
(mistune 1.2-1.7x faster here, ``bench/bench_render.py``), but markdown-it-py
follows CommonMark to the letter and exposes tokens, so images become links
in a render rule instead of a regex over HTML; it is maintained by the
Executable Books project. nh3 over bleach: bleach is deprecated, nh3 is
Rust and ~10x faster. Both libraries are imported on first use:
``import nbagent`` stays light.

An answer longer than ``MAX_MARKDOWN`` characters is shown as escaped
preformatted text instead: markdown-it-py is pure Python and costs 7-25 us
per character (a 540 KB table took 4-10 s), and the transcript renders on
the agent's event loop, on every throttled redraw. Escaping costs about a
millisecond per megabyte and is safe by construction.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING
from urllib.parse import unquote

if TYPE_CHECKING:  # imported when the first answer is rendered
    import nh3
    from markdown_it import MarkdownIt
    from markdown_it.renderer import RendererHTML
    from markdown_it.rules_core import StateCore
    from markdown_it.token import Token
    from markdown_it.utils import EnvType, OptionsDict

__all__ = ["MAX_MARKDOWN", "markdown_to_html", "safe_href", "sanitize_html"]

# Longest answer rendered as Markdown (about 0.2-0.8 s of markdown-it-py at the worst measured rate)
MAX_MARKDOWN = 32_000

LINK_REL = "noopener noreferrer"
EXTERNAL_SCHEMES = frozenset({"http", "https", "mailto"})

_TAGS = frozenset(
    {"p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "em", "s", "del", "code", "pre", "blockquote"}
    | {"ul", "ol", "li", "a", "table", "thead", "tbody", "tr", "th", "td"}
)
_ATTRIBUTES = {"a": {"href", "title", "target"}, "ol": {"start"}, "th": {"align"}, "td": {"align"}}
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")
_ALIGN = re.compile(r"^text-align:(left|right|center)$")
_URL_PREVIEW = 100

_md: MarkdownIt | None = None
_cleaner: nh3.Cleaner | None = None


def safe_href(url: str) -> str | None:
    """``url`` if a link to it may be shown, else None.

    Allowed: ``http:``, ``https:`` and ``mailto:`` URLs, and relative paths that
    stay inside the notebook's folder (JupyterLab resolves them against it).
    Refused: every other scheme (``javascript:``, ``data:``, ``file:``,
    ``vbscript:`` ...), absolute paths and ``//host``, backslashes, control
    characters, and any ``..`` segment, also percent-encoded (browsers treat
    ``%2e%2e`` as ``..``).
    """
    url = url.strip()
    if not url or "\\" in url or any(ord(c) < 0x20 or ord(c) == 0x7F for c in url):
        return None
    scheme = _SCHEME.match(url)
    if scheme:
        return url if scheme.group(1).lower() in EXTERNAL_SCHEMES else None
    path = unquote(url.split("#", 1)[0].split("?", 1)[0])
    if path.startswith("/") or "\\" in path or ":" in path.split("/", 1)[0]:
        return None
    if any(part.strip() == ".." for part in path.split("/")):
        return None
    return url


def _opens_new_tab(url: str) -> bool:
    return url.lower().startswith(("http:", "https:")) and safe_href(url) is not None


def _attribute_filter(tag: str, attribute: str, value: str) -> str | None:
    """nh3's per-attribute hook: the URL rule for links, fixed values for the rest."""
    if attribute == "href":
        return safe_href(value)
    if attribute == "target":
        return "_blank" if value == "_blank" else None
    if attribute == "align":
        return value if value in ("left", "right", "center") else None
    if attribute == "start":
        return value if value.isdigit() and len(value) < 10 else None
    return value


def _markdown() -> MarkdownIt:
    """The configured markdown-it parser (built once)."""
    global _md
    if _md is None:
        from markdown_it import MarkdownIt

        md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
        md.enable(["table", "strikethrough"])
        md.add_render_rule("image", _render_image)
        md.add_render_rule("link_open", _render_link_open)
        md.core.ruler.push("nbagent_align", _align_attributes)
        _md = md
    return _md


def _render_image(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    """An image as a link the person may click: nothing is fetched on display."""
    token = tokens[idx]
    src = str(token.attrGet("src") or "")
    alt = self.renderInlineAsText(token.children or [], options, env)
    shown = src if len(src) <= _URL_PREVIEW else src[:_URL_PREVIEW] + "…"
    label = html.escape(f"image: {alt} ({shown})" if alt else f"image: {shown}")
    if safe_href(src) is None:
        return label  # a data: or javascript: image, a path outside the folder: text only
    target = ' target="_blank"' if _opens_new_tab(src) else ""
    return f'<a href="{html.escape(src, quote=True)}"{target}>{label}</a>'


def _render_link_open(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    """External links open in a new tab (nh3 adds ``rel`` to every link)."""
    token = tokens[idx]
    if _opens_new_tab(str(token.attrGet("href") or "")):
        token.attrSet("target", "_blank")
    return self.renderToken(tokens, idx, options, env)


def _align_attributes(state: StateCore) -> None:
    """Table alignment as ``align`` (style attributes are not allowed through)."""
    for token in state.tokens:
        if token.type in ("th_open", "td_open"):
            style = token.attrGet("style")
            if style is not None:
                match = _ALIGN.match(str(style))
                token.attrs.pop("style", None)
                if match:
                    token.attrSet("align", match.group(1))


def _sanitizer() -> nh3.Cleaner:
    """The configured nh3 cleaner (built once: building it costs more than cleaning an answer)."""
    global _cleaner
    if _cleaner is None:
        import nh3

        _cleaner = nh3.Cleaner(
            tags=set(_TAGS),
            attributes={tag: set(names) for tag, names in _ATTRIBUTES.items()},
            url_schemes=set(EXTERNAL_SCHEMES),
            link_rel=LINK_REL,
            # JupyterLab rewrites rel to "noopener" on external links; this keeps the Referer out anyway.
            set_tag_attribute_values={"a": {"referrerpolicy": "no-referrer"}},
            attribute_filter=_attribute_filter,
            strip_comments=True,
        )
    return _cleaner


def sanitize_html(fragment: str) -> str:
    """``fragment`` through the allow-list (tags, attributes, URL rule, ``rel``, no Referer)."""
    return str(_sanitizer().clean(fragment))


def markdown_to_html(text: str) -> str:
    """Safe HTML for untrusted Markdown: raw HTML shown as text, no images, only safe links.

    Text over ``MAX_MARKDOWN`` characters comes back escaped in ``<pre>``, with a note.
    """
    if len(text) > MAX_MARKDOWN:
        return (
            f"<p><em>A long answer ({len(text):,} characters), shown as plain text.</em></p>"
            f"<pre>{html.escape(text)}</pre>"
        )
    return sanitize_html(_markdown().render(text))
