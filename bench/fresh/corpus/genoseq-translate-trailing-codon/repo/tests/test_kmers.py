import pytest

from genoseq import SequenceError, canonical, canonical_counts, kmer_counts, kmers, most_common


def test_kmers_are_uppercase():
    assert kmers("acgta", 3) == ["ACG", "CGT", "GTA"]


def test_kmer_counts_and_most_common():
    assert kmer_counts("AAAAT", 2) == {"AA": 3, "AT": 1}
    assert most_common("ACACAGAG", 2, n=2) == [("AC", 2), ("AG", 2)]


def test_canonical():
    assert canonical("TTT") == "AAA"
    assert canonical("acg") == "ACG"
    assert canonical_counts("AAATTT", 3) == {"AAA": 2, "AAT": 2}


def test_k_must_be_positive():
    with pytest.raises(SequenceError):
        kmers("ACGT", 0)
