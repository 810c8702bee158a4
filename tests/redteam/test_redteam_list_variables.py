"""Red team: list_variables shows numbers as they are, also when the variable's name says secret.

`db_password: int = 84736251` is passed by the redactor, which reads `int = ...` as a type
annotation (the fix for `db_password: str (21 characters)` made any `int`-led value harmless).
"""

from __future__ import annotations

from IPython.core.interactiveshell import InteractiveShell

from nbagent.ipython.tools import notebook_tools


def test_numeric_values_of_secret_named_variables_are_not_shown() -> None:
    shell = InteractiveShell.instance()
    shell.user_ns.update(db_password=84736251, api_key=1234567890123456789, secret_pin=4921, rows=12)
    try:
        tool = next(t for t in notebook_tools(shell) if t.name == "list_variables")
        text = tool()
    finally:
        for name in ("db_password", "api_key", "secret_pin", "rows"):
            shell.user_ns.pop(name, None)
    assert "rows: int = 12" in text
    for value in ("84736251", "1234567890123456789", "4921"):
        assert value not in text, text
