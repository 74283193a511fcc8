"""`yahtzee-tui serve` plays Yamb's `jamb_directed` preset in a real browser: two humans chosen
on the start screen by the mouse, a turn scored by clicks, and a DIRECTED cell named by a click
in the picker, as visitors play it in headless Chromium."""

from __future__ import annotations

from pathlib import Path

from tests.browser.driver import BrowserTerminal, ServedGame
from tests.browser.test_play_in_browser import saved_game_when
from tests.deadlines import deadline


def click_until(terminal: BrowserTerminal, target: str, shown: str, tries: int = 5) -> None:
    """Click `target` until the screen shows `shown`: a click that lands while the page is
    still taking the one before (the preset's list closing) is lost, as a player's would be,
    and a player clicks again."""
    for _ in range(tries):
        terminal.click_text(target)
        try:
            terminal.wait_for(shown, timeout=deadline(3))
            return
        except AssertionError:
            continue
    terminal.wait_for(shown)


# A cell of the FREE column (the third) in the MAX row: open on any first roll.
FREE_MAX = r"MAX\s+\S+\s+\S+\s+(\d+)"


def test_two_visitors_start_jamb_directed_and_name_a_directed_cell_by_a_click(
    browser_page, served_game: ServedGame, tmp_path: Path
):
    page = browser_page
    page.goto(served_game.url)
    terminal = BrowserTerminal(page)
    try:
        terminal.click_text(r"(?m)^\s+(Yamb)$")
        terminal.click_text(r"Yamb table\s+(Yamb)")
        terminal.click_text(r"(Jamb \(directed\))")
        # What the preset changes shows and moves the players down: wait before clicking on.
        terminal.wait_for(r"Yamb table\s+Jamb \(directed\)(.|\n)*DIRECTED(.|\n)*Players")
        # The mouse left on the preset's list would bring its tooltip over the players.
        terminal.hover_text(r"(Rule set)")
        terminal.wait_for_no(r"The house rules the table plays")
        click_until(terminal, r"(\+ Add player)", r"2\. Player 2")
        assert "3. Player 3" not in terminal.text()
        terminal.click_text(r"(Start game)")
        # The table's log: the start screen names the preset too.
        terminal.wait_for(r"Player \d starts")
        terminal.wait_for(r"DIR")

        terminal.press("r")
        terminal.wait_for(r"roll 1  ")
        terminal.click_text(FREE_MAX)  # the first click chooses the cell, the second scores it
        terminal.wait_for(r"scores FREE MAX")
        terminal.click_text(FREE_MAX)
        terminal.wait_for(r"name a cell of Player \d's")
        terminal.wait_for(r"DIRECTED column")
        # The picker's POKER, not the card's: the picker lists the row names alone.
        terminal.click_text(r"│ (POKER)\s{10,}│")
        terminal.wait_for(r"names POKER for Player \d")

        named = saved_game_when(lambda state: state.named is not None, "a DIRECTED cell named")
        assert named.rules_id == "jamb_directed" and len(named.players) == 2
        assert named.named == "poker" and not named.naming
        (naming,) = [event for event in named.history if event.kind == "name"]
        assert naming.box == "poker" and naming.player != named.current
        assert "free.max" in named.sheets[naming.player]
        page.screenshot(path=tmp_path / "named.png")
    except AssertionError:
        page.screenshot(path=tmp_path / "failure.png")
        raise
    assert served_game.stop(), f"games outlived the server:\n{''.join(served_game.output)}"
