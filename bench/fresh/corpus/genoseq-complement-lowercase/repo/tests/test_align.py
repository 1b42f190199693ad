import pytest

from genoseq import SequenceError, consensus, identity_table


def test_consensus():
    assert consensus(["ACGT", "ACGA", "TCGA"]) == "ACGA"
    assert consensus(["AC", "GT"]) == "NN"
    assert consensus(["aNt", "ANN", "cNt"]) == "ANT"
    with pytest.raises(SequenceError):
        consensus(["ACG", "AC"])


def test_identity_table():
    table = identity_table({"b": "ACGT", "a": "ACGA", "c": "TCGA"})
    assert table == {("a", "b"): 0.75, ("a", "c"): 0.75, ("b", "c"): 0.5}
