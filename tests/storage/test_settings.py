"""The settings file: kept between sessions, written atomically, never fatal when damaged."""

from __future__ import annotations

import json

import pytest

from yahtzee_tui.game import Player
from yahtzee_tui.storage.settings import (
    COMPUTER_SPEEDS,
    Settings,
    default_settings_path,
    load_settings,
    save_settings,
)


def test_without_a_file_the_defaults_apply_and_nothing_is_said():
    assert load_settings() == (Settings(), None)


def test_settings_come_back_as_they_were_saved():
    settings = Settings(
        computer_speed="fast",
        hints=True,
        theme="nord",
        last_rules="yamb",
        last_seats=(Player("Ann"), Player("Bot", "computer", "expert")),
        plain=True,
        reduced_motion=True,
        objective="target",
    )
    save_settings(settings)
    assert load_settings() == (settings, None)


@pytest.mark.parametrize(
    ("speed", "delay"), [("instant", 0.0), ("fast", 0.15), ("normal", 0.5), ("slow", 1.0)]
)
def test_each_computer_speed_is_a_pause_before_each_move(speed, delay):
    assert COMPUTER_SPEEDS[speed] == delay
    assert Settings(computer_speed=speed).move_delay == delay


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        '{"computer_speed": "warp"}',
        '{"hints": "yes"}',
        '{"plain": 1}',
        '{"reduced_motion": "on"}',
        '{"last_rules": "poker"}',
        '{"last_seats": [{"name": ""}]}',
        '{"last_seats": [{"name": "Ann"}, {"name": "ann"}]}',
        "\xff\xfe",
    ],
)
def test_a_damaged_file_is_one_line_and_the_defaults(text):
    default_settings_path().write_text(text, encoding="latin-1")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and "\n" not in problem and problem.endswith("defaults apply.")


def test_a_file_far_too_large_is_refused():
    default_settings_path().write_text(json.dumps({"theme": "x" * 100_000}), encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings() and problem is not None


def test_saving_replaces_the_file_whole(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(computer_speed="slow"), path)
    save_settings(Settings(computer_speed="fast"), path)
    assert json.loads(path.read_text(encoding="utf-8"))["computer_speed"] == "fast"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_an_unknown_objective_is_one_line_and_the_defaults(tmp_path):
    from yahtzee_tui.storage.settings import load_settings

    path = tmp_path / "settings.json"
    path.write_text('{"objective": "glory"}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.objective == "points"
    assert problem is not None and "glory" in str(problem)
