"""Tool policy, the rule engine: allow / review / deny as data.

Nothing here talks to a person, runs a hook or imports IPython: the policy
returns data (:class:`Decision`), an approval handler asks (:mod:`nbagent.approval`),
the guards look at arguments and outputs (:mod:`nbagent.guards`), the agent
loop executes.

The pieces, in the order a call meets them:

1. the name is looked up exactly (:func:`normalize_check`); an unknown name is refused;
2. :meth:`Policy.decide` -> ``allow`` / ``review`` / ``deny`` (:func:`load_policy` builds the
   layered policy and raises :class:`~nbagent.exceptions.PolicyError` rather than run without one);
3. :meth:`Policy.explain` says which rule of which file decides, and why.
"""

from __future__ import annotations

from ._decision import Decision, Step
from ._layers import Layer, project_policy_path, user_policy_path
from ._names import normalize_check, skeleton, suggest_name
from ._policy import Policy, load_policy

__all__ = [
    "Decision",
    "Layer",
    "Policy",
    "Step",
    "load_policy",
    "normalize_check",
    "project_policy_path",
    "skeleton",
    "suggest_name",
    "user_policy_path",
]
