"""The trust boundary: where every byte from outside the person's own code comes from, and what it may do.

Filled in by the origins module; see docs/security.md.
"""
