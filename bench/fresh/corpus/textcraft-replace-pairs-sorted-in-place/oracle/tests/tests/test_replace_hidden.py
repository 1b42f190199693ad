import pytest

from textcraft import compile_replacer, multi_replace

RULES = [("cat", "dog"), ("category", "class"), ("c", "k")]


def test_compile_replacer_does_not_reorder():
    rules = list(RULES)
    fix = compile_replacer(rules)
    assert rules == RULES
    assert fix("cat category c") == "dog class k"


def test_tuple_of_pairs():
    assert multi_replace("cat category", tuple(RULES)) == "dog class"
    assert compile_replacer((("a", "b"),))("aa") == "bb"


def test_generator_of_pairs():
    assert multi_replace("cat category", (pair for pair in RULES)) == "dog class"


def test_longest_first_still_applies():
    rules = [("a", "1"), ("abc", "3"), ("ab", "2")]
    before = list(rules)
    assert multi_replace("abcabx", rules) == "32x"
    assert rules == before


def test_mapping_input():
    assert multi_replace("cat category", dict(RULES)) == "dog class"


def test_duplicate_keys_last_one_wins():
    assert multi_replace("x", [("x", "1"), ("x", "2")]) == "2"


def test_empty_key_rejected_for_lists():
    with pytest.raises(ValueError):
        multi_replace("abc", [("", "x"), ("a", "b")])
    with pytest.raises(ValueError):
        compile_replacer([("b", "c"), ("", "x")])
