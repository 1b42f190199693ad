from conftest import ANN, BOB
from wikinote import change_summary, line_changes, words


def test_line_changes():
    assert line_changes("a\nb\n", "a\nc\nd\n") == (2, 1)
    assert change_summary("a", "a") == "no change"


def test_words():
    assert words("Hello, World 42!") == ["hello", "world", "42"]


def test_search_ranks_title_words_higher(wiki):
    wiki.create(ANN, "Deploy guide", "how to release")
    wiki.create(BOB, "Release notes", "deploy deploy")
    assert wiki.search("deploy") == [("deploy-guide", 3), ("release-notes", 2)]


def test_search_ties_and_limit(wiki):
    for t in ("b page", "a page", "c page"):
        wiki.create(ANN, t, "")
    assert [s for s, _ in wiki.search("page")] == ["a-page", "b-page", "c-page"]
    assert len(wiki.search("page", limit=2)) == 2
    assert wiki.search("!!") == []
