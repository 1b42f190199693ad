import pytest

from mazegrid import Grid, Point, bfs_path, describe_path, render, render_steps


def test_render_plain(maze):
    assert render(maze).splitlines()[1] == "#S..#..E#"


def test_render_path(maze):
    path = bfs_path(maze, Point(1, 1), Point(3, 1))
    assert render(maze, path).splitlines()[1] == "#S*.#..E#"


def test_render_marks_on_top(maze):
    out = render(maze, None, {Point(2, 1): "x"})
    assert out.splitlines()[1] == "#Sx.#..E#"
    with pytest.raises(ValueError):
        render(maze, None, {Point(2, 1): "xy"})


def test_render_steps():
    g = Grid.parse("S..")
    assert render_steps(g, [Point(0, 0), Point(1, 0), Point(2, 0)]) == "012"


def test_describe_path():
    path = [Point(0, 0), Point(1, 0), Point(2, 0), Point(2, 1), Point(3, 1)]
    assert describe_path(path) == "R2 D1 R1"
    assert describe_path([Point(0, 0)]) == ""
