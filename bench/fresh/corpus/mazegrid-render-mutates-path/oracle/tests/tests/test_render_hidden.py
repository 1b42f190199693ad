from mazegrid import Grid, Point, bfs_path, describe_path, render, solve


def test_render_leaves_the_whole_path(maze):
    path = bfs_path(maze, Point(1, 1), Point(7, 1))
    before = list(path)
    render(maze, path)
    assert path == before


def test_render_twice_draws_the_same(maze):
    _, path = solve(maze)
    first = render(maze, path)
    assert render(maze, path) == first
    assert first.splitlines()[1] == "#S**#**E#"


def test_short_paths_are_kept():
    g = Grid.parse("S.E")
    one, two = [Point(0, 0)], [Point(0, 0), Point(1, 0)]
    assert render(g, one) == "S.E" and render(g, two) == "S.E"
    assert one == [Point(0, 0)] and two == [Point(0, 0), Point(1, 0)]


def test_describe_after_render(maze):
    _, path = solve(maze)
    render(maze, path)
    assert describe_path(path) == "R2 D2 R2 U2 R2"


def test_marks_are_drawn_over_the_path(maze):
    _, path = solve(maze)
    out = render(maze, path, {Point(1, 3): "@", Point(4, 3): "x"})
    assert out.splitlines()[3] == "#@.*x*..#"


def test_ends_keep_their_letters(maze):
    _, path = solve(maze)
    lines = render(maze, path).splitlines()
    assert lines[1] == "#S**#**E#" and lines[2] == "#.#*#*#.#"
