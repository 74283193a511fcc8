"""The footer of keys, rebuilt only when the keys it shows change.

Textual's `Footer` rebuilds all its keys (a widget each, styled anew) whenever the screen says
its bindings may have changed: on every focus change, screen switch and `refresh_bindings`,
about ten times while a table opens, most of them with the very same keys. This one compares
what it would show with what it shows and keeps its keys when nothing differs. Its keys are
built in the footer's style, rather than compact first and styled again once bound to it.

The bindings' descriptions are marked for the catalogues (`N_`) where they are declared and
translated here, as they are shown: a change of language shows at the next rebuild.

Where the keys do not fit the width in full (longer words than English's), the footer draws
them compact, then leaves out the command palette's key, then says the words that have a
short form in it (`short_key_word`), so that every key shows whole.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from yahtzee_tui.i18n import _, current_language
from yahtzee_tui.tui.views.key_words import short_key_word


def keys_width(keys: list[FooterKey], compact: bool) -> int:
    """The columns the keys take side by side, drawn compact or not (Textual's footer CSS)."""
    width = 0
    for key in keys:
        shown = cell_len(key.key_display or key.key)
        said = cell_len(key.description)
        if compact:
            width += shown + (1 + said if said else 0) + 1
        else:
            width += shown + 2 + (said + 1 if said else 0)
    return width


def palette_width(key: FooterKey, compact: bool) -> int:
    """The command palette's key (drawn compact), docked right with a border to its left and,
    in a footer that is not compact, a column of padding to its right."""
    return (
        cell_len(key.key_display or key.key) + 1 + cell_len(key.description) + (1 if compact else 2)
    )


class KeyFooter(Footer):
    _shown: Hashable = None

    def __init__(self, *, compact: bool = False, show_command_palette: bool = True) -> None:
        super().__init__(compact=compact, show_command_palette=show_command_palette)
        self._asked_compact = compact

    def _keys(self) -> Hashable:
        """Everything the footer draws from: each binding as shown, and whether it is on."""
        return (
            current_language(),
            self.app.size.width,
            tuple(
                (
                    binding.key,
                    binding.key_display,
                    binding.description,
                    binding.action,
                    binding.show,
                    enabled,
                    tooltip,
                )
                for _node, binding, enabled, tooltip in self.screen.active_bindings.values()
            ),
        )

    def compose(self) -> ComposeResult:
        widgets = list(super().compose())
        keys = [w for w in widgets if isinstance(w, FooterKey)]
        palette = [key for key in keys if key.has_class("-command-palette")]
        keys = [key for key in keys if key not in palette]
        english = {id(key): key.description for key in keys}
        for key in keys + palette:
            key.description = _(key.description) if key.description else ""
            if key.tooltip:
                key.tooltip = _(str(key.tooltip))
        compact, with_palette, short = self._fit(keys, palette)
        if compact != self.compact:
            self.set_reactive(Footer.compact, compact)
            self.set_class(compact, "-compact")
        for key in keys:  # Footer binds every key to its own style but the palette's (compact)
            key.set_reactive(FooterKey.compact, compact)
            key.set_class(compact, "-compact", update=False)
            if short:
                key.description = short_key_word(english[id(key)]) if key.description else ""
        for widget in widgets:
            if with_palette or widget not in palette:
                yield widget

    def _fit(self, keys: list[FooterKey], palette: list[FooterKey]) -> tuple[bool, bool, bool]:
        """Whether to draw the keys compact, whether the palette's key, whether to say the
        short words: compact where the keys would not fit whole otherwise, then without the
        palette's key, then the short words."""
        width = self.app.size.width

        def needed(compact: bool, with_palette: bool = True) -> int:
            extra = sum(palette_width(key, compact) for key in palette) if with_palette else 0
            return keys_width(keys, compact) + extra

        compact = self._asked_compact or needed(False) > width
        with_palette = needed(compact) <= width
        return compact, with_palette, needed(compact, with_palette=False) > width

    async def recompose(self) -> None:
        if not self._bindings_ready or not self.is_attached:
            await super().recompose()
            return
        keys = self._keys()
        if keys == self._shown:
            return
        self._shown = keys
        await super().recompose()

    def on_resize(self) -> None:
        """A wider or narrower terminal may fit the keys otherwise."""
        if self._bindings_ready and self.is_attached and self._keys() != self._shown:
            self.call_after_refresh(self.recompose)
