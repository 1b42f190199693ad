"""Ballots: a ranking of options (plurality and runoff) or a set of approvals."""

from dataclasses import dataclass, field

from .errors import BallotError


@dataclass
class Ballot:
    voter: str
    ranking: list[str] = field(default_factory=list)

    @property
    def blank(self) -> bool:
        return not self.ranking

    @property
    def first(self) -> str | None:
        return self.ranking[0] if self.ranking else None


def make_ballot(voter: str, choices, options, method: str = "plurality") -> Ballot:
    """Check `choices` against the poll's options and build a ballot. An empty list is a blank
    ballot: it counts for the turnout but for no option."""
    ranking = [c.strip() for c in choices]
    unknown = [c for c in ranking if c not in options]
    if unknown:
        raise BallotError(f"unknown option(s): {', '.join(unknown)}")
    if len(set(ranking)) != len(ranking):
        raise BallotError("an option appears twice on the ballot")
    if method == "plurality" and len(ranking) > 1:
        raise BallotError("a plurality ballot names one option")
    return Ballot(voter, ranking)
