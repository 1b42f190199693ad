"""parcelrate - postage quotes for parcels."""

from .errors import PackingError, ParcelError, PostcodeError, RateError
from .packing import Box, Item, pack_items, packing_summary
from .parcel import MAX_GIRTH_CM, MAX_LENGTH_CM, MAX_WEIGHT_KG, Parcel, billable_weight, dimensional_weight, from_imperial
from .quote import Quote, QuoteLine, insurance_fee, quote
from .rates import DEFAULT_BRACKETS, RateTable
from .zones import normalize_postcode, postcode_area, zone_for

__all__ = [
    "Box",
    "DEFAULT_BRACKETS",
    "Item",
    "MAX_GIRTH_CM",
    "MAX_LENGTH_CM",
    "MAX_WEIGHT_KG",
    "PackingError",
    "Parcel",
    "ParcelError",
    "PostcodeError",
    "Quote",
    "QuoteLine",
    "RateError",
    "RateTable",
    "billable_weight",
    "dimensional_weight",
    "from_imperial",
    "insurance_fee",
    "normalize_postcode",
    "pack_items",
    "packing_summary",
    "postcode_area",
    "quote",
    "zone_for",
]
