"""The slowest test modules run first, each module's tests together and in their order."""

from __future__ import annotations

from collections import defaultdict
from types import SimpleNamespace
from typing import Any

from tests import schedule


class Cache:
    def __init__(self, **stored: Any) -> None:
        self.stored = stored

    def get(self, key: str, default: Any) -> Any:
        return self.stored.get(key, default)

    def set(self, key: str, value: Any) -> None:
        self.stored[key] = value


def items(*nodeids: str) -> list[Any]:
    return [SimpleNamespace(nodeid=nodeid) for nodeid in nodeids]


def ids(found: list[Any]) -> list[str]:
    return [item.nodeid for item in found]


COLLECTED = ("a.py::one", "a.py::two", "b.py::one", "c.py::one", "c.py::two")


def test_modules_go_slowest_first_by_what_their_tests_took_keeping_their_own_order():
    took = {"a.py::one": 1.0, "a.py::two": 0.5, "c.py::one": 0.1, "c.py::two": 3.0}
    config = SimpleNamespace(cache=Cache(**{schedule.KEY: took}))
    found = items(*COLLECTED)
    schedule.slowest_modules_first(config, found)  # type: ignore[arg-type]
    assert ids(found) == ["c.py::one", "c.py::two", "a.py::one", "a.py::two", "b.py::one"]


def test_without_a_record_or_a_cache_the_order_is_the_files_own():
    for config in (SimpleNamespace(cache=Cache()), SimpleNamespace()):
        found = items(*COLLECTED)
        schedule.slowest_modules_first(config, found)  # type: ignore[arg-type]
        assert ids(found) == list(COLLECTED)


def test_a_run_records_its_tests_beside_the_others_and_a_worker_records_nothing(monkeypatch):
    # A defaultdict as the real one: the hook that counts this test's own phases adds to it.
    monkeypatch.setattr(schedule, "_took", defaultdict(float, {"a.py::one": 2.0}))
    cache = Cache(**{schedule.KEY: {"a.py::one": 9.0, "b.py::one": 1.0}})
    schedule.record(SimpleNamespace(cache=cache, workerinput={}))  # type: ignore[arg-type]
    assert cache.stored[schedule.KEY] == {"a.py::one": 9.0, "b.py::one": 1.0}
    schedule.record(SimpleNamespace(cache=cache))  # type: ignore[arg-type]
    assert cache.stored[schedule.KEY] == {"a.py::one": 2.0, "b.py::one": 1.0}
