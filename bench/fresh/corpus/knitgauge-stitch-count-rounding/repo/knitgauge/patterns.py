"""A shared pattern library. Designers publish and edit their own patterns, admins edit any
pattern, test knitters leave test notes on patterns in testing, readers only read."""

from dataclasses import dataclass, field

from .errors import KnitError, NotFound, PermissionDenied
from .users import User


@dataclass
class Pattern:
    id: int
    title: str
    designer: str
    sizes: dict[str, float] = field(default_factory=dict)   # size -> finished chest cm
    testing: bool = True
    notes: list[str] = field(default_factory=list)


def can_edit(user: User, pattern: Pattern) -> bool:
    if user.role == "admin":
        return True
    return user.role == "designer" and pattern.designer == user.name


def can_note(user: User, pattern: Pattern) -> bool:
    if can_edit(user, pattern):
        return True
    return user.role == "tester" and pattern.testing


class Library:
    def __init__(self):
        self._patterns: dict[int, Pattern] = {}
        self._next = 1

    def publish(self, user: User, title: str, sizes: dict[str, float]) -> Pattern:
        if user.role not in ("designer", "admin"):
            raise PermissionDenied(f"{user.name} may not publish patterns")
        if not title.strip():
            raise KnitError("a pattern needs a title")
        p = Pattern(self._next, title.strip(), user.name, dict(sizes))
        self._patterns[p.id] = p
        self._next += 1
        return p

    def get(self, pattern_id: int) -> Pattern:
        try:
            return self._patterns[pattern_id]
        except KeyError:
            raise NotFound(f"no pattern {pattern_id}") from None

    def _editable(self, user: User, pattern_id: int) -> Pattern:
        p = self.get(pattern_id)
        if not can_edit(user, p):
            raise PermissionDenied(f"{user.name} may not edit pattern {pattern_id}")
        return p

    def retitle(self, user: User, pattern_id: int, title: str) -> Pattern:
        p = self._editable(user, pattern_id)
        if not title.strip():
            raise KnitError("a pattern needs a title")
        p.title = title.strip()
        return p

    def set_size(self, user: User, pattern_id: int, size: str, chest_cm: float) -> Pattern:
        p = self._editable(user, pattern_id)
        if chest_cm <= 0:
            raise KnitError("a size needs a positive chest measurement")
        p.sizes[size] = chest_cm
        return p

    def finish_testing(self, user: User, pattern_id: int) -> Pattern:
        p = self.get(pattern_id)
        if not can_edit(user, p):
            raise PermissionDenied(f"{user.name} may not finish testing of pattern {pattern_id}")
        p.testing = False
        return p

    def add_note(self, user: User, pattern_id: int, text: str) -> Pattern:
        p = self.get(pattern_id)
        if not can_note(user, p):
            raise PermissionDenied(f"{user.name} may not add notes to pattern {pattern_id}")
        p.notes.append(f"{user.name}: {text.strip()}")
        return p

    def by_designer(self, name: str) -> list[Pattern]:
        return [p for p in self._patterns.values() if p.designer == name]
