"""What the best player scores: the yardstick a player's statistics are drawn against.

Many solitaire games of the optimal policy (Yahtzee and Yatzy: the solver's, played by
`simulate`; Yamb: the expert's, played by `yamb_selfplay`) give the distribution of the final
total, the average points of each box (Yamb: of each row, over its columns), the share of upper
sections that earn their bonus, and the share of games with five alike. A profile is computed
once from a fixed seed and kept in the cache folder like the solver's tables.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.strategy import table_store
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.model import UPPER_BOXES
from yahtzee_tui.strategy.playouts import Start, play_out
from yahtzee_tui.strategy.simulate import GAMES_PER_CHUNK
from yahtzee_tui.strategy.styles import SOLVABLE

FORMAT = "yahtzee-tui optimal profile"
VERSION = 1
YAMB_GAMES = 2_000  # the expert plays Yamb (every preset) slower than the solver plays the rest
DEFAULT_GAMES = 10_000
PROFILE_GAMES: dict[str, int] = {}  # a rule set's own count, by id, where it differs
PROFILE_SEED = 20_240_601
IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class OptimalProfile:
    rules_id: str
    player: str  # "optimal" (the solver) or "expert" (Yamb)
    totals: IntArray  # the final total of every game played
    boxes: tuple[str, ...]  # box ids (Yamb: row ids), in the rule set's order
    box_means: FloatArray  # average points per box (Yamb: per cell of the row)
    upper_bonus_rate: float  # share of upper sections (Yamb: columns) that earned the bonus
    five_alike_rate: float  # share of games with five alike (Yamb: a YAMB row written)

    @property
    def games(self) -> int:
        return len(self.totals)

    def box_mean(self, box: str) -> float:
        return float(self.box_means[self.boxes.index(box)])


def profile_games(rules: str | RuleSet) -> int:
    ruleset = get_rules(rules)
    return PROFILE_GAMES.get(ruleset.id, YAMB_GAMES if ruleset.is_yamb else DEFAULT_GAMES)


_PLAIN_ID = re.compile(r"[a-z0-9_]{1,40}")


def profile_file(rules: str | RuleSet) -> str:
    """The profile's file name: `optimal-profile-<id>-v1.npz` for a plain rule-set id, and a
    digest of the id for one of Yamb's own rules (whose ids hold `:` `,` `+`, which not every
    file system takes)."""
    rules_id = get_rules(rules).id
    if _PLAIN_ID.fullmatch(rules_id) is None:
        rules_id = "o" + hashlib.sha256(rules_id.encode()).hexdigest()[:12]
    return f"optimal-profile-{rules_id}-v{VERSION}.npz"


_loaded: dict[str, OptimalProfile] = {}


def profile_in_memory(rules: str | RuleSet) -> OptimalProfile | None:
    """The profile of `rules` when this process has it already (no disk, no work)."""
    return _loaded.get(get_rules(rules).id)


def optimal_profile(
    rules: str | RuleSet,
    directory: Path | None = None,
    announce: Callable[[], None] | None = None,
) -> OptimalProfile:
    """The profile of `rules`: in memory, else from the cache folder, else computed (seconds
    to a minute: call it from a worker) and kept in both; `announce()` is called first when
    it is to be computed."""
    ruleset = get_rules(rules)
    kept = _loaded.get(ruleset.id)
    if kept is not None:
        return kept
    games = profile_games(ruleset)

    def compute() -> OptimalProfile:
        if announce is not None:
            announce()
        return compute_profile(ruleset, games, PROFILE_SEED)

    loaded = table_store.load_or_build(
        profile_file(ruleset),
        lambda path: read_profile(path, ruleset, games),
        compute,
        write_profile,
        directory,
    )
    _loaded[ruleset.id] = loaded.table
    return loaded.table


def compute_profile(rules: RuleSet, games: int, seed: int) -> OptimalProfile:
    if rules.is_yamb:
        return _yamb_profile(rules, games, seed)
    if rules.id not in SOLVABLE:
        raise ValueError(f"no optimal player for {rules.name}")
    table = solver_table(rules)
    model = table.model
    rng = np.random.default_rng(seed)
    dice = BatchDice(model.dice)
    totals = np.empty(games, dtype=np.int64)
    points = np.zeros((games, model.boxes), dtype=np.int64)
    fives = np.zeros(games, dtype=np.int64)
    empty = Start(mask=0, upper=0, flag=0, total=0)
    for start in range(0, games, GAMES_PER_CHUNK):
        stop = min(games, start + GAMES_PER_CHUNK)
        box_points, five_turns = points[start:stop], fives[start:stop]
        totals[start:stop] = play_out(
            model, table.values, dice, rng, [empty], stop - start, None, box_points, five_turns
        )[0]
    upper = points[:, :UPPER_BOXES].sum(axis=1)
    return OptimalProfile(
        rules.id,
        "optimal",
        totals,
        model.box_ids,
        points.mean(axis=0),
        float((upper >= rules.upper_bonus_threshold).mean()),
        float((fives > 0).mean()),
    )


def _yamb_profile(rules: RuleSet, games: int, seed: int) -> OptimalProfile:
    """The expert's solitaire games under the table's own house rules (its rows, columns and
    values): a preset's profile is its own, not section 3's."""
    from yahtzee_tui.strategy.yamb_cards import layout_of
    from yahtzee_tui.strategy.yamb_selfplay import self_play
    from yahtzee_tui.strategy.yamb_table import expert_values

    where = layout_of(rules)
    played = self_play(expert_values(where.options), games, seed)
    cards = played.cards
    upper = cards.upper_sums()
    yamb_row = where.rows.index("yamb")
    return OptimalProfile(
        rules.id,
        "expert",
        played.scores.astype(np.int64),
        tuple(where.rows),
        cards.points.mean(axis=(0, 1)).astype(np.float64),
        float((upper >= rules.upper_bonus_threshold).mean()),
        float((cards.points[:, :, yamb_row] > 0).any(axis=1).mean()),
    )


def _header(rules_id: str, games: int) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "rules": rules_id, "games": games}


def read_profile(path: Path, rules: RuleSet, games: int) -> OptimalProfile | None:
    boxes = len(rules.box_ids)
    specs = {"totals": ((games,), "int64"), "box_means": ((boxes,), "float64")}
    found = table_store.read_arrays(path, _header(rules.id, games), specs)
    if found is None:
        return None
    header, arrays = found
    player, names = header.get("player"), header.get("boxes")
    bonus, fives = header.get("upper_bonus_rate"), header.get("five_alike_rate")
    if player not in ("optimal", "expert") or names != list(rules.box_ids):
        return None
    if not isinstance(bonus, float) or not isinstance(fives, float):
        return None
    if not (0 <= bonus <= 1 and 0 <= fives <= 1):
        return None
    return OptimalProfile(
        rules.id, str(player), arrays["totals"], rules.box_ids, arrays["box_means"], bonus, fives
    )


def write_profile(profile: OptimalProfile, path: Path) -> None:
    header = _header(profile.rules_id, profile.games) | {
        "player": profile.player,
        "boxes": list(profile.boxes),
        "upper_bonus_rate": profile.upper_bonus_rate,
        "five_alike_rate": profile.five_alike_rate,
    }
    arrays = {"totals": profile.totals, "box_means": profile.box_means}
    table_store.write_arrays(path, header, arrays)
