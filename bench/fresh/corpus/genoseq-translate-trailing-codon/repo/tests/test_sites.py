import pytest

from genoseq import SequenceError, cut_positions, digest, find_sites


def test_find_sites_both_strands():
    assert find_sites("GAATTCxx".replace("x", "A") + "gaattc", "GAATTC") == [0, 8]
    assert find_sites("AAGGTCTCAGAGACC", "GGTCTC") == [2, 9]


def test_cut_and_digest():
    seq = "AAGAATTCGGATCCTT"
    assert cut_positions(seq, ["EcoRI", "BamHI"]) == [3, 9]
    assert digest(seq, ["EcoRI", "BamHI"]) == ["AAG", "AATTCG", "GATCCTT"]
    assert digest("ACGT", ["NotI"]) == ["ACGT"]
    from genoseq import fragment_sizes

    assert fragment_sizes(seq, ["EcoRI", "BamHI"]) == [7, 6, 3]


def test_unknown_enzyme():
    with pytest.raises(SequenceError):
        cut_positions("ACGT", ["XyzI"])
