"""ratelimit: in-process rate limiting primitives.

* :class:`TokenBucket` - smooth rate with bursts up to a capacity.
* :class:`SlidingWindowLog` - exact "at most N per window" limiting.
* :class:`SlidingWindowCounter` - approximate, constant-memory window limiting.
* :class:`CounterRegistry` - thread-safe named counters and per-key limiters.

All limiters take a clock object with a ``now()`` method, so tests can use
:class:`ManualClock` instead of real time.
"""

from .bucket import TokenBucket, refill, time_until
from .clock import ManualClock, SystemClock
from .rates import Rate, format_rate, parse_rate
from .registry import Counter, CounterRegistry
from .window import SlidingWindowCounter, SlidingWindowLog, prune, weighted_count

__all__ = [
    "Counter",
    "CounterRegistry",
    "ManualClock",
    "Rate",
    "SlidingWindowCounter",
    "SlidingWindowLog",
    "SystemClock",
    "TokenBucket",
    "format_rate",
    "parse_rate",
    "prune",
    "refill",
    "time_until",
    "weighted_count",
]

__version__ = "1.2.0"
