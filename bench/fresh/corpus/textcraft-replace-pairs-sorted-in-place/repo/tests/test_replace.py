import pytest

from textcraft import compile_replacer, multi_replace


def test_longest_key_wins():
    assert multi_replace("cat category", {"cat": "dog", "category": "class"}) == "dog class"


def test_single_pass_swap():
    assert multi_replace("a b", {"a": "b", "b": "a"}) == "b a"


def test_pairs_list():
    pairs = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;")]
    assert multi_replace("<a & b>", pairs) == "&lt;a &amp; b&gt;"


def test_pairs_list_not_reordered():
    rules = [("<", "&lt;"), ("&lt;", "<")]
    assert multi_replace("a<b", rules) == "a&lt;b"
    assert rules == [("<", "&lt;"), ("&lt;", "<")]


def test_compiled_replacer():
    fix = compile_replacer({"colour": "color", "favour": "favor"})
    assert fix("my favourite colour") == "my favorite color"


def test_empty_key_rejected():
    with pytest.raises(ValueError):
        multi_replace("abc", {"": "x"})
    assert multi_replace("abc", {}) == "abc"
