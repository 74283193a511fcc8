"""The tokens that bring a player back to their seats, kept in the data folder.

`<data>/net/credentials.json` holds one entry per server address and room code, newest first,
so that a `join` started again after a crash or a closed terminal takes its seats back, and a
`host` started again takes its room back. The tokens are secrets: the file is written
atomically and only its owner may read it. A damaged file counts as empty (the server still
has the seats; the player can claim nothing new in a game in play, but loses nothing else).
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

import msgspec

from yahtzee_tui import paths
from yahtzee_tui.net.events import Credentials
from yahtzee_tui.storage.atomic import write_atomically

log = logging.getLogger(__name__)

# Rooms kept at most; the oldest go first (a finished room's tokens open nothing anyway).
KEPT_ROOMS = 50
FILE_NAME = "credentials.json"


class KeptRoom(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    url: str
    code: str
    host_token: str | None = None
    seat_tokens: list[str] = msgspec.field(default_factory=list)
    watching: bool = False
    watch_name: str | None = None


class KeptFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    version: int = 1
    rooms: list[KeptRoom] = msgspec.field(default_factory=list)


def credentials_path() -> Path:
    return paths.data_dir() / "net" / FILE_NAME


def _read(path: Path) -> list[KeptRoom]:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as error:
        log.warning("the kept seats cannot be read: %s", error)
        return []
    try:
        return msgspec.json.decode(data, type=KeptFile).rooms
    except msgspec.DecodeError:  # not JSON, or not this schema
        log.warning("the kept seats in %s are damaged: ignored", path)
        return []


def kept_credentials(url: str, code: str, path: Path | None = None) -> Credentials | None:
    """The credentials kept for room `code` on the server at `url`, or None."""
    for room in _read(path or credentials_path()):
        if room.url == url and room.code == code:
            return Credentials(
                code=room.code,
                host_token=room.host_token,
                seat_tokens=tuple(room.seat_tokens),
                watching=room.watching,
                watch_name=room.watch_name,
            )
    return None


def hosted_rooms(url: str, path: Path | None = None) -> list[Credentials]:
    """The rooms at `url` this data folder holds the host's token of, newest first."""
    rooms = _read(path or credentials_path())
    return [
        Credentials(code=room.code, host_token=room.host_token, seat_tokens=tuple(room.seat_tokens))
        for room in rooms
        if room.url == url and room.host_token
    ]


def keep_credentials(url: str, credentials: Credentials, path: Path | None = None) -> None:
    """Keep `credentials` for the room at `url` (first in the file); one that opens nothing
    any more is forgotten. OSError when the file cannot be written."""
    path = path or credentials_path()
    rooms = [r for r in _read(path) if (r.url, r.code) != (url, credentials.code)]
    if credentials.host_token or credentials.seat_tokens or credentials.watching:
        entry = KeptRoom(
            url=url,
            code=credentials.code,
            host_token=credentials.host_token,
            seat_tokens=list(credentials.seat_tokens),
            watching=credentials.watching,
            watch_name=credentials.watch_name,
        )
        rooms.insert(0, entry)
    text = msgspec.json.encode(KeptFile(rooms=rooms[:KEPT_ROOMS])).decode()
    write_atomically(path, text)  # a temporary file made private by mkstemp, renamed
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)


def forget_credentials(url: str, code: str, path: Path | None = None) -> None:
    keep_credentials(url, Credentials(code), path)
