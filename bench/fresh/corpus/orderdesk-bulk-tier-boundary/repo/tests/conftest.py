import sys
import threading

import pytest

from orderdesk import Catalog, PriceTier, Product


@pytest.fixture
def catalog():
    return Catalog([
        Product("W-1", "Widget", 1000, 20, (PriceTier(10, 850), PriceTier(50, 700))),
        Product("G-1", "Gadget", 2500, 20),
        Product("B-7", "Book", 1200, 5, (PriceTier(25, 1000),)),
    ])


@pytest.fixture
def fast_switching():
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(old)


@pytest.fixture
def run_threads():
    """Run ``target(i)`` in *n* threads; re-raise the first error."""

    def run(target, n, timeout=30.0):
        errors = []

        def wrapped(i):
            try:
                target(i)
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=wrapped, args=(i,), daemon=True) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout)
        assert not any(t.is_alive() for t in threads), "threads did not finish"
        if errors:
            raise errors[0]

    return run
