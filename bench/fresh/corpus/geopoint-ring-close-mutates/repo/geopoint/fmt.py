"""Writing coordinates: decimal degrees, degrees-minutes-seconds, degrees-decimal-minutes."""

from .angles import check_axis, split_dm, split_dms

LETTERS = {"lat": ("N", "S"), "lon": ("E", "W")}
STYLES = ("decimal", "dms", "dm")


def hemisphere(value: float, axis: str) -> str:
    positive, negative = LETTERS[axis]
    return negative if value < 0 else positive


def format_decimal(value: float, axis: str, places: int = 5) -> str:
    """'48.85660°N'."""
    value = check_axis(value, axis)
    return f"{abs(value):.{places}f}°{hemisphere(value, axis)}"


def format_dms(value: float, axis: str, places: int = 1) -> str:
    """'48°51'23.8\"N'."""
    value = check_axis(value, axis)
    _sign, degrees, minutes, seconds = split_dms(value, places)
    width = 3 + places if places else 2
    return f"{degrees}°{minutes:02d}'{seconds:0{width}.{places}f}\"{hemisphere(value, axis)}"


def format_dm(value: float, axis: str, places: int = 3) -> str:
    """'48°51.396'N'."""
    value = check_axis(value, axis)
    _sign, degrees, minutes = split_dm(value, places)
    width = 3 + places if places else 2
    return f"{degrees}°{minutes:0{width}.{places}f}'{hemisphere(value, axis)}"


_FORMATTERS = {"decimal": format_decimal, "dms": format_dms, "dm": format_dm}


def format_point(lat: float, lon: float, style: str = "dms", places: int | None = None) -> str:
    """'48°51'23.8\"N 2°21'07.9\"E' (latitude first)."""
    if style not in _FORMATTERS:
        raise ValueError(f"style must be one of {STYLES}, not {style!r}")
    fn = _FORMATTERS[style]
    if places is None:
        return f"{fn(lat, 'lat')} {fn(lon, 'lon')}"
    return f"{fn(lat, 'lat', places)} {fn(lon, 'lon', places)}"
