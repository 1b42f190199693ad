"""Serialising a :class:`~inikit.config.Config` back to INI text."""

from __future__ import annotations

from pathlib import Path

from .config import Config

CONTINUATION_INDENT = "    "


def _format_value(value: str) -> str:
    """Indent continuation lines so that the parser reads them back as one value."""
    lines = value.split("\n")
    return "\n".join([lines[0]] + [CONTINUATION_INDENT + line for line in lines[1:]])


def dumps(config: Config) -> str:
    """Return INI text that :func:`inikit.parse` reads back into an equal Config.

    DEFAULT comes first, then the sections in order.  Values are written raw (no
    interpolation), so references survive a round trip.
    """
    blocks: list[list[str]] = []
    named = [(config.defaults_section, config.defaults())] if config.defaults() else []
    named += [(name, config.raw_section(name)) for name in config.sections()]
    for name, options in named:
        lines = [f"[{name}]"]
        for key, value in options.items():
            lines.append(f"{key} = {_format_value(value)}")
        blocks.append(lines)
    return "\n\n".join("\n".join(lines) for lines in blocks) + ("\n" if blocks else "")


def dump(config: Config, path: str | Path) -> None:
    """Write :func:`dumps` output to ``path`` (UTF-8)."""
    Path(path).write_text(dumps(config), encoding="utf-8")
