"""ballotbox: polls and elections for a members' association."""

from .ballots import Ballot, make_ballot
from .book import PollBook
from .errors import BallotError, PermissionDenied, PollStateError, QuorumNotMet
from .members import PERMISSIONS, Member, allowed, authorize
from .polls import Poll, Result
from .report import format_summary, percent, runoff_table, shares, summary
from .rules import as_fraction, majority_reached, quorum_met, required_turnout, votes_short
from .tally import RunoffResult, approval, instant_runoff, leaders, plurality

__version__ = "1.3.0"
