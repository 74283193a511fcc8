"""Sentences the `records` command and its charts both say."""

from __future__ import annotations

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.vocabulary import rules_name


def nothing_for(name: str, rules: RuleSet | None) -> str:
    """No game of `name` recorded (of `rules`, when given), in one sentence."""
    if rules is None:
        return _("no games recorded yet for {name}").format(name=name)
    return _("no {rules} games recorded yet for {name}").format(rules=rules_name(rules), name=name)
