from castfeed import by_tag, search, tag_cloud
from conftest import ADA, ANN, SUB


def test_search_title_words(feed):
    assert [e.id for e in search(feed, ANN, "night")] == [2]
    assert [e.id for e in search(feed, ANN, "LONG the")] == [2]
    assert search(feed, ANN, "   ") == []


def test_search_tags(feed):
    assert [e.id for e in search(feed, ANN, "trailer")] == [4]
    assert [e.id for e in search(feed, SUB, "mailbag")] == [3]


def test_by_tag(feed):
    assert [e.id for e in by_tag(feed, ADA, "interview")] == [2, 5]
    assert [e.id for e in by_tag(feed, ANN, "Intro")] == [1]


def test_tag_cloud(feed):
    assert tag_cloud(feed) == {"interview": 2, "bonus": 1, "intro": 1, "mailbag": 1, "trailer": 1}


def test_search_hides_premium_from_non_subscribers(feed):
    assert [e.id for e in search(feed, ANN, "interview")] == [2]
