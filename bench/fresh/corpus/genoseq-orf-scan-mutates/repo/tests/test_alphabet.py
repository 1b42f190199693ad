import pytest

from genoseq import (SequenceError, clean, complement, hamming, identity, is_palindrome, mismatches,
                     pairs, reverse_complement, unambiguous, validate)


def test_clean_and_validate():
    assert clean("  1 acgt acgt\n 11 ggcc ") == "acgtacgtggcc"
    assert validate("ACGTN") == "ACGTN"
    with pytest.raises(SequenceError, match="invalid base 'X' at 2"):
        validate("ACXT")


def test_complement_upper():
    assert complement("AACGTT") == "TTGCAA"
    assert reverse_complement("AACGTC") == "GACGTT"


def test_reverse_complement_is_an_involution():
    for seq in ("ACGT", "GATTACA", "ACGRYN", "KMBDHVSW", ""):
        rc = reverse_complement(seq)
        assert len(rc) == len(seq)
        assert reverse_complement(rc) == seq


def test_pairs_and_palindromes():
    assert pairs("a", "T") and pairs("G", "c") and not pairs("A", "G")
    assert is_palindrome("GAATTC") and is_palindrome("gaattc")
    assert not is_palindrome("GAATTA") and not is_palindrome("GAT")
    assert unambiguous("acgt") and not unambiguous("ACGN")


def test_mismatches_and_identity():
    assert mismatches("ACGTAC", "ACCTAN") == [2]
    assert hamming("acgt", "ACGA") == 1
    assert identity("ACGT", "ACGA") == 0.75
    with pytest.raises(SequenceError):
        hamming("ACG", "AC")
