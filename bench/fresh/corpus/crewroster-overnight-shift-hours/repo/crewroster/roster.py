"""A week's roster: members, shifts, assignments and swaps."""

from dataclasses import dataclass

from .errors import PermissionDenied, RuleViolation, UnknownName
from .permissions import may_approve_swap, may_assign, may_cancel_swap, may_manage
from .rules import Rules, hours_problems, rest_problems


@dataclass
class Swap:
    id: int
    shift: object
    giver: str
    taker: str
    status: str = "open"


class Roster:
    def __init__(self, rules=None):
        self.rules = rules or Rules()
        self._members = {}
        self._shifts = {}
        self._assigned = {}
        self._swaps = {}
        self.log = []

    def add_member(self, member):
        if member.name in self._members:
            raise ValueError(f"member {member.name} exists")
        self._members[member.name] = member

    def member(self, name):
        try:
            return self._members[name]
        except KeyError:
            raise UnknownName(f"no member {name}") from None

    def add_shift(self, actor, shift):
        if not may_manage(actor, shift.crew):
            raise PermissionDenied(f"{actor.name} may not plan crew {shift.crew}")
        if shift.id in self._shifts:
            raise ValueError(f"shift {shift.id} exists")
        self._shifts[shift.id] = shift
        self._assigned[shift.id] = []

    def shift(self, shift_id):
        try:
            return self._shifts[shift_id]
        except KeyError:
            raise UnknownName(f"no shift {shift_id}") from None

    def crew_on(self, shift_id):
        self.shift(shift_id)
        return list(self._assigned[shift_id])

    def shifts_of(self, name):
        found = [self._shifts[sid] for sid, names in self._assigned.items() if name in names]
        return sorted(found, key=lambda s: s.start_at)

    def hours_of(self, name):
        return sum(s.hours for s in self.shifts_of(name))

    def problems(self, shift_id, name, leaving=None):
        """Why `name` may not take `shift_id` (in place of `leaving`); an empty list when they may."""
        shift, member = self.shift(shift_id), self.member(name)
        if member.crew != shift.crew:
            return [f"{name} is not in crew {shift.crew}"]
        if name in self._assigned[shift_id]:
            return [f"{name} is already on {shift_id}"]
        found = []
        if not member.has(shift.skill):
            found.append(f"{name} lacks {shift.skill}")
        if len([n for n in self._assigned[shift_id] if n != leaving]) >= shift.slots:
            found.append(f"{shift_id} is full")
        others = self.shifts_of(name)
        found += rest_problems(others, shift, self.rules)
        found += hours_problems(others, shift, self.rules)
        return found

    def assign(self, actor, shift_id, name):
        shift = self.shift(shift_id)
        if not may_assign(actor, shift):
            raise PermissionDenied(f"{actor.name} may not assign on {shift_id}")
        found = self.problems(shift_id, name)
        if found:
            raise RuleViolation(found)
        self._assigned[shift_id].append(name)
        self.log.append(("assign", shift_id, name, actor.name))

    def assign_many(self, actor, shift_id, names):
        """Assign all of `names` or, when any of them may not go, none of them."""
        shift = self.shift(shift_id)
        if not may_assign(actor, shift):
            raise PermissionDenied(f"{actor.name} may not assign on {shift_id}")
        if len(set(names)) != len(names):
            raise RuleViolation(["a name is given twice"])
        added = []
        for name in names:
            found = self.problems(shift_id, name)
            if found:
                for done in added:
                    self._assigned[shift_id].remove(done)
                raise RuleViolation(found)
            self._assigned[shift_id].append(name)
            added.append(name)
        self.log.append(("assign", shift_id, ",".join(names), actor.name))

    def unassign(self, actor, shift_id, name):
        shift = self.shift(shift_id)
        if not may_assign(actor, shift):
            raise PermissionDenied(f"{actor.name} may not change {shift_id}")
        if name not in self._assigned[shift_id]:
            raise UnknownName(f"{name} is not on {shift_id}")
        self._assigned[shift_id].remove(name)
        self.log.append(("unassign", shift_id, name, actor.name))

    def request_swap(self, actor, shift_id, taker):
        shift = self.shift(shift_id)
        self.member(taker)
        if actor.name not in self._assigned[shift_id]:
            raise PermissionDenied(f"{actor.name} is not on {shift_id}")
        swap = Swap(len(self._swaps) + 1, shift, actor.name, taker)
        self._swaps[swap.id] = swap
        return swap

    def swap(self, swap_id):
        try:
            return self._swaps[swap_id]
        except KeyError:
            raise UnknownName(f"no swap {swap_id}") from None

    def approve_swap(self, actor, swap_id):
        swap = self.swap(swap_id)
        if swap.status != "open":
            raise RuleViolation([f"swap {swap_id} is {swap.status}"])
        if not may_approve_swap(actor, swap):
            raise PermissionDenied(f"{actor.name} may not approve swap {swap_id}")
        found = self.problems(swap.shift.id, swap.taker, leaving=swap.giver)
        if found:
            raise RuleViolation(found)
        names = self._assigned[swap.shift.id]
        names[names.index(swap.giver)] = swap.taker
        swap.status = "approved"
        self.log.append(("swap", swap.shift.id, f"{swap.giver}->{swap.taker}", actor.name))

    def cancel_swap(self, actor, swap_id):
        swap = self.swap(swap_id)
        if not may_cancel_swap(actor, swap):
            raise PermissionDenied(f"{actor.name} may not cancel swap {swap_id}")
        if swap.status != "open":
            raise RuleViolation([f"swap {swap_id} is {swap.status}"])
        swap.status = "cancelled"

    def open_swaps(self):
        return [s for s in self._swaps.values() if s.status == "open"]

    def validate(self):
        """Every rule the current roster breaks, as (member, problem) pairs."""
        found = []
        for name in sorted(self._members):
            shifts = self.shifts_of(name)
            for before, after in zip(shifts, shifts[1:]):
                gap = (after.start_at - before.end_at) / 60
                if gap < self.rules.min_rest_hours:
                    found.append((name, f"only {gap:g} h rest between {before.id} and {after.id}"))
            total = sum(s.hours for s in shifts)
            if total > self.rules.max_week_hours:
                found.append((name, f"{total:g} h in the week"))
        return found
