"""A tiny filter language for records.

An expression is whitespace-separated terms that must all hold::

    level>=warn service=api took>100ms msg~timeout !debug

Operators: ``=`` and ``!=`` compare text, ``~`` is a substring test, ``>``, ``>=``, ``<`` and
``<=`` compare numbers or durations (both sides are converted), ``key`` alone requires the key to
be present and ``!key`` requires it to be absent. The ``level`` key compares levels by rank.
"""

import re
from dataclasses import dataclass

from .errors import QueryError, FieldError
from .fields import coerce, parse_duration
from .levels import parse_level, at_least

_TERM = re.compile(r"(?P<key>[A-Za-z_][\w.-]*)(?P<op>>=|<=|!=|=|>|<|~)(?P<value>.*)")
_ORDERING = (">", ">=", "<", "<=")


@dataclass(frozen=True)
class Term:
    key: str
    op: str
    value: object


def _threshold(text: str) -> float:
    """The numeric side of an ordering term: a number, or a duration in seconds."""
    try:
        return float(text)
    except ValueError:
        pass
    try:
        return parse_duration(text)
    except FieldError:
        raise QueryError(f"ordering needs a number or a duration, got {text!r}") from None


def _parse_term(text: str) -> Term:
    if text.startswith("!") and _TERM.fullmatch(text[1:]) is None:
        key = text[1:]
        if not re.fullmatch(r"[A-Za-z_][\w.-]*", key):
            raise QueryError(f"bad key in {text!r}")
        return Term(key, "absent", None)
    m = _TERM.fullmatch(text)
    if m is None:
        if re.fullmatch(r"[A-Za-z_][\w.-]*", text):
            return Term(text, "present", None)
        raise QueryError(f"cannot parse term {text!r}")
    key, op, value = m.group("key"), m.group("op"), m.group("value")
    if value == "":
        raise QueryError(f"missing value in {text!r}")
    if key == "level":
        if op in ("~",):
            raise QueryError("level supports only comparisons")
        try:
            return Term(key, op, parse_level(value))
        except FieldError as exc:
            raise QueryError(str(exc)) from None
    if op in _ORDERING:
        return Term(key, op, _threshold(value))
    return Term(key, op, value)


def _compare(left: float, op: str, right: float) -> bool:
    return {
        ">": left > right,
        ">=": left >= right,
        "<": left < right,
        "<=": left <= right,
    }[op]


class Filter:
    """A parsed filter expression; `match` tells whether a record satisfies every term."""

    def __init__(self, terms: list[Term]):
        self.terms = list(terms)

    @classmethod
    def parse(cls, expression: str) -> "Filter":
        return cls([_parse_term(t) for t in expression.split()])

    def _level_holds(self, record, term: Term) -> bool:
        if term.op == ">=":
            return at_least(record.level, term.value)
        if term.op == "<":
            return not at_least(record.level, term.value)
        if term.op == ">":
            return record.level > term.value
        if term.op == "<=":
            return record.level <= term.value
        if term.op == "=":
            return record.level == term.value
        return record.level != term.value

    def _holds(self, record, term: Term) -> bool:
        if term.key == "level":
            return self._level_holds(record, term)
        if term.key == "msg":
            present, raw = True, record.msg
        else:
            present, raw = term.key in record.fields, record.fields.get(term.key)
        if term.op == "present":
            return present
        if term.op == "absent":
            return not present
        if not present:
            return term.op == "!="
        text = raw if isinstance(raw, str) else str(raw).lower()
        if term.op == "=":
            return text == term.value
        if term.op == "!=":
            return text != term.value
        if term.op == "~":
            return term.value.lower() in text.lower()
        value = coerce(raw)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return False
        return _compare(float(value), term.op, term.value)

    def match(self, record) -> bool:
        return all(self._holds(record, t) for t in self.terms)

    def select(self, records) -> list:
        """The matching records, in their original order."""
        return [r for r in records if self.match(r)]
