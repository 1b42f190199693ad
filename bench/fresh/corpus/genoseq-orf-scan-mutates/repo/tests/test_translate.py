import pytest

from genoseq import CODONS, STOPS, SequenceError, codon_usage, translate


def test_codon_table():
    assert len(CODONS) == 64
    assert CODONS["ATG"] == "M" and CODONS["TGG"] == "W"
    assert STOPS == {"TAA", "TAG", "TGA"}


def test_translate_frames():
    seq = "ATGGCCATTGTAATGGGCCGCTGAAAGGGTGCCCGATAGA"
    assert translate(seq) == "MAIVMGR*KGAR*"
    assert translate(seq, frame=1).startswith("WPL*")
    assert translate(seq, frame=2)[:6] == "GHCNGP"


def test_translate_to_stop_and_unknown_codons():
    assert translate("ATGAAATAGGGGA", to_stop=True) == "MK"
    assert translate("atgNNNcccT") == "MXP"


def test_bad_frame():
    with pytest.raises(SequenceError):
        translate("ATGC", frame=3)


def test_codon_usage():
    assert codon_usage("ATGATGAAAC") == {"ATG": 2, "AAA": 1}
    assert codon_usage("cATGAAAT", frame=1) == {"ATG": 1, "AAA": 1}
