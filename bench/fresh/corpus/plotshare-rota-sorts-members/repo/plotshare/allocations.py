"""The allocation book: which member holds which plot."""

from .errors import Denied, PlotError
from .members import Member
from .plots import PlotMap
from .rules import MAX_PLOTS, can_assign, can_release, may_take_another


class Allocations:
    def __init__(self, plots: PlotMap, max_plots: int = MAX_PLOTS):
        if max_plots < 1:
            raise PlotError("max_plots must be at least 1")
        self.plots = plots
        self.max_plots = max_plots
        self._holder: dict[str, str] = {}
        self.history: list[tuple[str, str, str, str]] = []  # (action, pid, member, by)

    def holder_of(self, pid: str) -> str | None:
        return self._holder.get(self.plots.get(pid).pid)

    def plots_of(self, member: str) -> list[str]:
        return sorted(pid for pid, m in self._holder.items() if m == member)

    def assign(self, actor: Member, pid: str, member: str) -> None:
        plot = self.plots.get(pid)
        if not can_assign(actor, plot.garden):
            raise Denied(f"{actor.name} may not assign plots in garden {plot.garden}")
        if plot.pid in self._holder:
            raise PlotError(f"{plot.pid} is already held by {self._holder[plot.pid]}")
        held = len(self.plots_of(member))
        if held >= self.max_plots:
            raise PlotError(f"{member} already holds {held} plots")
        self._holder[plot.pid] = member
        self.history.append(("assign", plot.pid, member, actor.name))

    def release(self, actor: Member, pid: str) -> str:
        plot = self.plots.get(pid)
        holder = self._holder.get(plot.pid)
        if holder is None:
            raise PlotError(f"{plot.pid} is not held")
        if not can_release(actor, holder, plot.garden):
            raise Denied(f"{actor.name} may not release {plot.pid}")
        del self._holder[plot.pid]
        self.history.append(("release", plot.pid, holder, actor.name))
        return holder

    def free_plots(self, garden: str) -> list[str]:
        return [p.pid for p in self.plots.in_garden(garden) if p.pid not in self._holder]

    def transfer(self, actor: Member, pid: str, to_member: str) -> None:
        """Hand a held plot to another member (a release and an assignment in one step)."""
        plot = self.plots.get(pid)
        holder = self._holder.get(plot.pid)
        if holder is None:
            raise PlotError(f"{plot.pid} is not held")
        if not can_assign(actor, plot.garden):
            raise Denied(f"{actor.name} may not transfer {plot.pid}")
        if to_member == holder:
            raise PlotError(f"{plot.pid} is already held by {holder}")
        held = len(self.plots_of(to_member))
        if not may_take_another(held, self.max_plots):
            raise PlotError(f"{to_member} already holds {held} plots")
        self._holder[plot.pid] = to_member
        self.history.append(("transfer", plot.pid, to_member, actor.name))

    def area_of(self, member: str) -> float:
        return sum(self.plots.get(pid).area_m2 for pid in self.plots_of(member))
