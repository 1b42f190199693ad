"""The menu: which station cooks an item and for how long."""

from .errors import UnknownItem

STATIONS = ("grill", "fryer", "stove", "cold", "pastry")

MENU = {
    "steak": ("grill", 600),
    "burger": ("grill", 420),
    "fries": ("fryer", 240),
    "calamari": ("fryer", 300),
    "soup": ("stove", 240),
    "risotto": ("stove", 900),
    "salad": ("cold", 180),
    "cake": ("pastry", 120),
}


def station_of(item: str) -> str:
    try:
        return MENU[item][0]
    except KeyError:
        raise UnknownItem(item) from None


def prep_seconds(items: list[str]) -> int:
    """Items of one ticket are cooked side by side: the longest one sets the time."""
    return max((MENU[i][1] for i in items), default=0)


def split_by_station(items: list[str]) -> dict[str, list[str]]:
    """Items grouped by station, stations in order of their first item."""
    groups: dict[str, list[str]] = {}
    for item in items:
        groups.setdefault(station_of(item), []).append(item)
    return groups
