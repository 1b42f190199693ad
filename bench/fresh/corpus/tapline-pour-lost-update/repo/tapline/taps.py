"""The tap board. Each tap has its own lock; an operation on two taps holds both, always taken
in the order of the tap ids so that two such operations cannot wait for each other."""

import threading

from .errors import EmptyKeg, ValidationError


class Tap:
    def __init__(self, tap_id: str):
        self.tap_id = tap_id
        self.keg = None
        self.lock = threading.Lock()


class TapBoard:
    def __init__(self, clock):
        self._clock = clock
        self._taps: dict[str, Tap] = {}
        self.log: list[tuple] = []
        self._log_lock = threading.Lock()

    def add_tap(self, tap_id: str) -> Tap:
        if not tap_id or tap_id in self._taps:
            raise ValidationError(f"bad or duplicate tap {tap_id!r}")
        tap = self._taps[tap_id] = Tap(tap_id)
        return tap

    def tap(self, tap_id: str) -> Tap:
        try:
            return self._taps[tap_id]
        except KeyError:
            raise ValidationError(f"no tap {tap_id!r}") from None

    def tap_ids(self) -> list[str]:
        return sorted(self._taps)

    def _note(self, *entry) -> None:
        with self._log_lock:
            self.log.append(entry)

    def keg_on(self, tap_id: str):
        tap = self.tap(tap_id)
        with tap.lock:
            return tap.keg

    def pour(self, tap_id: str, ml: int):
        """Draw from the keg on the tap; returns (keg, ml left)."""
        tap = self.tap(tap_id)
        with tap.lock:
            if tap.keg is None:
                raise EmptyKeg(f"no keg on {tap_id}")
            return tap.keg, tap.keg.draw(ml)

    def change_keg(self, tap_id: str, keg):
        """Put `keg` on the tap; returns the keg taken off (or None)."""
        tap = self.tap(tap_id)
        with tap.lock:
            old, tap.keg = tap.keg, keg
        self._note("change", tap_id, keg.keg_id if keg else None, self._clock.now())
        return old

    def swap(self, a: str, b: str) -> None:
        """Exchange the kegs of two taps."""
        if a == b:
            raise ValidationError("two different taps are needed")
        first, second = (self.tap(t) for t in sorted((a, b)))
        with first.lock:
            at = self._clock.now()
            with second.lock:
                first.keg, second.keg = second.keg, first.keg
        self._note("swap", a, b, at)

    def move_keg(self, src: str, dst: str) -> None:
        """Move the keg of `src` onto the empty tap `dst`."""
        if src == dst:
            raise ValidationError("two different taps are needed")
        first, second = (self.tap(t) for t in sorted((src, dst)))
        with first.lock:
            at = self._clock.now()
            with second.lock:
                source, target = (first, second) if first.tap_id == src else (second, first)
                if source.keg is None:
                    raise EmptyKeg(f"no keg on {src}")
                if target.keg is not None:
                    raise ValidationError(f"{dst} already has a keg")
                target.keg, source.keg = source.keg, None
        self._note("move", src, dst, at)
