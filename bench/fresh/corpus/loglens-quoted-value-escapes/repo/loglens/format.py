"""Format records back into logfmt lines that parse.parse_line reads back unchanged."""

_NEEDS_QUOTES = set(' ="\\\n\t')


def _quote(value: str) -> str:
    if value and not (_NEEDS_QUOTES & set(value)):
        return value
    escaped = (
        value.replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("\n", "\\n")
        .replace("\t", "\\t")
    )
    return f'"{escaped}"'


def _pair(key: str, value) -> str:
    if value is True:
        return key
    return f"{key}={_quote(value if isinstance(value, str) else str(value))}"


def format_record(record, with_ts: bool = True) -> str:
    """One logfmt line: ts, level and msg first, then the fields in their order."""
    parts = []
    if with_ts and record.ts is not None:
        parts.append(_pair("ts", record.ts))
    parts.append(_pair("level", record.level.name.lower()))
    if record.msg:
        parts.append(_pair("msg", record.msg))
    parts.extend(_pair(k, v) for k, v in record.fields.items())
    return " ".join(parts)
