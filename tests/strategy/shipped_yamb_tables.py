"""What the shipped Yamb tables were made from, recorded when `make yamb-table` wrote them,
so that a test checks them against the fit of today's code on a small plan instead of a full
fit of every preset (tens of seconds each).

`python -m tests.strategy.shipped_yamb_tables` (run by `make yamb-table` after it writes the
tables) records, for each preset, a digest of the shipped file's arrays and a digest of what
the fit gives on `SMALL_PLAN`: the full plan's code path (its refinements and seed) with a
few games per round. A change to the fitting or to anything it plays by changes that digest,
and the test then asks for `make yamb-table`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from yahtzee_tui.engine.rules.yamb_house import PRESETS
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN
from yahtzee_tui.strategy.yamb_table import SHIPPED_FILES, build_table, read_table
from yahtzee_tui.strategy.yamb_values import YambValues

SMALL_PLAN = replace(FULL_PLAN, first_round=6, second_round=6, refinement_games=6)
RECORD = Path(__file__).with_name("shipped_yamb_tables.json")


def digest(values: YambValues) -> str:
    found = hashlib.sha256()
    for array in (values.reference, values.expected, values.bonus_chance):
        found.update(np.ascontiguousarray(array).tobytes())
    return found.hexdigest()


def shipped_digest(preset: str) -> str | None:
    """The digest of the preset's shipped tables; None when the file is missing or bad."""
    table = read_table(SHIPPED_FILES[preset], FULL_PLAN, PRESETS[preset])
    return None if table is None else digest(table.values)


def small_fit_digest(preset: str) -> str:
    return digest(build_table(SMALL_PLAN, options=PRESETS[preset]).values)


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(RECORD.read_text(encoding="utf-8"))


def main() -> None:
    record = {
        name: {"shipped": shipped_digest(name), "small_fit": small_fit_digest(name)}
        for name in SHIPPED_FILES
    }
    RECORD.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    print(f"{RECORD}: recorded {', '.join(record)}")


if __name__ == "__main__":
    main()
