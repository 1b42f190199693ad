"""Reading INI text into a :class:`~inikit.config.Config`."""

from __future__ import annotations

import re
from pathlib import Path

from .config import Config
from .errors import ParseError

_SECTION_RE = re.compile(r"^\[(?P<name>[^\[\]]+)\]$")
_OPTION_RE = re.compile(r"^(?P<key>[^=:\s][^=:]*?)\s*(?P<sep>[=:])\s*(?P<value>.*)$")
_INLINE_COMMENT_RE = re.compile(r"\s+[#;].*$")
_COMMENT_PREFIXES = ("#", ";")


def _strip_inline_comment(value: str) -> str:
    """Drop a trailing ``# ...`` / ``; ...`` comment that follows whitespace."""
    return _INLINE_COMMENT_RE.sub("", value).strip()


def parse(text: str, *, strict: bool = True, defaults_section: str = "DEFAULT",
          interpolation: bool = True) -> Config:
    """Parse INI ``text``.

    With ``strict=True`` (the default) a section or an option that appears twice is a
    :class:`ParseError`; with ``strict=False`` repeated sections are merged and the
    last value of a repeated option wins.
    """
    config = Config(defaults_section=defaults_section, interpolation=interpolation)
    section: str | None = None
    key: str | None = None
    seen_sections: set[str] = set()
    seen_options: set[tuple[str, str]] = set()

    for lineno, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.rstrip()
        stripped = line.strip()
        if not stripped:
            key = None
            continue
        if stripped.startswith(_COMMENT_PREFIXES):
            continue
        if line[0].isspace() and key is not None and section is not None:
            previous = config.get_raw(section, key)
            addition = _strip_inline_comment(stripped)
            config.set(section, key, f"{previous}\n{addition}" if previous else addition)
            continue

        header = _SECTION_RE.match(stripped)
        if header:
            section = header.group("name").strip()
            key = None
            if section in seen_sections and strict:
                raise ParseError(f"duplicate section [{section}]", lineno)
            seen_sections.add(section)
            config.add_section(section)
            continue

        option = _OPTION_RE.match(stripped)
        if option is None:
            raise ParseError(f"expected 'key = value', got {stripped!r}", lineno)
        if section is None:
            raise ParseError("option outside of any section", lineno)
        key = option.group("key").strip().lower()
        if (section, key) in seen_options and strict:
            raise ParseError(f"duplicate option {key!r} in [{section}]", lineno)
        seen_options.add((section, key))
        config.set(section, key, _strip_inline_comment(option.group("value")))

    return config


def load(path: str | Path, **options) -> Config:
    """Read and parse the file at ``path`` (UTF-8)."""
    return parse(Path(path).read_text(encoding="utf-8"), **options)
