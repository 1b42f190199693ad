import pytest

from plotshare import Plot, PlotError, PlotMap, format_plot_id, parse_plot_id


def test_three_digit_ids_everywhere():
    assert format_plot_id("C", 105) == "C-105"
    assert Plot("c-120", 48).pid == "C-120"
    assert parse_plot_id("A-999") == ("A", 999)


def test_plot_map_of_a_large_garden():
    plots = PlotMap.from_areas({"C-99": 40, "C-100": 41, "C-250": 42, "C-140": 43})
    assert [p.pid for p in plots.in_garden("C")] == ["C-99", "C-100", "C-140", "C-250"]
    assert plots.get("c-250").area_m2 == 42


def test_upper_end_of_the_range():
    assert parse_plot_id("B-100") == ("B", 100)
    assert format_plot_id("B", 999) == "B-999"
    with pytest.raises(PlotError):
        format_plot_id("B", 1000)


def test_plot_id_rejections():
    for bad in ("B17", "B-", "-3", "AB-1", "B-0", "B-07", "B-007", "B-1000", "B-1a", "1-2", "B--2", "B-+5"):
        with pytest.raises(PlotError):
            parse_plot_id(bad)


def test_short_ids_unchanged():
    assert parse_plot_id("B-17") == ("B", 17)
    assert parse_plot_id(" a-3 ") == ("A", 3)
    assert format_plot_id("C", 4) == "C-4"
    assert Plot("b-12", 5).pid == "B-12"
