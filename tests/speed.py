"""What makes a run of the whole suite quicker without changing what any test checks.

Python's collector runs every 700 allocations and walks everything the run has imported; an
app test allocates millions of short-lived objects. The imported modules are frozen once
collected, and young objects are collected far less often.

At the end of the run pytest collects five times over, to run every finaliser that might
report an error; each pass walks every object still alive, a quarter of a second and more
after a run of app tests. Collected here until nothing more is found, then frozen, the live
objects are walked once: pytest's passes then find what this one would have.

(The apps' stylesheets, parsed once per process, are a Textual shim: `tests/textual_shims.py`.)
"""

from __future__ import annotations

import gc

GC_THRESHOLDS = (100_000, 50, 1000)


def collect_less() -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def collect_all_then_freeze() -> None:
    while gc.collect():
        pass
    gc.freeze()
