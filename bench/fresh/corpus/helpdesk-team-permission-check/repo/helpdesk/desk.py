"""The desk: one object that workers and the customer portal share.

Every operation checks the agent's permission on the ticket first, then updates the store, the
claim queue and the statistics.
"""

from .agents import require, visible_tickets
from .clock import SystemClock
from .errors import InvalidLink
from .links import LinkSigner
from .queue import ClaimQueue
from .stats import DeskStats
from .tickets import TicketStore


class Helpdesk:
    def __init__(self, secret: bytes, clock=None, link_ttl: int = 3600):
        self.clock = clock or SystemClock()
        self.store = TicketStore()
        self.queue = ClaimQueue()
        self.stats = DeskStats(self.clock)
        self.links = LinkSigner(secret, self.clock, link_ttl)

    def open_ticket(self, title: str, team: str, priority: int = 3):
        t = self.store.create(title, team, priority, opened_at=self.clock.now())
        self.queue.put(t)
        return t

    def claim_next(self, agent, timeout: float | None = None):
        t = self.queue.claim(agent, timeout)
        self.store.update(t.id, f"claimed by {agent.name}", assignee=agent.name, status="claimed")
        self.stats.record_claim(t.team)
        return t

    def unclaim(self, agent, ticket_id: int):
        t = self.store.get(ticket_id)
        require(agent, "claim", t)
        self.store.update(t.id, f"released by {agent.name}", assignee=None, status="open")
        self.queue.release(t)
        return t

    def assign(self, agent, ticket_id: int, to: str):
        t = self.store.get(ticket_id)
        require(agent, "assign", t)
        return self.store.update(t.id, f"assigned to {to} by {agent.name}", assignee=to, status="claimed")

    def close(self, agent, ticket_id: int):
        t = self.store.get(ticket_id)
        require(agent, "close", t)
        self.store.update(t.id, f"closed by {agent.name}", status="closed")
        self.stats.record_close(t.team, t.opened_at)
        return t

    def reopen(self, agent, ticket_id: int):
        t = self.store.get(ticket_id)
        require(agent, "reopen", t)
        if t.status != "closed":
            raise ValueError(f"ticket {t.id} is not closed")
        self.store.update(t.id, f"reopened by {agent.name}", status="open", assignee=None)
        self.stats.record_reopen(t.team)
        self.queue.put(t)
        return t

    def board(self, agent) -> list:
        """The open and claimed tickets the agent may view, most urgent first."""
        live = [t for t in self.store.all() if t.status != "closed"]
        return sorted(visible_tickets(agent, live), key=lambda t: (t.priority, t.id))

    def customer_link(self, ticket_id: int, email: str) -> str:
        self.store.get(ticket_id)
        return self.links.issue(ticket_id, email)

    def customer_view(self, token: str) -> dict:
        """What the customer portal shows for a link: status only, no history or assignee."""
        claims = self.links.verify(token)
        try:
            t = self.store.get(claims.ticket_id)
        except KeyError:
            raise InvalidLink("ticket no longer exists") from None
        return {"id": t.id, "title": t.title, "status": t.status, "email": claims.email}
