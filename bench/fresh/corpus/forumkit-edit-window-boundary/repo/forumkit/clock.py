import time


class SystemClock:
    def now(self) -> float:
        return time.time()


class ManualClock:
    """A clock for tests: it moves only when told to."""

    def __init__(self, start: float = 0.0):
        self._now = float(start)

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock does not go back")
        self._now += seconds
