import pytest

from mazegrid import Grid, GridError, Point, parse_point


def test_parse_size_and_cells(maze):
    assert (maze.width, maze.height) == (9, 5)
    assert maze.at(Point(1, 1)) == "S"
    assert maze.find("E") == Point(7, 1)


@pytest.mark.parametrize("text", ["", "##\n#", "#x#"])
def test_bad_grids(text):
    with pytest.raises(GridError):
        Grid.parse(text)


def test_in_bounds_inside_and_negative(maze):
    assert maze.in_bounds(Point(0, 0)) and maze.in_bounds(Point(8, 4))
    assert not maze.in_bounds(Point(-1, 0)) and not maze.in_bounds(Point(0, -1))


def test_cost_of_cells(maze):
    assert maze.cost(Point(4, 3)) == 1 and maze.at(Point(4, 3)) == "1"
    assert maze.cost(Point(2, 1)) == 1
    with pytest.raises(GridError):
        maze.cost(Point(0, 0))


def test_neighbors_in_order(maze):
    assert maze.neighbors(Point(3, 1)) == [Point(3, 2), Point(2, 1)]
    assert maze.neighbors(Point(1, 1), diagonal=True) == [Point(2, 1), Point(1, 2)]


def test_points():
    assert parse_point("(3, 4)") == Point(3, 4)
    assert Point(1, 1).manhattan(Point(3, 0)) == 3
    with pytest.raises(ValueError):
        parse_point("3;4")
