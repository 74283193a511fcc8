"""The words of a computer that waits for its advisor's table or its win level's tables to be
built, with how far the build is: the table's status line and the line mode say them."""

from __future__ import annotations

from yahtzee_tui.i18n import _, percentage


def waiting_words(player: str, done: float | None, *, win: bool) -> str:
    """`player` waits while its advisor's table (`win`: its win tables) is prepared, with
    how far the build is ("Robo waits: preparing to play for the win… 40%"), or without a
    figure while none is reported (a load from the cache)."""
    if done is None:
        if win:
            return _("{player} waits: preparing to play for the win…").format(player=player)
        return _("{player} waits: preparing the advisor…").format(player=player)
    if win:
        words = _("{player} waits: preparing to play for the win… {percent}")
    else:
        words = _("{player} waits: preparing the advisor… {percent}")
    return words.format(player=player, percent=percentage(int(100 * done)))
