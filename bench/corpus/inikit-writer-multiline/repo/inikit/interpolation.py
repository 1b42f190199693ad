"""Expansion of ``${key}`` and ``${section:key}`` references.

References are expanded recursively: the referenced value is itself interpolated
*in the context of the section it belongs to*, so ``${base}`` inside
``[paths] logs = ${base}/logs`` always means ``[paths] base`` even when ``logs`` is
reached from another section.  ``$$`` stands for a literal ``$`` and is never
re-expanded.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .errors import InterpolationError, MissingOptionError, MissingSectionError

if TYPE_CHECKING:  # pragma: no cover
    from .config import Config

_REF_RE = re.compile(r"\$(?:\$|\{(?P<ref>[^{}]*)\})")
MAX_DEPTH = 20


def _split_ref(ref: str, section: str) -> tuple[str, str]:
    if ":" in ref:
        target_section, _, key = ref.partition(":")
        target_section, key = target_section.strip(), key.strip()
    else:
        target_section, key = section, ref.strip()
    if not key or not target_section:
        raise InterpolationError(f"malformed reference ${{{ref}}}")
    return target_section, key.lower()


def interpolate(config: "Config", section: str, value: str,
                _chain: tuple[tuple[str, str], ...] = ()) -> str:
    """Return ``value`` with every reference expanded, as seen from ``section``."""
    if "$" not in value:
        return value
    if len(_chain) > MAX_DEPTH:
        raise InterpolationError(f"interpolation nested deeper than {MAX_DEPTH} levels")

    def replace(match: re.Match[str]) -> str:
        ref = match.group("ref")
        if ref is None:
            return "$"
        target_section, key = _split_ref(ref, section)
        link = (target_section, key)
        if link in _chain:
            path = " -> ".join(f"{s}:{k}" for s, k in _chain + (link,))
            raise InterpolationError(f"circular reference: {path}")
        try:
            raw = config.get_raw(target_section, key)
        except (MissingSectionError, MissingOptionError) as exc:
            raise InterpolationError(f"cannot resolve ${{{ref}}} in [{section}]: {exc}") from None
        return interpolate(config, target_section, raw, _chain + (link,))

    return _REF_RE.sub(replace, value)
