"""The cue record."""

from dataclasses import dataclass

from .errors import CueError


@dataclass
class Cue:
    """One subtitle: a number, a start and an end in milliseconds, and one or more text lines."""

    index: int
    start: int
    end: int
    text: str

    def __post_init__(self):
        if self.start < 0:
            raise CueError(f"cue {self.index}: start must not be negative")
        if self.end <= self.start:
            raise CueError(f"cue {self.index}: end must be after start")
        if not self.text.strip():
            raise CueError(f"cue {self.index}: text must not be empty")

    @property
    def duration(self) -> int:
        return self.end - self.start

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    def plain_text(self) -> str:
        """The text without line breaks (lines joined by one space)."""
        return " ".join(line.strip() for line in self.lines)


def renumber(cues: list[Cue], first: int = 1) -> list[Cue]:
    """New cues, sorted by start time and numbered from `first`."""
    ordered = sorted(cues, key=lambda c: (c.start, c.end))
    return [Cue(first + i, c.start, c.end, c.text) for i, c in enumerate(ordered)]


def wrap(text: str, width: int = 42) -> str:
    """Break text into lines of at most `width` characters at spaces (a longer word keeps a line to itself)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return "\n".join(lines)


def balance(text: str, width: int = 42) -> str:
    """Two lines of similar length when the text does not fit on one line (else `wrap`)."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    words = flat.split(" ")
    best = None
    for i in range(1, len(words)):
        top, bottom = " ".join(words[:i]), " ".join(words[i:])
        if len(top) <= width and len(bottom) <= width:
            score = abs(len(top) - len(bottom))
            if best is None or score < best[0]:
                best = (score, f"{top}\n{bottom}")
    return best[1] if best else wrap(flat, width)
