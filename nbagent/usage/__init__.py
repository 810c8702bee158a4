"""What model calls cost: prices per model (:mod:`nbagent.usage.pricing`) and spending limits
(:mod:`nbagent.usage.budget`: the estimate before a call, the day's ledger).

Importing the package imports none of its modules.
"""
