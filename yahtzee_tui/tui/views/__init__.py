"""What the screens show, worked out from values: words, tables and layout decisions, with no
Textual here (the command line prints some of them too)."""
