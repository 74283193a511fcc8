"""The garbage collector set for a server that answers within milliseconds.

A full collection walks every object the process holds: the modules loaded at start and
every room's game. With thousands of rooms that is a pause of a tenth of a second, which
players feel as a late move. What exists once the server is up is frozen out of the
collector's reach (it lives as long as the process), and collections come less often: games
are immutable values freed by reference counting, so there are few cycles to find.
"""

from __future__ import annotations

import gc

# Objects allocated before a young collection, and collections before an older one.
THRESHOLDS = (20_000, 20, 100)


def steady_collector() -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
