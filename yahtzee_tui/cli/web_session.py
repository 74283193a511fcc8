"""One visitor's game under `yahtzee-tui serve`: `python -m yahtzee_tui.cli.web_session`.

textual-serve runs this for every visit, with Textual's web driver: screen and keys travel as
packets over the process's stdout and stdin. The app opens on the start screen, where the
visitor chooses the game.

Textual's web driver stops reading when its input closes but leaves the app running, so a
server that dies without quitting its games (killed, crashed) would leave them behind, unseen
and unreachable. `ServedDriver` quits the app instead; every move is already saved.
"""

from __future__ import annotations

from contextlib import suppress

from textual.drivers.web_driver import WebDriver


class ServedDriver(WebDriver):
    """The web driver, quitting the app when the server closes its input."""

    def run_input_thread(self) -> None:
        super().run_input_thread()
        # exit_event is set when the app itself is closing; otherwise the server is gone.
        if not self.exit_event.is_set():
            with suppress(RuntimeError):  # the app's loop has already ended
                self._app.call_from_thread(self._app.exit)


def main() -> int:
    from yahtzee_tui.tui import make_app

    app = make_app()
    app.driver_class = ServedDriver
    app.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
