"""irrigate: plan a garden's watering."""

from .budget import allocate, cap_demands, shortfall
from .demand import cycle_count, litres, runtime_minutes, soak_span, split_cycles, water_need_mm
from .errors import BudgetError, IrrigateError, ReadingError, ScheduleError
from .planner import PlanEntry, check_plan, plan_day
from .raindelay import RainDelay
from .readings import Reading, average, stale_zones, dry_zones, latest, needs_water, parse_log, parse_reading
from .report import render, totals, weekly
from .schedule import Window, crosses_midnight, duration, format_time, in_window, minutes_until_open, parse_time, parse_window
from .zones import CROP_COEFFICIENTS, Zone, by_name, total_area, with_crop
