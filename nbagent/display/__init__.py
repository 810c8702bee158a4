"""What the transcript, the result and the panel show, built from events and model text.

- ``_fold``: a run's events folded into one :class:`~nbagent.display._fold.CallRecord` per tool call;
- ``_render``: model Markdown to HTML that cannot run script or load anything (the safe renderer).

Importing the package imports none of its modules.
"""
