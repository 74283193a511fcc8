"""Seats, room codes and the secrets that keep a seat its player's.

A claimed seat (and the host's controls) come with a token of 256 random bits. The server
keeps only its SHA-256 and compares in constant time; the client keeps the token to come
back with after a dropped connection or a restart on either side.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Collection
from dataclasses import dataclass
from typing import Protocol

TOKEN_BYTES = 32
# Letters and digits that cannot be misread for one another (no I, L, O, 0, 1).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6

OPEN = "open"
HUMAN = "human"
COMPUTER = "computer"


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def token_matches(token: str, digest: str | None) -> bool:
    return digest is not None and hmac.compare_digest(token_hash(token), digest)


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


class Codes(Protocol):
    """Where the codes of new rooms come from."""

    def take(self) -> str:
        """A code no room uses (raises `room.Refusal` when none can be had just now)."""


class FreeCodes:
    """The codes of one process: any code its rooms do not use."""

    def __init__(self, rooms: Collection[str]) -> None:
        self.rooms = rooms

    def take(self) -> str:
        return new_code(set(self.rooms))


def normal_code(text: str) -> str:
    """A code as typed ("abc-def", " abcdef ") in the form rooms are kept under."""
    return "".join(char for char in text.upper() if char not in " -")


@dataclass
class Seat:
    """One place at the table: open, a human's (claimed with a token), or a computer's."""

    kind: str  # OPEN | HUMAN | COMPUTER
    name: str | None = None
    level: str | None = None  # a computer's level
    token_hash: str | None = None  # a human's seat
    stand_in: str | None = None  # the level of a computer playing for an away human

    @property
    def plays_itself(self) -> bool:
        """True when the server makes this seat's moves."""
        return self.kind == COMPUTER or self.stand_in is not None

    @property
    def computer_level(self) -> str | None:
        return self.level if self.kind == COMPUTER else self.stand_in
