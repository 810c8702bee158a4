"""The store's write path: what an event becomes, and how it reaches the database and stays there.

``_rows`` (events and messages as rows, redacted and hashed by ``_privacy``), ``_journal`` (the per-process
write-ahead journal), ``_writer`` (``Store.record`` and the background writer thread), ``_batch`` (one batch into
DuckDB in one transaction), ``_archive`` (every committed batch kept, compressed), ``_session_ops`` (new, open,
rename, archive, delete a session) and ``_memories`` (the knowledge memory's record). Nothing public here: the
API is :class:`nbagent.store.Store`.
"""
