"""Memoization on top of the caches.

``@memoize(cache)`` stores a function's results in *cache* under a key built from its
arguments. Keyword arguments are order-insensitive: ``f(a=1, b=2)`` and ``f(b=2, a=1)`` share one
entry.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Hashable

_MISSING = object()
_KW_MARK = object()


def make_key(args: tuple, kwargs: dict, typed: bool = False) -> Hashable:
    """A hashable key for a call with positional *args* and keyword *kwargs*.

    With ``typed=True``, ``f(1)`` and ``f(1.0)`` get different keys.
    """
    key: tuple = tuple(args)
    if kwargs:
        key += (_KW_MARK,) + tuple(sorted(kwargs.items()))
    if typed:
        key += tuple(type(a) for a in args)
        key += tuple(type(v) for _, v in sorted(kwargs.items()))
    if len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


def memoize(cache, *, typed: bool = False, key: Callable[..., Hashable] | None = None):
    """Decorator: cache the wrapped function's results in *cache*.

    *key*, when given, is called with the same arguments as the function and must return the
    cache key. The wrapper exposes ``cache`` and ``uncache(*args, **kwargs)``.
    """

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        def key_of(args: tuple, kwargs: dict) -> Hashable:
            return key(*args, **kwargs) if key is not None else make_key(args, kwargs, typed)

        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            k = key_of(args, kwargs)
            value = cache.get(k, _MISSING)
            if value is _MISSING:
                value = fn(*args, **kwargs)
                cache.put(k, value)
            return value

        def uncache(*args: Any, **kwargs: Any) -> bool:
            return cache.delete(key_of(args, kwargs))

        wrapper.cache = cache
        wrapper.uncache = uncache
        return wrapper

    return decorate
