class MeetError(Exception):
    """Base class of every trackmeet error."""


class MarkError(MeetError, ValueError):
    """A mark (a time or a distance) that cannot be read."""


class EntryError(MeetError):
    """An athlete, event or result that does not fit the meet."""
