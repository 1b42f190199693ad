"""Tariffs: what a charging session costs at a site (energy, plus an idle fee for blocking a
charger after a free grace period)."""

from dataclasses import dataclass

from .errors import ChargeError
from .sessions import Session


@dataclass(frozen=True)
class Tariff:
    cents_per_kwh: int
    idle_cents_per_minute: int = 0
    grace_minutes: int = 60

    def __post_init__(self):
        if self.cents_per_kwh < 0 or self.idle_cents_per_minute < 0 or self.grace_minutes < 0:
            raise ChargeError("a tariff cannot be negative")


def session_cost(session: Session, tariff: Tariff, now: float) -> int:
    """Cents for `session` so far: energy rounded to whole cents, plus idle minutes beyond the
    grace period."""
    energy = round(session.kwh * tariff.cents_per_kwh)
    idle = max(0.0, session.minutes(now) - tariff.grace_minutes)
    return energy + int(idle) * tariff.idle_cents_per_minute


def bill(sessions: list[Session], tariffs: dict[str, Tariff], now: float) -> dict[str, int]:
    """Cents per driver over `sessions`, using the tariff of each session's site."""
    out: dict[str, int] = {}
    for s in sessions:
        if s.site not in tariffs:
            raise ChargeError(f"no tariff for {s.site}")
        out[s.driver] = out.get(s.driver, 0) + session_cost(s, tariffs[s.site], now)
    return out
