"""The table's words: the turn banner, the status line, a history entry and names cut to fit
(the log that lists the entries is `log_words`).

No Textual here: every function returns `Words`, segments of text with an optional style,
which a widget turns into `Content.assemble(*words)`. Box and row names come from the
vocabulary (`row_name`, `cell_name`), in the player's language, the same in every message;
each sentence is translated whole (`fill` puts its styled parts in).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import (
    ROLL_FIRST,
    ROLLS_PER_TURN,
    Event,
    GameState,
    Option,
    can_call,
    options,
    player_totals,
    rng,
)
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.strategy import player_level
from yahtzee_tui.tui.views.card_words import LONG, cell_in_form, row_in_form
from yahtzee_tui.tui.views.level_words import level_word
from yahtzee_tui.tui.views.name_fit import abbreviated, told_apart
from yahtzee_tui.tui.views.naming_words import (
    naming_status,
    naming_wait,
    naming_words,
    target_name,
)
from yahtzee_tui.tui.views.vocabulary import cell_name, fill, row_name, rules_name

Words = tuple[str | tuple[str, str], ...]
# Translated where it is said: `_(NO_BOX)`.
NO_BOX = N_("Point at a box first: arrows, then enter; or click it twice.")
# Between the banner's parts.
GAP = "   "
# The most of a name the status line shows (it is 29 cells wide at 80x24, 3 rows).
STATUS_NAME = 14
# The status line's most rows (`table.tcss`).
STATUS_ROWS = 3


def short_name(text: str, width: int) -> str:
    """`text` cut to `width` cells when longer (an ellipsis marks the cut); a number that ends
    it is kept, so that "Computer 2" and "Computer 3" stay apart: "Comp.2" (`abbreviated`)."""
    return abbreviated(text, width)


def fit_cells(text: str, width: int, right: bool = False) -> str:
    """`text` padded (on the left when `right`) or cut to exactly `width` cells."""
    text = short_name(text, width)
    pad = " " * (width - cell_len(text))
    return pad + text if right else text + pad


def watching_line(state: GameState) -> Words:
    """The status line of a game watched read-only: whose turn, and how to leave."""
    return fill(
        _("{read_only}: {name} plays in another yahtzee-tui. {n} start screen · {q} quit"),
        read_only=(_("Read-only"), "bold"),
        name=state.current_player.name,
        n=("n", "bold"),
        q=("q", "bold"),
    )


def computer_to_move(state: GameState | None) -> bool:
    return state is not None and not state.is_over and state.current_player.is_computer


def grand_total(state: GameState, seat: int | None = None) -> int:
    return player_totals(state, state.current if seat is None else seat)["total"]


def turn_banner(state: GameState, width: int | None = None, seat: int | None = None) -> Words:
    """Whose turn (a computer's level), which round of how many, which roll; a Yamb call and
    the grand total of the sheet shown (the Yamb sheet shows only its columns'): the mover's,
    or another `seat`'s, named with it, while `v` shows that one. Narrower than `width`
    cells, the gaps close up, then the roll (the Roll button counts the rolls left) and the
    round give way: whose turn, the total and a call stay whole."""
    player = state.current_player
    if state.naming:  # the turn is scored: the mover names the next player's cell
        roll_text = _("naming a cell for {target}").format(target=target_name(state))
    elif state.has_rolled:
        roll_text = _("roll {roll} of {rolls}").format(roll=state.rolls_used, rolls=ROLLS_PER_TURN)
    else:
        roll_text = _("not rolled yet")
    head: list[str | tuple[str, str]] = [
        (f" {rules_name(state.ruleset)} ", "bold reverse"),
        "  ",
        # Each part bold on its own: the name stays a segment of its own, as on the card.
        *(
            word if isinstance(word, tuple) else (word, "bold")
            for word in fill(_("{name}'s turn"), name=(player.name, "bold"))
        ),
    ]
    if player.is_computer:
        head.append((f" ({level_word(player_level(player))})", "italic"))
    turn = _("turn {turn} of {turns}").format(turn=state.turn, turns=state.turns_total)
    tail: list[str | tuple[str, str]] = []
    if state.ruleset.is_yamb and seat is not None and seat != state.current:
        # Reversed, as a call is: the sheet is not the mover's, and no one can miss it.
        name, points = state.players[seat].name, str(grand_total(state, seat))
        sheet = fill(
            _("{name}'s sheet: total {points}"),
            name=(name, "bold reverse"),
            points=(points, "bold reverse"),
        )
        shown = (word if isinstance(word, tuple) else (word, "reverse") for word in sheet)
        tail += [GAP, (" ", "reverse"), *shown, (" ", "reverse")]
    elif state.ruleset.is_yamb:
        tail += [GAP, *fill(_("total {points}"), points=(str(grand_total(state)), "bold"))]
    if state.called is not None:
        called = _("CALL {row}").format(row=row_name(state.ruleset, state.called))
        tail += [GAP, (f" {called} ", "bold reverse")]
    middles: list[list[str | tuple[str, str]]] = [[GAP, turn, GAP, roll_text], [GAP, turn], []]
    for gap in (GAP, GAP[:2]):
        for middle in middles:
            words = [gap if word == GAP else word for word in [*head, *middle, *tail]]
            if width is None or _words_width(words) <= width:
                return tuple(words)
    return tuple(words)


def _words_width(words: Sequence[str | tuple[str, str]]) -> int:
    return sum(cell_len(word if isinstance(word, str) else word[0]) for word in words)


# Who starts, in forms from the longest: the log gives it one line, never two, for a line
# wrapped in two shows only its end when the log has scrolled by one row.
STARTS_DRAWN = (
    N_("{name} starts (drawn by lot)"),
    N_("{name} starts (by lot)"),
    N_("{name} starts"),
)


def starter_line(state: GameState, width: int | None = None) -> Words:
    """`Bob starts (drawn by lot)`, or `Ann starts` when the seat was chosen, not drawn; within
    `width` cells, the longest form that fits, and the name shortened (`told_apart`) only
    when none does."""
    name = state.players[state.first_player].name
    drawn = rng.start(state.seed, len(state.players))[0] == state.first_player
    forms = [_(form) for form in (STARTS_DRAWN if drawn else STARTS_DRAWN[-1:])]
    for form in forms:
        words = fill(form, name=(name, "bold"))
        if width is None or _words_width(words) <= width:
            return words
    assert width is not None  # else the first form was returned
    room = max(3, width - cell_len(forms[-1].format(name="")))
    shown = told_apart([player.name for player in state.players], room)[state.first_player]
    return fill(forms[-1], name=(shown, "bold"))


def dice_words(dice: Sequence[int], held: Sequence[bool] | None = None) -> Words:
    """Dice as digits; held ones underlined."""
    words: list[str | tuple[str, str]] = []
    for index, value in enumerate(dice):
        if index:
            words.append(" ")
        words.append((str(value), "bold underline" if held and held[index] else "bold"))
    return tuple(words)


# Between the name that leads an entry and its words, and between a roll and its dice.
ENTRY_GAP = "  "


def who(names: Sequence[str] | None, event: Event) -> Words:
    """The name that leads an entry, as `names` show the players (none: no names)."""
    if names is None:
        return ()
    return ((names[event.player], "bold"), ENTRY_GAP)


def roll_words(roll: int) -> str:
    return _("roll {roll}").format(roll=roll)


def event_line(
    state: GameState, event: Event, names: Sequence[str] | None = None, form: int = LONG
) -> Words:
    """One history entry, e.g. `Ann  roll 2  3 3 5 6 1` or `Ann  → Full house 25`; with
    `names` (the players' names as shown, padded so that entries line up) the name leads;
    cells and called rows are named in `form` (the log's, the same as its notes')."""
    rules = state.ruleset
    if event.kind == "roll":
        dice = dice_words(event.dice, event.held)
        return (*who(names, event), roll_words(event.roll), ENTRY_GAP, *dice)
    if event.kind == "call":
        row = (row_in_form(rules, event.box or "", form), "bold")
        called = fill(_("calls {row}"), row=row)
        called = tuple(word if isinstance(word, tuple) else (word, "italic") for word in called)
        return (*who(names, event), *called)
    if event.kind == "name":
        target = None if names is None else names[(event.player + 1) % len(names)].rstrip()
        return (*who(names, event), *naming_words(state, event, target))
    name = (cell_in_form(rules, event.column, event.box or "", form), "italic")
    points = (str(event.points), "bold")
    if event.bonus:
        bonus = (_("+{bonus} bonus").format(bonus=event.bonus), "bold")
        scored = fill(_("→ {cell} {points} {bonus}"), cell=name, points=points, bonus=bonus)
        return (*who(names, event), *scored)
    return (*who(names, event), *fill(_("→ {cell} {points}"), cell=name, points=points))


# --- the status line ----------------------------------------------------------------------


def option_at(state: GameState, key: str | None) -> Option | None:
    return next((option for option in options(state) if option.cell == key), None)


def pointed_words(state: GameState, key: str) -> Words | None:
    """What Enter (or a second click) does on the box pointed at."""
    option = option_at(state, key)
    if option is None:
        return None
    rules = state.ruleset
    row = row_name(rules, option.box)
    if option.column == CALL_COLUMN and state.called is None and can_call(state, option.box):
        return (
            _(
                "Enter calls {row}: the turn then ends with a score in the CALL column. Esc: back."
            ).format(row=row),
        )
    if not option.legal:
        if option.reason == ROLL_FIRST:
            return None
        return ((translate(option.reason) if option.reason else "", "italic"),)
    name = cell_name(rules, option.column, option.box)
    if option.bonus:
        scored = _("{cell} {points} +{bonus} bonus").format(
            cell=name, points=option.points, bonus=option.bonus
        )
    else:
        scored = f"{name} {option.points}"
    return fill(_("Enter or a click on it scores {cell}."), cell=(scored, "bold"))


def guidance(state: GameState) -> Words:
    """What the player can do now, when nothing more particular is to be said."""
    rules = state.ruleset
    if not state.has_rolled:
        last = state.history[-1] if state.history else None
        if last is not None and last.kind in ("score", "name") and len(state.players) > 1:
            # Long names are shortened so that both lines fit the narrowest status line (3
            # rows).
            names = told_apart([player.name for player in state.players], STATUS_NAME)
            done = event_line(state, last, names)
            next_name = names[state.current]
            return (*done, "\n", *fill(_("{name} to roll."), name=(next_name, "bold")))
        return (_("Roll to start the turn: r, space or the Roll button."),)
    opts = options(state)
    bonus = next((o.bonus for o in opts if o.legal and o.bonus), 0)
    extra = (
        " " + _("{yahtzee} bonus +{bonus}.").format(yahtzee=row_name(rules, "yahtzee"), bonus=bonus)
        if bonus
        else ""
    )
    if state.called is not None:
        name = row_name(rules, state.called)
        called = _("{row} is called: this turn ends with a score in the CALL column.")
        return (called.format(row=name) + extra,)
    joker = next((o.reason for o in opts if not o.legal and not rules.is_yamb and o.reason), None)
    if joker:
        return (_("Joker: {reason}.").format(reason=translate(joker)) + extra,)
    if state.rolls_left == 0:
        return (_("Choose a box: arrows and enter, or a click.") + extra,)
    return (_("Hold dice, roll again, or choose a box.") + extra,)


def waiting_line(state: GameState) -> str:
    """A computer plays: its keys are not the human's to press."""
    if state.naming:
        return naming_wait(state)
    return _("{name} is playing: wait for your turn.").format(name=state.current_player.name)


def sentence(line: str) -> str:
    """A line as a sentence: a capital first, a stop last (the game's refusals are written in
    lower case, to follow "yahtzee-tui: error:" on the command line)."""
    line = line.strip()
    if not line:
        return line
    stop = "" if line.endswith((".", "!", "?", "…", ":")) else "."
    return f"{line[:1].upper()}{line[1:]}{stop}"


@dataclass(frozen=True)
class StatusSaid:
    """A line the player's last key left, until their next move: a refusal, or news; always
    shown as a sentence."""

    text: str
    problem: bool = True
    # Kept while the computers play on, until a human's turn: a key pressed during their
    # turn is answered, and the answer is not wiped by their next move a moment later.
    through_turn: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", sentence(self.text))


def status_line(
    state: GameState,
    said: StatusSaid | None,
    cursor: str | None,
    computer_line: str | None,
    note: Sequence[str] | None = None,
    others: Sequence[Words] = (),
) -> tuple[Words, bool]:
    """The status line and whether it tells of a problem: a computer's move while it plays;
    else the line the last key left; else what Enter would do on the box pointed at; else,
    where the log that would show them steps aside, what the other seats did since the
    player's last move (`others`, the log's entries in lines) and the coach's `note` on
    that move (its lines) where rows are left; else what the player can do now. A line
    left through the computers' turn stays under their moves into the player's turn."""
    if computer_to_move(state):
        if said is not None:
            if said.through_turn and computer_line:
                return (f"{computer_line}\n{said.text}",), said.problem
            return (said.text,), said.problem
        turn = _("{name}'s turn.").format(name=state.current_player.name)
        return (computer_line or turn,), False
    if said is not None:
        words: Words = ((said.text, "bold"),) if said.problem else (said.text,)
        if said.through_turn and others:
            words = (*_lines(others[-(STATUS_ROWS - 1) :]), "\n", *words)
        return words, said.problem
    if state.naming:
        return naming_status(state), False
    pointed = pointed_words(state, cursor) if cursor is not None else None
    if pointed is None and others:
        shown = others[-STATUS_ROWS:]
        if note and len(shown) + len(note) <= STATUS_ROWS:
            return (*_lines(shown), "\n", ("\n".join(note), "italic $text-warning")), False
        return _lines(shown), False
    if pointed is None and note:
        return (("\n".join(note), "italic $text-warning"),), False
    return pointed or guidance(state), False


def _lines(lines: Sequence[Words]) -> Words:
    """Lines of words as one, a line break between two."""
    joined: list[str | tuple[str, str]] = []
    for line in lines:
        joined += ["\n", *line] if joined else list(line)
    return tuple(joined)
