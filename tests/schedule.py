"""The slowest test modules first, so that the pytest-xdist workers finish together.

A worker that starts a module of whole games last keeps the run going long after the others
have run out of tests. Each run records in pytest's cache how long every test took (setup,
call and teardown), and the next run orders the modules by what their tests took then, the
slowest first; a module's tests stay together and in their order, so a module's fixtures are
set up once per worker as before. Every worker reads the same record when it collects, so all
collect the same order, as xdist requires. Without pytest's cache (`-p no:cacheprovider`) or a
record, the order is the files' own.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

KEY = "yahtzee/durations"

_took: dict[str, float] = defaultdict(float)


def module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def slowest_modules_first(config: pytest.Config, items: list[pytest.Item]) -> None:
    cache = getattr(config, "cache", None)
    if cache is None:
        return
    durations: dict[str, float] = cache.get(KEY, {})
    weight: dict[str, float] = defaultdict(float)
    for item in items:
        weight[module_of(item.nodeid)] += durations.get(item.nodeid, 0.0)
    # A stable sort: each module's tests stay together and in their order.
    items.sort(key=lambda item: -weight[module_of(item.nodeid)])


def took(report: pytest.TestReport) -> None:
    """Count a phase of a test (on the process that reports the run: xdist's controller)."""
    _took[report.nodeid] += report.duration


def record(config: pytest.Config) -> None:
    """Keep what the tests of this run took, beside what the others took before."""
    cache = getattr(config, "cache", None)
    if cache is None or hasattr(config, "workerinput") or not _took:
        return
    cache.set(KEY, {**cache.get(KEY, {}), **{k: round(v, 3) for k, v in _took.items()}})
