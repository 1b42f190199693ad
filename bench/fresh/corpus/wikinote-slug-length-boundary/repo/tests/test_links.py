from conftest import ANN, BOB
from wikinote import backlinks, broken_links, links, to_markdown


def test_links_in_text():
    text = "see [[Release Checklist]] and [[release checklist|the list]], [[Deploy]] and [[!!]]"
    assert links(text) == ["release-checklist", "deploy"]


def test_backlinks_broken_links_and_markdown(wiki, page):
    other = wiki.create(BOB, "Deploy", "first read [[Release Checklist|the checklist]] and [[Rollback]]")
    assert backlinks(wiki, page) == [other]
    assert broken_links(wiki) == {other: ["rollback"]}
    md = to_markdown(wiki, other)
    assert md == "# Deploy\n\nfirst read [the checklist](release-checklist.md) and [Rollback](rollback.md)"
