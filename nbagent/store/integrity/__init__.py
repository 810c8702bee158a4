"""What lets the store show tampering and survive damage.

``_chain`` (the HMAC chain over the audit rows), ``_key`` (the audit key, kept in the user's home), ``_anchor``
(the chain head kept outside the database), ``_foreign`` (stores someone else wrote: project folders, rows under
another key), ``_fileversion`` (which DuckDB wrote a file) and ``_rebuild`` (a fresh database from the archive and
the journal). Nothing public here: the API is :class:`nbagent.store.Store` (``verify``, ``rebuild``).
"""
