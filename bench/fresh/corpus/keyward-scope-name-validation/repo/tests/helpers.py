T0 = 1_700_000_000.0


class FakeClock:
    """A settable clock: tests move time explicitly."""

    def __init__(self, now=T0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds
