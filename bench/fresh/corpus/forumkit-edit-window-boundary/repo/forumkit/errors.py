class ForumError(Exception):
    """Base class of every forumkit error."""


class PermissionDenied(ForumError):
    """The user may not do this."""


class NotFound(ForumError, KeyError):
    """No such board, thread or post."""

    def __str__(self):
        return str(self.args[0]) if self.args else "not found"


class InvalidInput(ForumError, ValueError):
    """A title, body, tag or page number that is not allowed."""
