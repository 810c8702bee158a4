"""List model ids the installed openai / anthropic SDKs know that nbagent's model registry lacks.

Not a test: every SDK release adds names. Run it after upgrading an SDK and add
the rows that matter to ``nbagent/models.py`` (with their published limits and
prices, dated). Reads the SDKs' ``Literal`` type aliases of model names:
``openai.types.shared.ChatModel`` (and ``AllModels``/``ResponsesModel`` when
present) and ``anthropic.types.Model``.

    python bench/list_unknown_models.py
"""

from __future__ import annotations

import importlib
import typing
from collections.abc import Iterator
from typing import Any

from nbagent.models import lookup_model

SOURCES = {
    "openai": [("openai.types.shared", "ChatModel"), ("openai.types.shared", "AllModels"),
               ("openai.types.shared", "ResponsesModel")],
    "anthropic": [("anthropic.types", "Model")],
}  # fmt: skip


def literals(alias: Any) -> Iterator[str]:
    """Every string of a Literal, through Unions and nested Literals."""
    for arg in typing.get_args(alias):
        if isinstance(arg, str):
            yield arg
        else:
            yield from literals(arg)


def sdk_models(family: str) -> tuple[str, list[str]]:
    """(SDK version, model ids its type aliases name)."""
    names: dict[str, None] = {}
    version = "not installed"
    for module_name, attr in SOURCES[family]:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        version = importlib.import_module(family).__version__
        alias = getattr(module, attr, None)
        if alias is not None:
            names.update(dict.fromkeys(literals(alias)))
    return version, list(names)


def main() -> None:
    for family in SOURCES:
        version, names = sdk_models(family)
        missing = [n for n in names if lookup_model(n) is None]
        print(f"{family} SDK {version}: {len(names)} model ids, {len(missing)} not in nbagent's registry")
        for name in sorted(missing):
            print(f"  {name}")


if __name__ == "__main__":
    main()
