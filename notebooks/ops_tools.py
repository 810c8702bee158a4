"""The functions behind ``tools.yaml`` (the YAML tools example): a documentation search and a notifier.

Plain functions with type hints; the YAML file, not this module, says what the model is told,
which calls need approval and how long each may take.
"""

from __future__ import annotations

DOCS = {
    "deploys.md": "Deploys run from main every weekday at 10:00 UTC; a failed deploy rolls back on its own.",
    "oncall.md": "The on-call person is paged for errors above 1% and answers within 15 minutes.",
    "vacation.md": "Ask for vacation in the HR tool at least two weeks ahead.",
    "backups.md": "Databases are backed up every night and kept for 30 days; restores go through on-call.",
}

OUTBOX: list[dict[str, str]] = []
"""Notifications sent so far (a stand-in for the push service, so a run can be checked)."""


def search_docs(query: str, limit: int = 3) -> list[dict[str, str]]:
    """Find the documents that contain every word of ``query`` (case-insensitive), best first."""
    words = query.lower().split()
    hits = [
        {"file": name, "text": text}
        for name, text in DOCS.items()
        if all(word in text.lower() or word in name for word in words)
    ]
    return hits[:limit]


def send_notification(user_id: str, message: str) -> str:
    """Send ``message`` to ``user_id`` (appended to OUTBOX)."""
    OUTBOX.append({"user_id": user_id, "message": message})
    return f"sent to {user_id}"
