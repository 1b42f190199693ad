from gradeline import LetterScale


def test_letters_between_cutoffs():
    scale = LetterScale()
    assert scale.letter_for(95.0) == "A"
    assert scale.letter_for(91.5) == "A-"
    assert scale.letter_for(88.0) == "B+"
    assert scale.letter_for(75.0) == "C"
    assert scale.letter_for(59.9) == "F"


def test_passes():
    scale = LetterScale()
    assert scale.passes(75.0)
    assert not scale.passes(42.0)


def test_distribution_lists_every_letter():
    scale = LetterScale()
    dist = scale.distribution([95.0, 85.5, 72.0, 10.0])
    assert list(dist) == list(scale.letters)
    assert dist["A"] == 1 and dist["B"] == 1 and dist["C-"] == 1 and dist["F"] == 1
    assert sum(dist.values()) == 4


def test_min_percent_and_grade_points():
    scale = LetterScale()
    assert scale.min_percent("B+") == 87.0
    assert scale.grade_points("A-") == 3.7


def test_custom_scale_is_sorted():
    scale = LetterScale([(0.0, "fail"), (50.0, "pass")], pass_mark=50.0)
    assert scale.letters == ("pass", "fail")
    assert scale.letter_for(70.0) == "pass"
