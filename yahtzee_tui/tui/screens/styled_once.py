"""A screen styled once as it is first shown, not twice.

Textual styles each widget of a screen as it is mounted, then styles the whole screen again as
it is shown (`ScreenResume`), in case the stylesheet changed while it waited under another
screen. Shown for the first time, it has waited under none: that second pass over every
widget (a tenth of the start screen's first frame) is left out. Later showings restyle it as
Textual does.
"""

from __future__ import annotations

from textual import events, on
from textual.screen import Screen


class StyledOnce(Screen[None]):
    shown_before = False

    @on(events.ScreenResume)
    def _styled_as_mounted(self, event: events.ScreenResume) -> None:
        # Handled before Textual's own handler (its class comes later in the order).
        if not self.shown_before:
            self.shown_before = True
            event.refresh_styles = False
