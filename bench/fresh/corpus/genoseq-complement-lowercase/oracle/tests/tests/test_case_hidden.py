import pytest

from genoseq import SequenceError, complement, pairs, reverse_complement


def test_complement_of_mixed_case():
    assert complement("ACgtNn") == "TGcaNn"
    assert complement("ryswkmbdhvn") == "yrswmkvhdbn"
    assert complement("aaaaC") == "ttttG"


def test_reverse_complement_keeps_case():
    assert reverse_complement("ACgt") == "acGT"
    assert reverse_complement("gattaca") == "tgtaatc"
    assert reverse_complement("AAcc") == "ggTT"


def test_round_trips_of_soft_masked_sequences():
    for seq in ("acgtACGT", "ggCCnnRy", "t"):
        assert reverse_complement(reverse_complement(seq)) == seq
        assert complement(complement(seq)) == seq
        assert reverse_complement(seq) == complement(seq)[::-1]


def test_uppercase_and_ambiguity_codes():
    assert complement("ACGTRYSWKMBDHVN") == "TGCAYRSWMKVHDBN"
    assert reverse_complement("AACGR") == "YCGTT"
    assert reverse_complement("") == ""


def test_invalid_bases_still_rejected():
    for bad in ("acxg", "AC-G", "ACU"):
        with pytest.raises(SequenceError):
            complement(bad)
        with pytest.raises(SequenceError):
            reverse_complement(bad)
    assert pairs("g", "C") and not pairs("a", "a")
