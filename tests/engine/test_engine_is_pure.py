"""The engine stands on the standard library alone (DESIGN.md layers)."""

from __future__ import annotations

from tests.layering import heavy_modules_loaded_by


def test_importing_the_engine_loads_no_ui_or_numeric_library():
    assert heavy_modules_loaded_by("yahtzee_tui.engine") == []
