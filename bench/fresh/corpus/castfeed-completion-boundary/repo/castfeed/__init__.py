"""castfeed - episodes, feeds, progress, queues and search for a small podcast network."""

from .durations import format_duration, format_total, parse_duration, parse_total
from .episodes import Episode
from .errors import DurationError, FeedError, NotFound, PermissionDenied
from .feed import Feed
from .listeners import Directory, Listener, may_play, stream_url
from .playqueue import remaining_seconds, up_next
from .progress import COMPLETION_PERCENT, ProgressLog
from .render import episode_line, feed_listing, progress_line, season_summary
from .search import by_tag, search, tag_cloud
from .stats import average_completion, completions, listeners_of, seconds_listened, top_episodes

__all__ = [
    "COMPLETION_PERCENT", "Directory", "DurationError", "Episode", "Feed", "FeedError", "Listener", "NotFound",
    "PermissionDenied", "ProgressLog", "by_tag", "episode_line", "feed_listing", "format_duration",
    "format_total", "may_play", "parse_duration", "parse_total", "progress_line", "remaining_seconds", "search",
    "stream_url", "tag_cloud", "up_next", "average_completion", "completions", "listeners_of",
    "season_summary", "seconds_listened", "top_episodes",
]
