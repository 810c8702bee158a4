"""The trust boundary: where every byte from outside the person's own code comes from, and what it may do.

One package decides trust, once, for every reader (see docs/security.md, "Origins"):

- :mod:`._origin`: the vocabulary of origins (:class:`Origin`, :class:`Kind`) and the one table of what
  each may do; the functions every reader of outside data calls to learn the origin of what it reads
  (``folder_origin``, ``file_origin``, ``config_origin``, ``store_origin``, ``cassette_origin``,
  ``memory_origin``, ``mcp_origin``, ``team_origin``);
- :mod:`._folders`: the folders the person trusted (``%agent_trust``) and the hashes of their
  configuration and memory files;
- :mod:`._provenance`: marks of untrusted content on values and on the session, and the spotlight
  delimiters untrusted tool output reaches the model between;
- :mod:`._redact`: the secret redactor; :mod:`._linear`: linear-time regular expressions (RE2) for
  anything matched against outside text; :mod:`._lookalikes`: the one table of lookalike letters;
- :mod:`._terminal`: outside text as a terminal shows it: escape sequences as visible markers;
- :mod:`._sql`: SQL identifiers checked against nbagent's own schema and quoted in one place.

Readers import the origin functions from here; only this package asks the trusted-folders record.
"""

from __future__ import annotations

from ._origin import (
    PERSON,
    RIGHTS,
    Kind,
    Origin,
    cassette_origin,
    code_origin,
    config_origin,
    file_origin,
    folder_origin,
    in_nbagent_home,
    mcp_origin,
    memory_origin,
    store_origin,
    team_origin,
)

__all__ = [
    "PERSON",
    "RIGHTS",
    "Kind",
    "Origin",
    "cassette_origin",
    "code_origin",
    "config_origin",
    "file_origin",
    "folder_origin",
    "in_nbagent_home",
    "mcp_origin",
    "memory_origin",
    "store_origin",
    "team_origin",
]
