from genoseq import Orf, drop_nested, find_orfs, longest

SEQ = "CCATGAAACCCGGGTTTTAGGATGCCCTAACTATTTCATTTCAT"


def test_find_orfs_both_strands():
    orfs = find_orfs(SEQ, min_aa=2)
    assert [(o.strand, o.start, o.end) for o in orfs] == [("+", 2, 20), ("+", 21, 30), ("-", 0, 9), ("-", 5, 14)]
    assert orfs[0].protein == "MKPGF"
    assert orfs[1].length == 9
    assert orfs[2].protein == "MK"


def test_min_aa_filters():
    assert [o.start for o in find_orfs(SEQ, min_aa=4)] == [2]
    assert find_orfs("ATGTAA", min_aa=2) == []


def test_longest_orfs():
    orfs = [Orf(0, 30, "+", "M" * 9), Orf(3, 15, "+", "MKK"), Orf(6, 36, "-", "M" * 9), Orf(40, 61, "+", "M" * 6)]
    top = longest(orfs, 3)
    assert [o.length for o in top] == [30, 30, 21]
    assert longest(orfs) == [orfs[0]]


def test_drop_nested():
    a, b, c, d = Orf(0, 30, "+", "A"), Orf(3, 15, "+", "B"), Orf(6, 36, "-", "C"), Orf(9, 21, "-", "D")
    assert drop_nested([b, c, a, d]) == [a, c]
