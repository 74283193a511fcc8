"""The checks every reader of the records applies to a row's values, under public names for
the modules that read the records beside `records_read` (games, dailies, stats)."""

from __future__ import annotations

from yahtzee_tui.storage.records_read import _BadRow as BadRow
from yahtzee_tui.storage.records_read import _check_limit as check_limit
from yahtzee_tui.storage.records_read import _integer as integer
from yahtzee_tui.storage.records_read import _name as name
from yahtzee_tui.storage.records_read import _rules as rules
from yahtzee_tui.storage.records_read import _when as when
from yahtzee_tui.storage.records_read import _whole as whole

__all__ = ["BadRow", "check_limit", "integer", "name", "rules", "when", "whole"]
