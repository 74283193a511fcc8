"""The garbage collector while the app starts.

Starting, the app makes tens of thousands of objects that live as long as it does: modules,
classes, widgets, their styles. Each automatic collection of the oldest generation walks them
all; one used to come in the middle of the first screen's styling and took a fifth of the
time to the first frame. The command pauses the collector before it loads the app (`pause`).
Once the first screen is drawn the app moves what exists then out of the collector's reach
and lets it run again (`settle`): later collections walk only what the game makes after.
"""

from __future__ import annotations

import gc


def pause() -> None:
    """No automatic collection until `settle` (the command, before it loads the app)."""
    gc.disable()


def settle() -> None:
    """After the first frame: what exists now is kept for good (frozen), and collections come
    again. Nothing when the collector was not paused (an app started by a test, say)."""
    if gc.isenabled():
        return
    gc.freeze()
    gc.enable()
