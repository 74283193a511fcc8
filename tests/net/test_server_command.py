"""`yahtzee-tui server`, its options and addresses, wss://, and the layer rules of `net`."""

from __future__ import annotations

import asyncio
import gc
import subprocess
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.cli.helpers import run_command
from tests.layering import heavy_modules_loaded_by
from yahtzee_tui.errors import GameError
from yahtzee_tui.net.address import bind_warning, client_tls, parse_address, server_tls, url
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.collector import THRESHOLDS, steady_collector
from yahtzee_tui.net.events import OFFLINE, Credentials
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.server import RoomServer


def test_the_network_layer_never_loads_the_user_interface():
    loaded = heavy_modules_loaded_by("yahtzee_tui.net.server", "yahtzee_tui.net.client")
    assert not {"textual", "rich"} & set(loaded)


def test_the_server_command_is_listed_in_the_help(capsys):
    code, out, _ = run_command(capsys, "--help")
    assert code == 0 and "server" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--port", "70000"], "a port is a number from 0 to 65535, got 70000"),
        (["--port", "x"], "invalid int value"),
        (["--certfile", "/no/such.pem"], "no such file: /no/such.pem"),
        (["--keyfile", "/no/such.pem"], "--keyfile needs --certfile"),
        (["--away-timeout", "-1"], "--away-timeout cannot be negative"),
        (["--rate-limit", "0"], "--rate-limit must be above 0"),
    ],
)
def test_bad_server_options_are_one_line_with_exit_code_2(capsys, argv, message):
    code, _, err = run_command(capsys, "server", *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_binding_to_every_interface_warns_and_loopback_does_not():
    assert bind_warning("127.0.0.1", tls=False) is None
    assert "anyone who can reach this machine" in (bind_warning("0.0.0.0", tls=True) or "")
    assert "unencrypted" in (bind_warning("::", tls=False) or "")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("example.org", ("example.org", 8765)),
        ("example.org:9000", ("example.org", 9000)),
        ("[::1]:9000", ("::1", 9000)),
        ("::1", ("::1", 8765)),
    ],
)
def test_addresses_are_read_as_typed(text, expected):
    assert parse_address(text) == expected


@pytest.mark.parametrize("text", ["", ":80", "host:port", "host:99999", "[::1]x"])
def test_a_bad_address_is_refused_in_one_line(text):
    with pytest.raises(GameError):
        parse_address(text)


def test_urls_name_the_scheme_and_bracket_ipv6():
    assert url("127.0.0.1", 8765) == "ws://127.0.0.1:8765"
    assert url("::1", 9, tls=True) == "wss://[::1]:9"


@pytest.fixture
def certificate(tmp_path: Path) -> tuple[str, str]:
    """A self-signed certificate for 127.0.0.1 and its key."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return str(cert), str(key)


async def test_a_server_with_a_certificate_speaks_wss(tmp_path: Path, certificate):
    cert, key = certificate
    server = RoomServer(tmp_path, computer_delay=0)
    port = await server.start("127.0.0.1", 0, server_tls(cert, key))
    client = TableClient(f"wss://127.0.0.1:{port}", ssl_context=client_tls(cert))
    plain = TableClient(f"ws://127.0.0.1:{port}", max_delay=0.05)
    try:
        await client.connect()
        assert await client.create("yatzy", seats=[SeatSpec(kind="open")], name="Ann")
        attempt = asyncio.get_running_loop().create_task(plain.connect(timeout=None))
        await plain.until(lambda: plain.status == OFFLINE)
        assert not attempt.done() and plain.last_problem
        attempt.cancel()
    finally:
        await client.close()
        await plain.close()
        await server.close()


async def test_a_browser_page_cannot_open_a_connection(server: RoomServer):
    with pytest.raises(InvalidStatus) as refused:
        await connect(f"ws://127.0.0.1:{server.port}", origin="https://evil.example")
    assert refused.value.response.status_code == 403


async def test_a_room_opened_on_the_server_is_hosted_by_whoever_brings_its_token(
    server: RoomServer,
):
    code, token = server.open_room("yatzy")
    host = TableClient(f"ws://127.0.0.1:{server.port}", credentials=Credentials(code, token))
    try:
        await host.connect()
        assert host.room is not None and host.room.host and host.room.code == code
        await host.set_seat(0, "computer", "easy")
        assert host.room.seats[0].kind == "computer"
    finally:
        await host.close()


def test_the_server_keeps_the_collector_from_long_pauses():
    before = gc.get_threshold()
    try:
        steady_collector()
        assert gc.get_threshold() == THRESHOLDS and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
