"""Run model-written Python away from the person's kernel: bubblewrap, resource limits, data in and out as
Parquet and JSON (never pickled). ``run(code, inputs, project=...)`` returns a :class:`SandboxResult`.

- :mod:`._probe`: is bubblewrap usable here (cached; the reason when not);
- :mod:`._executor`: the command (the view of the filesystem, the namespaces, the uid), the limits, the timeout;
- :mod:`._runner`: the program that runs inside (standalone: no nbagent import);
- :mod:`._reaper`: the fallback's parent (standalone): the subreaper that kills what the code leaves behind;
- :mod:`._result`: :class:`Limits`, :class:`SandboxResult`, reading what the sandbox wrote as untrusted data.
"""

from __future__ import annotations

from ._executor import InputError, SandboxError, SandboxUnavailable, project_folder, run
from ._probe import Probe, probe
from ._result import Limits, SandboxResult

__all__ = [
    "InputError",
    "Limits",
    "Probe",
    "SandboxError",
    "SandboxResult",
    "SandboxUnavailable",
    "probe",
    "project_folder",
    "run",
]
