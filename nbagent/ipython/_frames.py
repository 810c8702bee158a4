"""Is this notebook value a pandas DataFrame or Series? Told by its class's name and module, so that
asking never imports pandas (a notebook without pandas holds none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["is_dataframe", "is_series"]


def is_dataframe(value: object) -> TypeGuard[pd.DataFrame]:
    """A pandas DataFrame (its class is ``DataFrame`` of a ``pandas`` module)."""
    return type(value).__name__ == "DataFrame" and type(value).__module__.startswith("pandas")


def is_series(value: object) -> TypeGuard[pd.Series]:
    """A pandas Series (its class is ``Series`` of a ``pandas`` module)."""
    return type(value).__name__ == "Series" and type(value).__module__.startswith("pandas")
