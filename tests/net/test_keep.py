"""The tokens kept in the data folder: by room and by name, private, a damaged file ignored."""

from __future__ import annotations

import stat

from yahtzee_tui.net.events import Credentials
from yahtzee_tui.net.keep import (
    credentials_path,
    forget_credentials,
    hosted_rooms,
    keep_credentials,
    kept_credentials,
)

URL = "ws://127.0.0.1:8765"
ANN = Credentials("K7XW2P", seat_tokens=("ann-token",))
BOB = Credentials("K7XW2P", seat_tokens=("bob-token",))


def test_two_terminals_on_one_machine_keep_their_own_seats_by_name():
    keep_credentials(URL, ANN, ["Ann"])
    keep_credentials(URL, BOB, ["Bob"])
    assert kept_credentials(URL, "K7XW2P", ["ann"]) == ANN
    assert kept_credentials(URL, "K7XW2P", ["Bob"]) == BOB
    assert kept_credentials(URL, "K7XW2P") == BOB  # no name: the newest
    assert kept_credentials(URL, "K7XW2P", ["Carl"]) is None
    assert kept_credentials("ws://elsewhere:8765", "K7XW2P") is None


def test_a_new_token_for_the_same_seat_replaces_the_old_one():
    keep_credentials(URL, ANN, ["Ann"])
    again = Credentials("K7XW2P", seat_tokens=("ann-token", "second-seat"))
    keep_credentials(URL, again, ["Ann", "Cy"])
    assert kept_credentials(URL, "K7XW2P", ["Cy"]) == again
    assert '"ann-token"' in credentials_path().read_text()
    assert credentials_path().read_text().count("ann-token") == 1


def test_the_file_is_private_and_a_damaged_one_counts_as_empty():
    keep_credentials(URL, ANN, ["Ann"])
    assert stat.S_IMODE(credentials_path().stat().st_mode) == 0o600
    credentials_path().write_text("{not json")
    assert kept_credentials(URL, "K7XW2P", ["Ann"]) is None
    keep_credentials(URL, BOB, ["Bob"])  # and it is written anew
    assert kept_credentials(URL, "K7XW2P", ["Bob"]) == BOB


def test_a_hosted_room_is_kept_apart_from_a_joined_one():
    host = Credentials("K7XW2P", host_token="host-token", seat_tokens=("ann-token",))
    keep_credentials(URL, host, ["Ann"], hosted=True)
    keep_credentials(URL, BOB, ["Bob"])
    assert hosted_rooms(URL) == [host]
    assert kept_credentials(URL, "K7XW2P", ["Ann"]) is None  # `join` does not take the host's


def test_forgotten_tokens_are_gone_and_the_others_stay():
    keep_credentials(URL, ANN, ["Ann"])
    keep_credentials(URL, BOB, ["Bob"])
    forget_credentials(URL, ANN)
    assert kept_credentials(URL, "K7XW2P", ["Ann"]) is None
    assert kept_credentials(URL, "K7XW2P", ["Bob"]) == BOB


def test_watching_is_kept_without_a_seat():
    watcher = Credentials("K7XW2P", watching=True, watch_name="Wendy")
    keep_credentials(URL, ANN, ["Ann"])
    keep_credentials(URL, watcher)
    assert kept_credentials(URL, "K7XW2P", watch=True) == watcher
