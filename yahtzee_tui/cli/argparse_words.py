"""argparse's own words (`usage:`, `options`, its one-line errors) in the player's language.

argparse asks gettext for them through the `_` of its module; `speak_argparse` points that
name at ours, so that `--help` and a wrong option speak the language chosen. The words are
marked here for the catalogues.
"""

from __future__ import annotations

import argparse

from yahtzee_tui.i18n import N_, _

ARGPARSE_WORDS = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)


def speak_argparse() -> None:
    """argparse's words through our catalogues from now on (English as they are)."""
    argparse._ = _  # type: ignore[attr-defined]
