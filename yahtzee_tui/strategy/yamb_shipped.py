"""Fit the Yamb expert's full plan for every preset and write the tables the package ships
(`make yamb-table`; `python -m yahtzee_tui.strategy.yamb_shipped jamb` fits one preset).

The fit is the same bits on every processor, so a file only changes when the fit does; the
test suite fits again and checks each shipped file against it.
"""

from __future__ import annotations

import sys

from yahtzee_tui.engine.rules.yamb_house import preset
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN
from yahtzee_tui.strategy.yamb_table import SHIPPED_FILES, build_table, write_table


def main(names: list[str] | None = None) -> None:
    for name in names or list(SHIPPED_FILES):
        table = build_table(FULL_PLAN, options=preset(name))
        write_table(table, SHIPPED_FILES[name], compressed=True)
        print(f"{SHIPPED_FILES[name]}: fitted in {table.build_seconds:.1f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
