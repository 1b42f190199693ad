"""A funding call: its money, the cap per application, overhead and the funding cutoff."""

from dataclasses import dataclass

from .errors import GrantError

CATEGORIES = ("staff", "travel", "consumables", "equipment")
NO_OVERHEAD = frozenset({"equipment"})


@dataclass(frozen=True)
class Call:
    name: str
    money: int                 # whole euros the call can hand out
    cap: int                   # the most one application may ask for, overhead included
    overhead_percent: int = 20  # added to direct costs except equipment, rounded half up
    cutoff: float = 7.0        # average score from which an application is fundable
    reserve_margin: float = 1.0  # below the cutoff by at most this much: reserve list
    min_reviews: int = 2

    def __post_init__(self):
        if self.cap <= 0 or self.money <= 0:
            raise GrantError("a call needs money and a cap")
        if not 0 <= self.overhead_percent <= 100:
            raise GrantError("overhead is a percentage")
        if not 1 <= self.cutoff <= 10:
            raise GrantError("the cutoff is a score from 1 to 10")
