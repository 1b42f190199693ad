"""plotshare: allotment gardens, plots, allocations and rotas."""

from .allocations import Allocations
from .errors import Denied, PlotError
from .members import ROLES, Member, by_name, coordinators_of, parse_member
from .plots import MAX_NUMBER, Plot, PlotMap, format_plot_id, parse_plot_id
from .report import garden_report, history_lines, members_report, occupancy
from .rota import is_fair, pairs, rota, swap, turns
from .rules import MAX_PLOTS, can_assign, can_release, coordinates, may_take_another
from .waitlist import Waitlist

__all__ = [
    "Allocations", "parse_member", "is_fair", "swap", "coordinators_of", "history_lines", "occupancy", "Denied", "PlotError", "ROLES", "Member", "by_name", "MAX_NUMBER", "Plot",
    "PlotMap", "format_plot_id", "parse_plot_id", "garden_report", "members_report", "pairs",
    "rota", "turns", "MAX_PLOTS", "can_assign", "can_release", "coordinates",
    "may_take_another", "Waitlist",
]
