"""The warehouse facade: sites, the restock board, pick statistics and who may do what."""

from .errors import Forbidden, StockError
from .inventory import Inventory
from .restock import RestockBoard
from .stats import PickStats
from .users import may


class Warehouse:
    def __init__(self, sites, clock):
        self.sites = {name: Inventory(name) for name in sites}
        self.board = RestockBoard()
        self.stats = PickStats(clock)
        self.transfers: list[tuple] = []
        self._clock = clock

    def _site(self, user, action: str, site: str) -> Inventory:
        if site not in self.sites:
            raise StockError(f"no site {site!r}")
        if not may(user, action, site):
            raise Forbidden(f"{user.name} may not {action} at {site}")
        return self.sites[site]

    def receive(self, user, site: str, sku: str, qty: int, bin: str = "A") -> int:
        level = self._site(user, "receive", site).put(sku, qty, bin)
        self.board.announce(site, sku, level)
        return level

    def pick(self, user, site: str, sku: str, qty: int, bin: str = "A") -> int:
        level = self._site(user, "pick", site).take(sku, qty, bin)
        self.stats.record_pick(sku, qty)
        self.board.announce(site, sku, level)
        return level

    def give_back(self, user, site: str, sku: str, qty: int, bin: str = "A") -> int:
        level = self._site(user, "receive", site).put(sku, qty, bin)
        self.stats.record_return(sku, qty)
        self.board.announce(site, sku, level)
        return level

    def wait_and_pick(self, user, site, sku, qty, timeout: float, bin: str = "A") -> bool:
        """Wait until `qty` of `sku` is in stock at `site`, then pick it. False when the wait
        times out or another clerk was quicker."""
        self._site(user, "pick", site)
        if not self.board.wait_for(site, sku, qty, timeout):
            return False
        try:
            self.pick(user, site, sku, qty, bin)
        except StockError:
            return False
        return True

    def adjust(self, user, site: str, sku: str, bin: str, counted: int) -> int:
        inv = self._site(user, "pick", site)
        diff = inv.set_count(sku, bin, counted)
        self.board.announce(site, sku, inv.level(sku))
        return diff

    def write_off(self, user, site: str, sku: str, qty: int, bin: str = "A") -> int:
        level = self._site(user, "pick", site).take(sku, qty, bin)
        self.board.announce(site, sku, level)
        return level

    def move(self, user, site: str, sku: str, qty: int, src: str, dst: str) -> None:
        self._site(user, "receive", site).move(sku, qty, src, dst)

    def ship_order(self, user, site: str, lines) -> None:
        inv = self._site(user, "pick", site)
        lines = list(lines)
        inv.pick_order(lines)
        for sku, qty, _ in lines:
            self.stats.record_pick(sku, qty)
            self.board.announce(site, sku, inv.level(sku))

    def _both(self, a: Inventory, b: Inventory):
        """The locks of two sites, always taken in the order of the site names, so that two
        callers working on the same pair of sites in opposite directions cannot deadlock."""
        first, second = sorted((a, b), key=lambda inv: inv.site)
        return first._lock, second._lock

    def transfer(self, user, sku: str, qty: int, src: str, dst: str) -> None:
        """Move stock from bin A of one site to bin A of another, in one step."""
        a = self._site(user, "pick", src)
        b = self._site(user, "receive", dst)
        if a is b:
            raise StockError("a transfer goes to another site")
        if not isinstance(qty, int) or qty <= 0:
            raise StockError("a quantity is a positive whole number")
        first, second = self._both(a, b)
        with first:
            with second:
                a._take(sku, qty, "A")
                b._put(sku, qty, "A")
                self.transfers.append((self._clock.now(), sku, qty, src, dst))
                levels = a._level(sku), b._level(sku)
        self.board.announce(src, sku, levels[0])
        self.board.announce(dst, sku, levels[1])

    def compare(self, user, sku: str, site_a: str, site_b: str) -> tuple:
        """The levels of `sku` at two sites at one moment: (time, level at a, level at b)."""
        a = self._site(user, "view", site_a)
        b = self._site(user, "view", site_b)
        first, second = self._both(a, b)
        with first:
            with second:
                return self._clock.now(), a._level(sku), b._level(sku)

    def level(self, user, site: str, sku: str) -> int:
        return self._site(user, "view", site).level(sku)

    def stock_report(self, user, site: str) -> list[str]:
        """One line per SKU: 'bolt: 12 (A 10, B 2)'."""
        inv = self._site(user, "view", site)
        lines = []
        for sku in inv.skus():
            where = ", ".join(f"{b} {q}" for b, q in inv.bins_of(sku).items())
            lines.append(f"{sku}: {inv.level(sku)} ({where})")
        return lines

    def low_stock(self, user, site: str, threshold: int) -> list[tuple[str, int]]:
        """SKUs at `site` with fewer than `threshold` items left."""
        inv = self._site(user, "view", site)
        return [(sku, inv.level(sku)) for sku in inv.skus() if inv.level(sku) < threshold]
