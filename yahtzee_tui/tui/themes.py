"""The app's own theme: ivory dice on a green felt table. Textual's themes stay available."""

from __future__ import annotations

from textual.theme import Theme

FELT = Theme(
    name="felt",
    primary="#E9C46A",
    secondary="#2A9D8F",
    accent="#F4A261",
    foreground="#F3EFE0",
    background="#0F2A21",
    surface="#16382C",
    panel="#1E4A3A",
    success="#95D5B2",
    warning="#F4A261",
    error="#FF7B6B",
    dark=True,
)

APP_THEMES = (FELT,)
DEFAULT_THEME = FELT.name
# Sixteen-colour terminals get Textual's theme of native ANSI colours: the felt's shades of
# green would all round to the same few colours there.
SIXTEEN_COLOUR_THEME = "ansi-dark"


def default_theme(color_system: str | None) -> str:
    """The theme for a terminal with this Rich colour system ("standard" is 16 colours)."""
    return SIXTEEN_COLOUR_THEME if color_system in ("standard", "windows") else DEFAULT_THEME
