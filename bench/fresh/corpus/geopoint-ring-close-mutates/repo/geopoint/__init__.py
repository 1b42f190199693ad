"""geopoint: geographic coordinates."""

from .angles import (LAT_LIMIT, LON_LIMIT, check_latitude, check_longitude, join_dms,
                     normalize_longitude, split_dm, split_dms)
from .bbox import BBox
from .distance import COMPASS, EARTH_RADIUS_KM, compass_point, haversine_km, initial_bearing
from .errors import GeoError, ParseError, RangeError
from .fmt import format_decimal, format_dm, format_dms, format_point, hemisphere
from .parse import parse_angle, parse_point
from .point import Point, as_point
from .ring import area_km2, close_ring, perimeter_km, track_length_km

__all__ = [
    "LAT_LIMIT", "LON_LIMIT", "check_latitude", "check_longitude", "join_dms",
    "normalize_longitude", "split_dm", "split_dms", "BBox", "COMPASS", "EARTH_RADIUS_KM",
    "compass_point", "haversine_km", "initial_bearing", "GeoError", "ParseError", "RangeError",
    "format_decimal", "format_dm", "format_dms", "format_point", "hemisphere", "parse_angle",
    "parse_point", "Point", "as_point", "area_km2", "close_ring", "perimeter_km",
    "track_length_km",
]
