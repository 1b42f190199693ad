"""Several substitutions in one pass.

``multi_replace("cat category", {"cat": "dog", "category": "class"})`` is ``"dog class"``: at
each position the longest matching key wins, and replaced text is never scanned again (so
swapping ``a`` and ``b`` works).
"""

from __future__ import annotations

import re
from collections.abc import Mapping


def _longest_first(replacements) -> list[tuple[str, str]]:
    """The (old, new) pairs of a mapping or an iterable of pairs, longest *old* first."""
    pairs = list(replacements.items()) if isinstance(replacements, Mapping) else list(replacements)
    return sorted(pairs, key=lambda pair: len(pair[0]), reverse=True)


def _compile(pairs: list[tuple[str, str]]):
    for old, _ in pairs:
        if not old:
            raise ValueError("cannot replace the empty string")
    lookup = dict(pairs)
    pattern = re.compile("|".join(re.escape(old) for old, _ in pairs))
    return pattern, lookup


def multi_replace(text: str, replacements) -> str:
    """*text* with every key of *replacements* replaced (see the module docstring)."""
    pairs = _longest_first(replacements)
    if not pairs:
        return text
    pattern, lookup = _compile(pairs)
    return pattern.sub(lambda m: lookup[m.group(0)], text)


def compile_replacer(replacements):
    """A function ``f(text)`` doing :func:`multi_replace` with *replacements*, compiled once."""
    pairs = _longest_first(replacements)
    if not pairs:
        return lambda text: text
    pattern, lookup = _compile(pairs)
    return lambda text: pattern.sub(lambda m: lookup[m.group(0)], text)
