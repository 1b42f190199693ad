import pytest

from ballotbox import Member, PollBook

CHAIR = Member("cleo", role="chair")
OFFICER = Member("omar", role="officer", committee="sports")
MEMBER = Member("mia")
OBSERVER = Member("otto", role="observer")
AUDITOR = Member("aud", role="auditor")

VOTERS = [f"v{i}" for i in range(10)]


@pytest.fixture
def book():
    return PollBook()


def run_poll(book, votes, *, options=("ann", "bob", "cy"), eligible=VOTERS, method="plurality",
             quorum="1/2", threshold="1/2", close=True):
    """Create, open, vote (votes: list of choice lists, one per voter in order) and close."""
    poll = book.create(CHAIR, "Election", list(options), eligible, method=method, quorum=quorum,
                       threshold=threshold)
    book.open(CHAIR, poll.id)
    for voter, choices in zip(eligible, votes):
        book.cast(Member(voter), poll.id, choices)
    if close:
        book.close(CHAIR, poll.id)
    return poll
