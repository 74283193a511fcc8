"""`yahtzee-tui serve`: its options, one-line errors, and the warning when it leaves loopback.
(The server itself is played in tests/browser.)"""

from __future__ import annotations

import socket

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.cli import serve_cmd, web_server


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "70000"], "a port is a number from 0 to 65535, got '70000'"),
        (["--port", "eighty"], "a port is a number from 0 to 65535, got 'eighty'"),
        (["--max-sessions", "0"], "a whole number of at least 1, got '0'"),
    ],
)
def test_bad_options_get_one_line_and_exit_code_2(capsys, args, message):
    code, out, err = run(capsys, "serve", *args)
    assert code == 2
    assert out == ""
    assert message in err
    assert len(err.splitlines()) == 1


def test_a_port_in_use_is_refused_in_one_line(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, _out, err = run(capsys, "serve", "--port", str(port))
    assert code == 2
    assert err == (
        f"yahtzee-tui: error: cannot listen on 127.0.0.1 port {port}: Address already in use"
        " (see yahtzee-tui serve --help)\n"
    )


def test_an_unknown_address_is_refused_in_one_line(capsys):
    code, _out, err = run(capsys, "serve", "--bind", "no-such-host.invalid")
    assert code == 2
    assert err.startswith("yahtzee-tui: error: cannot listen on 'no-such-host.invalid': ")
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1"])
def test_loopback_is_served_without_a_warning(host):
    assert serve_cmd.exposure_warning(host, 8000) is None


@pytest.mark.parametrize("host", ["0.0.0.0", "::"])
def test_every_interface_is_served_with_a_warning(host):
    warning = serve_cmd.exposure_warning(host, 8000)
    assert warning is not None
    assert "every network interface" in warning
    assert "no password" in warning


def test_one_network_address_is_served_with_a_warning():
    warning = serve_cmd.exposure_warning("192.168.1.20", 8000)
    assert warning is not None
    assert "reachable from its network" in warning


def test_the_address_to_open_names_the_port():
    assert serve_cmd.page_url("127.0.0.1", 8000) == "http://127.0.0.1:8000/"
    assert serve_cmd.page_url("::1", 8001) == "http://[::1]:8001/"
    assert serve_cmd.page_url("0.0.0.0", 8000) == f"http://{socket.gethostname()}:8000/"


class _WildcardSocket:
    """A socket that says it listens on every interface (nothing listens anywhere)."""

    def getsockname(self):
        return ("0.0.0.0", 8000)


def test_serving_every_interface_prints_the_warning_first(capsys, monkeypatch):
    served = []
    monkeypatch.setattr(serve_cmd, "bind_socket", lambda address, port: _WildcardSocket())
    monkeypatch.setattr(web_server.GameServer, "serve", lambda self: served.append(self.url))
    code, _out, err = run(capsys, "serve", "--bind", "0.0.0.0")
    assert code == 0
    assert err.startswith("yahtzee-tui: warning: serving on every network interface")
    assert served == [f"http://{socket.gethostname()}:8000/"]


def test_serving_loopback_prints_no_warning(capsys, monkeypatch):
    monkeypatch.setattr(web_server.GameServer, "serve", lambda self: None)
    code, _out, err = run(capsys, "serve", "--port", "0")
    assert (code, err) == (0, "")


def test_each_visit_runs_the_game_in_this_python():
    command = web_server.game_command()
    assert command.endswith("-m yahtzee_tui.cli.web_session")
    assert command.startswith("exec ")
