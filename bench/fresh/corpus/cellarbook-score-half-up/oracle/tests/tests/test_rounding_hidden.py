from cellarbook import Note, average_score, club_average, points, summary, taster_average, top_rated


def test_every_half_rounds_up():
    assert [points(s) for s in ([88, 89], [86, 87], [90, 91, 91, 90], [50, 51], [99, 100], [92, 93])] == [89, 87, 91, 51, 100, 93]


def test_taster_and_club_averages_round_halves_up(notes):
    two = [Note("C1", "ann", 90, 2026), Note("C2", "ann", 91, 2026)]
    assert (taster_average(two, "ann"), club_average(two), average_score(two, "C2")) == (91, 91, 91)
    assert club_average([Note("C1", "bob", 84, 2026), Note("C3", "sue", 85, 2026)]) == 85
    assert summary([], two, 2026)["average"] == 91


def test_top_rated_scores(notes):
    assert top_rated(notes) == [("A1", 94), ("C1", 91), ("C5", 89)]
    extra = notes + [Note("C3", "bob", 94, 2026), Note("C3", "sue", 95, 2026)]
    assert top_rated(extra, 2) == [("C3", 95), ("A1", 94)]


def test_other_fractions_round_to_the_nearest_point():
    assert [points(s) for s in ([88, 88, 89], [88, 89, 89], [90, 91, 91, 91], [90, 90, 90, 91])] == [88, 89, 91, 90]
    assert club_average([Note("C1", "ann", 80, 2026), Note("C2", "bob", 80, 2026), Note("C3", "sue", 81, 2026)]) == 80


def test_whole_averages_and_no_scores(notes):
    assert (points([]), average_score(notes, "Z9"), club_average([]), taster_average(notes, "zed")) == (None, None, None, None)
    assert (average_score(notes, "C1"), taster_average(notes, "ann"), club_average(notes)) == (91, 91, 91)
