"""One owner per room: a lease with a fencing number.

A process owns a room while `owner(code)` holds `<fence>:<node>` with its own node name; the
key expires unless the owner renews it, and whoever takes the room next gets the next fencing
number. Every write and every frame of an owner goes through a script that first compares the
owner key with the owner's own `<fence>:<node>`: an owner that lost its lease (paused, cut
off, presumed dead) can neither write the room nor speak for it once another took over.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from redis.asyncio import Redis

from yahtzee_tui.net.cluster import keys

# How long a lease lasts without renewal, and how often it is renewed: a process killed
# outright loses its rooms after LEASE_SECONDS at most.
LEASE_SECONDS = 3.0
RENEW_SECONDS = 1.0

# KEYS owner, fence; ARGV node, lease ms. The next fencing number, or 0 when owned.
ACQUIRE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local fence = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], fence .. ':' .. ARGV[1], 'PX', ARGV[2])
return fence
"""

# KEYS meta, owner, fence; ARGV node, lease ms, reservation ms. A new room's code taken
# (unique across processes) with its lease; 0 when the code is in use.
RESERVE = """
if not redis.call('SET', KEYS[1], '', 'NX', 'PX', ARGV[3]) then return 0 end
local fence = redis.call('INCR', KEYS[3])
redis.call('SET', KEYS[2], fence .. ':' .. ARGV[1], 'PX', ARGV[2])
return fence
"""

# KEYS owner; ARGV token, lease ms. 1 when renewed, 0 when the lease is someone else's.
RENEW = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""

# KEYS owner; ARGV token. Gives the room up (only when still its owner).
RELEASE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
"""

# KEYS owner, meta, game, fence, log; ARGV token, meta ('' for none), game mode ('' none, 'set'
# the game whole and empty its log, 'append' a line to its log, 'drop' the room's seats and
# game but keep its lease, 'forget' the whole room, 'release' the lease), the game or the
# line, and the log's length the line follows. Refused (0) unless the writer owns the room;
# an error, changing nothing, when the log is not that long (a line before was lost).
WRITE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[3] == 'forget' then
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5])
  return 1
end
if ARGV[3] == 'append' and redis.call('LLEN', KEYS[5]) ~= tonumber(ARGV[5]) then
  return redis.error_reply('the room log is not as its owner wrote it')
end
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2]) end
if ARGV[3] == 'set' then
  redis.call('SET', KEYS[3], ARGV[4])
  redis.call('DEL', KEYS[5])
end
if ARGV[3] == 'append' then redis.call('RPUSH', KEYS[5], ARGV[4]) end
if ARGV[3] == 'drop' then redis.call('DEL', KEYS[2], KEYS[3], KEYS[5]) end
if ARGV[3] == 'release' then redis.call('DEL', KEYS[1]) end
return 1
"""

# KEYS owner; ARGV token, channel ('' to check only), payload. A frame of the room's owner:
# published only while it owns the room. 0 when it does not, else 1 + the processes that
# heard it.
SPEAK = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return 1 end
return 1 + redis.call('PUBLISH', ARGV[2], ARGV[3])
"""


def lease_ms() -> int:
    return int(LEASE_SECONDS * 1000)


class Leases:
    """The rooms this process owns, each with its token `<fence>:<node>`."""

    def __init__(self, redis: Redis, node: str) -> None:
        self.redis = redis
        self.node = node
        self.tokens: dict[str, str] = {}
        self.acquire_script = redis.register_script(ACQUIRE)
        self.reserve_script = redis.register_script(RESERVE)
        self.renew_script = redis.register_script(RENEW)
        self.release_script = redis.register_script(RELEASE)
        self.write_script = redis.register_script(WRITE)
        self.speak_script = redis.register_script(SPEAK)

    def token(self, code: str) -> str | None:
        return self.tokens.get(code)

    def _own(self, code: str, fence: int) -> str:
        token = f"{fence}:{self.node}"
        self.tokens[code] = token
        return token

    async def acquire(self, code: str) -> int:
        """Take the room if no one owns it: its fencing number, or 0."""
        fence = int(
            await self.acquire_script(
                keys=[keys.owner(code), keys.fence(code)], args=[self.node, lease_ms()]
            )
        )
        if fence:
            self._own(code, fence)
        return fence

    async def reserve(self, code: str, hold_seconds: float) -> int:
        """Take `code` for a new room, with its lease: the fencing number, or 0 when taken."""
        fence = int(
            await self.reserve_script(
                keys=[keys.meta(code), keys.owner(code), keys.fence(code)],
                args=[self.node, lease_ms(), int(hold_seconds * 1000)],
            )
        )
        if fence:
            self._own(code, fence)
        return fence

    async def renew(self) -> list[str]:
        """Renew every lease held; the rooms whose lease was lost (another owns them now, or
        the lease ran out)."""
        held = list(self.tokens.items())
        pipe = self.redis.pipeline(transaction=False)
        for code, token in held:
            await self.renew_script(keys=[keys.owner(code)], args=[token, lease_ms()], client=pipe)
        pipe.set(keys.alive(self.node), "1", px=lease_ms())
        results: list[Any] = await pipe.execute()
        lost = [code for (code, _), renewed in zip(held, results, strict=False) if not renewed]
        for code in lost:
            self.forget(code)
        return lost

    async def release(self, code: str) -> None:
        token = self.tokens.pop(code, None)
        if token is not None:
            await self.release_script(keys=[keys.owner(code)], args=[token])

    def forget(self, code: str) -> None:
        """No longer count the room as ours (without telling Redis)."""
        self.tokens.pop(code, None)

    async def release_all(self, codes: Iterable[str] | None = None) -> None:
        for code in list(self.tokens if codes is None else codes):
            await self.release(code)
