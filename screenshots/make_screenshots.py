"""Render the app's main screens to SVG from fixed seeds: `python screenshots/make_screenshots.py`
(every picture), or `… make_screenshots.py yamb-hints` (those whose names start so).

Every picture comes from a game played with the game model's own moves, so the same seed
always gives the same pictures. Nothing is read from or written to the player's saves.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
THEME = "felt"


@dataclass(frozen=True)
class Shot:
    name: str
    size: tuple[int, int]
    state: Callable[[], object] | None = None  # the game to open; None for the start screen
    keys: Sequence[str] = field(default_factory=tuple)
    hints: bool = False  # the advisor's hint panel open
    language: str = "en"


def _played(rules: str, players: list[str], seed: int, turns: int):
    """A game after `turns` turns of one roll scored in the best legal cell (Yamb: of the
    columns in turn, so that every column fills a little). At a DIRECTED table each turn but
    the last names a cell of the next player's column (rows in turn); after the last the
    naming is still due, so the picker opens."""
    from yahtzee_tui.game import call, name_cell, new_game, options, roll, score
    from yahtzee_tui.game.directed import nameable_rows

    state = new_game(rules, players, seed, first_player=0)
    for turn in range(turns):
        state = roll(state)
        legal = [o for o in options(state) if o.legal]
        if not legal:
            state = call(state, next(o.box for o in options(state) if o.column == "call"))
            legal = [o for o in options(state) if o.legal]
        columns = state.ruleset.column_ids
        if columns:
            in_turn = [o for o in legal if o.column == columns[turn // 2 % len(columns)]]
            legal = in_turn or legal
        state = score(state, max(legal, key=lambda o: o.points).cell)
        if state.naming and turn < turns - 1:
            rows = nameable_rows(state)
            state = name_cell(state, rows[turn * 5 % len(rows)])
    return state


def _against_computer(rules: str, seed: int, turns: int):
    """Ann against Bot, an expert computer, after `turns` turns: Ann's played as in `_played`,
    Bot's by the computer player itself."""
    from yahtzee_tui.game import Player, new_game, options, roll, score
    from yahtzee_tui.strategy import play_turn

    players = [Player("Ann"), Player("Bot", kind="computer", level="expert")]
    state = new_game(rules, players, seed, first_player=0)
    for _ in range(turns):
        if state.current_player.is_computer:
            state, _moves = play_turn(state)
            continue
        state = roll(state)
        best = max((o for o in options(state) if o.legal), key=lambda o: o.points)
        state = score(state, best.cell)
    return state


def _finished(rules: str, players: list[str], seed: int):
    from yahtzee_tui.engine import get_rules

    return _played(rules, players, seed, get_rules(rules).turns * len(players))


SHOTS = (
    Shot("start", (100, 34)),
    Shot(
        "yahtzee-table",
        (120, 40),
        lambda: _played("yahtzee", ["Ann", "Bob", "Cyril"], 21, 14),
        ("r", "2", "4", "r", "end", "up"),
    ),
    Shot(
        "yahtzee-table-80x24",
        (80, 24),
        lambda: _played("yahtzee", ["Ann", "Bob"], 8, 9),
        ("r", "1", "r"),
    ),
    Shot(
        "yatzy-table",
        (120, 40),
        lambda: _played("yatzy", ["Ann", "Bob"], 5, 11),
        ("r", "3", "5", "r"),
    ),
    Shot(
        "yamb-table",
        (120, 40),
        lambda: _played("yamb", ["Ann", "Bob"], 13, 40),
        ("r", "c", "down", "down", "enter", "1"),
    ),
    Shot(
        "jamb-table",
        (120, 40),
        lambda: _played("jamb", ["Ann", "Bob"], 17, 44),
        ("r",),
    ),
    # Ann has just scored: she names a cell of Bob's DIRECTED column in the picker.
    Shot("directed-picker", (120, 40), lambda: _played("jamb_directed", ["Ann", "Bob"], 19, 37)),
    Shot(
        "hints",
        (120, 40),
        lambda: _against_computer("yahtzee", 12, 8),
        ("r", "1", "2", "r"),
        hints=True,
    ),
    Shot("help", (100, 34), lambda: _played("yahtzee", ["Ann"], 1, 0), ("question_mark",)),
    Shot("settings", (100, 34), keys=("o",)),
    Shot("game-over", (100, 30), lambda: _finished("yahtzee", ["Ann", "Bob", "Cyril"], 4)),
    Shot("game-over-yamb", (120, 40), lambda: _finished("yamb", ["Ann", "Bob"], 6)),
    Shot("review", (120, 40), lambda: _finished("yahtzee", ["Ann", "Bob"], 9), ("v",)),
    # After the finished games above are recorded in the pictures' own data folder.
    Shot("stats", (120, 40), keys=("t", "4")),
    # A Yamb table with hints on and a CALL pointed at, in each language, at the least
    # terminal (80x24) and a common laptop one (100x32): every name whole or shortened.
    *(
        Shot(
            f"yamb-hints-{language}-{width}x{height}",
            (width, height),
            lambda: _against_computer("yamb", 3, 10),
            ("r", "1", "c"),
            hints=True,
            language=language,
        )
        for language in ("en", "hr", "sr", "sl")
        for width, height in ((80, 24), (100, 32))
    ),
)


async def render(shot: Shot, out_dir: Path) -> Path:
    from yahtzee_tui import i18n
    from yahtzee_tui.tui import make_app
    from yahtzee_tui.tui.views.names import speak_names

    i18n.set_language(shot.language)
    speak_names()
    state = shot.state() if shot.state else None
    app = make_app(state, theme=THEME, animations=False, hints=shot.hints)
    async with app.run_test(size=shot.size) as pilot:
        await pilot.pause()
        # The advisor's table is prepared in a worker the first time hints show.
        await app.workers.wait_for_complete()
        for key in shot.keys:
            await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
        path = out_dir / f"{shot.name}.svg"
        app.save_screenshot(filename=path.name, path=str(out_dir))
    return path


async def main(out_dir: Path, names: Sequence[str]) -> None:
    """Every picture, or those whose names start with one of `names`."""
    for shot in SHOTS:
        if not names or shot.name.startswith(tuple(names)):
            print(await render(shot, out_dir))


if __name__ == "__main__":
    # Keep the player's saved game out of it: the app saves every move.
    os.environ["YAHTZEE_TUI_HOME"] = tempfile.mkdtemp(prefix="yahtzee-tui-screenshots-")
    os.environ.pop("NO_COLOR", None)
    sys.path.insert(0, str(HERE.parent))
    asyncio.run(main(HERE, sys.argv[1:]))
