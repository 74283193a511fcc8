"""Time to the win-chance meter's figure, baseline against this checkout, side by side.

Two players, at the first roll of a game and at a roll a third and two thirds of the way
through, in every rule set and Yamb preset. "in play" is what the table sees: the meter has
shown the position before the roll (and, where the checkout does, played out the dice the
roll will show: `meter.foresee`), then the dice fall; "at once" rolls as soon as the figure
before the roll is shown, before anything else; "scored" is the figure before that roll, right
after the score before it (the scorer's new card is played out, the other's is kept); "cold"
has nothing kept from before. A Yamb table of its own house rules (`CUSTOM`) is fitted first,
untimed.
The baseline (`--baseline REF`, a commit) runs from a temporary `git worktree` with the same
Python, its package first on PYTHONPATH; both share one temporary home, so the tables are
built once and not timed. Each figure is the median of `--repeat` runs: the wall time, and in
brackets the processor time of the thread, which other work on a busy machine moves far less.
The load average is printed before and after. Goals: at most 1 s everywhere, 50 ms at the
first roll of Yahtzee and Yatzy (on a quiet machine).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from checkouts import DEFAULT_BASELINE, checkouts, environment

# A table of its own house rules: eight columns, the most turns a card can have.
CUSTOM = "yamb:down,up,both_ends,free,announce,hand,middle,directed,trips,kenta_by_roll,step_bonus"
RULES = ("yahtzee", "yatzy", "yahtzee_free_joker", "yahtzee_no_bonus", "yamb", "jamb")
RULES += ("jamb_directed", CUSTOM)
SHARES = (0.0, 1 / 3, 2 / 3)


def position(rules_id: str, share: float):
    """Two players `share` of the way through by best-points turns, before their next roll."""
    from yahtzee_tui.game import new_game

    state = new_game(rules_id, ["Ann", "Bob"], seed=7, first_player=0)
    return played(rules_id, int(state.turns_total * 2 * share))


def played(rules_id: str, turns: int):
    """Two players after `turns` best-points turns (of both together), before the next roll."""
    from yahtzee_tui.game import call, name_cell, new_game, options, score
    from yahtzee_tui.game import roll as roll_dice

    state = new_game(rules_id, ["Ann", "Bob"], seed=7, first_player=0)
    for _ in range(turns):
        state = roll_dice(state)
        legal = [option for option in options(state) if option.legal]
        if not legal:
            state = call(state, next(o.box for o in options(state) if o.column == "call"))
            legal = [option for option in options(state) if option.legal]
        state = score(state, max(legal, key=lambda option: option.points).cell)
        if getattr(state, "naming", False):
            from yahtzee_tui.game.directed import nameable_rows

            state = name_cell(state, nameable_rows(state)[0])
    return state


def inner(rules: list[str], repeat: int) -> None:
    """Time the meter of the checkout on sys.path; print one JSON line per position."""
    from yahtzee_tui.game import roll
    from yahtzee_tui.strategy.advisor import prepare_advisor

    try:
        from yahtzee_tui.strategy import meter

        def figure(state) -> None:
            meter.meter_chances(state)

        def forget() -> None:
            meter._kept.clear()

        def foresee(state) -> None:
            if hasattr(meter, "foresee"):
                meter.foresee(state)
    except ImportError:  # before the meter had a module of its own
        from yahtzee_tui.strategy import win_chances as old

        def figure(state) -> None:
            old.win_chances(state, old.meter_playouts(state), old.position_seed(state))

        def forget() -> None:
            pass

        def foresee(state) -> None:
            pass

    for rules_id in rules:
        prepare_advisor(rules_id)
        for share in SHARES:
            before = position(rules_id, share)
            rolled = roll(before)
            row: dict[str, object] = {"rules": rules_id, "share": share}
            times: dict[str, list[tuple[float, float]]] = {}
            turns = int(before.turns_total * 2 * share)
            # The last score's roll: the score made `before` from it.
            last_roll = roll(played(rules_id, turns - 1)) if turns else None
            for _ in range(repeat):
                if last_roll is not None:
                    forget()
                    figure(last_roll)
                    times.setdefault("scored", []).append(timed(figure, before))
                forget()
                times.setdefault("cold", []).append(timed(figure, rolled))
                forget()
                figure(before)
                times.setdefault("at_once", []).append(timed(figure, rolled))
                forget()
                figure(before)
                foresee(before)
                times.setdefault("in_play", []).append(timed(figure, rolled))
            for name, pairs in times.items():
                row[name] = [wall for wall, _ in pairs]
                row[name + "_cpu"] = [cpu for _, cpu in pairs]
            print(json.dumps(row), flush=True)


def timed(figure: Callable[[object], None], state: object) -> tuple[float, float]:
    """(wall seconds, this thread's processor seconds) that `figure(state)` took."""
    wall, cpu = time.perf_counter(), time.thread_time()
    figure(state)
    return time.perf_counter() - wall, time.thread_time() - cpu


def run(root: Path, home: str, rules: list[str], repeat: int) -> list[dict[str, object]]:
    env = environment(root, YAHTZEE_TUI_HOME=home)
    command = [sys.executable, __file__, "--inner", "--repeat", str(repeat), "--rules", *rules]
    out = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def ms(row: dict[str, object], name: str) -> str:
    """The median wall time of `name` in `row`, and in brackets its processor time."""
    wall, cpu = row.get(name), row.get(name + "_cpu")
    if not isinstance(wall, list):  # a checkout that timed no such figure
        return "     - ms        "
    shown = f"{statistics.median(wall) * 1000:6.0f} ms"
    if isinstance(cpu, list):  # older runs of this script timed the wall alone
        return shown + f" ({statistics.median(cpu) * 1000:4.0f})"
    return shown + "       "


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="commit to compare with")
    parser.add_argument("--rules", nargs="+", default=list(RULES))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.rules, args.repeat)
        return
    one, five, _ = os.getloadavg()
    print(f"meter speed ({os.cpu_count()} cores, load average {one:.2f} / {five:.2f})")
    with (
        tempfile.TemporaryDirectory(prefix="meter-bench-") as scratch,
        checkouts(args.baseline) as roots,
    ):
        (_, base), (_, current) = roots
        home = str(Path(scratch) / "home")
        before = run(base, home, args.rules, args.repeat)
        after = run(current, home, args.rules, args.repeat)
    one, five, _ = os.getloadavg()
    print(f"  median of {args.repeat}, wall (processor) ms; baseline {args.baseline} -> this")
    print(f"  checkout; load average after: {one:.2f} / {five:.2f}")
    for old, new in zip(before, after, strict=True):
        where = "first roll" if new["share"] == 0 else f"{new['share']:.0%} played"
        print(f"  {new['rules']:<19} {where}")
        labels = (("in_play", "in play"), ("at_once", "at once"), ("scored", "scored"))
        for name, label in (*labels, ("cold", "cold")):
            print(f"    {label:<8} {ms(old, name)} -> {ms(new, name)}")


if __name__ == "__main__":
    main()
