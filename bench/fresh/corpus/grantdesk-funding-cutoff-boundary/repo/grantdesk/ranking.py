"""Ranking: best average first; ties go to the smaller total budget, then the earlier
submission."""


def rank_key(entry):
    return (-entry.average, entry.total, entry.submitted)


def rank(entries) -> list:
    return sorted(entries, key=rank_key)


def allocate(entries, money: int) -> list:
    """Fund fundable entries in rank order while the money lasts; an entry that does not fit
    is skipped and the next ones are still tried."""
    funded, left = [], money
    for entry in sorted(entries, key=lambda e: (-e.average, e.total, e.submitted)):
        if entry.band == "fund" and entry.total <= left:
            funded.append(entry)
            left -= entry.total
    return funded
