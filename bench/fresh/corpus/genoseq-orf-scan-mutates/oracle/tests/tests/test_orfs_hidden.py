from genoseq import Orf, drop_nested, find_orfs, longest

A, B, C, D = Orf(0, 30, "+", "A"), Orf(3, 15, "+", "B"), Orf(6, 36, "-", "C"), Orf(9, 21, "-", "D")


def test_longest_keeps_the_input_order():
    orfs = [B, D, A, C]
    assert longest(orfs, 10) == [A, C, B, D]
    assert orfs == [B, D, A, C]


def test_drop_nested_keeps_the_input_order():
    orfs = [D, B, C, A]
    assert drop_nested(orfs) == [A, C]
    assert orfs == [D, B, C, A]


def test_tuples_of_orfs_are_accepted():
    orfs = (D, B, C, A)
    assert longest(orfs, 2) == [A, C]
    assert drop_nested(orfs) == [A, C]


def test_longest_ties_by_strand_then_start():
    x, y, z = Orf(9, 21, "-", "X"), Orf(40, 52, "+", "Y"), Orf(3, 15, "+", "Z")
    assert longest([x, y, z], 3) == [z, y, x]
    assert longest([x, y, z], 0) == []


def test_nested_orfs_results():
    e, f, g = Orf(0, 30, "+", "E"), Orf(0, 12, "+", "F"), Orf(12, 42, "+", "G")
    assert drop_nested([f, g, e]) == [e, g]
    assert drop_nested([]) == []
    seq = "CCATGAAACCCGGGTTTTAGGATGCCCTAACTATTTCATTTCAT"
    assert [o.start for o in drop_nested(find_orfs(seq, min_aa=2))] == [2, 21, 0, 5]
