"""Clock readings, weekdays and spans measured in minutes from Monday 00:00."""

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
DAY_MIN = 24 * 60
WEEK_MIN = 7 * DAY_MIN
NIGHT_START = 22 * 60
NIGHT_END = 6 * 60


def parse_clock(text):
    """'06:30' -> 390 (minutes after midnight)."""
    try:
        hh, mm = text.strip().split(":")
        h, m = int(hh), int(mm)
    except (AttributeError, ValueError):
        raise ValueError(f"bad clock reading {text!r}") from None
    if len(mm) != 2 or not (0 <= h <= 23 and 0 <= m <= 59):
        raise ValueError(f"bad clock reading {text!r}")
    return h * 60 + m


def day_index(day):
    """'Tue' / 'tuesday' -> 1."""
    key = str(day).strip().lower()[:3]
    if key not in DAYS:
        raise ValueError(f"bad weekday {day!r}")
    return DAYS.index(key)


def duration(start, end):
    """Minutes from clock reading `start` to `end`; an end at or before the start is next day."""
    if start == end:
        raise ValueError("a shift cannot start and end at the same time")
    if end < start:
        end += DAY_MIN
    return end - start


def fmt_minutes(minutes):
    """Week minute -> 'Tue 06:00'."""
    day, rest = divmod(minutes % WEEK_MIN, DAY_MIN)
    return f"{DAYS[day].title()} {rest // 60:02d}:{rest % 60:02d}"


def overlap(a0, a1, b0, b1):
    """Minutes shared by [a0, a1) and [b0, b1)."""
    return max(0, min(a1, b1) - max(a0, b0))


def night_minutes(start_at, end_at):
    """Minutes of [start_at, end_at) between 22:00 and 06:00 of any night."""
    total = 0
    for day in range(start_at // DAY_MIN - 1, end_at // DAY_MIN + 1):
        base = day * DAY_MIN
        total += overlap(start_at, end_at, base + NIGHT_START, base + DAY_MIN + NIGHT_END)
    return total
