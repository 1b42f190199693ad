"""Query strings: ``a=1&b=two+words&b=3``.

Parsing keeps every pair in order (:func:`parse_qsl`) or groups values by key
(:func:`parse_qs`). Encoding accepts a mapping (values may be lists for repeated keys) or a
sequence of pairs. None of these functions modify the objects passed to them.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence, Union

from .encoding import quote_plus, unquote_plus
from .parse import URL, parse_url

Params = Union[Mapping[str, object], Sequence[tuple[str, object]]]


def parse_qsl(query: str | None, *, keep_blank: bool = True) -> list[tuple[str, str]]:
    """``[(key, value), ...]`` in query order; ``a`` (no ``=``) gives ``("a", "")``.

    Pairs with an empty value are dropped when *keep_blank* is false. Both ``&`` and ``;``
    separate pairs.
    """
    if not query:
        return []
    pairs = []
    for chunk in query.replace(";", "&").split("&"):
        if not chunk:
            continue
        key, _, value = chunk.partition("=")
        if not value and not keep_blank:
            continue
        pairs.append((unquote_plus(key), unquote_plus(value)))
    return pairs


def parse_qs(query: str | None, *, keep_blank: bool = True) -> dict[str, list[str]]:
    """``{key: [values...]}``; keys in order of first appearance."""
    out: dict[str, list[str]] = {}
    for key, value in parse_qsl(query, keep_blank=keep_blank):
        out.setdefault(key, []).append(value)
    return out


def _pairs(params: Params) -> list[tuple[str, object]]:
    """Flatten *params* into a new list of pairs (list values expand to repeated keys)."""
    items: Iterable = params.items() if isinstance(params, Mapping) else params
    out = []
    for key, value in items:
        if isinstance(value, (list, tuple)):
            out.extend((key, v) for v in value)
        else:
            out.append((key, value))
    return out


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def encode_query(params: Params, *, sort: bool = False) -> str:
    """Encode *params* as ``k=v&k2=v2`` (form encoding; ``None`` gives ``k=``).

    With ``sort=True`` pairs are ordered by key; repeated keys keep their relative order.
    """
    pairs = _pairs(params)
    if sort:
        pairs = sorted(pairs, key=lambda kv: kv[0])
    return "&".join(f"{quote_plus(str(k))}={quote_plus(_text(v))}" for k, v in pairs)


def merge_query(url: str | URL, updates: Mapping[str, object], remove: Iterable[str] = ()) -> str:
    """*url* with its query updated: keys in *updates* replace the first occurrence of that key
    (later duplicates are dropped), new keys are appended in *updates* order and keys in
    *remove* are deleted. Returns the URL as a string.
    """
    parsed = parse_url(url)
    dropped = set(remove)
    pending = dict(updates)
    out: list[tuple[str, object]] = []
    seen: set[str] = set()
    for key, value in parse_qsl(parsed.query):
        if key in dropped:
            continue
        if key in pending:
            if key not in seen:
                out.append((key, pending[key]))
                seen.add(key)
            continue
        out.append((key, value))
    out.extend((k, v) for k, v in pending.items() if k not in seen)
    return str(parsed.with_query(encode_query(out) or None))
