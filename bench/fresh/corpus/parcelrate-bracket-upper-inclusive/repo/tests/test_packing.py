import pytest

from parcelrate import Box, Item, PackingError, pack_items, packing_summary

BOXES = [Box("large", 15.0), Box("small", 8.0)]


def test_pack_heaviest_first():
    items = [Item("lamp", 4.0), Item("vase", 7.0), Item("book", 2.0), Item("clock", 5.0)]
    packed = pack_items(items, BOXES)
    assert packing_summary(packed) == [
        "small: vase (7 kg)",
        "small: clock, book (7 kg)",
        "small: lamp (4 kg)",
    ]


def test_pack_equal_weights():
    items = [Item("a", 3.0), Item("b", 3.0), Item("c", 6.0), Item("d", 3.0), Item("e", 9.0)]
    packed = pack_items(items, BOXES)
    assert len(packed) == 3
    assert sum(p.weight_kg for p in packed) == 24.0


def test_item_that_fits_no_box():
    with pytest.raises(PackingError):
        pack_items([Item("piano", 40.0)], BOXES)
    with pytest.raises(PackingError):
        pack_items([Item("pen", 0.1)], [])
