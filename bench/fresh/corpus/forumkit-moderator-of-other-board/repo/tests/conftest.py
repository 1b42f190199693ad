import pytest

from forumkit import Board, Forum, ManualClock, User

ANN = User("ann")
BOB = User("bob")
MIA = User("mia", role="moderator")      # moderates "help"
ODO = User("odo", role="moderator")      # moderates "staff"
ADA = User("ada", role="admin")
BAN = User("ban", banned=True)


@pytest.fixture
def clock():
    return ManualClock(1000.0)


@pytest.fixture
def forum(clock):
    f = Forum(clock, page_size=3)
    f.add_board(Board("help", "Help", moderators=frozenset({"mia"})))
    f.add_board(Board("staff", "Staff room", moderators=frozenset({"odo"}), private=True, members=frozenset({"bob"})))
    return f
