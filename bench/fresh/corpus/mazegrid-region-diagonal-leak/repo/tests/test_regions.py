from mazegrid import Grid, Point, connected, flood, isolated_cells, largest_region, regions

ROOMS = """
..#..
..#..
#####
.#...
"""


def test_flood_of_a_room():
    g = Grid.parse(ROOMS)
    assert flood(g, Point(0, 0)) == {Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)}
    assert flood(g, Point(2, 0)) == set()


def test_regions_in_reading_order():
    g = Grid.parse(ROOMS)
    rs = regions(g)
    assert [len(r) for r in rs] == [4, 4, 1, 3]
    assert Point(0, 0) in rs[0] and Point(3, 0) in rs[1]


def test_largest_and_connected():
    g = Grid.parse(ROOMS)
    assert len(largest_region(g)) == 4
    assert connected(g, Point(3, 0), Point(4, 1))
    assert not connected(g, Point(0, 0), Point(3, 0))


def test_isolated_cells():
    g = Grid.parse(ROOMS)
    assert isolated_cells(g) == [Point(0, 3)]


def test_corner_touch_is_two_regions():
    g = Grid.parse(".#\n#.")
    assert regions(g) == [{Point(0, 0)}, {Point(1, 1)}]
