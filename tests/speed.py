"""What makes a run of the whole suite quicker without changing what any test checks.

- Python's collector runs every 700 allocations and walks everything the run has imported;
  an app test allocates millions of short-lived objects. The imported modules are frozen once
  collected, and young objects are collected far less often.
- Every app a test starts parses the same stylesheets again (its widgets' and the app's CSS,
  with the same theme variables). Parsing is a pure function of that text and those variables,
  so one parse serves every app of the run.
"""

from __future__ import annotations

import gc
from typing import Any

from textual.css.stylesheet import Stylesheet

GC_THRESHOLDS = (100_000, 50, 1000)


def collect_less() -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def parse_each_stylesheet_once() -> None:
    parse = Stylesheet._parse_rules
    parsed: dict[tuple[Any, ...], Any] = {}

    def parse_rules(
        self: Stylesheet,
        css: str,
        read_from: Any,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> Any:
        key = (
            css,
            read_from,
            is_default_rules,
            tie_breaker,
            scope,
            *sorted(self._variables.items()),
        )
        if key not in parsed:
            parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return parsed[key]

    Stylesheet._parse_rules = parse_rules  # type: ignore[method-assign]
