from textcraft import most_common_words, reading_time, text_stats, word_count, words

REVIEW = """The plot is thin -- the acting, though, isn't bad at all!
It's a 'well-made' film; I'd watch it again.
"""


def test_hyphenated_and_typographic_apostrophes():
    assert word_count("a state-of-the-art, well-known design") == 4
    assert word_count("it’s the users’ choice, isn’t it?") == 6
    assert words("rock'n'roll and e-mail") == ["rock'n'roll", "and", "e-mail"]


def test_text_stats_counts_words_once():
    stats = text_stats(REVIEW)
    assert stats.words == 19
    assert stats.avg_word_length == 3.89


def test_most_common_and_reading_time_use_the_same_words():
    assert most_common_words("don't panic, don't stop", 1) == [("don't", 2)]
    assert reading_time("don't " * 300) == 2


def test_separators_alone_are_not_words():
    assert word_count("wait -- what? ' - '") == 2
    assert word_count("'quoted' words") == 2
    assert words("end-") == ["end"]


def test_plain_text_unchanged():
    assert word_count("one,two;three four") == 4
    assert text_stats("Hi there.\nBye.").words == 3


def test_numbers_and_underscores():
    assert words("call 911 or use snake_case") == ["call", "911", "or", "use", "snake_case"]
