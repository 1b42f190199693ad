"""Printable size charts."""

from .gauge import Gauge
from .patterns import Pattern
from .sizes import cast_on


def size_chart(pattern: Pattern, gauge: Gauge, pieces: int = 2) -> list[str]:
    """One line per size, smallest first: 'M: 100 cm, cast on 110 sts'."""
    lines = [f"{pattern.title} by {pattern.designer}"]
    for name, cm in sorted(pattern.sizes.items(), key=lambda kv: kv[1]):
        lines.append(f"{name}: {cm:g} cm, cast on {cast_on(gauge, cm, pieces)} sts")
    return lines
