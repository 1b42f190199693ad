"""${...} interpolation over a parsed settings document.

References are resolved lazily, per value, so an unused broken reference does not stop a file
from loading. A referenced value is expanded in its *own* section: ``${paths.data}`` where
``paths.data = ${root}/data`` looks ``root`` up in ``[paths]`` (then ``[defaults]``), not in the
section that contains the reference.
"""
from __future__ import annotations

import re

from .errors import InterpolationError

DEFAULTS = "defaults"
_REF = re.compile(r"\$\$|\$\{([^}]*)\}")


class Interpolator:
    def __init__(self, sections: dict[str, dict[str, str]]):
        self._sections = sections

    def locate(self, section: str, ref: str) -> tuple[str, str]:
        """The (section, key) a reference written inside ``section`` points at."""
        ref = ref.strip().lower()
        if "." in ref:
            target, _, key = ref.rpartition(".")
            if key in self._sections.get(target, {}):
                return target, key
            raise InterpolationError(f"unknown reference ${{{ref}}}")
        if ref in self._sections.get(section, {}):
            return section, ref
        if ref in self._sections.get(DEFAULTS, {}):
            return DEFAULTS, ref
        raise InterpolationError(f"unknown reference ${{{ref}}} in [{section}]")

    def expand(self, section: str, value: str, _stack: tuple[tuple[str, str], ...] = ()) -> str:
        """``value`` (written in ``section``) with every reference replaced."""

        def replace(match: re.Match[str]) -> str:
            if match.group(0) == "$$":
                return "$"
            where = self.locate(section, match.group(1))
            if where in _stack:
                chain = " -> ".join(f"{s}.{k}" for s, k in _stack + (where,))
                raise InterpolationError(f"reference cycle: {chain}")
            raw = self._sections[where[0]][where[1]]
            return self.expand(section, raw, _stack + (where,))

        return _REF.sub(replace, value)

    def value(self, section: str, key: str) -> str:
        """The expanded value of ``section.key``."""
        raw = self._sections[section][key]
        return self.expand(section, raw, ((section, key),))
