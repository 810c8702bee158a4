"""Running the person's own code: a hook, approver, screener or coherence checker called with a time limit.

``_invoke.call_hook`` reports what happened and never raises (but on cancellation); its callers turn
every failure into a *no* (fail closed). Importing the package imports none of its modules.
"""
