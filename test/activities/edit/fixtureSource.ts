// The fixture module of the edit-pipeline tests (pure text, no I/O): known entities, a block
// that occurs twice, a > 15-line function, a class with methods.
export const FIXTURE_PY = `"""Inventory helpers (edit-pipeline fixture)."""

from __future__ import annotations

import math

LIMIT = 10


def clamp(value, low, high):
    """Clamp value into [low, high]."""
    if value < low:
        return low
    if value > high:
        return high
    return value


def mean(values):
    total = sum(values)
    return total / len(values)


def spread(values):
    lo = min(values)
    hi = max(values)
    return hi - lo


def report(values):
    lines = []
    lines.append("count: %d" % len(values))
    lines.append("mean: %.2f" % mean(values))
    lines.append("spread: %.2f" % spread(values))
    lines.append("min: %.2f" % min(values))
    lines.append("max: %.2f" % max(values))
    lines.append("limit: %d" % LIMIT)
    for v in values:
        if v > LIMIT:
            lines.append("- %.2f (over)" % v)
        else:
            lines.append("- %.2f" % v)
    lines.append("end")
    header = lines[0]
    footer = lines[-1]
    lines.insert(0, header.upper())
    lines.append(footer.upper())
    lines.append("")
    lines.append("--")
    return "\\n".join(lines)


class Stock:
    def __init__(self, items):
        self.items = dict(items)

    def total(self):
        total = sum(self.items.values())
        return total

    def scaled(self, factor):
        return {k: math.floor(v * factor) for k, v in self.items.items()}
`;

export const OTHER_PY = `"""A second module, for multi-file changes."""


def double(x):
    return 2 * x
`;

/** 1-based line of the nth occurrence of `needle` in `text`. */
export function lineOf(text: string, needle: string, nth = 1): number {
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`fixture has no occurrence ${nth} of ${JSON.stringify(needle)}`);
  }
  return text.slice(0, at).split('\n').length;
}
