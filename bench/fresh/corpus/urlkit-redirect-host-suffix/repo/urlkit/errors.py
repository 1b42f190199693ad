"""Errors raised by urlkit. All of them are ``ValueError`` subclasses."""


class URLError(ValueError):
    """A string is not a URL urlkit can work with."""


class InvalidHost(URLError):
    """The host part is not a valid DNS name, IPv4 address or bracketed IPv6 address."""


class InvalidPort(URLError):
    """The port is not an integer in 1..65535."""
