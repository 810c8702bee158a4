"""``nbagent.configure``: the defaults of ``%%agent`` cells (model, policy, budget, tools, telemetry,
cassettes ...), in ``_configure``.

Importing the package imports none of its modules.
"""
