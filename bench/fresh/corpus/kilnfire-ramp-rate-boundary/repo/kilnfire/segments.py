"""Ramp/hold segments: heat (or cool) at `rate` °C per hour to `target`, then hold for minutes."""

from dataclasses import dataclass

from .errors import SegmentError

MAX_RATE = 600      # °C per hour, what any element kiln can do at most
MAX_TEMP = 1300     # °C
MAX_HOLD = 240      # minutes


@dataclass(frozen=True)
class Segment:
    rate: float
    target: float
    hold: int = 0

    def __post_init__(self):
        check_segment(self)

    def minutes_from(self, start: float) -> float:
        """Minutes of ramping from `start` to the target (heating or cooling), hold excluded."""
        return abs(self.target - start) / self.rate * 60


def check_segment(seg: Segment, max_rate: float = MAX_RATE, max_temp: float = MAX_TEMP) -> None:
    if seg.rate <= 0:
        raise SegmentError("the rate must be positive")
    if seg.rate >= max_rate:
        raise SegmentError(f"rate {seg.rate} °C/h is above the limit of {max_rate} °C/h")
    if not 0 <= seg.target <= max_temp:
        raise SegmentError(f"target {seg.target} °C is outside 0..{max_temp} °C")
    if not 0 <= seg.hold <= MAX_HOLD:
        raise SegmentError(f"hold {seg.hold} min is outside 0..{MAX_HOLD} min")


def parse_segment(text: str) -> Segment:
    """'150/1100' or '60/1222/15' (rate/target[/hold])."""
    parts = [p.strip() for p in text.split("/")]
    if len(parts) not in (2, 3):
        raise SegmentError(f"not a segment: {text!r}")
    try:
        nums = [float(p) for p in parts]
    except ValueError:
        raise SegmentError(f"not a segment: {text!r}") from None
    hold = int(nums[2]) if len(nums) == 3 else 0
    return Segment(nums[0], nums[1], hold)
