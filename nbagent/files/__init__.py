"""Where nbagent keeps its files, and how it writes and reads them.

- ``_home``: the nbagent home (``~/.nbagent`` or ``$NBAGENT_HOME``) and the user's home;
- ``_private``: a file written in one step; folders and files only their owner can read;
- ``_yaml``: the line-tracking YAML reader of policy, tools and MCP files (errors say file:line).

A leaf: it imports nothing of nbagent but :mod:`nbagent.exceptions`. Importing the package imports
none of its modules.
"""
