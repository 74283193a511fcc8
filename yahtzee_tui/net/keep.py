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
from collections.abc import Sequence
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
    hosted: bool = False  # kept by the terminal hosting the room (its server runs there)
    names: list[str] = msgspec.field(default_factory=list)  # the seats' names, as typed
    host_token: str | None = None
    seat_tokens: list[str] = msgspec.field(default_factory=list)
    watching: bool = False
    watch_name: str | None = None

    def tokens(self) -> set[str]:
        return {*self.seat_tokens, *([self.host_token] if self.host_token else [])}

    def credentials(self) -> Credentials:
        return Credentials(
            code=self.code,
            host_token=self.host_token,
            seat_tokens=tuple(self.seat_tokens),
            watching=self.watching,
            watch_name=self.watch_name,
        )


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


def kept_credentials(
    url: str,
    code: str,
    names: Sequence[str] = (),
    watch: bool = False,
    path: Path | None = None,
) -> Credentials | None:
    """What a `join` of room `code` at `url` kept: the seats of one of `names` when names are
    given, a watcher's place for `watch`, else the newest kept for that room; None if none.
    (Several terminals on one machine share the data folder: names tell their seats apart.)"""
    wanted = {name.casefold() for name in names}
    for room in _read(path or credentials_path()):
        if room.url != url or room.code != code or room.hosted:
            continue
        held = {name.casefold() for name in room.names}
        if (wanted and held & wanted) or (not wanted and (room.watching or not watch)):
            return room.credentials()
    return None


def hosted_rooms(url: str, path: Path | None = None) -> list[Credentials]:
    """The rooms a host at `url` kept the host's token of, newest first."""
    rooms = _read(path or credentials_path())
    return [room.credentials() for room in rooms if room.url == url and room.hosted]


def keep_credentials(
    url: str,
    credentials: Credentials,
    names: Sequence[str] = (),
    hosted: bool = False,
    path: Path | None = None,
) -> None:
    """Keep `credentials` (the seats of `names`) for the room at `url`, first in the file, in
    place of what was kept for the same seats; credentials that open nothing any more are
    forgotten. OSError when the file cannot be written."""
    path = path or credentials_path()
    entry = KeptRoom(
        url=url,
        code=credentials.code,
        hosted=hosted,
        names=list(names),
        host_token=credentials.host_token,
        seat_tokens=list(credentials.seat_tokens),
        watching=credentials.watching,
        watch_name=credentials.watch_name,
    )
    rooms = [room for room in _read(path) if not _same_place(room, entry)]
    if entry.tokens() or entry.watching:
        rooms.insert(0, entry)
    text = msgspec.json.encode(KeptFile(rooms=rooms[:KEPT_ROOMS])).decode()
    write_atomically(path, text)  # a temporary file made private by mkstemp, renamed
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)


def _same_place(kept: KeptRoom, new: KeptRoom) -> bool:
    """`new` replaces `kept`: the same room and role, and a seat or a name in common (or
    both watch)."""
    if (kept.url, kept.code, kept.hosted) != (new.url, new.code, new.hosted):
        return False
    names = {name.casefold() for name in kept.names} & {name.casefold() for name in new.names}
    return bool(kept.tokens() & new.tokens() or names or (kept.watching and new.watching))


def forget_credentials(url: str, credentials: Credentials, path: Path | None = None) -> None:
    """Forget what was kept for these seats (the server no longer takes their tokens)."""
    path = path or credentials_path()
    gone = KeptRoom(url=url, code=credentials.code, seat_tokens=list(credentials.seat_tokens))
    rooms = [room for room in _read(path) if not _same_place(room, gone)]
    write_atomically(path, msgspec.json.encode(KeptFile(rooms=rooms)).decode())
