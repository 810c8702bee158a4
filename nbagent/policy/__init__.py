"""Tool policy: allow / review / deny, approvals as data, review hooks, output screening, coherence.

Nothing here talks to a person or imports IPython: the policy returns data
(:class:`Decision`), an approval handler asks, the agent loop executes.

The pieces, in the order a call meets them:

1. the name is looked up exactly (:func:`normalize_check`); an unknown name is refused;
2. :meth:`Policy.decide` -> ``allow`` / ``review`` / ``deny`` (:func:`load_policy` builds the
   layered policy and raises :class:`~nbagent.exceptions.PolicyError` rather than run without one);
3. ``review``: :meth:`Grants.apply`, else :func:`ask` an approval handler
   (:class:`ApprovalRequest` -> :class:`ApprovalResult`); ``scope="session"`` -> :meth:`Grants.record`;
4. optional :func:`coherence_check` after untrusted content entered the conversation;
5. :func:`run_review_input` (may rewrite arguments: validate them again), run the tool,
   :func:`run_review_output`;
6. :class:`Screener` / :func:`screen` on the output; blocked -> :func:`safe_replacement`.
"""

from __future__ import annotations

from ._decision import Decision, Step
from ._layers import Layer, project_policy_path, user_policy_path
from ._names import normalize_check, skeleton, suggest_name
from ._policy import Policy, load_policy
from .approval import ApprovalRequest, ApprovalResult, Glob, Grant, Grants, ask
from .coherence import (
    Coherence,
    coherence_check,
    coherence_prompt,
    heuristic_coherence,
    parse_coherence_answer,
)
from .review import ReviewResult, run_review_input, run_review_output
from .screening import Screener, Screening, builtin_detector, learned_detector, safe_replacement, screen

__all__ = [
    "ApprovalRequest",
    "ApprovalResult",
    "Coherence",
    "Decision",
    "Glob",
    "Grant",
    "Grants",
    "Layer",
    "Policy",
    "ReviewResult",
    "Screener",
    "Screening",
    "Step",
    "ask",
    "builtin_detector",
    "coherence_check",
    "coherence_prompt",
    "heuristic_coherence",
    "learned_detector",
    "load_policy",
    "normalize_check",
    "parse_coherence_answer",
    "project_policy_path",
    "run_review_input",
    "run_review_output",
    "safe_replacement",
    "screen",
    "skeleton",
    "suggest_name",
    "user_policy_path",
]
