"""Entry standards and qualification from heats."""
from .athletes import Event
from .errors import EntryError
from .ranking import rank_track
from .results import Result


def meets_standard(event: Event, mark: float) -> bool:
    """A mark equal to the standard meets it: a time at or under it, a distance at or over it."""
    if event.standard is None:
        return True
    if event.lower_is_better:
        return mark <= event.standard
    return mark >= event.standard


def entries_meeting_standard(event: Event, marks: dict[int, float]) -> list[int]:
    """Bibs whose season's best meets the standard, in bib order."""
    return sorted(bib for bib, mark in marks.items() if meets_standard(event, mark))


def qualifiers(heats: list[list[Result]], by_place: int, by_time: int) -> list[int]:
    """The first `by_place` of every heat, then the `by_time` fastest of the others.

    Returns the bibs in the order of qualification (heat by heat, then fastest first).
    """
    if by_place < 0 or by_time < 0:
        raise EntryError("qualifier counts cannot be negative")
    chosen: list[int] = []
    others: list[Result] = []
    for heat in heats:
        for place, r in rank_track(heat):
            if place is not None and place <= by_place:
                chosen.append(r.bib)
            elif place is not None:
                others.append(r)
    for _, r in rank_track(others)[:by_time]:
        chosen.append(r.bib)
    return chosen
