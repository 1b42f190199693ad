"""labsample: a small laboratory sample registry."""

from .aliquot import DEAD_VOLUME_UL, MIN_RESIDUAL_UL, check_draw, max_aliquots, remaining_after
from .custody import CustodyLog, Handover
from .errors import LabError, PermissionDenied, StorageError, VolumeError
from .freezer import Box, format_position, parse_position
from .registry import Registry
from .reports import box_map, expiring_soon, inventory, volume_by_kind
from .retention import days_left, due_for_disposal, expiry, is_due
from .samples import RETENTION_DAYS, Sample, format_id, next_number, parse_id
from .users import PERMISSIONS, User, may, require
