"""One visitor's game under `yahtzee-tui serve`: `python -m yahtzee_tui.cli.web_session`.

textual-serve runs this for every visit, with Textual's web driver: screen and keys travel as
packets over the process's stdout and stdin. The app opens on the start screen, where the
visitor chooses the game.

The server alone ends its games, and `ServedDriver` sees to two gaps in Textual's web driver:

- Ctrl+C in the server's terminal reaches every game too (they share its process group). The
  server already quits them on Ctrl+C, so a game ignores SIGINT rather than race it (and
  print a KeyboardInterrupt while it is closing).
- The web driver stops reading when its input closes but leaves the app running, so a server
  that dies without quitting its games (killed, crashed) would leave them behind, unseen and
  unreachable. The app quits instead; every move is already saved.
"""

from __future__ import annotations

import asyncio
import signal
from contextlib import suppress

from textual.drivers.web_driver import WebDriver


class ServedDriver(WebDriver):
    """The web driver, leaving Ctrl+C to the server and quitting when the server is gone."""

    def start_application_mode(self) -> None:
        super().start_application_mode()
        # The web driver quits on SIGINT; the server does that job.
        asyncio.get_running_loop().remove_signal_handler(signal.SIGINT)
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    def run_input_thread(self) -> None:
        super().run_input_thread()
        # exit_event is set when the app itself is closing; otherwise the server is gone.
        if not self.exit_event.is_set():
            with suppress(RuntimeError):  # the app's loop has already ended
                self._app.call_from_thread(self._app.exit)


def main() -> int:
    from yahtzee_tui.tui import make_app

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    app = make_app()
    app.driver_class = ServedDriver
    app.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
