"""Who may do what in a room, without a socket: seats, tokens, turns, undo, the host."""

from __future__ import annotations

import base64
from dataclasses import replace

import pytest

from yahtzee_tui.game import GameState, options, roll, toggle_hold
from yahtzee_tui.net import lobby
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.net.seats import TOKEN_BYTES, new_token, normal_code, token_hash
from yahtzee_tui.strategy import next_move


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def lobby_room(clock: Clock | None = None, rules: str = "yahtzee") -> tuple[Room, Member, str]:
    host_token = new_token()
    room = Room("ABCDEF", rules, token_hash(host_token), clock=clock or Clock(), away_timeout=60)
    host = Member(host=True)
    room.enter(host)
    return room, host, host_token


def playing_room(clock: Clock | None = None) -> tuple[Room, Member, Member, Member, list[str]]:
    """Ann (seat 0, also the host) and Bob (seat 1) in a started Yahtzee game."""
    room, host, _ = lobby_room(clock)
    lobby.set_seat(room, host, 0, "open", None)
    lobby.set_seat(room, host, 1, "open", None)
    bob = Member()
    _, ann_token = lobby.claim(room, host, "Ann", 0)
    _, bob_token = lobby.claim(room, bob, "Bob", 1)
    lobby.start(room, host)
    assert room.state is not None
    # Seat 0 moves first whatever the draw, so tests read plainly.
    room.state = _with_current(room.state, 0)
    return room, host, host, bob, [ann_token, bob_token]


def _with_current(state: GameState, seat: int) -> GameState:
    return replace(state, current=seat, first_player=seat)


def test_a_token_holds_at_least_128_random_bits_and_is_kept_only_as_a_hash():
    token = new_token()
    assert len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) == TOKEN_BYTES >= 16
    assert new_token() != token
    room, host, _ = lobby_room()
    lobby.set_seat(room, host, 0, "open", None)
    _, seat_token = lobby.claim(room, Member(), "Ann", 0)
    assert room.seats[0].token_hash == token_hash(seat_token) != seat_token


def test_room_codes_are_read_as_typed_in_any_case_with_dashes_or_spaces():
    assert normal_code(" abc-def ") == normal_code("ABC DEF") == "ABCDEF"


def test_a_move_for_another_players_seat_is_refused():
    room, ann, _, _, _ = playing_room()
    with pytest.raises(Refusal, match="Bob's seat is not yours") as refused:
        room.make_move(ann, rq.Roll(seat=1, move=0))
    assert refused.value.kind == "denied"


def test_a_move_with_a_stale_move_number_is_refused():
    room, ann, _, _, _ = playing_room()
    room.make_move(ann, rq.Roll(seat=0, move=0))
    with pytest.raises(Refusal, match="stale move number 0: the table is at move 1"):
        room.make_move(ann, rq.Hold(seat=0, move=0, die=1))


def test_a_move_out_of_turn_is_refused_with_whose_turn_it_is():
    room, _, _, bob, _ = playing_room()
    with pytest.raises(Refusal, match="not your turn: it is Ann's turn") as refused:
        room.make_move(bob, rq.Roll(seat=1, move=0))
    assert refused.value.kind == "turn"


def test_an_illegal_move_is_refused_with_the_games_own_reason():
    room, ann, _, _, _ = playing_room()
    with pytest.raises(Refusal, match="hold needs a roll first") as refused:
        room.make_move(ann, rq.Hold(seat=0, move=0, die=0))
    assert refused.value.kind == "illegal"


def test_a_refused_move_changes_nothing():
    room, ann, _, bob, _ = playing_room()
    room.make_move(ann, rq.Roll(seat=0, move=0))
    before, number = room.state, room.move
    for member, request in [
        (bob, rq.Hold(seat=1, move=1, die=0)),
        (ann, rq.Hold(seat=0, move=0, die=0)),
        (ann, rq.Score(seat=0, move=1, cell="no_such_box")),
        (ann, rq.Undo(seat=0, move=1)),
    ]:
        with pytest.raises(Refusal):
            room.make_move(member, request)
    assert room.state is before and room.move == number


def test_every_accepted_move_goes_one_number_up_and_carries_a_check_of_the_position():
    room, ann, _, _, _ = playing_room()
    first = room.make_move(ann, rq.Roll(seat=0, move=0))
    second = room.make_move(ann, rq.Hold(seat=0, move=1, die=2))
    assert [c.move for c in first + second] == [1, 2]
    assert first[0].check != second[0].check


def test_only_the_seat_that_made_the_last_move_may_undo_it_until_the_next_roll():
    room, ann, _, bob, _ = playing_room()
    room.make_move(ann, rq.Roll(seat=0, move=0))
    assert room.state is not None
    cell = next(option.cell for option in options(room.state) if option.legal)
    room.make_move(ann, rq.Score(seat=0, move=1, cell=cell))
    assert room.state.current == 1
    with pytest.raises(Refusal, match="only Ann, who made the last move, can undo it"):
        room.make_move(bob, rq.Undo(seat=1, move=2))
    room.make_move(ann, rq.Undo(seat=0, move=2))
    assert room.state.current == 0 and cell not in room.state.sheets[0]
    room.make_move(ann, rq.Score(seat=0, move=3, cell=cell))
    room.make_move(bob, rq.Roll(seat=1, move=4))
    with pytest.raises(Refusal, match="nothing to undo"):
        room.make_move(ann, rq.Undo(seat=0, move=5))


def test_moves_wait_for_the_start_and_stop_at_the_end():
    room, host, _ = lobby_room()
    with pytest.raises(Refusal, match="the game has not started"):
        room.make_move(host, rq.Roll(seat=0, move=0))


def test_a_token_brings_its_player_back_and_a_wrong_one_opens_nothing():
    room, _, _, bob, tokens = playing_room()
    room.leave(bob)
    back = Member()
    assert room.resume(back, tokens[1]) == 1
    assert back.seats == {1}
    with pytest.raises(Refusal, match="that token opens no seat in this room"):
        room.resume(Member(), "A" * 43)


def test_a_token_in_use_by_a_live_connection_is_refused_to_another():
    room, _, _, _, tokens = playing_room()
    with pytest.raises(Refusal, match="Bob's seat is in use by another connection") as refused:
        room.resume(Member(), tokens[1])
    assert refused.value.kind == "busy"


def test_the_host_token_gives_the_hosts_controls_and_no_seat():
    room, host, host_token = lobby_room()
    room.leave(host)
    back = Member()
    assert room.resume(back, host_token) is None
    assert back.host and not back.seats


def test_the_host_token_opens_nothing_while_the_host_is_connected():
    room, _, host_token = lobby_room()
    copy = Member()
    with pytest.raises(Refusal, match="host's controls are in use by another connection"):
        room.resume(copy, host_token)
    assert not copy.host and copy not in room.members


def test_only_the_host_sets_up_the_seats_rules_and_start():
    room, _, _ = lobby_room()
    guest = Member()
    for attempt in (
        lambda: lobby.set_seat(room, guest, 0, "open", None),
        lambda: lobby.set_rules(room, guest, "yatzy"),
        lambda: lobby.start(room, guest),
    ):
        with pytest.raises(Refusal, match="only the host can do that"):
            attempt()


def test_the_game_starts_only_when_no_seat_is_open():
    room, host, _ = lobby_room()
    lobby.set_seat(room, host, 0, "computer", "easy")
    lobby.set_seat(room, host, 1, "open", None)
    with pytest.raises(Refusal, match="seat 2 is still open"):
        lobby.start(room, host)
    lobby.claim(room, Member(), "Bob", 1)
    lobby.start(room, host)
    assert room.state is not None
    assert [p.kind for p in room.state.players] == ["computer", "human"]


def test_two_players_cannot_share_a_name_and_names_are_checked_like_local_names():
    room, host, _ = lobby_room()
    for seat in range(3):
        lobby.set_seat(room, host, seat, "open", None)
    lobby.claim(room, Member(), "Ann", 0)
    with pytest.raises(Refusal, match="Ann is already at this table"):
        lobby.claim(room, Member(), "ann", 1)
    with pytest.raises(Refusal, match="control characters"):
        lobby.claim(room, Member(), "\x1b[31mEvil", 1)


def test_a_host_changing_a_claimed_seat_unseats_its_player():
    room, host, _ = lobby_room()
    lobby.set_seat(room, host, 0, "open", None)
    bob = Member()
    lobby.claim(room, bob, "Bob", 0)
    assert lobby.set_seat(room, host, 0, "computer", "easy") == [bob]
    assert not bob.seats


def test_removing_a_seat_renumbers_the_seats_after_it():
    room, host, _ = lobby_room()
    for seat in range(3):
        lobby.set_seat(room, host, seat, "open", None)
    bob = Member()
    lobby.claim(room, bob, "Bob", 2)
    lobby.remove_seat(room, host, 0)
    assert bob.seats == {1} and room.seats[1].name == "Bob"


def test_an_away_seat_goes_to_a_computer_only_after_the_timeout_and_back_on_return():
    clock = Clock()
    room, host, _, bob, tokens = playing_room(clock)
    with pytest.raises(Refusal, match="Bob is connected"):
        lobby.hand_over(room, host, 1, "easy")
    room.leave(bob)
    clock.now += 59
    with pytest.raises(Refusal, match="after 60 s"):
        lobby.hand_over(room, host, 1, "easy")
    clock.now += 1
    lobby.hand_over(room, host, 1, "easy")
    assert room.seat_views()[1].status == "stand_in"
    room.state = _with_current(room.state, 1)  # type: ignore[arg-type]
    assert room.computer_to_move() == "easy"
    room.resume(Member(), tokens[1])
    assert room.seat_views()[1].status == "connected"
    assert room.computer_to_move() is None


def test_a_computers_move_worked_out_before_the_table_moved_on_is_dropped():
    room, host, _ = lobby_room()
    lobby.set_seat(room, host, 0, "computer", "easy")
    lobby.start(room, host)
    assert room.state is not None
    move = next_move(room.state, "easy")
    assert room.computer_move(move, seen=room.move + 1) == []
    assert room.computer_move(move, seen=room.move)[0].move == 1


def test_chat_keeps_text_as_typed_and_refuses_control_characters():
    room, ann, _, bob, _ = playing_room()
    line = room.chat_line(bob, "  [red]hi[/] <b>  ")
    assert (line.name, line.text, line.role) == ("Bob", "[red]hi[/] <b>", "player")
    with pytest.raises(Refusal, match="control characters"):
        room.chat_line(ann, "\x1b[2Jgone")
    watcher = Member()
    room.watch(watcher, "Wendy")
    assert room.chat_line(watcher, "hello").role == "watcher"


def test_a_hold_for_a_computer_or_an_open_seat_cannot_come_from_a_client():
    room, host, _ = lobby_room()
    lobby.set_seat(room, host, 0, "computer", "easy")
    lobby.start(room, host)
    assert room.state is not None
    room.state = toggle_hold(roll(room.state), 0)
    with pytest.raises(Refusal, match="Computer 1's seat is not yours"):
        room.make_move(host, rq.Hold(seat=0, move=0, die=0))
