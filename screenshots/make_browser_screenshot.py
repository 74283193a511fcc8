"""The game in a web browser, for the README: `python screenshots/make_browser_screenshot.py`.

Runs `yahtzee-tui serve` on a free loopback port with a private, temporary data directory,
opens it in the system's headless Chromium (Debian's `chromium` package) and plays as a
visitor would, by mouse and keyboard: Ann against Bot, an expert computer, seed 7, hints on, the
advisor's holds. Writes `screenshots/browser.png`.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tests.browser.driver import (  # noqa: E402 - after the path to the repository
    CHROMIUM_PACKAGE,
    BrowserTerminal,
    ServedGame,
    chromium_executable,
    open_page,
)

OUTPUT = HERE / "browser.png"
WINDOW = (1280, 800)
SEED = "7"
TURNS = 4  # Ann's turns played before the picture


def main() -> int:
    from playwright.sync_api import sync_playwright

    chromium = chromium_executable()
    if chromium is None:
        print(f"needs Chromium: apt-get install {CHROMIUM_PACKAGE}", file=sys.stderr)
        return 1
    with (
        tempfile.TemporaryDirectory(prefix="yahtzee-browser-shot-") as home,
        ServedGame.running(Path(home)) as served,
        sync_playwright() as playwright,
    ):
        page = open_page(playwright, chromium, Path(home) / "profile", *WINDOW)
        try:
            page.goto(served.url)
            play(BrowserTerminal(page))
            page.mouse.move(0, 0)  # no tooltip in the picture
            page.screenshot(path=OUTPUT)
        finally:
            page.context.close()
    print(f"wrote {OUTPUT.relative_to(HERE.parent)}")
    return 0


def play(terminal: BrowserTerminal) -> None:
    """Seat Ann and Bot, an expert computer, on the start screen, then play Ann's turns with the
    advisor's holds, and stop after the first roll of a turn with dice held."""
    terminal.wait_for(r"Start game")
    terminal.click_text(r"1\. (Player 1)")
    terminal.page.keyboard.type("Ann")
    terminal.wait_for(r"1\. Ann")
    terminal.click_text(r"\+ Add player")
    terminal.click_text(r"2\. .*?(human)")
    terminal.click_text(r"(computer · expert)")
    terminal.wait_for(r"2\. .*expert")
    terminal.click_text(r"2\. (\S+ \S+)")
    terminal.page.keyboard.type("Bot")
    terminal.wait_for(r"2\. Bot")
    terminal.click_text(r"Seed (random)")
    terminal.page.keyboard.type(SEED)
    terminal.wait_for(rf"Seed {SEED}")
    terminal.click_text(r"Start game")
    terminal.wait_for(r"Ann's turn")
    terminal.press("h")
    for turn in range(1, TURNS + 1):
        terminal.wait_for(rf"Ann's turn\s+turn {turn} of")
        for roll in (1, 2, 3):
            terminal.press("r")
            terminal.wait_for(rf"turn {turn} of \d+\s+roll {roll} of 3")
            terminal.wait_for_no(r"Preparing")
            terminal.press("H")
            if turn == TURNS and roll == 1:
                terminal.wait_for(r"(?i)held")
                # The log has scrolled to its end once this turn's roll shows at its foot.
                terminal.wait_for(r"Ann\s+roll 1\s")
                return
        terminal.press("Enter")
        if "Score 0 in" in terminal.text():
            terminal.press("Tab")
            terminal.press("Enter")


if __name__ == "__main__":
    raise SystemExit(main())
