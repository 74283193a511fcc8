"""The rule sets the game plays, each a frozen table built from its rules module."""

from __future__ import annotations

from dataclasses import dataclass, field

from yahtzee_tui.engine.box import UPPER_IDS, Box
from yahtzee_tui.engine.rules import yahtzee, yamb, yamb_house, yatzy
from yahtzee_tui.errors import GameError
from yahtzee_tui.sentences import N_, Message, Name

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
    # Every cell's key, the box and column ids and the columns' kinds, made once: a game asks
    # for them at every turn, and the advisors for every cell of every position they weigh.
    _cells: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _box_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _column_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _kinds: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {box.id: box for box in self.boxes})
        box_ids = tuple(box.id for box in self.boxes)
        cells = tuple(f"{c[0]}.{b}" for c in self.columns for b in box_ids) or box_ids
        object.__setattr__(self, "_cells", cells)
        object.__setattr__(self, "_box_ids", box_ids)
        object.__setattr__(self, "_column_ids", tuple(column[0] for column in self.columns))
        options = self.yamb_options or yamb_house.KOCKE
        kinds = dict(zip(options.column_ids, options.columns, strict=True))
        object.__setattr__(self, "_kinds", kinds)

    @property
    def box_ids(self) -> tuple[str, ...]:
        return self._box_ids

    @property
    def upper_ids(self) -> tuple[str, ...]:
        return UPPER_IDS

    @property
    def lower_ids(self) -> tuple[str, ...]:
        return tuple(box.id for box in self.boxes if box.section == "lower")

    @property
    def column_ids(self) -> tuple[str, ...]:
        return self._column_ids

    @property
    def is_yamb(self) -> bool:
        return bool(self.columns)

    @property
    def cells(self) -> tuple[str, ...]:
        """Every key a full card holds: box ids, or `column.row` for Yamb."""
        return self._cells

    @property
    def turns(self) -> int:
        """Turns each player takes: one per cell."""
        return len(self.cells)

    def box(self, box_id: str) -> Box:
        try:
            return self._by_id[box_id]
        except (KeyError, TypeError):
            said = (
                N_("unknown row {id} for {rules}; choose from {ids}")
                if self.is_yamb
                else N_("unknown box {id} for {rules}; choose from {ids}")
            )
            name = Name(self.name, self.id)
            ids = ", ".join(self.box_ids)
            raise GameError(Message(said, id=repr(box_id), rules=name, ids=ids)) from None

    def box_name(self, box_id: str) -> str:
        return self.box(box_id).name

    def column_kind(self, column_id: str) -> str:
        """A Yamb column's kind (`free` for `free1`, `announce` for `call`...)."""
        if column_id in self._column_ids:
            return self._kinds[column_id]
        self.column_name(column_id)  # refuses the unknown column in its words
        return self._kinds[column_id]

    def column_name(self, column_id: str) -> str:
        for cid, name, _ in self.columns:
            if cid == column_id:
                return name
        said = N_("unknown column {id}; choose from {ids}")
        raise GameError(Message(said, id=repr(column_id), ids=", ".join(self.column_ids)))


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
        description=f"Yamb of {len(columns)} columns: {', '.join(c[1] for c in columns)}.",
        dice=6,
        boxes=yamb_house.rows(options),
        upper_bonus=yamb.UPPER_BONUS,
        upper_bonus_threshold=yamb.UPPER_BONUS_THRESHOLD,
        columns=tuple(columns),
        yamb_options=options,
    )


# The house-rule presets of Yamb, by id; section 3's Yamb (`kocke`) is the rule set `yamb`.
HOUSE_RULE_SETS: dict[str, RuleSet] = {
    "jamb": yamb_rules("jamb", "Jamb", yamb_house.JAMB),
    "jamb_directed": yamb_rules("jamb_directed", "Jamb (directed)", yamb_house.JAMB_DIRECTED),
}

RULE_SETS: dict[str, RuleSet] = {
    rs.id: rs for rs in (YAHTZEE, YATZY, YAMB, YAHTZEE_FREE_JOKER, YAHTZEE_NO_BONUS)
}
# The three rule families a new game offers first; the others are Yahtzee house rules.
MAIN_RULE_SETS: tuple[str, ...] = ("yahtzee", "yatzy", "yamb")
# Every rule set offered by name: the games, then Yamb's house-rule presets. A table of any
# other house rules is offered too, by its options (`options_rules`), under a `yamb:` id.
OFFERED_RULE_SETS: dict[str, RuleSet] = {**RULE_SETS, **HOUSE_RULE_SETS}
# Yamb's presets as a player picks them (RULES.md section 5), each with its rule set's id.
YAMB_PRESETS: dict[str, str] = {"kocke": "yamb", "jamb": "jamb", "jamb_directed": "jamb_directed"}
CUSTOM_PREFIX = "yamb:"


# Words for a table's rules as its id names them: `yamb:down,up,free,announce,hand,middle+trips`.
def _flags(options: yamb_house.YambOptions) -> tuple[tuple[str, bool], ...]:
    return (
        (yamb_house.TRIPS, options.trips),
        (yamb_house.KENTA_ROLL, options.kenta_by_roll),
        (yamb_house.FIVE_DICE, options.five_dice_count),
        (yamb_house.STEP_BONUS, options.bonus == yamb_house.BONUS_STEPS),
    )


def _joined(parts: list[str], between: str) -> str:
    """Sentences (or names) in a row, each said in the player's language where shown."""
    fields = {f"part{number}": part for number, part in enumerate(parts)}
    return Message(between.join(f"{{{key}}}" for key in fields), **fields)


def numbered(words: list[str]) -> list[str]:
    """Column names in order, a name that comes twice numbered as on the card (`FREE 1, FREE
    2`, never `FREE, FREE`)."""
    seen = dict.fromkeys(words, 0)
    result = []
    for word in words:
        seen[word] += 1
        result.append(f"{word} {seen[word]}" if words.count(word) > 1 else word)
    return result


def _column_words(options: yamb_house.YambOptions, rules_id: str | None) -> str:
    """The table's columns by name: the rule set's own `Name`s when `rules_id` plays them."""
    words = [COLUMN_WORDS[kind][0] for kind in options.columns]
    ruleset = RULE_SETS.get(rules_id or "") or HOUSE_RULE_SETS.get(rules_id or "")
    if ruleset is None or (ruleset.yamb_options or yamb_house.KOCKE) != options:
        return ", ".join(numbered(words))
    names = [
        Name(word, ruleset.id, column)
        for word, column in zip(words, ruleset.column_ids, strict=True)
    ]
    return _joined(list(names), ", ")


def changes(options: yamb_house.YambOptions, rules_id: str | None = None) -> list[str]:
    """What a table's house rules change from section 3's Yamb (`kocke`), a few words each,
    made from the options' data (sentences said in the player's language where shown; the
    columns named as `rules_id` names them, when given)."""
    words: list[str] = []
    if options.columns != yamb_house.KOCKE.columns:
        words.append(Message(N_("columns {columns}"), columns=_column_words(options, rules_id)))
    if options.trips:
        row = yamb_house.TRIPS_ROW
        said = N_("{row} row: three of a face + {points}")
        words.append(
            Message(said, row=Name(row.name, rules_id, None, row.id), points=yamb_house.TRIPS_BONUS)
            if rules_id is not None
            else Message(said, row=row.name, points=yamb_house.TRIPS_BONUS)
        )
    if options.kenta_by_roll:
        points = "/".join(str(value) for value in yamb_house.KENTA_BY_ROLL.values())
        words.append(Message(N_("KENTA {points} by the roll"), points=points))
    if options.five_dice_count:
        words.append(Message(N_("the best five dice count, no ROYAL")))
    if options.bonus == yamb_house.BONUS_STEPS:
        steps = sorted(yamb_house.BONUS_STEPS_TABLE)
        bonuses = "/".join(f"+{bonus}" for _least, bonus in steps)
        least = "/".join(str(least) for least, _bonus in steps)
        words.append(
            Message(N_("upper bonus {bonuses} at {points}"), bonuses=bonuses, points=least)
        )
    if options.needs_two_players:
        words.append(Message(N_("2 or more players")))
    return words


def preset_line(preset: str) -> str:
    """A Yamb preset in one line: its name and what it changes (said in the player's language
    where shown)."""
    options = yamb_house.preset(preset)
    rules_id = YAMB_PRESETS[preset]
    said = changes(options, rules_id)
    if not said:
        columns = _column_words(options, rules_id)
        return Message(
            N_("{preset}: the default: columns {columns}"), preset=preset, columns=columns
        )
    return Message(N_("{preset}: {changes}"), preset=preset, changes=_joined(said, "; "))


def options_id(options: yamb_house.YambOptions) -> str:
    """The rule-set id of a Yamb table: a preset's id when the options are a preset's, else
    `yamb:` with the columns in order and the rules played (`+trips+kenta_by_roll`), so equal
    options always give the same id."""
    for preset, rules_id in YAMB_PRESETS.items():
        if yamb_house.PRESETS[preset] == options:
            return rules_id
    flags = "".join(f"+{word}" for word, played in _flags(options) if played)
    return f"{CUSTOM_PREFIX}{','.join(options.columns)}{flags}"


_CUSTOM: dict[yamb_house.YambOptions, RuleSet] = {}


def options_rules(options: yamb_house.YambOptions) -> RuleSet:
    """The rule set of a Yamb table's house rules: a preset's own, or one for these options
    (the same object each time, so a game can tell it is one the engine offers)."""
    rules_id = options_id(options)
    if rules_id in OFFERED_RULE_SETS:
        return OFFERED_RULE_SETS[rules_id]
    if options not in _CUSTOM:
        _CUSTOM[options] = yamb_rules(rules_id, "Yamb (own rules)", options)
    return _CUSTOM[options]


def table_options(ruleset: RuleSet) -> yamb_house.YambOptions:
    """A Yamb rule set's house rules (section 3's Yamb: the `kocke` preset)."""
    if not ruleset.is_yamb:
        said = N_("{rules} is not Yamb: house rules are Yamb's")
        raise GameError(Message(said, rules=Name(ruleset.name, ruleset.id)))
    return ruleset.yamb_options or yamb_house.KOCKE


def with_options(ruleset: RuleSet, text: str) -> RuleSet:
    """A Yamb rule set changed by `--option` words (see `yamb_house.parse_options`)."""
    if not ruleset.is_yamb:
        said = N_("--option sets Yamb's house rules: use it with --rules yamb, not {rules}")
        raise GameError(Message(said, rules=ruleset.id))
    return options_rules(yamb_house.parse_options(text, table_options(ruleset)))


def seat_problem(ruleset: RuleSet, seats: int) -> str | None:
    """Why `seats` players cannot play this rule set, or None: a DIRECTED column is named by
    the player before, so a table of one cannot play it."""
    options = ruleset.yamb_options
    if options is not None and options.needs_two_players and seats < 2:
        said = N_("{rules} needs 2 or more players: the player before names the DIRECTED cell")
        return Message(said, rules=Name(ruleset.name, ruleset.id))
    return None


def check_seats(ruleset: RuleSet, seats: int) -> None:
    """GameError, in one line, when `seats` players cannot play this rule set."""
    problem = seat_problem(ruleset, seats)
    if problem is not None:
        raise GameError(problem)


def rules_order(rules_id: str) -> tuple[int, str]:
    """A key that sorts rule-set ids as the game lists them: offered ones first, then any
    table of its own rules by id."""
    offered = list(OFFERED_RULE_SETS)
    if rules_id in OFFERED_RULE_SETS:
        return offered.index(rules_id), ""
    return len(offered), rules_id


def _custom(rules_id: str) -> RuleSet:
    words = rules_id.removeprefix(CUSTOM_PREFIX).replace("+", ",")
    try:
        return options_rules(yamb_house.parse_options(words))
    except GameError as error:
        said = N_("rule set {rules} is not a Yamb table: {problem}")
        raise GameError(Message(said, rules=repr(rules_id), problem=error.args[0])) from None


def get_rules(rules: str | RuleSet) -> RuleSet:
    """The rule set for an id (or the rule set itself): a game, a Yamb preset, or a Yamb table
    of its own house rules (`yamb:down,up,free,announce,hand,middle+trips`)."""
    if isinstance(rules, RuleSet):
        return rules
    if isinstance(rules, str) and rules.startswith(CUSTOM_PREFIX):
        return _custom(rules)
    try:
        return OFFERED_RULE_SETS[rules]
    except (KeyError, TypeError):
        said = N_("unknown rule set {rules}; choose from {ids}")
        ids = ", ".join(OFFERED_RULE_SETS)
        raise GameError(Message(said, rules=repr(rules), ids=ids)) from None


def find_rules(rules: str | RuleSet) -> RuleSet:
    """Any rule set the engine knows, by id: the same as `get_rules`, now that the game offers
    every Yamb preset."""
    return get_rules(rules)
