from parcelrate import Box, Item, pack_items, packing_summary


def test_box_list_left_alone():
    boxes = [Box("large", 15.0), Box("medium", 10.0), Box("small", 8.0)]
    pack_items([Item("a", 9.0), Item("b", 2.0)], boxes)
    assert [b.name for b in boxes] == ["large", "medium", "small"]


def test_tuples_are_accepted():
    items = (Item("a", 3.0), Item("b", 6.0))
    boxes = (Box("large", 15.0), Box("small", 8.0))
    assert packing_summary(pack_items(items, boxes)) == ["small: b (6 kg)", "small: a (3 kg)"]


def test_packing_twice_gives_the_same_boxes():
    items = [Item("lamp", 4.0), Item("vase", 7.0), Item("book", 2.0), Item("clock", 5.0)]
    boxes = [Box("large", 15.0), Box("small", 8.0)]
    first = packing_summary(pack_items(items, boxes))
    assert [i.name for i in items] == ["lamp", "vase", "book", "clock"]
    assert packing_summary(pack_items(items, boxes)) == first


def test_equal_weights_keep_their_input_order():
    items = [Item("a", 3.0), Item("b", 3.0), Item("c", 6.0), Item("d", 3.0), Item("e", 9.0)]
    packed = pack_items(items, [Box("large", 15.0), Box("small", 8.0)])
    assert packing_summary(packed) == ["large: e, c (15 kg)", "small: a, b (6 kg)", "small: d (3 kg)"]


def test_heaviest_first_unchanged():
    items = [Item("x", 1.0), Item("y", 8.0), Item("z", 7.5)]
    packed = pack_items(items, [Box("small", 8.0), Box("large", 15.0)])
    assert packing_summary(packed) == ["small: y (8 kg)", "small: z (7.5 kg)", "small: x (1 kg)"]
