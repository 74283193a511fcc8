"""What the player can do next, said after each command; the help; the end of a game."""

from __future__ import annotations

from yahtzee_tui.game import GameState, can_call, standings
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.game.matches import match_over
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.plain.reading import (
    CALL,
    CARD,
    COACH,
    FREE,
    HELP,
    HINT,
    HOLD,
    KEEP,
    NAME,
    NEXT,
    QUIT,
    ROLL,
    SCORE,
    STATUS,
    UNDO,
    command_word,
    commands_of,
)
from yahtzee_tui.plain.telling import dice_text, held_values, points_words, rolls_left_words
from yahtzee_tui.plain.win_hints import win_word
from yahtzee_tui.tui.views.naming_words import target_name
from yahtzee_tui.tui.views.results import place_word
from yahtzee_tui.tui.views.vocabulary import row_name


def status_line(state: GameState, dice_told: str | None = None) -> str:
    """The position in one line and the commands it takes now. Right after a line that said
    the dice (`dice_told`: ROLL, which says the rolls left too, or HOLD), only what that line
    did not say: a screen reader does not read the same dice twice."""
    rules = state.ruleset
    player = state.current_player.name
    if state.naming:
        rows = ", ".join(row_name(rules, row) for row in nameable_rows(state))
        said = _("{player}, name a cell of {target}'s DIRECTED column with name and a row: {rows}.")
        return said.format(player=player, target=target_name(state), rows=rows)
    if not state.has_rolled:
        return _("{player}, your turn: roll.").format(player=player)
    held = held_values(state.dice, state.held)
    if held:
        dice = _("Dice {dice}, {held} held.").format(
            dice=dice_text(state.dice), held=dice_text(held)
        )
    else:
        dice = _("Dice {dice}.").format(dice=dice_text(state.dice))
    rolls = rolls_left_words(state.rolls_left)
    if state.called is not None and state.rolls_left:
        row = row_name(rules, state.called)
        next_step = _("{row} is called: roll, or score it in CALL.").format(row=row)
    elif state.called is not None:
        row = row_name(rules, state.called)
        next_step = _("{row} is called: score it in CALL.").format(row=row)
    elif state.rolls_left == 0:
        next_step = _("Score a box; card reads the open ones.")
    elif can_call(state):
        next_step = _("Hold, free, roll, call, or score.")
    else:
        next_step = _("Hold, free, roll, or score.")
    if dice_told == ROLL:
        return next_step
    if dice_told == HOLD:
        return f"{rolls}. {next_step}"
    return f"{dice} {rolls}. {next_step}"


def help_lines(state: GameState) -> list[str]:
    """Every command of this game, a line each, with its key letter where it has one."""
    known = commands_of(state.ruleset)
    words = {
        ROLL: _("{word} (r): roll the dice that are not held."),
        HOLD: _(
            "{word} 1 2: hold dice by their place in the roll, 1 the first. Numbers that cannot "
            "all be places, such as 3 3, are values: hold 3 3 holds two threes. {word} all."
        ),
        FREE: _("{word} 2: free dice, by place or by value, as hold does; {word} all."),
        KEEP: _("{word} 3 3: hold exactly these values and free the others."),
        SCORE: _(
            "{word} full house: write the dice in a box; the start of each word is enough, "
            "as sc fu. In Yamb name the column and the row: score down max."
        ),
        CALL: _("{word} max (c): Yamb, right after the first roll: announce the CALL row."),
        NAME: _("{word} max (n): name the cell of the next player's DIRECTED column."),
        CARD: _(
            "{word} (v): your card row by row, with what each open box scores now; "
            "{word} Bob: Bob's card."
        ),
        HINT: _("{word} (h): the advisor's best options for the dice on the table.")
        + " "
        + _("{word} {win}: by the chance to win, at a table, in the last boxes."),
        COACH: _(
            "{word} {on}, {word} {off}: the coach, who says after each of your choices how it "
            "compares with the advisor's best; {word} alone switches it."
        ),
        UNDO: _("{word} (u): take back your last hold, call or score (never a roll)."),
        STATUS: _("{word}: where the game stands and what you can do."),
        NEXT: _("{word}: when a game is over, the next game with the same players."),
        HELP: _("{word} (?): these lines."),
        QUIT: _("{word} (q): stop; the game is saved after every move."),
    }
    lines = [
        _("Commands, typed in full or by their start. Digits alone, as 1 3, hold or free dice.")
    ]
    on, off = pgettext("typed command", "on"), pgettext("typed command", "off")
    lines += [
        said.format(word=command_word(command), on=on, off=off, win=win_word())
        for command, said in words.items()
        if command in known
    ]
    return lines


def standings_line(state: GameState) -> str:
    """The standings of a finished game."""
    ranked = standings(state)
    places = "; ".join(
        _("{place} {player}, {points}").format(
            place=place_word(standing.place),
            player=standing.name,
            points=points_words(standing.total),
        )
        for standing in ranked
    )
    return _("The game is over. {places}.").format(places=places)


def after_the_game(state: GameState) -> str:
    """What can follow a finished game."""
    if state.match is not None and not match_over(state):
        said = _("Game {game} of {games} is over: type next for the next one, or quit.")
        return said.format(game=state.match.game, games=state.match.games)
    if state.daily is None:
        return _("Type next for a new game with the same players, or quit.")
    return _("Today's daily challenge is played. Type quit to leave.")
