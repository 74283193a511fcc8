"""The network table the app sits at: its client (and its server when this terminal hosts),
the session that sends the moves there, and what leaving it asks and says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yahtzee_tui.tui.state.session import Session
from yahtzee_tui.tui.views.choices import Ask
from yahtzee_tui.tui.views.leaving import come_back_line, leave_question, quit_question

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable
    from yahtzee_tui.tui.state.remote_session import NetOwner, RemoteSession, Schedule
    from yahtzee_tui.tui.views.net_view import NetView


class NetworkSeat:
    """Where this terminal sits over the network (`table` None: at no network table)."""

    def __init__(self) -> None:
        self.table: NetTable | None = None

    @property
    def hosting(self) -> bool:
        """The table's server runs in this terminal."""
        return self.table is not None and self.table.server is not None

    def sit(self, table: NetTable, owner: NetOwner, schedule: Schedule) -> RemoteSession:
        """Sit at `table`: the session whose news goes to `owner` (through `schedule`)."""
        # The network client loads with the first table sat at, not with the app.
        from yahtzee_tui.tui.state.remote_session import RemoteSession
        from yahtzee_tui.tui.views.net_view import NetView

        self.table = table
        view = NetView(address=table.address, hosting_here=table.server is not None)
        return RemoteSession(owner, table.client, view, schedule, keep=table.keep)

    def quit_question(self, view: NetView | None) -> Ask | None:
        return quit_question(self.hosting, view)

    def leave_question(self, view: NetView | None) -> Ask | None:
        return leave_question(self.hosting, view)

    def come_back_line(self, view: NetView | None) -> str | None:
        if self.table is None:
            return None
        return come_back_line(self.table.address, self.hosting, view)

    async def stand_up(self, session: Session) -> None:
        """Leave the table: the session stops listening, the connection (and a server run
        here) closes."""
        table, self.table = self.table, None
        await session.close()
        if table is not None:
            await table.close()
