"""The Config document: sections of raw string values plus typed, interpolated accessors.

Raw values are stored as written; interpolation and type conversion happen on access, so a
layered merge can override a value that others reference and every reference sees the winner.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from . import values as conv
from .errors import ConfigError, ParseError
from .interpolate import Interpolator
from .lexer import Entry, SectionHeader, tokenize, valid_name

_MISSING = object()


class Config:
    def __init__(self, sections: dict[str, dict[str, str]] | None = None):
        self._sections: dict[str, dict[str, str]] = sections if sections is not None else {}

    # -- structure -----------------------------------------------------------------------
    def sections(self) -> list[str]:
        return list(self._sections)

    def keys(self, section: str) -> list[str]:
        return list(self._sections.get(section.lower(), {}))

    def has(self, section: str, key: str) -> bool:
        return key.lower() in self._sections.get(section.lower(), {})

    def raw(self, section: str, key: str) -> str:
        try:
            return self._sections[section.lower()][key.lower()]
        except KeyError:
            raise ConfigError(f"no such setting: {section}.{key}") from None

    def set(self, section: str, key: str, value: str) -> None:
        section, key = section.lower(), key.lower()
        if not valid_name(section) or not valid_name(key):
            raise ConfigError(f"bad name: {section}.{key}")
        self._sections.setdefault(section, {})[key] = str(value)

    # -- access ----------------------------------------------------------------------------
    def get(self, section: str, key: str, default: Any = _MISSING) -> Any:
        """The interpolated string value, or ``default`` when the setting is absent."""
        if not self.has(section, key):
            if default is _MISSING:
                raise ConfigError(f"no such setting: {section}.{key}")
            return default
        return Interpolator(self._sections).value(section.lower(), key.lower())

    def _typed(self, convert: Callable[[str], Any], section: str, key: str, default: Any) -> Any:
        if not self.has(section, key) and default is not _MISSING:
            return default
        text = self.get(section, key)
        try:
            return convert(text)
        except ValueError as exc:
            raise ConfigError(f"{section}.{key}: {exc}") from None

    def getint(self, section: str, key: str, default: Any = _MISSING) -> int:
        return self._typed(conv.parse_int, section, key, default)

    def getfloat(self, section: str, key: str, default: Any = _MISSING) -> float:
        return self._typed(conv.parse_float, section, key, default)

    def getbool(self, section: str, key: str, default: Any = _MISSING) -> bool:
        return self._typed(conv.parse_bool, section, key, default)

    def getduration(self, section: str, key: str, default: Any = _MISSING) -> float:
        return self._typed(conv.parse_duration, section, key, default)

    def getsize(self, section: str, key: str, default: Any = _MISSING) -> int:
        return self._typed(conv.parse_size, section, key, default)

    def getlist(self, section: str, key: str, default: Any = _MISSING) -> list[str]:
        return self._typed(conv.parse_list, section, key, default)

    def getmapping(self, section: str, key: str, default: Any = _MISSING) -> dict[str, str]:
        return self._typed(conv.parse_mapping, section, key, default)

    # -- whole-document operations ---------------------------------------------------------
    def copy(self) -> "Config":
        """An independent copy: changing it never changes this config."""
        return Config({name: dict(entries) for name, entries in self._sections.items()})

    def merge(self, other: "Config") -> "Config":
        """A new config with ``other``'s values overriding ours; neither input changes."""
        merged = self.copy()
        for name, entries in other._sections.items():
            merged._sections.setdefault(name, {}).update(entries)
        return merged

    def to_dict(self, expand: bool = True) -> dict[str, dict[str, str]]:
        """Plain nested dicts, interpolated unless ``expand`` is False."""
        if not expand:
            return {name: dict(entries) for name, entries in self._sections.items()}
        interp = Interpolator(self._sections)
        return {
            name: {key: interp.value(name, key) for key in entries}
            for name, entries in self._sections.items()
        }

    def dump(self) -> str:
        """Settings text that ``loads`` reads back to an equal config (raw values, file order)."""
        lines: list[str] = []
        for name, entries in self._sections.items():
            if lines:
                lines.append("")
            lines.append(f"[{name}]")
            for key, value in entries.items():
                first, *rest = value.split("\n")
                lines.append(f"{key} = {first}")
                lines.extend(f"    {more}" for more in rest)
        return "\n".join(lines) + "\n"


def loads(text: str) -> Config:
    """Parse settings text. Entries before any header go to ``[defaults]``.

    A key given twice in one section is an error (it is almost always a copy-paste slip);
    a section header given twice continues that section.
    """
    sections: dict[str, dict[str, str]] = {}
    current = "defaults"
    for token in tokenize(text):
        if isinstance(token, SectionHeader):
            current = token.name
            sections.setdefault(current, {})
            continue
        assert isinstance(token, Entry)
        entries = sections.setdefault(current, {})
        if token.key in entries:
            raise ParseError(f"duplicate key {token.key!r} in [{current}]", token.line)
        entries[token.key] = token.value
    return Config(sections)


def layered(*layers: str | Config) -> Config:
    """Merge layers left to right (later layers win); strings are parsed first."""
    result = Config()
    for layer in layers:
        result = result.merge(loads(layer) if isinstance(layer, str) else layer)
    return result
