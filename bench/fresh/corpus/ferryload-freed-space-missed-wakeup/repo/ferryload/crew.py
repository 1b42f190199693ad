from dataclasses import dataclass

from .errors import Denied, InvalidInput

PERMISSIONS = {
    "deckhand": {"board", "unload", "hold"},
    "purser": {"hold", "release", "report"},
    "officer": {"board", "unload", "hold", "release", "report", "close", "open"},
}


@dataclass(frozen=True)
class Crew:
    name: str
    role: str

    def __post_init__(self):
        if not self.name.isalpha() or not self.name.islower():
            raise InvalidInput(f"crew names are lower-case letters: {self.name!r}")
        if self.role not in PERMISSIONS:
            raise InvalidInput(f"unknown role: {self.role!r}")


def may(crew: Crew, action: str) -> bool:
    return action in PERMISSIONS[crew.role]


def require(crew: Crew, action: str) -> None:
    if not may(crew, action):
        raise Denied(f"{crew.name} ({crew.role}) may not {action}")
