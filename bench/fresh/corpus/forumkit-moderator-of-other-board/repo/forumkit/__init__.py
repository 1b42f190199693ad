from .boards import Board, Post, Thread
from .clock import ManualClock, SystemClock
from .errors import ForumError, InvalidInput, NotFound, PermissionDenied
from .forum import Forum
from .paging import PAGE_SIZE, page, page_count, page_of
from .perms import EDIT_WINDOW, can_delete, can_edit, can_lock, can_post, can_view, moderates
from .text import MAX_TAGS, excerpt, mentions, normalise_tag, normalise_tags, quote
from .users import ROLES, User

__all__ = [
    "Board", "Post", "Thread", "ManualClock", "SystemClock", "ForumError", "InvalidInput",
    "NotFound", "PermissionDenied", "Forum", "PAGE_SIZE", "page", "page_count", "page_of",
    "EDIT_WINDOW", "can_delete", "can_edit", "can_lock", "can_post", "can_view", "moderates",
    "MAX_TAGS", "excerpt", "mentions", "normalise_tag", "normalise_tags", "quote", "ROLES", "User",
]
