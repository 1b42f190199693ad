from knitgauge import Gauge, cast_on, convert_count


def test_rows_round_halves_up():
    assert Gauge(21, 29).rows_for(15) == 44
    assert Gauge(22, 25).rows_for(5) == 13
    assert Gauge(22, 29).rows_for(5) == 15


def test_more_half_stitches():
    assert Gauge(23, 30).stitches_for(15) == 35
    assert Gauge(25, 30).stitches_for(9) == 23
    assert Gauge(23, 30).stitches_for(25) == 58


def test_half_rows_and_stitches_of_one_swatch():
    g = Gauge(21, 27)
    assert (g.stitches_for(5), g.rows_for(5)) == (11, 14)


def test_counts_that_are_not_halves():
    g = Gauge(21, 29)
    assert (g.stitches_for(44), g.stitches_for(46), g.rows_for(10)) == (92, 97, 29)
    assert Gauge(22, 30).rows_for(14.83) == 44
    assert Gauge(21.8, 30.5).stitches_for(50) == 109


def test_converted_counts_and_cast_on():
    assert convert_count(95, Gauge(21, 29), Gauge(22, 30)) == 100
    assert cast_on(Gauge(21, 29), 99) == 104
    assert Gauge(21, 29).width_of(95) == 45.2
