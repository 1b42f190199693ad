"""Sales and payouts. Safe for concurrent use."""

import threading

COMMISSION_PERCENT = 10


def commission(amount: int) -> int:
    """The hall's commission on a hammer price, rounded down."""
    return amount * COMMISSION_PERCENT // 100


class Ledger:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._sales: list[tuple[str, str, str, int, float]] = []
        self._by_seller: dict[str, int] = {}
        self._hammer = 0
        self._last_sale_at: float | None = None

    def record_sale(self, lot_id: str, seller_id: str, buyer_id: str, amount: int) -> None:
        with self._lock:
            at = self._clock.now()
            self._sales.append((lot_id, seller_id, buyer_id, amount, at))
            self._by_seller[seller_id] = self._by_seller.get(seller_id, 0) + amount
            self._hammer += amount
            self._last_sale_at = at

    def sales(self) -> list[tuple[str, str, str, int, float]]:
        with self._lock:
            return list(self._sales)

    def payout(self, seller_id: str) -> int:
        with self._lock:
            gross = self._by_seller.get(seller_id, 0)
            fees = sum(commission(s[3]) for s in self._sales if s[1] == seller_id)
        return gross - fees

    def totals(self) -> dict:
        with self._lock:
            return {
                "sold": len(self._sales),
                "hammer": self._hammer,
                "commission": sum(commission(s[3]) for s in self._sales),
                "last_sale_at": self._last_sale_at,
            }

    def top_sellers(self, n: int = 3) -> list[tuple[str, int]]:
        """Sellers by hammer total, highest first; equal totals by seller id."""
        with self._lock:
            ranked = sorted(self._by_seller.items(), key=lambda item: (-item[1], item[0]))
        return ranked[:n]
