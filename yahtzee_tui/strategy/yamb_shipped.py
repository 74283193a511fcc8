"""Fit the Yamb expert's full plan and write the tables the package ships (`make yamb-table`).

The fit is the same bits on every processor, so the file only changes when the fit does; the
test suite fits again and checks the shipped file against it.
"""

from __future__ import annotations

from yahtzee_tui.strategy.yamb_table import SHIPPED, build_table, write_table


def main() -> None:
    table = build_table()
    write_table(table, SHIPPED, compressed=True)
    print(f"{SHIPPED}: fitted in {table.build_seconds:.1f} s")


if __name__ == "__main__":
    main()
