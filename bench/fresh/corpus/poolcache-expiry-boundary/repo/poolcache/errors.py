"""Exception types raised by poolcache."""


class PoolCacheError(Exception):
    """Base class of every error raised by this package."""


class PoolClosed(PoolCacheError):
    """The pool was closed; no connection can be checked out any more."""


class PoolTimeout(PoolCacheError):
    """No connection became available within the checkout timeout."""


class ConfigError(PoolCacheError, ValueError):
    """A configuration mapping names an unknown option or holds an invalid value."""
