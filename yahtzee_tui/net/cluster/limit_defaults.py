"""The default limits of servers sharing their rooms (without loading Redis's client)."""

from __future__ import annotations

# Attempts to enter a room by its code from one address in a minute, across every server:
# enough for a household or a club behind one address, far too few to guess a code.
JOIN_ATTEMPTS_PER_MINUTE = 60
