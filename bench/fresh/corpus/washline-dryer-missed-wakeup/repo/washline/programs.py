"""Wash and dry programs."""

from dataclasses import dataclass

from .errors import WashError


@dataclass(frozen=True)
class Program:
    name: str
    kind: str
    minutes: int
    temperature: int | None = None


PROGRAMS: dict[str, Program] = {p.name: p for p in (
    Program("cotton", "washer", 60, 40),
    Program("quick", "washer", 30, 30),
    Program("wool", "washer", 40, 30),
    Program("hot", "washer", 90, 60),
    Program("tumble", "dryer", 45),
    Program("gentle", "dryer", 30),
)}

KINDS = ("washer", "dryer")


def program(name: str, kind: str | None = None) -> Program:
    """The program called `name`; with `kind`, it must be a program of that kind of machine."""
    try:
        found = PROGRAMS[name.strip().lower()]
    except KeyError:
        raise WashError(f"no such program: {name!r}") from None
    if kind is not None and found.kind != kind:
        raise WashError(f"{found.name} is a {found.kind} program, not a {kind} program")
    return found


def programs_for(kind: str) -> list[str]:
    if kind not in KINDS:
        raise WashError(f"no such kind of machine: {kind!r}")
    return sorted(p.name for p in PROGRAMS.values() if p.kind == kind)
