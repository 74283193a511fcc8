"""What can stop a server process of many from starting (without loading Redis's client)."""

from __future__ import annotations


class RedisUnavailable(Exception):
    """Redis cannot be reached at start (the reason)."""
