"""The `yahtzee-tui` command: the game by default, plus scoring and strategy subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from yahtzee_tui import __version__, i18n, paths, started
from yahtzee_tui.cli.argparse_words import speak_argparse
from yahtzee_tui.cli.arguments import (
    advise,
    game,
    host,
    join,
    records,
    review,
    score,
    serve,
    server,
    simulate,
    solve,
)
from yahtzee_tui.cli.output import degrade_unencodable
from yahtzee_tui.cli.parsing import OneLineParser, error_line, with_presets
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.tui.views.names import speak_names

# Each module adds its subcommand with `register(subparsers)`; its parser sets `command` (the
# module that runs it, loaded only then), and `uses_home=False` when the command never touches
# the data or cache folder, and `cache_optional=True` when it keeps its tables in memory (and
# says so) without a cache.
COMMAND_ARGUMENTS = [score, solve, advise, simulate, records, review, serve, server, host, join]
Handler = Callable[[argparse.Namespace], int]


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
    game.add_arguments(parser)
    with_presets(parser)
    subparsers = parser.add_subparsers(title=_("commands"), metavar="COMMAND")
    for module in COMMAND_ARGUMENTS:
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
                print(error_line(said), file=sys.stderr)
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


def handler_of(command: str | None) -> Handler:
    """The function that runs `command` (None: the game itself), from its module, loaded now."""
    match command:
        case None:
            from yahtzee_tui.cli.play import run
        case "score":
            from yahtzee_tui.cli.score_cmd import run
        case "solve":
            from yahtzee_tui.cli.solve_cmd import run
        case "advise":
            from yahtzee_tui.cli.advise_cmd import run
        case "simulate":
            from yahtzee_tui.cli.simulate_cmd import run
        case "records":
            from yahtzee_tui.cli.records_cmd import run
        case "review":
            from yahtzee_tui.cli.review_cmd import run
        case "serve":
            from yahtzee_tui.cli.serve_cmd import run
        case "server":
            from yahtzee_tui.cli.server_cmd import run
        case "host":
            from yahtzee_tui.cli.host_cmd import run
        case "join":
            from yahtzee_tui.cli.join_cmd import run
        case _:
            raise ValueError(f"no command {command!r}")
    return run


def main(argv: Sequence[str] | None = None) -> int:
    started.remember()
    degrade_unencodable()
    option, arguments = language_option(sys.argv[1:] if argv is None else argv)
    started.remember_language(option)
    choose_language(option)
    speak_argparse()
    speak_names()
    parser = build_parser()
    args = parser.parse_args(arguments)
    command = getattr(args, "command", None)
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
        return handler_of(command)(args)
    except GameError as error:
        program = f"yahtzee-tui {command}" if command else "yahtzee-tui"
        print(error_line(translate(error), program), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader has gone (`| head`): stop quietly, with the status Rich gives the same.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
