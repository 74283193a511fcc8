"""The wheel's build step: each language's catalogue (`.po`) compiled to the `.mo` gettext
reads, written beside the build and put into the wheel (no `.mo` is kept in the checkout)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from hatchling.builders.hooks.plugin.interface import BuildHookInterface

LOCALE = Path("yahtzee_tui") / "locale"


class CatalogueHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "catalogues"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return  # an editable install reads the .po files themselves
        out = Path(tempfile.mkdtemp(prefix="yahtzee-tui-mo-"))
        for po in sorted((Path(self.root) / LOCALE).glob("*/LC_MESSAGES/*.po")):
            relative = po.relative_to(self.root).with_suffix(".mo")
            with po.open("rb") as file:
                catalogue = read_po(file, locale=po.parts[-3])
            if catalogue.fuzzy:
                raise ValueError(f"{po} is marked fuzzy as a whole: it would not be used")
            target = out / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as file:
                write_mo(file, catalogue)
            build_data["force_include"][str(target)] = relative.as_posix()
