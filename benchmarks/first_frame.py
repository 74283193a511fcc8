"""Start an app and end it at its first frame, for `startup_speed.py` to time as a whole process.

    first_frame.py --minimal          a minimal Textual app (Header, Static, Footer)
    first_frame.py [ARGS...]          `yahtzee-tui ARGS` (the start screen with none)
    first_frame.py --save-yamb HOME   write a Yamb game in play into HOME, to resume

Both apps run as `App.run` is called, headless at 80x24, and exit once their first screen has
been composed, laid out and drawn. The package is imported from PYTHONPATH, so that the same
script times any checkout; it leans on nothing of the package but its command line.
"""

from __future__ import annotations

import sys
from typing import Any

from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Footer, Header, Static

SIZE = (80, 24)


async def exit_at_first_frame(pilot: Pilot[Any]) -> None:
    await pilot.pause(0)  # the screen's messages handled, then one update drawn
    pilot.app.exit()


def run_to_first_frame(app_run: Any) -> Any:
    def run(self: App[Any], *args: Any, **kwargs: Any) -> Any:
        return app_run(self, headless=True, size=SIZE, auto_pilot=exit_at_first_frame)

    return run


class MinimalApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("A minimal Textual app.")
        yield Footer()


def save_yamb(home: str) -> None:
    """A Yamb game of two players, a few turns in, saved where `--resume` finds it."""
    import os

    os.environ["YAHTZEE_TUI_HOME"] = home
    from yahtzee_tui.game import new_game, roll, score
    from yahtzee_tui.game.options import options
    from yahtzee_tui.storage.saves import save_game

    state = new_game("yamb", ["Ann", "Ben"], 7)
    for _ in range(6):
        state = roll(state)
        scored = next(option for option in options(state) if option.legal)
        state = score(state, scored.box, scored.column)
    save_game(state)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--save-yamb"]:
        save_yamb(argv[1])
        return 0
    App.run = run_to_first_frame(App.run)  # type: ignore[method-assign]
    if argv == ["--minimal"]:
        MinimalApp().run()
        return 0
    from yahtzee_tui.cli import main as command

    return command(argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
