from castfeed import by_tag, search
from conftest import ADA, ANN, GUEST, HOST, SUB


def test_tags_hide_premium_from_non_subscribers(feed):
    assert [e.id for e in by_tag(feed, ANN, "interview")] == [2]
    assert by_tag(feed, ANN, "bonus") == []


def test_hosts_of_other_shows_do_not_see_premium(feed):
    assert search(feed, GUEST, "mailbag") == []
    assert [e.id for e in by_tag(feed, GUEST, "interview")] == [2]


def test_title_search_hides_premium(feed):
    assert search(feed, ANN, "return") == []
    assert search(feed, ANN, "letters") == []
    assert [e.id for e in search(feed, ANN, "the")] == [2]


def test_entitled_listeners_still_find_premium(feed):
    for who in (SUB, HOST, ADA):
        assert [e.id for e in search(feed, who, "interview")] == [2, 5]
        assert [e.id for e in by_tag(feed, who, "mailbag")] == [3]
    assert [e.id for e in search(feed, HOST, "the")] == [2, 5]


def test_free_results_unchanged(feed):
    assert [e.id for e in search(feed, ANN, "pilot")] == [1]
    assert [e.id for e in by_tag(feed, GUEST, "trailer")] == [4]
    assert search(feed, ANN, "") == []
