"""The line mode at a network table (`join` and `host` with `--plain`): the same conversation
of whole lines, over the full-screen table's remote session. Moves go to the room through the
session (the typed commands are the local line mode's, `commands.run`); every move of every
player is said as it arrives, and so are the seats, who is connected, the chat, refusals and
the connection. Typed lines and the network's news are read at once on one event loop: a
thread reads the lines and hands each to the loop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable
from typing import TextIO

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import Move
from yahtzee_tui.i18n import _, pgettext, translate
from yahtzee_tui.net.events import CLOSED, OFFLINE, ONLINE, ChatReceived, ClientEvent
from yahtzee_tui.net.tables import NetTable
from yahtzee_tui.plain import commands
from yahtzee_tui.plain.advisor import PlainAdvisor
from yahtzee_tui.plain.coaching import PlainCoach
from yahtzee_tui.plain.conversation import news, record_lines
from yahtzee_tui.plain.guide import standings_line, status_line
from yahtzee_tui.plain.reading import HELP, NO, QUIT, YES, Typed, commands_of, fold, read_line
from yahtzee_tui.plain.room_telling import chat_sentence, lobby_line, room_news, seat_lines
from yahtzee_tui.plain.telling import plain_words, speakable, turn_sentence
from yahtzee_tui.tui.state.recording import record_finished
from yahtzee_tui.tui.state.remote_session import RemoteSession
from yahtzee_tui.tui.state.session import Position
from yahtzee_tui.tui.views.choices import Ask, Question
from yahtzee_tui.tui.views.leaving import come_back_line, quit_question
from yahtzee_tui.tui.views.net_view import NetView, keys_here, net_status
from yahtzee_tui.tui.views.table_words import sentence, starter_line
from yahtzee_tui.tui.views.vocabulary import rules_name

SAY, START, WHO = "say", "start", "who"


def room_command(word: str) -> str | None:
    """The room's own command `word` names, whole (English or the player's language)."""
    words = {
        SAY: {SAY, "chat", fold(pgettext("typed command", "say"))},
        START: {START, fold(pgettext("typed command", "start"))},
        WHO: {WHO, fold(pgettext("typed command", "who"))},
    }
    folded = fold(word)
    return next((command for command, forms in words.items() if folded in forms), None)


class NetConversation:
    """This terminal's seats at a network table, in lines (the session's owner)."""

    def __init__(self, out: TextIO, table: NetTable) -> None:
        self.out = out
        self.table = table
        self.position: Position | None = None
        self.net: NetView | None = None
        self._lost = False  # the connection was said lost and has not come back
        self.asked: Question | None = None
        self.quit_asked: Ask | None = None  # quitting asked about first (a host's)
        self.refused_now = False
        self.advisor = PlainAdvisor(self.tell)
        self.coach = PlainCoach(self.advisor, self.tell)  # not kept: the room keeps no notes
        self.closed = asyncio.Event()
        loop = asyncio.get_running_loop()
        view = NetView(address=table.address, hosting_here=table.server is not None)
        self.session = RemoteSession(self, table.client, view, loop.call_soon, keep=table.keep)
        self._unsubscribe = table.client.subscribe(self._heard)

    # --- the session's owner ----------------------------------------------------------------

    @property
    def state(self) -> GameState | None:
        return self.position.state if self.position is not None else None

    def show(self, state: GameState, move: Move | None) -> None:
        before = self.state
        self.position = Position(state, move)
        if before is None or (before.is_over and not state.is_over):
            self._open(state)
            return
        mine = self._mine_to_move(before)  # only this terminal's own moves are coached
        judged = (lambda: self.coach.judge(before, state, move)) if mine else (lambda: None)
        for line in news(before, state, move, judged):
            self.tell(line)
        if state.is_over and not before.is_over:
            self.tell(standings_line(state))
            self._record(state)
            self.tell(_("Type quit to leave the table."))
        elif self._mine_to_move(state) and not self._sending():
            self.tell(status_line(state))

    def _record(self, state: GameState) -> None:
        """A seated terminal records the finished game in its own records too, as the table
        does (a host for its server); a watcher leaves it to the players."""
        net = self.net
        if net is None or not (net.my_seats or net.hosting_here):
            return
        for line in record_lines(record_finished(state)):
            self.tell(line)

    def show_net(self, view: NetView) -> None:
        before, self.net = self.net, view
        for line in room_news(before, view, self._lost):
            self.tell(line)
        if view.connection in (OFFLINE, ONLINE):
            self._lost = view.connection == OFFLINE
        if view.phase == "lobby" and (before is None or before.phase != "lobby"):
            self.tell(lobby_line(view))
        if view.connection == CLOSED:
            self.closed.set()

    def refused(self, reason: str) -> None:
        self.tell(sentence(translate(reason)))

    def report(self, problem: str) -> None:
        self.tell(sentence(problem))

    def saved(self, problem: str | None) -> None:
        """Nothing: the room keeps the game, not this terminal."""

    def _heard(self, event: ClientEvent) -> None:
        if isinstance(event, ChatReceived):
            asyncio.get_running_loop().call_soon(self.tell, chat_sentence(event.line))

    # --- speaking ---------------------------------------------------------------------------

    def tell(self, line: str) -> None:
        """One whole line, flushed at once: a screen reader says it as it comes."""
        state = self.state
        names = {player.name for player in state.players} if state is not None else set()
        if self.net is not None:
            names.add(self.net.code)  # a room code is spelled, letter by letter
        print(speakable(line, names), file=self.out, flush=True)

    def refuse(self, line: str) -> None:
        self.refused_now = True
        self.tell(line)

    def play(self, move: Move) -> None:
        try:
            self.session.play(move)
        except GameError as error:
            self.refuse(sentence(translate(error)))

    def _open(self, state: GameState) -> None:
        names = ", ".join(player.name for player in state.players)
        self.tell(_("{rules}, {players}.").format(rules=rules_name(state.ruleset), players=names))
        if len(state.players) > 1 and not state.history:
            self.tell(plain_words(starter_line(state)) + ".")
        turn = turn_sentence(None, state) if not state.rolls_used else None
        if turn is not None:
            self.tell(turn)
        self.tell_status()

    def _sending(self) -> bool:
        """More steps of this terminal's move wait to be sent (a hold goes die by die): the
        status waits for the last. (The session calls `show` before it is assigned.)"""
        session: RemoteSession | None = getattr(self, "session", None)
        return session is not None and session.queued

    def _mine_to_move(self, state: GameState) -> bool:
        return self.net is not None and keys_here(state, self.net)

    def tell_status(self) -> None:
        """What can be done next, or whom the table waits for."""
        state, net = self.state, self.net
        if state is None:
            if net is not None:
                self.tell(lobby_line(net))
            return
        if state.is_over:
            self.tell(_("Type quit to leave the table."))
            return
        waiting = net_status(state, net, None) if net is not None else None
        self.tell(plain_words(waiting[0]) if waiting is not None else status_line(state))

    # --- typed lines ------------------------------------------------------------------------

    def answer(self, line: str) -> bool:
        """Answer one typed line; False when the player quits."""
        asked, self.quit_asked = self.quit_asked, None
        if asked is not None:
            reply = read_line(line, (YES, NO))
            if isinstance(reply, Typed) and reply.command == YES:
                return False
            if isinstance(reply, Typed):
                self.tell(sentence(asked.no))
                self.tell_status()
                return True
            # Any other line: the question lapses, and the line is answered as ever.
        words = line.split()
        room = room_command(words[0]) if words else None
        if room is not None:
            self._room(room, line.strip()[len(words[0]) :].strip())
            return True
        state = self.state
        if state is None:
            return self._in_the_lobby(line)
        typed = read_line(line, commands_of(state.ruleset))
        if typed is None:
            self.tell_status()
            return True
        if isinstance(typed, str):
            self.tell(typed)
            return True
        if typed.command == QUIT:
            return self._asked_to_quit()
        self.refused_now = False
        commands.run(self, state, typed)
        if typed.command == HELP:
            for said in self._room_help():
                self.tell(said)
        if not self.refused_now and typed.command not in commands.MOVES:
            self.tell_status()
        return True

    def _in_the_lobby(self, line: str) -> bool:
        words = line.split()
        if not words:
            self.tell_status()
            return True
        folded = fold(words[0])
        if folded in ("q", QUIT, fold(pgettext("typed command", "quit"))):
            return self._asked_to_quit()
        if folded in ("?", "help", fold(pgettext("typed command", "help"))):
            for said in self._room_help():
                self.tell(said)
            return True
        self.tell(_("The game has not started yet: {lobby}").format(lobby=self._lobby()))
        return True

    def _asked_to_quit(self) -> bool:
        """Whether quitting is asked about first, as the full-screen table asks it: a host
        whose leaving stops the table for the others while its game is on."""
        self.quit_asked = quit_question(self.table.server is not None, self.net)
        if self.quit_asked is None:
            return False
        self.tell(f"{self.quit_asked.question} {self.quit_asked.detail}")
        self.tell(_("Type yes to go on, or no."))
        return True

    def _lobby(self) -> str:
        return lobby_line(self.net) if self.net is not None else ""

    def _room_help(self) -> list[str]:
        lines = [
            _("say and your words: a chat line to everyone at the table."),
            _("who: the seats and who is at the table."),
        ]
        if self.net is not None and self.net.host:
            lines.append(_("start: start the game (the host's command)."))
        return lines

    def _room(self, command: str, rest: str) -> None:
        if command == WHO:
            if self.net is not None:
                for line in seat_lines(self.net):
                    self.tell(line)
            return
        if command == SAY and not rest:
            self.tell(_("Say what? Type say and your words."))
            return
        try:
            if command == SAY:
                self.session.request(lambda client: client.send_chat(rest))
            else:
                self.session.request(lambda client: client.start_game())
        except GameError as error:
            self.tell(sentence(translate(error)))

    # --- the loop ---------------------------------------------------------------------------

    async def converse(self, lines: Iterable[str]) -> None:
        """Read the typed lines (in a thread) until quit, the end of the input, or the table
        closing; answer each and say the news as it comes meanwhile."""
        loop = asyncio.get_running_loop()
        typed: asyncio.Queue[str | None] = asyncio.Queue()

        def read() -> None:
            for line in lines:
                loop.call_soon_threadsafe(typed.put_nowait, line)
            loop.call_soon_threadsafe(typed.put_nowait, None)

        threading.Thread(target=read, name="typed lines", daemon=True).start()
        self.tell(_("Type help for the commands."))
        closing = asyncio.ensure_future(self.closed.wait())
        try:
            while not self.closed.is_set():
                reading = asyncio.ensure_future(typed.get())
                await asyncio.wait({reading, closing}, return_when=asyncio.FIRST_COMPLETED)
                if not reading.done():
                    reading.cancel()
                    break
                line = reading.result()
                if line is None:
                    self.tell(_("The input has ended."))
                    break
                if not self.answer(line):
                    break
        finally:
            closing.cancel()
            self._unsubscribe()
            await self.session.close()

    def leave(self) -> None:
        """How to come back, as the full-screen table says it on leaving."""
        line = come_back_line(self.table.address, self.table.server is not None, self.net)
        if line is not None:
            self.tell(line)
            self.tell(_("Add --plain to play it in lines again."))


async def play_at(table: NetTable, lines: Iterable[str], out: TextIO) -> int:
    """Sit at `table` in lines until the player leaves; then say how to come back."""
    talk = NetConversation(out, table)
    await talk.converse(lines)
    talk.leave()
    return 0
