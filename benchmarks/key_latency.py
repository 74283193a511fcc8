"""Key-to-screen latency at the table: roll (r), hold (1) and score (enter), with the hints and
the win-chance meter on, in Yahtzee and Yamb; on the normal disk and with every fsync made to
take 0.3 s. Printed for this checkout and a baseline commit side by side (goal: under 0.15 s
with the slow sync).

Each figure is the time from the key reaching the app until the table holds the new position
(the dice widgets show it; the paint follows within a frame). The app runs headless in a child
process per checkout (Textual's test harness), two human players, the advisor's table ready.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from checkouts import DEFAULT_BASELINE, checkouts, environment
from common import benchmark_home, machine

CHILD = r"""
import asyncio, json, os, sys, tempfile, time
from pathlib import Path
root, args = sys.argv[1], json.loads(sys.argv[2])
sys.path.insert(0, root)
import yahtzee_tui
assert yahtzee_tui.__file__.startswith(root), yahtzee_tui.__file__
if args["sync"] > 0:
    real_fsync = os.fsync
    def slow_fsync(fd):
        time.sleep(args["sync"])
        real_fsync(fd)
    os.fsync = slow_fsync
from textual import events
from yahtzee_tui.game import new_game
from yahtzee_tui.tui import make_app
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from tests.tui.helpers import move_cursor_to  # the checkout's own, as its tests use

async def until(condition, limit=600.0):
    end = time.perf_counter() + limit
    while not condition():
        if time.perf_counter() > end:
            raise SystemExit("the table never showed the move")
        await asyncio.sleep(0.001)

def shown(app):
    screen, state = app.screen, app.state
    dice = tuple((die.value, die.held) for die in screen.query(Die))
    return getattr(screen, "state", None) is state and dice == tuple(zip(state.dice, state.held))

async def timed(app, key, moved):
    start = time.perf_counter()
    app._driver.send_message(events.Key(key, key if len(key) == 1 else None))
    await until(lambda: moved() and (isinstance(app.screen, ConfirmScreen) or shown(app)))
    return time.perf_counter() - start

def best_cell(app):
    card = app.screen.query_one("#card", Scorecard)
    cells = [cell for row in card.view.rows for cell in row.cells
             if cell.key and cell.reason is None and not cell.key.startswith("call.")]
    return max(cells, key=lambda cell: cell.points or 0).key

async def main():
    state = new_game(args["rules"], ["Ann", "Bob"], seed=11, first_player=0)
    save = Path(tempfile.mkdtemp()) / "game.json"
    app = make_app(state, save_path=save, animations=False, hints=True)
    figures = {"roll": [], "hold": [], "score": []}
    async with app.run_test(size=(120, 40)) as pilot:
        await until(lambda: app.advisor.ready(app.state.ruleset))
        await pilot.pause()
        for _ in range(args["turns"]):
            before = app.state
            figures["roll"].append(await timed(app, "r", lambda: app.state.rolls_used == 1))
            figures["hold"].append(await timed(app, "1", lambda: app.state.held[0]))
            await move_cursor_to(pilot, best_cell(app))
            figures["score"].append(
                await timed(app, "enter", lambda: app.state.current != before.current
                            or isinstance(app.screen, ConfirmScreen)))
            if isinstance(app.screen, ConfirmScreen):  # a 0 to agree to (not timed)
                await pilot.press("y")
                await until(lambda: app.state.current != before.current and shown(app))
            await pilot.pause()
        await pilot.press("q")
    print(json.dumps(figures))

asyncio.run(main())
"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="the commit to compare with")
    parser.add_argument("--no-baseline", action="store_true", help="this checkout only")
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yamb"])
    parser.add_argument("--turns", type=int, default=10, help="turns measured per game")
    parser.add_argument("--sync", type=float, default=0.3, help="the slow fsync, in seconds")
    args = parser.parse_args()
    print(f"key-to-screen latency, hints and meter on ({machine()})")
    print(f"{'checkout':<20} {'rules':<8} {'disk':<14} {'key':<6} {'p50':>8} {'p99':>8}")
    with benchmark_home(), checkouts(None if args.no_baseline else args.baseline) as roots:
        for rules in args.rules:
            for sync in (0.0, args.sync):
                disk = "normal" if sync == 0 else f"fsync {sync:g} s"
                for label, root in roots:
                    figures = run(root, rules, sync, args.turns)
                    for key, seconds in figures.items():
                        p50, p99 = percentile(seconds, 0.5), percentile(seconds, 0.99)
                        print(
                            f"{label:<20} {rules:<8} {disk:<14} {key:<6} "
                            f"{p50 * 1e3:>6.1f}ms {p99 * 1e3:>6.1f}ms",
                            flush=True,
                        )


def run(root: Path, rules: str, sync: float, turns: int) -> dict[str, list[float]]:
    spec = json.dumps({"rules": rules, "sync": sync, "turns": turns})
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(root), spec],
        env=environment(root),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        sys.exit(f"the {root} run failed:\n{done.stderr[-2000:]}")
    figures: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


if __name__ == "__main__":
    main()
