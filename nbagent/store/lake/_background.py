"""Publishing in the background: ``Store(team=lake)``.

The store's writer pokes the publisher after each batch it commits; a thread of
its own publishes (at most every ``interval`` seconds, so a busy agent makes
fewer, larger publishes). The agent's step never waits for it and never sees
its errors: a lake that cannot be reached is logged once, kept on
``last_error``, and retried with backoff (up to a minute apart) until it works
again. Nothing is lost meanwhile: the local store is the source of truth and
the next publish copies what the lake lacks.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from typing import TYPE_CHECKING

from ...exceptions import LakeError, NbAgentError
from ._publish import publish

if TYPE_CHECKING:
    from .. import Store
    from ._lake import Lake

__all__ = ["Publisher"]

log = logging.getLogger("nbagent.store.lake")


class Publisher:
    """The background publisher of one store into one lake."""

    def __init__(self, store: Store, lake: Lake, *, interval: float = 1.0, max_pause: float = 60.0) -> None:
        self.store = store
        self.lake = lake
        self.interval = interval
        self.max_pause = max_pause
        self.last_error: NbAgentError | None = None
        self.published = 0  # rows added by this publisher
        self.publishes = 0  # publishes that added rows
        self._cv = threading.Condition()
        self._dirty = True  # catch up at start: what an earlier run left unpublished
        self._stop = False
        self._started = 0  # publishes begun
        self._finished = 0  # publishes done (ok or not)
        self._thread = threading.Thread(target=self._run, name=f"nbagent-publish:{store.path.name}", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        """Something was committed to the store: publish soon (never blocks)."""
        with self._cv:
            self._dirty = True
            self._cv.notify()

    def sync(self, timeout: float = 30.0) -> bool:
        """Publish what the store holds now and wait for it: True when that publish worked, False
        when it failed (see :attr:`last_error`) or ``timeout`` passed first."""
        with self._cv:
            target = self._started + 1  # a publish running now may have read the store before the call
            self._dirty = True
            self._cv.notify_all()
            deadline = time.monotonic() + timeout
            while self._finished < target and time.monotonic() < deadline and self._thread.is_alive():
                self._cv.wait(min(0.25, max(0.0, deadline - time.monotonic())))
            return self._finished >= target and self.last_error is None

    def stop(self, timeout: float = 10.0) -> None:
        """One last publish of what is committed, then stop (what is left goes with the next run)."""
        with self._cv:
            self._stop = True
            self._cv.notify_all()
        self._thread.join(timeout)
        self.lake.close()

    def _run(self) -> None:
        pause = 0.0
        last = 0.0
        while True:
            with self._cv:
                while not (self._dirty or self._stop):
                    self._cv.wait()
                if not self._stop:
                    until = max(last + self.interval, time.monotonic() + pause)
                    while not self._stop and time.monotonic() < until:
                        self._cv.wait(until - time.monotonic())
                stopping = self._stop
                self._dirty = False
                self._started += 1
            ok = self._publish_once()
            last = time.monotonic()
            with self._cv:
                self._finished += 1
                if not ok:
                    self._dirty = True
                self._cv.notify_all()
            if stopping:
                return
            pause = 0.0 if ok else min(self.max_pause, max(1.0, pause * 2)) * random.uniform(0.8, 1.2)

    def _publish_once(self) -> bool:

        try:
            added = publish(self.store, self.lake)
        except NbAgentError as exc:
            self._failed(exc)
            return False
        except Exception as exc:  # never let the thread die: the next batch tries again
            self._failed(LakeError(f"publishing to {self.lake.display_url} failed: {exc!r}"))
            return False
        if self.last_error is not None:
            log.warning("nbagent: the team lake %s works again; publishing resumed", self.lake.display_url)
            self.last_error = None
        if added:
            self.published += added
            self.publishes += 1
        return True

    def _failed(self, exc: NbAgentError) -> None:
        if self.last_error is None or str(self.last_error) != str(exc):
            log.warning("nbagent: %s", exc)
        self.last_error = exc
