"""The player's settings, kept between sessions: computer speed, hints, theme, last set-up.

A small JSON file in the data directory, written atomically. A file that cannot be read or
does not hold valid settings is never fatal: the defaults apply and `load_settings` says why
in one line; the next save replaces it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from yahtzee_tui import paths
from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import check_players
from yahtzee_tui.game.state import Player
from yahtzee_tui.i18n import LANGUAGES, N_, Message
from yahtzee_tui.storage.atomic import open_regular, write_atomically

SETTINGS_NAME = "settings.json"
# Far larger than any real settings file.
MAX_SETTINGS_BYTES = 64 * 1024
# A computer's pause before each of its moves, by speed.
COMPUTER_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.0}
DEFAULT_SPEED = "normal"
# What the hints rank options by: the most points, the win, or a target (the player's best
# + 1; in a daily challenge, the day's best + 1). The strategy's words for them.
OBJECTIVES = ("points", "win", "target")
DEFAULT_OBJECTIVE = "points"


class SettingsError(GameError):
    """The settings file cannot be written."""


@dataclass(frozen=True)
class Settings:
    computer_speed: str = DEFAULT_SPEED
    hints: bool = False  # a new game opens with the hints showing
    theme: str | None = None  # None: the theme that suits the terminal
    last_rules: str | None = None  # the start screen's last choices
    last_seats: tuple[Player, ...] = field(default=())
    language: str | None = None  # None: the environment's (LANG...)
    plain: bool = False  # play in plain lines (`--plain`), for a screen reader
    reduced_motion: bool = False  # no roll animation, no cursor blink, nothing moves
    objective: str = DEFAULT_OBJECTIVE  # what a new game's hints play for

    @property
    def move_delay(self) -> float:
        """Seconds a computer waits before each move."""
        return COMPUTER_SPEEDS[self.computer_speed]

    def with_setup(self, rules: str, seats: tuple[Player, ...]) -> Settings:
        return replace(self, last_rules=rules, last_seats=seats)


def default_settings_path() -> Path:
    return paths.data_dir() / SETTINGS_NAME


def _path(path: str | os.PathLike[str] | None) -> Path:
    return default_settings_path() if path is None else Path(path)


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    return {
        "version": 1,
        "computer_speed": settings.computer_speed,
        "hints": settings.hints,
        "theme": settings.theme,
        "last_rules": settings.last_rules,
        "last_seats": [
            {"name": p.name, "kind": p.kind, "level": p.level} for p in settings.last_seats
        ],
        "language": settings.language,
        "plain": settings.plain,
        "reduced_motion": settings.reduced_motion,
        "objective": settings.objective,
    }


def settings_from_dict(data: object) -> Settings:
    """Settings from their JSON form; GameError names the first thing wrong."""
    if not isinstance(data, dict):
        raise GameError(Message(N_("not a settings object")))
    speed = data.get("computer_speed", DEFAULT_SPEED)
    if speed not in COMPUTER_SPEEDS:
        raise GameError(Message(N_("unknown computer speed {speed}"), speed=repr(speed)))
    hints = data.get("hints", False)
    if not isinstance(hints, bool):
        raise GameError(Message(N_("hints is true or false")))
    theme = data.get("theme")
    if theme is not None and (not isinstance(theme, str) or not theme.isprintable()):
        raise GameError(Message(N_("a theme is a name")))
    rules = data.get("last_rules")
    if rules is not None and (not isinstance(rules, str) or get_rules(rules).id != rules):
        raise GameError(Message(N_("unknown rule set {rules}"), rules=repr(rules)))
    seats_data = data.get("last_seats", [])
    if not isinstance(seats_data, list):
        raise GameError(Message(N_("the last seats are a list")))
    seats: tuple[Player, ...] = ()
    if seats_data:
        players = []
        for item in seats_data:
            if not isinstance(item, dict):
                raise GameError(Message(N_("a seat is an object")))
            name, kind, level = item.get("name"), item.get("kind", "human"), item.get("level")
            if not isinstance(name, str) or not isinstance(kind, str):
                raise GameError(Message(N_("a seat has a name and a kind")))
            players.append(Player(name, kind, level if isinstance(level, str) else None))
        seats = check_players(players)
    language = data.get("language")
    if language is not None and language not in LANGUAGES:
        raise GameError(Message(N_("unknown language {language}"), language=repr(language)))
    plain = data.get("plain", False)
    reduced_motion = data.get("reduced_motion", False)
    if not isinstance(plain, bool) or not isinstance(reduced_motion, bool):
        raise GameError(Message(N_("plain and reduced motion are true or false")))
    objective = data.get("objective", DEFAULT_OBJECTIVE)
    if objective not in OBJECTIVES:
        raise GameError(Message(N_("unknown objective {objective}"), objective=repr(objective)))
    return Settings(speed, hints, theme, rules, seats, language, plain, reduced_motion, objective)


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and one line saying why the file was not used
    (no line when there is simply no file yet)."""
    try:
        source = _path(path)
    except paths.HomeError as error:  # no data folder to read them from
        return Settings(), Message(
            N_("The settings cannot be read ({problem}): defaults apply."), problem=error
        )
    try:
        with open_regular(source) as file:
            raw = file.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return (
            Settings(),
            Message(
                N_("The settings cannot be read ({problem}): defaults apply."),
                problem=error.strerror or error,
            ),
        )
    try:
        if len(raw) > MAX_SETTINGS_BYTES:
            raise GameError(Message(N_("the file is too large")))
        return settings_from_dict(json.loads(raw.decode("utf-8"))), None
    except (ValueError, RecursionError) as error:
        # GameError is a ValueError; so are bad UTF-8 and bad JSON.
        reason = error.args[0] if isinstance(error, GameError) else Message(N_("not JSON"))
        return Settings(), Message(
            N_("The settings file is damaged ({problem}): defaults apply."), problem=reason
        )


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write `settings` atomically; SettingsError when the disk refuses."""
    target = _path(path)
    text = json.dumps(settings_to_dict(settings), indent=2)
    try:
        write_atomically(target, text)
    except OSError as error:
        raise SettingsError(
            Message(
                N_("the settings cannot be saved to {file}: {problem}"),
                file=target,
                problem=error.strerror or error,
            )
        ) from None
    return target
