"""Moves a store lost, given back by a client that holds them.

Redis restarted from an older snapshot forgets the moves made since. Every client was told of
each of them, and holds the position they lead to; the room holds its seed, from which every
die comes. So a client whose snapshot comes back behind what it holds offers its moves since
that snapshot (`offer_for`), and the room replays them on its own position with its own dice
(`take_offer`): an honest client's rolls show the same dice again, a forged roll departs and
is refused with the reason. The room then tells every member where it is.

Move numbers order it: the room keeps its number with its game, so a snapshot whose number is
below the client's comes from a store that went back, and one at or above it is newer than
the client (which then follows it, as always). An offer is taken only by a room just read
back from its store, before any move: moves a client makes up cannot be told from lost ones
but by their dice, so that is the one time they are asked for.
"""

from __future__ import annotations

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import Move, apply
from yahtzee_tui.game.replay import (
    apply_event,
    last_roll_index,
    moves_since_roll,
    one_die_at_a_time,
    replay,
)
from yahtzee_tui.i18n import N_
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.game_log import event_of_wire, event_wire
from yahtzee_tui.net.move_codec import move_of_step, step_of
from yahtzee_tui.net.replica import position_check
from yahtzee_tui.net.room import Member, Refusal, Room

# --- the client: what it offers ---------------------------------------------------------------


def offer_for(mine: GameState, my_move: int, kept: GameState, kept_move: int) -> rq.Restore | None:
    """What a client at `mine` (move number `my_move`) offers a room whose snapshot shows
    `kept` at `kept_move`; None when it holds nothing the room lacks, or more than an offer
    carries."""
    if my_move <= kept_move or kept.is_over:
        return None
    if (mine.rules_id, mine.players, mine.first_player) != (
        kept.rules_id,
        kept.players,
        kept.first_player,
    ):
        return None
    ours, theirs = mine.history, kept.history
    same = 0
    for our, their in zip(ours, theirs, strict=False):
        if our != their:
            break
        same += 1
    if same < last_roll_index(theirs):
        return None  # the room rolled dice this client never saw: it is the one behind
    steps = one_die_at_a_time(moves_since_roll(mine))
    last_roll = last_roll_index(ours)
    base = min(same, last_roll)
    events = ours[base:last_roll]
    if len(events) > rq.MAX_OFFERED_EVENTS or len(steps) > rq.MAX_OFFERED_STEPS:
        return None
    if position_check(mine) == position_check(kept) and ours == theirs:
        return None
    return rq.Restore(
        move=kept_move,
        to=my_move,
        base=base,
        events=[event_wire(event) for event in events],
        steps=[_offered_step(step) for step in steps],
        check=position_check(mine),
    )


def _offered_step(move: Move) -> rq.OfferedStep:
    step = step_of(move)
    return rq.OfferedStep(move=step.move, target=step.target)


# --- the room: taking an offer ----------------------------------------------------------------


def replay_offer(kept: GameState, offer: rq.Restore) -> GameState:
    """`kept` (the room's game, seed and dice generator included) with the offered moves
    replayed on it; Refusal when they do not replay to the position the client holds."""
    history = kept.history
    if not last_roll_index(history) <= offer.base <= len(history):
        said = N_("the offered moves do not start from this table's moves")
        raise Refusal.of(said, "invalid")
    try:
        # From the seed, so every die of the offer is checked against the room's own.
        state = replay(
            kept.rules_id, kept.players, kept.seed, kept.first_player, history[: offer.base]
        )
        for event in offer.events:
            state = apply_event(state, event_of_wire(event))
        for step in offer.steps:
            state = apply(state, move_of_step(step.move, step.target))
    except GameError as error:
        said = N_("the offered moves do not replay here: {problem}")
        raise Refusal.of(said, "illegal", problem=error) from None
    if position_check(state) != offer.check:
        said = N_("the offered moves lead elsewhere than the position they claim")
        raise Refusal.of(said, "illegal")
    return state


def take_offer(room: Room, member: Member, offer: rq.Restore) -> None:
    """Room `room` at the position a member offers back (its move number too), or Refusal
    with the reason and nothing changed."""
    if member not in room.members:
        raise Refusal.of(N_("join a room first"), "state")
    if room.state is None:
        raise Refusal.of(N_("the game has not started"), "state")
    if room.state.is_over:
        raise Refusal.of(N_("the game is over"), "state")
    if offer.move != room.move:
        said = N_("stale move number {move}: the table is at move {now}")
        raise Refusal.of(said, "stale", move=offer.move, now=room.move)
    if offer.to <= room.move or not room.as_kept:
        said = N_("the table is not behind move {move}: nothing to restore")
        raise Refusal.of(said, "stale", move=offer.to)
    room.state = replay_offer(room.state, offer)
    room.move = offer.to
    room.as_kept = False
