"""What the web server accepts from a browser: the messages it passes on, the sizes it clamps
and the games it lets start."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.cli.web_limits import (
    MAX_COLUMNS,
    MAX_INPUT_CHARS,
    MAX_ROWS,
    MIN_COLUMNS,
    MIN_ROWS,
    Focus,
    Input,
    Ping,
    Resize,
    SessionLimits,
    clamp_size,
    parse_message,
)


def test_the_pages_messages_are_understood():
    assert parse_message('["stdin", "r"]') == Input("r")
    assert parse_message('["resize", {"width": 132, "height": 40}]') == Resize(132, 40)
    assert parse_message('["ping", "1700000000000"]') == Ping("1700000000000")
    assert parse_message('["focus"]') == Focus(True)
    assert parse_message('["blur"]') == Focus(False)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "{}",
        "[]",
        "[42]",
        '"stdin"',
        '["stdin"]',
        '["stdin", 5]',
        '["stdin", "a", "b"]',
        '["resize", [80, 24]]',
        '["ping", 5]',
        '["focus", true]',
        '["quit"]',
        '["shell", "ls"]',
    ],
)
def test_anything_else_is_dropped(text):
    assert parse_message(text) is None


def test_typed_text_is_bounded():
    assert parse_message(json.dumps(["stdin", "x" * MAX_INPUT_CHARS])) == Input(
        "x" * MAX_INPUT_CHARS
    )
    assert parse_message(json.dumps(["stdin", "x" * (MAX_INPUT_CHARS + 1)])) is None


def test_a_ping_is_bounded():
    assert parse_message(json.dumps(["ping", "9" * 65])) is None


def test_terminal_sizes_are_clamped_and_garbage_gets_the_default():
    assert clamp_size(10**9, 10**9) == (MAX_COLUMNS, MAX_ROWS)
    assert clamp_size(-5, 0) == (MIN_COLUMNS, MIN_ROWS)
    assert clamp_size("120", "40") == (120, 40)
    assert clamp_size("wide", None) == (80, 24)
    assert clamp_size(True, 3.5) == (80, 24)


@given(st.one_of(st.integers(), st.text(), st.none(), st.floats(), st.booleans()))
def test_a_clamped_size_is_always_within_bounds(value):
    width, height = clamp_size(value, value)
    assert MIN_COLUMNS <= width <= MAX_COLUMNS
    assert MIN_ROWS <= height <= MAX_ROWS


@given(st.text(max_size=200))
def test_no_text_makes_the_parser_raise(text):
    parse_message(text)


def test_a_full_table_refuses_until_a_game_ends():
    limits = SessionLimits(max_open=2)
    assert limits.claim() is None
    assert limits.claim() is None
    assert limits.full
    assert limits.claim() == "The table is full: 2 games are in play. Try again later."
    limits.release()
    assert limits.claim() is None
    assert limits.open_count == 2


def test_a_table_of_one_says_one_game():
    limits = SessionLimits(max_open=1)
    limits.claim()
    assert limits.claim() == "The table is full: 1 game is in play. Try again later."


def test_new_games_are_bounded_per_minute():
    now = [0.0]
    limits = SessionLimits(max_open=100, starts_per_minute=3, clock=lambda: now[0])
    for _ in range(3):
        assert limits.claim() is None
        limits.release()
    assert limits.claim() == "Too many games were started in the last minute. Try again shortly."
    now[0] = 59.9
    assert limits.claim() is not None
    now[0] = 60.0
    assert limits.claim() is None


def test_keys_no_utf_8_can_spell_and_lists_nested_past_any_parser_are_dropped():
    assert parse_message('["stdin", "\\ud800"]') is None
    assert parse_message("[" * 30_000 + "]" * 30_000) is None
    assert parse_message('["stdin", "\\u00e9"]') == Input("é")
