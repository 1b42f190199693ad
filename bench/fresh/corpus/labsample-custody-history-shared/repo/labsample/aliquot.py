"""Drawing aliquots from a sample. Every draw loses a fixed dead volume in the pipette, and a
parent sample keeps a minimum residual volume unless it is used up on purpose."""

from .errors import VolumeError

DEAD_VOLUME_UL = 5.0
MIN_RESIDUAL_UL = 20.0


def remaining_after(volume: float, count: int, each: float) -> float:
    """Volume left in the parent after one draw of `count` aliquots of `each` microlitres."""
    if count < 1 or each <= 0:
        raise VolumeError("draw at least one aliquot of a positive volume")
    return round(volume - count * each - DEAD_VOLUME_UL, 1)


def check_draw(volume: float, count: int, each: float, use_all: bool = False) -> float:
    """The volume left after the draw; raise when the draw needs more than there is, or leaves
    less than the minimum residual (unless `use_all`)."""
    left = remaining_after(volume, count, each)
    if left < 0:
        raise VolumeError(f"{count} x {each} ul needs more than the {volume} ul left")
    if not use_all and left < MIN_RESIDUAL_UL:
        raise VolumeError(f"the draw would leave {left} ul, below the {MIN_RESIDUAL_UL} ul residual")
    return left


def max_aliquots(volume: float, each: float, use_all: bool = False) -> int:
    """How many aliquots of `each` one draw can take."""
    if each <= 0:
        raise VolumeError("an aliquot has a positive volume")
    keep = 0.0 if use_all else MIN_RESIDUAL_UL
    usable = volume - DEAD_VOLUME_UL - keep
    return max(0, int(usable // each))
