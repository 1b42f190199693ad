import pytest

from mazegrid import Grid, GridError, Point, crop


def test_crop_up_to_the_last_row(maze):
    assert crop(maze, Point(1, 3), 3, 2).rows() == ["...", "###"]


def test_crop_to_the_far_corner(maze):
    assert crop(maze, Point(7, 3), 2, 2).rows() == [".#", "##"]
    assert crop(maze, Point(8, 4), 1, 1).rows() == ["#"]


def test_crop_of_the_whole_grid(maze):
    assert crop(maze, Point(0, 0), 9, 5).rows() == maze.rows()


def test_crop_single_row_and_column():
    g = Grid.parse("S.E")
    assert crop(g, Point(1, 0), 2, 1).rows() == [".E"]
    h = Grid.parse("S\n.\nE")
    assert crop(h, Point(0, 1), 1, 2).rows() == [".", "E"]


def test_crop_one_cell_too_large(maze):
    with pytest.raises(GridError):
        crop(maze, Point(6, 1), 4, 2)
    with pytest.raises(GridError):
        crop(maze, Point(1, 3), 3, 3)
    with pytest.raises(GridError):
        crop(maze, Point(0, 0), 10, 5)


def test_crop_corner_outside(maze):
    with pytest.raises(GridError):
        crop(maze, Point(9, 0), 1, 1)
    with pytest.raises(GridError):
        crop(maze, Point(-1, 0), 2, 1)
    assert crop(maze, Point(3, 2), 2, 2).rows() == [".#", ".1"]
