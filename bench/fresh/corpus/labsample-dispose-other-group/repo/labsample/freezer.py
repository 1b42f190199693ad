"""Freezer boxes: a grid of positions `A1` (top left) to `I9`."""

from .errors import StorageError

ROWS = "ABCDEFGHI"


def parse_position(text: str, rows: int = 9, cols: int = 9) -> tuple[int, int]:
    """'C7' -> (2, 6), zero-based row and column."""
    if len(text) < 2 or text[0] not in ROWS[:rows] or not text[1:].isdigit():
        raise StorageError(f"bad position: {text!r}")
    col = int(text[1:])
    if not 1 <= col <= cols:
        raise StorageError(f"bad position: {text!r}")
    return ROWS.index(text[0]), col - 1


def format_position(row: int, col: int) -> str:
    return f"{ROWS[row]}{col + 1}"


class Box:
    def __init__(self, name: str, rows: int = 9, cols: int = 9):
        if not 1 <= rows <= len(ROWS) or cols < 1:
            raise StorageError("bad box size")
        self.name, self.rows, self.cols = name, rows, cols
        self._slots: dict[tuple[int, int], str] = {}

    def place(self, sample_id: str, position: str) -> None:
        key = parse_position(position, self.rows, self.cols)
        if key in self._slots:
            raise StorageError(f"{self.name} {position} is taken by {self._slots[key]}")
        self._slots[key] = sample_id

    def remove(self, position: str) -> str:
        key = parse_position(position, self.rows, self.cols)
        if key not in self._slots:
            raise StorageError(f"{self.name} {position} is empty")
        return self._slots.pop(key)

    def find(self, sample_id: str) -> str | None:
        for key, sid in self._slots.items():
            if sid == sample_id:
                return format_position(*key)
        return None

    def find_at(self, row: int, col: int) -> str | None:
        return self._slots.get((row, col))

    def next_free(self) -> str | None:
        """The first free position, row by row."""
        for r in range(self.rows):
            for c in range(self.cols):
                if (r, c) not in self._slots:
                    return format_position(r, c)
        return None

    def contents(self) -> dict[str, str]:
        """Position -> sample id, row by row."""
        return {format_position(*key): self._slots[key] for key in sorted(self._slots)}

    def move(self, source: str, target: str) -> None:
        """Move the sample at `source` to the free position `target`."""
        sample_id = self.remove(source)
        try:
            self.place(sample_id, target)
        except StorageError:
            self.place(sample_id, source)
            raise

    def free_count(self) -> int:
        return self.rows * self.cols - len(self._slots)
