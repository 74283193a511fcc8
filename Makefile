# Two commands on a fresh machine: `make run` and `make test`.
# Both create .venv when it is missing and (re)install only when pyproject.toml changed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint screenshots browser-screenshot bench bench-instant bench-yamb yamb-table messages clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

# Bytecode is written even where the environment says not to: an editable install has none
# of its own, and the game would otherwise compile its own sources again at every start.
run: $(STAMP_RUN)
	YAHTZEE_TUI_MAKE_RUN=1 PYTHONDONTWRITEBYTECODE= $(BIN)/yahtzee-tui $(ARGS)

# The tests run on a worker more than the cores (pytest-xdist; an idle worker takes tests
# queued for a busy one); PYTEST_ARGS adds options, e.g. PYTEST_ARGS=-x. Bytecode is written
# even where the environment says not to: every worker and every command a test starts would
# otherwise compile the package and the tests again.
test: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/mypy
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal $(PYTEST_ARGS)

lint: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

screenshots: $(STAMP_TEST)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	$(BIN)/python screenshots/make_screenshots.py

# The game served to headless Chromium (Debian's `chromium` package): screenshots/browser.png.
browser-screenshot: $(STAMP_TEST)
	$(BIN)/python screenshots/make_browser_screenshot.py

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/run_all.py

# Start-up, keys, quitting, the first hint and the meter, a baseline commit beside this
# checkout (ARGS=--quick for fewer runs, ARGS="--baseline REF" for another baseline).
bench-instant: $(STAMP_TEST)
	$(BIN)/python benchmarks/instant.py $(ARGS)

# The Yamb expert's targets over 2,000 games of each kind: about an hour on one quiet core.
bench-yamb: $(STAMP_RUN)
	nice -n 10 $(BIN)/python benchmarks/yamb_targets.py $(ARGS)

# The Yamb expert's tables the package ships, one per preset (kocke, jamb, jamb_directed; fitted
# the same on every machine), and what they were fitted from: the tests check each shipped file
# against it and against today's fit on a small plan (tests/strategy/shipped_yamb_tables.py).
yamb-table: $(STAMP_RUN)
	nice -n 10 $(BIN)/python -m yahtzee_tui.strategy.yamb_shipped
	$(BIN)/python -m tests.strategy.shipped_yamb_tables

# The languages' catalogues after marking strings: the template extracted from the code, each
# language's .po brought up to it (new entries empty, gone ones dropped); see docs/languages.md.
POT := yahtzee_tui/locale/yahtzee_tui.pot
messages: $(STAMP_TEST)
	$(BIN)/pybabel extract --sort-output --add-location=file --no-wrap \
		--omit-header -o $(POT) yahtzee_tui
	$(BIN)/pybabel update --no-fuzzy-matching --ignore-obsolete --no-wrap \
		-i $(POT) -d yahtzee_tui/locale -D yahtzee_tui

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis
