"""The one exception type the package raises for bad input and illegal moves."""


class GameError(ValueError):
    """A rule was broken or an input was malformed; the message says which and why."""
