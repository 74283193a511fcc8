"""Storage stays headless: no screen library and no NumPy come with it."""

from __future__ import annotations

import pkgutil

import yahtzee_tui.storage
from tests.layering import heavy_modules_loaded_by


def test_no_storage_module_loads_a_screen_library_or_numpy():
    modules = [
        f"yahtzee_tui.storage.{module.name}"
        for module in pkgutil.iter_modules(yahtzee_tui.storage.__path__)
    ]
    assert len(modules) >= 8
    assert heavy_modules_loaded_by("yahtzee_tui.paths", *modules) == []
