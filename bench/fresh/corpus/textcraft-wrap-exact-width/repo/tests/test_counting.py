from textcraft import line_count, most_common_words, reading_time, sentence_count, text_stats, word_count

REVIEW = """The plot is thin -- the acting, though, isn't bad at all!
It's a 'well-made' film; I'd watch it again.
"""


def test_word_count_simple():
    assert word_count("The quick brown fox") == 4
    assert word_count("  ") == 0
    assert word_count("one,two;three") == 3


def test_line_count():
    assert line_count("") == 0
    assert line_count("a\nb") == 2
    assert line_count("a\nb\n") == 2


def test_sentence_count():
    assert sentence_count("Hi. How are you? Fine!") == 3
    assert sentence_count("no punctuation at all") == 1


def test_text_stats_of_a_review():
    stats = text_stats(REVIEW)
    assert stats.lines == 2
    assert stats.sentences == 2
    assert stats.chars == len(REVIEW)


def test_reading_time():
    assert reading_time("word " * 450) == 3
    assert reading_time("") == 0


def test_most_common_words():
    assert most_common_words("the cat and the hat and the bat", 2) == [("the", 3), ("and", 2)]
    assert most_common_words("the cat and the hat", 1, stopwords=["the"]) == [("cat", 1)]
