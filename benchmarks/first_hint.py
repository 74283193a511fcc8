"""The first hint of a fresh install, baseline against this checkout, side by side.

For each rule set, in a fresh home (no table cached): the time to build its table (solving, or
loading Yamb's shipped tables), then the app as a new player meets it: the start screen shows,
the player spends `--wait` seconds on it (0: starts at once), starts a game with hints on and
rolls; the figure is the time from the roll to the hint on the screen. The baseline
(`--baseline REF`, a commit) runs from a temporary `git worktree` with the same Python, its
package first on PYTHONPATH. Goal: the first hint as quick as any later one.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checkouts import DEFAULT_BASELINE, checkouts, environment

RULES = ("yahtzee", "yatzy", "yamb")
POLL = 0.01  # seconds between looks at the hint panel


def build_seconds(rules_id: str) -> float:
    from yahtzee_tui.strategy.advisor import prepare_advisor

    start = time.perf_counter()
    prepare_advisor(rules_id)
    return time.perf_counter() - start


async def hint_seconds(rules_id: str, wait: float) -> float:
    """Seconds from the roll to the hint, `wait` seconds after the start screen showed."""
    from yahtzee_tui.game import new_game
    from yahtzee_tui.tui import make_app

    app = make_app(animations=False, hints=True)
    app.prepare_ahead = True  # what the command sets (an attribute nobody reads before)
    async with app.run_test(size=(100, 40)) as pilot:
        await asyncio.sleep(wait)
        app.open_game(new_game(rules_id, ["Ann"], seed=1))
        await pilot.pause()
        start = time.perf_counter()
        await pilot.press("r")
        while True:
            hint = getattr(app.screen, "hint", None)
            if hint is not None and hint.advice is not None and hint.state.has_rolled:
                return time.perf_counter() - start
            await asyncio.sleep(POLL)


def forget_tables() -> None:
    """As a fresh process: no table in memory."""
    from yahtzee_tui.strategy import cache, yamb_table

    cache._loaded.clear()
    yamb_table._loaded.clear()


def inner(rules: list[str], wait: float) -> None:
    """Time the checkout on sys.path, each figure in a fresh home; one JSON line per rule set."""
    for rules_id in rules:
        row: dict[str, object] = {"rules": rules_id}
        for name, measure in (
            ("build", lambda r=rules_id: build_seconds(r)),
            ("hint", lambda r=rules_id: asyncio.run(hint_seconds(r, wait))),
        ):
            forget_tables()
            with tempfile.TemporaryDirectory(prefix="first-hint-") as home:
                os.environ["YAHTZEE_TUI_HOME"] = home
                row[name] = measure()
        print(json.dumps(row), flush=True)


def run(root: Path, rules: list[str], wait: float) -> list[dict[str, float]]:
    env = environment(root)
    command = [sys.executable, __file__, "--inner", "--wait", str(wait), "--rules", *rules]
    out = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="commit to compare with")
    parser.add_argument("--rules", nargs="+", default=list(RULES))
    parser.add_argument("--wait", type=float, nargs="+", default=[0.0, 10.0])
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.rules, args.wait[0])
        return
    one, five, _ = os.getloadavg()
    print(f"first hint ({os.cpu_count()} cores, load average {one:.2f} / {five:.2f})")
    with checkouts(args.baseline) as roots:
        (_, base), (_, current) = roots
        for wait in args.wait:
            before = run(base, args.rules, wait)
            after = run(current, args.rules, wait)
            print(f"  {wait:g} s on the start screen; baseline {args.baseline} -> now")
            for old, new in zip(before, after, strict=True):
                print(
                    f"  {new['rules']:<8} build {old['build']:6.2f} s -> "
                    f"{new['build']:6.2f} s; roll to first hint {old['hint']:6.2f} s -> "
                    f"{new['hint']:6.2f} s"
                )


if __name__ == "__main__":
    main()
