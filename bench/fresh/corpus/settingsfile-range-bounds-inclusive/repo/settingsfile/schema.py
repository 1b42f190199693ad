"""A small declarative schema: typed fields with defaults, required flags, bounds and choices.

``Schema.validate`` collects every problem before raising, so a user fixing a config file sees
all mistakes at once rather than one per run.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from . import values as conv
from .document import Config
from .errors import ConfigError, ValidationError

_TYPES: dict[str, Callable[[str], Any]] = {
    "str": lambda text: text,
    "int": conv.parse_int,
    "float": conv.parse_float,
    "bool": conv.parse_bool,
    "duration": conv.parse_duration,
    "size": conv.parse_size,
    "list": conv.parse_list,
}

_NO_DEFAULT = object()


@dataclass(frozen=True)
class Field:
    section: str
    key: str
    type: str = "str"
    default: Any = _NO_DEFAULT
    required: bool = False
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.type not in _TYPES:
            raise ConfigError(f"unknown field type {self.type!r}")
        if self.minimum is not None and self.maximum is not None and self.minimum > self.maximum:
            raise ConfigError(f"{self.name}: minimum {self.minimum} is above maximum {self.maximum}")

    @property
    def name(self) -> str:
        return f"{self.section}.{self.key}"


def check_bounds(field: Field, value: Any) -> str | None:
    """A problem message if a numeric ``value`` lies outside the field's inclusive bounds."""
    measure = len(value) if isinstance(value, list) else value
    if field.minimum is not None and measure <= field.minimum:
        return f"{field.name}: {measure} is below the minimum {field.minimum}"
    if field.maximum is not None and measure >= field.maximum:
        return f"{field.name}: {measure} is above the maximum {field.maximum}"
    return None


class Schema:
    def __init__(self, fields: list[Field]):
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ConfigError("a schema field is declared twice")
        self.fields = list(fields)

    def validate(self, config: Config) -> dict[str, Any]:
        """Typed values keyed ``section.key``; raises ValidationError listing every problem."""
        result: dict[str, Any] = {}
        problems: list[str] = []
        for field in self.fields:
            if not config.has(field.section, field.key):
                if field.required:
                    problems.append(f"{field.name}: required")
                elif field.default is not _NO_DEFAULT:
                    result[field.name] = field.default
                continue
            try:
                value = _TYPES[field.type](config.get(field.section, field.key))
            except (ValueError, ConfigError) as exc:
                problems.append(f"{field.name}: {exc}")
                continue
            if field.choices is not None and value not in field.choices:
                problems.append(f"{field.name}: {value!r} is not one of {', '.join(field.choices)}")
                continue
            problem = check_bounds(field, value)
            if problem:
                problems.append(problem)
                continue
            result[field.name] = value
        if problems:
            raise ValidationError(problems)
        return result

    def unknown_keys(self, config: Config) -> list[str]:
        """Settings present in ``config`` that no field declares (typos, stale options)."""
        declared = {f.name for f in self.fields}
        return [
            f"{section}.{key}"
            for section in config.sections()
            for key in config.keys(section)
            if f"{section}.{key}" not in declared and section != "defaults"
        ]
