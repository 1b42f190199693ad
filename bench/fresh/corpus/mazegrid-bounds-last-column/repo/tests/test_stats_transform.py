import pytest

from mazegrid import Grid, GridError, Point, bordered, counts, crop, flip, rotate, summary


def test_counts(maze):
    assert counts(maze) == {"wall": 28, "floor": 17, "weighted": 1}


def test_summary(maze):
    s = summary(maze)
    assert s["size"] == (9, 5) and s["regions"] == 1
    assert s["steps"] == 10 and s["reachable"] == 1.0


def test_rotate_and_flip():
    g = Grid.parse("S.\n#E")
    assert rotate(g).rows() == ["#S", "E."]
    assert flip(g).rows() == [".S", "E#"]
    assert flip(g, horizontal=False).rows() == ["#E", "S."]


def test_crop_inside(maze):
    assert crop(maze, Point(1, 1), 3, 2).rows() == ["S..", ".#."]


def test_crop_leaving_the_grid(maze):
    with pytest.raises(GridError):
        crop(maze, Point(7, 3), 4, 1)
    with pytest.raises(GridError):
        crop(maze, Point(0, 0), 0, 1)


def test_bordered():
    g = bordered(Grid.parse("S.E"))
    assert g.rows() == ["#####", "#S.E#", "#####"]


def test_crop_up_to_the_last_column(maze):
    assert crop(maze, Point(6, 1), 3, 2).rows() == [".E#", "#.#"]
