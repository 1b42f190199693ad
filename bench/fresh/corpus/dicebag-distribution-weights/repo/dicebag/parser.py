"""Reading dice notation.

    expression := term (("+" | "-") term)*
    term       := [count] "d" sides [("kh" | "kl" | "dh" | "dl") n] ["!"]  |  integer

`kh n` / `kl n` keep the n highest / lowest dice (1 <= n <= count); `dl n` / `dh n` drop the
n lowest / highest (1 <= n < count, at least one die stays). `!` makes the dice explode.
Spaces are ignored; the first term may carry a sign.
"""

import re

from .errors import ParseError, TermError
from .expression import Expression
from .terms import Constant, Dice

DICE = re.compile(r"(\d*)d(\d+)(?:(kh|kl|dh|dl)(\d+))?(!?)")
TOKEN = re.compile(r"[+-]?[^+-]+")


def _split_sign(tok: str) -> tuple[int, str]:
    if tok[:1] in ("+", "-"):
        return (-1 if tok[0] == "-" else 1), tok[1:]
    return 1, tok


def _constant(tok: str) -> tuple[int, Constant]:
    sign, body = _split_sign(tok)
    if not body.isdigit():
        raise ParseError(f"not a number: {tok!r}")
    return sign, Constant(int(body))


def _dice(body: str) -> Dice:
    m = DICE.fullmatch(body)
    if m is None:
        raise ParseError(f"not a dice term: {body!r}")
    count = int(m[1]) if m[1] else 1
    sides = int(m[2])
    keep = keep_n = None
    if m[3]:
        n = int(m[4])
        if m[5]:
            raise ParseError("exploding dice cannot keep or drop")
        if m[3] == "kh":
            if not 1 <= n <= count:
                raise ParseError(f"cannot keep {n} of {count} dice")
            keep, keep_n = "h", n
        elif m[3] == "kl":
            if not 1 <= n <= count:
                raise ParseError(f"cannot keep {n} of {count} dice")
            keep, keep_n = "l", n
        else:
            if not 1 <= n < count:
                raise ParseError(f"cannot drop {n} of {count} dice")
            keep, keep_n = ("h" if m[3] == "dl" else "l"), count - n
    try:
        return Dice(count, sides, keep, keep_n, explode=bool(m[5]))
    except TermError as exc:
        raise ParseError(str(exc)) from None


def parse(text: str) -> Expression:
    compact = re.sub(r"\s+", "", text or "").lower()
    if not compact:
        raise ParseError("empty dice expression")
    tokens = TOKEN.findall(compact)
    if "".join(tokens) != compact or any(t in ("+", "-") for t in tokens):
        raise ParseError(f"cannot read {text!r}")
    terms = []
    for tok in tokens:
        sign, body = _split_sign(tok)
        if "d" in body:
            terms.append((sign, _dice(body)))
        else:
            terms.append(_constant(tok))
    return Expression(terms)


def parse_modifier(text: str) -> int:
    """A situational modifier such as "+2", "-1" or "3", as an int."""
    compact = re.sub(r"\s+", "", text or "")
    if not compact:
        raise ParseError("empty modifier")
    sign, const = _constant(compact)
    return sign * const.value


def with_modifier(expr: Expression, text: str) -> Expression:
    return expr.plus(parse_modifier(text))
