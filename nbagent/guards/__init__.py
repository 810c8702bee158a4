"""Guards around a tool call that the rule engine does not decide: review hooks, coherence, output screening.

The rule engine (:mod:`nbagent.policy`) says whether a call may run; these look
at what goes in and comes out once it may:

1. :func:`coherence_check` after untrusted content entered the conversation
   (does the call still serve the person's request?);
2. :func:`run_review_input` (may rewrite arguments: validate them again), run the
   tool, :func:`run_review_output` (may withhold the output);
3. :class:`Screener` / :func:`screen` on the output; blocked -> :func:`safe_replacement`.

Every user-supplied hook runs through ``nbagent.runtime._invoke.call_hook`` and fails closed.
Nothing here imports the policy engine, IPython or the store.
"""

from __future__ import annotations

from .coherence import (
    Coherence,
    CoherenceCheck,
    coherence_check,
    coherence_prompt,
    heuristic_coherence,
    parse_coherence_answer,
)
from .hooks import ReviewResult, run_review_input, run_review_output
from .screening import Screener, Screening, ScreenOutputs, builtin_detector, learned_detector, safe_replacement, screen

__all__ = [
    "Coherence",
    "CoherenceCheck",
    "ReviewResult",
    "ScreenOutputs",
    "Screener",
    "Screening",
    "builtin_detector",
    "coherence_check",
    "coherence_prompt",
    "heuristic_coherence",
    "learned_detector",
    "parse_coherence_answer",
    "run_review_input",
    "run_review_output",
    "safe_replacement",
    "screen",
]
