import pytest

from genoseq import Record, SequenceError, format_fasta, parse_fasta

TEXT = """>chr1 test chromosome
ACGTACGT
acgt
>plasmid
GGCC
"""


def test_parse_fasta():
    recs = parse_fasta(TEXT)
    assert recs == [Record("chr1", "ACGTACGTacgt", "test chromosome"), Record("plasmid", "GGCC")]


def test_parse_errors():
    with pytest.raises(SequenceError):
        parse_fasta("ACGT\n>x\nAC")
    with pytest.raises(SequenceError):
        parse_fasta(">x\nACXT")


def test_format_fasta_wraps():
    text = format_fasta([Record("a", "ACGTACGTAC", "one"), Record("b", "GG")], width=4)
    assert text == ">a one\nACGT\nACGT\nAC\n>b\nGG\n"
    assert parse_fasta(text)[0].seq == "ACGTACGTAC"


def test_find_record_and_lengths():
    from genoseq import find_record, length_summary

    recs = parse_fasta(TEXT)
    assert find_record(recs, "plasmid").seq == "GGCC"
    with pytest.raises(SequenceError):
        find_record(recs, "chr2")
    assert length_summary(recs) == {"records": 2, "total": 16, "shortest": 4, "longest": 12}
