import pytest

from mazegrid import Grid, GridError, Point, cheapest_path, path_cost, solve, summary


def test_path_cost_of_a_walk(weighted):
    assert path_cost(weighted, [Point(0, 0), Point(1, 0), Point(2, 0)]) == 10
    assert path_cost(weighted, [Point(1, 0), Point(2, 0)]) == 1


def test_start_on_an_expensive_cell(weighted):
    cost, path = cheapest_path(weighted, Point(1, 1), Point(2, 2))
    assert cost == 2
    assert path_cost(weighted, path) == cost


def test_solve_and_summary_costs(maze, weighted):
    assert solve(weighted, weighted=True)[0] == 3
    assert summary(maze)["cost"] == 10


def test_cost_of_standing_still(weighted):
    assert cheapest_path(weighted, Point(1, 0), Point(1, 0)) == (0, [Point(1, 0)])
    assert path_cost(weighted, [Point(1, 1)]) == 0


def test_path_cost_checks_adjacency(weighted):
    with pytest.raises(GridError):
        path_cost(weighted, [Point(0, 0), Point(2, 0)])
    with pytest.raises(GridError):
        path_cost(weighted, [Point(0, 0), Point(0, 1), Point(0, 3)])
    assert path_cost(weighted, []) == 0


def test_cheapest_routes_unchanged(weighted):
    cost, path = cheapest_path(weighted, Point(0, 0), Point(2, 0))
    assert path == [Point(0, 0), Point(0, 1), Point(0, 2), Point(1, 2), Point(2, 2), Point(2, 1), Point(2, 0)]
