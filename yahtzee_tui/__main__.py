"""`python -m yahtzee_tui`."""

from yahtzee_tui.cli import main

raise SystemExit(main())
