"""The footer of keys, rebuilt only when the keys it shows change.

Textual's `Footer` rebuilds all its keys (a widget each, styled anew) whenever the screen says
its bindings may have changed: on every focus change, screen switch and `refresh_bindings`,
about ten times while a table opens, most of them with the very same keys. This one compares
what it would show with what it shows and keeps its keys when nothing differs. Its keys are
built in the footer's style, rather than compact first and styled again once bound to it.

The bindings' descriptions are marked for the catalogues (`N_`) where they are declared and
translated here, as they are shown: a change of language shows at the next rebuild.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from yahtzee_tui.i18n import _, current_language


class KeyFooter(Footer):
    _shown: Hashable = None

    def _keys(self) -> Hashable:
        """Everything the footer draws from: each binding as shown, and whether it is on."""
        return current_language(), tuple(
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
        )

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            # Footer binds every key to its own style but the command palette's (left compact).
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description) if widget.description else ""
                if widget.tooltip:
                    widget.tooltip = _(str(widget.tooltip))
                if not widget.has_class("-command-palette"):
                    widget.set_reactive(FooterKey.compact, self.compact)
                    widget.set_class(self.compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        if not self._bindings_ready or not self.is_attached:
            await super().recompose()
            return
        keys = self._keys()
        if keys == self._shown:
            return
        self._shown = keys
        await super().recompose()
