import pytest

from mazegrid import Grid, GridError, NoPath, Point, bfs_path, cheapest_path, distances, path_cost, solve


def test_bfs_shortest(maze):
    path = bfs_path(maze, Point(1, 1), Point(7, 1))
    assert path[0] == Point(1, 1) and path[-1] == Point(7, 1)
    assert len(path) == 11


def test_bfs_start_is_end(maze):
    assert bfs_path(maze, Point(1, 1), Point(1, 1)) == [Point(1, 1)]


def test_bfs_no_path():
    g = Grid.parse("S#E")
    with pytest.raises(NoPath):
        bfs_path(g, Point(0, 0), Point(2, 0))


def test_bfs_rejects_walls(maze):
    with pytest.raises(GridError):
        bfs_path(maze, Point(0, 0), Point(7, 1))


def test_distances(maze):
    d = distances(maze, Point(1, 1))
    assert d[Point(7, 1)] == 10 and d[Point(3, 1)] == 2


def test_cheapest_avoids_expensive_cells(weighted):
    cost, path = cheapest_path(weighted, Point(0, 0), Point(2, 0))
    assert Point(1, 0) not in path and Point(1, 1) not in path
    assert path[-1] == Point(2, 0)


def test_solve_unweighted(maze):
    steps, path = solve(maze)
    assert steps == 10 and len(path) == 11


def test_solve_weighted_takes_the_cheap_way(weighted):
    cost, path = solve(weighted, weighted=True)
    assert path == [Point(0, 0), Point(0, 1), Point(0, 2), Point(0, 3)]


def test_cheapest_cost_leaves_out_the_start(weighted):
    cost, path = cheapest_path(weighted, Point(0, 0), Point(0, 3))
    assert cost == 3
