"""The poll book: creates polls and takes them from draft to published, checking who may do what."""

from .errors import PermissionDenied, PollStateError, QuorumNotMet
from .members import Member, authorize
from .polls import Poll, Result
from .rules import as_fraction


class PollBook:
    def __init__(self):
        self._polls: dict[int, Poll] = {}
        self._next = 1

    def create(self, member: Member, title: str, options, eligible, *, method: str = "plurality",
               quorum="1/2", threshold="1/2", committee: str | None = None) -> Poll:
        committee = committee or member.committee
        authorize(member, "create", committee)
        poll = Poll(self._next, title, list(options), frozenset(eligible), method,
                    as_fraction(quorum), as_fraction(threshold), committee)
        self._polls[poll.id] = poll
        self._next += 1
        return poll

    def get(self, poll_id: int) -> Poll:
        try:
            return self._polls[poll_id]
        except KeyError:
            raise KeyError(f"no poll {poll_id}") from None

    def _require_manager(self, member: Member, poll: Poll) -> None:
        if member.role == "member":
            raise PermissionDenied(f"{member.name} (member) may not manage polls")
        if member.role == "officer" and member.committee != poll.committee:
            raise PermissionDenied(f"{member.name} manages the {member.committee} committee only")

    def _move(self, poll: Poll, before: str, after: str) -> Poll:
        if poll.state != before:
            raise PollStateError(f"poll {poll.id} is {poll.state}, not {before}")
        poll.state = after
        return poll

    def open(self, member: Member, poll_id: int) -> Poll:
        poll = self.get(poll_id)
        self._require_manager(member, poll)
        return self._move(poll, "draft", "open")

    def cast(self, member: Member, poll_id: int, choices):
        authorize(member, "vote")
        return self.get(poll_id).cast(member.name, choices)

    def close(self, member: Member, poll_id: int) -> Poll:
        poll = self.get(poll_id)
        self._require_manager(member, poll)
        return self._move(poll, "open", "closed")

    def reopen(self, member: Member, poll_id: int) -> Poll:
        poll = self.get(poll_id)
        self._require_manager(member, poll)
        return self._move(poll, "closed", "open")

    def result(self, member: Member, poll_id: int) -> Result:
        authorize(member, "view")
        poll = self.get(poll_id)
        if poll.state not in ("closed", "published"):
            raise PollStateError(f"poll {poll.id} is still {poll.state}")
        result = poll.result()
        if not result.quorum_met:
            raise QuorumNotMet(f"poll {poll.id}: {poll.votes_short()} more vote(s) needed")
        return result

    def publish(self, member: Member, poll_id: int) -> Result:
        poll = self.get(poll_id)
        self._require_manager(member, poll)
        result = self.result(member, poll_id)
        self._move(poll, "closed", "published")
        return result

    def audit(self, member: Member, poll_id: int) -> list[tuple[str, tuple[str, ...]]]:
        authorize(member, "audit")
        poll = self.get(poll_id)
        return sorted((b.voter, tuple(b.ranking)) for b in poll.ballot_list())

    def polls(self, committee: str | None = None) -> list[Poll]:
        return [p for p in self._polls.values() if committee is None or p.committee == committee]
