from mazegrid import Grid, Point, connected, flood, isolated_cells, largest_region, regions, summary

CHECKER = """
.#.
#.#
.#.
"""


def test_checkerboard_cells_are_apart():
    g = Grid.parse(CHECKER)
    assert len(regions(g)) == 5
    assert flood(g, Point(1, 1)) == {Point(1, 1)}
    assert not connected(g, Point(0, 0), Point(1, 1))


def test_isolated_cells_ignore_corners():
    g = Grid.parse(CHECKER)
    assert isolated_cells(g) == [Point(0, 0), Point(2, 0), Point(1, 1), Point(0, 2), Point(2, 2)]


def test_largest_region_with_a_corner_touch():
    g = Grid.parse("..#\n..#\n##.")
    assert largest_region(g) == {Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)}
    assert len(regions(g)) == 2


def test_summary_counts_regions():
    g = Grid.parse("S..#\n.#.#\n..E#\n###.")
    assert summary(g)["regions"] == 2
    assert len(regions(Grid.parse(".#.\n#.#"))) == 3


def test_largest_region_first_on_a_tie():
    g = Grid.parse("..#..\n..#..\n#####\n.#...")
    assert Point(0, 0) in largest_region(g)


def test_orthogonal_rooms_unchanged():
    g = Grid.parse("...\n.#.\n...")
    assert len(flood(g, Point(0, 0))) == 8
    assert isolated_cells(Grid.parse(".#.")) == [Point(0, 0), Point(2, 0)]
