"""Every speed figure of the strategy layer, one script after another (`make bench`).

The scripts share one temporary YAHTZEE_TUI_HOME, so tables are solved once for them and the
user's own cache is left alone. Figures depend on the machine being quiet: the load average is
printed with each.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPTS = (
    "solve_speed.py",
    "peak_memory.py",
    "load_speed.py",
    "advice_speed.py",
    "simulate_speed.py",
    "review_speed.py",
    "levels.py",
    "meter_speed.py",
)


def main() -> int:
    here = Path(__file__).resolve().parent
    with tempfile.TemporaryDirectory(prefix="yahtzee-bench-") as home:
        env = dict(os.environ, YAHTZEE_TUI_HOME=home)
        for script in SCRIPTS:
            result = subprocess.run([sys.executable, str(here / script)], env=env, check=False)
            if result.returncode:
                print(f"{script} failed with exit code {result.returncode}", file=sys.stderr)
                return result.returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
