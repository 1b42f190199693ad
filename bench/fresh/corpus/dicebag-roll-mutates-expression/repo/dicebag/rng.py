"""Random sources. Anything with ``randint(a, b)`` works; these two are provided."""

import random

from .errors import DiceError


class SeededRng:
    def __init__(self, seed=None):
        self._random = random.Random(seed)

    def randint(self, a: int, b: int) -> int:
        return self._random.randint(a, b)


class ScriptedRng:
    """Hands out the given values in order (for tests and replays)."""

    def __init__(self, values):
        self._values = list(values)
        self.used = 0

    def randint(self, a: int, b: int) -> int:
        if self.used >= len(self._values):
            raise DiceError("scripted values exhausted")
        value = self._values[self.used]
        if not a <= value <= b:
            raise DiceError(f"scripted value {value} outside {a}..{b}")
        self.used += 1
        return value
