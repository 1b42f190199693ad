"""dicebag - dice notation, rolls and exact distributions."""

from .describe import describe, histogram
from .errors import DiceError, ParseError, TermError
from .expression import Expression
from .parser import parse, parse_modifier, with_modifier
from .rng import ScriptedRng, SeededRng
from .roller import RollResult, TermRoll, roll, roll_many
from .stats import distribution, expected, probability_at_least, term_distribution
from .terms import Constant, Dice


def roll_string(text: str, rng) -> RollResult:
    return roll(parse(text), rng)


__all__ = [
    "Constant", "Dice", "DiceError", "Expression", "ParseError", "RollResult", "ScriptedRng",
    "SeededRng", "TermError", "TermRoll", "describe", "histogram", "distribution", "expected", "parse",
    "parse_modifier", "probability_at_least", "roll", "roll_many", "roll_string",
    "term_distribution", "with_modifier",
]
