"""An unusable data folder (reached without the command's own check, as by a served visitor):
the start screen says what is wrong, and starting a game says it in one line, never a crash."""

from __future__ import annotations

from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui.tui.screens.start import StartScreen


async def test_the_start_screen_says_the_data_folder_cannot_be_used(_isolated_home):
    (_isolated_home / "data").write_text("a file where the folder should be")
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        said = text_of(app.screen.query_one("#home-problem"))
        assert said.startswith(
            f"Games cannot be saved or recorded: the data folder {_isolated_home / 'data'} "
            "cannot be used: "
        )
        assert said.endswith("or set YAHTZEE_TUI_HOME to a folder you can write.")

        await pilot.click("#start")
        await wait_for(pilot, lambda: text_of(app.screen.query_one("#start-message")) != "")
        line = text_of(app.screen.query_one("#start-message"))
        problem = said.removeprefix("Games cannot be saved or recorded: ")
        assert line == f"No game can start, as it could not be saved: {problem}"
        assert app.state is None and isinstance(app.screen, StartScreen)
