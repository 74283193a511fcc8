"""A client connection's status, as the app shows it: light, so that a table played at home
loads none of the network layer.

connecting: opening a connection; online: in the room and following it; offline: the
connection dropped and a new one will be tried; closed: closed for good.
"""

from __future__ import annotations

Status = str
CONNECTING, ONLINE, OFFLINE, CLOSED = "connecting", "online", "offline", "closed"
