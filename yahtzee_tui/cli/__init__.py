"""The `yahtzee-tui` command: the game by default, plus scoring and strategy subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from yahtzee_tui import __version__, i18n, paths
from yahtzee_tui.cli import (
    advise_cmd,
    host_cmd,
    join_cmd,
    play,
    records_cmd,
    review_cmd,
    score_cmd,
    serve_cmd,
    server_cmd,
    simulate_cmd,
    solve_cmd,
)
from yahtzee_tui.cli.argparse_words import speak_argparse
from yahtzee_tui.cli.output import degrade_unencodable
from yahtzee_tui.cli.parsing import OneLineParser, with_presets
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, say
from yahtzee_tui.tui.views.names import speak_names

# Each module adds its subcommand with `register(subparsers)`; its parser sets `handler`, and
# `uses_home=False` when the command never touches the data or cache folder, and
# `cache_optional=True` when it keeps its tables in memory (and says so) without a cache.
COMMAND_MODULES = [
    score_cmd,
    solve_cmd,
    advise_cmd,
    simulate_cmd,
    records_cmd,
    review_cmd,
    serve_cmd,
    server_cmd,
    host_cmd,
    join_cmd,
]


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="yahtzee-tui",
        description=_("Yahtzee, Yatzy and Yamb in the terminal, with an optimal-strategy advisor."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"yahtzee-tui {__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=sorted(i18n.LANGUAGES),
        help=_(
            "the language: en, hr (Croatian), sr (Serbian, Latin script), sl (Slovenian); "
            "by default the one kept in the settings, else LANGUAGE, LC_ALL, LC_MESSAGES or LANG"
        ),
    )
    play.add_arguments(parser)
    with_presets(parser)
    subparsers = parser.add_subparsers(title=_("commands"), metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.register(subparsers)
    return parser


def language_option(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """The `--lang` of the command line, wherever it stands (before or after the command), and
    the arguments without it; SystemExit(2) with one line for a language the game does not
    speak (the help is shown in the language chosen, so it is read before anything else)."""
    rest: list[str] = []
    chosen: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":
            rest += [word, *words]
            break
        if word == "--lang" or word.startswith("--lang="):
            value = word.partition("=")[2] if "=" in word else next(words, "")
            code = value.strip().lower()
            if code not in i18n.LANGUAGES:
                i18n.set_language(None)  # said in the environment's language
                said = _("unknown language {language}; choose from {choices}").format(
                    language=repr(value), choices=", ".join(sorted(i18n.LANGUAGES))
                )
                print(_("yahtzee-tui: error: {message}").format(message=said), file=sys.stderr)
                raise SystemExit(2)
            chosen = code
            continue
        rest.append(word)
    return chosen, rest


def choose_language(option: str | None) -> str:
    """The language of this run: `--lang`, else the settings', else the environment's."""
    if option is None:
        from yahtzee_tui.storage.settings import SETTINGS_NAME, load_settings

        try:  # read only: no folder is made for it
            kept = paths.data_location() / SETTINGS_NAME
            option = load_settings(kept)[0].language if kept.is_file() else None
        except (paths.HomeError, OSError):
            option = None
    return i18n.set_language(option if option in i18n.LANGUAGES else None)


def main(argv: Sequence[str] | None = None) -> int:
    degrade_unencodable()
    option, arguments = language_option(sys.argv[1:] if argv is None else argv)
    choose_language(option)
    speak_argparse()
    speak_names()
    parser = build_parser()
    args = parser.parse_args(arguments)
    # No subcommand: the game itself.
    handler = getattr(args, "handler", None) or play.run
    try:
        if getattr(args, "reads_home", False):  # reads only: no folder is made for it
            problem = paths.read_problem()
            if problem is not None:
                raise paths.HomeError(problem)
        elif getattr(args, "uses_home", True):
            kinds = ("data",) if getattr(args, "cache_optional", False) else paths.KINDS
            problem = paths.home_problem(kinds)
            if problem is not None:
                raise paths.HomeError(problem)
        return handler(args)
    except GameError as error:
        print(_("yahtzee-tui: error: {message}").format(message=say(error)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader has gone (`| head`): stop quietly, with the status Rich gives the same.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
