"""Money helpers. Every amount in this package is an ``int`` number of cents."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

_ONE = Decimal(1)

CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def round_cents(value: Decimal) -> int:
    """Round a (possibly fractional) number of cents to a whole cent.

    Halves are rounded away from zero: ``12.5 -> 13`` and ``-12.5 -> -13``.
    """
    return int(Decimal(value).quantize(_ONE, rounding=ROUND_HALF_UP))


def parse_amount(text: str) -> int:
    """Parse a human-written amount such as ``"12.99"``, ``"€1,234.50"`` or ``"-3"``.

    Returns cents. More than two decimals are rounded with :func:`round_cents`.
    """
    cleaned = text.strip().replace(",", "").replace(" ", "")
    negative = cleaned.startswith("-")
    cleaned = cleaned.lstrip("-")
    for symbol in CURRENCY_SYMBOLS.values():
        cleaned = cleaned.removeprefix(symbol)
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    cents = round_cents(value * 100)
    return -cents if negative else cents


def percent_of(amount_cents: int, percent: Decimal | str | int) -> int:
    """Return ``percent`` % of ``amount_cents``, in whole cents.

    ``percent`` may be fractional (``Decimal("5.5")`` or ``"12.5"``). Works for
    negative amounts too (refunds, credit notes).
    """
    raw = Decimal(amount_cents) * Decimal(percent) / 100
    return int(raw)


def allocate(amount_cents: int, weights: list[int]) -> list[int]:
    """Split ``amount_cents`` into parts proportional to ``weights``.

    Uses the largest-remainder method, so ``sum(result) == amount_cents``
    always holds; ties go to the earlier position. Weights are compared by
    magnitude, so negative line values (refund lines) are allowed.
    """
    if not weights:
        raise ValueError("allocate() needs at least one weight")
    magnitudes = [abs(w) for w in weights]
    total = sum(magnitudes)
    if total == 0:
        raise ValueError("allocate() needs at least one non-zero weight")
    sign = -1 if amount_cents < 0 else 1
    amount = abs(amount_cents)
    parts = [amount * m // total for m in magnitudes]
    remainders = [amount * m % total for m in magnitudes]
    leftover = amount - sum(parts)
    order = sorted(range(len(weights)), key=lambda i: (-remainders[i], i))
    for i in order[:leftover]:
        parts[i] += 1
    return [sign * p for p in parts]


def format_amount(amount_cents: int, currency: str = "EUR") -> str:
    """Format cents for display: ``123450 -> "€1,234.50"``, ``-300 -> "-€3.00"``."""
    symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
    sign = "-" if amount_cents < 0 else ""
    whole, cents = divmod(abs(amount_cents), 100)
    return f"{sign}{symbol}{whole:,}.{cents:02d}"
