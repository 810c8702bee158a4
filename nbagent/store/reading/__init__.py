"""The store's read side: :class:`~nbagent.store.StoreReader` (pandas) and :class:`~nbagent.store.ArrowReader`.

``_reader`` (the public read API, re-exported by :mod:`nbagent.store`) and ``_queries`` (its SQL, read-only
connections, chain checks).
"""
