"""The engine stands on the standard library alone (DESIGN.md layers)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_engine_loads_no_ui_or_numeric_library():
    probe = (
        "import sys, yahtzee_tui.engine; "
        "print(sorted(m for m in ('textual', 'rich', 'numpy') if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
