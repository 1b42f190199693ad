"""Errors raised by seedvault."""


class SeedVaultError(Exception):
    """Base class of every seedvault error."""


class ValidationError(SeedVaultError, ValueError):
    """A value is malformed or out of range."""


class PermissionDenied(SeedVaultError):
    """The person may not do what was asked."""


class StockError(SeedVaultError):
    """Not enough seeds, or an unknown lot."""
