"""A poll: its options, who may vote, the quorum, the ballots cast and its result."""

from dataclasses import dataclass, field
from fractions import Fraction

from . import rules, tally
from .ballots import Ballot, make_ballot
from .errors import BallotError, PollStateError

METHODS = ("plurality", "approval", "runoff", "motion")
STATES = ("draft", "open", "closed", "published")


@dataclass(frozen=True)
class Result:
    winner: str | None
    counts: dict[str, int]
    turnout: int
    blank: int
    quorum_met: bool


@dataclass
class Poll:
    id: int
    title: str
    options: list[str]
    eligible: frozenset[str]
    method: str = "plurality"
    quorum: Fraction = Fraction(1, 2)
    threshold: Fraction = Fraction(1, 2)
    committee: str = "general"
    state: str = "draft"
    ballots: dict[str, Ballot] = field(default_factory=dict)

    def __post_init__(self):
        if self.method not in METHODS:
            raise BallotError(f"unknown method: {self.method!r}")
        if self.method == "motion":
            self.options = ["yes", "no"]
        if len(self.options) < 2 or len(set(self.options)) != len(self.options):
            raise BallotError("a poll needs two or more distinct options")
        if not self.eligible:
            raise BallotError("a poll needs eligible voters")

    def cast(self, voter: str, choices) -> Ballot:
        if self.state != "open":
            raise PollStateError(f"poll {self.id} is {self.state}, not open")
        if voter not in self.eligible:
            raise BallotError(f"{voter} is not eligible in poll {self.id}")
        if voter in self.ballots:
            raise BallotError(f"{voter} has already voted in poll {self.id}")
        method = "plurality" if self.method == "motion" else self.method
        ballot = make_ballot(voter, choices, self.options, method)
        self.ballots[voter] = ballot
        return ballot

    @property
    def turnout(self) -> int:
        return len(self.ballots)

    def ballot_list(self) -> list[Ballot]:
        return list(self.ballots.values())

    def quorum_met(self) -> bool:
        return rules.quorum_met(self.turnout, len(self.eligible), self.quorum)

    def votes_short(self) -> int:
        return rules.votes_short(self.turnout, len(self.eligible), self.quorum)

    def result(self) -> Result:
        ballots = self.ballot_list()
        blank = sum(1 for b in ballots if b.blank)
        if self.method == "runoff":
            run = tally.instant_runoff(ballots, self.options)
            counts, winner = run.rounds[0], run.winner
        elif self.method == "approval":
            counts = tally.approval(ballots, self.options)
            top = tally.leaders(counts)
            winner = top[0] if len(top) == 1 else None
        else:
            counts = tally.plurality(ballots, self.options)
            if self.method == "motion":
                passed = rules.majority_reached(counts["yes"], counts["yes"] + counts["no"], self.threshold)
                winner = "yes" if passed else "no"
            else:
                top = tally.leaders(counts)
                winner = top[0] if len(top) == 1 else None
        return Result(winner, counts, self.turnout, blank, self.quorum_met())
