"""Plain-text reports and class statistics."""

from __future__ import annotations

from .categories import median
from .roster import Gradebook


def format_report(book: Gradebook) -> str:
    """One line per student: name, final percent, letter and pass/FAIL (``-`` without scores)."""
    lines = []
    for student in book.students:
        final = book.final_percent(student)
        if final is None:
            lines.append(f"{student:<12} {'-':>6}")
            continue
        letter = book.scale.letter_for(final)
        status = "pass" if book.scale.passes(final) else "FAIL"
        lines.append(f"{student:<12} {final:>6.2f} {letter:<2} {status}")
    return "\n".join(lines)


def class_summary(book: Gradebook) -> dict:
    """Count, mean, median, pass count and letter distribution of the final percents."""
    finals = [p for _, p in book.ranking()]
    if not finals:
        return {"count": 0, "mean": None, "median": None, "passed": 0, "distribution": {}}
    return {
        "count": len(finals),
        "mean": round(sum(finals) / len(finals), 2),
        "median": median(finals),
        "passed": sum(1 for p in finals if book.scale.passes(p)),
        "distribution": book.scale.distribution(finals),
    }
