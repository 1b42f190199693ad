import pytest

from genoseq import SequenceError, canonical_counts, gc_windows, kmer_counts, kmers, most_common


def test_gc_window_of_the_full_length():
    assert gc_windows("ACGT", 4) == [(0, 0.5)]
    assert gc_windows("acgtN", 5, step=3) == [(0, 0.5)]
    assert gc_windows("NNNN", 4) == [(0, None)]
    assert gc_windows("G", 1) == [(0, 1.0)]


def test_kmers_of_the_full_length():
    assert kmers("acgt", 4) == ["ACGT"]
    assert kmer_counts("GATC", 4) == {"GATC": 1}
    assert most_common("ac", 2) == [("AC", 1)]


def test_canonical_counts_of_the_full_length():
    assert canonical_counts("TTT", 3) == {"AAA": 1}


def test_longer_than_the_sequence_is_rejected():
    with pytest.raises(SequenceError, match="window longer"):
        gc_windows("ACG", 4)
    with pytest.raises(SequenceError, match="window longer"):
        gc_windows("", 1)
    with pytest.raises(SequenceError, match="k longer"):
        kmers("ACG", 5)
    with pytest.raises(SequenceError, match="k longer"):
        kmer_counts("AC", 3)


def test_shorter_windows_unchanged():
    assert gc_windows("GGAATTCC", 7) == [(0, 0.4286), (1, 0.4286)]
    assert kmers("ACGTA", 4) == ["ACGT", "CGTA"]
