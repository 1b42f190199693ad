"""Boulder grades: the V-scale (V0..V17, VB below V0) and French / Fontainebleau grades."""

from .errors import GradeError

MAX_V = 17

# French grade -> V grade (the usual gym conversion chart)
FRENCH_TO_V: dict[str, int] = {
    "4": 0, "5": 1, "5+": 2,
    "6a": 3, "6a+": 3, "6b": 4, "6b+": 4, "6c": 5, "6c+": 5,
    "7a": 6, "7a+": 7, "7b": 8, "7b+": 8, "7c": 9, "7c+": 10,
    "8a": 11, "8a+": 12, "8b": 13, "8b+": 14, "8c": 15, "8c+": 16, "9a": 17,
}

# V grade -> the French grade printed on route cards
V_TO_FRENCH: dict[int, str] = {
    0: "4", 1: "5", 2: "5+", 3: "6a", 4: "6b", 5: "6c", 6: "7a", 7: "7a+", 8: "7b",
    9: "7c", 10: "7c+", 11: "8a", 12: "8a+", 13: "8b", 14: "8b+", 15: "8c", 16: "8c+", 17: "9a",
}

BANDS = (("beginner", 0), ("intermediate", 3), ("advanced", 5), ("elite", 8))


def parse_v(text: str) -> int:
    """'V5' -> 5, 'v10' -> 10, 'VB' -> 0 (VB is the easiest grade and counts as V0)."""
    s = text.strip().upper()
    if s == "VB":
        return 0
    if len(s) < 2 or s[0] != "V" or not s[1:].isdigit():
        raise GradeError(f"not a V grade: {text!r}")
    v = int(s[1:])
    if v > MAX_V:
        raise GradeError(f"V grade above V{MAX_V}: {text!r}")
    return v


def _french_key(text: str) -> str:
    s = text.strip().lower()
    if s not in FRENCH_TO_V:
        raise GradeError(f"not a French grade: {text!r}")
    return s


def parse_french(text: str) -> int:
    """A French grade as its V grade: '6c' -> 5, '7a+' -> 7."""
    return FRENCH_TO_V[_french_key(text)]


def parse_grade(text: str) -> int:
    """Either notation: 'V4', 'VB', '6b+', '7A'."""
    s = text.strip()
    if s[:1].upper() == "V":
        return parse_v(s)
    return parse_french(s)


def format_v(v: int) -> str:
    _check(v)
    return f"V{v}"


def to_french(v: int) -> str:
    _check(v)
    return V_TO_FRENCH[v]


def french_order(grades: list[str]) -> list[str]:
    """French grades sorted from easiest to hardest (a new list; ties keep their order)."""
    order = list(FRENCH_TO_V)
    return sorted(grades, key=lambda g: order.index(_french_key(g)))


def _check(v: int) -> None:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= MAX_V:
        raise GradeError(f"not a V grade number: {v!r}")


def grade_band(v: int) -> str:
    """beginner V0-V2, intermediate V3-V4, advanced V5-V7, elite V8 and up."""
    _check(v)
    band = BANDS[0][0]
    for name, lowest in BANDS:
        if v > lowest:
            band = name
    return band


def is_advanced(v: int) -> bool:
    """True for V5 and harder (advanced and elite): the routes that need a spotter sign-off."""
    _check(v)
    return v > 5


def grade_span(grades: list[str]) -> str:
    """The easiest and hardest of some grades in either notation, as 'V2-V6' ('V4' if one)."""
    if not grades:
        raise GradeError("no grades")
    vs = [parse_grade(g) for g in grades]
    low, high = min(vs), max(vs)
    return format_v(low) if low == high else f"{format_v(low)}-{format_v(high)}"


def harder(a: str, b: str) -> str:
    """The harder of two grades (the first one when they are equal)."""
    return b if parse_grade(b) > parse_grade(a) else a
