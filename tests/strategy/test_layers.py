"""The strategy layer stays headless: NumPy, never Textual or Rich."""

from __future__ import annotations

from tests.layering import heavy_modules_loaded_by


def test_strategy_loads_numpy_but_no_user_interface():
    loaded = heavy_modules_loaded_by(
        "yahtzee_tui.strategy", "yahtzee_tui.strategy.holds", "yahtzee_tui.strategy.simulate"
    )
    assert loaded == ["numpy"]
