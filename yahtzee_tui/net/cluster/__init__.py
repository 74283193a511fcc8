"""Rooms shared by many server processes through Redis (`yahtzee-tui server --redis`).

Each room is owned by one process at a time, by a lease with a fencing number; the room's
seats (tokens as hashes) and game live in Redis, written before a move is confirmed; any
process takes a client's frames and passes them to the room's owner over pub/sub, and the
owner's answers come back the same way. See docs/network.md, and docs/net.md for the
modules one by one.
"""
