"""Fixed-width text rendering of report tables."""

from __future__ import annotations

ELLIPSIS = "\u2026"


def truncate(text: str, width: int) -> str:
    """Shorten *text* to at most *width* characters, marking cuts with an ellipsis."""
    if width < 1:
        raise ValueError("width must be at least 1")
    if len(text) <= width:
        return text
    if width == 1:
        return ELLIPSIS
    return text[:width] + ELLIPSIS


def format_number(value, decimals: int = 2) -> str:
    """Format a cell value: thousands separators, fixed decimals, yes/no for bools."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.{decimals}f}"
    return str(value)


def _is_numeric(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def render_table(columns: list[str], rows: list[list], *, decimals: int = 2, max_width: int = 20) -> str:
    """Render *rows* under *columns* as an aligned plain-text table.

    Numbers are right-aligned, everything else left-aligned.  Cells longer
    than *max_width* are truncated.  The result has no trailing newline.
    """
    header = [truncate(str(c), max_width) for c in columns]
    body = []
    numeric = [False] * len(columns)
    for row in rows:
        cells = []
        for i, value in enumerate(row):
            if _is_numeric(value):
                numeric[i] = True
            cells.append(truncate(format_number(value, decimals), max_width))
        body.append(cells)
    widths = [len(h) for h in header]
    for cells in body:
        widths = [max(w, len(c)) for w, c in zip(widths, cells)]

    def line(cells):
        out = []
        for i, cell in enumerate(cells):
            out.append(cell.rjust(widths[i]) if numeric[i] else cell.ljust(widths[i]))
        return " | ".join(out).rstrip()

    lines = [line(header), "-+-".join("-" * w for w in widths)]
    lines.extend(line(cells) for cells in body)
    return "\n".join(lines)
