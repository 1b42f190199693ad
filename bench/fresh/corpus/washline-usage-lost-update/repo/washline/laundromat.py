"""The laundromat: the facade the terminal threads of a site use."""

from .cycles import Cycle, CycleBook
from .errors import Denied, MachineBusy
from .machines import MachineRegistry
from .usage import UsageStats
from .users import User, may_act_on, require
from .waitqueue import WaitQueue


class Laundromat:
    def __init__(self, counts: dict[str, int], clock, site: str = "main"):
        self.site = site
        self.machines = MachineRegistry(counts)
        self.queue = WaitQueue()
        self.cycles = CycleBook(self.machines, clock, self.queue)
        self.stats = UsageStats(clock)

    def _check_site(self, user: User) -> None:
        if user.site != self.site and user.role != "manager":
            raise Denied(f"{user.name} belongs to {user.site}, not {self.site}")

    def _check_owner(self, user: User, owner: str) -> None:
        if not may_act_on(user, owner, self.site):
            raise Denied(f"{user.name} may not act on a cycle of {owner}")

    def start(self, user: User, kind: str, program_name: str) -> Cycle:
        require(user, "start")
        self._check_site(user)
        return self.cycles.start(user.name, kind, program_name)

    def start_or_wait(self, user: User, kind: str, program_name: str, timeout: float) -> Cycle | None:
        """Start on an idle machine of `kind`, waiting up to `timeout` seconds for one."""
        require(user, "start")
        self._check_site(user)
        try:
            return self.cycles.start(user.name, kind, program_name)
        except MachineBusy:
            pass
        if not self.queue.wait_for(kind, timeout):
            return None
        try:
            return self.cycles.start(user.name, kind, program_name)
        except MachineBusy:
            return None

    def stop(self, user: User, cycle_id: str) -> Cycle:
        require(user, "stop")
        self._check_owner(user, self.cycles.get(cycle_id).owner)
        return self.cycles.stop(cycle_id)

    def cancel_for(self, user: User, owner: str) -> list[Cycle]:
        """Cancel every running cycle of `owner` (a blocked card, a customer who left)."""
        require(user, "stop")
        self._check_owner(user, owner)
        return self.cycles.cancel_all(owner)

    def extend(self, user: User, cycle_id: str, minutes: int) -> Cycle:
        require(user, "extend")
        self._check_owner(user, self.cycles.get(cycle_id).owner)
        return self.cycles.extend(cycle_id, minutes)

    def report_fault(self, user: User, mid: str) -> Cycle | None:
        """Take a machine out of order; a cycle running on it is dropped and returned."""
        require(user, "service")
        self._check_site(user)
        self.machines.kind(mid)
        dropped = self.cycles.abort_on(mid)
        self.machines.out_of_order(mid)
        self.stats.record_fault(mid)
        return dropped

    def repair(self, user: User, mid: str) -> None:
        require(user, "service")
        self._check_site(user)
        self.machines.repair(mid)
        self.queue.machine_repaired(self.machines.kind(mid))

    def tick(self) -> list[Cycle]:
        """End the cycles that are due and count every cycle that ran to its end."""
        self.cycles.finish_due()
        done = self.cycles.drain_finished()
        for cycle in done:
            self.stats.record_cycle(cycle.kind, cycle.minutes)
        return done

    def cycles_for(self, user: User) -> list[Cycle]:
        """The running cycles `user` may stop or extend."""
        require(user, "view")
        return [c for c in self.cycles.active()
                if user.role == "manager" or (user.site == self.site and (user.role == "attendant" or c.owner == user.name))]
