"""Irrigation zones and the crop coefficients used for their water need."""

from dataclasses import dataclass

from .errors import IrrigateError

# share of the reference evapotranspiration a crop uses
CROP_COEFFICIENTS = {"lawn": 0.8, "shrubs": 0.5, "vegetables": 1.0, "trees": 0.4}


@dataclass(frozen=True)
class Zone:
    name: str
    area_m2: float
    flow_lpm: float
    crop: str = "lawn"
    dry_below: float = 30.0
    max_cycle_min: int = 15

    def __post_init__(self):
        if not self.name or " " in self.name:
            raise IrrigateError(f"bad zone name: {self.name!r}")
        if self.area_m2 <= 0 or self.flow_lpm <= 0:
            raise IrrigateError(f"zone {self.name}: area and flow must be positive")
        if self.crop not in CROP_COEFFICIENTS:
            raise IrrigateError(f"zone {self.name}: unknown crop {self.crop!r}")
        if not 0 <= self.dry_below <= 100:
            raise IrrigateError(f"zone {self.name}: dry threshold must be a percentage")
        if self.max_cycle_min < 1:
            raise IrrigateError(f"zone {self.name}: a cycle lasts at least one minute")

    @property
    def coefficient(self) -> float:
        return CROP_COEFFICIENTS[self.crop]


def by_name(zones) -> dict:
    """Index zones by name; two zones with one name are an error."""
    out = {}
    for zone in zones:
        if zone.name in out:
            raise IrrigateError(f"duplicate zone {zone.name}")
        out[zone.name] = zone
    return out


def total_area(zones) -> float:
    return round(sum(z.area_m2 for z in zones), 1)


def with_crop(zones, crop: str) -> list:
    """The zones growing `crop`, in the order given."""
    return [z for z in zones if z.crop == crop]
