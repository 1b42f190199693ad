"""wikinote: a small wiki with revisions and permissions."""
from .changes import change_summary, line_changes
from .errors import InvalidTitle, NotFound, PermissionDenied, WikiError
from .links import backlinks, broken_links, links, to_markdown
from .page import Page, Revision
from .search import search, words
from .slug import MAX_LEN, slugify, unique_slug
from .users import ROLES, User, at_least
from .wiki import Wiki

__all__ = [
    "change_summary", "line_changes", "InvalidTitle", "NotFound", "PermissionDenied", "WikiError",
    "Page", "Revision", "search", "words", "MAX_LEN", "slugify", "unique_slug", "ROLES", "User",
    "at_least", "Wiki", "links", "backlinks", "broken_links", "to_markdown",
]
