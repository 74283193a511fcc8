"""The game as a conversation of whole lines, for a screen reader: `yahtzee-tui --plain`.

No Textual and no cursor movement: the program says what happened in one sentence per event
and reads the commands a player types (`reading`). It plays through the same game model,
session (`tui/state/session.py`), advisor and words (`tui/views/`) as the table does; only the
way it speaks is its own (`telling`, `card`, `guide`), and the loop that runs it
(`conversation`).
"""
