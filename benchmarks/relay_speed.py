"""What a message between server processes costs to encode and to parse (`net/cluster/relay`):
each kind, around a frame of a move's size, best of five runs.

    python benchmarks/relay_speed.py [--number 200000]
"""

from __future__ import annotations

import argparse
import timeit
from functools import partial

from common import machine

from yahtzee_tui.net.cluster.relay import (
    CloseLink,
    LinkGone,
    Relayed,
    ToClient,
    ToOwner,
    encode,
    parse,
)

FRAME = (
    '{"v":3,"type":"changed","move":12,"change":{"type":"rolled","dice":[1,2,3,4,5]},'
    '"check":"abcd"}'
)
KINDS: list[Relayed] = [
    ToOwner("host-1234-a1b2c3", 7, "127.0.0.1", FRAME),
    LinkGone("host-1234-a1b2c3", 7),
    ToClient(7, FRAME),
    CloseLink(7, 1012, "reconnect for a fresh snapshot"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=200_000, help="calls per run")
    args = parser.parse_args()
    print(f"relay messages ({machine()})")
    print(f"{'kind':<10} {'encode µs':>10} {'parse µs':>10}")
    for message in KINDS:
        text = encode(message)
        costs = [
            min(timeit.repeat(call, number=args.number, repeat=5)) / args.number * 1e6
            for call in (partial(encode, message), partial(parse, text))
        ]
        print(f"{type(message).__name__:<10} {costs[0]:>10.2f} {costs[1]:>10.2f}")


if __name__ == "__main__":
    main()
