"""A small subset of RFC 5545 recurrence rules: DAILY, WEEKLY (with BYDAY) and MONTHLY, with
INTERVAL and either COUNT or UNTIL.

As in RFC 5545, UNTIL is inclusive: an occurrence that falls on the UNTIL date is part of the
set. The start date is always the first occurrence of the rule. Monthly rules keep the start's
day of month and clamp it to shorter months (31 January, 29 February, 31 March, ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from .errors import RecurrenceError
from .months import add_months

FREQUENCIES = ("daily", "weekly", "monthly")
WEEKDAY_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
WEEKDAY_NAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


@dataclass(frozen=True)
class Recurrence:
    """A recurrence rule; see the module docstring for its semantics."""

    freq: str
    interval: int = 1
    count: int | None = None
    until: date | None = None
    weekdays: tuple[int, ...] = ()

    def __post_init__(self):
        if self.freq not in FREQUENCIES:
            raise RecurrenceError(f"unknown frequency {self.freq!r}; expected one of {', '.join(FREQUENCIES)}")
        if self.interval < 1:
            raise RecurrenceError(f"interval must be at least 1, got {self.interval}")
        if self.count is not None and self.count < 1:
            raise RecurrenceError(f"count must be at least 1, got {self.count}")
        if self.count is not None and self.until is not None:
            raise RecurrenceError("a rule cannot have both COUNT and UNTIL")
        if self.weekdays and self.freq != "weekly":
            raise RecurrenceError("weekdays only apply to weekly rules")
        if any(not 0 <= w <= 6 for w in self.weekdays):
            raise RecurrenceError(f"weekdays must be 0 (Monday) to 6 (Sunday): {self.weekdays}")
        object.__setattr__(self, "weekdays", tuple(sorted(set(self.weekdays))))

    def _generator(self, start: date):
        return {"daily": self._daily, "weekly": self._weekly, "monthly": self._monthly}[self.freq](start)

    def occurrences(self, start: date, limit: int = 1000) -> list[date]:
        """The dates of the rule from *start*, in order, at most *limit* of them."""
        out: list[date] = []
        for d in self._generator(start):
            out.append(d)
            if self.count is not None and len(out) >= self.count:
                break
            if len(out) >= limit:
                break
        return out

    def next_after(self, start: date, after: date) -> date | None:
        """The first occurrence strictly after *after*, or None when the rule has ended."""
        seen = 0
        for d in self._generator(start):
            seen += 1
            if self.count is not None and seen > self.count:
                return None
            if d > after:
                return d
        return None

    def _daily(self, start: date):
        step = timedelta(days=self.interval)
        current = start
        while self.until is None or current <= self.until:
            yield current
            current += step

    def _weekly(self, start: date):
        days = self.weekdays or (start.weekday(),)
        week_start = start - timedelta(days=start.weekday())
        while True:
            for wd in days:
                d = week_start + timedelta(days=wd)
                if d < start:
                    continue
                if self.until is not None and d > self.until:
                    return
                yield d
            week_start += timedelta(weeks=self.interval)

    def _monthly(self, start: date):
        k = 0
        while True:
            d = add_months(start, k * self.interval)
            if self.until is not None and d > self.until:
                return
            yield d
            k += 1


def parse_rule(text: str) -> Recurrence:
    """Parse an RRULE value such as ``"FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20240331"``."""
    fields: dict[str, str] = {}
    for part in text.strip().removeprefix("RRULE:").split(";"):
        if not part:
            continue
        key, sep, value = part.partition("=")
        if not sep or not value:
            raise RecurrenceError(f"malformed rule part {part!r} in {text!r}")
        fields[key.strip().upper()] = value.strip()
    if "FREQ" not in fields:
        raise RecurrenceError(f"rule has no FREQ: {text!r}")
    try:
        interval = int(fields.get("INTERVAL", "1"))
        count = int(fields["COUNT"]) if "COUNT" in fields else None
        until = None
        if "UNTIL" in fields:
            u = fields["UNTIL"][:8]
            until = date(int(u[:4]), int(u[4:6]), int(u[6:8]))
    except ValueError as e:
        raise RecurrenceError(f"bad value in rule {text!r}: {e}") from None
    weekdays = ()
    if "BYDAY" in fields:
        try:
            weekdays = tuple(WEEKDAY_CODES.index(code.strip().upper()) for code in fields["BYDAY"].split(","))
        except ValueError:
            raise RecurrenceError(f"unknown BYDAY value in {text!r}") from None
    return Recurrence(fields["FREQ"].lower(), interval, count, until, weekdays)


def describe(rule: Recurrence) -> str:
    """A short English description: ``"every 2 weeks on Mon, Wed until 2024-03-31"``."""
    unit = {"daily": "day", "weekly": "week", "monthly": "month"}[rule.freq]
    text = f"every {unit}" if rule.interval == 1 else f"every {rule.interval} {unit}s"
    if rule.weekdays:
        text += " on " + ", ".join(WEEKDAY_NAMES[w] for w in rule.weekdays)
    if rule.count is not None:
        text += f", {rule.count} time{'s' if rule.count != 1 else ''}"
    if rule.until is not None:
        text += f" until {rule.until.isoformat()}"
    return text
