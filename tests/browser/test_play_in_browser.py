"""`yahtzee-tui serve` in a real browser: the page, a game started, rolled, held and scored
with the mouse and keyboard, as a visitor plays it in headless Chromium."""

from __future__ import annotations

import re
import time
from pathlib import Path

from tests.browser.driver import DEADLINE_SECONDS, BrowserTerminal, ServedGame
from yahtzee_tui.game import GameState
from yahtzee_tui.storage.saves import SaveError, has_saved_game, load_game

# A roll in the log: "roll 1  3 6 1 4 3".
LOGGED_ROLL = r"roll {n}\s+((?:[1-6] ){{4}}[1-6])\b"
DIE_TOP = r"╭─+╮"


def logged_roll(terminal: BrowserTerminal, n: int) -> list[int]:
    return [int(die) for die in terminal.wait_for(LOGGED_ROLL.format(n=n)).group(1).split()]


def saved_game_when(ready, what: str) -> GameState:
    """The saved game, once `ready(state)` holds (every move is saved as it is made)."""
    deadline = time.monotonic() + DEADLINE_SECONDS
    state = None
    while time.monotonic() < deadline:
        if has_saved_game():
            try:
                state = load_game()
            except SaveError:
                state = None
            if state is not None and ready(state):
                return state
        time.sleep(0.05)  # polling a file: there is no event to wait on
    raise AssertionError(f"the saved game never showed {what}: {state}")


def test_a_visitor_starts_rolls_holds_and_scores_in_the_browser(
    browser_page, served_game: ServedGame, tmp_path: Path
):
    page = browser_page
    page.goto(served_game.url)
    terminal = BrowserTerminal(page)
    try:
        terminal.wait_for(r"Start game")
        terminal.click_text(r"Start game")
        terminal.wait_for(r"Chance")

        terminal.press("r")
        first = logged_roll(terminal, 1)

        # Hold the first die by clicking inside it.
        column, _end, row = terminal.locate(DIE_TOP)
        terminal.click_cell(column + 3, row + 2)
        held = saved_game_when(lambda state: state.held[0], "the first die held")
        assert held.dice[0] == first[0]
        terminal.wait_for(r"(?i)held")

        terminal.press("r")
        second = logged_roll(terminal, 2)
        assert second[0] == first[0], "the held die kept its value"

        # End goes to the last open box, Chance, which never scores 0: Enter scores it.
        terminal.press("End")
        terminal.press("Enter")
        points = sum(second)
        terminal.wait_for(rf"Chance\s+{points}\b")
        terminal.wait_for(rf"Total\s+{points}\b")
        scored = saved_game_when(lambda state: "chance" in state.sheets[0], "Chance scored")
        assert scored.sheets[0]["chance"] == points
        assert scored.turn == 2

        page.mouse.move(0, 0)  # no tooltip in the picture
        shot = page.screenshot(path=tmp_path / "served-game.png")
        assert shot.startswith(b"\x89PNG")
    except AssertionError:
        page.screenshot(path=tmp_path / "failure.png")
        raise
    assert served_game.stop(), f"games outlived the server:\n{''.join(served_game.output)}"
    assert re.search(r"opened a game \(1 in play\)", "".join(served_game.output))
