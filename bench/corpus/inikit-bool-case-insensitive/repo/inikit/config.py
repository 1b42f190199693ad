"""The :class:`Config` object returned by :func:`inikit.parse`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .coerce import CoercionError, format_value, to_bool, to_float, to_int, to_list
from .errors import MissingOptionError, MissingSectionError
from .interpolation import interpolate

T = TypeVar("T")
_MISSING: Any = object()


class Config:
    """Ordered sections of ``option -> raw string``, plus a DEFAULT section.

    Option names are case-insensitive (stored lower-case); section names are not.
    Values are stored raw and interpolated when read with :meth:`get` and friends.
    """

    def __init__(self, *, defaults_section: str = "DEFAULT", interpolation: bool = True):
        self.defaults_section = defaults_section
        self.interpolation = interpolation
        self._defaults: dict[str, str] = {}
        self._sections: dict[str, dict[str, str]] = {}

    # -- structure ---------------------------------------------------------------
    def sections(self) -> list[str]:
        """Section names in file order (DEFAULT is not included)."""
        return list(self._sections)

    def has_section(self, name: str) -> bool:
        return name in self._sections

    def add_section(self, name: str) -> None:
        """Create an empty section; adding an existing section is a no-op."""
        if name != self.defaults_section:
            self._sections.setdefault(name, {})

    def remove_section(self, name: str) -> bool:
        return self._sections.pop(name, None) is not None

    def defaults(self) -> dict[str, str]:
        return dict(self._defaults)

    def _store(self, section: str) -> dict[str, str]:
        if section == self.defaults_section:
            return self._defaults
        try:
            return self._sections[section]
        except KeyError:
            raise MissingSectionError(f"no section [{section}]") from None

    def raw_section(self, section: str) -> dict[str, str]:
        """The options stored in ``section`` itself (no DEFAULT), uninterpolated."""
        return dict(self._store(section))

    def has_option(self, section: str, key: str) -> bool:
        try:
            store = self._store(section)
        except MissingSectionError:
            return False
        key = key.lower()
        return key in store or key in self._defaults

    def options(self, section: str) -> list[str]:
        """Option names of ``section`` followed by inherited DEFAULT options."""
        store = self._store(section)
        return list(store) + [k for k in self._defaults if k not in store]

    # -- raw access ----------------------------------------------------------------
    def get_raw(self, section: str, key: str) -> str:
        """The stored string, without interpolation; falls back to DEFAULT."""
        store = self._store(section)
        key = key.lower()
        if key in store:
            return store[key]
        if key in self._defaults:
            return self._defaults[key]
        raise MissingOptionError(f"no option {key!r} in section [{section}]")

    def set(self, section: str, key: str, value: object) -> None:
        """Store ``value`` (bools, lists and None are formatted like the parser reads them)."""
        self._store(section)[key.lower()] = format_value(value)

    def remove_option(self, section: str, key: str) -> bool:
        return self._store(section).pop(key.lower(), None) is not None

    # -- typed access --------------------------------------------------------------
    def get(self, section: str, key: str, *, fallback: Any = _MISSING, raw: bool = False) -> str:
        """The interpolated value, or ``fallback`` if the section or option is missing."""
        try:
            value = self.get_raw(section, key)
        except (MissingSectionError, MissingOptionError):
            if fallback is _MISSING:
                raise
            return fallback
        if raw or not self.interpolation:
            return value
        return interpolate(self, section, value)

    def _typed(self, section: str, key: str, fallback: Any, convert: Callable[[str], T]) -> T:
        try:
            value = self.get(section, key)
        except (MissingSectionError, MissingOptionError):
            if fallback is _MISSING:
                raise
            return fallback
        try:
            return convert(value)
        except CoercionError as exc:
            raise CoercionError(f"[{section}] {key}: {exc}") from None

    def get_int(self, section: str, key: str, *, fallback: Any = _MISSING) -> int:
        return self._typed(section, key, fallback, to_int)

    def get_float(self, section: str, key: str, *, fallback: Any = _MISSING) -> float:
        return self._typed(section, key, fallback, to_float)

    def get_bool(self, section: str, key: str, *, fallback: Any = _MISSING) -> bool:
        return self._typed(section, key, fallback, to_bool)

    def get_list(self, section: str, key: str, *, fallback: Any = _MISSING,
                 sep: str = ",") -> list[str]:
        return self._typed(section, key, fallback, lambda value: to_list(value, sep))

    def items(self, section: str) -> list[tuple[str, str]]:
        """``(option, interpolated value)`` pairs, DEFAULT options included."""
        return [(key, self.get(section, key)) for key in self.options(section)]

    def to_dict(self, *, raw: bool = False) -> dict[str, dict[str, str]]:
        """A plain nested dict of every section (DEFAULT options merged in)."""
        return {
            name: {key: self.get(name, key, raw=raw) for key in self.options(name)}
            for name in self._sections
        }

    # -- dunder --------------------------------------------------------------------
    def __contains__(self, section: object) -> bool:
        return section in self._sections

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Config):
            return NotImplemented
        return (self._defaults, self._sections) == (other._defaults, other._sections)

    def __repr__(self) -> str:
        return f"Config(defaults={self._defaults!r}, sections={self._sections!r})"
