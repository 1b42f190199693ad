"""How long samples are kept, and which are due for disposal."""

from datetime import date, timedelta

from .samples import RETENTION_DAYS


def expiry(sample) -> date:
    """The day the retention period of the sample ends."""
    return sample.collected + timedelta(days=RETENTION_DAYS[sample.kind])


def days_left(sample, today: date) -> int:
    return (expiry(sample) - today).days


def is_due(sample, today: date) -> bool:
    """A sample is due for disposal from its expiry day on."""
    return today >= expiry(sample)


def due_for_disposal(samples, today: date) -> list[str]:
    """Ids of the kept samples due for disposal, the longest overdue first."""
    due = [s for s in samples if s.status != "disposed" and today >= expiry(s)]
    due.sort(key=lambda s: (expiry(s), s.id))
    return [s.id for s in due]
