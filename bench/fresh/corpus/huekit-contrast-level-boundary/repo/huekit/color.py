"""The immutable Color record."""

from dataclasses import dataclass, replace

from .channels import byte_to_unit, check_byte, check_unit, unit_to_byte


@dataclass(frozen=True)
class Color:
    """An sRGB colour: three byte channels and an alpha in [0, 1]."""

    r: int
    g: int
    b: int
    alpha: float = 1.0

    def __post_init__(self):
        for name in ("r", "g", "b"):
            check_byte(getattr(self, name), name)
        object.__setattr__(self, "alpha", check_unit(self.alpha, "alpha"))

    @property
    def rgb(self) -> tuple[int, int, int]:
        return (self.r, self.g, self.b)

    @property
    def opaque(self) -> bool:
        return self.alpha == 1.0

    def with_alpha(self, alpha: float) -> "Color":
        """A copy with another alpha."""
        return replace(self, alpha=alpha)

    def units(self) -> tuple[float, float, float]:
        """The channels as fractions in [0, 1]."""
        return tuple(byte_to_unit(v) for v in self.rgb)

    @classmethod
    def from_units(cls, r: float, g: float, b: float, alpha: float = 1.0) -> "Color":
        """A colour from channel fractions in [0, 1] (rounded half up to bytes)."""
        return cls(unit_to_byte(r), unit_to_byte(g), unit_to_byte(b), alpha)


BLACK = Color(0, 0, 0)
WHITE = Color(255, 255, 255)
