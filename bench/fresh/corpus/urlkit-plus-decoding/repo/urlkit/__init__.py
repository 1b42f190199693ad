"""urlkit: small, strict helpers for URLs and query strings.

    >>> from urlkit import parse_url, normalize_url, merge_query
    >>> u = parse_url("HTTPS://Example.com:443/a/./b/../c?x=1#top")
    >>> normalize_url(u)
    'https://example.com/a/c?x=1#top'
"""

from .encoding import quote, quote_plus, unquote, unquote_plus
from .errors import InvalidHost, InvalidPort, URLError
from .hosts import host_matches, is_ip_address, validate_host, validate_port
from .join import join_path, join_url
from .normalize import normalize_url, remove_dot_segments
from .parse import URL, default_port, parse_url
from .query import encode_query, merge_query, parse_qs, parse_qsl
from .safety import is_safe_redirect, origin, same_origin

__all__ = [
    "URL",
    "InvalidHost",
    "InvalidPort",
    "URLError",
    "default_port",
    "encode_query",
    "host_matches",
    "is_ip_address",
    "is_safe_redirect",
    "join_path",
    "join_url",
    "merge_query",
    "normalize_url",
    "origin",
    "parse_qs",
    "parse_qsl",
    "parse_url",
    "quote",
    "quote_plus",
    "remove_dot_segments",
    "same_origin",
    "unquote",
    "unquote_plus",
    "validate_host",
    "validate_port",
]
