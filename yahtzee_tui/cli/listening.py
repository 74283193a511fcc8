"""What `server` and `host` share: where the server listens, TLS, the away timeout; checked
in one place (one line and exit code 2 for a bad one, a warning for every interface)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.net.address import DEFAULT_PORT, LOOPBACK, bind_warning, check_port, server_tls

if TYPE_CHECKING:
    import ssl


def add_listening_options(parser: argparse.ArgumentParser, tls_help: str, away_help: str) -> None:
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        help=_("port to listen on (default {port})").format(port=DEFAULT_PORT),
    )
    parser.add_argument(
        "--bind",
        default=LOOPBACK,
        metavar="ADDRESS",
        help=_(
            "address to listen on (default {address}: this machine only; 0.0.0.0 for every "
            "network this machine is on)"
        ).format(address=LOOPBACK),
    )
    parser.add_argument("--certfile", help=tls_help)
    parser.add_argument("--keyfile", help=_("its private key, unless the certificate file has it"))
    parser.add_argument(
        "--away-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help=away_help,
    )


def checked_listening(args: argparse.Namespace) -> ssl.SSLContext | None:
    """Check the listening options; the TLS context to serve with, if any. A warning goes
    to stderr when every interface is opened."""
    check_port(args.port)
    if args.away_timeout < 0:
        raise GameError(_("--away-timeout cannot be negative"))
    tls = server_tls(args.certfile, args.keyfile)
    warning = bind_warning(args.bind, tls is not None)
    if warning:
        print(
            _("yahtzee-tui: warning: {message}").format(message=translate(warning)), file=sys.stderr
        )
    return tls
