import pytest

from mazegrid import Grid

MAZE = """
#########
#S..#..E#
#.#.#.#.#
#...1...#
#########
"""

WEIGHTED = """
S9.
.9.
...
E.#
"""


@pytest.fixture
def maze():
    return Grid.parse(MAZE)


@pytest.fixture
def weighted():
    return Grid.parse(WEIGHTED)
