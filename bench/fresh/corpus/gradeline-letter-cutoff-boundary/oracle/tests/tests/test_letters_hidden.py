from gradeline import DEFAULT_SCALE, LetterScale, class_summary, format_report


def test_every_cutoff_is_inclusive():
    scale = LetterScale()
    for cutoff, letter in DEFAULT_SCALE:
        assert scale.letter_for(cutoff) == letter, cutoff


def test_pass_mark_is_inclusive():
    assert LetterScale().passes(60.0)
    assert LetterScale(pass_mark=50.0).passes(50.0)


def test_custom_scale_boundaries():
    scale = LetterScale([(0.0, "fail"), (50.0, "pass"), (85.0, "merit")], pass_mark=50.0)
    assert scale.letter_for(50.0) == "pass"
    assert scale.letter_for(85.0) == "merit"


def test_report_and_summary_on_a_cutoff(book):
    lines = format_report(book).splitlines()
    assert lines[2].split()[1:] == ["90.00", "A-", "pass"]
    summary = class_summary(book)
    assert summary["distribution"]["A-"] == 2
    assert summary["distribution"]["B+"] == 0
    assert book.letter("cy") == "A-"


def test_just_below_a_cutoff():
    scale = LetterScale()
    assert scale.letter_for(89.99) == "B+"
    assert scale.letter_for(92.99) == "A-"
    assert scale.letter_for(59.99) == "F"
    assert not scale.passes(59.99)


def test_extremes_and_between():
    scale = LetterScale()
    assert scale.letter_for(100.0) == "A"
    assert scale.letter_for(0.0) == "F"
    assert scale.letter_for(-3.0) == "F"
    assert scale.letter_for(78.5) == "C+"
    assert scale.passes(61.0)
    assert scale.distribution([93.5, 64.0])["D"] == 1
