import pytest

from genoseq import SequenceError, base_counts, gc_content, gc_skew, gc_windows, melting_temp


def test_base_counts_and_gc():
    assert base_counts("AACGTNR") == {"A": 2, "C": 1, "G": 1, "T": 1, "N": 2}
    assert gc_content("ggccAT") == 0.6667
    assert gc_content("GCNN") == 1.0
    with pytest.raises(SequenceError):
        gc_content("NNN")


def test_gc_windows_steps():
    assert gc_windows("GGAATTCC", 4, step=2) == [(0, 0.5), (2, 0.0), (4, 0.5)]
    assert gc_windows("GCNNNNAT", 3, step=3) == [(0, 1.0), (3, None)]


def test_window_arguments_must_be_positive():
    with pytest.raises(SequenceError):
        gc_windows("ACGT", 0)
    with pytest.raises(SequenceError):
        gc_windows("ACGT", 2, step=0)


def test_window_and_k_longer_than_sequence_raise():
    from genoseq import kmers

    with pytest.raises(SequenceError, match="window longer"):
        gc_windows("ACG", 4)
    with pytest.raises(SequenceError, match="k longer"):
        kmers("ACG", 5)


def test_skew_and_melting_temp():
    assert gc_skew("GGGC") == 0.5
    assert gc_skew("ATAT") == 0.0
    assert melting_temp("ACGTACGT") == 24.0
    assert melting_temp("ACGTACGTACGTACGTAC") == 48.0
