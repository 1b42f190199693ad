"""Build caches and pools from configuration mappings.

Services read their cache settings from one config file section per cache, e.g.::

    [cache.sessions]
    kind = ttl
    maxsize = 5000
    ttl = 900

and pass the section (a mapping of strings) to :func:`build_cache`. Values may be strings;
they are converted and validated here so a typo fails at start-up, not at the first request.
The mapping passed in is never modified: the same section may be used to build several caches.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .clock import monotonic
from .errors import ConfigError
from .lru import LRUCache
from .pool import ConnectionPool
from .stats import CacheStats
from .ttl import TTLCache

CACHE_OPTIONS = {"lru": ("maxsize",), "ttl": ("maxsize", "ttl")}
POOL_OPTIONS = ("max_size",)


def _number(name: str, raw: Any, kind: type) -> Any:
    try:
        value = kind(raw)
    except (TypeError, ValueError):
        raise ConfigError(f"{name}: expected a {kind.__name__}, got {raw!r}") from None
    if value <= 0:
        raise ConfigError(f"{name}: must be positive, got {raw!r}")
    return value


def _check_unknown(options: Mapping[str, Any], allowed: tuple[str, ...], what: str) -> None:
    unknown = sorted(set(options) - set(allowed))
    if unknown:
        raise ConfigError(f"unknown option(s) for {what}: {', '.join(unknown)} (allowed: {', '.join(allowed)})")


def build_cache(
    config: Mapping[str, Any],
    *,
    stats: CacheStats | None = None,
    clock: Callable[[], float] = monotonic,
) -> LRUCache:
    """An :class:`LRUCache` or :class:`TTLCache` as described by *config*.

    Recognised keys: ``kind`` (``"lru"``, the default, or ``"ttl"``), ``maxsize`` and, for TTL
    caches, ``ttl`` (seconds). Unknown keys raise :class:`ConfigError`.
    """
    options = dict(config)
    kind = str(options.pop("kind", "lru")).strip().lower()
    if kind not in CACHE_OPTIONS:
        raise ConfigError(f"kind: unknown cache kind {kind!r} (expected lru or ttl)")
    _check_unknown(options, CACHE_OPTIONS[kind], f"a {kind} cache")
    maxsize = _number("maxsize", options.pop("maxsize", 128), int)
    if kind == "ttl":
        ttl = _number("ttl", options.pop("ttl", 60.0), float)
        return TTLCache(maxsize, ttl, clock=clock, stats=stats)
    return LRUCache(maxsize, stats=stats)


def build_pool(config: Mapping[str, Any], factory: Callable[[], Any], **kwargs: Any) -> ConnectionPool:
    """A :class:`ConnectionPool` of *factory()* connections sized by ``config["max_size"]``.

    Extra keyword arguments (``validate``, ``close``) are passed to the pool.
    """
    options = dict(config)
    _check_unknown(options, POOL_OPTIONS, "a connection pool")
    max_size = _number("max_size", options.pop("max_size", 4), int)
    return ConnectionPool(factory, max_size, **kwargs)
