"""A pytest plugin that measures the CPU each test uses: `pytest -p benchmarks.cpu_per_test`.

On a machine shared with other work a test's wall time says more about the machine than
about the test; the CPU it uses does not. Each test's setup, call and teardown are timed by
the process that runs them (its own threads, and the processes it started and waited for),
and the run ends with the tests that used the most. `--cpu-top N` sets how many (30).
"""

from __future__ import annotations

import resource
import time
from collections import defaultdict
from collections.abc import Generator, Iterator

import pytest

KEY = "cpu_seconds"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--cpu-top", type=int, default=30, help="tests listed by CPU used")


def _children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


_started = pytest.StashKey[tuple[float, float]]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    item.stash[_started] = (time.process_time(), _children())
    yield


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if call.when == "teardown":
        own, children = item.stash[_started]
        spent = time.process_time() - own + _children() - children
        report.user_properties.append((KEY, spent))
    return report


_spent: dict[str, float] = defaultdict(float)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name == KEY and report.when == "teardown" and isinstance(value, float):
            _spent[report.nodeid] = value


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    if not _spent:
        return
    top = sorted(_spent.items(), key=lambda item: -item[1])[: config.getoption("--cpu-top")]
    total = sum(_spent.values())
    terminalreporter.section(f"CPU of the tests: {total:.1f} s in all")
    for nodeid, spent in top:
        terminalreporter.write_line(f"{spent:7.2f} s  {nodeid}")
