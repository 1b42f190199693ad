"""Game results and the notations clubs write them in."""

import re
from dataclasses import dataclass
from fractions import Fraction

from .errors import ResultError

HALF = Fraction(1, 2)


@dataclass(frozen=True)
class Result:
    white: Fraction
    black: Fraction
    forfeit: bool = False

    @property
    def text(self) -> str:
        if self.white == self.black:
            return "1/2-1/2"
        if self.forfeit:
            return "+/-" if self.white else "-/+"
        return "1-0" if self.white else "0-1"


_RESULTS = {
    "1-0": Result(Fraction(1), Fraction(0)),
    "0-1": Result(Fraction(0), Fraction(1)),
    "1/2-1/2": Result(HALF, HALF),
    "+/-": Result(Fraction(1), Fraction(0), forfeit=True),
    "-/+": Result(Fraction(0), Fraction(1), forfeit=True),
}

_LINE = re.compile(
    r"^(?P<white>\S.*?)\s+-\s+(?P<black>\S.*?)\s+(?P<result>1-0|0-1|1/2-1/2|\+/-|-/\+)$")


def parse_result(text: str) -> Result:
    """'1-0', '0-1', a draw ('1/2-1/2', '½-½' or '0.5-0.5') or a forfeit ('+/-', '-/+')."""
    key = text.strip().replace(" ", "")
    try:
        return _RESULTS[key]
    except KeyError:
        raise ResultError(f"unknown result: {text!r}") from None


def parse_game_line(line: str) -> tuple[str, str, Result]:
    """'ann - bob 1-0' -> ('ann', 'bob', Result(1, 0)). Names may contain spaces."""
    m = _LINE.match(line.strip())
    if not m:
        raise ResultError(f"not a game line: {line!r}")
    return m["white"], m["black"], parse_result(m["result"])
