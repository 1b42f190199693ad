"""Terms of a dice expression: a group of dice, or a constant."""

from dataclasses import dataclass

from .errors import TermError

MAX_DICE = 100
MAX_SIDES = 1000
MAX_EXPLOSIONS = 20


@dataclass(frozen=True)
class Dice:
    count: int
    sides: int
    keep: str | None = None  # "h" keep highest, "l" keep lowest
    keep_n: int | None = None
    explode: bool = False

    def __post_init__(self):
        if not 1 <= self.count <= MAX_DICE:
            raise TermError(f"between 1 and {MAX_DICE} dice, not {self.count}")
        if not 2 <= self.sides <= MAX_SIDES:
            raise TermError(f"between 2 and {MAX_SIDES} sides, not {self.sides}")
        if self.keep not in (None, "h", "l"):
            raise TermError(f"keep must be 'h' or 'l', not {self.keep!r}")
        if (self.keep is None) != (self.keep_n is None):
            raise TermError("keep and keep_n go together")
        if self.keep is not None and self.keep_n < 1:
            raise TermError(f"cannot keep {self.keep_n} dice")

    @property
    def kept(self) -> int:
        return self.count if self.keep is None else self.keep_n

    def minimum(self) -> int:
        return self.kept

    def maximum(self) -> int | None:
        return None if self.explode else self.kept * self.sides

    def select(self, rolls: list[int]) -> list[int]:
        """The rolls that count, in the order they were rolled."""
        if self.keep is None:
            return list(rolls)
        order = sorted(range(len(rolls)), key=lambda i: rolls[i], reverse=self.keep == "h")
        chosen = sorted(order[: self.keep_n])
        return [rolls[i] for i in chosen]

    def __str__(self) -> str:
        text = f"{self.count}d{self.sides}"
        if self.keep is not None:
            text += f"k{self.keep}{self.keep_n}"
        return text + ("!" if self.explode else "")


@dataclass(frozen=True)
class Constant:
    value: int

    def __post_init__(self):
        if self.value < 0:
            raise TermError("a constant term is not negative; use the sign")

    def minimum(self) -> int:
        return self.value

    def maximum(self) -> int:
        return self.value

    def __str__(self) -> str:
        return str(self.value)
