import pytest

from forumkit import InvalidInput, excerpt, mentions, normalise_tags, quote


def test_tags_are_normalised():
    assert normalise_tags(["Hardware", "hard ware", "hardware"]) == ["hardware", "hard-ware"]


def test_mentions():
    assert mentions("hi @ann and @bob, @ann again; mail x@y.org") == ["ann", "bob"]


def test_excerpt():
    assert excerpt("short  text") == "short text"
    assert excerpt("the quick brown fox jumps over the lazy dog", 20) == "the quick brown fox…"
    assert quote("ann", "one\n\ntwo") == "ann wrote:\n> one\n>\n> two"


def test_tag_spaces_and_case():
    assert normalise_tags(["  Open Source "]) == ["open-source"]
    assert normalise_tags([]) == []
