import pytest

from plotshare import Plot, PlotError, PlotMap, format_plot_id, parse_plot_id


def test_parse_plot_id():
    assert parse_plot_id("B-17") == ("B", 17)
    assert parse_plot_id(" a-3 ") == ("A", 3)


def test_format_plot_id():
    assert format_plot_id("C", 4) == "C-4"
    with pytest.raises(PlotError):
        format_plot_id("c", 4)
    with pytest.raises(PlotError):
        format_plot_id("C", 0)


def test_plot_normalises_its_id():
    p = Plot("b-12", 50)
    assert p.pid == "B-12" and p.garden == "B"
    with pytest.raises(PlotError):
        Plot("B-2", 0)


def test_plot_map(plots):
    assert plots.get("a-2").area_m2 == 55.5
    assert [p.pid for p in plots.in_garden("B")] == ["B-1", "B-2", "B-12"]
    assert plots.gardens() == ["A", "B"]
    with pytest.raises(PlotError):
        plots.get("C-1")
    with pytest.raises(PlotError):
        PlotMap([Plot("A-1", 1), Plot("a-1", 2)])


def test_areas(plots):
    assert plots.total_area("A") == 125.5
    assert plots.total_area() == 280.5
    assert plots.larger_than(50) == ["B-1", "A-2"]


def test_three_digit_plot_numbers():
    assert parse_plot_id("C-105") == ("C", 105)
