"""Masking of sensitive fields before records leave the process.

Redaction returns new records: the caller's records are left exactly as they were, so the same
parsed batch can be redacted for one sink and shipped unredacted to another.
"""

import dataclasses
import re

MASK = "***"


def mask_value(value, keep: int = 0) -> str:
    """Replace a value by the mask, optionally keeping its last `keep` characters visible."""
    text = value if isinstance(value, str) else str(value)
    if keep <= 0 or len(text) <= keep:
        return MASK
    return MASK + text[-keep:]


def _is_sensitive(key: str, names: set[str], patterns) -> bool:
    low = key.lower()
    return low in names or any(p.search(low) for p in patterns)


def _masked_fields(fields: dict, names: set[str], patterns, keep: int) -> dict:
    return {
        k: (mask_value(v, keep) if _is_sensitive(k, names, patterns) else v)
        for k, v in fields.items()
    }


def redact(record, keys, keep: int = 0):
    """A copy of `record` with the fields named in `keys` (case-insensitive) masked."""
    names = {k.lower() for k in keys}
    return dataclasses.replace(record, fields=_masked_fields(record.fields, names, (), keep))


class Redactor:
    """Reusable redaction policy: exact key names plus regular expressions on key names."""

    def __init__(self, keys=(), patterns=(), keep: int = 0):
        self.names = {k.lower() for k in keys}
        self.patterns = [re.compile(p, re.IGNORECASE) for p in patterns]
        if keep < 0:
            raise ValueError("keep must be >= 0")
        self.keep = keep

    def is_sensitive(self, key: str) -> bool:
        return _is_sensitive(key, self.names, self.patterns)

    def apply(self, record):
        """A redacted copy of one record."""
        fields = _masked_fields(record.fields, self.names, self.patterns, self.keep)
        return dataclasses.replace(record, fields=fields)

    def apply_all(self, records) -> list:
        return [self.apply(r) for r in records]
