"""A player who plays the line mode by what it says alone: roll three times (a refused roll is
one more line), read the card, score the open box worth most now; in Yamb call a row when only
CALL cells are left, and name the first cell offered when a DIRECTED cell is to be named."""

from __future__ import annotations

import re

from tests.plain.speaker import Speaker

# Yahtzee and Yatzy: "Full house: open, 25 points now."
BOX_NOW = re.compile(r"^(?P<box>[^:]+): open, (?P<points>\d+) points? now\.$")
# Yamb: "MAX: DOWN 28; UP open, 24 now; CALL open."
ROW = re.compile(r"^(?P<row>[^:]+): (?P<cells>.+)\.$")
CELL_NOW = re.compile(r"^(?P<column>.+) open, (?P<points>\d+) now$")
OVER = ("Type next for ", "is over: type next", "daily challenge is played")


def open_now(card: list[str]) -> list[tuple[int, str]]:
    """(points, the words to score it) of each box the dice may go to now."""
    found = []
    for line in card:
        box = BOX_NOW.match(line)
        if box:
            found.append((int(box["points"]), box["box"]))
            continue
        row = ROW.match(line)
        if row and "; " in row["cells"]:
            for part in row["cells"].split("; "):
                cell = CELL_NOW.match(part)
                if cell:
                    found.append((int(cell["points"]), f"{cell['column']} {row['row']}"))
    return sorted(found, key=lambda pair: -pair[0])


def open_call_rows(card: list[str]) -> list[str]:
    rows = []
    for line in card:
        row = ROW.match(line)
        if row and any(p.lower().startswith("call open") for p in row["cells"].split("; ")):
            rows.append(row["row"])
    return rows


def score(speaker: Speaker, words: str) -> list[str]:
    said = speaker.ask(f"score {words}")
    if said[-1] == "Type yes to go on, or no.":
        said = speaker.ask("yes")
    return said


def play_turn(speaker: Speaker) -> list[str]:
    speaker.ask("roll")
    card = speaker.ask_card()
    if not open_now(card):
        row = open_call_rows(card)[0]
        speaker.ask(f"call {row}")
        return score(speaker, f"call {row}")
    speaker.type("roll")  # a roll the rules refuse now is one line, passed over
    speaker.type("roll")
    best = open_now(speaker.ask_card())
    return score(speaker, best[0][1])


def play_to_the_end(speaker: Speaker, said: list[str]) -> list[str]:
    """Play every human turn from the answer `said` on until the game is over; the last
    answer."""
    while not any(end in said[-1] for end in OVER):
        last = said[-1]
        if ", name a cell of " in last:
            row = last.rpartition(": ")[2].split(", ")[0].rstrip(".")
            said = speaker.ask(f"name {row}")
        elif last.endswith("your turn: roll."):
            said = play_turn(speaker)
        else:
            raise AssertionError(f"no move for {last!r}")
    return said
