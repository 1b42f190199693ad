from genoseq import Orf, codon_usage, find_orfs, translate


def test_complete_last_codon_in_every_frame():
    assert translate("ATGAAA") == "MK"
    assert translate("CATGAAA", frame=1) == "MK"
    assert translate("CCATGAAA", frame=2) == "MK"
    assert translate("ggg") == "G"
    assert translate("ATGGCCTAA", to_stop=True) == "MA"


def test_codon_usage_counts_the_last_codon():
    assert codon_usage("ATGAAA") == {"ATG": 1, "AAA": 1}
    assert codon_usage("GATGTAA", frame=1) == {"ATG": 1, "TAA": 1}
    assert codon_usage("tt" + "ggg", frame=2) == {"GGG": 1}


def test_open_reading_frame_running_to_the_end():
    assert find_orfs("ATGAAACCCGGG", min_aa=4) == [Orf(0, 12, "+", "MKPG")]


def test_incomplete_trailing_bases_are_ignored():
    assert translate("ATGAA") == "M"
    assert translate("ATGAAAC") == "MK"
    assert translate("AATGAAAC", frame=1) == "MK"
    assert translate("AC") == ""
    assert codon_usage("ATGAAACC") == {"ATG": 1, "AAA": 1}


def test_translation_to_the_first_stop_unchanged():
    assert translate("ATGTAAGGGC", to_stop=True) == "M"
    assert translate("ATGTGA", to_stop=True) == "M"
    assert translate("NNNATGC") == "XM"
