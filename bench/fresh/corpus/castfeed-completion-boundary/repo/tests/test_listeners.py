import pytest

from castfeed import Directory, FeedError, Listener, NotFound, PermissionDenied, may_play, stream_url
from conftest import ADA, ANN, GUEST, HOST, SUB


def test_listener_validation():
    with pytest.raises(FeedError):
        Listener("bad name")
    with pytest.raises(FeedError):
        Listener("x", role="owner")
    with pytest.raises(FeedError):
        Listener("h", role="host")
    with pytest.raises(FeedError):
        Listener("l", show="night-shift")


def test_free_episodes_for_everyone(feed):
    assert all(may_play(who, feed.get(1)) for who in (ANN, SUB, HOST, GUEST, ADA))


def test_premium_episodes(feed):
    premium = feed.get(3)
    assert may_play(SUB, premium) and may_play(HOST, premium) and may_play(ADA, premium)
    assert not may_play(ANN, premium)
    assert not may_play(GUEST, premium)


def test_stream_url(feed):
    assert stream_url(SUB, feed.get(3)).endswith("/night-shift/3.mp3?u=sub")
    with pytest.raises(PermissionDenied):
        stream_url(ANN, feed.get(5))


def test_directory_subscriptions():
    d = Directory()
    for who in (ANN, SUB, ADA):
        d.register(who)
    assert d.set_subscription(ADA, "ann", True).subscriber
    with pytest.raises(PermissionDenied):
        d.set_subscription(ANN, "ann", True)
    d.set_subscription(SUB, "sub", False)
    assert d.subscribers() == ["ann"]
    with pytest.raises(NotFound):
        d.get("zed")
    with pytest.raises(FeedError):
        d.register(Listener("ann"))
