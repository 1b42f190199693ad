"""Listeners, their roles and the rule of who may play premium episodes."""

from dataclasses import dataclass

from .episodes import Episode
from .errors import FeedError, PermissionDenied

ROLES = ("listener", "host", "admin")


@dataclass(frozen=True)
class Listener:
    name: str
    role: str = "listener"
    subscriber: bool = False
    show: str | None = None        # the show a host hosts

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise FeedError(f"bad listener name: {self.name!r}")
        if self.role not in ROLES:
            raise FeedError(f"unknown role: {self.role!r}")
        if (self.role == "host") != (self.show is not None):
            raise FeedError("hosts, and only hosts, have a show")


def may_play(listener: Listener, episode: Episode) -> bool:
    """Free episodes are for everyone. Premium episodes are for subscribers, for the hosts of
    that show and for admins."""
    if not episode.premium:
        return True
    if listener.role == "admin":
        return True
    if listener.role == "host" and listener.show == episode.show:
        return True
    return listener.subscriber


def stream_url(listener: Listener, episode: Episode) -> str:
    if not may_play(listener, episode):
        raise PermissionDenied(f"{listener.name} may not play {episode.show} {episode.code}")
    return f"https://cdn.castfeed.example/{episode.show}/{episode.id}.mp3?u={listener.name}"


class Directory:
    """The registered listeners. Admins change subscriptions; listeners may cancel their own."""

    def __init__(self):
        self._people: dict[str, Listener] = {}

    def register(self, listener: Listener) -> Listener:
        if listener.name in self._people:
            raise FeedError(f"listener {listener.name!r} already registered")
        self._people[listener.name] = listener
        return listener

    def get(self, name: str) -> Listener:
        try:
            return self._people[name]
        except KeyError:
            from .errors import NotFound

            raise NotFound(f"no listener {name!r}") from None

    def set_subscription(self, actor: Listener, name: str, subscribed: bool) -> Listener:
        who = self.get(name)
        own_cancel = actor.name == name and not subscribed
        if actor.role != "admin" and not own_cancel:
            raise PermissionDenied(f"{actor.name} may not change the subscription of {name}")
        updated = Listener(who.name, who.role, subscribed, who.show)
        self._people[name] = updated
        return updated

    def subscribers(self) -> list[str]:
        return sorted(n for n, p in self._people.items() if p.subscriber)
