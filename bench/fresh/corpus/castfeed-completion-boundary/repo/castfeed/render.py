"""Plain-text listings."""

from .durations import format_duration, format_total
from .episodes import Episode
from .feed import Feed
from .progress import ProgressLog


def episode_line(e: Episode) -> str:
    star = " *" if e.premium else ""
    return f"{e.code} {e.title} ({format_duration(e.seconds)}){star}"


def feed_listing(feed: Feed) -> list[str]:
    lines = [f"{feed.show} - {len(feed.episodes())} episode(s), {format_total(feed.total_seconds())}"]
    for season in sorted({e.season for e in feed.episodes()}):
        lines.append(f"Season {season}")
        lines.extend("  " + episode_line(e) for e in feed.season(season))
    return lines


def progress_line(log: ProgressLog, listener: str, episode_id: int) -> str:
    e = log.feed.get(episode_id)
    pos = log.position(listener, episode_id)
    mark = "done" if log.completed(listener, episode_id) else f"{format_duration(pos)} / {format_duration(e.seconds)}"
    return f"{listener} {e.code}: {mark}"


def season_summary(feed: Feed, season: int) -> str:
    """'Season 1: 3 episode(s), 1 premium, 1 h 58 min'."""
    eps = feed.season(season)
    if not eps:
        return f"Season {season}: no episodes"
    premium = sum(1 for e in eps if e.premium)
    total = sum(e.seconds for e in eps)
    return f"Season {season}: {len(eps)} episode(s), {premium} premium, {format_total(total)}"
