from kilnfire import FiringLog, Schedule, Segment

SLOW_COOL = [Segment(150, 1222), Segment(100, 1000, hold=30)]


def test_timeline_counts_cooling_holds():
    s = Schedule("slow cool", SLOW_COOL)
    assert s.timeline() == [(480.8, 1222, 0), (644.0, 1000, 30)]


def test_firing_log_counts_cooling_holds(kiln):
    f = FiringLog(kiln).fire(Schedule("slow cool", SLOW_COOL))
    assert (f.hours, f.kwh, f.cents) == (10.73, 74.0, 2220)
    assert kiln.element_hours == 10.73


def test_cooling_holds_in_the_middle_and_first():
    two = Schedule("two cools", SLOW_COOL + [Segment(100, 800, hold=20), Segment(300, 1100)])
    assert two.duration_minutes() == 844
    assert two.timeline()[2:] == [(784.0, 800, 20), (844.0, 1100, 0)]
    reheat = Schedule("reheat", [Segment(100, 900, hold=45), Segment(150, 1200)])
    assert reheat.duration_minutes(start=1100) == 285


def test_holds_while_heating_and_at_the_same_temperature(glaze):
    soak = Schedule("soak", [Segment(100, 600, hold=20), Segment(100, 600, hold=40)])
    assert soak.duration_minutes() == 408
    assert soak.timeline() == [(368.0, 600, 20), (408.0, 600, 40)]
    assert (glaze.duration_minutes(), glaze.duration_minutes(start=100)) == (685, 637)


def test_timeline_without_cooling_holds(bisque):
    assert bisque.timeline() == [(165.0, 200, 30), (606.5, 1063, 10), (715.4, 700, 0)]
    assert bisque.duration_minutes() == 715.4
