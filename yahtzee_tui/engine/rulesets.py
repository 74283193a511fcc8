"""The rule sets the game plays, each a frozen table built from its rules module."""

from __future__ import annotations

from dataclasses import dataclass, field

from yahtzee_tui.engine.box import UPPER_IDS, Box
from yahtzee_tui.engine.rules import yahtzee, yamb, yamb_house, yatzy
from yahtzee_tui.errors import GameError

JOKER_FORCED = "forced"
JOKER_FREE = "free"
JOKER_NONE = "none"


@dataclass(frozen=True)
class RuleSet:
    id: str
    name: str
    description: str
    dice: int
    boxes: tuple[Box, ...]  # Yamb: the 13 rows
    upper_bonus: int
    upper_bonus_threshold: int
    joker: str = JOKER_NONE
    yahtzee_bonus: int = 0
    columns: tuple[tuple[str, str, str], ...] = ()  # Yamb: (id, name, how it fills)
    # Yamb's house rules (RULES.md section 5); None for section 3's Yamb and the other games.
    yamb_options: yamb_house.YambOptions | None = None
    _by_id: dict[str, Box] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {box.id: box for box in self.boxes})

    @property
    def box_ids(self) -> tuple[str, ...]:
        return tuple(box.id for box in self.boxes)

    @property
    def upper_ids(self) -> tuple[str, ...]:
        return UPPER_IDS

    @property
    def lower_ids(self) -> tuple[str, ...]:
        return tuple(box.id for box in self.boxes if box.section == "lower")

    @property
    def column_ids(self) -> tuple[str, ...]:
        return tuple(column[0] for column in self.columns)

    @property
    def is_yamb(self) -> bool:
        return bool(self.columns)

    @property
    def cells(self) -> tuple[str, ...]:
        """Every key a full card holds: box ids, or `column.row` for Yamb."""
        if self.is_yamb:
            return tuple(f"{c}.{b}" for c in self.column_ids for b in self.box_ids)
        return self.box_ids

    @property
    def turns(self) -> int:
        """Turns each player takes: one per cell."""
        return len(self.cells)

    def box(self, box_id: str) -> Box:
        try:
            return self._by_id[box_id]
        except (KeyError, TypeError):
            kind = "row" if self.is_yamb else "box"
            raise GameError(
                f"unknown {kind} {box_id!r} for {self.name}; choose from {', '.join(self.box_ids)}"
            ) from None

    def box_name(self, box_id: str) -> str:
        return self.box(box_id).name

    def column_kind(self, column_id: str) -> str:
        """A Yamb column's kind (`free` for `free1`, `announce` for `call`...)."""
        options = self.yamb_options or yamb_house.KOCKE
        kinds = dict(zip(options.column_ids, options.columns, strict=True))
        self.column_name(column_id)
        return kinds[column_id]

    def column_name(self, column_id: str) -> str:
        for cid, name, _ in self.columns:
            if cid == column_id:
                return name
        raise GameError(f"unknown column {column_id!r}; choose from {', '.join(self.column_ids)}")


def _yahtzee(rule_id: str, name: str, description: str, joker: str, bonus: int) -> RuleSet:
    return RuleSet(
        id=rule_id,
        name=name,
        description=description,
        dice=5,
        boxes=yahtzee.BOXES,
        upper_bonus=yahtzee.UPPER_BONUS,
        upper_bonus_threshold=yahtzee.UPPER_BONUS_THRESHOLD,
        joker=joker,
        yahtzee_bonus=bonus,
    )


YAHTZEE = _yahtzee(
    "yahtzee",
    "Yahtzee",
    "The Hasbro classic: 5 dice, 13 boxes, Yahtzee bonus and the forced Joker.",
    JOKER_FORCED,
    yahtzee.YAHTZEE_BONUS,
)
YAHTZEE_FREE_JOKER = _yahtzee(
    "yahtzee_free_joker",
    "Yahtzee (free Joker)",
    "Yahtzee where a Joker may go in any open box; lower values once its upper box is filled.",
    JOKER_FREE,
    yahtzee.YAHTZEE_BONUS,
)
YAHTZEE_NO_BONUS = _yahtzee(
    "yahtzee_no_bonus",
    "Yahtzee (no bonus)",
    "Yahtzee without the Yahtzee bonus and without the Joker rule.",
    JOKER_NONE,
    0,
)
YATZY = RuleSet(
    id="yatzy",
    name="Yatzy",
    description="Scandinavian rules: 5 dice, 15 boxes, pairs and straights score their dice.",
    dice=5,
    boxes=yatzy.BOXES,
    upper_bonus=yatzy.UPPER_BONUS,
    upper_bonus_threshold=yatzy.UPPER_BONUS_THRESHOLD,
)
YAMB = RuleSet(
    id="yamb",
    name="Yamb",
    description="The Balkan game: 6 dice, 13 rows x 6 columns, each column its own order.",
    dice=6,
    boxes=yamb.ROWS,
    upper_bonus=yamb.UPPER_BONUS,
    upper_bonus_threshold=yamb.UPPER_BONUS_THRESHOLD,
    columns=yamb.COLUMNS,
)

COLUMN_WORDS = {
    yamb_house.DOWN: ("DOWN", "fills top to bottom, ones first"),
    yamb_house.UP: ("UP", "fills bottom to top, the last row first"),
    yamb_house.FREE: ("FREE", "any order"),
    yamb_house.ANNOUNCE: ("CALL", "only the cell announced right after the first roll"),
    yamb_house.HAND: ("HAND", "any cell, with the dice of the first roll only"),
    yamb_house.DIRECTED: ("DIRECTED", "only the cell the player before names"),
    yamb_house.BOTH_ENDS: ("BOTH ENDS", "from the top and the bottom towards the middle"),
    yamb_house.MIDDLE: ("MIDDLE", "MAX and MIN first, then outward"),
}


def yamb_rules(rule_id: str, name: str, options: yamb_house.YambOptions) -> RuleSet:
    """A Yamb rule set for a table's house rules."""
    columns = []
    for column_id, kind in zip(options.column_ids, options.columns, strict=True):
        words, how = COLUMN_WORDS[kind]
        if column_id.startswith("free") and column_id != "free":
            words = f"FREE {column_id[-1]}"
        columns.append((column_id, words, how))
    return RuleSet(
        id=rule_id,
        name=name,
        description=f"Yamb with the {name} house rules: {', '.join(c[1] for c in columns)}.",
        dice=6,
        boxes=yamb_house.rows(options),
        upper_bonus=yamb.UPPER_BONUS,
        upper_bonus_threshold=yamb.UPPER_BONUS_THRESHOLD,
        columns=tuple(columns),
        yamb_options=options,
    )


# The house-rule presets of Yamb: addressable by id; the game offers them once its model
# plays their columns.
HOUSE_RULE_SETS: dict[str, RuleSet] = {
    "jamb": yamb_rules("jamb", "Jamb", yamb_house.JAMB),
    "jamb_directed": yamb_rules("jamb_directed", "Jamb (directed)", yamb_house.JAMB_DIRECTED),
}

RULE_SETS: dict[str, RuleSet] = {
    rs.id: rs for rs in (YAHTZEE, YATZY, YAMB, YAHTZEE_FREE_JOKER, YAHTZEE_NO_BONUS)
}
# The three rule families a new game offers first; the others are Yahtzee house rules.
MAIN_RULE_SETS: tuple[str, ...] = ("yahtzee", "yatzy", "yamb")


def get_rules(rules: str | RuleSet) -> RuleSet:
    """The rule set for an id (or the rule set itself)."""
    if isinstance(rules, RuleSet):
        return rules
    try:
        return RULE_SETS[rules]
    except (KeyError, TypeError):
        raise GameError(f"unknown rule set {rules!r}; choose from {', '.join(RULE_SETS)}") from None


def find_rules(rules: str | RuleSet) -> RuleSet:
    """Any rule set the engine knows, by id: those the game offers (`get_rules`) and the Yamb
    house-rule presets it does not offer yet. Commands, saves and the network take only what
    `get_rules` finds."""
    if isinstance(rules, str) and rules in HOUSE_RULE_SETS:
        return HOUSE_RULE_SETS[rules]
    return get_rules(rules)
