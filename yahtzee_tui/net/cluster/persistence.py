"""What a restart of Redis would lose, read off its persistence settings at start.

Redis keeps the rooms in memory; what survives a crash is what it wrote to disk: its
append-only file (`appendonly`, synced per `appendfsync`) and its snapshots (`save`). A room
whose newer moves were lost is given them back by its clients (`net.restore`); one Redis
forgot altogether is lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from redis.asyncio import Redis
from redis.exceptions import RedisError

from yahtzee_tui.i18n import N_, Message

# How long Linux lets written data sit before it goes to disk (appendfsync no).
SYSTEM_FLUSH_SECONDS = 30


@dataclass(frozen=True)
class Persistence:
    appendonly: bool
    appendfsync: str  # always | everysec | no
    save: str  # "" or pairs "seconds changes ..."

    def snapshot_seconds(self) -> int | None:
        """The longest a write waits for a snapshot (by the rule that the fewest changes
        start), None when no snapshot is ever taken."""
        numbers = [int(word) for word in self.save.split() if word.isdigit()]
        rules = [
            (changes, seconds)
            for seconds, changes in zip(numbers[::2], numbers[1::2], strict=False)
        ]
        return min(rules)[1] if rules else None


async def read_persistence(redis: Redis) -> Persistence | str:
    """Redis's persistence settings, or why they could not be read (a managed Redis may not
    offer CONFIG)."""
    try:
        values = {}
        for name in ("appendonly", "appendfsync", "save"):
            got = await redis.config_get(name)
            values[name] = _text(got.get(name, ""))
    except RedisError as error:
        return str(error)
    return Persistence(values["appendonly"] == "yes", values["appendfsync"], values["save"])


def _text(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def persistence_line(found: Persistence | str) -> str:
    """One line: what a restart of Redis would lose with these settings."""
    if isinstance(found, str):
        said = N_("Redis's persistence settings could not be read ({problem})")
        return Message(said, problem=found)
    if found.appendonly and found.appendfsync == "always":
        return Message(
            N_("Redis writes every move to disk before it answers: a restart loses none")
        )
    if found.appendonly and found.appendfsync == "everysec":
        said = N_("Redis writes to disk every second: a restart loses about a second of moves")
        return Message(said)
    if found.appendonly:
        said = N_("Redis leaves its writes to the system: a crash loses up to {seconds} s of moves")
        return Message(said, seconds=SYSTEM_FLUSH_SECONDS)
    seconds = found.snapshot_seconds()
    if seconds is not None:
        said = N_("Redis keeps only snapshots: a restart loses up to {seconds} s of moves")
        return Message(said, seconds=seconds)
    return Message(N_("Redis keeps nothing on disk: a restart of Redis loses every room"))
